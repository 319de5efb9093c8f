import { Fragment } from 'react';
import { amountDue } from '../../../core/account/index';
import { transferReference } from '../../../core/pricing/index';
import {
  areDocumentsShown,
  canCancelRegistration,
  canEditRegistration,
  canReviewRegistration,
  type DocumentEligibility,
  documentDownloadEligibility,
} from '../../../core/registration/index';
import type {
  Registration,
  RegistrationDetail,
  Document as RegistrationDocument,
} from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { Directions } from '../../kit/place/Directions';
import { PrintButton } from '../../kit/place/PrintButton';
import { LocalLink } from '../../shell/LocalLink';
import { AddToCalendarLink } from '../calendar/AddToCalendarLink';
import { PayPanel } from '../payments/PayPanel';
import { CancelDialog } from './CancelDialog';
import { CancellationMoneyNote } from './CancellationMoneyNote';
import {
  BackLink,
  DocumentUnavailable,
  LocationText,
  RegistrationBadges,
  registrationCategories,
  registrationPath,
  useOpenedAt,
  usePriceLabel,
} from './parts';
import { ReviewDialog, ReviewSummary } from './ReviewDialog';
import '../../forms/forms.css';
import './registrations.css';

/**
 * /account/registrations/{cuid} (part 1 §2): "Registration details: participant, deposit, total with a pay
 * action, location, sorted dates, options, answered questions, primary-category values, documents list."
 * Actions: cancel (with a message), leave or edit a review, edit the registration.
 */
export function RegistrationDetailPage({ detail }: { detail: RegistrationDetail }) {
  const { t } = useT();
  const format = useFormat();
  const { registration, review, documents } = detail;
  const { availability } = registration;
  const due = amountDue(registration);
  const headingId = `registration-${registration.cuid}`;
  const openedAt = useOpenedAt();
  return (
    <article className="account-detail registration-detail" aria-labelledby={headingId}>
      <BackLink href="/account/registrations" label={t('account.registrations.detail.back')} />
      <header className="account-detail__head">
        <div className="registration-detail__title">
          <h2 id={headingId}>{availability.activity.title}</h2>
          <p className="account-muted">
            {t('account.registrations.detail.reference', { reference: registration.reference })}
          </p>
          {registration.order_reference ? (
            <p className="account-muted">
              {t('account.pay.orderReference', { reference: registration.order_reference })}
            </p>
          ) : null}
          <RegistrationBadges registration={registration} />
        </div>
        <div className="account-actions">
          <PrintButton />
          {/* Its sessions as an .ics file (cancelled ones marked so, for calendars to drop them). */}
          {registration.dates.length > 0 ? (
            <AddToCalendarLink
              kind="registration"
              cuid={registration.cuid}
              title={availability.activity.title}
            />
          ) : null}
          {/* Edit registration (dates, questions, options): not once cancelled or ended. */}
          {!canEditRegistration(registration, openedAt) ? null : (
            <LocalLink className="button" href={`${registrationPath(registration)}/edit`}>
              {t('account.registrations.detail.edit')}
            </LocalLink>
          )}
          {/* A review is of an activity lived: offered once it ended, never on a cancelled registration. */}
          {review || canReviewRegistration(registration, openedAt) ? (
            <ReviewDialog registration={registration} review={review} />
          ) : null}
          {canCancelRegistration(registration, openedAt) ? (
            <CancelDialog
              registration={registration}
              focusAfterCancel={() => document.getElementById(headingId)}
            />
          ) : null}
        </div>
      </header>

      {registration.cancelled && registration.cancellation_message ? (
        <p className="registration-detail__cancelled">
          {t('account.registrations.detail.cancelledWith', { message: registration.cancellation_message })}
        </p>
      ) : null}
      {registration.cancelled ? <CancellationMoneyNote registration={registration} tense="after" /> : null}

      <section className="account-panel" aria-labelledby={`${headingId}-facts`}>
        <h3 id={`${headingId}-facts`}>{t('account.registrations.detail.summary')}</h3>
        <dl className="account-facts">
          <dt>{t('account.registrations.detail.participant')}</dt>
          <dd>{registration.participant.fullname}</dd>
          <dt>{t('account.registrations.detail.period')}</dt>
          <dd>{format.instantRange(availability.start_at, availability.end_at, 'dateTime')}</dd>
          {availability.location ? (
            <>
              <dt>{t('account.registrations.detail.location')}</dt>
              <dd>
                <LocationText location={availability.location} />
                <Directions location={availability.location} />
              </dd>
            </>
          ) : null}
          {registrationCategories(registration).map((line) => (
            <Fragment key={line.group}>
              <dt>{line.group}</dt>
              <dd>{line.values.join(', ')}</dd>
            </Fragment>
          ))}
          <dt>{t('account.registrations.detail.deposit')}</dt>
          <dd>{format.money(registration.deposit_amount)}</dd>
          <dt>{t('account.registrations.detail.total')}</dt>
          <dd className="account-card__amount">{format.money(registration.total_amount)}</dd>
          <dt>{t('account.registrations.detail.paid')}</dt>
          <dd>{format.money(registration.paid_amount)}</dd>
        </dl>
      </section>

      {registration.cancelled ? null : (
        <PayPanel destination={registration.cuid} reference={transferReference(registration)} due={due} />
      )}

      <RegistrationDates registration={registration} headingId={`${headingId}-dates`} />
      <RegistrationOptions registration={registration} headingId={`${headingId}-options`} />
      <RegistrationAnswers registration={registration} headingId={`${headingId}-questions`} />
      {review ? <ReviewSummary review={review} headingId={`${headingId}-review`} /> : null}
      {areDocumentsShown(registration) ? (
        <RegistrationDocuments
          registration={registration}
          documents={documents}
          headingId={`${headingId}-documents`}
        />
      ) : null}
    </article>
  );
}

