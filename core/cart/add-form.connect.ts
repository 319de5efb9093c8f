import type { SnapshotFrom } from 'xstate';
import type { addFormMachine } from './add-form.machine';

/** What the add-to-cart form shows besides its fields' values, from the machine's tags (never state names). */
export function connectAddForm(snapshot: SnapshotFrom<typeof addFormMachine>) {
  const { values, errors, estimate, estimateError, error, message } = snapshot.context;
  return {
    values,
    errors,
    error,
    message,
    submitting: snapshot.hasTag('submitting'),
    /** The registration is in the cart; any change makes the form editable again. */
    added: snapshot.hasTag('added'),
    estimate,
    /** An estimate is due (debounced) or on its way. */
    estimating: snapshot.hasTag('estimating'),
    /** The last estimate was refused: its code, shown in place of the lines. */
    estimateError: snapshot.hasTag('estimateFailed') ? estimateError : null,
  };
}
