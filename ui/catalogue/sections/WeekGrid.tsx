import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import {
  type CalendarHours,
  GRID_ROWS_PER_HOUR,
  locationName,
  type WeekItem,
  type WeeklyPlacement,
  weeklyCalendarRows,
} from '../../../core/catalogue/index';
import type { PlainDate } from '../../../core/time/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import type { CatalogueAvailability } from '../listing/AvailabilityCard';

export type WeekPlacement = WeeklyPlacement<WeekItem<CatalogueAvailability>>;

/**
 * The week's 7 day columns, Monday first (part 2 §9 "Weekly calendar has 7 columns; grid 12 rows per hour").
 * In calendar mode each date sits on the rows core placed it on, overlapping ones side by side; in stacked mode
 * (and on screens up to 600 px, by CSS) the days are listed one under the other.
 */
export function WeekGrid({
  days,
  placements,
  hours,
  mode,
}: {
  days: readonly PlainDate[];
  placements: readonly WeekPlacement[];
  hours: CalendarHours;
  mode: 'calendar' | 'stacked';
}) {
  const { t } = useT();
  const format = useFormat();
  const calendar = mode === 'calendar';
  const hourLabels = Array.from({ length: hours.end - hours.start }, (_, index) => hours.start + index);
  return (
    <div
      className={`weekly weekly--${mode}`}
      style={{ '--weekly-rows': weeklyCalendarRows(hours) } as CSSProperties}
    >
      {calendar ? (
        <div className="weekly__hours" aria-hidden="true">
          {hourLabels.map((hour) => (
            <span
              key={hour}
              className="weekly__hour"
              style={{
                gridRow: `${(hour - hours.start) * GRID_ROWS_PER_HOUR + 1} / span ${GRID_ROWS_PER_HOUR}`,
              }}
            >
              {format.hour(hour)}
            </span>
          ))}
        </div>
      ) : null}
      <ol className="weekly__days">
        {days.map((date, index) => {
          const day = date.toString();
          const items = placements.filter((placement) => placement.column === index + 1);
          return (
            <li key={day} className="weekly__day">
              <h3 className="weekly__day-title">
                <span aria-hidden="true">{format.day(day, 'column')}</span>
                <span className="visually-hidden">{format.day(day, 'full')}</span>
              </h3>
              {items.length === 0 ? <p className="weekly__empty">{t('catalog.weekly.emptyDay')}</p> : null}
              <ul className="weekly__items">
                {items.map(({ item, rowStart, rowEnd, lane, lanes }) => (
                  <li
                    key={`${item.availability.id}-${item.start_at}`}
                    className="weekly__item"
                    style={
                      calendar
                        ? ({
                            gridRow: `${rowStart} / ${rowEnd}`,
                            '--lane': lane,
                            '--lanes': lanes,
                          } as CSSProperties)
                        : undefined
                    }
                  >
                    <Link
                      to="/availabilities/$availability"
                      params={{ availability: item.availability.cuid }}
                      className="weekly__link"
                      data-date-status={item.date.status}
                    >
                      <span className="weekly__time">
                        {format.instantRange(item.start_at, item.end_at, 'time')}
                      </span>
                      <span className="weekly__title">{item.availability.activity.title}</span>
                      {item.availability.location && locationName(item.availability.location) ? (
                        <span className="weekly__place">{locationName(item.availability.location)}</span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
