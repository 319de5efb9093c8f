import type { SnapshotFrom } from 'xstate';
import type { waitingListMachine } from './waiting-list.machine';

/** What the waiting-list form shows, from the machine's tags (never its state names). */
export function connectWaitingList(snapshot: SnapshotFrom<typeof waitingListMachine>) {
  const { participant_id, errors, error, joined } = snapshot.context;
  return {
    participantId: participant_id,
    errors,
    error,
    submitting: snapshot.hasTag('submitting'),
    joined: snapshot.hasTag('joined'),
    /** Where the join left the participant (position or a seat offered), when the server said. */
    place: snapshot.hasTag('joined') ? joined : null,
  };
}
