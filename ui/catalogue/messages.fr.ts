import { mergeMessages } from '../i18n/area';
import { fr as schedule } from './dated/messages.fr';
import type { availability as english } from './messages.en';
import { fr as products } from './products/messages.fr';

/** The French texts of the availability screens (same keys as messages.en.ts). */
export const availability: typeof english = {
  catalog: {
    head: {
      activity: 'Activité',
      availability: '{{title}} – à partir du {{date}}',
      availabilityUnknown: 'Disponibilité',
    },
    badges: { CLOSED: 'Fermé', OVERLAP: 'Chevauchement', FULL: 'Complet' },
    card: {
      opensAt: 'Inscriptions dès le {{date}}',
      dates_one: '{{count}} date',
      dates_other: '{{count}} dates',
      price: 'Prix',
      details: 'Voir le détail de {{title}}',
    },
    list: {
      label: 'Disponibilités',
      loading: 'Chargement des disponibilités…',
      results_one: '{{count}} résultat',
      results_other: '{{count}} résultats',
      emptyTitle: 'Aucun résultat',
      emptyText: 'Aucune disponibilité ne correspond à ces filtres. Essayez d’en retirer.',
      error: 'Les disponibilités n’ont pas pu être chargées.',
    },
    pagination: {
      label: 'Pagination',
      previous: 'Précédent',
      next: 'Suivant',
      page: 'Page {{page}} sur {{pages}}',
    },
    filters: {
      title: 'Filtres',
      open: 'Filtres',
      openCount: 'Filtres ({{count}})',
      search: 'Recherche',
      searchPlaceholder: 'Activité, thème…',
      date: 'Date',
      weekday: 'Jour de la semaine',
      anyWeekday: 'Tous les jours',
      weekdays: {
        '1': 'Lundi',
        '2': 'Mardi',
        '3': 'Mercredi',
        '4': 'Jeudi',
        '5': 'Vendredi',
        '6': 'Samedi',
        '7': 'Dimanche',
      },
      location: 'Lieu',
      period: 'Période',
      anyPeriod: 'Toutes les périodes',
      age: 'Âge (ans)',
      chooseMany: 'Choisir…',
      selected_one: '{{count}} sélectionné',
      selected_other: '{{count}} sélectionnés',
      showResults: 'Voir les résultats',
      reset: 'Réinitialiser',
      clearSearch: 'Effacer la recherche',
      close: 'Fermer les filtres',
    },
    quickList: {
      empty: 'Aucun résultat : aucune disponibilité ne correspond à votre recherche.',
      nextDate: 'Prochaine date disponible : {{date}}',
      noneLeft: 'Il n’y a pas de disponibilité à venir.',
    },
    age: {
      any: 'Tous âges',
      from: 'À partir de {{minimum}}',
      upTo: 'Jusqu’à {{maximum}}',
      between: 'De {{minimum}} à {{maximum}}',
      days_one: '{{count}} jour',
      days_other: '{{count}} jours',
      weeks_one: '{{count}} semaine',
      weeks_other: '{{count}} semaines',
      months_one: '{{count}} mois',
      months_other: '{{count}} mois',
      years_one: '{{count}} an',
      years_other: '{{count}} ans',
    },
    activity: {
      notFound: 'Cette activité n’existe pas ou n’est plus proposée.',
    },
    detail: {
      breadcrumb: 'Fil d’Ariane',
      notFound: 'Cette disponibilité n’existe pas ou n’est plus proposée.',
      total: 'Prix total',
      deposit: 'Acompte : {{amount}}',
      capacity: 'Places',
      capacityLeft_one: '{{count}} place restante sur {{capacity}}',
      capacityLeft_other: '{{count}} places restantes sur {{capacity}}',
      unlimited: 'Places illimitées',
      dates: 'Dates',
      age: 'Âge',
      location: 'Lieu',
      description: 'Description',
      dateClosed: 'Fermé',
    },
    notice: {
      closed: 'Les inscriptions à cette disponibilité sont fermées.',
      full: 'Cette disponibilité est complète.',
      openingScheduled: 'Les inscriptions ouvriront le {{date}}.',
      closingScheduled: 'Les inscriptions à cette disponibilité sont terminées.',
      waitingList:
        'Inscrivez-vous sur la liste d’attente : vous serez prévenu par e-mail si une place se libère.',
    },
    form: {
      title: 'Inscription',
      participant: 'Participant',
      chooseParticipant: 'Choisissez un participant',
      noParticipants: 'Vous n’avez encore aucun participant.',
      addParticipant: 'Ajouter un participant',
      dates: 'Dates',
      datesHint: 'Choisissez les dates auxquelles inscrire le participant.',
      datesFixed: 'L’inscription porte sur toutes les dates.',
      partialFee: 'S’inscrire à une partie des dates ajoute des frais de {{fee}}.',
      quantity: 'Quantité',
      options: 'Options',
      noOption: 'Aucune option',
      questions: 'Questions',
      chooseAnswer: 'Choisissez une réponse',
      submit: 'Ajouter au panier',
      submitting: 'Ajout en cours…',
      loginTitle: 'Connectez-vous pour vous inscrire',
      loginText: 'Un compte est nécessaire pour ajouter cette disponibilité à votre panier.',
      login: 'Se connecter',
    },
    estimate: {
      title: 'Estimation du prix',
      base: 'Prix de base',
      partialFee: 'Frais d’inscription partielle',
      partialDiscount: 'Réduction d’inscription partielle',
      options: 'Options',
      bundle: 'Carte',
      discounts: 'Réductions',
      volumeDiscounts: 'Réductions de volume',
      total: 'Total',
      loading: 'Calcul du prix…',
      waiting: 'Choisissez un participant pour voir le prix.',
    },
    waitingList: {
      title: 'Liste d’attente',
      submit: 'Rejoindre la liste d’attente',
      submitting: 'Envoi en cours…',
      joined: 'Vous êtes sur la liste d’attente. Nous vous écrirons si une place se libère.',
      loginTitle: 'Connectez-vous pour rejoindre la liste d’attente',
      loginText: 'Un compte est nécessaire pour être prévenu quand une place se libère.',
    },
  },
  forms: {
    errors: {
      REQUEST: {
        NOT_REQUEST_FLOW:
          'Cette activité ne fonctionne pas sur demande d’inscription : ajoutez-la plutôt à votre panier.',
        ONE_ACTIVITY:
          'Une demande d’inscription ne concerne qu’une seule activité. Envoyez une demande par activité.',
        SELECTION_OUT_OF_BOUNDS:
          'Ce nombre de dates n’est pas permis pour cette activité. Ajustez votre sélection.',
        TIER_NOT_FOUND: 'Cette formule n’existe pas (ou plus) pour cette activité. Choisissez-en une autre.',
      },
      BUNDLE: {
        EXPIRED: 'Ce carnet a expiré et ne peut plus être utilisé.',
        NO_CREDIT_LEFT:
          'Ce carnet n’a plus d’inscription disponible. Achetez un nouveau carnet ou payez cette inscription.',
      },
      MEMBERSHIP: {
        PERIOD_ENDED: 'Cette période d’abonnement est terminée. Choisissez une période en cours.',
      },
      ACTIVITY_NOT_FOUND: 'Cette activité n’existe pas ou n’est plus proposée.',
      AVAILABILITY_NOT_FOUND: 'Cette disponibilité n’existe pas ou n’est plus proposée.',
      ARTICLE_NOT_FOUND: 'Cet article n’existe pas ou a été retiré.',
      DESTINATION_NOT_FOUND: 'Cette destination n’existe pas ou a été retirée.',
      CART: {
        ALL_DATES_REQUIRED: 'Cette activité se réserve en entier : sélectionnez toutes ses dates.',
        ALREADY_REGISTERED:
          'Ce participant est déjà inscrit à cette activité. Choisissez un autre participant.',
        AVAILABILITY_CLOSED: 'Les inscriptions à cette activité sont fermées.',
        AVAILABILITY_FULL:
          'Il ne reste plus assez de places. Choisissez d’autres dates ou moins de participants.',
        DATE_NOT_IN_AVAILABILITY:
          'Une des dates choisies ne fait pas partie de cette activité. Choisissez parmi les dates proposées.',
        DATE_NOT_SELECTABLE: 'Une des dates choisies n’est plus réservable. Choisissez une autre date.',
        NOTHING_TO_ADD: 'Choisissez au moins un élément à ajouter à votre panier.',
        OPTION_CHOSEN_TWICE: 'Choisissez un seul prix par option.',
        OPTION_UNKNOWN:
          'Une des options choisies n’est plus proposée. Rechargez la page et choisissez à nouveau.',
        PARTICIPANT_TOO_OLD:
          'Ce participant dépasse l’âge maximum de cette activité. Choisissez un autre participant.',
        PARTICIPANT_TOO_YOUNG:
          'Ce participant n’a pas l’âge minimum de cette activité. Choisissez un autre participant.',
        QUESTION_UNKNOWN:
          'Une des questions n’est plus posée pour cette activité. Rechargez la page et réessayez.',
        REGISTRATION_REQUEST_ONLY:
          'Cette activité fonctionne uniquement sur demande d’inscription : envoyez plutôt une demande.',
        PARTICIPANT_REQUIRED: 'Choisissez un participant.',
        QUANTITY_INVALID: 'La quantité doit être un nombre entier d’au moins 1.',
        OPTION_REQUIRED: 'Choisissez une option.',
        QUESTION_REQUIRED: 'Répondez à cette question.',
      },
      WAITING_LIST: {
        NOT_OFFERED: 'Cette disponibilité n’a pas de liste d’attente.',
        ALREADY_REGISTERED: 'Ce participant est déjà inscrit à cette disponibilité.',
      },
    },
  },
};

/** The catalog area's French texts: the availability screens', the product and blog pages', the schedules'. */
export const fr = mergeMessages(availability, products, schedule);
