/** The notification trigger of a processed cart (part 2 §9 "Notification triggers: … cart.processed"). */
export const CART_PROCESSED_TRIGGER = 'cart.processed';

export type OnlinePaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';

/**
 * One step that may process a cart: a checkout submit (repeated submits answer what the first did), or a
 * provider event moving a payment from one status to another (a replayed event finds it already moved).
 */
export type CartProcessingStep =
  | { kind: 'checkout'; alreadyProcessed: boolean; onlinePaymentOpened: boolean }
  | {
      kind: 'payment';
      paymentKind: 'CHECKOUT' | 'CHECKOUT_RETRY' | 'TRANSACTION';
      from: OnlinePaymentStatus;
      to: OnlinePaymentStatus;
    };

/**
 * Whether this step is the one that sends the cart's confirmation ("Default notification: cart confirmed,
 * sent to customers at once"), so it goes exactly once: the checkout that processes a cart paid without the
 * provider (bank transfer, later, wallet, nothing due), or the move from PENDING to PAID of the checkout
 * payment or of the retry that replaced it when it failed. A repeated submit or a replayed event confirms nothing.
 */
export function confirmsCart(step: CartProcessingStep): boolean {
  if (step.kind === 'checkout') return !step.alreadyProcessed && !step.onlinePaymentOpened;
  // A retry (payment-retry.rules.ts) stands for the checkout payment that failed: at most one attempt is paid.
  return (
    (step.paymentKind === 'CHECKOUT' || step.paymentKind === 'CHECKOUT_RETRY') &&
    step.from === 'PENDING' &&
    step.to === 'PAID'
  );
}
