import type { AreaMessages } from '../i18n/area';

/** Texts of the account screens. */
export const accountMessages = {
  en: {
    account: {
      participants: {
        fields: { firstname: 'First name', lastname: 'Last name', birthdate: 'Date of birth' },
        create: {
          title: 'Add a participant',
          lead: 'The person who will take part in the activities: yourself, your child…',
          submit: 'Add the participant',
          signInFirst: 'Sign in to add a participant to your account.',
          signIn: 'Sign in',
        },
      },
    },
  },
  fr: {
    account: {
      participants: {
        fields: { firstname: 'Prénom', lastname: 'Nom', birthdate: 'Date de naissance' },
        create: {
          title: 'Ajouter un participant',
          lead: 'La personne qui participera aux activités : vous-même, votre enfant…',
          submit: 'Ajouter le participant',
          signInFirst: 'Connectez-vous pour ajouter un participant à votre compte.',
          signIn: 'Se connecter',
        },
      },
    },
  },
} satisfies AreaMessages;
