import { CART_LIMITS } from '../../../core/cart/index';

/** English texts. Keys mirror the specification's message keys and the codes core emits. */
export const en = {
  forms: {
    states: { loading: 'Loading…', updated: 'Saved' },
    field: { optional: 'optional', choose: 'Choose an answer' },
    errors: {
      NOT_FOUND: 'What you are looking for does not exist or is no longer available.',
      INTERNAL_ERROR: 'Something went wrong on our side. Please try again in a moment.',
      INVALID_JSON: 'Your request could not be read. Reload the page and try again.',
      UNAUTHENTICATED: 'Please sign in to continue.',
      ORGANISER_NOT_FOUND: 'This website is not linked to any organiser. Check the address in your browser.',
      CUSTOMER_MISMATCH: 'This action belongs to another account. Sign in again, then try again.',
      RATE_LIMITED: 'Too many attempts. Please try again in a few minutes.',
      PAYLOAD_TOO_LARGE: 'What you sent is too large. Shorten the longest fields and try again.',
      CART: {
        QUANTITY_TOO_LARGE: `That quantity is too large: choose at most ${CART_LIMITS.lineQuantity} at a time.`,
        TOO_MANY_ITEMS: `Your cart is full: it can hold ${CART_LIMITS.items} items at most. Check out or remove some first.`,
        TOO_MANY_DATES: 'Your cart holds too many dates at once. Check out or remove some items first.',
      },
      DATABASE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a few minutes.',
      CSRF: {
        CROSS_SITE_REQUEST: 'This request was refused for your security. Reload the page and try again.',
        ORIGIN_REQUIRED:
          'Your browser did not say where this request came from, so it was refused. Reload the page and try again.',
      },
      UNKNOWN_ERROR: 'Something went wrong. Please try again.',
      TIMEOUT: 'The server took too long to answer. Please try again.',
      INVALID_RESPONSE: 'The server sent an answer we could not read.',
      INSUFFICIENT_WALLET_AMOUNT: 'This amount is more than your wallet balance.',
      availability_dates_required: 'Choose at least one date.',
      Mismatch: 'The passwords do not match.',
      required: 'This field is required.',
    },
  },
  form: {
    messages: {
      errors: {
        terms: 'Please accept the terms and conditions.',
        too_long: 'This value is too long.',
      },
    },
  },
  register: {
    form: {
      messages: { errors: { terms: 'Please accept the terms and conditions to create your account.' } },
    },
  },
  registrations: {
    edit: { form: { messages: { availability_dates: { required: 'Keep at least one date.' } } } },
  },
  cart: { messages: { updated: 'Your cart has been updated.' } },
  logout: { form: { messages: { success: 'You are signed out.' } } },
  transactions: {
    wallet: { create: { form: { messages: { success: 'Your wallet payment has been recorded.' } } } },
  },
  preview: { navigationDisabled: 'Navigation disabled in preview mode.' },
};

export type Messages = typeof en;
