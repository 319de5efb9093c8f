import { lazy, Suspense, useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useT } from '../../i18n/react';
import '../../kit/popover.css';
import type { FilterCalendarProps } from './FilterCalendarMonth';

/** The month grid brings React Aria's calendar and @internationalized/date: fetched when the popover opens. */
const FilterCalendarMonth = lazy(async () => ({
  default: (await import('./FilterCalendarMonth')).FilterCalendarMonth,
}));

/**
 * The filter calendar (part 1 §2 "calendar popover with weeks starting Monday, days with availability marked,
 * selectable range limited to first to last available date"): picking a day shows it and closes the popover.
 */
export function FilterCalendar({ day, bounds, available, onDay }: FilterCalendarProps) {
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
      <Popover className="popover-panel dated-calendar__popover" placement="bottom end">
        <Dialog className="month-calendar-dialog" aria-label={t('catalog.dated.calendar')}>
          <Suspense fallback={<p className="catalog-muted">{t('catalog.list.loading')}</p>}>
            <FilterCalendarMonth
              day={day}
              bounds={bounds}
              available={available}
              onDay={(picked) => {
                onDay(picked);
                setOpen(false);
              }}
            />
          </Suspense>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
