import type { z } from 'zod';
import type { footerSchema, headerSchema, PageElement, topbarSchema } from '../../core/schemas/index';
import type { OrganiserSettings } from '../db/index';

/** What the seed knows of one demo organiser: validated by the core schemas before it is written. */
export interface DemoOrganiser {
  cuid: string;
  hostname: string;
  name: string;
  language: 'fr' | 'en';
  settings: OrganiserSettings;
  theme: { accent_color: string };
  topbar: z.input<typeof topbarSchema>;
  header: z.input<typeof headerSchema>;
  footer: z.input<typeof footerSchema>;
  pages: Array<{
    pathname: string;
    title: string;
    description: string | null;
    type: 'DEFAULT' | 'AVAILABILITY';
    content: PageElement[];
  }>;
  customFields: Array<{
    entity: 'CUSTOMERS' | 'PARTICIPANTS';
    type: 'TEXT' | 'LONGTEXT' | 'DATE' | 'CHOICES_SINGLE' | 'CHOICES_MULTIPLE';
    title: string;
    description: string | null;
    required: boolean;
    pattern: string | null;
    choices: string[];
  }>;
  customer: {
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    password: string;
    participants: Array<{ firstname: string; lastname: string; birthdate: string }>;
  };
}

const defaults: OrganiserSettings = {
  create_participant: true,
  cart_expiry_minutes: 15,
  payment_methods: { online: false, bank_transfers: true, bank_account: 'BE71 0961 2345 6769' },
  methods: [{ type: 'DELAYED', priority: 1 }],
  service_fees: { amount: 0, percentage: 0 },
  formats: { ages: [] },
};

const block = (id: string, type: string, settings: Record<string, unknown>): PageElement => ({
  id,
  element: 'block',
  type,
  family: 'blocks',
  name: type,
  children: [],
  settings,
});
const section = (
  id: string,
  type: string,
  settings: Record<string, unknown>,
  children: PageElement[] = [],
): PageElement => ({
  id,
  element: 'section',
  type,
  family: 'sections',
  name: type,
  children,
  settings,
});

