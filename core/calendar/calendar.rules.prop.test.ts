import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CalendarOrder,
  type CalendarSession,
  calendarEvents,
  calendarFilename,
  feedTokenOf,
  isInFeedWindow,
  requestSessionState,
  type SessionState,
  sessionSequence,
  sessionStatus,
  sessionUid,
} from './calendar.rules';

const cuid = fc.stringMatching(/^[a-z][a-z0-9-]{0,24}$/);
const host = fc.constantFrom('petits-sportifs.localhost', 'academy.localhost', 'Club.Example.BE');
const instant = fc
  .integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') })
  .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString());
const state = fc.constantFrom<SessionState>('active', 'tentative', 'removed', 'cancelled');

const session = (key: string): fc.Arbitrary<CalendarSession> =>
  fc
    .record({
      start_at: instant,
      hours: fc.integer({ min: 1, max: 10 }),
      revision: fc.nat(20),
      removals: fc.nat(5),
      state,
    })
    .map(({ start_at, hours, revision, removals, state }) => ({
      sessionKey: key,
      start_at,
      end_at: new Date(Date.parse(start_at) + hours * 3_600_000).toISOString(),
      revision,
      removals: state === 'removed' ? Math.max(1, removals) : removals,
      state,
    }));

const order = (orderCuid: string, keys: string[], cancelled: boolean): fc.Arbitrary<CalendarOrder> =>
  fc.tuple(...keys.map(session)).map((sessions) => ({
    cuid: orderCuid,
    title: 'Stage multisport',
    participants: ['Hugo Dupont'],
    location: { name: 'Salle', street: 'Rue Neuve', number: '1', postcode: '1000', city: 'Bruxelles' },
    sessions: sessions.map((one) => (cancelled ? { ...one, state: 'cancelled' as const } : one)),
  }));

/** Orders with distinct cuids, each with distinct session keys (a date appears once per registration). */
const orders = fc
  .uniqueArray(cuid, { minLength: 1, maxLength: 4 })
  .chain((cuids) =>
    fc.tuple(
      ...cuids.map((orderCuid) =>
        fc
          .tuple(fc.uniqueArray(cuid, { minLength: 1, maxLength: 5 }), fc.boolean())
          .chain(([keys, cancelled]) => order(orderCuid, keys, cancelled)),
      ),
    ),
  );

/** What can happen to a session, in the order it happens; `cancel` is final. */
type Change = 'move' | 'remove' | 'add' | 'cancel';

/** The model of a session's history: the data the edge stores (revision, removals) and the state. */
function apply(current: CalendarSession, change: Change): CalendarSession {
  if (current.state === 'cancelled') return current;
  switch (change) {
    case 'move':
      return { ...current, revision: current.revision + 1 };
    case 'remove':
      return current.state === 'active'
        ? { ...current, removals: current.removals + 1, state: 'removed' }
        : current;
    case 'add':
      return current.state === 'removed' ? { ...current, state: 'active' } : current;
    case 'cancel':
      return current.state === 'active' ? { ...current, state: 'cancelled' } : current;
  }
}

describe('sessionUid', () => {
  it('is stable: the same session of the same order always gets the same UID', () => {
    fc.assert(
      fc.property(cuid, cuid, host, (sessionKey, orderCuid, organiserHost) => {
        const uid = sessionUid({ sessionKey, orderCuid, host: organiserHost });
        expect(sessionUid({ sessionKey, orderCuid, host: organiserHost })).toBe(uid);
        expect(uid).toMatch(/^[A-Za-z0-9_.-]+@[a-z0-9.-]+$/);
      }),
    );
  });

  it('is unique: two different (session, order) pairs never share a UID', () => {
    fc.assert(
      fc.property(cuid, cuid, cuid, cuid, host, (key1, order1, key2, order2, organiserHost) => {
        fc.pre(key1 !== key2 || order1 !== order2);
        expect(sessionUid({ sessionKey: key1, orderCuid: order1, host: organiserHost })).not.toBe(
          sessionUid({ sessionKey: key2, orderCuid: order2, host: organiserHost }),
        );
      }),
    );
  });
});

