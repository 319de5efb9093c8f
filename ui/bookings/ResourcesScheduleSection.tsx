import type { ReactNode } from 'react';
import {
  type ScheduleSectionSettings,
  scheduleSettingsOrNothing,
  scheduleTimes,
  scheduleWeek,
  slotAt,
  slotsOfDay,
} from '../../core/booking/index';
import type { PageElement, Resource, ResourceSlot } from '../../core/schemas/index';
import { formatDate, type PlainDate } from '../../core/time/index';
import { useT } from '../i18n/react';
import { useSlots } from './reads';
import { EmptyWeek, GridCell, ResourceHeader, SlotChip, WeekToolbar } from './ScheduleParts';
import { ScheduleSectionFrame, useSectionSchedule } from './SectionSchedule';
import { useScheduleBody } from './useScheduleBody';
import './bookings.css';
import { useFormat } from '../kit/format/index';

export interface ScheduleSectionProps {
  element: PageElement;
  children?: ReactNode;
}

/** One resource's slots over the days of a week. */
interface ResourceWeekProps {
  resource: Resource;
  days: PlainDate[];
  slots: ResourceSlot[];
  now: string;
}

/** Stacked mode: the resource's week as a list of days holding slots (also the resource page's schedule). */
export function StackedWeek({ resource, days, slots, now }: ResourceWeekProps) {
  const { t } = useT();
  const format = useFormat();
  const withSlots = days
    .map((day) => ({ day: formatDate(day), slots: slotsOfDay(slots, day) }))
    .filter((entry) => entry.slots.length > 0);
  if (withSlots.length === 0) return <p className="bookings-muted">{t('bookings.schedule.emptyWeek')}</p>;
  return (
    <ol className="bookings-days" aria-label={t('bookings.schedule.slots', { resource: resource.name })}>
      {withSlots.map((entry) => (
        <li key={entry.day} className="bookings-day">
          <p className="bookings-day__name">{format.day(entry.day, 'withoutYear')}</p>
          <ul className="bookings-slots">
            {entry.slots.map((slot) => (
              <li key={slot.id}>
                <SlotChip resource={resource} slot={slot} now={now} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** Calendar mode: the resource's week as a grid of days (columns) × start times (rows). */
function WeekGrid({ resource, days, slots, now }: ResourceWeekProps) {
  const { t } = useT();
  const format = useFormat();
  const times = scheduleTimes(slots);
  if (times.length === 0) return <p className="bookings-muted">{t('bookings.schedule.emptyWeek')}</p>;
  return (
    <div className="bookings-grid-scroll">
      <table className="bookings-grid">
        <caption className="visually-hidden">
          {t('bookings.schedule.slots', { resource: resource.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('bookings.schedule.time')}</th>
            {days.map((day) => (
              <th key={day.toString()} scope="col" abbr={format.day(day.toString(), 'withoutYear')}>
                <span className="bookings-grid__day">{format.day(day.toString(), 'numeric')}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((time) => (
            <tr key={time}>
              <th scope="row">{time}</th>
              {days.map((day) => (
                <GridCell
                  key={day.toString()}
                  resource={resource}
                  slot={slotAt(slots, day, time) ?? null}
                  now={now}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WeekSchedule({ settings, children }: { settings: ScheduleSectionSettings; children?: ReactNode }) {
  const { t } = useT();
  const schedule = useSectionSchedule(settings);
  const { now, search, resources, shown, freeDates, date } = schedule;
  const week = date ? scheduleWeek(date) : null;
  const slots = useSlots(shown, week?.window ?? null);
  const body = useScheduleBody(resources, slots, week, (weekSlots, { days }) =>
    weekSlots.length === 0 ? (
      <EmptyWeek days={days} today={search.today} freeDates={freeDates} onSelect={search.setDate} />
    ) : (
      <ul className="plain-list bookings-resources">
        {(shown ?? []).map((resource) => {
          const own = weekSlots.filter((slot) => slot.resource_id === resource.id);
          return (
            <li key={resource.id} className="bordered-surface bookings-resource">
              <ResourceHeader resource={resource} />
              {settings.mode === 'calendar' ? (
                <WeekGrid resource={resource} days={days} slots={own} now={now} />
              ) : (
                <StackedWeek resource={resource} days={days} slots={own} now={now} />
              )}
            </li>
          );
        })}
      </ul>
    ),
  );

  return (
    <ScheduleSectionFrame
      schedule={schedule}
      className={`bookings-schedule bookings-schedule--${settings.mode}`}
      label={t('bookings.schedule.label')}
      toolbar={
        date && week ? (
          <WeekToolbar
            date={date}
            firstDay={week.days[0] ?? date}
            freeDates={freeDates}
            onSelect={search.setDate}
          />
        ) : null
      }
      body={body}
    >
      {children}
    </ScheduleSectionFrame>
  );
}

/**
 * "resources schedule" section (part 1 §2): the resources with their slots for a week, stacked (a list by
 * day) or as a calendar grid (days × times); week navigation and a calendar popover; resources paginated.
 * Each free slot links to /cart/bookings/add; booked, held and past ones show as unavailable.
 */
export function ResourcesScheduleSection({ element, children }: ScheduleSectionProps) {
  const settings = scheduleSettingsOrNothing(element.settings);
  if (settings === null) return null;
  return <WeekSchedule settings={settings}>{children}</WeekSchedule>;
}
