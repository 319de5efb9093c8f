import { useMemo } from 'react';
import { scheduleWeek } from '../../core/booking/index';
import type { Resource } from '../../core/schemas/index';
import { StackedWeek } from './ResourcesScheduleSection';
import { scheduleAnchor, useFreeDates, useSlots } from './reads';
import { EmptyWeek, WeekToolbar } from './ScheduleParts';
import { useScheduleSearch } from './search';
import { alreadyRead, useScheduleBody } from './useScheduleBody';
import './bookings.css';
import { useNow } from '../kit/clock/clock';

/**
 * One resource's week of slots, as the schedule sections show it (stacked days, free slots linking to
 * /cart/bookings/add): the week of the query string's `date`, else of the first day with a free slot.
 */
export function ResourceWeekSchedule({ resource }: { resource: Resource }) {
  const now = useNow();
  const search = useScheduleSearch(now);
  const resources = useMemo(() => [resource], [resource]);
  const freeDates = useFreeDates(resources);
  const date = scheduleAnchor(search.date, search.today, freeDates);
  const week = date ? scheduleWeek(date) : null;
  const slots = useSlots(resources, week?.window ?? null);
  const body = useScheduleBody(alreadyRead(resources), slots, week, (weekSlots, { days }) =>
    weekSlots.length === 0 ? (
      <EmptyWeek days={days} today={search.today} freeDates={freeDates} onSelect={search.setDate} />
    ) : (
      <StackedWeek
        resource={resource}
        days={days}
        slots={weekSlots.filter((slot) => slot.resource_id === resource.id)}
        now={now}
      />
    ),
  );

  return (
    <div className="bookings-schedule bookings-schedule--stacked">
      {date && week ? (
        <WeekToolbar
          date={date}
          firstDay={week.days[0] ?? date}
          freeDates={freeDates}
          onSelect={search.setDate}
        />
      ) : null}
      {body}
    </div>
  );
}
