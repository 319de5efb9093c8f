import type { AreaMessages } from '../../i18n/area';

/** Texts of paying an account item online or from the wallet. */
export const accountPaymentMessages = {
  en: {
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
      },
    },
  },
  fr: {
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
      },
    },
  },
} satisfies AreaMessages;
