import type { ReactNode } from 'react';
import { resourcesPage, type ScheduleSectionSettings } from '../../core/booking/index';
import { DEFAULT_PAGE_SIZE } from '../../core/lists/index';
import { useNow } from '../kit/clock/clock';
import { Pagination } from '../kit/sections/SectionPagination';
import { scheduleAnchor, useFreeDates, useResources } from './reads';
import { useScheduleSearch } from './search';

/**
 * What the schedule sections (week and day) read alike: the query string's place, the page of resources
 * shown, their free dates and the day the schedule is anchored to.
 */
export function useSectionSchedule(settings: ScheduleSectionSettings) {
  const now = useNow();
  const search = useScheduleSearch(now);
  const resources = useResources(settings);
  const all = resources.status === 'ready' ? resources.data : null;
  const shown = all ? resourcesPage(all, search.page, DEFAULT_PAGE_SIZE) : null;
  const freeDates = useFreeDates(shown);
  const date = scheduleAnchor(search.date, search.today, freeDates);
  return { now, search, resources, all, shown, freeDates, date };
}

/** A schedule section: its label, the section's own children, the toolbar, the body, the resources' pages. */
export function ScheduleSectionFrame({
  schedule,
  className,
  label,
  toolbar,
  body,
  children,
}: {
  schedule: ReturnType<typeof useSectionSchedule>;
  className: string;
  label: string;
  toolbar: ReactNode;
  body: ReactNode;
  children?: ReactNode;
}) {
  const { all, search } = schedule;
  return (
    <section className={className} aria-label={label}>
      {children}
      {toolbar}
      {body}
      {all ? (
        <Pagination
          page={search.page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={all.length}
          onChange={search.setPage}
        />
      ) : null}
    </section>
  );
}
