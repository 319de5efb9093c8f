import type { Messages } from './en';

/** Textes français. Mêmes clés que l'anglais : le test des ressources vérifie qu'aucune ne manque. */
export const fr: Messages = {
  forms: {
    states: { loading: 'Chargement…', updated: 'Enregistré' },
    errors: {
      UNKNOWN_ERROR: 'Une erreur est survenue. Veuillez réessayer.',
      TIMEOUT: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
      INVALID_RESPONSE: 'Le serveur a envoyé une réponse illisible.',
      INSUFFICIENT_WALLET_AMOUNT: 'Ce montant dépasse le solde de votre portefeuille.',
      availability_dates_required: 'Choisissez au moins une date.',
      Mismatch: 'Les mots de passe ne correspondent pas.',
      required: 'Ce champ est obligatoire.',
    },
  },
  form: { messages: { errors: { terms: 'Veuillez accepter les conditions générales.' } } },
  register: {
    form: {
      messages: { errors: { terms: 'Veuillez accepter les conditions générales pour créer votre compte.' } },
    },
  },
  registrations: {
    edit: { form: { messages: { availability_dates: { required: 'Gardez au moins une date.' } } } },
  },
  cart: { messages: { updated: 'Votre panier a été mis à jour.' } },
  logout: { form: { messages: { success: 'Vous êtes déconnecté.' } } },
  transactions: {
    wallet: {
      create: { form: { messages: { success: 'Votre paiement par portefeuille a été enregistré.' } } },
    },
  },
  preview: { navigationDisabled: 'Navigation disabled in preview mode.' },
};
