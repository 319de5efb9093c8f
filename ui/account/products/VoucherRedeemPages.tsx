import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Button, Form, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { errorToastText } from '../../../core/errors/index';
import { defaultParticipantId } from '../../../core/participants/index';
import { voucherConfirmationActors } from '../../../core/ports';
import { type FoundVoucher, type OwnedVoucher, registrationCalls } from '../../../core/schemas/index';
import {
  connectVoucherConfirmation,
  isRedeemCodeValid,
  type RedeemableVoucher,
  voucherConfirmationMachine,
} from '../../../core/voucher/index';
import { useApi } from '../../app/api';
import { lookup } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
import { useOutcomes } from '../../kit/machine/useOutcomes';
import { LocalLink } from '../../shell/LocalLink';
import { useSession } from '../../shell/website';
import { useToast } from '../../toasts/Toasts';
import { BackLink } from '../kit/BackLink';
import { VoucherCard } from './VoucherCard';
import '../../forms/forms.css';
import { useClock, useNow } from '../../kit/clock/clock';

/** The code the edge gives a voucher lookup that answered 404, so the page can offer the code form again. */
export const VOUCHER_NOT_FOUND = 'NOT_FOUND';

/** How often the confirmation's clock moves on, so a voucher expiring while the page is open turns invalid. */
const CLOCK_TICK_MS = 30_000;

/**
 * The voucher as the confirmation machine holds it: the lookup's answer (core `foundVoucherSchema`, nothing
 * of the buyer unless the viewer is the buyer) with its amounts as numbers. Payment amounts are sent only to
 * the buyer (part 2 §6); anyone else gets the `paid` state, which the machine's rules read first.
 */
interface LoadedVoucher extends RedeemableVoucher {
  is_buyer: boolean;
  voucher: FoundVoucher['voucher'];
  recipient: OwnedVoucher['recipient'];
  total_amount: number;
  paid_amount: number;
}

function toRedeemable(found: FoundVoucher): LoadedVoucher {
  const seen = {
    code: found.code,
    voucher: found.voucher,
    redeemed_at: found.redeemed_at,
    expires_at: found.expires_at,
    paid: found.paid,
  };
  return found.is_buyer
    ? {
        ...seen,
        is_buyer: true,
        recipient: found.recipient,
        total_amount: found.total_amount ?? 0,
        paid_amount: found.paid_amount ?? 0,
      }
    : { ...seen, is_buyer: false, recipient: null, total_amount: 0, paid_amount: 0 };
}

/** The code field: "Voucher redeem: code at least 1 character. … Submission is disabled when invalid." */
function RedeemCodeForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const trimmed = code.trim();
  const valid = isRedeemCodeValid(trimmed);
  return (
    <Form
      className="product-redeem-form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        void navigate({ to: '/account/vouchers/redeem/$code', params: { code: trimmed } });
      }}
    >
      <TextField className="field" value={code} onChange={setCode} isRequired autoComplete="off">
        <Label>{t('account.products.vouchers.redeem.code')}</Label>
        <Input />
      </TextField>
      <Button type="submit" className="button button--primary" isDisabled={!valid}>
        {t('account.products.vouchers.redeem.submit')}
      </Button>
    </Form>
  );
}

/** /account/vouchers/redeem: "Voucher redeem (enter code)"; continuing opens the confirmation for that code. */
export function VoucherRedeemCodePage() {
  const { t } = useT();
  return (
    <section className="account-detail product-redeem" aria-labelledby="redeem-title">
      <BackLink href="/account/vouchers">{t('account.products.vouchers.back')}</BackLink>
      <h2 id="redeem-title">{t('account.products.vouchers.redeem.title')}</h2>
      <p className="account-muted">{t('account.products.vouchers.redeem.lead')}</p>
      <RedeemCodeForm />
    </section>
  );
}

/**
 * /account/vouchers/redeem/{code}: "redeem confirmation (voucher card, status badge, participant choice when
 * the voucher's bundle entity is PARTICIPANTS)", driven by core's voucherConfirmationMachine. Its actors are
 * the API: GET /api/vouchers/redeem?code (a 404 offers the code form again) and PUT /api/vouchers/redeem
 * {code, participant_id} → cuid. The machine decides the invalid reason (unpaid > expired > redeemed) and
 * whether the voucher can be submitted; the page renders that. The participant choice starts from core
 * `defaultParticipantId`: the participant just created from the "Add a participant" link (`participantCuid`,
 * ?participant=…), else the customer's only participant.
 */
