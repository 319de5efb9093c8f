import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine';

export type CheckoutMachineSnapshot = SnapshotFrom<typeof checkoutMachine>;

/**
 * What the checkout page may show and offer, read from the machine's tags and `can` (never its state
 * names), so the page renders this view and the machine may reshape its states freely.
 */
export function connectCheckout(snapshot: CheckoutMachineSnapshot) {
  const { context } = snapshot;
  return {
    /** A coupon call or the checkout is running: the form toast shows its loader. */
    busy: snapshot.hasTag('busy'),
    attachingCoupon: snapshot.hasTag('coupon.attaching'),
    detachingCoupon: snapshot.hasTag('coupon.detaching'),
    /** The box shows the attached coupon (also while it is being detached). */
    couponShown: snapshot.hasTag('coupon.shown'),
    canAttachCoupon: snapshot.can({ type: 'coupon.attach' }),
    /** The form takes choices (strategy, terms) only while editing. */
    editing: snapshot.hasTag('editing'),
    submitting: snapshot.hasTag('submitting'),
    summary: context.summary,
    allowed: context.allowed,
    strategy: context.strategy,
    terms: context.terms,
    couponText: context.couponText,
    couponError: context.couponError,
    fieldErrors: context.fieldErrors,
    error: context.error,
    serviceFees: context.serviceFees,
    wallet: context.wallet,
    settings: context.settings,
    now: context.now,
  };
}

export type CheckoutView = ReturnType<typeof connectCheckout>;
