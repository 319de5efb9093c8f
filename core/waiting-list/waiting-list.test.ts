import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  canJoinWaitingList,
  connectWaitingList,
  vacancyNoticesDue,
  WAITING_LIST_ERRORS,
  waitingListErrors,
  waitingListMachine,
  waitingListRequest,
} from './index';
import { joinAnswer } from './test-support';

const now = '2026-11-22T10:00:00.000Z';
const availability = (status: 'OPEN' | 'CLOSED' | 'FULL' | 'OVERLAP', capacity: number | null = 10) => ({
  status,
  registrations_start_at: null,
  registrations_end_at: null,
  start_at: '2026-12-01T08:00:00.000Z',
  end_at: '2026-12-05T16:00:00.000Z',
  activity: { settings: { allow_registrations_after_start: false } },
  capacity,
});

describe('joining', () => {
  it('is offered for CLOSED and FULL availabilities only, and not once they have ended', () => {
    expect(canJoinWaitingList(availability('CLOSED'), now)).toBe(true);
    expect(canJoinWaitingList(availability('FULL'), now)).toBe(true);
    expect(canJoinWaitingList(availability('OPEN'), now)).toBe(false);
    expect(canJoinWaitingList(availability('OVERLAP'), now)).toBe(false);
    expect(canJoinWaitingList({ ...availability('FULL'), end_at: now }, now)).toBe(false);
  });

  it('needs an integer participant (part 2 §5), with the schema’s keys', () => {
    expect(waitingListErrors({ availability_id: 3, participant_id: null })).toEqual({
      participant_id: 'required',
    });
    expect(waitingListErrors({ availability_id: 3, participant_id: 1.5 })).toEqual({
      participant_id: 'invalid_number',
    });
    expect(waitingListRequest({ availability_id: 3, participant_id: null })).toBeNull();
    expect(waitingListRequest({ availability_id: 3, participant_id: 7 })).toEqual({
      availability_id: 3,
      participant_id: 7,
    });
    expect(WAITING_LIST_ERRORS.NOT_OFFERED).toBe('WAITING_LIST.NOT_OFFERED');
  });
});

describe('vacancy notices', () => {
  const due = (
    status: 'OPEN' | 'CLOSED' | 'FULL' | 'OVERLAP',
    counts: {
      capacity?: number | null;
      registered: number;
      held: number;
      outstanding: number;
      waiting: number;
    },
  ) =>
    vacancyNoticesDue(
      { availability: availability(status, counts.capacity === undefined ? 10 : counts.capacity), ...counts },
      now,
    );

  it('offers each free seat once: to the first queued entry, not again while the notice stands', () => {
    expect(due('FULL', { registered: 9, held: 1, outstanding: 0, waiting: 2 })).toBe(0);
    expect(due('FULL', { registered: 9, held: 0, outstanding: 0, waiting: 2 })).toBe(1);
    expect(due('FULL', { registered: 9, held: 0, outstanding: 1, waiting: 2 })).toBe(0);
    expect(due('FULL', { registered: 8, held: 0, outstanding: 1, waiting: 2 })).toBe(1);
    expect(due('FULL', { registered: 5, held: 0, outstanding: 0, waiting: 2 })).toBe(2);
    expect(due('OPEN', { registered: 9, held: 0, outstanding: 0, waiting: 1 })).toBe(1);
  });

  it('tells nobody of seats nobody can take: CLOSED, OVERLAP, unlimited, ended', () => {
    expect(due('CLOSED', { registered: 0, held: 0, outstanding: 0, waiting: 1 })).toBe(0);
    expect(due('OVERLAP', { registered: 0, held: 0, outstanding: 0, waiting: 1 })).toBe(0);
    expect(due('FULL', { capacity: null, registered: 0, held: 0, outstanding: 0, waiting: 1 })).toBe(0);
    expect(
      vacancyNoticesDue(
        {
          availability: { ...availability('FULL'), end_at: now },
          registered: 0,
          held: 0,
          outstanding: 0,
          waiting: 1,
        },
        now,
      ),
    ).toBe(0);
  });
});

describe('waiting-list form machine', () => {
  const start = (join: (input: unknown) => Promise<unknown>, participant_id: number | null = null) => {
    const calls: unknown[] = [];
    const actor = createActor(
      waitingListMachine.provide({
        actors: {
          joinWaitingList: fromPromise(async ({ input }) => {
            calls.push(input);
            return join(input);
          }),
        },
      }),
      { input: { availability_id: 29, participant_id } },
    );
    actor.start();
    return { actor, calls };
  };

  it('shows the participant error on submit without calling, then joins with the core request', async () => {
    const { actor, calls } = start(async () => ({}));
    actor.send({ type: 'waitingList.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ participant_id: 'required' });
    expect(calls).toEqual([]);
    actor.send({ type: 'participant.select', participant_id: 12 });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'waitingList.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('joined'));
    expect(calls).toEqual([{ availability_id: 29, participant_id: 12 }]);
    expect(JSON.parse(JSON.stringify(actor.getSnapshot().context))).toEqual(actor.getSnapshot().context);
  });

  it('connects: submitting by tag, the answered place shown only once joined, cleared by a new choice', async () => {
    const { actor } = start(async () => ({}), 12);
    expect(connectWaitingList(actor.getSnapshot())).toMatchObject({ submitting: false, joined: false });
    actor.send({ type: 'waitingList.submit' });
    expect(connectWaitingList(actor.getSnapshot()).submitting).toBe(true);
    await waitFor(actor, (snapshot) => connectWaitingList(snapshot).joined);
    expect(connectWaitingList(actor.getSnapshot())).toMatchObject({ submitting: false, participantId: 12 });
    actor.send({ type: 'participant.select', participant_id: 13 });
    expect(connectWaitingList(actor.getSnapshot())).toMatchObject({
      joined: false,
      place: null,
      participantId: 13,
    });
  });

  it('keeps where the join left the participant (issue 20 §7): the position answered, or a seat offered', async () => {
    const waiting = start(async () => joinAnswer(3), 12);
    waiting.actor.send({ type: 'waitingList.submit' });
    await waitFor(waiting.actor, (snapshot) => snapshot.matches('joined'));
    expect(waiting.actor.getSnapshot().context.joined).toEqual({ status: 'WAITING', position: 3 });
    // Choosing another participant forgets the place: it was the first one's.
    waiting.actor.send({ type: 'participant.select', participant_id: 11 });
    expect(waiting.actor.getSnapshot().context.joined).toBeNull();
    const offered = start(async () => joinAnswer(null, 'OFFERED'), 12);
    offered.actor.send({ type: 'waitingList.submit' });
    await waitFor(offered.actor, (snapshot) => snapshot.matches('joined'));
    expect(offered.actor.getSnapshot().context.joined).toEqual({ status: 'OFFERED', position: null });
  });

  it('keeps the refusal code and lets the customer try again', async () => {
    const { actor } = start(async () => {
      throw { code: WAITING_LIST_ERRORS.NOT_OFFERED };
    }, 11);
    actor.send({ type: 'waitingList.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('WAITING_LIST.NOT_OFFERED');
    actor.send({ type: 'participant.select', participant_id: 12 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
