import { parseDate } from '@internationalized/date';
import { useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  DialogTrigger,
  Popover,
} from 'react-aria-components';
import type { DayBounds } from '../../../core/catalog/index';
import { CalendarHeader } from '../../forms/CalendarHeader';
import { useT } from '../../i18n/react';

/**
 * The filter calendar (part 1 §2 "calendar popover with weeks starting Monday, days with availability marked,
 * selectable range limited to first to last available date"): picking a day shows it and closes the popover.
 */
export function FilterCalendar({
  day,
  bounds,
  available,
  onDay,
}: {
  day: string;
  bounds: DayBounds;
  available: ReadonlySet<string>;
  onDay: (day: string) => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="button dated-calendar__open" aria-label={t('catalog.dated.calendarOpen')}>
        <svg className="dated-calendar__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <rect x="1.5" y="2.5" width="13" height="12" rx="2" fill="none" stroke="currentColor" />
          <path d="M1.5 6.5h13M5 1v3M11 1v3" stroke="currentColor" />
        </svg>
        {t('catalog.dated.calendar')}
      </Button>
      <Popover className="catalog-popover dated-calendar__popover" placement="bottom end">
        <Dialog className="catalog-calendar-dialog" aria-label={t('catalog.dated.calendar')}>
          <Calendar
            className="catalog-calendar"
            value={parseDate(day)}
            minValue={parseDate(bounds.min.toString())}
            maxValue={parseDate(bounds.max.toString())}
            firstDayOfWeek="mon"
            onChange={(date) => {
              onDay(date.toString());
              setOpen(false);
            }}
          >
            <CalendarHeader block="catalog-calendar" />
            <CalendarGrid className="catalog-calendar__grid">
              {(date) => (
                <CalendarCell
                  date={date}
                  className={
                    available.has(date.toString())
                      ? 'catalog-calendar__cell dated-calendar__cell dated-calendar__cell--available'
                      : 'catalog-calendar__cell dated-calendar__cell'
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
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
