import {
  Button,
  FieldError,
  Label,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import { useT } from '../../i18n/react';
import { ChoiceMark } from '../../kit/ChoiceMark';
import { ListPopover } from '../../kit/ListPopover';
import '../../kit/popover.css';

/** Choices shown as radio buttons up to this many, as a select above (a long list stays compact). */
export const RADIO_LIMIT = 5;

export interface Choice {
  id: string;
  label: string;
}

/** One value among choices: radio buttons for a few, a select for many. */
export function OneOf({
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
            <ChoiceMark kind="radio" />
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
      <Button className="select-trigger catalog-select">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className="catalog-field__error">{error}</FieldError>
      <ListPopover
        choices={choices.map((choice) => ({ value: choice.id, label: choice.label }))}
        optionClassName="catalog-option"
      />
    </Select>
  );
}
