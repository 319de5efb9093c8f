import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { type CatalogueFilters, type DayBounds, isWithinBounds } from '../../../core/catalogue/index';
import type { PlainDate } from '../../../core/time/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { daySearch } from './daySearch';

/**
 * The date strip (part 2 §9 "Mobile date strip shows 30 days"): a link per day, the chosen day marked current
 * (not a link), days with availabilities marked, days outside the calendar bounds shown but not offered.
 */
export function DateStrip({
  days,
  current,
  available,
  bounds,
  filters,
}: {
  days: readonly PlainDate[];
  current: string;
  available: ReadonlySet<string>;
  bounds: DayBounds;
  filters: CatalogueFilters;
}) {
  const { t } = useT();
  const format = useFormat();
  const list = useRef<HTMLOListElement>(null);
  // Keep the chosen day in view: the strip scrolls sideways only, never the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new chosen day moves the strip.
  useEffect(() => {
    const strip = list.current;
    const chosen = strip?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!strip || !chosen) return;
    strip.scrollLeft = chosen.offsetLeft - (strip.clientWidth - chosen.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="dated-strip" aria-label={t('catalog.dated.strip')}>
      <ol ref={list} className="dated-strip__list">
        {days.map((date) => {
          const day = date.toString();
          const marked = available.has(day);
          const face = (
            <>
              <span className="dated-strip__weekday" aria-hidden="true">
                {format.day(day, 'weekday')}
              </span>
              <span className="dated-strip__number" aria-hidden="true">
                {format.day(day, 'dayOfMonth')}
              </span>
              <span className="dated-strip__month" aria-hidden="true">
                {format.day(day, 'month')}
              </span>
              <span className="dated-strip__mark" aria-hidden="true" />
              <span className="visually-hidden">
                {format.day(day, 'full')}
                {marked ? `, ${t('catalog.dated.hasAvailability')}` : ''}
              </span>
            </>
          );
          return (
            <li key={day}>
              {day === current ? (
                // The chosen day is not a link to itself.
                <span className="dated-strip__day" data-available={marked || undefined} aria-current="date">
                  {face}
                </span>
              ) : isWithinBounds(date, bounds) ? (
                <Link
                  to="."
                  search={daySearch(filters, day)}
                  resetScroll={false}
                  className="dated-strip__day"
                  data-available={marked || undefined}
                >
                  {face}
                </Link>
              ) : (
                <span className="dated-strip__day" data-disabled="true">
                  {face}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
