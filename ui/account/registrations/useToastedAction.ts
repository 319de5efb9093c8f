import { useState } from 'react';
import { useMinimumDisplay } from '../../app/minimum-display';
import { useToast } from '../../toasts/Toasts';

/**
 * A dialog's action with the form toast (part 1 §4: loading, then the success or the error in its place)
 * and its pending state; `showPending` keeps a shown loader 350 ms (part 2 §9).
 */
export function useToastedAction() {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const showPending = useMinimumDisplay(pending);
  /** Calls `call`, then says `success` and runs `then`; a failure of either is the error toast. */
  async function run(call: () => Promise<unknown>, success: string, then: () => Promise<void>) {
    setPending(true);
    toast.form.loading();
    try {
      await call();
      toast.form.success(success);
      await then();
    } catch (failure) {
      toast.form.error(failure);
    } finally {
      setPending(false);
    }
  }
  return { pending, showPending, run };
}
