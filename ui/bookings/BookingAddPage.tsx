import { useMachine } from '@xstate/react';
import { useId } from 'react';
import {
  Checkbox,
  CheckboxGroup,
  FieldError,
  Form,
  Label,
  Radio,
  RadioGroup,
  Text,
} from 'react-aria-components';
import {
  type BookingTarget,
  bookingEnd,
  bookingFormActors,
  bookingFormMachine,
  bookingShares,
  connectBookingForm,
  distinctDurations,
  initialPrice,
  isMobileDurationPickerShown,
  isPaymentSplitShown,
  isSlotBookable,
  needsPriceOption,
  priceOptions,
  pricesOfDuration,
  type ResourcePrice,
} from '../../core/booking/index';
import { locationName } from '../../core/catalogue/index';
import { errorToastText } from '../../core/errors/index';
import { defaultParticipantId } from '../../core/participants/index';
import { type Customer, cartCalls, type Resource, type ResourceSlot } from '../../core/schemas/index';
import { useApi } from '../app/api';
import { lookup } from '../i18n/i18n';
import { useT } from '../i18n/react';
import { ChoiceMark } from '../kit/ChoiceMark';
import { LoginPrompt } from '../kit/LoginPrompt';
import { useOutcomes } from '../kit/machine/useOutcomes';
import { AddParticipantLink, ParticipantSelect } from '../kit/ParticipantSelect';
import { SubmitButton } from '../kit/SubmitButton';
import { useMobile } from '../kit/useMobile';
import { CartMachine } from '../shell/machines';
import { useSession } from '../shell/website';
import { formatDuration } from './format';
// The participant select's look (field, select__*) is the add forms' one.
import '../kit/product-pages.css';
import './bookings.css';
import { useFormat } from '../kit/format/index';

/** What the route loaded for /cart/bookings/add. */
export type BookingAddData =
  | { kind: 'invalid' }
  | { kind: 'not-found'; target: BookingTarget }
  | { kind: 'ready'; target: BookingTarget; resource: Resource; slot: ResourceSlot | null; now: string };

const priceKey = (price: ResourcePrice) => `${price.duration}:${price.amount}`;