export function VoucherConfirmationPage({
  code,
  participantCuid,
}: {
  code: string;
  participantCuid?: string | undefined;
}) {
  const { t, i18n } = useT();
  const api = useApi();
  const router = useRouter();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const here = useRouterState({ select: (state) => state.location.href });
  const clock = useClock();
  const openedAt = useNow();
  const [logic] = useState(() =>
    voucherConfirmationMachine.provide({
      actors: voucherConfirmationActors({
        fetchVoucher: async ({ code }) => {
          try {
            const { voucher } = await api.call(registrationCalls.findVoucher, { code });
            return toRedeemable(voucher);
          } catch (error) {
            if ((error as { status?: unknown } | null)?.status === 404)
              throw { code: VOUCHER_NOT_FOUND, status: 404 };
            throw error;
          }
        },
        redeemVoucher: (input) => api.call(registrationCalls.redeemVoucher, input),
      }),
    }),
  );
  const participants = session.customer?.participants ?? [];
  const actor = useActorRef(logic, {
    input: { code, now: openedAt, participantId: defaultParticipantId(participants, participantCuid) },
  });
  const view = connectVoucherConfirmation(useSelector(actor, (snapshot) => snapshot));
  const { canSubmit } = view;
  // The machine keeps the voucher its fetchVoucher actor returned, which is the LoadedVoucher above.
  const voucher = view.voucher as LoadedVoucher | null;

  useEffect(() => {
    const timer = setInterval(() => actor.send({ type: 'clock.tick', now: clock.now() }), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [actor, clock]);

  useOutcomes(actor, {
    // Part 1 §4 form toast: loading, then the redeemed success or the error in its place.
    'voucher.redeeming': () => toast.form.loading(),
    // "A failed form action shows a toast with the translation of forms.errors.{code}" (part 2 §8).
    'voucher.refused': ({ code }) => toast.form.error(code),
    'voucher.redeemed': ({ cuid }) => {
      toast.form.success(t('account.products.vouchers.redeem.success'));
      void router
        .invalidate()
        .then(() => navigate({ to: '/account/vouchers/$voucher', params: { voucher: cuid } }));
    },
  });

  const head = (
    <>
      <BackLink href="/account/vouchers">{t('account.products.vouchers.back')}</BackLink>
      <h2 id="redeem-title">{t('account.products.vouchers.redeem.confirmTitle')}</h2>
    </>
  );

  if (view.loading) {
    return (
      <section className="account-detail product-redeem" aria-labelledby="redeem-title" aria-busy="true">
        {head}
        <output className="account-muted">{t('account.products.vouchers.redeem.loading')}</output>
      </section>
    );
  }

  if (view.failed || voucher === null) {
    const notFound = view.error === VOUCHER_NOT_FOUND;
    return (
      <section className="account-detail product-redeem" aria-labelledby="redeem-title">
        {head}
        <p className="product-alert" role="alert">
          {notFound
            ? t('account.products.vouchers.redeem.notFound', { code })
            : t('account.products.vouchers.redeem.failed', {
                reason: errorToastText({ code: view.error ?? undefined }, lookup(i18n)),
              })}
        </p>
        {notFound ? (
          <RedeemCodeForm initialCode={code} />
        ) : (
          <Button className="button" onPress={() => actor.send({ type: 'voucher.retry' })}>
            {t('account.products.vouchers.redeem.retry')}
          </Button>
        )}
      </section>
    );
  }

  const { needsParticipant, choosing, redeeming, missingParticipant } = view;
  return (
    <section className="account-detail product-redeem" aria-labelledby="redeem-title">
      {head}
      <VoucherCard owned={voucher} isBuyer={voucher.is_buyer} now={view.now} />
      {view.invalidReason && (
        <p className="product-alert" role="alert">
          {t(`account.products.vouchers.redeem.invalid.${view.invalidReason}`)}
        </p>
      )}
      <Form
        className={choosing && needsParticipant ? 'account-panel product-redeem-form' : 'product-redeem-form'}
        aria-labelledby="redeem-title"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'voucher.submit' });
        }}
      >
        {choosing && needsParticipant && (
          <div className="product-participants">
            {participants.length > 0 ? (
              <RadioGroup
                className="field"
                value={view.participantId === null ? null : String(view.participantId)}
                onChange={(value) =>
                  actor.send({ type: 'voucher.chooseParticipant', participantId: Number(value) })
                }
                isRequired
                isDisabled={!choosing || redeeming}
              >
                <Label className="product-participants__label">
                  {t('account.products.vouchers.redeem.participant')}
                </Label>
                <Text slot="description">{t('account.products.vouchers.redeem.participantHelp')}</Text>
                <div className="field__choices">
                  {participants.map((participant) => (
                    <Radio key={participant.id} value={String(participant.id)} className="choice">
                      {participant.fullname}
                    </Radio>
                  ))}
                </div>
              </RadioGroup>
            ) : (
              <p className="account-muted">{t('account.products.vouchers.redeem.noParticipants')}</p>
            )}
            <LocalLink href={`/account/participants/create?redirect=${encodeURIComponent(here)}`}>
              {t('account.products.vouchers.redeem.addParticipant')}
            </LocalLink>
          </div>
        )}
        {missingParticipant && (
          <p id="redeem-participant-missing" className="account-muted">
            {t('account.products.vouchers.redeem.participantMissing')}
          </p>
        )}
        <Button
          type="submit"
          className="button button--primary product-redeem-form__submit"
          isDisabled={!canSubmit}
          {...(missingParticipant ? { 'aria-describedby': 'redeem-participant-missing' } : {})}
        >
          {redeeming
            ? t('account.products.vouchers.redeem.submitting')
            : t('account.products.vouchers.redeem.submitAction')}
        </Button>
      </Form>
    </section>
  );
}
