import type { AreaMessages } from '../../i18n/area';

/** Texts of paying an account item online or from the wallet. */
export const accountPaymentMessages = {
  en: {
    forms: {
      errors: {
        TRANSACTION: {
          AMOUNT_ABOVE_DUE: 'This amount is more than what is still due. Enter a smaller amount.',
          AMOUNT_NOT_POSITIVE: 'Enter an amount above 0.',
          INVALID_RETURN_URL:
            'The payment could not be started from this page. Reload the page and try again.',
          NOTHING_DUE: 'Nothing is left to pay here.',
        },
      },
    },
    account: {
      pay: {
        title: 'Pay the balance',
        due: 'Still to pay:',
        online: 'Pay online',
        wallet: 'Pay from my wallet',
        walletAmount: 'Amount from the wallet',
        walletBalance: 'Wallet balance: {{amount}}',
        overDue: 'At most {{amount}} € is due.',
        transfer: 'Pay by bank transfer to {{account}} with the reference {{reference}}.',
        orTransfer: 'Or pay by bank transfer to {{account}} with the reference {{reference}}.',
        orderReference: 'Order reference, to give with your bank transfer: {{reference}}',
      },
    },
  },
  fr: {
    forms: {
      errors: {
        TRANSACTION: {
          AMOUNT_ABOVE_DUE: 'Ce montant dépasse ce qu’il reste à payer. Saisissez un montant plus petit.',
          AMOUNT_NOT_POSITIVE: 'Saisissez un montant supérieur à 0.',
          INVALID_RETURN_URL:
            'Le paiement n’a pas pu démarrer depuis cette page. Rechargez la page et réessayez.',
          NOTHING_DUE: 'Il n’y a plus rien à payer ici.',
        },
      },
    },
    account: {
      pay: {
        title: 'Régler le solde',
        due: 'Reste à payer :',
        online: 'Payer en ligne',
        wallet: 'Payer avec mon portefeuille',
        walletAmount: 'Montant prélevé du portefeuille',
        walletBalance: 'Solde du portefeuille : {{amount}}',
        overDue: 'Il reste au plus {{amount}} € à payer.',
        transfer: 'Payez par virement au compte {{account}} avec la communication {{reference}}.',
        orTransfer: 'Ou payez par virement au compte {{account}} avec la communication {{reference}}.',
        orderReference:
          'Référence de la commande, à indiquer en communication de votre virement : {{reference}}',
      },
    },
  },
} satisfies AreaMessages;
