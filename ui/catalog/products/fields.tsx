import {
  Button,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import type { Participant } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import './products.css';

/** The customer's participants as a select; the error shows once the form was submitted. */
export function ParticipantSelect({
  participants,
  value,
  onChange,
  error,
  description,
}: {
  participants: readonly Participant[];
  value: number | null;
  onChange: (participantId: number | null) => void;
  error: string | null;
  description?: string | undefined;
}) {
  const { t } = useT();
  return (
    <Select
      className="field"
      value={value}
      onChange={(key) => onChange(key === null ? null : Number(key))}
      isInvalid={error !== null}
      isRequired
      placeholder={t('productPages.form.participantPlaceholder')}
    >
      <Label className="field__label">{t('productPages.form.participant')}</Label>
      <Button className="select__button">
        <SelectValue className="select__value" />
        <span aria-hidden="true" className="select__chevron">
          ▾
        </span>
      </Button>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="select__popover">
        <ListBox className="select__list">
          {participants.map((participant) => (
            <ListBoxItem
              key={participant.id}
              id={participant.id}
              className="select__option"
              textValue={participant.fullname}
            >
              {participant.fullname}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** A whole quantity, at least 1. */
export function QuantityField({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (quantity: number) => void;
  error: string | null;
}) {
  const { t } = useT();
  return (
    <NumberField
      className="field"
      value={value}
      onChange={onChange}
      minValue={1}
      step={1}
      isInvalid={error !== null}
      formatOptions={{ maximumFractionDigits: 0 }}
    >
      <Label className="field__label">{t('productPages.form.quantity')}</Label>
      <Group className="quantity">
        <Button slot="decrement" className="quantity__step">
          −
        </Button>
        <Input className="quantity__input" />
        <Button slot="increment" className="quantity__step">
          +
        </Button>
      </Group>
      <FieldError className="field__error">{error}</FieldError>
    </NumberField>
  );
}
