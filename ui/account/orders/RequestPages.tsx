import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { transferReference } from '../../../core/pricing/index';
import { canCancelRequest, requestAmountDue } from '../../../core/request/index';
import { type RegistrationRequest, registrationCalls } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useMinimumDisplay } from '../../app/minimum-display';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { useToast } from '../../toasts/Toasts';
import { AddToCalendarLink } from '../calendar/AddToCalendarLink';
import { AccountList } from '../kit/AccountList';
import { BackLink } from '../kit/BackLink';
import { Badges } from '../kit/Badge';
import { PayPanel } from '../payments/PayPanel';
import type { RequestForm } from './loaders';
import { Facts, OrderCard, RequestStatusBadge, usePaymentBadges } from './parts';

/** The activity the request is for (every requested availability belongs to the same one). */
const activityOf = (request: RegistrationRequest) => request.availabilities[0]?.activity ?? null;

function useRequestBadges() {
  const payment = usePaymentBadges();
  return (request: RegistrationRequest) => [
    <RequestStatusBadge key="status" status={request.status} />,
    payment.request(request),
  ];
}

function Availabilities({ request }: { request: RegistrationRequest }) {
  const format = useFormat();
  return (
    <ul className="plain-list">
      {request.availabilities.map((availability) => (
        <li key={availability.cuid}>
          {format.instantRange(availability.start_at, availability.end_at, 'dateTime')}
        </li>
      ))}
    </ul>
  );
}

function RequestCard({ request }: { request: RegistrationRequest }) {
  const { t } = useT();
  const format = useFormat();
  const badges = useRequestBadges();
  const activity = activityOf(request);
  return (
    <OrderCard
      title={activity?.title ?? request.reference}
      href={`/account/registrations-requests/${request.cuid}`}
      image={activity?.images[0] ?? null}
      facts={[
        { label: t('account.orders.requests.participant'), value: request.participant.fullname },
        {
          label: t('account.orders.requests.availabilities'),
          value: (
            <>
              {t('account.orders.requests.availabilitiesCount', { count: request.availabilities.length })}
              <Availabilities request={request} />
            </>
          ),
        },
      ]}
      amount={format.money(request.total_amount)}
      badges={badges(request)}
    />
  );
}

/** /account/registrations-requests: the customer's registration requests, newest first (part 1 §3). */
export function RequestListPage({
  list,
  page,
}: {
  list: { data: RegistrationRequest[]; count: number };
  page: number;
}) {
  const { t } = useT();
  return (
    <AccountList
      title={t('account.orders.requests.title')}
      items={list.data}
      count={list.count}
      page={page}
      path="/account/registrations-requests"
      empty={t('account.orders.requests.empty')}
      itemKey={(request) => request.cuid}
      renderItem={(request) => <RequestCard request={request} />}
    />
  );
}

/**
 * The request's answers under their titles: options as "option: price label" (with the free text given),
 * questions with their answer. Without the activity's form (removed since) the answers show alone.
 */
function Answers({ request, form }: { request: RegistrationRequest; form: RequestForm | null }) {
  const { t } = useT();
  if (request.options.length === 0 && request.questions.length === 0) return null;
  const priceOf = (priceId: number) => {
    for (const option of form?.options ?? []) {
      const price = option.prices.find((candidate) => candidate.id === priceId);
      if (price) return { option: option.title, label: price.label };
    }
    return null;
  };
  const questionOf = (questionId: number) =>
    form?.questions.find((question) => question.id === questionId)?.title ?? null;
  return (
    <section className="account-panel" aria-labelledby="orders-request-answers">
      <h3 id="orders-request-answers">{t('account.orders.requests.answers.title')}</h3>
      {request.options.length > 0 && (
        <>
          <h4 className="orders-subtitle">{t('account.orders.requests.answers.options')}</h4>
          <Facts
            facts={request.options.map((chosen, index) => {
              const price = priceOf(chosen.price_id);
              const label = price?.option ?? `${t('account.orders.requests.answers.option')} ${index + 1}`;
              const value = [price?.label, chosen.content].filter(Boolean).join(' — ');
              return { label, value: value || t('account.orders.requests.answers.noAnswer') };
            })}
          />
        </>
      )}
      {request.questions.length > 0 && (
        <>
          <h4 className="orders-subtitle">{t('account.orders.requests.answers.questions')}</h4>
          <Facts
            facts={request.questions.map((answer, index) => ({
              label:
                questionOf(answer.question_id) ??
                `${t('account.orders.requests.answers.question')} ${index + 1}`,
              value: answer.content || t('account.orders.requests.answers.noAnswer'),
            }))}
          />
        </>
      )}
    </section>
  );
}

/**
 * Cancelling a pending request (part 2 §7 POST /api/registrations/requests/cancel), after a confirmation
 * dialog. The outcome is a toast; the screen and the account counters reload either way the server decided
 * (a request the organiser answered meanwhile shows its new status).
 */