export const demoOrganisers: DemoOrganiser[] = [
  {
    cuid: 'org-petits-sportifs',
    hostname: 'petits-sportifs.localhost',
    name: 'Les Petits Sportifs',
    language: 'fr',
    settings: {
      ...defaults,
      payment_methods: { ...defaults.payment_methods, online: true },
      methods: [
        { type: 'IMMEDIATE', priority: 1 },
        { type: 'DELAYED', priority: 2 },
      ],
      service_fees: { amount: 50, percentage: 1.5 },
    },
    theme: { accent_color: '#e67e22' },
    topbar: {
      content: {
        contacts: { phone: '+32 2 555 12 34', email: 'bonjour@petits-sportifs.be' },
        announcement: { text: 'Inscriptions ouvertes pour les stages de Pâques', href: '/activities' },
      },
      settings: { text: { color: '#FFFFFF' }, background: { color: '#000000' } },
    },
    header: {
      content: {
        links: [
          {
            id: 1,
            name: 'Stages',
            href: '/activities',
            children: [
              { id: 11, name: 'Sports', href: '/activities?category-sports=1', children: [] },
              { id: 12, name: 'Arts', href: '/activities?category-arts=1', children: [] },
            ],
          },
          { id: 2, name: 'Abonnements', href: '/memberships', children: [] },
          { id: 3, name: 'Blog', href: '/blog', children: [] },
        ],
      },
      settings: { position: 'sticky', logo_position: 'left', links_position: 'right' },
    },
    footer: {
      content: {
        quote: 'Bouger, apprendre, grandir ensemble.',
        links: [
          {
            id: 1,
            name: 'Le club',
            href: '',
            children: [
              { id: 2, name: 'Qui sommes-nous ?', href: '/about', children: [] },
              { id: 3, name: 'Conditions générales', href: '/terms', children: [] },
            ],
          },
        ],
      },
      settings: {},
    },
    pages: [
      {
        pathname: '/',
        title: 'Accueil',
        description: 'Stages sportifs et créatifs pour enfants à Bruxelles',
        type: 'DEFAULT',
        content: [
          section('home-hero', 'split-hero', {
            label: 'Vacances scolaires',
            title: 'Des stages qui font bouger',
            description: '<p>Tennis, natation, arts plastiques : de 3 à 16 ans.</p>',
            layout: 'container',
            origin: 'left',
          }),
          section('home-latest', 'latest-blog-articles', { limit: 3 }, [
            block('home-latest-title', 'heading', { text: 'Nos dernières nouvelles' }),
          ]),
        ],
      },
      {
        pathname: '/terms',
        title: 'Conditions générales',
        description: null,
        type: 'DEFAULT',
        content: [
          section('terms-basic', 'basic', {}, [
            block('terms-text', 'rich-text', {
              html: '<h2>Conditions générales</h2><p>Les inscriptions sont confirmées à la réception du paiement.</p>',
            }),
          ]),
        ],
      },
    ],
    customFields: [
      {
        entity: 'CUSTOMERS',
        type: 'TEXT',
        title: 'Numéro de registre national',
        description: '11 chiffres',
        required: false,
        pattern: '\\d{11}',
        choices: [],
      },
      {
        entity: 'PARTICIPANTS',
        type: 'CHOICES_MULTIPLE',
        title: 'Allergies',
        description: null,
        required: false,
        pattern: null,
        choices: ['Gluten', 'Lactose', 'Arachides'],
      },
      {
        entity: 'PARTICIPANTS',
        type: 'CHOICES_SINGLE',
        title: 'Sait nager',
        description: null,
        required: true,
        pattern: null,
        choices: ['Oui', 'Non'],
      },
    ],
    customer: {
      firstname: 'Camille',
      lastname: 'Dubois',
      email: 'camille@example.be',
      phone: '+32 470 12 34 56',
      password: 'demo-password',
      participants: [
        { firstname: 'Léa', lastname: 'Dubois', birthdate: '2016-04-12' },
        { firstname: 'Hugo', lastname: 'Dubois', birthdate: '2019-09-30' },
      ],
    },
  },
  {
    cuid: 'org-sports-academy',
    hostname: 'academy.localhost',
    name: 'Brussels Sports Academy',
    language: 'en',
    settings: { ...defaults, create_participant: false },
    theme: { accent_color: '#1f6feb' },
    topbar: {
      content: {
        contacts: { phone: '+32 2 555 98 76', email: 'hello@sports-academy.be' },
        announcement: null,
      },
      settings: { text: { color: '#FFFFFF' }, background: { color: '#0b3d91' } },
    },
    header: {
      content: {
        links: [
          { id: 1, name: 'Courses', href: '/activities', children: [] },
          { id: 2, name: 'Vouchers', href: '/vouchers', children: [] },
        ],
      },
      settings: { position: 'relative', logo_position: 'center', links_position: 'center' },
    },
    footer: {
      content: { quote: null, links: [{ id: 1, name: 'Terms', href: '/terms', children: [] }] },
      settings: {},
    },
    pages: [
      {
        pathname: '/',
        title: 'Home',
        description: 'Sports courses for all ages',
        type: 'DEFAULT',
        content: [section('academy-banner', 'banner', { title: 'Train with us all year round' })],
      },
    ],
    customFields: [
      {
        entity: 'CUSTOMERS',
        type: 'CHOICES_SINGLE',
        title: 'How did you hear about us?',
        description: null,
        required: false,
        pattern: null,
        choices: ['Friends', 'School', 'Online'],
      },
    ],
    customer: {
      firstname: 'Oliver',
      lastname: 'Smith',
      email: 'oliver@example.com',
      phone: '+32 471 98 76 54',
      password: 'demo-password',
      participants: [{ firstname: 'Emma', lastname: 'Smith', birthdate: '2014-01-20' }],
    },
  },
];
