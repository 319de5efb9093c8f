import type { SnapshotFrom } from 'xstate';
import type { registrationEditMachine } from './registration-edit.machine';

/** What the registration edit shows besides its fields' values, from the machine's tags (never state names). */
export function connectRegistrationEdit(snapshot: SnapshotFrom<typeof registrationEditMachine>) {
  return {
    /** The automatic price is being estimated again. */
    estimating: snapshot.hasTag('estimating'),
    submitting: snapshot.hasTag('submitting'),
    /** Saved: the page leaves for the registration's detail. */
    saved: snapshot.hasTag('saved'),
  };
}
