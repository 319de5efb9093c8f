/**
 * The IO the machines need from outside, as plain async functions. The edge (adapters/http in the
 * browser, direct calls in tests or the inspector) implements a port; `*Actors(port)` turns it into the
 * named actors a machine declares, for `machine.provide({ actors: cartActors(port) })`.
 * Every function rejects with an object carrying `code` (see core/errors `failureCode`).
 */
import { fromPromise } from 'xstate';
import type {
  AddToCartRequest,
  CartMachineItem,
  EstimateDetails,
  EstimateRequest,
  RemoveItemInput,
} from './cart/index';
import type {
  AttachCouponInput,
  CheckoutRequest,
  CheckoutResponse,
  DetachCouponInput,
} from './checkout/index';
import type { EditEstimate, RegistrationUpdatePayload } from './registration/index';
import type { RequestTier } from './request/index';
import type { RedeemableVoucher, RedeemPayload } from './voucher/index';

/** "Now" comes from here, never from inside a rule; machines get it as input and `*.tick` events. */
export interface Clock {
  /** The current instant as an ISO string. */
  now(): string;
}

/** The customer's cart (part 2 §7 "Cart"). */
export interface CartPort {
  fetchCart(): Promise<CartMachineItem[]>;
  removeItem(input: RemoveItemInput): Promise<void>;
  fetchEstimate(input: EstimateRequest): Promise<EstimateDetails>;
  addToCart(input: AddToCartRequest): Promise<unknown>;
}

/** Coupons and checkout (POST/DELETE /api/carts/coupons, POST /api/carts/checkout). */
export interface CheckoutPort {
  attachCoupon(input: AttachCouponInput): Promise<unknown>;
  detachCoupon(input: DetachCouponInput): Promise<unknown>;
  submitCheckout(input: CheckoutRequest): Promise<CheckoutResponse>;
}

/** Editing a registration (PUT /api/registrations) with an optional re-pricing estimate. */
export interface RegistrationPort {
  /** Re-pricing while editing an automatic price; without it the edit shows no estimate. */
  fetchEstimate?(input: RegistrationUpdatePayload): Promise<EditEstimate | null>;
  updateRegistration(input: RegistrationUpdatePayload): Promise<unknown>;
}

/** Registration-request tiers (GET /api/activities/{cuid}/registrations-requests-configuration). */
export interface RequestPort {
  fetchTiers(input: { activityCuid: string }): Promise<RequestTier[]>;
}

/** Voucher redemption (GET and PUT /api/vouchers/redeem). */
export interface VoucherPort {
  fetchVoucher(input: { code: string }): Promise<RedeemableVoucher>;
  redeemVoucher(input: RedeemPayload): Promise<{ cuid: string }>;
}

export const cartActors = (port: CartPort) => ({
  fetchCart: fromPromise<CartMachineItem[], Record<string, never>>(() => port.fetchCart()),
  removeItem: fromPromise<void, RemoveItemInput>(({ input }) => port.removeItem(input)),
});

export const addFormActors = (port: CartPort) => ({
  fetchEstimate: fromPromise<EstimateDetails, EstimateRequest>(({ input }) => port.fetchEstimate(input)),
  addToCart: fromPromise<unknown, AddToCartRequest>(({ input }) => port.addToCart(input)),
});

export const checkoutActors = (port: CheckoutPort) => ({
  attachCoupon: fromPromise<unknown, AttachCouponInput>(({ input }) => port.attachCoupon(input)),
  detachCoupon: fromPromise<unknown, DetachCouponInput>(({ input }) => port.detachCoupon(input)),
  submitCheckout: fromPromise<CheckoutResponse, CheckoutRequest>(({ input }) => port.submitCheckout(input)),
});

export const registrationEditActors = (port: RegistrationPort) => {
  const { fetchEstimate } = port;
  return {
    ...(fetchEstimate
      ? {
          fetchEstimate: fromPromise<EditEstimate | null, RegistrationUpdatePayload>(({ input }) =>
            fetchEstimate(input),
          ),
        }
      : {}),
    updateRegistration: fromPromise<unknown, RegistrationUpdatePayload>(({ input }) =>
      port.updateRegistration(input),
    ),
  };
};

export const requestTiersActors = (port: RequestPort) => ({
  fetchTiers: fromPromise<RequestTier[], { activityCuid: string }>(({ input }) => port.fetchTiers(input)),
});

export const voucherConfirmationActors = (port: VoucherPort) => ({
  fetchVoucher: fromPromise<RedeemableVoucher, { code: string }>(({ input }) => port.fetchVoucher(input)),
  redeemVoucher: fromPromise<{ cuid: string }, RedeemPayload>(({ input }) => port.redeemVoucher(input)),
});
