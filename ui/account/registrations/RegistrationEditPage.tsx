import { useNavigate, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Form,
  Input,
  Label,
  Radio,
  RadioGroup,
  Switch,
  Text,
  TextField,
} from 'react-aria-components';
import { answerContent as answerText } from '../../../core/cart/index';
import { registrationEditActors } from '../../../core/ports';
import {
  answerContent,
  canEditRegistration,
  connectRegistrationEdit,
  type EditableDate,
  hasFreeCapacity,
  type RegistrationEditInput,
  type RegistrationUpdatePayload,
  registrationEditMachine,
  selectDateRows,
  selectDroppedDates,
  selectOptionError,
  selectQuestionError,
} from '../../../core/registration/index';
import {
  type Option,
  type Question,
  type RegistrationDetail,
  registrationCalls,
} from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useT } from '../../i18n/react';
import { TypedField } from '../../kit/field/TypedField';
import { questionSpec } from '../../kit/field/typed-field';
import { useFormat } from '../../kit/format/index';
import { useOutcomes } from '../../kit/machine/useOutcomes';
import { useToast } from '../../toasts/Toasts';
import { BackLink, registrationPath, useOpenedAt, usePriceLabel } from './parts';
import './registrations.css';
import '../../forms/forms.css';
import { useMinimumDisplay } from '../../app/minimum-display';
import { useClock, useNow } from '../../kit/clock/clock';

/** How often the form's clock moves on, so a date that starts while the form is open becomes locked. */
const CLOCK_TICK_MS = 30_000;

/** The machine's input from the registration detail: its dates, options and answers as they are now. */
export function registrationEditInput(detail: RegistrationDetail, now: string): RegistrationEditInput {
  const { registration, questions } = detail;
  const typeOf = new Map(questions.map((question) => [question.id, question.type]));
  return {
    registrationId: registration.id,
    now,
    dates: registration.availability.dates,
    registeredDateIds: registration.dates.map((date) => date.date_id),
    options: registration.options.map((chosen) => ({
      option_id: chosen.price.option_id,
      price_id: chosen.price.id,
      content: chosen.content,
    })),
    requiredOptionIds: detail.options.filter((option) => option.answer_required).map((option) => option.id),
    questions: questions.map(({ id, type, required }) => ({ id, type, required })),
    answers: registration.questions.map((answer) => ({
      question_id: answer.question_id,
      content: answerContent(typeOf.get(answer.question_id) ?? 'TEXT', answer.content),
    })),
  };
}

/** PUT /api/registrations carries answers as text: multiple choices joined by a comma and a space. */
function updateRequest(payload: RegistrationUpdatePayload) {
  return {
    ...payload,
    questions: payload.questions.map((answer) => ({
      question_id: answer.question_id,
      content: answerText(answer.content),
    })),
  };
}

/**
 * Edit registration (part 1 §2 "edit registration (dates, questions, options)"; part 2 §5): driven by core's
 * registrationEditMachine. "Dates already started are locked and kept. A date can be chosen only if OPEN with
 * free capacity, or already registered. Choosing fewer dates than available shows a struck-through warning
 * list of the dropped dates." (core droppedDates: the booked dates taken out, never one that was not booked.)
 * Saved with PUT /api/registrations.
 */
export function RegistrationEditPage({ detail }: { detail: RegistrationDetail }) {
  const { t } = useT();
  const { registration } = detail;
  const back = registrationPath(registration);
  const openedAt = useOpenedAt();
  return (
    <section className="account-detail registration-edit" aria-labelledby="registration-edit-title">
      <BackLink href={back} label={t('account.registrations.edit.back')} />
      <header className="account-detail__head">
        <div>
          <h2 id="registration-edit-title">{t('account.registrations.edit.title')}</h2>
          <p className="account-muted">
            {registration.availability.activity.title} · {registration.participant.fullname}
          </p>
        </div>
      </header>
      {registration.cancelled ? (
        <p className="account-empty">{t('account.registrations.edit.cancelled')}</p>
      ) : !canEditRegistration(registration, openedAt) ? (
        <p className="account-empty">{t('account.registrations.edit.ended')}</p>
      ) : (
        <EditForm detail={detail} />
      )}
    </section>
  );
}

