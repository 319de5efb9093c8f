import type { AreaMessages } from '../i18n/area';

/** Texts of the checkout screens (fr and en: the resources test checks both have the same keys). */
export const checkoutMessages = {
  en: {
    checkout: {
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
        deposit: 'Deposit',
        amountDue: 'Amount due',
      },
      payment: {
        title: 'Payment',
        strategy: 'How would you like to pay?',
        strategies: {
          IMMEDIATE: 'Pay online now',
          IMMEDIATE_DEPOSIT: 'Pay the deposit online now',
          DELAYED: 'Bank transfer',
          WALLET: 'Pay with my wallet',
        },
        descriptions: {
          IMMEDIATE: 'You will be taken to the secure payment page.',
          IMMEDIATE_DEPOSIT: 'You pay {{amount}} now and the rest later.',
          DELAYED: 'The account number and the payment reference are shown after your order.',
          WALLET: 'Your wallet balance: {{amount}}.',
        },
        nothingDue: 'Nothing to pay: confirm your order.',
      },
      terms: {
        label: 'I accept the terms and conditions',
        read: 'Read the terms and conditions',
      },
      submit: 'Confirm the order',
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
          failed: 'Your payment failed. Your order is kept: you can pay the amount left by bank transfer.',
          cancelled:
            'You cancelled the payment. Your order is kept: you can pay the amount left by bank transfer.',
        },
        strategies: {
          IMMEDIATE: 'Your order is confirmed and paid online.',
          IMMEDIATE_DEPOSIT: 'Your order is confirmed; the deposit is paid online.',
          DELAYED: 'Your order is confirmed. It will be final once your transfer is received.',
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
  },
  fr: {
    checkout: {
      title: 'Commande',
      login: {
        title: 'Connectez-vous pour passer commande',
        text: 'Votre panier est lié à votre compte.',
        action: 'Se connecter',
      },
      empty: {
        title: 'Votre panier est vide',
        text: 'Il n’y a encore rien à commander. Parcourez les activités et ajoutez celles qui vous plaisent.',
        action: 'Retour à l’accueil',
      },
      items: 'Vos articles',
      coupon: {
        title: 'Code promo',
        label: 'Code',
        attach: 'Appliquer',
        detach: 'Retirer le code',
        applied: 'Code appliqué : {{title}}',
        amountOff: '{{amount}} de réduction',
        percentageOff: '{{percentage}} de réduction',
        minimum: 'À partir de {{amount}} d’achats',
      },
      summary: {
        title: 'Récapitulatif',
        itemsTotal: 'Articles',
        wallet: 'Portefeuille',
        serviceFee: 'Frais de service',
        deposit: 'Acompte',
        amountDue: 'Montant à payer',
      },
      payment: {
        title: 'Paiement',
        strategy: 'Comment souhaitez-vous payer ?',
        strategies: {
          IMMEDIATE: 'Payer en ligne maintenant',
          IMMEDIATE_DEPOSIT: 'Payer l’acompte en ligne maintenant',
          DELAYED: 'Virement bancaire',
          WALLET: 'Payer avec mon portefeuille',
        },
        descriptions: {
          IMMEDIATE: 'Vous serez redirigé vers la page de paiement sécurisée.',
          IMMEDIATE_DEPOSIT: 'Vous payez {{amount}} maintenant et le solde plus tard.',
          DELAYED: 'Le numéro de compte et la communication structurée s’affichent après la commande.',
          WALLET: 'Solde de votre portefeuille : {{amount}}.',
        },
        nothingDue: 'Rien à payer : confirmez votre commande.',
      },
      terms: {
        label: 'J’accepte les conditions générales',
        read: 'Lire les conditions générales',
      },
      submit: 'Confirmer la commande',
      notices: {
        CHECKOUT: {
          COUPON_ATTACHED: 'Votre code promo a été appliqué.',
          COUPON_DETACHED: 'Votre code promo a été retiré.',
        },
      },
      success: {
        title: 'Merci pour votre commande !',
        reference: 'Référence de commande {{reference}}',
        items: 'Votre commande',
        groups: {
          REGISTRATION: 'Inscriptions',
          BOOKING: 'Réservations',
          REGISTRATION_REQUEST: 'Demandes d’inscription',
          BUNDLE: 'Carnets',
          VOUCHER: 'Bons cadeaux',
          MEMBERSHIP: 'Abonnements',
        },
        totals: {
          title: 'Montants',
          itemsTotal: 'Articles',
          wallet: 'Payé avec le portefeuille',
          serviceFee: 'Frais de service',
          total: 'Total',
          paid: 'Payé',
          outstanding: 'Reste à payer',
          status: 'Statut du paiement',
        },
        statuses: {
          PENDING: 'En attente de paiement',
          PAID: 'Payé',
          FAILED: 'Échoué',
          CANCELLED: 'Annulé',
        },
        returns: {
          paid: 'Votre paiement a bien été reçu. Un e-mail de confirmation vous a été envoyé.',
          failed:
            'Votre paiement a échoué. Votre commande est conservée : vous pouvez régler le solde par virement.',
          cancelled:
            'Vous avez annulé le paiement. Votre commande est conservée : vous pouvez régler le solde par virement.',
        },
        strategies: {
          IMMEDIATE: 'Votre commande est confirmée et payée en ligne.',
          IMMEDIATE_DEPOSIT: 'Votre commande est confirmée ; l’acompte est payé en ligne.',
          DELAYED: 'Votre commande est enregistrée. Elle sera définitive dès réception de votre virement.',
          WALLET: 'Votre commande est confirmée et payée avec votre portefeuille.',
        },
        transfer: {
          title: 'Payer par virement',
          text: 'Versez le montant ci-dessous avec la communication structurée, afin que nous puissions identifier votre paiement.',
          account: 'Compte (IBAN)',
          reference: 'Communication structurée',
          amount: 'Montant',
        },
        notFound: 'Cette commande est introuvable dans votre compte.',
        continue: 'Continuer la visite',
      },
    },
    forms: {
      errors: {
        PAYMENT: {
          PROVIDER_UNAVAILABLE:
            'Le paiement en ligne est momentanément indisponible. Veuillez réessayer dans quelques minutes.',
          AMOUNT_MISMATCH:
            'Le montant payé ne correspond pas au montant dû. Veuillez contacter l’organisateur.',
          INVALID_SIGNATURE:
            'La confirmation du paiement n’a pas pu être vérifiée. Veuillez contacter l’organisateur avant de payer à nouveau.',
        },
        PAYMENT_NOT_FOUND:
          'Ce paiement est introuvable. Veuillez contacter l’organisateur avant de payer à nouveau.',
        CHECKOUT: {
          WALLET_AMOUNT_NOT_INTEGER:
            'Ce montant du portefeuille n’est pas valide. Saisissez un montant en euros, avec deux décimales au plus.',
          STRATEGY_NOT_ALLOWED: 'Ce mode de paiement n’est pas disponible pour cette commande.',
        },
        CART: {
          EMPTY: 'Votre panier est vide.',
          ITEMS_EXPIRED: 'Les articles de votre panier ont expiré. Ajoutez-les à nouveau.',
        },
        COUPON: {
          INVALID: 'Ce code promo n’est pas valide.',
          MIN_TOTAL_NOT_REACHED: 'Votre panier n’atteint pas le montant minimum pour ce code.',
        },
      },
    },
  },
} satisfies AreaMessages;
