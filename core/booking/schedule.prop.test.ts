import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatInstant, secondsBetween, shiftWeek, Temporal } from '../time/index';
import { bookingEnd } from './booking.rules';
import { bookingAddSearchSchema, bookingTarget } from './booking.schemas';
import {
  availabilityCalendar,
  bookableDates,
  bookingAddHref,
  dayWindow,
  isSlotBookable,
  linkPrice,
  nextAvailableDate,
  priceOptions,
  resourcesPage,
  SLOT_STATUSES,
  scheduleDate,
  scheduleStart,
  scheduleTimes,
  scheduleWeek,
  slotAt,
  slotDay,
  slotRefusal,
  slotStatus,
  slotsOfDay,
  slotTime,
} from './schedule.rules';

const MIN = Date.UTC(2000, 0, 1);
const MAX = Date.UTC(2100, 0, 1);
const instantMs = fc.integer({ min: MIN, max: MAX });
const iso = instantMs.map((ms) => new Date(ms).toISOString());
const plainDate = fc
  .integer({ min: 0, max: 36_500 })
  .map((days) => Temporal.PlainDate.from('2000-01-01').add({ days }));
const price = fc.record({
  duration: fc.integer({ min: 1, max: 86_400 }),
  amount: fc.integer({ min: 0, max: 100_000 }),
});
const status = fc.constantFrom(...SLOT_STATUSES);

describe('a slot at a given now', () => {
  it('is PAST once started, else BOOKED when booked, else HELD while a hold runs, else FREE', () => {
    fc.assert(
      fc.property(
        instantMs,
        instantMs,
        fc.boolean(),
        fc.array(instantMs, { maxLength: 4 }),
        (start, now, booked, holds) => {
          const result = slotStatus(
            {
              start_at: new Date(start).toISOString(),
              booked,
              held_until: holds.map((ms) => new Date(ms).toISOString()),
            },
            new Date(now).toISOString(),
          );
          const expected =
            start <= now
              ? 'PAST'
              : booked
                ? 'BOOKED'
                : holds.some((expiry) => expiry > now)
                  ? 'HELD'
                  : 'FREE';
          return result === expected;
        },
      ),
    );
  });

  it('can be added to a cart exactly when FREE; the refusal names why otherwise', () => {
    fc.assert(
      fc.property(status, (value) => {
        const refusal = slotRefusal(value);
        if (value === 'FREE') return refusal === null;
        return refusal === (value === 'PAST' ? 'BOOKING.SLOT_IN_PAST' : 'BOOKING.SLOT_TAKEN');
      }),
    );
  });

  it('is offered by the storefront only when FREE and still to come', () => {
    fc.assert(
      fc.property(iso, iso, status, (start, now, value) => {
        return isSlotBookable({ start_at: start, status: value }, now) === (value === 'FREE' && start > now);
      }),
    );
  });
});

describe('schedule windows', () => {
  it('a week starts on the Monday at Brussels midnight, lasts 7 days and holds the date', () => {
    fc.assert(
      fc.property(plainDate, (date) => {
        const { days, window } = scheduleWeek(date);
        const first = days[0];
        if (!first) return false;
        const inside =
          Temporal.PlainDate.compare(first, date) <= 0 &&
          Temporal.PlainDate.compare(date, days[6] ?? first) <= 0;
        const hours = secondsBetween(window.after, window.before) / 3600;
        return (
          days.length === 7 &&
          first.dayOfWeek === 1 &&
          inside &&
          slotDay(window.after) === formatDate(first) &&
          slotTime(window.after) === '00:00' &&
          hours >= 167 &&
          hours <= 169
        );
      }),
    );
  });

  it('a day window is that Brussels day, 23 to 25 hours', () => {
    fc.assert(
      fc.property(plainDate, (date) => {
        const window = dayWindow(date);
        const hours = secondsBetween(window.after, window.before) / 3600;
        return (
          slotDay(window.after) === formatDate(date) &&
          slotTime(window.after) === '00:00' &&
          hours >= 23 &&
          hours <= 25
        );
      }),
    );
  });

  it('shifting weeks moves Monday to Monday by whole weeks', () => {
    fc.assert(
      fc.property(plainDate, fc.integer({ min: -60, max: 60 }), (date, weeks) => {
        const moved = shiftWeek(date, weeks);
        return moved.dayOfWeek === 1 && shiftWeek(moved, -weeks).equals(shiftWeek(date, 0));
      }),
    );
  });

  it('every slot falls on exactly one day of its week, in one grid cell', () => {
    fc.assert(
      fc.property(fc.array(iso, { minLength: 1, maxLength: 8 }), (starts) => {
        const slots = starts.map((start_at, id) => ({ id, start_at }));
        for (const slot of slots) {
          const day = Temporal.PlainDate.from(slotDay(slot.start_at));
          const days = scheduleWeek(day).days;
          const holding = days.filter((candidate) => slotsOfDay(slots, candidate).includes(slot));
          if (holding.length !== 1) return false;
          if (!scheduleTimes(slots).includes(slotTime(slot.start_at))) return false;
          const cell = slotAt(slots, day, slotTime(slot.start_at));
          if (!cell || slotTime(cell.start_at) !== slotTime(slot.start_at)) return false;
        }
        return true;
      }),
    );
  });

  it('grid rows are distinct times, ascending', () => {
    fc.assert(
      fc.property(fc.array(iso, { maxLength: 30 }), (starts) => {
        const times = scheduleTimes(starts.map((start_at) => ({ start_at })));
        return (
          new Set(times).size === times.length &&
          times.every((time, index) => index === 0 || (times[index - 1] ?? '') < time)
        );
      }),
    );
  });
});

