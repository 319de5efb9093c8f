import { useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Form,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  Text,
  TextField,
} from 'react-aria-components';
import { type AddFormDefinition, addFormMachine, loginHref } from '../../../core/cart/index';
import { isDateMarkedClosed, isDateSelectable, offeredDates } from '../../../core/catalog/index';
import { errorToastText } from '../../../core/errors/index';
import { formatMinor, formatPercentage } from '../../../core/money/index';
import { addFormActors } from '../../../core/ports';
import type { Customer, EstimateDetails, Option, Question } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { lookup } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
import { LocalLink } from '../../shell/LocalLink';
import { CartMachine } from '../../shell/machines';
import { formatDateSlot } from './format';
import type { AvailabilityDetailData } from './types';

/** Choices shown as radio buttons up to this many, as a select above (a long list stays compact). */
const RADIO_LIMIT = 5;

/** "Anonymous visitor: add-to-cart forms are replaced by a login prompt with a button to /auth/login?redirect=…". */
export function LoginPrompt() {
  const { t } = useT();
  const current = useRouterState({ select: (state) => state.location.href });
  return (
    <div className="catalog-panel catalog-login">
      <h2 className="catalog-panel__title">{t('catalog.form.loginTitle')}</h2>
      <p>{t('catalog.form.loginText')}</p>
      <LocalLink href={loginHref(current)} className="button button--primary">
        {t('catalog.form.login')}
      </LocalLink>
    </div>
  );
}

/** The estimate lines of POST /api/carts/items/estimate: base, then every non-zero adjustment, then the total. */
export function EstimateLines({ estimate }: { estimate: EstimateDetails }) {
  const { t, language } = useT();
  const lines: Array<[string, number]> = [
    ['partialFee', estimate.partial_registration_total_fee],
    ['partialDiscount', estimate.partial_registration_total_discount],
    ['options', estimate.options_total],
    ['bundle', estimate.bundle_total],
    ['discounts', estimate.discounts_total],
    ['volumeDiscounts', estimate.volume_discounts_total],
  ];
  return (
    <dl className="catalog-estimate__lines">
      <div>
        <dt>{t('catalog.estimate.base')}</dt>
        <dd>{formatMinor(estimate.base_price, language)}</dd>
      </div>
      {lines
        .filter(([, amount]) => amount !== 0)
        .map(([key, amount]) => (
          <div key={key}>
            <dt>{t(`catalog.estimate.${key}`)}</dt>
            <dd>{formatMinor(amount, language)}</dd>
          </div>
        ))}
      <div className="catalog-estimate__total">
        <dt>{t('catalog.estimate.total')}</dt>
        <dd>{formatMinor(estimate.price, language)}</dd>
      </div>
    </dl>
  );
}

function priceLabel(price: Option['prices'][number], language: 'fr' | 'en'): string {
  if (price.amount !== null) return `${price.label} (+${formatMinor(price.amount, language)})`;
  if (price.percentage !== null) return `${price.label} (+${formatPercentage(price.percentage, language)})`;
  return price.label;
}

interface Choice {
  id: string;
  label: string;
}

