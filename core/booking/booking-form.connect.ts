import type { SnapshotFrom } from 'xstate';
import { connectCartForm } from '../cart/index';
import type { bookingFormMachine } from './booking-form.machine';

/** What the booking form shows, from the machine's tags and `can` (never its state names). */
export function connectBookingForm(snapshot: SnapshotFrom<typeof bookingFormMachine>) {
  return {
    ...connectCartForm(snapshot),
    canSubmit: snapshot.can({ type: 'form.submit' }),
  };
}
