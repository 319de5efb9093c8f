import { useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Group,
  Input,
  Label,
  NumberField,
  Text,
} from 'react-aria-components';
import {
  type AddFormDefinition,
  addFormDates,
  addFormMachine,
  allowsPartialRegistration,
  connectAddForm,
  loginHref,
} from '../../../core/cart/index';
import { dateListLayout, isDateMarkedClosed } from '../../../core/catalogue/index';
import { errorToastText } from '../../../core/errors/index';
import { defaultParticipantId } from '../../../core/participants/index';
import { addFormActors } from '../../../core/ports';
import type { Customer, EstimateDetails } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { useMinimumDisplay } from '../../app/minimum-display';
import { lookup } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
import { ChoiceMark } from '../../kit/ChoiceMark';
import { useFormat } from '../../kit/format/index';
import { useOutcomes } from '../../kit/machine/useOutcomes';
import { SubmitButton } from '../../kit/SubmitButton';
import { LocalLink } from '../../shell/LocalLink';
import { CartMachine } from '../../shell/machines';
import { useToast } from '../../toasts/Toasts';
import { OptionsFieldset, QuestionsFieldset } from './ExtraFields';
import { PanelForm } from './PanelForm';
import { ParticipantPicker } from './ParticipantPicker';
import type { AvailabilityDetailData } from './types';

/**
 * "Anonymous visitor: add-to-cart forms are replaced by a login prompt with a button to /auth/login?redirect=…".
 * `title` and `text` are message keys (the waiting-list form has its own).
 */
export function LoginPrompt({
  title = 'catalog.form.loginTitle',
  text = 'catalog.form.loginText',
}: {
  title?: string;
  text?: string;
}) {
  const { t } = useT();
  const current = useRouterState({ select: (state) => state.location.href });
  return (
    <div className="catalog-panel catalog-login">
      <h2 className="catalog-panel__title">{t(title)}</h2>
      <p>{t(text)}</p>
      <LocalLink href={loginHref(current)} className="button button--primary">
        {t('catalog.form.login')}
      </LocalLink>
    </div>
  );
}