/** "sorted dates": the registered dates in time order, each with its range. */
function RegistrationDates({ registration, headingId }: { registration: Registration; headingId: string }) {
  const { t } = useT();
  const format = useFormat();
  const dates = [...registration.dates].sort((a, b) => a.date.start_at.localeCompare(b.date.start_at));
  if (dates.length === 0) return null;
  return (
    <section className="account-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.registrations.detail.dates', { count: dates.length })}</h3>
      <ul className="registration-detail__list">
        {dates.map((date) => (
          <li key={date.cuid}>{format.instantRange(date.date.start_at, date.date.end_at, 'dateTime')}</li>
        ))}
      </ul>
    </section>
  );
}

function RegistrationOptions({ registration, headingId }: { registration: Registration; headingId: string }) {
  const { t } = useT();
  const priceLabel = usePriceLabel();
  if (registration.options.length === 0) return null;
  return (
    <section className="account-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.registrations.detail.options')}</h3>
      <dl className="account-facts">
        {registration.options.map((chosen) => (
          <Fragment key={chosen.cuid}>
            <dt>{chosen.price.option.title}</dt>
            <dd>
              {priceLabel(chosen.price)}
              {chosen.content ? <span className="registration-detail__content">{chosen.content}</span> : null}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** "answered questions": only the questions given an answer. */
function RegistrationAnswers({ registration, headingId }: { registration: Registration; headingId: string }) {
  const { t } = useT();
  const answered = registration.questions.filter(
    (answer) => answer.content !== null && answer.content !== '',
  );
  if (answered.length === 0) return null;
  return (
    <section className="account-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.registrations.detail.questions')}</h3>
      <dl className="account-facts">
        {answered.map((answer) => (
          <Fragment key={answer.question_id}>
            <dt>{answer.question.title}</dt>
            <dd>{answer.content}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/**
 * The documents list (hidden when cancelled): each document either links to its form, or says why it is not
 * available yet ("otherwise shows the amount due or the date from which it is available").
 */
function RegistrationDocuments({
  registration,
  documents,
  headingId,
}: {
  registration: Registration;
  documents: RegistrationDocument[];
  headingId: string;
}) {
  const { t } = useT();
  const now = useOpenedAt();
  if (documents.length === 0) return null;
  return (
    <section className="account-panel registration-detail__documents" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.registrations.documents.title')}</h3>
      <ul className="registration-documents">
        {documents.map((document) => (
          <li key={document.cuid} className="registration-documents__item">
            <div>
              <p className="registration-documents__title">{document.title}</p>
              {document.description ? <p className="account-muted">{document.description}</p> : null}
            </div>
            <DocumentAccess
              registration={registration}
              document={document}
              eligibility={documentDownloadEligibility(registration, document, now)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DocumentAccess({
  registration,
  document,
  eligibility,
}: {
  registration: Registration;
  document: RegistrationDocument;
  eligibility: DocumentEligibility;
}) {
  const { t } = useT();
  if (eligibility.kind === 'allowed') {
    return (
      <LocalLink
        className="button"
        href={`${registrationPath(registration)}/documents/${document.cuid}`}
        aria-label={t('account.registrations.documents.openNamed', { title: document.title })}
      >
        {t('account.registrations.documents.open')}
      </LocalLink>
    );
  }
  return <DocumentUnavailable eligibility={eligibility} />;
}
