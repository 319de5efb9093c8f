import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  CATALOGUE_STATUSES,
  calendarBounds,
  cartAddSearch,
  dateStripWindow,
  daySchedule,
  dayScheduleState,
  hasActiveFilters,
  initialDay,
  nextAvailableDay,
  parseDay,
  toggleSelection,
  withFilters,
} from '../../../core/catalogue/index';
import { brusselsDate } from '../../../core/time/index';
import { useT } from '../../i18n/react';
import { useCatalogueFilters } from '../../kit/catalogue-filters/filters';
import { useFilterOptions } from '../../kit/catalogue-filters/useFilterOptions';
import { ListStatus } from '../listing/AvailabilityList';
import { FiltersDialog } from '../listing/Filters';
import { Pagination } from '../listing/Pagination';
import { DateStrip } from './DateStrip';
import { DayEmpty } from './DayEmpty';
import { DayLines } from './DayLines';
import { DayNavigation } from './DayNavigation';
import { FilterCalendar } from './FilterCalendar';
import { SelectionBar } from './SelectionBar';
import { useAvailableDays, useDayAvailabilities } from './useSchedule';
import './dated.css';
import { useNow } from '../../kit/clock/clock';

/**
 * The default, date-based variant of an activity's catalogue (part 1 §2): one day at a time (the `date` of the
 * query string, else the first available day), previous/next day, a 30-day strip, the filter calendar, the
 * day's availabilities to select, and the sticky selection bar whose Validate opens the multi-add preview
 * /cart/add?availabilities={cuids}.
 */
export function DatedCatalogue({ activityId, now: givenNow }: { activityId: number; now?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { filters, setFilters } = useCatalogueFilters();
  const options = useFilterOptions('availabilities_period', [activityId]);
  const openedAt = useNow();
  const now = givenNow ?? openedAt;
  const [selection, setSelection] = useState<string[]>([]);
  const today = brusselsDate(now);
  const scope = useMemo(() => ({ activity: [activityId], status: CATALOGUE_STATUSES }), [activityId]);
  const daysRead = useAvailableDays(scope, filters);
  // Without the calendar's days (failed read) the page still works from today.
  const days = daysRead.data ?? (daysRead.status === 'error' ? [] : null);
  const day = filters.date ?? (days ? initialDay(null, days, today) : null);
  const dayRead = useDayAvailabilities(scope, filters, day);
  const lines = dayRead.status === 'ready' && day ? daySchedule(dayRead.data.data, day, now) : null;
  const state = dayScheduleState({
    availableDays: days,
    lines: lines?.length ?? null,
    filtered: hasActiveFilters({ ...filters, date: null }),
  });
  const bounds = calendarBounds(days ?? [], today);
  const available = new Set(days ?? []);
  const goTo = (next: string) => setFilters((current) => withFilters(current, { date: next }));
  const toggle = (cuid: string, selected: boolean) =>
    setSelection((current) => toggleSelection(current, cuid, selected));
  const validate = () => void navigate({ to: '/cart/add', search: cartAddSearch(selection) });
  const shown = day ? parseDay(day) : null;
  return (
    <section className="dated" aria-label={t('catalog.dated.label')}>
      {day && shown ? (
        <>
          <DayNavigation day={day} bounds={bounds} onDay={goTo}>
            {available.size > 0 ? (
              <FilterCalendar day={day} bounds={bounds} available={available} onDay={goTo} />
            ) : null}
            <FiltersDialog
              value={filters}
              onApply={setFilters}
              options={options}
              periodParam="availabilities_period"
            />
          </DayNavigation>
          <DateStrip
            days={dateStripWindow(shown, available.size > 0 ? bounds.min : today)}
            current={day}
            available={available}
            bounds={bounds}
            filters={filters}
          />
        </>
      ) : null}
      <div className="dated__list" aria-busy={state === 'loading'}>
        <ListStatus
          loading={state === 'loading' && dayRead.status !== 'error'}
          error={dayRead.status === 'error'}
          empty={false}
        >
          {state === 'lines' && lines && dayRead.data ? (
            <>
              <p className="catalog-list__count" aria-live="polite">
                {t('catalog.list.results', { count: dayRead.data.count })}
              </p>
              <DayLines lines={lines} selection={selection} onToggle={toggle} />
              <Pagination
                page={filters.page_number}
                pageSize={filters.page_size}
                total={dayRead.data.count}
                onPage={(page) => setFilters((current) => ({ ...current, date: day, page_number: page }))}
              />
            </>
          ) : state === 'empty-schedule' || state === 'no-results' ? (
            <DayEmpty kind={state} nextDay={nextAvailableDay(days ?? [], day)} filters={filters} />
          ) : null}
        </ListStatus>
      </div>
      <SelectionBar count={selection.length} onClear={() => setSelection([])} onValidate={validate} />
    </section>
  );
}