describe('sessionSequence', () => {
  it('never goes down along any history, and goes up whenever the dates or the status change', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<Change>('move', 'remove', 'add', 'cancel'), { maxLength: 30 }),
        (changes) => {
          let current: CalendarSession = {
            sessionKey: 'd',
            start_at: '2027-03-29T07:00:00Z',
            end_at: '2027-03-29T14:00:00Z',
            revision: 0,
            removals: 0,
            state: 'active',
          };
          expect(sessionSequence(current)).toBe(0);
          for (const change of changes) {
            const next = apply(current, change);
            const changed = next.revision !== current.revision || next.state !== current.state;
            if (changed) expect(sessionSequence(next)).toBeGreaterThan(sessionSequence(current));
            else expect(sessionSequence(next)).toBe(sessionSequence(current));
            current = next;
          }
        },
      ),
    );
  });
});

describe('requestSessionState', () => {
  it('raises the SEQUENCE of a pending request once it is decided, whatever the moves of its dates', () => {
    fc.assert(
      fc.property(
        fc.nat(20),
        fc.constantFrom('APPROVED' as const, 'REJECTED' as const, 'CANCELLED' as const),
        (revision, decision) => {
          const pending = { revision, removals: 0, ...requestSessionState('PENDING') };
          const decided = { revision, removals: 0, ...requestSessionState(decision) };
          expect(sessionSequence(decided)).toBeGreaterThan(sessionSequence(pending));
          expect(sessionStatus(pending.state)).toBe('TENTATIVE');
          expect(sessionStatus(decided.state)).toBe(decision === 'APPROVED' ? 'CONFIRMED' : 'CANCELLED');
        },
      ),
    );
  });
});

describe('calendarEvents', () => {
  it('gives one event per session, with UIDs unique across the calendar, in start order', () => {
    fc.assert(
      fc.property(orders, host, (all, organiserHost) => {
        const events = calendarEvents(all, organiserHost);
        const sessions = all.reduce((count, one) => count + one.sessions.length, 0);
        expect(events).toHaveLength(sessions);
        expect(new Set(events.map((event) => event.uid)).size).toBe(sessions);
        for (let index = 1; index < events.length; index += 1)
          expect(Date.parse(events[index]?.start_at ?? '')).toBeGreaterThanOrEqual(
            Date.parse(events[index - 1]?.start_at ?? ''),
          );
      }),
    );
  });

  it('marks every session of a cancelled order, and every removed date, CANCELLED; the others CONFIRMED', () => {
    fc.assert(
      fc.property(orders, host, (all, organiserHost) => {
        const events = new Map(calendarEvents(all, organiserHost).map((event) => [event.uid, event]));
        for (const one of all)
          for (const item of one.sessions) {
            const event = events.get(
              sessionUid({ sessionKey: item.sessionKey, orderCuid: one.cuid, host: organiserHost }),
            );
            expect(event?.status).toBe(
              item.state === 'active' ? 'CONFIRMED' : item.state === 'tentative' ? 'TENTATIVE' : 'CANCELLED',
            );
            expect(event?.summary).toBe('Stage multisport — Hugo Dupont');
            expect(event?.location).toBe('Salle, Rue Neuve 1, 1000 Bruxelles');
          }
      }),
    );
  });
});

describe('isInFeedWindow', () => {
  it('keeps exactly the sessions that end after now − 30 days', () => {
    fc.assert(
      fc.property(instant, instant, (end_at, now) => {
        expect(isInFeedWindow({ end_at }, now)).toBe(Date.parse(end_at) > Date.parse(now) - 30 * 86_400_000);
      }),
    );
  });
});

describe('calendarFilename and feedTokenOf', () => {
  it('names a file with the title and reference, ending in .ics, without path or quote characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 30 }), (title, reference) => {
        const name = calendarFilename(title, reference);
        expect(name.endsWith('.ics')).toBe(true);
        expect(name).not.toMatch(/["/\\\r\n]/);
        expect(name.length).toBeLessThanOrEqual(84);
      }),
    );
    expect(calendarFilename('Stage d’été: multisport', '2026-1')).toBe('Stage d été multisport 2026-1.ics');
  });

  it('reads only tokens the server issues from a feed path segment', () => {
    const token = 'A'.repeat(43);
    expect(feedTokenOf(`${token}.ics`)).toBe(token);
    expect(feedTokenOf(token)).toBeNull();
    expect(feedTokenOf(`${'A'.repeat(42)}.ics`)).toBeNull();
    expect(feedTokenOf(`${'A'.repeat(42)}/.ics`)).toBeNull();
  });
});
