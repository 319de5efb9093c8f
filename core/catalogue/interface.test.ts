import { describe, expect, it } from 'vitest';
import { Temporal } from '../time/index';
import {
  calendarRange,
  categoryFilterControl,
  dateListLayout,
  filterDebounce,
  locationFilterControl,
  weeklyCalendarHours,
  weeklyCalendarRow,
  weeklyCalendarRows,
} from './index';

describe('catalogue interface constants', () => {
  it('filter controls and date layout switch above their thresholds', () => {
    expect([5, 6].map(locationFilterControl)).toEqual(['checkboxes', 'multi-select']);
    expect([300, 301].map(categoryFilterControl)).toEqual(['checkboxes', 'multi-select']);
    expect([7, 8].map(dateListLayout)).toEqual(['list', 'grid']);
  });

  it('calendar range', () => {
    const range = calendarRange(Temporal.PlainDate.from('2024-02-29'));
    expect([range.min.toString(), range.max.toString()]).toEqual(['1924-02-29', '2124-02-29']);
  });

  it('filter debounces', () => {
    expect([
      filterDebounce(),
      filterDebounce('popover'),
      filterDebounce('inline'),
      filterDebounce('other-section'),
    ]).toEqual([750, 750, 350, 500]);
  });

  it('weekly calendar hours: 0 to 24 by default, section hours widened by items', () => {
    expect(weeklyCalendarHours([])).toEqual({ start: 0, end: 24 });
    expect(weeklyCalendarRows({ start: 0, end: 24 })).toBe(288);
    // 07:30–09:00 and 17:00–18:15 in Brussels (UTC+2 in May)
    const items = [
      { start_at: '2026-05-11T05:30:00Z', end_at: '2026-05-11T07:00:00Z' },
      { start_at: '2026-05-12T15:00:00Z', end_at: '2026-05-12T16:15:00Z' },
    ];
    expect(weeklyCalendarHours(items, { start_hour: 8, end_hour: 18 })).toEqual({ start: 7, end: 19 });
    expect(weeklyCalendarHours([], { start_hour: 8, end_hour: 18 })).toEqual({ start: 8, end: 18 });
    expect(weeklyCalendarHours([], { start_hour: null, end_hour: 18 })).toEqual({ start: 0, end: 18 });
    const overnight = [{ start_at: '2026-05-11T20:00:00Z', end_at: '2026-05-12T01:00:00Z' }];
    expect(weeklyCalendarHours(overnight, { start_hour: 8, end_hour: 18 })).toEqual({ start: 8, end: 24 });
    expect(weeklyCalendarHours([], { start_hour: 20, end_hour: 8 })).toEqual({ start: 0, end: 24 });
    expect(weeklyCalendarRow('2026-05-11T05:35:00Z', { start: 7, end: 19 })).toBe(8);
  });
});