/** The preview card: the resource, its location, and the slot's start, duration, end and amount. */
function BookingPreview({
  resource,
  start,
  price,
}: {
  resource: Resource;
  start: string;
  price: ResourcePrice;
}) {
  const { t } = useT();
  const format = useFormat();
  const image = resource.images[0]?.public_url;
  const location = resource.location ? locationName(resource.location) : null;
  return (
    <article className="bookings-preview" aria-labelledby="bookings-preview-name">
      {image ? <img className="bookings-preview__image" src={image} alt="" /> : null}
      <div className="bookings-preview__body">
        <p className="bookings-preview__eyebrow">{t('bookings.add.preview')}</p>
        <h2 id="bookings-preview-name" className="bookings-preview__name">
          {resource.name}
        </h2>
        <dl className="bookings-preview__facts">
          {location ? (
            <div>
              <dt>{t('bookings.add.location')}</dt>
              <dd>{location}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('bookings.add.start')}</dt>
            <dd>{format.instant(start, 'fullDateTime')}</dd>
          </div>
          <div>
            <dt>{t('bookings.add.duration')}</dt>
            <dd>{formatDuration(price.duration, t)}</dd>
          </div>
          <div>
            <dt>{t('bookings.add.end')}</dt>
            <dd>{format.instant(bookingEnd(start, price.duration), 'fullDateTime')}</dd>
          </div>
          <div className="bookings-preview__amount">
            <dt>{t('bookings.add.amount')}</dt>
            <dd>{format.money(price.amount)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

/** Price options as radio buttons: "1 heure · 35,00 €". */
function PriceChoice({
  label,
  options,
  value,
  onChange,
  error,
  format,
}: {
  label: string;
  options: ResourcePrice[];
  value: string | null;
  onChange: (key: string) => void;
  error: string | null;
  format: (price: ResourcePrice) => string;
}) {
  return (
    <RadioGroup
      className="bookings-field bookings-radios"
      value={value}
      onChange={onChange}
      isRequired
      isInvalid={error !== null}
    >
      <Label className="bookings-field__label">{label}</Label>
      {options.map((option) => (
        <Radio key={priceKey(option)} value={priceKey(option)} className="bookings-radio">
          <ChoiceMark kind="radio" />
          {format(option)}
        </Radio>
      ))}
      <FieldError className="bookings-field__error">{error}</FieldError>
    </RadioGroup>
  );
}

/**
 * The booking form (part 2 §5 "Booking") beside the preview it keeps up to date: participant, price option
 * when the slot has several prices (on mobile a duration picker first, when there is more than one
 * duration), extra participants and payment_split (shown only with extras). Submitting adds the booking to
 * the cart, which reloads and opens.
 */
function BookingWithForm({
  customer,
  resource,
  slot,
  target,
  participantCuid,
}: {
  customer: Customer;
  resource: Resource;
  slot: ResourceSlot;
  target: BookingTarget;
  participantCuid: string | null;
}) {
  const { t, i18n } = useT();
  const format = useFormat();
  const api = useApi();
  const cart = CartMachine.useActorRef();
  const mobile = useMobile();
  const formId = useId();
  const prices = priceOptions(slot.prices);
  const participants = customer.participants;
  const preselected = defaultParticipantId(participants, participantCuid);
  const [state, send, actor] = useMachine(
    bookingFormMachine.provide({
      actors: bookingFormActors({ addBooking: (input) => api.call(cartCalls.addItems, input) }),
    }),
    {
      input: {
        customer_id: customer.id,
        resource_id: resource.id,
        start_at: slot.start_at,
        prices,
        participant_id: preselected,
        chosen: initialPrice(prices, target),
      },
    },
  );
  const { values, errors, error, message, added: succeeded, submitting } = connectBookingForm(state);
  useOutcomes(actor, { 'booking.added': () => cart.send({ type: 'cart.reload' }) });

  const text = (code: string | undefined | null) => (code ? errorToastText({ code }, lookup(i18n)) : null);
  const label = (price: ResourcePrice) =>
    t('bookings.form.priceOption', {
      duration: formatDuration(price.duration, t),
      amount: format.money(price.amount),
    });
  const selectPrice = (key: string) =>
    send({ type: 'price.select', price: prices.find((price) => priceKey(price) === key) ?? null });
  const durationPicker = mobile && isMobileDurationPickerShown(prices);
  const priceList = durationPicker ? pricesOfDuration(prices, values.duration) : prices;
  const showPrices = durationPicker ? priceList.length > 1 : needsPriceOption(prices);
  const others = participants.filter((participant) => participant.id !== values.participant_id);
  const shown = values.chosen ?? { duration: target.duration, amount: target.amount };
  const shares = bookingShares(shown.amount, values.participants.length, true);
  const even = shares.every((share) => share === shares[0]);

  return (
    <div className="bookings-add__layout">
      <BookingPreview resource={resource} start={slot.start_at} price={shown} />
      <section className="bookings-panel" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className="bookings-panel__title">
          {t('bookings.form.title')}
        </h2>
        <Form
          className="bookings-form"
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submit' });
          }}
        >
          {participants.length === 0 ? (
            <div className="bookings-notice">
              <p>{t('bookings.form.noParticipants')}</p>
              {text(errors.participant_id) ? (
                <p className="bookings-field__error" role="alert">
                  {text(errors.participant_id)}
                </p>
              ) : null}
            </div>
          ) : (
            <ParticipantSelect
              participants={participants}
              value={values.participant_id}
              onChange={(id) => send({ type: 'participant.select', participant_id: id })}
              error={text(errors.participant_id)}
              label={t('productPages.form.participant')}
              placeholder={t('productPages.form.participantPlaceholder')}
            />
          )}
          <AddParticipantLink className="bookings-form__add-participant">
            {t('bookings.form.addParticipant')}
          </AddParticipantLink>

          {durationPicker ? (
            <RadioGroup
              className="bookings-field bookings-radios bookings-radios--inline"
              value={values.duration === null ? null : String(values.duration)}
              onChange={(duration) => send({ type: 'duration.select', duration: Number(duration) })}
              isRequired
              isInvalid={errors.price !== undefined && values.duration === null}
            >
              <Label className="bookings-field__label">{t('bookings.form.duration')}</Label>
              {distinctDurations(prices).map((duration) => (
                <Radio
                  key={duration}
                  value={String(duration)}
                  className="bookings-radio bookings-radio--pill"
                >
                  {formatDuration(duration, t)}
                </Radio>
              ))}
              <FieldError className="bookings-field__error">
                {values.duration === null ? text(errors.price) : null}
              </FieldError>
            </RadioGroup>
          ) : null}
          {showPrices ? (
            <PriceChoice
              label={t('bookings.form.price')}
              options={priceList}
              value={values.chosen ? priceKey(values.chosen) : null}
              onChange={selectPrice}
              error={durationPicker && values.duration === null ? null : text(errors.price)}
              format={label}
            />
          ) : null}

          {others.length > 0 ? (
            <CheckboxGroup
              className="bookings-field bookings-checkboxes"
              value={values.participants.map(String)}
              onChange={(ids) => send({ type: 'participants.set', participants: ids.map(Number) })}
            >
              <Label className="bookings-field__label">{t('bookings.form.extras')}</Label>
              <Text slot="description" className="bookings-muted">
                {t('bookings.form.extrasHint')}
              </Text>
              {others.map((participant) => (
                <Checkbox key={participant.id} value={String(participant.id)} className="bookings-checkbox">
                  <ChoiceMark kind="check" />
                  {participant.fullname}
                </Checkbox>
              ))}
            </CheckboxGroup>
          ) : null}
          {isPaymentSplitShown(values.participants) ? (
            <div className="bookings-field">
              <Checkbox
                className="bookings-checkbox"
                isSelected={values.payment_split}
                onChange={(selected) => send({ type: 'split.set', payment_split: selected })}
              >
                <ChoiceMark kind="check" />
                {t('bookings.form.split')}
              </Checkbox>
              {values.payment_split ? (
                <p className="bookings-muted" aria-live="polite">
                  {even
                    ? t('bookings.form.shares', { amount: format.money(shares[0] ?? 0) })
                    : t('bookings.form.sharesUneven', {
                        amounts: shares.map((share) => format.money(share)).join(', '),
                      })}
                </p>
              ) : null}
            </div>
          ) : null}

          {error ? (
            <p className="bookings-alert bookings-alert--error" role="alert">
              {text(error)}
            </p>
          ) : null}
          {succeeded && message ? (
            <output className="bookings-alert bookings-alert--success">{t(message)}</output>
          ) : null}
          <SubmitButton sending={submitting} className="bookings-form__submit" messages="bookings.form" />
        </Form>
      </section>
    </div>
  );
}

/**
 * /cart/bookings/add (part 1 §2): the preview of the slot the link names and the booking form, or the
 * login prompt for a visitor. A link missing a value, an unknown resource, or a slot that cannot be booked
 * any more say so instead.
 */
export function BookingAddPage({
  data,
  participantCuid,
}: {
  data: BookingAddData;
  participantCuid?: string | undefined;
}) {
  const { t } = useT();
  const customer = useSession().customer;
  let content: React.ReactNode;
  if (data.kind === 'invalid') content = <p className="bookings-notice">{t('bookings.add.invalid')}</p>;
  else if (data.kind === 'not-found')
    content = <p className="bookings-notice">{t('bookings.add.notFound')}</p>;
  else {
    const { target, resource, slot, now } = data;
    const bookable = slot !== null && isSlotBookable(slot, now);
    if (bookable && customer) {
      content = (
        <BookingWithForm
          customer={customer}
          resource={resource}
          slot={slot}
          target={target}
          participantCuid={participantCuid ?? null}
        />
      );
    } else {
      content = (
        <div className="bookings-add__layout">
          <BookingPreview
            resource={resource}
            start={slot?.start_at ?? target.start_at}
            price={{ duration: target.duration, amount: target.amount }}
          />
          <section className="bookings-panel">
            {bookable ? <LoginPrompt /> : <p className="bookings-notice">{t('bookings.add.unavailable')}</p>}
          </section>
        </div>
      );
    }
  }
  return (
    <div className="page bookings-add">
      <h1 className="bookings-add__title">{t('bookings.add.title')}</h1>
      {content}
    </div>
  );
}
