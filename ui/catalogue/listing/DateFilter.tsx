import { parseDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Label,
  Popover,
} from 'react-aria-components';
import { CalendarHeader } from '../../forms/CalendarHeader';
import { useT } from '../../i18n/react';
import '../../kit/popover.css';

/** The catalogue's date filter: a date field with a Monday-first calendar popover. */
export function DateFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (date: string | null) => void;
}) {
  const { t } = useT();
  return (
    <DatePicker
      className="catalog-field"
      value={value ? parseDate(value) : null}
      onChange={(date) => onChange(date ? date.toString() : null)}
      firstDayOfWeek="mon"
    >
      <Label className="catalog-field__label">{t('catalog.filters.date')}</Label>
      <Group className="catalog-date">
        <DateInput className="catalog-date__input">
          {(segment) => <DateSegment segment={segment} className="date-segment catalog-date__segment" />}
        </DateInput>
        <Button className="calendar-button catalog-date__button" aria-label={t('catalog.filters.date')}>
          ▾
        </Button>
      </Group>
      <Popover className="popover-panel">
        <Dialog className="month-calendar-dialog">
          <Calendar className="catalog-calendar">
            <CalendarHeader block="catalog-calendar" />
            <CalendarGrid className="month-calendar__grid">
              {(date) => <CalendarCell date={date} className="month-calendar__cell catalog-calendar__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
