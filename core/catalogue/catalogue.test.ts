import { describe, expect, it } from 'vitest';
import {
  type AvailabilityWindow,
  addFormView,
  cardBadges,
  isDateMarkedClosed,
  isDateSelectable,
  offersWaitingList,
} from './index';

const now = '2026-05-10T10:00:00.000Z';
const past = '2026-05-01T10:00:00.000Z';
const future = '2026-06-01T10:00:00.000Z';
const later = '2026-06-02T10:00:00.000Z';
const open: AvailabilityWindow = { status: 'OPEN', start_at: future, end_at: later };
const late = { settings: { allow_registrations_after_start: true } };

describe('add form notice', () => {
  it.each<[string, AvailabilityWindow, ReturnType<typeof addFormView>]>([
    ['OPEN in the window', open, { kind: 'form' }],
    ['CLOSED', { ...open, status: 'CLOSED' }, { kind: 'notice', notice: 'closed', waitingList: true }],
    ['FULL', { ...open, status: 'FULL' }, { kind: 'notice', notice: 'full', waitingList: true }],
    ['OVERLAP', { ...open, status: 'OVERLAP' }, { kind: 'notice', notice: 'closed', waitingList: false }],
    [
      'OPEN, registrations open later',
      { ...open, registrations_start_at: future },
      { kind: 'notice', notice: 'opening-scheduled', opensAt: future, waitingList: false },
    ],
    [
      'OPEN, registrations ended',
      { ...open, registrations_end_at: past },
      { kind: 'notice', notice: 'closing-scheduled', waitingList: false },
    ],
    [
      'started without late registration',
      { ...open, start_at: past },
      { kind: 'notice', notice: 'closed', waitingList: false },
    ],
    ['started with late registration', { ...open, start_at: past, activity: late }, { kind: 'form' }],
    [
      'ended even with late registration',
      { ...open, start_at: past, end_at: past, activity: late },
      { kind: 'notice', notice: 'closed', waitingList: false },
    ],
    [
      'FULL but ended: no waiting list',
      { ...open, status: 'FULL', start_at: past, end_at: past },
      { kind: 'notice', notice: 'closed', waitingList: false },
    ],
    [
      'registration window closed and not yet open (bad data): closing wins',
      { ...open, registrations_start_at: future, registrations_end_at: past },
      { kind: 'notice', notice: 'closing-scheduled', waitingList: false },
    ],
    ['registrations start exactly now: open', { ...open, registrations_start_at: now }, { kind: 'form' }],
    [
      'registrations end exactly now: ended',
      { ...open, registrations_end_at: now },
      { kind: 'notice', notice: 'closing-scheduled', waitingList: false },
    ],
    [
      'null dates',
      {
        status: 'OPEN',
        registrations_start_at: null,
        registrations_end_at: null,
        start_at: null,
        end_at: null,
      },
      { kind: 'form' },
    ],
  ])('%s', (_, availability, expected) => {
    expect(addFormView(availability, now)).toEqual(expected);
  });

  it('waiting list with CLOSED and FULL only', () => {
    expect(offersWaitingList({ ...open, status: 'CLOSED' }, now)).toBe(true);
    expect(offersWaitingList(open, now)).toBe(false);
  });
});

describe('card badges', () => {
  const date = (start_at: string, capacity: number | null, registered: number) => ({
    start_at,
    capacity,
    registered,
  });
  it.each<[string, Parameters<typeof cardBadges>[0], string[]]>([
    ['OPEN', open, []],
    ['CLOSED', { ...open, status: 'CLOSED' }, ['CLOSED']],
    ['OVERLAP', { ...open, status: 'OVERLAP' }, ['OVERLAP']],
    ['FULL', { ...open, status: 'FULL' }, ['FULL']],
    ['OPEN, registrations ended', { ...open, registrations_end_at: past }, ['CLOSED']],
    ['OPEN, started, no late registration', { ...open, start_at: past }, ['CLOSED']],
    ['OPEN, started, late registration', { ...open, start_at: past, activity: late }, []],
    ['OPEN, future date full', { ...open, dates: [date(future, 5, 5)] }, ['FULL']],
    ['OPEN, a future date free', { ...open, dates: [date(future, 5, 5), date(later, 5, 4)] }, []],
    ['OPEN, unlimited future date', { ...open, dates: [date(future, null, 100)] }, []],
    ['OPEN, only a past date free', { ...open, dates: [date(past, 5, 0), date(future, 2, 3)] }, ['FULL']],
    [
      'FULL and no capacity: one FULL badge',
      { ...open, status: 'FULL', dates: [date(future, 1, 1)] },
      ['FULL'],
    ],
    ['CLOSED and full', { ...open, status: 'CLOSED', dates: [date(future, 1, 1)] }, ['CLOSED', 'FULL']],
    ['no dates given', { ...open, dates: [] }, []],
  ])('%s', (_, availability, expected) => {
    expect(cardBadges(availability, now)).toEqual(expected);
  });
});

describe('dates', () => {
  it('selectable only when OPEN with free capacity', () => {
    expect(isDateSelectable({ status: 'OPEN', capacity: null, registered: 3 })).toBe(true);
    expect(isDateSelectable({ status: 'OPEN', capacity: 4, registered: 3 })).toBe(true);
    expect(isDateSelectable({ status: 'OPEN', capacity: 3, registered: 3 })).toBe(false);
    expect(isDateSelectable({ status: 'OPEN', capacity: 3, registered: null })).toBe(true);
    expect(isDateSelectable({ status: 'OPEN', capacity: 0 })).toBe(false);
    expect(isDateSelectable({ status: 'FULL', capacity: null, registered: 0 })).toBe(false);
  });

  it('marked closed: CLOSED, OVERLAP, FULL', () => {
    expect(
      ['OPEN', 'CLOSED', 'OVERLAP', 'FULL'].map((status) => isDateMarkedClosed({ status: status as 'OPEN' })),
    ).toEqual([false, true, true, true]);
  });
});