function EditForm({ detail }: { detail: RegistrationDetail }) {
  const { t } = useT();
  const api = useApi();
  const toast = useToast();
  const router = useRouter();
  const navigate = useNavigate();
  const format = useFormat();
  const priceLabel = usePriceLabel();
  const clock = useClock();
  const openedAt = useNow();
  const { registration } = detail;
  const [logic] = useState(() =>
    registrationEditMachine.provide({
      actors: registrationEditActors({
        updateRegistration: (input) => api.call(registrationCalls.updateRegistration, updateRequest(input)),
      }),
    }),
  );
  const actor = useActorRef(logic, { input: registrationEditInput(detail, openedAt) });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const rows = selectDateRows(context);
  const dropped = selectDroppedDates(context);
  const { submitting, saved } = connectRegistrationEdit(useSelector(actor, (snapshot) => snapshot));
  // Part 2 §9 loader minimum display: once shown the submitting state stays 350 ms.
  const showSubmitting = useMinimumDisplay(submitting);

  useEffect(() => {
    const timer = setInterval(() => actor.send({ type: 'clock.tick', now: clock.now() }), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [actor, clock]);

  useOutcomes(actor, {
    // Part 1 §4 form toast: loading, then the saved success or the error in its place.
    'registration.saving': () => toast.form.loading(),
    // "A failed form action shows a toast with the translation of forms.errors.{code}" (part 2 §8).
    'registration.refused': ({ code }) => toast.form.error(code),
    'registration.saved': () => {
      toast.form.success(t('account.registrations.edit.success'));
      void router.invalidate().then(() =>
        navigate({
          to: '/account/registrations/$registration',
          params: { registration: registration.cuid },
        }),
      );
    },
  });

  const fullDate = (id: number) => registration.availability.dates.find((date) => date.id === id);
  const dateText = (date: EditableDate) => {
    const full = fullDate(date.id);
    return full
      ? format.instantRange(full.start_at, full.end_at, 'dateTime')
      : format.instant(date.start_at, 'dateTime');
  };
  const dateReason = (row: (typeof rows)[number]) => {
    if (row.locked) return t('account.registrations.edit.dates.locked');
    if (row.choosable) return null;
    if (row.date.status !== 'OPEN') return t(`account.registrations.edit.dates.status.${row.date.status}`);
    return hasFreeCapacity(row.date) ? null : t('account.registrations.edit.dates.status.FULL');
  };

  const options = [...detail.options].sort((a, b) => a.order - b.order);
  const questions = [...detail.questions].sort((a, b) => a.order - b.order);
  const chosenOf = (option: Option) =>
    context.options.find((chosen) => chosen.option_id === option.id) ?? null;
  const answerOf = (question: Question) =>
    context.answers.find((answer) => answer.question_id === question.id)?.content ?? null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'registration.submit' });
  }

  const datesError = context.errors.availability_dates;
  return (
    <Form className="registration-edit__form" validationBehavior="aria" onSubmit={submit}>
      <section className="account-panel" aria-labelledby="registration-edit-dates">
        <CheckboxGroup
          className="registration-edit__dates"
          aria-labelledby="registration-edit-dates"
          value={context.selectedDateIds.map(String)}
          onChange={(values) => {
            const next = new Set(values.map(Number));
            const changed = rows.find((row) => row.selected !== next.has(row.date.id));
            if (changed) actor.send({ type: 'registration.toggleDate', dateId: changed.date.id });
          }}
          isInvalid={datesError !== null}
        >
          <h3 id="registration-edit-dates">{t('account.registrations.edit.dates.title')}</h3>
          <Text slot="description" className="account-muted">
            {t('account.registrations.edit.dates.help')}
          </Text>
          <ul className="registration-edit__date-list">
            {rows.map((row) => {
              const reason = dateReason(row);
              return (
                <li key={row.date.id}>
                  <Checkbox
                    value={String(row.date.id)}
                    className="choice registration-edit__date"
                    isDisabled={row.locked || !row.choosable}
                  >
                    <span>
                      {dateText(row.date)}
                      {reason ? <span className="registration-edit__reason"> · {reason}</span> : null}
                    </span>
                  </Checkbox>
                </li>
              );
            })}
          </ul>
          <FieldError className="field__error">{datesError ? t(datesError) : null}</FieldError>
        </CheckboxGroup>
        {/* A live region that stays in place, so adding or removing a dropped date is announced. */}
        <div aria-live="polite">
          {dropped.length > 0 ? (
            <div className="registration-edit__dropped">
              <p>{t('account.registrations.edit.dates.dropped', { count: dropped.length })}</p>
              <ul>
                {dropped.map((date) => (
                  <li key={date.id}>
                    <s>{dateText(date)}</s>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </section>

      {options.length > 0 ? (
        <section className="account-panel" aria-labelledby="registration-edit-options">
          <h3 id="registration-edit-options">{t('account.registrations.edit.options.title')}</h3>
          {options.map((option) => {
            const chosen = chosenOf(option);
            const error = selectOptionError(context, option.id);
            return (
              <div key={option.id} className="registration-edit__option">
                <RadioGroup
                  className="field"
                  value={chosen ? String(chosen.price_id) : option.answer_required ? null : 'none'}
                  onChange={(value) => {
                    actor.send({
                      type: 'registration.chooseOption',
                      option_id: option.id,
                      price_id: value === 'none' ? null : Number(value),
                      content: chosen?.content ?? null,
                    });
                  }}
                  isRequired={option.answer_required}
                  isInvalid={error !== null}
                >
                  <Label>{option.title}</Label>
                  {option.description ? <Text slot="description">{option.description}</Text> : null}
                  <div className="field__choices">
                    {option.answer_required ? null : (
                      <Radio value="none" className="choice">
                        {t('account.registrations.edit.options.none')}
                      </Radio>
                    )}
                    {option.prices.map((price) => (
                      <Radio key={price.id} value={String(price.id)} className="choice">
                        {priceLabel(price)}
                      </Radio>
                    ))}
                  </div>
                  <FieldError>{error ? t(error) : null}</FieldError>
                </RadioGroup>
                {chosen ? (
                  <TextField
                    className="field"
                    value={chosen.content ?? ''}
                    onChange={(content) =>
                      actor.send({
                        type: 'registration.chooseOption',
                        option_id: option.id,
                        price_id: chosen.price_id,
                        content: content === '' ? null : content,
                      })
                    }
                  >
                    <Label>{t('account.registrations.edit.options.content', { option: option.title })}</Label>
                    <Input />
                  </TextField>
                ) : null}
              </div>
            );
          })}
        </section>
      ) : null}

      {questions.length > 0 ? (
        <section className="account-panel" aria-labelledby="registration-edit-questions">
          <h3 id="registration-edit-questions">{t('account.registrations.edit.questions.title')}</h3>
          {questions.map((question) => {
            const error = selectQuestionError(context, question.id);
            return (
              <TypedField
                key={question.id}
                field={questionSpec(question)}
                value={answerOf(question)}
                error={error ? t(error) : null}
                onChange={(content) =>
                  actor.send({ type: 'registration.answer', question_id: question.id, content })
                }
              />
            );
          })}
        </section>
      ) : null}

      <section className="account-panel">
        <Switch
          className="registration-switch"
          isSelected={context.automaticPrice}
          onChange={(value) => actor.send({ type: 'registration.setAutomaticPrice', value })}
        >
          <span className="registration-switch__track" aria-hidden="true">
            <span className="registration-switch__thumb" />
          </span>
          {t('account.registrations.edit.automaticPrice')}
        </Switch>
        <p className="account-muted">
          {context.automaticPrice
            ? t('account.registrations.edit.automaticPriceOn')
            : t('account.registrations.edit.automaticPriceOff')}
        </p>
      </section>

      <div className="account-actions">
        <Button type="submit" className="button button--primary" isPending={showSubmitting || saved}>
          {t('account.registrations.edit.submit')}
        </Button>
      </div>
    </Form>
  );
}
