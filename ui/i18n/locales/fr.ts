import { CART_LIMITS } from '../../../core/cart/index';
import type { Messages } from './en';

/** Textes français. Mêmes clés que l'anglais : le test des ressources vérifie qu'aucune ne manque. */
export const fr: Messages = {
  forms: {
    states: { loading: 'Chargement…', updated: 'Enregistré' },
    field: { optional: 'facultatif', choose: 'Choisissez une réponse' },
    errors: {
      NOT_FOUND: 'Ce que vous cherchez n’existe pas ou n’est plus disponible.',
      INTERNAL_ERROR: 'Une erreur est survenue de notre côté. Veuillez réessayer dans un instant.',
      INVALID_JSON: 'Votre demande n’a pas pu être lue. Rechargez la page et réessayez.',
      UNAUTHENTICATED: 'Veuillez vous connecter pour continuer.',
      ORGANISER_NOT_FOUND:
        'Ce site n’est lié à aucun organisateur. Vérifiez l’adresse dans votre navigateur.',
      CUSTOMER_MISMATCH: 'Cette action concerne un autre compte. Reconnectez-vous, puis réessayez.',
      RATE_LIMITED: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
      PAYLOAD_TOO_LARGE:
        'Votre envoi est trop volumineux. Raccourcissez les champs les plus longs et réessayez.',
      CART: {
        QUANTITY_TOO_LARGE: `Cette quantité est trop grande : choisissez-en ${CART_LIMITS.lineQuantity} au plus à la fois.`,
        TOO_MANY_ITEMS: `Votre panier est plein : il contient au plus ${CART_LIMITS.items} articles. Validez-le ou retirez-en d’abord.`,
        TOO_MANY_DATES:
          'Votre panier réserve trop de dates à la fois. Validez-le ou retirez d’abord des articles.',
      },
      DATABASE_UNAVAILABLE:
        'Le service est momentanément indisponible. Veuillez réessayer dans quelques minutes.',
      CSRF: {
        CROSS_SITE_REQUEST:
          'Cette demande a été refusée pour votre sécurité. Rechargez la page et réessayez.',
        ORIGIN_REQUIRED:
          'Votre navigateur n’a pas indiqué d’où venait cette demande : elle a été refusée. Rechargez la page et réessayez.',
      },
      UNKNOWN_ERROR: 'Une erreur est survenue. Veuillez réessayer.',
      TIMEOUT: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
      INVALID_RESPONSE: 'Le serveur a envoyé une réponse illisible.',
      INSUFFICIENT_WALLET_AMOUNT: 'Ce montant dépasse le solde de votre portefeuille.',
      availability_dates_required: 'Choisissez au moins une date.',
      Mismatch: 'Les mots de passe ne correspondent pas.',
      required: 'Ce champ est obligatoire.',
    },
  },
  form: {
    messages: {
      errors: {
        terms: 'Veuillez accepter les conditions générales.',
        too_long: 'Cette valeur est trop longue.',
      },
    },
  },
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
