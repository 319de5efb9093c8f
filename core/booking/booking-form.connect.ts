import type { SnapshotFrom } from 'xstate';
import type { bookingFormMachine } from './booking-form.machine';

/** What the booking form shows, from the machine's tags and `can` (never its state names). */
export function connectBookingForm(snapshot: SnapshotFrom<typeof bookingFormMachine>) {
  const { values, errors, error, message } = snapshot.context;
  return {
    values,
    errors,
    error,
    message,
    submitting: snapshot.hasTag('submitting'),
    /** The booking is in the cart; any change makes the form editable again. */
    added: snapshot.hasTag('added'),
    canSubmit: snapshot.can({ type: 'form.submit' }),
  };
}
