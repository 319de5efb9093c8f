import type { ReactNode } from 'react';
import {
  resourcesPage,
  type ScheduleSectionSettings,
  scheduleSettingsOrNothing,
  scheduleTimes,
  scheduleWeek,
  slotAt,
  slotsOfDay,
} from '../../core/booking/index';
import { DEFAULT_PAGE_SIZE } from '../../core/lists/index';
import type { PageElement, Resource, ResourceSlot } from '../../core/schemas/index';
import { formatDate, type PlainDate, shiftWeek } from '../../core/time/index';
import { useMinimumDisplay } from '../app/minimum-display';
import { useT } from '../i18n/react';
import { Pagination } from '../kit/sections/SectionPagination';
import { scheduleAnchor, useFreeDates, useResources, useSlots } from './reads';
import {
  EmptySchedule,
  ResourceHeader,
  ScheduleCalendar,
  ScheduleMessage,
  ScheduleToolbar,
  SlotChip,
} from './ScheduleParts';
import { useScheduleSearch } from './search';
import './bookings.css';
import { useNow } from '../kit/clock/clock';
import { useFormat } from '../kit/format/index';

export interface ScheduleSectionProps {
  element: PageElement;
  children?: ReactNode;
}

/** Stacked mode: the resource's week as a list of days holding slots (also the resource page's schedule). */
export function StackedWeek({
  resource,
  days,
  slots,
  now,
}: {
  resource: Resource;
  days: PlainDate[];
  slots: ResourceSlot[];
  now: string;
}) {
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
function WeekGrid({
  resource,
  days,
  slots,
  now,
}: {
  resource: Resource;
  days: PlainDate[];
  slots: ResourceSlot[];
  now: string;
}) {
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
              {days.map((day) => {
                const slot = slotAt(slots, day, time);
                return (
                  <td key={day.toString()}>
                    {slot ? (
                      <SlotChip resource={resource} slot={slot} now={now} compact />
                    ) : (
                      <span className="bookings-grid__none">
                        <span aria-hidden="true">–</span>
                        <span className="visually-hidden">{t('bookings.schedule.noSlot')}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WeekSchedule({ settings, children }: { settings: ScheduleSectionSettings; children?: ReactNode }) {
  const { t } = useT();
  const format = useFormat();
  const now = useNow();
  const search = useScheduleSearch(now);
  const { page, setDate, setPage } = search;
  const resources = useResources(settings);
  const all = resources.status === 'ready' ? resources.data : null;
  const shown = all ? resourcesPage(all, page, DEFAULT_PAGE_SIZE) : null;
  const freeDates = useFreeDates(shown);
  const date = scheduleAnchor(search.date, search.today, freeDates);
  const week = date ? scheduleWeek(date) : null;
  const slots = useSlots(shown, week?.window ?? null);

  const failed = resources.status === 'error' || slots.status === 'error';
  const loading =
    !failed && (all === null || (all.length > 0 && (slots.status !== 'ready' || week === null)));
  let body: ReactNode;
  if (resources.status === 'error') body = <ScheduleMessage kind="error" onRetry={resources.retry} />;
  else if (all === null) body = <ScheduleMessage kind="loading" />;
  else if (all.length === 0) body = <ScheduleMessage kind="no-results" />;
  else if (slots.status === 'error') body = <ScheduleMessage kind="error" onRetry={slots.retry} />;
  else if (slots.status !== 'ready' || week === null) body = <ScheduleMessage kind="loading" />;
  else if (slots.data.length === 0)
    body = (
      <EmptySchedule
        text={t('bookings.schedule.emptyWeek')}
        freeDates={freeDates.status === 'ready' ? freeDates.data : null}
        after={week.days[6] ?? search.today}
        onSelect={setDate}
      />
    );
  else
    body = (
      <ul className="bookings-resources">
        {(shown ?? []).map((resource) => {
          const own = slots.data.filter((slot) => slot.resource_id === resource.id);
          return (
            <li key={resource.id} className="bookings-resource">
              <ResourceHeader resource={resource} />
              {settings.mode === 'calendar' ? (
                <WeekGrid resource={resource} days={week.days} slots={own} now={now} />
              ) : (
                <StackedWeek resource={resource} days={week.days} slots={own} now={now} />
              )}
            </li>
          );
        })}
      </ul>
    );

  // "loader minimum display 350 ms" (part 2 §9): once shown, the loading message does not flash away.
  const showLoading = useMinimumDisplay(loading);
  if (showLoading && !loading && !failed) body = <ScheduleMessage kind="loading" />;

  return (
    <section
      className={`bookings-schedule bookings-schedule--${settings.mode}`}
      aria-label={t('bookings.schedule.label')}
    >
      {children}
      {date && week ? (
        <ScheduleToolbar
          title={t('bookings.schedule.week', {
            date: format.day(formatDate(week.days[0] ?? date), 'full'),
          })}
          previousLabel={t('bookings.schedule.previousWeek')}
          nextLabel={t('bookings.schedule.nextWeek')}
          onPrevious={() => setDate(formatDate(shiftWeek(date, -1)))}
          onNext={() => setDate(formatDate(shiftWeek(date, 1)))}
        >
          {freeDates.status === 'ready' ? (
            <ScheduleCalendar freeDates={freeDates.data} selected={date} onSelect={setDate} />
          ) : null}
        </ScheduleToolbar>
      ) : null}
      {body}
      {all ? (
        <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} total={all.length} onChange={setPage} />
      ) : null}
    </section>
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
