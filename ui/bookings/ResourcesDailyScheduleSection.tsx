import type { CSSProperties, ReactNode } from 'react';
import {
  dayWindow,
  resourcesPage,
  type ScheduleSectionSettings,
  scheduleSettingsOrNothing,
  scheduleTimes,
  slotAt,
  slotsOfDay,
} from '../../core/booking/index';
import { DEFAULT_PAGE_SIZE } from '../../core/lists/index';
import { formatDate } from '../../core/time/index';
import { useMinimumDisplay } from '../app/minimum-display';
import { useT } from '../i18n/react';
import { Pagination } from '../kit/sections/SectionPagination';
import type { ScheduleSectionProps } from './ResourcesScheduleSection';
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

function DaySchedule({ settings, children }: { settings: ScheduleSectionSettings; children?: ReactNode }) {
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
  const slots = useSlots(shown, date ? dayWindow(date) : null);
  const ofDay = slots.status === 'ready' && date ? slotsOfDay(slots.data, date) : [];
  const times = scheduleTimes(ofDay);

  const failed = resources.status === 'error' || slots.status === 'error';
  const loading =
    !failed && (all === null || (all.length > 0 && (slots.status !== 'ready' || date === null)));
  let body: ReactNode;
  if (resources.status === 'error') body = <ScheduleMessage kind="error" onRetry={resources.retry} />;
  else if (all === null) body = <ScheduleMessage kind="loading" />;
  else if (all.length === 0) body = <ScheduleMessage kind="no-results" />;
  else if (slots.status === 'error') body = <ScheduleMessage kind="error" onRetry={slots.retry} />;
  else if (slots.status !== 'ready' || date === null) body = <ScheduleMessage kind="loading" />;
  else if (ofDay.length === 0)
    body = (
      <EmptySchedule
        text={t('bookings.schedule.emptyDay')}
        freeDates={freeDates.status === 'ready' ? freeDates.data : null}
        after={date}
        onSelect={setDate}
      />
    );
  else
    body = (
      <div className="bookings-grid-scroll">
        <table
          className="bookings-grid bookings-grid--daily"
          style={{ '--bookings-columns': shown?.length ?? 1 } as CSSProperties}
        >
          <caption className="visually-hidden">
            {t('bookings.schedule.dailyLabel')} — {format.day(formatDate(date), 'full')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('bookings.schedule.time')}</th>
              {(shown ?? []).map((resource) => (
                <th key={resource.id} scope="col" abbr={resource.name}>
                  <ResourceHeader resource={resource} headingLevel={4} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time}>
                <th scope="row">{time}</th>
                {(shown ?? []).map((resource) => {
                  const slot = slotAt(
                    ofDay.filter((candidate) => candidate.resource_id === resource.id),
                    date,
                    time,
                  );
                  return (
                    <td key={resource.id}>
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

  // "loader minimum display 350 ms" (part 2 §9): once shown, the loading message does not flash away.
  const showLoading = useMinimumDisplay(loading);
  if (showLoading && !loading && !failed) body = <ScheduleMessage kind="loading" />;

  return (
    <section
      className="bookings-schedule bookings-schedule--daily"
      aria-label={t('bookings.schedule.dailyLabel')}
    >
      {children}
      {date ? (
        <ScheduleToolbar
          title={format.day(formatDate(date), 'full')}
          previousLabel={t('bookings.schedule.previousDay')}
          nextLabel={t('bookings.schedule.nextDay')}
          onPrevious={() => setDate(formatDate(date.subtract({ days: 1 })))}
          onNext={() => setDate(formatDate(date.add({ days: 1 })))}
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
 * "resources daily schedule" section (part 1 §2): one day (`date` in the query string, previous and next
 * day, a calendar popover), a column per resource and a row per slot start time.
 */
export function ResourcesDailyScheduleSection({ element, children }: ScheduleSectionProps) {
  const settings = scheduleSettingsOrNothing(element.settings);
  if (settings === null) return null;
  return <DaySchedule settings={settings}>{children}</DaySchedule>;
}
