import type { en } from './messages.en';

/** The French texts of messages.ts (same keys as messages.en.ts): a page loads only its own language. */
export const fr: typeof en = {
  catalog: {
    variant: {
      label: 'Affichage',
      dates: 'Par date',
      list: 'En liste',
    },
    dated: {
      label: 'Disponibilités par jour',
      previousDay: 'Jour précédent',
      nextDay: 'Jour suivant',
      strip: 'Jours',
      hasAvailability: 'disponibilités',
      calendar: 'Calendrier',
      calendarOpen: 'Choisir un jour dans le calendrier',
      select: 'Sélectionner {{title}}, {{time}}',
      selectShort: 'Sélectionner',
      seatsLeft_one: '{{count}} place libre',
      seatsLeft_other: '{{count}} places libres',
      unlimited: 'Places illimitées',
      details: 'Détails',
      noResultsTitle: 'Rien ce jour-là',
      noResultsText: 'Aucune disponibilité ne correspond à ce jour et à ces filtres.',
      nextDate: 'Prochaine date disponible : {{date}}',
      emptySchedule: 'Il n’y a pas de disponibilité à venir pour cette activité.',
      badges: { OPEN: 'Ouvert' },
      selection: {
        label: 'Votre sélection',
        none: 'Aucune disponibilité sélectionnée',
        count_one: '{{count}} sélectionnée',
        count_other: '{{count}} sélectionnées',
        clear: 'Effacer',
        validate: 'Valider',
      },
    },
    weekly: {
      label: 'Calendrier de la semaine',
      previousWeek: 'Semaine précédente',
      nextWeek: 'Semaine suivante',
      week: 'Semaine du {{range}}',
      hours: 'Heures',
      emptyDay: 'Rien ce jour-là',
      empty: 'Aucune disponibilité cette semaine.',
    },
  },
};