/** The estimate lines of POST /api/carts/items/estimate: base, then every non-zero adjustment, then the total. */
export function EstimateLines({ estimate }: { estimate: EstimateDetails }) {
  const { t } = useT();
  const format = useFormat();
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
        <dd>{format.money(estimate.base_price)}</dd>
      </div>
      {lines
        .filter(([, amount]) => amount !== 0)
        .map(([key, amount]) => (
          <div key={key}>
            <dt>{t(`catalog.estimate.${key}`)}</dt>
            <dd>{format.money(amount)}</dd>
          </div>
        ))}
      <div className="catalog-estimate__total">
        <dt>{t('catalog.estimate.total')}</dt>
        <dd>{format.money(estimate.price)}</dd>
      </div>
    </dl>
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
  const { t, i18n } = useT();
  const format = useFormat();
  const cart = CartMachine.useActorRef();
  // Which dates the customer may choose is core's decision: all of them are required unless the activity
  // allows partial registration, and then only future, OPEN dates with room can be chosen.
  const partial = allowsPartialRegistration(availability.activity);
  const dates = addFormDates(availability.dates, partial, now);
  const [state, send, actor] = useMachine(addFormMachine.provide({ actors: addFormActors(api.cart) }), {
    input: {
      cart_id: cartId,
      customer_id: customer.id,
      availability_id: availability.id,
      definition: formDefinition(availability),
      participant_id: defaultParticipantId(customer.participants, participantCuid),
      date_ids: dates.initial,
    },
  });
  const view = connectAddForm(state);
  const { values, errors, estimate } = view;
  // Part 2 §9 loader minimum display: once shown the submitting state stays 350 ms.
  const showSubmitting = useMinimumDisplay(view.submitting);
  // The outcome of a submit is a form toast (part 2 §8): cart.messages.updated, or the failure's text.
  // Part 1 §4 form toast: loading while the machine submits, then the success or error in its place.
  const toast = useToast();
  useOutcomes(actor, {
    'cart.adding': () => toast.form.loading(),
    'cart.addRefused': ({ code }) => toast.form.error(code),
    'cart.added': ({ message }) => {
      cart.send({ type: 'cart.reload' });
      toast.form.success(i18n.t(message));
    },
  });

  const fieldError = (field: string): string | null => {
    const code = errors[field];
    return code ? errorToastText({ code }, lookup(i18n)) : null;
  };

  return (
    <PanelForm title={t('catalog.form.title')} onSubmit={() => send({ type: 'form.submit' })}>
      <ParticipantPicker
        customer={customer}
        value={values.participant_id}
        onChange={(participant_id) => send({ type: 'participant.select', participant_id })}
        error={fieldError('participant_id')}
      />

      {dates.mode === 'choose' && dates.dates.length > 0 ? (
        <CheckboxGroup
          className="catalog-field catalog-dates"
          value={values.date_ids.map(String)}
          onChange={(ids) => send({ type: 'dates.set', date_ids: ids.map(Number) })}
          isRequired
          isInvalid={fieldError('availability_dates') !== null}
        >
          <Label className="catalog-field__label">{t('catalog.form.dates')}</Label>
          <Text slot="description" className="catalog-muted">
            {t('catalog.form.datesHint')}
            {availability.activity.partial_registration_fee
              ? ` ${t('catalog.form.partialFee', {
                  fee: format.money(availability.activity.partial_registration_fee),
                })}`
              : null}
          </Text>
          <div className={`catalog-dates__${dateListLayout(dates.dates.length)}`}>
            {dates.dates.map(({ date, selectable }) => (
              <Checkbox
                key={date.id}
                value={String(date.id)}
                isDisabled={!selectable}
                className="catalog-checkbox"
              >
                <ChoiceMark kind="check" />
                <DateText date={date} />
              </Checkbox>
            ))}
          </div>
          <FieldError className="catalog-field__error">{fieldError('availability_dates')}</FieldError>
        </CheckboxGroup>
      ) : null}
      {dates.mode === 'fixed' && dates.dates.length > 0 ? (
        <fieldset className="catalog-fieldset catalog-dates">
          <legend className="catalog-fieldset__legend">{t('catalog.form.dates')}</legend>
          <p className="catalog-muted">{t('catalog.form.datesFixed')}</p>
          <ul className={`catalog-dates__${dateListLayout(dates.dates.length)}`}>
            {dates.dates.map(({ date }) => (
              <li key={date.id}>
                <DateText date={date} />
              </li>
            ))}
          </ul>
          {fieldError('availability_dates') ? (
            <p className="catalog-field__error" role="alert">
              {fieldError('availability_dates')}
            </p>
          ) : null}
        </fieldset>
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

      <OptionsFieldset
        options={availability.options}
        selected={values.options}
        onSelect={(option_id, price_id) => send({ type: 'option.select', option_id, price_id })}
        fieldError={fieldError}
      />

      <QuestionsFieldset
        questions={availability.questions}
        answers={values.questions}
        onAnswer={(question_id, answer) => send({ type: 'question.answer', question_id, answer })}
        fieldError={fieldError}
      />

      <section className="catalog-estimate" aria-label={t('catalog.estimate.title')} aria-live="polite">
        {estimate ? (
          <EstimateLines estimate={estimate} />
        ) : view.estimating ? (
          values.participant_id === null ? (
            <p className="catalog-muted">{t('catalog.estimate.waiting')}</p>
          ) : (
            <p className="catalog-muted">{t('catalog.estimate.loading')}</p>
          )
        ) : view.estimateError ? (
          <p className="catalog-field__error">{errorToastText({ code: view.estimateError }, lookup(i18n))}</p>
        ) : (
          <p className="catalog-muted">{t('catalog.estimate.waiting')}</p>
        )}
      </section>

      <SubmitButton sending={showSubmitting} className="catalog-form__submit" messages="catalog.form" />
    </PanelForm>
  );
}

/** A date's slot, with its status badge when it is marked closed (CLOSED, OVERLAP, FULL). */
function DateText({ date }: { date: AvailabilityDetailData['dates'][number] }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <span>
      {format.instantRange(date.start_at, date.end_at, 'slot')}
      {isDateMarkedClosed(date) ? (
        <span className="catalog-badge catalog-badge--inline">{t(`catalog.badges.${date.status}`)}</span>
      ) : null}
    </span>
  );
}
