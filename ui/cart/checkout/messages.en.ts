/** The English texts of messages.ts (same keys as messages.fr.ts): a page loads only its own language. */
export const en = {
  checkout: {
    head: { checkout: 'Checkout', success: 'Order confirmed' },
    title: 'Checkout',
    login: {
      title: 'Sign in to check out',
      text: 'Your cart is kept with your account.',
      action: 'Sign in',
    },
    empty: {
      title: 'Your cart is empty',
      text: 'There is nothing to check out yet. Browse the activities and add the ones you like.',
      action: 'Back to the home page',
    },
    items: 'Your items',
    coupon: {
      title: 'Discount code',
      label: 'Code',
      attach: 'Apply',
      detach: 'Remove the code',
      applied: 'Code applied: {{title}}',
      amountOff: '{{amount}} off',
      percentageOff: '{{percentage}} off',
      minimum: 'From {{amount}} of purchases',
    },
    summary: {
      title: 'Summary',
      itemsTotal: 'Items',
      wallet: 'Wallet',
      serviceFee: 'Service fee',
      serviceFeeRule: 'Service fee ({{amount}} + {{percentage}})',
      serviceFeeWaived: 'Service fee (none: your wallet pays everything)',
      discount: 'Discount code {{title}}',
      deposit: 'Deposit',
      amountDue: 'Amount due',
      chargedNow: 'Charged online now',
      later: 'Left to pay later',
    },
    payment: {
      title: 'Payment',
      strategy: 'How would you like to pay?',
      strategies: {
        IMMEDIATE: 'Pay online now',
        IMMEDIATE_DEPOSIT: 'Pay the deposit online now',
        DELAYED: 'Bank transfer',
        LATER: 'Pay later',
        WALLET: 'Pay with my wallet',
      },
      descriptions: {
        IMMEDIATE: 'You will be taken to the secure payment page.',
        IMMEDIATE_DEPOSIT: 'You pay {{amount}} now and the rest later.',
        DELAYED: 'The account number and the payment reference are shown after your order.',
        LATER: 'Nothing is charged now: the organiser will tell you how to pay the amount due.',
        WALLET: 'Your wallet balance: {{amount}}.',
      },
      nothingDue: 'Nothing to pay: confirm your order.',
    },
    terms: {
      label: 'I accept the terms and conditions',
      read: 'Read the terms and conditions',
    },
    submit: 'Confirm the order',
    toasts: {
      online: 'Your order is registered: on to the secure payment.',
      delayed: 'Your order is registered.',
    },
    notices: {
      CHECKOUT: {
        COUPON_ATTACHED: 'Your discount code has been applied.',
        COUPON_DETACHED: 'Your discount code has been removed.',
      },
    },
    success: {
      title: 'Thank you for your order!',
      reference: 'Order reference {{reference}}',
      items: 'Your order',
      groups: {
        REGISTRATION: 'Registrations',
        BOOKING: 'Bookings',
        REGISTRATION_REQUEST: 'Registration requests',
        BUNDLE: 'Bundles',
        VOUCHER: 'Gift vouchers',
        MEMBERSHIP: 'Memberships',
      },
      totals: {
        title: 'Amounts',
        itemsTotal: 'Items',
        wallet: 'Paid from the wallet',
        serviceFee: 'Service fee',
        total: 'Total',
        paid: 'Paid',
        outstanding: 'Left to pay',
        status: 'Payment status',
      },
      statuses: {
        PENDING: 'Waiting for payment',
        PAID: 'Paid',
        FAILED: 'Failed',
        CANCELLED: 'Cancelled',
      },
      returns: {
        paid: 'Your payment has been received. A confirmation e-mail is on its way.',
      },
      notPaid: {
        title: 'Your payment did not go through',
        FAILED: 'The online payment failed: nothing was charged.',
        CANCELLED: 'You cancelled the online payment: nothing was charged.',
        kept: 'Your order is recorded and your places are reserved; {{amount}} is left to pay.',
        payTitle: 'Pay for your order',
        payOnline: 'Pay {{amount}} online',
        orTransfer: 'You can also pay by bank transfer with the details below.',
        contact: 'If online payment does not work, contact the organiser to pay another way.',
      },
      strategies: {
        IMMEDIATE: 'Your order is confirmed and paid online.',
        IMMEDIATE_DEPOSIT: 'Your order is confirmed; the deposit is paid online.',
        DELAYED: 'Your order is confirmed. It will be final once your transfer is received.',
        LATER: 'Your order is confirmed. The organiser will tell you how to pay the amount due.',
        WALLET: 'Your order is confirmed and paid from your wallet.',
      },
      transfer: {
        title: 'Pay by bank transfer',
        text: 'Transfer the amount below with the structured reference, so we can match your payment.',
        account: 'Account (IBAN)',
        reference: 'Structured reference',
        amount: 'Amount',
      },
      notFound: 'This order cannot be found in your account.',
      continue: 'Continue browsing',
    },
  },
  forms: {
    errors: {
      PAYMENT: {
        PROVIDER_UNAVAILABLE:
          'Online payment is unavailable at the moment. Please try again in a few minutes.',
        AMOUNT_MISMATCH: 'The amount paid does not match the amount due. Please contact the organiser.',
        INVALID_SIGNATURE:
          'The payment confirmation could not be verified. Please contact the organiser before paying again.',
        ALREADY_PAID: 'This order is already paid: nothing more is charged.',
        NOT_RETRYABLE: 'This order was not paid online: please pay it as shown below.',
      },
      PAYMENT_NOT_FOUND: 'This payment cannot be found. Please contact the organiser before paying again.',
      CHECKOUT: {
        WALLET_AMOUNT_NOT_INTEGER:
          'This wallet amount is not valid. Enter an amount in euros, with at most two decimals.',
        STRATEGY_NOT_ALLOWED: 'This payment method is not available for this order.',
      },
      CART: {
        EMPTY: 'Your cart is empty.',
        ITEMS_EXPIRED: 'The items of your cart have expired. Please add them again.',
      },
      COUPON: {
        INVALID: 'This discount code is not valid.',
        MIN_TOTAL_NOT_REACHED: 'Your cart does not reach the minimum amount for this code.',
      },
    },
  },
};
