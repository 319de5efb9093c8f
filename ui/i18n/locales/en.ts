/** English texts. Keys mirror the specification's message keys and the codes core emits. */
export const en = {
  forms: {
    states: { loading: 'Loading…', updated: 'Saved' },
    errors: {
      UNKNOWN_ERROR: 'Something went wrong. Please try again.',
      TIMEOUT: 'The server took too long to answer. Please try again.',
      INVALID_RESPONSE: 'The server sent an answer we could not read.',
      INSUFFICIENT_WALLET_AMOUNT: 'This amount is more than your wallet balance.',
      availability_dates_required: 'Choose at least one date.',
      Mismatch: 'The passwords do not match.',
      required: 'This field is required.',
    },
  },
  form: { messages: { errors: { terms: 'Please accept the terms and conditions.' } } },
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