describe('the calendar popover', () => {
  it('marks each available date once and ranges from the first to the last', () => {
    fc.assert(
      fc.property(fc.array(plainDate.map(formatDate), { maxLength: 20 }), (dates) => {
        const calendar = availabilityCalendar(dates);
        if (dates.length === 0) return calendar === null;
        const sorted = [...new Set(dates)].sort();
        return (
          calendar !== null &&
          calendar.first === sorted[0] &&
          calendar.last === sorted[sorted.length - 1] &&
          calendar.marked.length === sorted.length &&
          calendar.marked.every((date) => date >= calendar.first && date <= calendar.last)
        );
      }),
    );
  });

  it('marks the days of the bookable slots only', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ start_at: iso, status }), { maxLength: 20 }), iso, (slots, now) => {
        const marked = bookableDates(slots, now);
        const expected = new Set(
          slots
            .filter((slot) => slot.status === 'FREE' && slot.start_at > now)
            .map((slot) => slotDay(slot.start_at)),
        );
        return marked.length === expected.size && marked.every((date) => expected.has(date));
      }),
    );
  });

  it('the next available date is the first marked one strictly after the day', () => {
    fc.assert(
      fc.property(fc.array(plainDate.map(formatDate), { maxLength: 10 }), plainDate, (marked, day) => {
        const next = nextAvailableDate(marked, day);
        const after = marked.filter((date) => date > formatDate(day)).sort();
        return next === (after[0] ?? null);
      }),
    );
  });
});

describe('the day a schedule opens on', () => {
  it('is the first free day from today, else today', () => {
    fc.assert(
      fc.property(fc.array(plainDate.map(formatDate), { maxLength: 10 }), plainDate, (free, today) => {
        const start = formatDate(scheduleStart(today, free));
        const upcoming = free.filter((date) => date >= formatDate(today)).sort();
        return start === (upcoming[0] ?? formatDate(today));
      }),
    );
  });
  it('a date in the query string is read only when it is a real YYYY-MM-DD day', () => {
    fc.assert(fc.property(plainDate, (date) => scheduleDate(formatDate(date))?.equals(date) === true));
    for (const text of [null, '', 'today', '2026-02-30', '2026-11-23T10:00:00Z', '23/11/2026']) {
      expect(scheduleDate(text)).toBeNull();
    }
  });
});

describe('pages of resources', () => {
  it('pages partition the list in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 70 }),
        fc.integer({ min: 1, max: 25 }),
        (items, size) => {
          const pages = Math.max(1, Math.ceil(items.length / size));
          const joined = Array.from({ length: pages }, (_, index) =>
            resourcesPage(items, index + 1, size),
          ).flat();
          return (
            JSON.stringify(joined) === JSON.stringify(items) &&
            resourcesPage(items, pages + 1, size).length === 0 &&
            Array.from(
              { length: pages },
              (_, index) => resourcesPage(items, index + 1, size).length <= size,
            ).every(Boolean)
          );
        },
      ),
    );
  });
});

describe('price options and links', () => {
  it('offers each distinct price once, by duration then amount; the link carries the first', () => {
    fc.assert(
      fc.property(fc.array(price, { maxLength: 8 }), (prices) => {
        const options = priceOptions(prices);
        const keys = new Set(prices.map((p) => `${p.duration}:${p.amount}`));
        const sorted = options.every((option, index) => {
          const before = options[index - 1];
          return (
            before === undefined ||
            before.duration < option.duration ||
            (before.duration === option.duration && before.amount < option.amount)
          );
        });
        const fromPrices = options.every((option) =>
          prices.some((p) => p.duration === option.duration && p.amount === option.amount),
        );
        return (
          options.length === keys.size &&
          sorted &&
          fromPrices &&
          JSON.stringify(linkPrice(prices)) === JSON.stringify(options[0] ?? null)
        );
      }),
    );
  });

  it('a slot link reads back as the same booking, whose end is start plus the duration', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,20}$/), iso, price, (resource, start, chosen) => {
        const href = bookingAddHref({ resource, start_at: start, ...chosen });
        const [path, query] = href.split('?');
        const search = Object.fromEntries(new URLSearchParams(query));
        const target = bookingTarget(bookingAddSearchSchema.parse(search));
        return (
          path === '/cart/bookings/add' &&
          target !== null &&
          target.resource === resource &&
          target.start_at === formatInstant(start) &&
          target.duration === chosen.duration &&
          target.amount === chosen.amount &&
          secondsBetween(target.start_at, bookingEnd(target.start_at, target.duration)) === chosen.duration
        );
      }),
    );
  });

  it('an incomplete or malformed link reads as no booking', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            resource: fc.constantFrom('r1', ''),
            start_at: fc.constantFrom('2026-11-23T09:00:00Z', 'tomorrow', '2026-02-30T09:00:00Z'),
            duration: fc.constantFrom('3600', '0', '-5', '1.5', 'x'),
            amount: fc.constantFrom('2000', '0', '-1', 'abc'),
          },
          { requiredKeys: [] },
        ),
        (search) => {
          const parsed = bookingAddSearchSchema.parse(search);
          const complete =
            search.resource === 'r1' &&
            search.start_at === '2026-11-23T09:00:00Z' &&
            search.duration === '3600' &&
            (search.amount === '2000' || search.amount === '0');
          return (bookingTarget(parsed) !== null) === complete;
        },
      ),
    );
  });
});

describe('counter examples', () => {
  it('a week across the autumn clock change is 169 hours', () => {
    const { window } = scheduleWeek(Temporal.PlainDate.from('2026-10-25'));
    expect(window).toEqual({ after: '2026-10-18T22:00:00.000Z', before: '2026-10-25T23:00:00.000Z' });
  });
});
