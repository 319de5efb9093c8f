import { and, assign, emit, fromPromise, not, or, setup, stateIn } from 'xstate';
import { failureCode } from '../errors/index';
import {
  allowedStrategies,
  CHECKOUT_ERRORS,
  type CheckoutCart,
  type CheckoutRequest,
  type CheckoutResponse,
  type CheckoutSummary,
  canAttachCoupon,
  canSelectStrategy,
  checkoutRequest,
  checkoutSummary,
  defaultPaymentStrategy,
  hasAttachedCoupon,
  nextAction,
  type PaymentMethod,
  type PaymentMethodsSettings,
  type PaymentStrategy,
  type ServiceFees,
  termsError,
  type WalletBalance,
} from './checkout.rules';

/** The cart as the checkout machine keeps it (JSON). */
export interface CheckoutMachineCart extends CheckoutCart {
  id: number;
  cuid: string;
  coupon_id?: number | null;
  items: Array<{ price: number; deposit?: number | null; expires_at: string }>;
  coupon?: { active: boolean } | null;
}

export interface CheckoutInput {
  cart: CheckoutMachineCart;
  wallet: WalletBalance;
  serviceFees: ServiceFees;
  methods: PaymentMethod[];
  settings: PaymentMethodsSettings;
  /** ISO instant from the caller's clock. */
  now: string;
}

export interface CheckoutContext extends CheckoutInput {
  summary: CheckoutSummary;
  allowed: PaymentStrategy[];
  strategy: PaymentStrategy;
  terms: boolean;
  /** The coupon field's text. */
  couponText: string;
  /** A coupon was detached in this checkout (an attach failing afterwards returns to `detached`). */
  couponDetached: boolean;
  fieldErrors: Record<string, string>;
  error: string | null;
  couponError: string | null;
  message: string | null;
  redirectUrl: string | null;
  successPath: string | null;
}

export type CheckoutEvent =
  | { type: 'strategy.select'; strategy: PaymentStrategy }
  | { type: 'terms.set'; checked: boolean }
  | { type: 'coupon.change'; value: string }
  | { type: 'coupon.attach' }
  | { type: 'coupon.detach' }
  | { type: 'cart.updated'; cart: CheckoutMachineCart; wallet?: WalletBalance; now?: string }
  | { type: 'checkout.submit' };

export interface AttachCouponInput {
  cart_id: number;
  coupon: string;
}

export interface DetachCouponInput {
  cart_id: number;
}

/** Stable message codes (the spec lists these successes without keys). */
export const CHECKOUT_MESSAGES = {
  couponAttached: 'CHECKOUT.COUPON_ATTACHED',
  couponDetached: 'CHECKOUT.COUPON_DETACHED',
} as const;

/** Declared here, provided by the edge (POST /api/carts/coupons). */
export const attachCouponLogic = fromPromise<unknown, AttachCouponInput>(async () => {
  throw new Error('attachCoupon actor not provided');
});

/** Declared here, provided by the edge (DELETE /api/carts/coupons?cart_id=). */
export const detachCouponLogic = fromPromise<unknown, DetachCouponInput>(async () => {
  throw new Error('detachCoupon actor not provided');
});

/** Declared here, provided by the edge (POST /api/carts/checkout). */
export const submitCheckoutLogic = fromPromise<CheckoutResponse, CheckoutRequest>(async () => {
  throw new Error('submitCheckout actor not provided');
});

/** Summary, allowed strategies and the strategy kept (or defaulted) for a cart and wallet. */
function derive(
  input: CheckoutInput,
  chosen: PaymentStrategy | null,
): Pick<CheckoutContext, 'summary' | 'allowed' | 'strategy'> {
  const summary = checkoutSummary(input.cart, input.wallet, input.serviceFees, input.now);
  const strategyInput = { summary, wallet: input.wallet, methods: input.methods, settings: input.settings };
  const allowed = allowedStrategies(strategyInput);
  const strategy =
    chosen !== null && canSelectStrategy(allowed, chosen) ? chosen : defaultPaymentStrategy(strategyInput);
  return { summary, allowed, strategy };
}

function submittedCoupon(text: string): string | null {
  const coupon = text.trim();
  return coupon === '' ? null : coupon;
}

/**
 * What the checkout tells its edge once it is decided (`actor.on(type, …)`): the edge shows the toast, reloads
 * the app-wide cart or navigates, without watching state names.
 */
