import { useState } from 'react';
import { Button } from 'react-aria-components';
import {
  parseDay,
  weekItems,
  weeklyCalendarHours,
  weeklyPlacements,
  weekWindow,
  withFilters,
} from '../../../core/catalogue/index';
import { sectionSettingsOrNothing } from '../../../core/schemas/index';
import { brusselsDate, shiftWeek } from '../../../core/time/index';
import { useT } from '../../i18n/react';
import { useCatalogueFilters } from '../../kit/catalogue-filters/filters';
import { ListStatus } from '../listing/AvailabilityList';
import { type CatalogueSectionProps, sectionScope } from './scope';
import { useWeekAvailabilities } from './useWeekAvailabilities';
import { WeekGrid } from './WeekGrid';
import '../catalogue.css';
import './schedule.css';
import { useNow } from '../../kit/clock/clock';
import { useFormat } from '../../kit/format/index';

/**
 * "weekly calendar" section (part 1 §2): the week of the `date` query parameter (this week without one), with
 * previous and next week; the section's availabilities (activities, catalogues, segments, statuses; URL filters
 * but `date`) placed by core on 7 columns of 12 rows per hour, hours from the section's start_hour/end_hour
 * (0 to 24 by default) widened to the items. Mode `stacked` (or a screen up to 600 px) lists the days instead.
 */
export function WeeklyCalendarSection({ element, children }: CatalogueSectionProps) {
  const { t } = useT();
  const format = useFormat();
  const settings = sectionSettingsOrNothing(element.settings);
  const { filters, setFilters } = useCatalogueFilters();
  const now = useNow();
  const [today] = useState(() => brusselsDate(now));
  const week = weekWindow(parseDay(filters.date) ?? today);
  const read = useWeekAvailabilities(sectionScope(settings ?? { columns: 2 }), filters, week);
  // "A section whose settings fail validation renders nothing."
  if (settings === null) return null;
  const items = read.data ? weekItems(read.data, week.monday) : [];
  const hours = weeklyCalendarHours(items, settings);
  const placements = weeklyPlacements(items, week.monday, hours);
  const goToWeek = (weeks: number) =>
    setFilters((current) => withFilters(current, { date: shiftWeek(week.monday, weeks).toString() }));
  const first = week.days[0]?.toString() ?? '';
  const last = week.days.at(-1)?.toString() ?? '';
  return (
    <section
      className="catalog-section weekly-section"
      data-section={element.type}
      aria-label={t('catalog.weekly.label')}
    >
      {children}
      <div className="weekly-nav">
        <Button
          className="catalog-step"
          aria-label={t('catalog.weekly.previousWeek')}
          onPress={() => goToWeek(-1)}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <div aria-live="polite">
          <h2 className="weekly-nav__title">
            {t('catalog.weekly.week', { range: format.dayRange(first, last, 'days') })}
          </h2>
        </div>
        <Button
          className="catalog-step"
          aria-label={t('catalog.weekly.nextWeek')}
          onPress={() => goToWeek(1)}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div aria-busy={read.status === 'loading'}>
        <ListStatus
          loading={read.data === null && read.status === 'loading'}
          error={read.data === null && read.status === 'error'}
          empty={false}
        >
          {read.status !== 'loading' && items.length === 0 ? (
            <p className="catalog-empty">{t('catalog.weekly.empty')}</p>
          ) : (
            <WeekGrid
              days={week.days}
              placements={placements}
              hours={hours}
              mode={settings.mode === 'stacked' ? 'stacked' : 'calendar'}
            />
          )}
        </ListStatus>
      </div>
    </section>
  );
}
