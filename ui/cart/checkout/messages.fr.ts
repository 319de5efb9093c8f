import type { en } from './messages.en';

/** The French texts of messages.ts (same keys as messages.en.ts): a page loads only its own language. */
export const fr: typeof en = {
  checkout: {
    head: { checkout: 'Commande', success: 'Commande confirmée' },
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
      serviceFeeRule: 'Frais de service ({{amount}} + {{percentage}})',
      serviceFeeWaived: 'Frais de service (aucun frais : votre portefeuille paie tout)',
      discount: 'Code promo {{title}}',
      deposit: 'Acompte',
      amountDue: 'Montant à payer',
      chargedNow: 'Débité maintenant en ligne',
      later: 'Reste à payer ensuite',
    },
    payment: {
      title: 'Paiement',
      strategy: 'Comment souhaitez-vous payer ?',
      strategies: {
        IMMEDIATE: 'Payer en ligne maintenant',
        IMMEDIATE_DEPOSIT: 'Payer l’acompte en ligne maintenant',
        DELAYED: 'Virement bancaire',
        LATER: 'Payer plus tard',
        WALLET: 'Payer avec mon portefeuille',
      },
      descriptions: {
        IMMEDIATE: 'Vous serez redirigé vers la page de paiement sécurisée.',
        IMMEDIATE_DEPOSIT: 'Vous payez {{amount}} maintenant et le solde plus tard.',
        DELAYED: 'Le numéro de compte et la communication structurée s’affichent après la commande.',
        LATER: 'Rien n’est débité maintenant : l’organisateur vous dira comment régler le montant dû.',
        WALLET: 'Solde de votre portefeuille : {{amount}}.',
      },
      nothingDue: 'Rien à payer : confirmez votre commande.',
    },
    terms: {
      label: 'J’accepte les conditions générales',
      read: 'Lire les conditions générales',
    },
    submit: 'Confirmer la commande',
    toasts: {
      online: 'Votre commande est enregistrée : place au paiement sécurisé.',
      delayed: 'Votre commande est enregistrée.',
    },
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
      },
      notPaid: {
        title: 'Votre paiement n’a pas abouti',
        FAILED: 'Le paiement en ligne a échoué : rien n’a été débité.',
        CANCELLED: 'Vous avez annulé le paiement en ligne : rien n’a été débité.',
        kept: 'Votre commande est enregistrée et vos places sont réservées ; il reste {{amount}} à payer.',
        payTitle: 'Régler votre commande',
        payOnline: 'Payer {{amount}} en ligne',
        orTransfer: 'Vous pouvez aussi payer par virement avec les coordonnées ci-dessous.',
        contact: 'Si le paiement en ligne ne fonctionne pas, contactez l’organisateur pour régler autrement.',
      },
      strategies: {
        IMMEDIATE: 'Votre commande est confirmée et payée en ligne.',
        IMMEDIATE_DEPOSIT: 'Votre commande est confirmée ; l’acompte est payé en ligne.',
        DELAYED: 'Votre commande est enregistrée. Elle sera définitive dès réception de votre virement.',
        LATER: 'Votre commande est enregistrée. L’organisateur vous dira comment régler le montant dû.',
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
        ALREADY_PAID: 'Cette commande est déjà payée : rien de plus n’est débité.',
        NOT_RETRYABLE: 'Cette commande n’a pas été payée en ligne : réglez-la comme indiqué ci-dessous.',
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
};