function CancelRequest({ request }: { request: RegistrationRequest }) {
  const { t } = useT();
  const api = useApi();
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  // Part 2 §9 loader minimum display: once shown the pending state stays 350 ms.
  const showPending = useMinimumDisplay(pending);

  async function confirm() {
    setPending(true);
    // Part 1 §4 form toast: loading, then the outcome's success or error in its place.
    toast.form.loading();
    try {
      await api.call(registrationCalls.cancelRequest, { registration_request_id: request.id });
      setOpen(false);
      toast.form.success(t('account.orders.requests.cancel.success'));
      await router.invalidate();
    } catch (error) {
      toast.form.error(error);
      const status = (error as { status?: unknown } | null)?.status;
      if (status === 409 || status === 404) {
        setOpen(false);
        await router.invalidate();
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <DialogTrigger isOpen={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Button className="button orders-button--danger">{t('account.orders.requests.cancel.action')}</Button>
      <ModalOverlay className="orders-modal-overlay" isDismissable={!pending}>
        <Modal className="orders-modal">
          <Dialog role="alertdialog" className="orders-dialog">
            <Heading slot="title" className="orders-dialog__title">
              {t('account.orders.requests.cancel.title')}
            </Heading>
            <p>{t('account.orders.requests.cancel.text', { participant: request.participant.fullname })}</p>
            <div className="account-actions orders-dialog__actions">
              <Button className="button" isDisabled={pending} onPress={() => setOpen(false)}>
                {t('account.orders.requests.cancel.keep')}
              </Button>
              <Button className="button orders-button--danger" isPending={showPending} onPress={confirm}>
                {t('account.orders.requests.cancel.confirm')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

/**
 * /account/registrations-requests/{cuid} (part 1 §2 "Registration request details: activity header, data,
 * status badges, actions."): the activity, the participant and requested sessions, the answers, the status
 * and payment badges; cancel only while PENDING (core `canCancelRequest`), pay once APPROVED with something
 * due (core `requestAmountDue`).
 */
export function RequestDetailPage({
  request,
  form,
}: {
  request: RegistrationRequest;
  form: RequestForm | null;
}) {
  const { t } = useT();
  const format = useFormat();
  const badges = useRequestBadges();
  const activity = activityOf(request);
  const image = activity?.images[0];
  return (
    <article className="account-detail" aria-labelledby="orders-request-title">
      <BackLink href="/account/registrations-requests">{t('account.orders.requests.back')}</BackLink>
      <header className="orders-hero">
        {image ? <img className="orders-hero__image" src={image.public_url} alt="" /> : null}
        <div className="orders-hero__text">
          <h2 id="orders-request-title">{activity?.title ?? request.reference}</h2>
          <p className="account-muted">
            {t('account.orders.referenceValue', { reference: request.reference })} ·{' '}
            {t('account.orders.requests.sent', { relative: format.relative(request.created_at) })}
          </p>
          {request.order_reference ? (
            <p className="account-muted">
              {t('account.pay.orderReference', { reference: request.order_reference })}
            </p>
          ) : null}
          <Badges>{badges(request)}</Badges>
          <p>{t(`account.orders.requests.statusText.${request.status}`)}</p>
        </div>
      </header>
      <div className="orders-columns">
        <div className="orders-columns__main">
          <section className="account-panel" aria-labelledby="orders-request-data">
            <h3 id="orders-request-data">{t('account.orders.requests.details')}</h3>
            <Facts
              facts={[
                { label: t('account.orders.requests.participant'), value: request.participant.fullname },
                {
                  label: t('account.orders.requests.availabilities'),
                  value: (
                    <>
                      {t('account.orders.requests.availabilitiesCount', {
                        count: request.availabilities.length,
                      })}
                      <Availabilities request={request} />
                    </>
                  ),
                },
              ]}
            />
            {/* The dates asked for, TENTATIVE until the organiser decides. */}
            {request.availabilities.length > 0 ? (
              <div className="account-actions">
                <AddToCalendarLink
                  kind="request"
                  cuid={request.cuid}
                  title={activity?.title ?? request.reference}
                />
              </div>
            ) : null}
          </section>
          <Answers request={request} form={form} />
        </div>
        <div className="orders-columns__side">
          <section className="account-panel" aria-labelledby="orders-request-amounts">
            <h3 id="orders-request-amounts">{t('account.orders.amounts.title')}</h3>
            <Facts
              facts={[
                { label: t('account.orders.amounts.total'), value: format.money(request.total_amount) },
                {
                  label: t('account.orders.requests.deposit'),
                  value: format.money(request.deposit_amount),
                  shown: request.deposit_amount > 0,
                },
                { label: t('account.orders.amounts.paid'), value: format.money(request.paid_amount) },
              ]}
            />
          </section>
          <PayPanel
            destination={request.cuid}
            reference={transferReference(request)}
            due={requestAmountDue(request)}
          />
          {canCancelRequest(request) && (
            <div className="account-actions">
              <CancelRequest request={request} />
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
