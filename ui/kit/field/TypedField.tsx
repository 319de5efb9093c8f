import { lazy, Suspense } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Input,
  Label,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { useT } from '../../i18n/react';
import {
  labelOf,
  labelsOf,
  type TypedFieldSpec,
  type TypedFieldValue,
  textOf,
  typedFieldValue,
} from './typed-field';
import '../popover.css';
import './typed-field.css';
import { ListPopover } from '../ListPopover';

// The date picker (calendar, popover, segments) is the heaviest control: its code loads only for a form that
// has a DATE field, so the pages whose forms have none (most availabilities) do not carry it.
const LazyDateField = lazy(() => import('./DateField').then((module) => ({ default: module.DateField })));

/** The date field's place while its code arrives: the same label and box, so nothing moves. */
function DateFieldLoading({ label }: { label: string }) {
  return (
    <div className="typed-field" aria-busy="true">
      <span className="typed-field__label">{label}</span>
      <div className="typed-field__input typed-date" />
    </div>
  );
}

/** A single choice shows its labels as radio buttons up to this many, as a select above (a long list stays compact). */
export const RADIO_LIMIT = 5;

export interface TypedFieldProps {
  field: TypedFieldSpec;
  /** The control's form name: where the form's errors point and the first invalid field is found. */
  name?: string | undefined;
  value: TypedFieldValue | undefined;
  /** The new value, empty controls reported as null (typedFieldValue). */
  onChange: (value: TypedFieldValue) => void;
  /** The translated error shown under the field; the field is marked invalid while there is one. */
  error?: string | null | undefined;
  /** The visitor left a text or date control. */
  onBlur?: (() => void) | undefined;
}

/**
 * One custom field (part 1 §3: TEXT, LONGTEXT, DATE, CHOICES_SINGLE, CHOICES_MULTIPLE) or activity question,
 * with the control its type asks for: a text field, a text area, the date field, radio buttons (a select for
 * many labels), check boxes. An optional field says so in its label.
 */
export function TypedField({ field, name, value, onChange, error, onBlur }: TypedFieldProps) {
  const { t } = useT();
  const label = field.required ? field.title : `${field.title} (${t('forms.field.optional')})`;
  const report = (raw: string | readonly string[] | null) => onChange(typedFieldValue(raw));
  const common = {
    name,
    isRequired: field.required,
    isInvalid: Boolean(error),
    validationBehavior: 'aria' as const,
  };
  const description = field.description ? (
    <Text slot="description" className="typed-field__description">
      {field.description}
    </Text>
  ) : null;
  const message = <FieldError className="typed-field__error">{error}</FieldError>;
  switch (field.type) {
    case 'DATE':
      return (
        <Suspense fallback={<DateFieldLoading label={label} />}>
          <LazyDateField
            label={label}
            name={name}
            description={field.description}
            isRequired={field.required}
            error={error}
            value={labelOf(value)}
            onChange={report}
            onBlur={onBlur}
          />
        </Suspense>
      );
    case 'CHOICES_SINGLE':
      if (field.choices.length > RADIO_LIMIT) {
        return (
          <Select
            className="typed-field"
            {...common}
            value={labelOf(value)}
            onChange={(key) => report(key === null ? null : String(key))}
            placeholder={t('forms.field.choose')}
          >
            <Label className="typed-field__label">{label}</Label>
            <Button className="typed-field__input select-trigger typed-select">
              <SelectValue className="typed-select__value" />
              <span aria-hidden="true">▾</span>
            </Button>
            {description}
            {message}
            <ListPopover choices={field.choices.map((choice) => ({ value: choice, label: choice }))} />
          </Select>
        );
      }
      return (
        <RadioGroup className="typed-field" {...common} value={labelOf(value)} onChange={report}>
          <Label className="typed-field__label">{label}</Label>
          {description}
          <ChoiceList choices={field.choices} kind="radio" />
          {message}
        </RadioGroup>
      );
    case 'CHOICES_MULTIPLE':
      return (
        <CheckboxGroup className="typed-field" {...common} value={labelsOf(value)} onChange={report}>
          <Label className="typed-field__label">{label}</Label>
          {description}
          <ChoiceList choices={field.choices} kind="check" />
          {message}
        </CheckboxGroup>
      );
    default:
      return (
        <TextField
          className="typed-field"
          {...common}
          value={textOf(value)}
          onChange={report}
          onBlur={onBlur}
        >
          <Label className="typed-field__label">{label}</Label>
          {field.type === 'LONGTEXT' ? (
            <TextArea className="typed-field__input typed-field__input--area" rows={4} />
          ) : (
            <Input className="typed-field__input" />
          )}
          {description}
          {message}
        </TextField>
      );
  }
}

/** The choices of a one-of (radios) or several-of (checkboxes) field, each with its drawn mark. */
function ChoiceList({ choices, kind }: { choices: readonly string[]; kind: 'radio' | 'check' }) {
  const Choice = kind === 'radio' ? Radio : Checkbox;
  return (
    <div className="typed-field__choices">
      {choices.map((choice) => (
        <Choice key={choice} value={choice} className={`typed-choice typed-choice--${kind}`}>
          <span className="typed-choice__mark" aria-hidden="true" />
          {choice}
        </Choice>
      ))}
    </div>
  );
}