/** One value among choices: radio buttons for a few, a select for many. */
function OneOf({
  label,
  description,
  choices,
  value,
  onChange,
  isRequired,
  error,
}: {
  label: string;
  description?: string | null;
  choices: Choice[];
  value: string | null;
  onChange: (value: string | null) => void;
  isRequired: boolean;
  error: string | null;
}) {
  const { t } = useT();
  if (choices.length <= RADIO_LIMIT) {
    return (
      <RadioGroup
        className="catalog-field catalog-radios"
        value={value}
        onChange={onChange}
        isRequired={isRequired}
        isInvalid={error !== null}
      >
        <Label className="catalog-field__label">{label}</Label>
        {description ? <Text slot="description">{description}</Text> : null}
        {choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} className="catalog-radio">
            <span className="catalog-radio__dot" aria-hidden="true" />
            {choice.label}
          </Radio>
        ))}
        <FieldError className="catalog-field__error">{error}</FieldError>
      </RadioGroup>
    );
  }
  return (
    <Select
      className="catalog-field"
      value={value}
      onChange={(key) => onChange(key === null ? null : String(key))}
      isRequired={isRequired}
      isInvalid={error !== null}
      placeholder={t('catalog.form.chooseAnswer')}
    >
      <Label className="catalog-field__label">{label}</Label>
      {description ? <Text slot="description">{description}</Text> : null}
      <Button className="catalog-select">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className="catalog-field__error">{error}</FieldError>
      <Popover className="catalog-popover">
        <ListBox className="catalog-listbox" items={choices}>
          {(choice) => (
            <ListBoxItem id={choice.id} className="catalog-option" textValue={choice.label}>
              {choice.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** The definition the machine validates against: options with their prices, questions with their type. */
export function formDefinition(availability: AvailabilityDetailData): AddFormDefinition {
  return {
    options: availability.options.map((option) => ({
      id: option.id,
      answer_required: option.answer_required,
      prices: option.prices.map((price) => ({ id: price.id })),
    })),
    questions: availability.questions.map((question) => ({
      id: question.id,
      type: question.type,
      required: question.required,
    })),
  };
}

const byOrder = <T extends { order: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.order - b.order);

/**
 * The add-to-cart form of an availability (part 2 §5 "Adding to cart"), driven by core's add-form machine:
 * participant, dates, quantity, options and questions; the live estimate; submit to POST /api/carts/items,
 * then the cart reloads and `cart.messages.updated` shows.
 */
export function AddToCartForm({
  availability,
  customer,
  cartId,
  participantCuid,
  now,
}: {
  availability: AvailabilityDetailData;
  customer: Customer;
  cartId: number | null;
  participantCuid: string | null;
  now: string;
}) {
  const api = useApi();
  const { t, language, i18n } = useT();
  const cart = CartMachine.useActorRef();
  const current = useRouterState({ select: (state) => state.location.href });
  const estimateId = useId();
  // "Unless the customer is eligible for partial registrations all dates are offered": the API does not say
  // whether the activity allows partial registration, so every date is offered, the selectable ones chosen.
  const dates = offeredDates(availability.dates, false, now);
  const preselected = customer.participants.find((participant) => participant.cuid === participantCuid);
  const [state, send] = useMachine(addFormMachine.provide({ actors: addFormActors(api.cart) }), {
    input: {
      cart_id: cartId,
      customer_id: customer.id,
      availability_id: availability.id,
      definition: formDefinition(availability),
      participant_id:
        preselected?.id ?? (customer.participants.length === 1 ? customer.participants[0]?.id : null),
      date_ids: dates.filter(isDateSelectable).map((date) => date.id),
    },
  });
  const { values, errors, estimate, error, message } = state.context;
  const succeeded = state.matches({ form: 'succeeded' });
  const submitting = state.matches({ form: 'submitting' });
  useEffect(() => {
    if (succeeded) cart.send({ type: 'cart.reload' });
  }, [succeeded, cart]);

  const fieldError = (field: string): string | null => {
    const code = errors[field];
    return code ? errorToastText({ code }, lookup(i18n)) : null;
  };
  const createParticipantHref = `/account/participants/create?redirect=${encodeURIComponent(current)}`;
  const participants = customer.participants.map((participant) => ({
    id: String(participant.id),
    label: participant.fullname,
  }));

  return (
    <Form
      className="catalog-panel catalog-form"
      aria-labelledby={`${estimateId}-title`}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <h2 id={`${estimateId}-title`} className="catalog-panel__title">
        {t('catalog.form.title')}
      </h2>

      {participants.length > 0 ? (
        <OneOf
          label={t('catalog.form.participant')}
          choices={participants}
          value={values.participant_id === null ? null : String(values.participant_id)}
          onChange={(id) =>
            send({ type: 'participant.select', participant_id: id === null ? null : Number(id) })
          }
          isRequired
          error={fieldError('participant_id')}
        />
      ) : (
        <p className="catalog-muted">{t('catalog.form.noParticipants')}</p>
      )}
      {participants.length === 0 && fieldError('participant_id') ? (
        <p className="catalog-field__error" role="alert">
          {fieldError('participant_id')}
        </p>
      ) : null}
      <LocalLink href={createParticipantHref} className="catalog-form__add-participant">
        {t('catalog.form.addParticipant')}
      </LocalLink>

      {dates.length > 0 ? (
        <CheckboxGroup
          className="catalog-field catalog-dates"
          value={values.date_ids.map(String)}
          onChange={(ids) => send({ type: 'dates.set', date_ids: ids.map(Number) })}
          isInvalid={fieldError('availability_dates') !== null}
        >
          <Label className="catalog-field__label">{t('catalog.form.dates')}</Label>
          <Text slot="description" className="catalog-muted">
            {t('catalog.form.datesHint')}
          </Text>
          <div className={dates.length > 7 ? 'catalog-dates__grid' : 'catalog-dates__list'}>
            {dates.map((date) => (
              <Checkbox
                key={date.id}
                value={String(date.id)}
                isDisabled={!isDateSelectable(date)}
                className="catalog-checkbox"
              >
                <span className="catalog-checkbox__box" aria-hidden="true" />
                <span>
                  {formatDateSlot(date.start_at, date.end_at, language)}
                  {isDateMarkedClosed(date) ? (
                    <span className="catalog-badge catalog-badge--inline">
                      {t(`catalog.badges.${date.status}`)}
                    </span>
                  ) : null}
                </span>
              </Checkbox>
            ))}
          </div>
          <FieldError className="catalog-field__error">{fieldError('availability_dates')}</FieldError>
        </CheckboxGroup>
      ) : null}

      <NumberField
        className="catalog-field catalog-quantity"
        minValue={1}
        step={1}
        value={values.quantity}
        onChange={(quantity) =>
          send({ type: 'quantity.set', quantity: Number.isNaN(quantity) ? 0 : quantity })
        }
        isInvalid={fieldError('quantity') !== null}
      >
        <Label className="catalog-field__label">{t('catalog.form.quantity')}</Label>
        <Group className="catalog-stepper">
          <Button slot="decrement" className="catalog-stepper__button">
            −
          </Button>
          <Input className="catalog-input catalog-stepper__input" />
          <Button slot="increment" className="catalog-stepper__button">
            +
          </Button>
        </Group>
        <FieldError className="catalog-field__error">{fieldError('quantity')}</FieldError>
      </NumberField>

      {availability.options.length > 0 ? (
        <fieldset className="catalog-fieldset">
          <legend className="catalog-fieldset__legend">{t('catalog.form.options')}</legend>
          {byOrder(availability.options).map((option) => (
            <OneOf
              key={option.id}
              label={option.title}
              description={option.description}
              choices={[
                ...(option.answer_required ? [] : [{ id: 'none', label: t('catalog.form.noOption') }]),
                ...option.prices.map((price) => ({
                  id: String(price.id),
                  label: priceLabel(price, language),
                })),
              ]}
              value={
                values.options[String(option.id)] == null
                  ? option.answer_required
                    ? null
                    : 'none'
                  : String(values.options[String(option.id)])
              }
              onChange={(id) =>
                send({
                  type: 'option.select',
                  option_id: option.id,
                  price_id: id === null || id === 'none' ? null : Number(id),
                })
              }
              isRequired={option.answer_required}
              error={fieldError(`options.${option.id}`)}
            />
          ))}
        </fieldset>
      ) : null}

      {availability.questions.length > 0 ? (
        <fieldset className="catalog-fieldset">
          <legend className="catalog-fieldset__legend">{t('catalog.form.questions')}</legend>
          {byOrder(availability.questions).map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={values.questions[String(question.id)] ?? null}
              error={fieldError(`questions.${question.id}`)}
              onChange={(answer) => send({ type: 'question.answer', question_id: question.id, answer })}
            />
          ))}
        </fieldset>
      ) : null}

      <section className="catalog-estimate" aria-label={t('catalog.estimate.title')} aria-live="polite">
        {estimate ? (
          <EstimateLines estimate={estimate} />
        ) : state.matches({ estimate: 'loading' }) || state.matches({ estimate: 'waiting' }) ? (
          values.participant_id === null ? (
            <p className="catalog-muted">{t('catalog.estimate.waiting')}</p>
          ) : (
            <p className="catalog-muted">{t('catalog.estimate.loading')}</p>
          )
        ) : state.matches({ estimate: 'failed' }) && state.context.estimateError ? (
          <p className="catalog-field__error">
            {errorToastText({ code: state.context.estimateError }, lookup(i18n))}
          </p>
        ) : (
          <p className="catalog-muted">{t('catalog.estimate.waiting')}</p>
        )}
      </section>

      {error ? (
        <p className="catalog-alert catalog-alert--error" role="alert">
          {errorToastText({ code: error }, lookup(i18n))}
        </p>
      ) : null}
      {succeeded && message ? (
        <output className="catalog-alert catalog-alert--success">{t(message)}</output>
      ) : null}

      <Button type="submit" className="button button--primary catalog-form__submit" isDisabled={submitting}>
        {submitting ? t('catalog.form.submitting') : t('catalog.form.submit')}
      </Button>
    </Form>
  );
}

/** One question: TEXT and DATE as text fields, CHOICES_SINGLE one choice, CHOICES_MULTIPLE several. */
function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: Question;
  value: string | string[] | null;
  error: string | null;
  onChange: (answer: string | string[] | null) => void;
}) {
  const choices = byOrder(question.choices).map((choice) => ({ id: choice.label, label: choice.label }));
  switch (question.type) {
    case 'CHOICES_SINGLE':
      return (
        <OneOf
          label={question.title}
          description={question.description}
          choices={choices}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          isRequired={question.required}
          error={error}
        />
      );
    case 'CHOICES_MULTIPLE':
      return (
        <CheckboxGroup
          className="catalog-field catalog-checkboxes"
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          isRequired={question.required}
          isInvalid={error !== null}
        >
          <Label className="catalog-field__label">{question.title}</Label>
          {question.description ? <Text slot="description">{question.description}</Text> : null}
          {choices.map((choice) => (
            <Checkbox key={choice.id} value={choice.id} className="catalog-checkbox">
              <span className="catalog-checkbox__box" aria-hidden="true" />
              {choice.label}
            </Checkbox>
          ))}
          <FieldError className="catalog-field__error">{error}</FieldError>
        </CheckboxGroup>
      );
    default:
      return (
        <TextField
          className="catalog-field"
          value={typeof value === 'string' ? value : ''}
          onChange={(text) => onChange(text === '' ? null : text)}
          isRequired={question.required}
          isInvalid={error !== null}
          type={question.type === 'DATE' ? 'date' : 'text'}
        >
          <Label className="catalog-field__label">{question.title}</Label>
          {question.description ? <Text slot="description">{question.description}</Text> : null}
          <Input className="catalog-input" />
          <FieldError className="catalog-field__error">{error}</FieldError>
        </TextField>
      );
  }
}
