import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import {
  FieldError,
  Form,
  Label,
  Radio,
  RadioGroup,
  Switch,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import {
  isValidReviewScore,
  REVIEW_SCORE_CHOICES,
  REVIEW_SCORE_MAX,
  reviewPublicSwitch,
} from '../../../core/registration/index';
import {
  type Registration,
  type Review,
  registrationCalls,
  reviewCreateSchema,
  reviewUpdateSchema,
} from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useT } from '../../i18n/react';
import { ModalActions, RegistrationModal } from './Modal';
import { useToastedAction } from './useToastedAction';

/** Part 2 §9 "Star rating maximum 5, size 16": the maximum is core's REVIEW_SCORE_MAX, 16 px a star. */
const STAR_SIZE = 16;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      className="star"
      data-filled={filled || undefined}
      viewBox="0 0 24 24"
      width={STAR_SIZE}
      height={STAR_SIZE}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A score shown as stars out of the maximum, with its text for assistive technology. */
export function Stars({ score }: { score: number }) {
  const { t } = useT();
  return (
    <span
      className="stars"
      role="img"
      aria-label={t('account.registrations.review.scoreOf', { score, max: REVIEW_SCORE_MAX })}
    >
      {Array.from({ length: REVIEW_SCORE_MAX }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items.
        <Star key={index} filled={index < score} />
      ))}
    </span>
  );
}

/** The review left on the registration: its stars, message and whether it is public. */
export function ReviewSummary({ review, headingId }: { review: Review; headingId: string }) {
  const { t } = useT();
  return (
    <section className="account-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.registrations.review.yours')}</h3>
      <Stars score={review.score} />
      {review.message ? <p className="registration-review__message">{review.message}</p> : null}
      <p className="account-muted">
        {review.private
          ? t('account.registrations.review.isPrivate')
          : t('account.registrations.review.isPublic')}
      </p>
    </section>
  );
}

/**
 * "leave or edit a review" (part 2 §5 "Review: score a number 0 to 5 (selector offers 1 to 5); message
 * optional; public switch defaults to public and is disabled when editing an existing review"): POST
 * /api/registrations/review without a review, PUT with its review_id otherwise.
 */
export function ReviewDialog({
  registration,
  review,
}: {
  registration: Pick<Registration, 'id'>;
  review: Review | null;
}) {
  const { t } = useT();
  const api = useApi();
  const router = useRouter();
  const visibility = reviewPublicSwitch(review);
  const [open, setOpen] = useState(false);
  const [score, setScore] = useState<number | null>(review?.score ?? null);
  const [message, setMessage] = useState(review?.message ?? '');
  const [isPublic, setPublic] = useState(visibility.checked);
  const [scoreError, setScoreError] = useState<string | null>(null);
  const { pending, showPending, run } = useToastedAction();

  function openChange(next: boolean) {
    if (next) {
      // Every opening starts from the review as saved.
      setScore(review?.score ?? null);
      setMessage(review?.message ?? '');
      setPublic(visibility.checked);
      setScoreError(null);
    }
    setOpen(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (score === null || !isValidReviewScore(score)) {
      setScoreError('required');
      return;
    }
    const fields = { score, message: message.trim() === '' ? null : message.trim(), public: isPublic };
    await run(
      () =>
        review
          ? api.call(
              registrationCalls.updateReview,
              reviewUpdateSchema.parse({ ...fields, review_id: review.id }),
            )
          : api.call(
              registrationCalls.createReview,
              reviewCreateSchema.parse({ ...fields, registration_id: registration.id }),
            ),
      t('account.registrations.review.success'),
      async () => {
        setOpen(false);
        await router.invalidate();
      },
    );
  }

  return (
    <RegistrationModal
      label={review ? t('account.registrations.review.edit') : t('account.registrations.review.leave')}
      title={review ? t('account.registrations.review.editTitle') : t('account.registrations.review.title')}
      busy={pending}
      isOpen={open}
      onOpenChange={openChange}
    >
      <Form className="registration-dialog__form" validationBehavior="aria" onSubmit={submit}>
        <RadioGroup
          className="field star-rating"
          orientation="horizontal"
          value={score === null ? null : String(score)}
          onChange={(value) => {
            setScore(Number(value));
            setScoreError(null);
          }}
          isRequired
          isInvalid={scoreError !== null}
        >
          <Label>{t('account.registrations.review.score')}</Label>
          <div className="star-rating__stars">
            {REVIEW_SCORE_CHOICES.map((choice) => (
              <Radio key={choice} value={String(choice)} className="star-rating__star">
                <Star filled={score !== null && choice <= score} />
                <span className="visually-hidden">
                  {t('account.registrations.review.stars', { count: choice })}
                </span>
              </Radio>
            ))}
          </div>
          <FieldError>{scoreError ? t(`forms.errors.${scoreError}`) : null}</FieldError>
        </RadioGroup>
        <TextField className="field" value={message} onChange={setMessage}>
          <Label>{t('account.registrations.review.message')}</Label>
          <TextArea rows={4} />
          <Text slot="description">{t('account.registrations.review.messageHelp')}</Text>
        </TextField>
        <Switch
          className="registration-switch"
          isSelected={isPublic}
          onChange={setPublic}
          isDisabled={visibility.disabled}
        >
          <span className="registration-switch__track" aria-hidden="true">
            <span className="registration-switch__thumb" />
          </span>
          {t('account.registrations.review.public')}
        </Switch>
        {visibility.disabled ? (
          <p className="account-muted">{t('account.registrations.review.publicLocked')}</p>
        ) : null}
        <ModalActions
          closeLabel={t('account.registrations.review.close')}
          submitLabel={t('account.registrations.review.submit')}
          pending={pending}
          showPending={showPending}
        />
      </Form>
    </RegistrationModal>
  );
}