export type CheckoutOutcome =
  | { type: 'coupon.attached' }
  | { type: 'coupon.detached' }
  | { type: 'coupon.failed'; code: string }
  | { type: 'checkout.failed'; code: string }
  | { type: 'checkout.redirecting'; url: string }
  | { type: 'checkout.succeeded'; path: string };

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutOutcome,
    tags: {} as 'busy' | 'coupon.attaching' | 'coupon.detaching' | 'coupon.shown' | 'editing' | 'submitting',
  },
  actors: {
    attachCoupon: attachCouponLogic,
    detachCoupon: detachCouponLogic,
    submitCheckout: submitCheckoutLogic,
  },
  guards: {
    hasAttachedCoupon: ({ context }) => hasAttachedCoupon(context.cart),
    wasDetached: ({ context }) => context.couponDetached,
    canAttachCoupon: ({ context }) => canAttachCoupon(context.couponText),
    canSelectStrategy: ({ context }, params: { strategy: PaymentStrategy }) =>
      canSelectStrategy(context.allowed, params.strategy),
    hasAcceptedTerms: ({ context }) => termsError(context.terms) === null,
    /** The coupon the order would carry is still being decided by the server. */
    isCouponPending: or([stateIn({ coupon: 'attaching' }), stateIn({ coupon: 'detaching' })]),
    isPaymentRedirect: (_, params: { response: CheckoutResponse }) =>
      nextAction(params.response, '').kind === 'redirect',
  },
  actions: {
    selectStrategy: assign((_, params: { strategy: PaymentStrategy }) => ({ strategy: params.strategy })),
    setTerms: assign(({ context }, params: { checked: boolean }) => {
      const { terms: _removed, ...others } = context.fieldErrors;
      return { terms: params.checked, fieldErrors: params.checked ? others : context.fieldErrors };
    }),
    showTermsError: assign(({ context }) => ({
      fieldErrors: { ...context.fieldErrors, terms: termsError(context.terms) ?? CHECKOUT_ERRORS.terms },
    })),
    setCouponText: assign((_, params: { value: string }) => ({
      couponText: params.value,
      couponError: null,
    })),
    startCoupon: assign({ couponError: null, message: null }),
    setCouponAttached: assign({ message: CHECKOUT_MESSAGES.couponAttached }),
    setCouponDetached: assign({
      message: CHECKOUT_MESSAGES.couponDetached,
      couponText: '',
      couponDetached: true,
    }),
    setCouponError: assign((_, params: { error: unknown }) => ({ couponError: failureCode(params.error) })),
    updateCart: assign(
      ({ context }, params: { cart: CheckoutMachineCart; wallet?: WalletBalance; now?: string }) => {
        const input: CheckoutInput = {
          ...context,
          cart: params.cart,
          wallet: params.wallet ?? context.wallet,
          now: params.now ?? context.now,
        };
        return { cart: input.cart, wallet: input.wallet, now: input.now, ...derive(input, context.strategy) };
      },
    ),
    startSubmit: assign({ error: null, message: null, fieldErrors: {} }),
    setNextAction: assign(({ context }, params: { response: CheckoutResponse }) => {
      const next = nextAction(params.response, context.cart.cuid);
      return next.kind === 'redirect' ? { redirectUrl: next.url } : { successPath: next.path };
    }),
    setError: assign((_, params: { error: unknown }) => ({ error: failureCode(params.error) })),
    announceCouponAttached: emit({ type: 'coupon.attached' } as const),
    announceCouponDetached: emit({ type: 'coupon.detached' } as const),
    announceCouponFailed: emit(({ context }) => ({
      type: 'coupon.failed' as const,
      code: context.couponError ?? 'UNKNOWN_ERROR',
    })),
    announceCheckoutFailed: emit(({ context }) => ({
      type: 'checkout.failed' as const,
      code: context.error ?? 'UNKNOWN_ERROR',
    })),
    announceRedirect: emit(({ context }) => ({
      type: 'checkout.redirecting' as const,
      url: context.redirectUrl ?? '',
    })),
    announceSuccess: emit(({ context }) => ({
      type: 'checkout.succeeded' as const,
      path: context.successPath ?? '',
    })),
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    ...derive(input, null),
    terms: false,
    couponText: '',
    couponDetached: false,
    fieldErrors: {},
    error: null,
    couponError: null,
    message: null,
    redirectUrl: null,
    successPath: null,
  }),
  on: {
    'cart.updated': {
      actions: {
        type: 'updateCart',
        params: ({ event }) => ({ cart: event.cart, wallet: event.wallet, now: event.now }),
      },
    },
  },
  states: {
    coupon: {
      initial: 'resolving',
      states: {
        /** Transient: the cart comes with a coupon attached or not. */
        resolving: {
          always: [{ guard: 'hasAttachedCoupon', target: 'attached' }, { target: 'none' }],
        },
        none: {
          on: {
            'coupon.change': {
              actions: { type: 'setCouponText', params: ({ event }) => ({ value: event.value }) },
            },
            'coupon.attach': { guard: 'canAttachCoupon', target: 'attaching' },
          },
        },
        attaching: {
          tags: ['busy', 'coupon.attaching'],
          entry: 'startCoupon',
          invoke: {
            id: 'attachCoupon',
            src: 'attachCoupon',
            input: ({ context }) => ({ cart_id: context.cart.id, coupon: context.couponText.trim() }),
            onDone: { target: 'attached', actions: ['setCouponAttached', 'announceCouponAttached'] },
            onError: [
              {
                guard: 'wasDetached',
                target: 'detached',
                actions: [
                  { type: 'setCouponError', params: ({ event }) => ({ error: event.error }) },
                  'announceCouponFailed',
                ],
              },
              {
                target: 'none',
                actions: [
                  { type: 'setCouponError', params: ({ event }) => ({ error: event.error }) },
                  'announceCouponFailed',
                ],
              },
            ],
          },
        },
        attached: {
          tags: ['coupon.shown'],
          on: { 'coupon.detach': { target: 'detaching' } },
        },
        detaching: {
          tags: ['busy', 'coupon.detaching', 'coupon.shown'],
          entry: 'startCoupon',
          invoke: {
            id: 'detachCoupon',
            src: 'detachCoupon',
            input: ({ context }) => ({ cart_id: context.cart.id }),
            onDone: { target: 'detached', actions: ['setCouponDetached', 'announceCouponDetached'] },
            onError: {
              target: 'attached',
              actions: [
                { type: 'setCouponError', params: ({ event }) => ({ error: event.error }) },
                'announceCouponFailed',
              ],
            },
          },
        },
        detached: {
          on: {
            'coupon.change': {
              actions: { type: 'setCouponText', params: ({ event }) => ({ value: event.value }) },
            },
            'coupon.attach': { guard: 'canAttachCoupon', target: 'attaching' },
          },
        },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          tags: ['editing'],
          on: {
            'strategy.select': {
              guard: { type: 'canSelectStrategy', params: ({ event }) => ({ strategy: event.strategy }) },
              actions: { type: 'selectStrategy', params: ({ event }) => ({ strategy: event.strategy }) },
            },
            'terms.set': {
              actions: { type: 'setTerms', params: ({ event }) => ({ checked: event.checked }) },
            },
            // Not while a coupon attach/detach is in flight: the order must carry the coupon the customer sees.
            'checkout.submit': [
              {
                guard: and(['hasAcceptedTerms', not('isCouponPending')]),
                target: 'submitting',
                actions: 'startSubmit',
              },
              { guard: not('isCouponPending'), actions: 'showTermsError' },
            ],
          },
        },
        submitting: {
          tags: ['busy', 'submitting'],
          invoke: {
            id: 'submitCheckout',
            src: 'submitCheckout',
            input: ({ context }) =>
              checkoutRequest({
                cart_id: context.cart.id,
                coupon: submittedCoupon(context.couponText),
                strategy: context.strategy,
                terms: context.terms,
              }),
            onDone: [
              {
                guard: { type: 'isPaymentRedirect', params: ({ event }) => ({ response: event.output }) },
                target: 'redirectingToPayment',
                actions: [
                  { type: 'setNextAction', params: ({ event }) => ({ response: event.output }) },
                  'announceRedirect',
                ],
              },
              {
                target: 'succeeded',
                actions: [
                  { type: 'setNextAction', params: ({ event }) => ({ response: event.output }) },
                  'announceSuccess',
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                'announceCheckoutFailed',
              ],
            },
          },
        },
        /** The edge sends the browser to context.redirectUrl. */
        redirectingToPayment: {},
        /** The edge revalidates the cart and goes to context.successPath. */
        succeeded: {},
      },
    },
  },
});
