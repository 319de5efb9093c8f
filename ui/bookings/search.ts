import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { scheduleDate } from '../../core/booking/index';
import { pageNumber } from '../../core/lists/index';
import { brusselsDate, type PlainDate } from '../../core/time/index';

/**
 * The schedule's place in the query string: `date` (the day shown, or a day of the week shown; null when
 * absent, see core `scheduleStart`) and `page_number` (the page of resources). Other parameters are kept.
 */
export function useScheduleSearch(now: string): {
  date: PlainDate | null;
  today: PlainDate;
  page: number;
  setDate: (date: string) => void;
  setPage: (page: number) => void;
} {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const text = typeof search.date === 'string' ? search.date : null;
  const date = scheduleDate(text);
  const today = brusselsDate(now);
  const page = pageNumber(search.page_number);
  const go = useCallback(
    (changes: { date?: string; page_number?: number }) => {
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, ...changes }),
        resetScroll: false,
      });
    },
    [navigate],
  );
  return {
    date,
    today,
    page,
    setDate: useCallback((next: string) => go({ date: next }), [go]),
    setPage: useCallback((next: number) => go({ page_number: next === 1 ? undefined : next }), [go]),
  };
}
