import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { CalendarHeader } from '../../forms/CalendarHeader';
import { calendarDateOf } from './typed-field';
import './typed-field.css';

export interface DateFieldProps {
  label: string;
  name?: string | undefined;
  description?: string | null | undefined;
  isRequired?: boolean | undefined;
  /** The translated error shown under the field; the field is marked invalid while there is one. */
  error?: string | null | undefined;
  /** An ISO date (an instant is read as its day), or null for no date. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: (() => void) | undefined;
}

/**
 * The one date control of the storefront's forms: typed segment by segment in the page's locale, or picked in
 * a month calendar. It reports an ISO date once the day is complete, and null when it is cleared.
 */
export function DateField({
  label,
  name,
  description,
  isRequired,
  error,
  value,
  onChange,
  onBlur,
}: DateFieldProps) {
  return (
    <DatePicker
      className="typed-field"
      name={name}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      value={calendarDateOf(value)}
      onChange={(date) => onChange(date ? date.toString() : null)}
      onBlur={onBlur}
      granularity="day"
    >
      <Label className="typed-field__label">{label}</Label>
      <Group className="typed-field__input typed-date">
        <DateInput className="typed-date__input">
          {(segment) => <DateSegment segment={segment} className="date-segment typed-date__segment" />}
        </DateInput>
        <Button className="calendar-button typed-date__button">
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
        <Text slot="description" className="typed-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="typed-field__error">{error}</FieldError>
      <Popover className="typed-popover">
        <Dialog className="typed-calendar-dialog">
          <Calendar className="typed-calendar">
            <CalendarHeader block="typed-calendar" heading="heading" />
            <CalendarGrid className="typed-calendar__grid">
              {(date) => <CalendarCell date={date} className="typed-calendar__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
