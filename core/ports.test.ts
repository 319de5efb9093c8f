import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { addFormMachine, cartMachine } from './cart/index';
import { checkoutMachine } from './checkout/index';
import {
  addFormActors,
  type CartPort,
  type CheckoutPort,
  cartActors,
  checkoutActors,
  type RegistrationPort,
  registrationEditActors,
  requestTiersActors,
  type VoucherPort,
  voucherConfirmationActors,
} from './ports';
import { registrationEditMachine } from './registration/index';
import { requestTiersMachine } from './request/index';
import { voucherConfirmationMachine } from './voucher/index';

const rejected = (code: string) => Promise.reject({ code });

describe('ports plug into the machines', () => {
  it('every machine accepts the actors built from its port (checked by the compiler)', () => {
    const cart: CartPort = {
      fetchCart: async () => [],
      removeItem: async () => undefined,
      fetchEstimate: () => rejected('NOT_USED'),
      addToCart: async () => undefined,
    };
    const checkout: CheckoutPort = {
      attachCoupon: async () => undefined,
      detachCoupon: async () => undefined,
      submitCheckout: async () => ({ next_action: null, next_action_url: null }),
    };
    const registration: RegistrationPort = {
      fetchEstimate: async () => null,
      updateRegistration: async () => undefined,
    };
    const machines = [
      cartMachine.provide({ actors: cartActors(cart) }),
      addFormMachine.provide({ actors: addFormActors(cart) }),
      checkoutMachine.provide({ actors: checkoutActors(checkout) }),
      registrationEditMachine.provide({ actors: registrationEditActors(registration) }),
      requestTiersMachine.provide({ actors: requestTiersActors({ fetchTiers: async () => [] }) }),
    ];
    expect(machines).toHaveLength(5);
  });

  it('a voucher port drives the confirmation machine to redeemed', async () => {
    const redeemed: unknown[] = [];
    const port: VoucherPort = {
      fetchVoucher: async ({ code }) => ({
        code,
        total_amount: 5_000,
        paid_amount: 5_000,
        expires_at: null,
        redeemed_at: null,
        voucher: { title: 'Gift', bundle: null },
      }),
      redeemVoucher: async (payload) => {
        redeemed.push(payload);
        return { cuid: 'owned-voucher-1' };
      },
    };
    const machine = voucherConfirmationMachine.provide({ actors: voucherConfirmationActors(port) });
    const actor = createActor(machine, {
      input: { code: 'GIFT-1', now: '2026-11-22T10:00:00.000Z' },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.can({ type: 'voucher.submit' }));
    actor.send({ type: 'voucher.submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ cuid: 'owned-voucher-1' });
    expect(redeemed).toEqual([{ code: 'GIFT-1', participant_id: null }]);
  });

  it('a port rejection reaches the machine as its code', async () => {
    const port: VoucherPort = {
      fetchVoucher: () => rejected('VOUCHER_NOT_FOUND'),
      redeemVoucher: () => rejected('NOT_USED'),
    };
    const machine = voucherConfirmationMachine.provide({ actors: voucherConfirmationActors(port) });
    const actor = createActor(machine, { input: { code: 'NOPE', now: '2026-11-22T10:00:00.000Z' } }).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(failed.context.error).toBe('VOUCHER_NOT_FOUND');
  });
});
