import { type FormEvent, useState } from 'react';
import {
  Button,
  FieldError,
  Form,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import type { z } from 'zod';
import {
  type AddFormErrors,
  chosenDateIds,
  isAddable,
  isMultiAddValid,
  type MultiAddLine,
  multiAddToCartRequest,
  type QuestionAnswer,
  validateMultiAdd,
} from '../../../core/cart/index';
import { addFormView, locationLine } from '../../../core/catalogue/index';
import { errorToastText } from '../../../core/errors/index';
import { formatPercentage } from '../../../core/money/index';
import { defaultParticipantId } from '../../../core/participants/index';
import { cartCalls, type catalogueCalls, type Option } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { lookup } from '../../i18n/i18n';
import { useT } from '../../i18n/react';
import { TypedField } from '../../kit/field/TypedField';
import { questionSpec } from '../../kit/field/typed-field';
import { NoticePage } from '../../kit/NoticePage';
import { CartMachine } from '../../shell/machines';
import { useSession } from '../../shell/website';
import { AddPanel } from './AddPanel';
import { ParticipantChoice } from './ParticipantChoice';
import '../../kit/product-pages.css';
import { useFormat } from '../../kit/format/index';
import '../../kit/popover.css';

export type AvailabilityDetail = z.output<
  NonNullable<typeof catalogueCalls.availability.answer>
>['availability'];

/** One availability of the selection and the date cuids chosen in it (null: the whole availability). */
export interface SelectedAvailability {
  availability: AvailabilityDetail;
  dateCuids: string[] | null;
}

export interface CartAddPageProps {
  items: readonly SelectedAvailability[];
  /** The instant the notices are computed at (ISO). */
  now: string;
  onRemove: (availabilityCuid: string) => void;
  /** A participant cuid from the URL (back from the participant create screen). */
  participantCuid?: string | undefined;
}

/**
 * "/cart/add?availabilities={cuids} or ?dates={cuids}: preview of selected availabilities, each removable,
 * beside a multi-availability add form; empty state when none."
 */
export function CartAddPage({ items, now, onRemove, participantCuid }: CartAddPageProps) {
  const { t } = useT();
  if (items.length === 0) {
    return (
      <NoticePage
        labelId="cart-add-title"
        className="cart-add-empty"
        title={t('cartAdd.empty.title')}
        text={t('cartAdd.empty.text')}
        action={t('cartAdd.empty.action')}
      />
    );
  }
  return (
    <div className="page cart-add">
      <h1>{t('cartAdd.title')}</h1>
      <div className="product__layout">
        <section className="cart-add__selection" aria-labelledby="cart-add-selection">
          <h2 id="cart-add-selection">{t('cartAdd.selection')}</h2>
          <ul className="selection-list">
            {items.map((item) => (
              <SelectionCard key={item.availability.cuid} item={item} now={now} onRemove={onRemove} />
            ))}
          </ul>
        </section>
        <aside className="product__aside">
          <AddPanel
            id="cart-add-form-title"
            title={t('cartAdd.form.title')}
            participantCuid={participantCuid}
            form={(key) => (
              <MultiAddForm key={key} items={items} now={now} participantCuid={participantCuid} />
            )}
          />
        </aside>
      </div>
    </div>
  );
}

function SelectionCard({
  item,
  now,
  onRemove,
}: {
  item: SelectedAvailability;
  now: string;
  onRemove: (cuid: string) => void;
}) {
  const { t } = useT();
  const format = useFormat();
  const { availability } = item;
  const image = availability.activity.images[0];
  const dateCount = chosenDateIds(availability.dates, item.dateCuids).length;
  const view = addFormView(availability, now);
  const place = availability.location ? locationLine(availability.location, 'city') : null;
  return (
    <li className="selection-card">
      {image ? (
        <img className="thumbnail selection-card__image" src={image.public_url} alt="" />
      ) : (
        <div className="thumbnail selection-card__image selection-card__image--empty" aria-hidden="true" />
      )}
      <div className="selection-card__body">
        <h3 className="selection-card__title">{availability.activity.title}</h3>
        <p className="selection-card__meta">
          {t('cartAdd.from', {
            start: format.instant(availability.start_at, 'mediumDateTime'),
            end: format.instant(availability.end_at, 'mediumDateTime'),
          })}
        </p>
        <p className="selection-card__meta">
          {t('cartAdd.dates', { count: dateCount })}
          {place && ` · ${place}`}
        </p>
        <p className="selection-card__price">{format.money(availability.price)}</p>
        {view.kind === 'notice' && (
          <p className="notice notice--warning">
            {view.notice === 'opening-scheduled'
              ? t('cartAdd.notice.openingScheduled', {
                  date: format.instant(view.opensAt ?? availability.start_at, 'date'),
                })
              : view.notice === 'closing-scheduled'
                ? t('cartAdd.notice.closingScheduled')
                : view.notice === 'full'
                  ? t('cartAdd.notice.full')
                  : t('cartAdd.notice.closed')}
          </p>
        )}
      </div>
      <Button
        className="button selection-card__remove"
        aria-label={t('cartAdd.remove', { title: availability.activity.title })}
        onPress={() => onRemove(availability.cuid)}
      >
        {t('cartAdd.removeShort')}
      </Button>
    </li>
  );
}

type Answers = Record<
  string,
  { options: Record<string, number | null>; questions: Record<string, QuestionAnswer> }
>;
type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'added' }
  | { kind: 'failed'; text: string };

