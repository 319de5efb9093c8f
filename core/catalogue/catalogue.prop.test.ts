import fc from 'fast-check';
import { describe, it } from 'vitest';
import { Temporal } from '../time/index';
import { instantAround } from '../time/test-support';
import {
  AVAILABILITY_STATUSES,
  addFormView,
  cardBadges,
  isDateMarkedClosed,
  isDateSelectable,
} from './index';
import { registrationWindowFields } from './test-support';

const base = Date.UTC(2026, 4, 10);
/** Instants within ± 3 days of a base at minute precision, so ties with "now" happen. */
const instant = instantAround(base, 4320, 60_000);
const status = fc.constantFrom(...AVAILABILITY_STATUSES);
const capacity = fc.option(fc.integer({ min: 0, max: 30 }), { nil: null });
const registered = fc.option(fc.integer({ min: 0, max: 30 }), { nil: null });
const date = fc.record({ start_at: instant, status, capacity, registered });
const availability = fc.record({
  ...registrationWindowFields(instant),
  dates: fc.array(date, { maxLength: 5 }),
});
const ms = (iso: string | null) => (iso === null ? null : Temporal.Instant.from(iso).epochMilliseconds);
const isPast = (iso: string | null, now: string) => iso !== null && (ms(iso) ?? 0) <= (ms(now) ?? 0);
const isFuture = (iso: string | null, now: string) => iso !== null && (ms(iso) ?? 0) > (ms(now) ?? 0);

describe('add form notice properties', () => {
  it('the form shows only for an OPEN availability inside its registration window, not over', () => {
    fc.assert(
      fc.property(availability, instant, (a, now) => {
        const formShown = addFormView(a, now).kind === 'form';
        const expected =
          a.status === 'OPEN' &&
          !isFuture(a.registrations_start_at, now) &&
          !isPast(a.registrations_end_at, now) &&
          !isPast(a.end_at, now) &&
          !(isPast(a.start_at, now) && !a.activity.settings.allow_registrations_after_start);
        return formShown === expected;
      }),
    );
  });

  it('a waiting list is offered exactly for CLOSED and FULL availabilities that have not ended or closed by start', () => {
    fc.assert(
      fc.property(availability, instant, (a, now) => {
        const view = addFormView(a, now);
        const over =
          isPast(a.end_at, now) ||
          (isPast(a.start_at, now) && !a.activity.settings.allow_registrations_after_start);
        const expected = !over && (a.status === 'CLOSED' || a.status === 'FULL');
        return (view.kind === 'notice' && view.waitingList) === expected;
      }),
    );
  });

  it('the status notices: CLOSED → closed, FULL → full, when not over', () => {
    fc.assert(
      fc.property(availability, instant, (a, now) => {
        const view = addFormView(a, now);
        if (view.kind === 'form') return a.status === 'OPEN';
        if (isPast(a.end_at, now)) return view.notice === 'closed';
        if (a.status === 'CLOSED') return view.notice === 'closed';
        if (a.status === 'FULL') return view.notice === 'full' || view.notice === 'closed';
        return true;
      }),
    );
  });

  it('opening-scheduled carries registrations_start_at, which is in the future', () => {
    fc.assert(
      fc.property(availability, instant, (a, now) => {
        const view = addFormView(a, now);
        if (view.kind !== 'notice' || view.notice !== 'opening-scheduled') return !('opensAt' in view);
        return (
          view.opensAt === a.registrations_start_at && isFuture(view.opensAt, now) && a.status === 'OPEN'
        );
      }),
    );
  });
});

describe('card badge properties', () => {
  it('badges are unique, ordered, and a non-OPEN status always shows its own badge', () => {
    fc.assert(
      fc.property(availability, instant, (a, now) => {
        const badges = cardBadges(a, now);
        const order = ['CLOSED', 'OVERLAP', 'FULL'];
        const sorted = badges.every(
          (badge, i) => i === 0 || order.indexOf(badge) > order.indexOf(badges[i - 1] ?? ''),
        );
        return sorted && (a.status === 'OPEN' || badges.includes(a.status));
      }),
    );
  });

  it('CLOSED on an OPEN availability exactly when registrations ended, it ended, or it started without late registration', () => {
    fc.assert(
      fc.property(availability, instant, (a, now) => {
        fc.pre(a.status === 'OPEN');
        const expected =
          isPast(a.registrations_end_at, now) ||
          isPast(a.end_at, now) ||
          (isPast(a.start_at, now) && !a.activity.settings.allow_registrations_after_start);
        return cardBadges(a, now).includes('CLOSED') === expected;
      }),
    );
  });

  it('FULL exactly when the status is FULL or dates exist and no future one has free capacity', () => {
    fc.assert(
      fc.property(availability, instant, (a, now) => {
        const free = a.dates.some(
          (d) => isFuture(d.start_at, now) && (d.capacity === null || d.capacity > (d.registered ?? 0)),
        );
        const expected = a.status === 'FULL' || (a.dates.length > 0 && !free);
        return cardBadges(a, now).includes('FULL') === expected;
      }),
    );
  });
});

describe('date properties', () => {
  it('selectable ⇔ OPEN and (capacity null or capacity > registered); a closed mark is never selectable', () => {
    fc.assert(
      fc.property(date, (d) => {
        const selectable = isDateSelectable(d);
        const expected = d.status === 'OPEN' && (d.capacity === null || d.capacity > (d.registered ?? 0));
        return selectable === expected && !(isDateMarkedClosed(d) && selectable);
      }),
    );
  });
});
