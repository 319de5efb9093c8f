import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registrationWindowFields } from '../catalogue/test-support';
import { Temporal } from '../time/index';
import { instantAround } from '../time/test-support';
import {
  canJoinWaitingList,
  vacancyNoticesDue,
  waitingListErrors,
  waitingListPosition,
  waitingListPositions,
  waitingListRequest,
} from './index';

const base = Date.UTC(2026, 10, 22, 10);
const instant = instantAround(base, 4320, 60_000);
const availability = fc.record({
  ...registrationWindowFields(instant),
  capacity: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
});
const counts = fc.record({
  registered: fc.integer({ min: 0, max: 25 }),
  held: fc.integer({ min: 0, max: 10 }),
  outstanding: fc.integer({ min: 0, max: 10 }),
  waiting: fc.integer({ min: 0, max: 10 }),
});

describe('vacancy notice properties', () => {
  // No more notices than queued or than free seats not already offered, and once per seat, are the book's
  // TRIG-02 (specs/areas/triggers.spec.ts).

  it('a seat freed on a FULL availability that has not ended goes to the queue when nothing else is offered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 5 }), (capacity, waiting) => {
        const now = Temporal.Instant.fromEpochMilliseconds(base).toString();
        const due = vacancyNoticesDue(
          {
            availability: {
              status: 'FULL',
              start_at: Temporal.Instant.fromEpochMilliseconds(base + 86_400_000).toString(),
              end_at: Temporal.Instant.fromEpochMilliseconds(base + 2 * 86_400_000).toString(),
              capacity,
            },
            registered: capacity - 1,
            held: 0,
            outstanding: 0,
            waiting,
          },
          now,
        );
        return due === 1;
      }),
    );
  });

  it('notifies nobody on a CLOSED or OVERLAP availability, or an unlimited one', () => {
    fc.assert(
      fc.property(availability, counts, instant, (a, c, now) => {
        const due = vacancyNoticesDue({ availability: a, ...c }, now);
        return a.status === 'CLOSED' || a.status === 'OVERLAP' || a.capacity === null ? due === 0 : true;
      }),
    );
  });

  it('joins exactly where the add form offers the waiting list', () => {
    fc.assert(
      fc.property(availability, instant, (a, now) => {
        const joinable = canJoinWaitingList(a, now);
        return !joinable || a.status === 'CLOSED' || a.status === 'FULL';
      }),
    );
  });
});

describe('waiting-list request properties', () => {
  it('a request exists exactly when there are no field errors, and carries the values unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.option(fc.oneof(fc.integer(), fc.double({ noNaN: true })), { nil: null }),
        (availability_id, participant_id) => {
          const values = { availability_id, participant_id };
          const request = waitingListRequest(values);
          const errors = waitingListErrors(values);
          if (request === null) return Object.keys(errors).length > 0;
          return (
            Object.keys(errors).length === 0 &&
            request.availability_id === availability_id &&
            request.participant_id === participant_id &&
            Number.isInteger(participant_id)
          );
        },
      ),
    );
  });
});

describe('waiting-list position (issue 20 §7)', () => {
  const entries = fc
    .uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        // Few distinct instants, so entries of the same instant (ordered by id) come up often.
        created_at: fc
          .integer({ min: 0, max: 5 })
          .map((minutes) => new Date(Date.UTC(2026, 10, 22, 10, minutes)).toISOString()),
      }),
      { selector: (entry) => entry.id, maxLength: 40 },
    )
    .chain((queue) => fc.tuple(fc.constant(queue), fc.shuffledSubarray(queue)));

  it('is 1 + the queued entries ahead in the sweep order (oldest first, then id), positions 1..n with no gap', () => {
    fc.assert(
      fc.property(entries, ([queue]) => {
        const sorted = [...queue].sort(
          (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id,
        );
        const positions = waitingListPositions(queue);
        sorted.forEach((entry, index) => {
          expect(waitingListPosition(entry, queue)).toBe(index + 1);
          expect(positions.get(entry.id)).toBe(index + 1);
        });
        expect([...positions.values()].sort((a, b) => a - b)).toEqual(sorted.map((_, index) => index + 1));
      }),
    );
  });

  it('does not depend on the order rows arrive in; an entry not queued has no position', () => {
    fc.assert(
      fc.property(entries, ([queue, shuffled]) => {
        for (const entry of shuffled)
          expect(waitingListPosition(entry, shuffled)).toBe(
            waitingListPosition(entry, [...shuffled].reverse()),
          );
        expect(waitingListPosition({ id: 20_000 }, queue)).toBeNull();
      }),
    );
  });

  it('moves everyone behind a leaver up by one, and nobody ahead', () => {
    fc.assert(
      fc.property(
        entries.filter(([queue]) => queue.length > 0),
        fc.nat(),
        ([queue], pick) => {
          const leaver = queue[pick % queue.length];
          if (!leaver) return;
          const left = queue.filter((entry) => entry.id !== leaver.id);
          const leaverAt = waitingListPosition(leaver, queue) ?? 0;
          for (const entry of left) {
            const before = waitingListPosition(entry, queue) ?? 0;
            expect(waitingListPosition(entry, left)).toBe(before > leaverAt ? before - 1 : before);
          }
        },
      ),
    );
  });
});
