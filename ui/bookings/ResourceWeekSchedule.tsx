import { type ReactNode, useMemo } from 'react';
import { scheduleWeek } from '../../core/booking/index';
import type { Resource } from '../../core/schemas/index';
import { formatDate, shiftWeek } from '../../core/time/index';
import { useMinimumDisplay } from '../app/minimum-display';
import { useT } from '../i18n/react';
import { StackedWeek } from './ResourcesScheduleSection';
import { scheduleAnchor, useFreeDates, useSlots } from './reads';
import { EmptySchedule, ScheduleCalendar, ScheduleMessage, ScheduleToolbar } from './ScheduleParts';
import { useScheduleSearch } from './search';
import './bookings.css';
import { useNow } from '../kit/clock/clock';
import { useFormat } from '../kit/format/index';

/**
 * One resource's week of slots, as the schedule sections show it (stacked days, free slots linking to
 * /cart/bookings/add): the week of the query string's `date`, else of the first day with a free slot.
 */
export function ResourceWeekSchedule({ resource }: { resource: Resource }) {
  const { t } = useT();
  const format = useFormat();
  const now = useNow();
  const search = useScheduleSearch(now);
  const { setDate } = search;
  const resources = useMemo(() => [resource], [resource]);
  const freeDates = useFreeDates(resources);
  const date = scheduleAnchor(search.date, search.today, freeDates);
  const week = date ? scheduleWeek(date) : null;
  const slots = useSlots(resources, week?.window ?? null);

  const failed = slots.status === 'error';
  const loading = !failed && (slots.status !== 'ready' || week === null);
  let body: ReactNode;
  if (slots.status === 'error') body = <ScheduleMessage kind="error" onRetry={slots.retry} />;
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
      <StackedWeek
        resource={resource}
        days={week.days}
        slots={slots.data.filter((slot) => slot.resource_id === resource.id)}
        now={now}
      />
    );

  // "loader minimum display 350 ms" (part 2 §9): once shown, the loading message does not flash away.
  const showLoading = useMinimumDisplay(loading);
  if (showLoading && !loading && !failed) body = <ScheduleMessage kind="loading" />;

  return (
    <div className="bookings-schedule bookings-schedule--stacked">
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
    </div>
  );
}
