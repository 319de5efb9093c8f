import { parseDate } from '@internationalized/date';
import { Calendar, CalendarCell, CalendarGrid } from 'react-aria-components';
import type { DayBounds } from '../../../core/catalogue/index';
import { CalendarHeader } from '../../forms/CalendarHeader';

/** The day shown, the first and last days with availability, the days that have some, and where a pick goes. */
export interface FilterCalendarProps {
  day: string;
  bounds: DayBounds;
  available: ReadonlySet<string>;
  onDay: (day: string) => void;
}

/** One month of the filter calendar: weeks from Monday, days with availability marked, first to last day. */
export function FilterCalendarMonth({ day, bounds, available, onDay }: FilterCalendarProps) {
  return (
    <Calendar
      className="catalog-calendar"
      value={parseDate(day)}
      minValue={parseDate(bounds.min.toString())}
      maxValue={parseDate(bounds.max.toString())}
      firstDayOfWeek="mon"
      onChange={(date) => onDay(date.toString())}
    >
      <CalendarHeader block="catalog-calendar" />
      <CalendarGrid className="month-calendar__grid">
        {(date) => (
          <CalendarCell
            date={date}
            className={
              available.has(date.toString())
                ? 'month-calendar__cell catalog-calendar__cell dated-calendar__cell dated-calendar__cell--available'
                : 'month-calendar__cell catalog-calendar__cell dated-calendar__cell'
            }
          >
            {({ formattedDate }) => (
              <>
                {formattedDate}
                {available.has(date.toString()) ? (
                  <span className="dated-calendar__mark" aria-hidden="true" />
                ) : null}
              </>
            )}
          </CalendarCell>
        )}
      </CalendarGrid>
    </Calendar>
  );
}