const FIELD_ERROR_KEYS: Record<string, string> = {
  availability_dates_required: 'productPages.fieldErrors.dates',
  'CART.OPTION_REQUIRED': 'productPages.fieldErrors.option',
  'CART.QUESTION_REQUIRED': 'productPages.fieldErrors.question',
  'CART.PARTICIPANT_REQUIRED': 'productPages.fieldErrors.participant',
};

function MultiAddForm({
  items,
  now,
  participantCuid,
}: {
  items: readonly SelectedAvailability[];
  now: string;
  participantCuid: string | undefined;
}) {
  const { t, i18n } = useT();
  const api = useApi();
  const cart = CartMachine.useActorRef();
  const customer = useSession().customer;
  const participants = customer?.participants ?? [];
  const [participantId, setParticipantId] = useState<number | null>(() =>
    defaultParticipantId(participants, participantCuid),
  );
  const [answers, setAnswers] = useState<Answers>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const addable = items.filter((item) => isAddable(item.availability, now));
  const lines: MultiAddLine[] = addable.map(({ availability, dateCuids }) => ({
    availability_id: availability.id,
    definition: { options: availability.options, questions: availability.questions },
    date_ids: chosenDateIds(availability.dates, dateCuids),
    options: answers[availability.cuid]?.options ?? {},
    questions: answers[availability.cuid]?.questions ?? {},
  }));
  const errors = validateMultiAdd(lines, participantId);
  const fieldError = (code: string | undefined) =>
    submitted && code ? t(FIELD_ERROR_KEYS[code] ?? `forms.errors.${code}`) : null;

  const update = (cuid: string, change: (answer: Answers[string]) => Answers[string]) => {
    setAnswers((previous) => ({
      ...previous,
      [cuid]: change(previous[cuid] ?? { options: {}, questions: {} }),
    }));
    setStatus({ kind: 'idle' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!customer || !isMultiAddValid(errors)) return;
    const request = multiAddToCartRequest(lines, participantId, customer.id);
    if (!request) return;
    setStatus({ kind: 'submitting' });
    try {
      await api.call(cartCalls.addItems, request);
      cart.send({ type: 'cart.reload' });
      setStatus({ kind: 'added' });
      setSubmitted(false);
    } catch (failure) {
      setStatus({
        kind: 'failed',
        text: errorToastText(failure as { code?: string; message?: string }, lookup(i18n)),
      });
    }
  };

  if (addable.length === 0) {
    return <p className="notice notice--warning">{t('cartAdd.form.nothingToAdd')}</p>;
  }
  return (
    <Form className="add-form" onSubmit={submit} validationBehavior="aria">
      <ParticipantChoice
        participants={participants}
        value={participantId}
        onChange={(id) => {
          setParticipantId(id);
          setStatus({ kind: 'idle' });
        }}
        error={fieldError(errors.participant_id)}
        description={addable.length > 1 ? t('cartAdd.form.participantHelp') : undefined}
      />
      {addable.map(({ availability }) => {
        const lineErrors: AddFormErrors = errors.lines[String(availability.id)] ?? {};
        const answer = answers[availability.cuid] ?? { options: {}, questions: {} };
        const hasFields = availability.options.length > 0 || availability.questions.length > 0;
        return (
          <fieldset key={availability.cuid} className="line-fields">
            <legend className="line-fields__legend">{availability.activity.title}</legend>
            {lineErrors.availability_dates && submitted && (
              <p className="field__error">{fieldError(lineErrors.availability_dates)}</p>
            )}
            {hasFields &&
              [...availability.options]
                .sort((a, b) => a.order - b.order)
                .map((option) => (
                  <OptionSelect
                    key={option.id}
                    option={option}
                    value={answer.options[String(option.id)] ?? null}
                    error={fieldError(lineErrors[`options.${option.id}`])}
                    onChange={(priceId) =>
                      update(availability.cuid, (current) => ({
                        ...current,
                        options: { ...current.options, [String(option.id)]: priceId },
                      }))
                    }
                  />
                ))}
            {[...availability.questions]
              .sort((a, b) => a.order - b.order)
              .map((question) => (
                <TypedField
                  key={question.id}
                  field={questionSpec(question)}
                  value={answer.questions[String(question.id)] ?? null}
                  error={fieldError(lineErrors[`questions.${question.id}`])}
                  onChange={(value) =>
                    update(availability.cuid, (current) => ({
                      ...current,
                      questions: { ...current.questions, [String(question.id)]: value },
                    }))
                  }
                />
              ))}
          </fieldset>
        );
      })}
      <Button
        type="submit"
        className="button button--primary add-form__submit"
        isDisabled={status.kind === 'submitting' || participants.length === 0}
      >
        {status.kind === 'submitting'
          ? t('productPages.form.submitting')
          : t('cartAdd.form.submit', { count: addable.length })}
      </Button>
      <output className="add-form__status">
        {status.kind === 'added' && <p className="notice notice--success">{t('cart.messages.updated')}</p>}
      </output>
      <div role="alert" className="add-form__status">
        {status.kind === 'failed' && <p className="notice notice--error">{status.text}</p>}
      </div>
    </Form>
  );
}

const NO_CHOICE = 'none';

function OptionSelect({
  option,
  value,
  error,
  onChange,
}: {
  option: Option;
  value: number | null;
  error: string | null;
  onChange: (priceId: number | null) => void;
}) {
  const { t, language } = useT();
  const format = useFormat();
  const priceLabel = (price: Option['prices'][number]) =>
    price.percentage !== null
      ? t('cartAdd.form.pricePercentage', {
          label: price.label,
          percentage: formatPercentage(price.percentage, language),
        })
      : t('cartAdd.form.priceOption', {
          label: price.label,
          amount: format.money(price.amount ?? 0),
        });
  const choices = [
    ...(option.answer_required ? [] : [{ id: NO_CHOICE, label: t('cartAdd.form.noChoice') }]),
    ...option.prices.map((price) => ({ id: String(price.id), label: priceLabel(price) })),
  ];
  return (
    <Select
      className="field"
      value={value === null ? (option.answer_required ? null : NO_CHOICE) : String(value)}
      onChange={(key) => onChange(key === null || key === NO_CHOICE ? null : Number(key))}
      isRequired={option.answer_required}
      isInvalid={error !== null}
    >
      <Label className="field__label">{option.title}</Label>
      <Button className="select__button">
        <SelectValue className="select__value" />
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </Button>
      {option.description && (
        <Text slot="description" className="field__description">
          {option.description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="popover-panel">
        <ListBox className="listbox" items={choices}>
          {(choice) => (
            <ListBoxItem id={choice.id} className="select__option" textValue={choice.label}>
              {choice.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
