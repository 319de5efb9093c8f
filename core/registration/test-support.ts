import fc from 'fast-check';
import type { EditableDate } from './registration-edit.rules';

/** What the registration edit's property tests share: one clock and the dates a registration may hold. */
export const NOW_MS = Date.UTC(2026, 5, 3, 12);
export const now = new Date(NOW_MS).toISOString();
const day = 86_400_000;

/** Any availability dates within ten days of `now`, any statuses and capacities, and any registered subset. */
export const datesArb = fc
  .array(
    fc.record({
      offsetDays: fc.integer({ min: -10, max: 10 }),
      status: fc.constantFrom('OPEN' as const, 'CLOSED' as const, 'FULL' as const, 'OVERLAP' as const),
      capacity: fc.option(fc.integer({ min: 0, max: 5 })),
      registered: fc.integer({ min: 0, max: 6 }),
      isRegistered: fc.boolean(),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((rows) => ({
    dates: rows.map<EditableDate>((row, index) => ({
      id: index + 1,
      start_at: new Date(NOW_MS + row.offsetDays * day + 1000).toISOString(),
      status: row.status,
      capacity: row.capacity,
      registered: row.registered,
    })),
    registeredIds: rows.flatMap((row, index) => (row.isRegistered ? [index + 1] : [])),
  }));
