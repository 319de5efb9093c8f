import type { SnapshotFrom } from 'xstate';
import type { addFormMachine } from './add-form.machine';
import { connectCartForm } from './cart-form.connect';

/** What the add-to-cart form shows besides its fields' values, from the machine's tags (never state names). */
export function connectAddForm(snapshot: SnapshotFrom<typeof addFormMachine>) {
  const { estimate, estimateError } = snapshot.context;
  return {
    ...connectCartForm(snapshot),
    estimate,
    /** An estimate is due (debounced) or on its way. */
    estimating: snapshot.hasTag('estimating'),
    /** The last estimate was refused: its code, shown in place of the lines. */
    estimateError: snapshot.hasTag('estimateFailed') ? estimateError : null,
  };
}
