/** The English texts of messages.ts (same keys as messages.fr.ts): a page loads only its own language. */
export const en = {
  forms: {
    errors: {
      CART_NOT_FOUND: 'Your cart could not be found: it may have expired. Please add your items again.',
      CART_ITEM_NOT_FOUND: 'This item is no longer in your cart.',
    },
  },
  cart: {
    drawer: {
      title: 'Your cart',
      close: 'Close the cart',
      login: {
        title: 'Sign in to see your cart',
        text: 'Your cart is kept with your account. Sign in to add activities and pay for them.',
        action: 'Sign in',
      },
      empty: {
        title: 'Your cart is empty',
        subtitle: 'Browse the activities and add the ones you like: they will wait for you here.',
      },
      items: 'Items in your cart',
      total: 'Total',
      itemsTotal: 'Items',
      wallet: 'Wallet',
      serviceFee: 'Service fee ({{amount}} + {{percentage}})',
      serviceFeeWaived: 'Service fee (none: your wallet pays everything)',
      amountDue: 'Amount to pay',
      depositTotal: 'Deposits',
      count_one: '{{count}} item',
      count_other: '{{count}} items',
      checkout: 'Checkout',
    },
    item: {
      types: {
        REGISTRATION: 'Registration',
        BOOKING: 'Booking',
        BUNDLE: 'Bundle',
        VOUCHER: 'Gift voucher',
        MEMBERSHIP: 'Membership',
        REGISTRATION_REQUEST: 'Registration request',
      },
      participant: 'Participant: {{name}}',
      participants: 'Participants: {{names}}',
      dates: 'Dates',
      slots: 'Time slots',
      requested: 'Requested sessions',
      deposit: 'Deposit {{amount}}',
      price: 'Price',
      remove: 'Remove {{title}}',
      removeShort: 'Remove',
      removing: 'Removing…',
      expires: 'Held until {{time}}',
    },
  },
};
