import fc from 'fast-check';
import { type Actor, waitFor } from 'xstate';
import type { checkoutMachine } from './checkout.machine';
import type { CheckoutInput } from './index';

/** Fixtures and walks the checkout machine's tests share (its machine and connect tests, the HTTP ports' test). */

export const CHECKOUT_NOW = '2026-03-01T10:00:00.000Z';
/** A quarter of an hour after CHECKOUT_NOW: the cart's items are still held. */
export const CHECKOUT_LATER = '2026-03-01T10:15:00.000Z';

/** An item's hold expiry for the properties: an hour before CHECKOUT_NOW, exactly then (expired), or still held. */
export const holdExpiry = fc.constantFrom('2026-03-01T09:00:00.000Z', CHECKOUT_NOW, CHECKOUT_LATER);

/**
 * The checkout page's input for cart 42 (one 50,00 € line, 10,00 € deposit, held until CHECKOUT_LATER), 10,00 €
 * in the wallet, no service fee, online payments and bank transfers both offered (online first).
 */
export function checkoutInput(
  overrides: Partial<CheckoutInput> = {},
  couponId: number | null = null,
): CheckoutInput {
  return {
    cart: {
      id: 42,
      cuid: 'cart42',
      coupon_id: couponId,
      coupon: { active: true },
      items: [{ price: 5000, deposit: 1000, expires_at: CHECKOUT_LATER }],
    },
    wallet: { amount: 1000 },
    serviceFees: { amount: 0, percentage: 0 },
    methods: [
      { type: 'DELAYED', priority: 2 },
      { type: 'IMMEDIATE', priority: 1 },
    ],
    settings: { online: true, bankTransfers: true },
    now: CHECKOUT_NOW,
    ...overrides,
  };
}

/**
 * The checkout page's coupon walk: ' SPRING ' attached, then detached, then 'SUMMER' attached, the terms
 * accepted and the checkout submitted. Returns the snapshots once attached, once detached and once checked
 * out, for each test to read what its own fakes recorded.
 */
export async function couponWalk(actor: Actor<typeof checkoutMachine>) {
  actor.send({ type: 'coupon.change', value: ' SPRING ' });
  actor.send({ type: 'coupon.attach' });
  const attached = await waitFor(actor, (snapshot) => snapshot.matches({ coupon: 'attached' }));
  actor.send({ type: 'coupon.detach' });
  const detached = await waitFor(actor, (snapshot) => snapshot.matches({ coupon: 'detached' }));
  actor.send({ type: 'coupon.change', value: 'SUMMER' });
  actor.send({ type: 'coupon.attach' });
  await waitFor(actor, (snapshot) => snapshot.matches({ coupon: 'attached' }));
  actor.send({ type: 'terms.set', checked: true });
  actor.send({ type: 'checkout.submit' });
  const done = await waitFor(actor, (snapshot) => snapshot.matches({ form: 'succeeded' }));
  return { attached, detached, done };
}
