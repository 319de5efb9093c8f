import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Checkbox,
  CheckboxGroup,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  Radio,
  RadioGroup,
  Text,
} from 'react-aria-components';
import type { CustomField, CustomFieldValue } from '../../core/schemas/index';
import { CalendarHeader } from '../forms/CalendarHeader';
import { useAuthField } from '../forms/form';
import { useT } from '../i18n/react';
import { Field } from './Field';

/** An ISO date as React Aria's calendar date; anything else is no date. */
function calendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/**
 * A labelled date field (typed segment by segment, or picked in a calendar) holding an ISO date; its error
 * is the auth form's, as for `Field`.
 */
export function DateField({
  label,
  name,
  description,
  isRequired,
  value,
  onChange,
}: {
  label: string;
  name: string;
  description?: string | null | undefined;
  isRequired?: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const validation = useAuthField(name);
  return (
    <DatePicker
      className="auth-field"
      name={name}
      isRequired={isRequired}
      isInvalid={validation.error !== undefined}
      value={calendarDate(value)}
      onChange={(date) => {
        onChange(date ? date.toString() : null);
        validation.edited();
      }}
      onBlur={validation.left}
      granularity="day"
    >
      <Label className="auth-field__label">{label}</Label>
      <Group className="auth-field__input auth-date">
        <DateInput className="auth-date__input">
          {(segment) => <DateSegment segment={segment} className="auth-date__segment" />}
        </DateInput>
        <Button className="auth-date__button">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <rect
              x="3.5"
              y="5"
              width="17"
              height="15"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className="auth-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="auth-field__error">{validation.error}</FieldError>
      <Popover className="auth-popover">
        <Dialog className="auth-calendar-dialog">
          <Calendar className="auth-calendar">
            <CalendarHeader block="auth-calendar" heading="heading" />
            <CalendarGrid className="auth-calendar__grid">
              {(date) => <CalendarCell date={date} className="auth-calendar__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}

/**
 * One organiser custom field (part 1 §3) as its control: TEXT a text field (the organiser's description
 * below), LONGTEXT a text area, DATE a date picker, CHOICES_SINGLE radio buttons, CHOICES_MULTIPLE check
 * boxes. The value follows core's form values (text, ISO date, one label, a list of labels).
 */
export function CustomFieldInput({
  field,
  name,
  value,
  onChange,
}: {
  field: CustomField;
  name: string;
  value: CustomFieldValue;
  onChange: (value: CustomFieldValue) => void;
}) {
  const { t } = useT();
  const validation = useAuthField(name);
  const label = field.required ? field.title : `${field.title} (${t('auth.register.optional')})`;
  const description = field.description ?? undefined;
  const choose = (chosen: CustomFieldValue) => {
    onChange(chosen);
    validation.edited();
  };
  switch (field.type) {
    case 'TEXT':
    case 'LONGTEXT':
      return (
        <Field
          label={label}
          name={name}
          description={description}
          multiline={field.type === 'LONGTEXT'}
          isRequired={field.required}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    case 'DATE':
      return (
        <DateField
          label={label}
          name={name}
          description={description}
          isRequired={field.required}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
        />
      );
    case 'CHOICES_SINGLE':
      return (
        <RadioGroup
          className="auth-field auth-choices"
          name={name}
          isRequired={field.required}
          isInvalid={validation.error !== undefined}
          value={typeof value === 'string' ? value : null}
          onChange={choose}
        >
          <Label className="auth-field__label">{label}</Label>
          {description ? (
            <Text slot="description" className="auth-field__description">
              {description}
            </Text>
          ) : null}
          <div className="auth-choices__list">
            {field.choices.map((choice) => (
              <Radio key={choice.id} value={choice.label} className="auth-choice auth-choice--radio">
                <span className="auth-choice__mark" aria-hidden="true" />
                {choice.label}
              </Radio>
            ))}
          </div>
          <FieldError className="auth-field__error">{validation.error}</FieldError>
        </RadioGroup>
      );
    case 'CHOICES_MULTIPLE':
      return (
        <CheckboxGroup
          className="auth-field auth-choices"
          name={name}
          isRequired={field.required}
          isInvalid={validation.error !== undefined}
          value={Array.isArray(value) ? value : []}
          onChange={choose}
        >
          <Label className="auth-field__label">{label}</Label>
          {description ? (
            <Text slot="description" className="auth-field__description">
              {description}
            </Text>
          ) : null}
          <div className="auth-choices__list">
            {field.choices.map((choice) => (
              <Checkbox key={choice.id} value={choice.label} className="auth-choice auth-choice--check">
                <span className="auth-choice__mark" aria-hidden="true" />
                {choice.label}
              </Checkbox>
            ))}
          </div>
          <FieldError className="auth-field__error">{validation.error}</FieldError>
        </CheckboxGroup>
      );
  }
}
