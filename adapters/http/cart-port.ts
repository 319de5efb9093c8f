import type { z } from 'zod';
import type {
  AddToCartRequest,
  CartMachineItem,
  EstimateDetails,
  EstimateRequest,
  RemoveItemInput,
} from '../../core/cart/index';
import {
  type AttachCouponInput,
  type CheckoutRequest,
  type DetachCouponInput,
  strategyForServer,
} from '../../core/checkout/index';
import type { CartPort, CheckoutPort } from '../../core/ports';
import { type Cart, type CartItem, type CheckoutResult, cartCalls } from '../../core/schemas/index';
import { callApi, runCall } from './call';
import type { HttpClient } from './client';

/** The answer of POST /api/carts/checkout: the next action and the processed cart's cuid. */
export type CheckoutAnswer = z.output<NonNullable<typeof cartCalls.checkout.answer>>;
export type TransactionCheckoutInput = z.input<typeof cartCalls.transactionCheckout.request>;
export type WalletPaymentInput = z.input<typeof cartCalls.walletPayment.request>;

/** The cart port over HTTP, plus the full current cart for the pages that show more than the items. */
export interface HttpCartPort extends CartPort {
  /** GET /api/carts/current: the customer's cart, null when there is none. */
  currentCart(): Promise<Cart | null>;
  /** The current cart's items, each the whole JSON item (a `CartMachineItem` and more); [] without a cart. */
  fetchCart(): Promise<CartItem[]>;
  /** DELETE /api/carts/items?item_id= */
  removeItem(input: RemoveItemInput): Promise<void>;
  /** POST /api/carts/items/estimate */
  fetchEstimate(input: EstimateRequest): Promise<EstimateDetails>;
  /** POST /api/carts/items: the updated cart. */
  addToCart(input: AddToCartRequest): Promise<Cart>;
}

/** The checkout port over HTTP, plus the payment hand-offs and the success page's cart. */
export interface HttpCheckoutPort extends CheckoutPort {
  /** POST /api/carts/coupons: the updated cart. */
  attachCoupon(input: AttachCouponInput): Promise<Cart>;
  /** DELETE /api/carts/coupons?cart_id=: the updated cart. */
  detachCoupon(input: DetachCouponInput): Promise<Cart>;
  /** POST /api/carts/checkout */
  submitCheckout(input: CheckoutRequest): Promise<CheckoutAnswer>;
  /** POST /api/transactions/checkout: where to send the browser to pay. */
  transactionCheckout(input: TransactionCheckoutInput): Promise<{ checkout_url: string }>;
  /** POST /api/transactions/wallet */
  walletPayment(input: WalletPaymentInput): Promise<void>;
  /** GET /api/carts/{cuid}: a processed cart for the success page. */
  processedCart(cuid: string): Promise<{ cart: Cart; result: CheckoutResult }>;
  /** POST /api/carts/{cuid}/payment: a new payment after a failed one; where to send the browser. */
  retryPayment(cuid: string): Promise<{ checkout_url: string }>;
}

/**
 * The cart machine's items from GET /api/carts/current. The machine's item type lists only the fields its
 * rules read; the items are kept whole so the drawer can show the rest (participant, activity title...).
 */
export function cartMachineItems(cart: Cart | null): CartItem[] {
  const items = cart?.items ?? [];
  return items satisfies CartMachineItem[];
}

export function createCartPort(client: HttpClient): HttpCartPort {
  const currentCart = async () => (await runCall(callApi(client, cartCalls.currentCart, {}))).cart;
  return {
    currentCart,
    fetchCart: async () => cartMachineItems(await currentCart()),
    removeItem: async (input) => {
      await runCall(callApi(client, cartCalls.removeItem, { item_id: input.item_id }));
    },
    fetchEstimate: (input) =>
      runCall(
        callApi(client, cartCalls.estimate, {
          cart_id: input.cart_id,
          availability_id: input.availability_id,
          availability_dates: input.availability_dates,
          participant_id: input.participant_id,
          options: input.options,
        }),
      ),
    addToCart: async (input) => (await runCall(callApi(client, cartCalls.addItems, input))).cart,
  };
}

export function createCheckoutPort(client: HttpClient): HttpCheckoutPort {
  return {
    attachCoupon: async (input) =>
      (
        await runCall(
          callApi(client, cartCalls.attachCoupon, { cart_id: input.cart_id, coupon: input.coupon }),
        )
      ).cart,
    detachCoupon: async (input) =>
      (await runCall(callApi(client, cartCalls.detachCoupon, { cart_id: input.cart_id }))).cart,
    submitCheckout: (input) =>
      runCall(
        callApi(client, cartCalls.checkout, {
          cart_id: input.cart_id,
          coupon: input.coupon,
          // Already DELAYED for WALLET when built by checkoutRequest(); kept here so nothing else reaches the wire.
          payment_strategy: strategyForServer(input.payment_strategy),
          // The contract takes only `true`; a false one is refused by callApi's validation, never sent.
          terms: input.terms as true,
        }),
      ),
    transactionCheckout: (input) => runCall(callApi(client, cartCalls.transactionCheckout, input)),
    walletPayment: async (input) => {
      await runCall(callApi(client, cartCalls.walletPayment, input));
    },
    processedCart: (cuid) => runCall(callApi(client, cartCalls.processedCart, {}, { params: { cuid } })),
    retryPayment: (cuid) => runCall(callApi(client, cartCalls.retryPayment, {}, { params: { cuid } })),
  };
}
