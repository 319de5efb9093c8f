import { brusselsDate } from '../../../core/time/index';
import { addressBook } from '../addresses';
import type { OrganiserFileInput } from '../import-file';
import {
  availability,
  block,
  campWeek,
  daysAgo,
  type FileAvailability,
  fridayBefore,
  image,
  opensBefore,
  prorata,
  resourceSlots,
  section,
  sessionsOn,
} from './build';
import {
  birthdate,
  type Holiday,
  local,
  nextHolidays,
  nextWeekday,
  schoolBreaks,
  schoolYear,
  weekly,
} from './calendar';

/**
 * "Les Petits Sportifs", a French-first kids' sports and creative club in Brussels: holiday camps, weekly
 * courses, birthday parties, swimming on request, room and padel court hire. Computed from `now`, so every
 * camp and course is ahead of it (except one course that started two weeks ago and still takes sign-ups).
 */
export function petitsSportifs(now: string): OrganiserFileInput {
  const today = brusselsDate(now);
  const holidays = nextHolidays(now);
  const breaks = schoolBreaks(now);
  const season = schoolYear(now);
  const week = (holiday: Holiday, index: number) => holiday.week(index);

  /** A camp of one holiday week: Monday to Friday 9:00–16:00 without public holidays. */
  const camp = (
    cuid: string,
    activity: string,
    location: string,
    monday: ReturnType<Holiday['week']>,
    weekPrice: number,
    rest: Omit<Parameters<typeof availability>[0], 'cuid' | 'activity' | 'location' | 'sessions' | 'price'>,
  ): FileAvailability => {
    const sessions = campWeek(monday);
    return availability({
      cuid,
      activity,
      location,
      sessions,
      price: prorata(weekPrice, sessions.length),
      registrations_end_at: fridayBefore(monday),
      ...rest,
    });
  };

  const noel = holidays.noel;
  const carnaval = holidays.carnaval;
  const paques = holidays.paques;
  const ete = holidays.ete;
  const toussaint = holidays.toussaint;

  const camps: FileAvailability[] = [
    // Noël
    camp(
      'ps-av-noel-psychomotricite-s1',
      'psychomotricite-multisport-3-5',
      'ps-loc-ixelles',
      week(noel, 0),
      13500,
      {
        status: 'OPEN',
        capacity: 12,
        registered: 7,
      },
    ),
    camp('ps-av-noel-multisport-s1', 'multisport-aventure-6-9', 'ps-loc-ixelles', week(noel, 0), 14500, {
      status: 'FULL',
      capacity: 16,
      deposit: 4000,
    }),
    camp('ps-av-noel-multisport-s2', 'multisport-aventure-6-9', 'ps-loc-ixelles', week(noel, 1), 14500, {
      status: 'OPEN',
      capacity: 16,
      registered: 11,
      deposit: 4000,
      dates: { 1: { status: 'FULL' } },
    }),
    camp('ps-av-noel-arts-s1', 'petits-peintres-6-9', 'ps-loc-schaerbeek', week(noel, 0), 13000, {
      status: 'OPEN',
      capacity: 10,
      registered: 4,
    }),
    camp('ps-av-noel-bd-s2', 'atelier-bd-manga-10-14', 'ps-loc-schaerbeek', week(noel, 1), 14000, {
      status: 'OPEN',
      capacity: 12,
      registered: 8,
      registrations_start_at: local(today.subtract({ days: 45 }), '09:00'),
      // Closed early: the instructor needs the list a week ahead.
      registrations_end_at: local(today.subtract({ days: 2 }), '18:00'),
    }),
    camp('ps-av-noel-tennis-s2', 'tennis-padel-10-14', 'ps-loc-uccle', week(noel, 1), 17500, {
      status: 'CLOSED',
      capacity: 8,
      registered: 3,
    }),
    // Carnaval
    camp(
      'ps-av-carnaval-psychomotricite-s1',
      'psychomotricite-multisport-3-5',
      'ps-loc-ixelles',
      week(carnaval, 0),
      13500,
      {
        status: 'OPEN',
        capacity: 12,
        registered: 2,
      },
    ),
    camp(
      'ps-av-carnaval-multisport-s1',
      'multisport-aventure-6-9',
      'ps-loc-ixelles',
      week(carnaval, 0),
      14500,
      {
        status: 'OPEN',
        capacity: 16,
        registered: 6,
        deposit: 4000,
      },
    ),
    camp(
      'ps-av-carnaval-multisport-s2',
      'multisport-aventure-6-9',
      'ps-loc-etterbeek',
      week(carnaval, 1),
      14500,
      {
        status: 'OPEN',
        capacity: 16,
        registered: 3,
        deposit: 4000,
        // Wednesday: the hall is taken by a school tournament.
        dates: { 2: { status: 'CLOSED', registered: 0 } },
      },
    ),
    camp(
      'ps-av-carnaval-nature-s1',
      'petits-explorateurs-nature-6-9',
      'ps-loc-uccle',
      week(carnaval, 0),
      12500,
      {
        status: 'OPEN',
        capacity: null,
        registered: 5,
      },
    ),
    camp(
      'ps-av-carnaval-robots-s2',
      'sciences-robotique-10-14',
      'ps-loc-etterbeek',
      week(carnaval, 1),
      16500,
      {
        status: 'OPEN',
        capacity: 12,
        registered: 9,
        deposit: 5000,
      },
    ),
    camp('ps-av-carnaval-arts-s2', 'petits-peintres-6-9', 'ps-loc-schaerbeek', week(carnaval, 1), 13000, {
      status: 'OVERLAP',
      capacity: 10,
      registered: 0,
    }),
    // Pâques: registrations open soon
    camp(
      'ps-av-paques-psychomotricite-s1',
      'psychomotricite-multisport-3-5',
      'ps-loc-ixelles',
      week(paques, 0),
      13500,
      {
        status: 'OPEN',
        capacity: 12,
        registrations_start_at: opensBefore(now, week(paques, 0)),
      },
    ),
    camp('ps-av-paques-multisport-s1', 'multisport-aventure-6-9', 'ps-loc-ixelles', week(paques, 0), 14500, {
      status: 'OPEN',
      capacity: 16,
      deposit: 4000,
      registrations_start_at: opensBefore(now, week(paques, 0)),
    }),
    camp('ps-av-paques-tennis-s1', 'tennis-padel-10-14', 'ps-loc-uccle', week(paques, 0), 17500, {
      status: 'OPEN',
      capacity: 8,
      registrations_start_at: opensBefore(now, week(paques, 0)),
    }),
    camp('ps-av-paques-bd-s2', 'atelier-bd-manga-10-14', 'ps-loc-schaerbeek', week(paques, 1), 14000, {
      status: 'OPEN',
      capacity: 12,
      registered: 2,
    }),
    camp('ps-av-paques-nature-s2', 'petits-explorateurs-nature-6-9', 'ps-loc-uccle', week(paques, 1), 12500, {
      status: 'OPEN',
      capacity: 20,
      registered: 4,
    }),
    camp('ps-av-paques-robots-s1', 'sciences-robotique-10-14', 'ps-loc-etterbeek', week(paques, 0), 16500, {
      status: 'OPEN',
      capacity: 12,
      registered: 1,
      deposit: 5000,
    }),
    // Été: registrations open soon
    ...[0, 1].map((index) =>
      camp(
        `ps-av-ete-multisport-s${index + 1}`,
        'multisport-aventure-6-9',
        'ps-loc-ixelles',
        week(ete, index),
        14500,
        {
          status: 'OPEN',
          capacity: 20,
          deposit: 4000,
          registrations_start_at: opensBefore(now, week(ete, 0), 21),
        },
      ),
    ),
    camp(
      'ps-av-ete-psychomotricite-s1',
      'psychomotricite-multisport-3-5',
      'ps-loc-ixelles',
      week(ete, 0),
      13500,
      {
        status: 'OPEN',
        capacity: 12,
        registrations_start_at: opensBefore(now, week(ete, 0), 21),
      },
    ),
    camp('ps-av-ete-ados-s2', 'aventure-ados', 'ps-loc-uccle', week(ete, 1), 19500, {
      status: 'OPEN',
      capacity: 14,
      deposit: 6000,
      registrations_start_at: opensBefore(now, week(ete, 0), 21),
    }),
    camp('ps-av-ete-arts-s3', 'petits-peintres-6-9', 'ps-loc-schaerbeek', week(ete, 2), 13000, {
      status: 'OPEN',
      capacity: null,
      registered: 3,
    }),
    camp('ps-av-ete-tennis-s3', 'tennis-padel-10-14', 'ps-loc-uccle', week(ete, 2), 17500, {
      status: 'OPEN',
      capacity: 8,
      registered: 2,
    }),
    // Toussaint: announced, registrations open later
    camp(
      'ps-av-toussaint-multisport-s1',
      'multisport-aventure-6-9',
      'ps-loc-ixelles',
      week(toussaint, 0),
      14500,
      {
        status: 'OPEN',
        capacity: 16,
        deposit: 4000,
        registrations_start_at: opensBefore(now, week(toussaint, 0), 28),
      },
    ),
  ];

  // Weekly courses, school holidays excepted
  const firstSaturday = nextWeekday(today.add({ days: 7 }), 6);
  const eveilTerm2 = weekly(nextWeekday(today.add({ days: 7 * 13 }), 6), 10, breaks);
  const hipHopFirst = nextWeekday(today.subtract({ days: 15 }), 4);
  const courses: FileAvailability[] = [
    availability({
      cuid: 'ps-av-eveil-musical-t1',
      activity: 'eveil-musical-3-5',
      location: 'ps-loc-etterbeek',
      status: 'OPEN',
      sessions: sessionsOn(weekly(firstSaturday, 10, breaks), '10:00', '10:45'),
      price: 12000,
      capacity: 8,
      registered: 5,
      // The third Saturday: the hall hosts the neighbourhood party.
      dates: { 2: { status: 'CLOSED', registered: 0 } },
    }),
    availability({
      cuid: 'ps-av-eveil-musical-t2',
      activity: 'eveil-musical-3-5',
      location: 'ps-loc-etterbeek',
      status: 'OPEN',
      sessions: sessionsOn(eveilTerm2, '10:00', '10:45'),
      price: 12000,
      capacity: 8,
      registrations_start_at: local(today.add({ days: 30 }), '09:00'),
    }),
    availability({
      cuid: 'ps-av-yoga-t1',
      activity: 'yoga-des-petits-3-5',
      location: 'ps-loc-etterbeek',
      status: 'FULL',
      sessions: sessionsOn(weekly(nextWeekday(today.add({ days: 7 }), 3), 8, breaks), '15:00', '15:45'),
      price: 8800,
      capacity: 10,
    }),
    availability({
      cuid: 'ps-av-hip-hop-t1',
      activity: 'hip-hop-ados',
      location: 'ps-loc-schaerbeek',
      status: 'OPEN',
      // Started two weeks ago, whatever the anchor (only holidays ahead are skipped); late sign-ups welcome.
      sessions: sessionsOn(weekly(hipHopFirst, 12, Object.values(holidays)), '18:00', '19:30'),
      price: 18000,
      capacity: 15,
      registered: 9,
    }),
    ...(
      [
        ['lundi', 1, '17:00', 'OPEN', 4],
        ['mercredi', 3, '14:00', 'OPEN', 5],
        ['samedi', 6, '09:00', 'FULL', 8],
      ] as const
    ).map(([day, weekday, from, status, registered]) =>
      availability({
        cuid: `ps-av-natation-${day}`,
        activity: 'natation-trimestre',
        location: 'ps-loc-woluwe',
        status,
        sessions: sessionsOn(
          weekly(nextWeekday(today.add({ days: 7 }), weekday), 10, breaks),
          from,
          `${from.slice(0, 2)}:45`,
        ),
        price: 14000,
        capacity: 8,
        registered,
        dates: day === 'mercredi' ? { 3: { status: 'FULL' } } : {},
      }),
    ),
  ];

  // Birthday parties: one party per slot, the next four weekends
  const firstWeekend = nextWeekday(today.add({ days: 3 }), 6);
  const partyStatuses = ['FULL', 'OPEN', 'FULL', 'OPEN', 'CLOSED', 'OPEN', 'OVERLAP', 'OPEN'] as const;
  const parties = partyStatuses.map((status, index) =>
    availability({
      cuid: `ps-av-anniversaire-${index + 1}`,
      activity: 'anniversaire-sportif',
      location: 'ps-loc-ixelles',
      status,
      sessions: [
        {
          date: firstWeekend.add({ weeks: Math.floor(index / 2), days: index % 2 }),
          from: '14:00',
          to: '17:00',
        },
      ],
      price: 22000,
      deposit: 7500,
      capacity: 1,
      registered: status === 'FULL' ? 1 : 0,
    }),
  );

  const availabilities = [...camps, ...courses, ...parties];
  const campActivities = [
    'psychomotricite-multisport-3-5',
    'multisport-aventure-6-9',
    'tennis-padel-10-14',
    'petits-peintres-6-9',
    'atelier-bd-manga-10-14',
    'petits-explorateurs-nature-6-9',
    'sciences-robotique-10-14',
    'aventure-ados',
  ];
  const courseActivities = ['eveil-musical-3-5', 'yoga-des-petits-3-5', 'hip-hop-ados', 'natation-trimestre'];

  const equipment = {
    title: 'Garderie',
    description: 'Accueil du matin dès 8 h et du soir jusqu’à 17 h 30, pour toute la semaine.',
    prices: [
      { label: 'Matin (8 h – 9 h)', amount: 1500 },
      { label: 'Matin et soir', amount: 2500 },
    ],
  };
  const cancellation = {
    title: 'Assurance annulation',
    description: 'Remboursement intégral sur certificat médical.',
    prices: [{ label: '5 % du prix du stage', percentage: 5 }],
  };
  const emergencyContact = {
    title: 'Personne à contacter en cas d’urgence',
    description: 'Nom et numéro de téléphone',
    type: 'TEXT' as const,
    required: true,
  };

  return {
    version: 1,
    organiser: {
      cuid: 'org-petits-sportifs',
      hostname: 'petits-sportifs.localhost',
      name: 'Les Petits Sportifs',
      language: 'fr',
      settings: {
        create_participant: true,
        cart_expiry_minutes: 15,
        payment_methods: { online: true, bank_transfers: true, bank_account: 'BE71 0961 2345 6769' },
        methods: [
          { type: 'IMMEDIATE', priority: 1 },
          { type: 'DELAYED', priority: 2 },
        ],
        service_fees: { amount: 50, percentage: 1.5 },
        formats: { ages: [] },
      },
    },
    website: {
      theme: { accent_color: '#e67e22' },
      topbar: {
        content: {
          contacts: { phone: '+32 2 555 12 34', email: 'bonjour@petits-sportifs.be' },
          announcement: {
            text: 'Inscriptions ouvertes pour les stages de Noël et de Carnaval',
            href: '/stages',
          },
        },
        settings: { text: { color: '#FFFFFF' }, background: { color: '#000000' } },
      },
      header: {
        content: {
          links: [
            {
              id: 1,
              name: 'Stages',
              href: '/stages',
              children: [
                {
                  id: 11,
                  name: 'Par thème',
                  href: '',
                  children: [
                    {
                      id: 111,
                      name: 'Sport',
                      href: '/stages?category-ps-grp-theme=ps-cat-sport',
                      children: [],
                    },
                    {
                      id: 112,
                      name: 'Arts & créativité',
                      href: '/stages?category-ps-grp-theme=ps-cat-arts',
                      children: [],
                    },
                    {
                      id: 113,
                      name: 'Nature & sciences',
                      href: '/stages?category-ps-grp-theme=ps-cat-nature',
                      children: [],
                    },
                  ],
                },
                {
                  id: 12,
                  name: 'Par période',
                  href: '',
                  children: [
                    { id: 121, name: 'Noël', href: '/stages?period=ps-period-noel', children: [] },
                    { id: 122, name: 'Carnaval', href: '/stages?period=ps-period-carnaval', children: [] },
                    { id: 123, name: 'Pâques', href: '/stages?period=ps-period-paques', children: [] },
                    { id: 124, name: 'Été', href: '/ete', children: [] },
                  ],
                },
              ],
            },
            { id: 2, name: 'Cours', href: '/cours', children: [] },
            { id: 3, name: 'Anniversaires', href: '/anniversaires', children: [] },
            {
              id: 4,
              name: 'Le club',
              href: '',
              children: [
                { id: 41, name: 'Abonnements et cartes', href: '/formules', children: [] },
                { id: 42, name: 'Bons cadeaux', href: '/bons-cadeaux', children: [] },
                { id: 43, name: 'Location de salles', href: '/location', children: [] },
                { id: 44, name: 'Qui sommes-nous ?', href: '/about', children: [] },
              ],
            },
            { id: 5, name: 'Blog', href: '/blog', children: [] },
          ],
        },
        settings: { position: 'sticky', logo_position: 'left', links_position: 'right' },
      },
      footer: {
        content: {
          quote: 'Bouger, créer, grandir ensemble.',
          links: [
            {
              id: 1,
              name: 'Le club',
              href: '',
              children: [
                { id: 2, name: 'Qui sommes-nous ?', href: '/about', children: [] },
                { id: 3, name: 'Conditions générales', href: '/terms', children: [] },
                { id: 4, name: 'Blog', href: '/blog', children: [] },
              ],
            },
            {
              id: 5,
              name: 'Activités',
              href: '',
              children: [
                { id: 6, name: 'Stages de vacances', href: '/stages', children: [] },
                { id: 7, name: 'Cours hebdomadaires', href: '/cours', children: [] },
                { id: 8, name: 'Anniversaires', href: '/anniversaires', children: [] },
              ],
            },
            {
              id: 9,
              name: 'Nous trouver',
              href: '',
              children: [
                { id: 10, name: 'Rue Volta 18, 1050 Ixelles', href: '', children: [] },
                { id: 11, name: '+32 2 555 12 34', href: 'tel:+3225551234', children: [] },
              ],
            },
          ],
        },
        settings: {},
      },
    },
    pages: [
      {
        pathname: '/',
        title: 'Accueil',
        description: 'Stages sportifs et créatifs, cours et anniversaires pour enfants à Bruxelles',
        type: 'DEFAULT',
        content: [
          section('home-hero', 'split-hero', {
            label: 'Vacances scolaires',
            title: 'Des stages qui font bouger',
            description:
              '<p>Multisport, tennis, arts plastiques, robotique : de 3 à 17 ans, dans cinq lieux à Bruxelles.</p>',
            image: '/media/hero-multisport.svg',
            layout: 'container',
            origin: 'left',
          }),
          section(
            'home-camps',
            'availabilities-cards-grid',
            { catalogs: ['ps-catalog-stages'], status: ['OPEN', 'FULL'], columns: 3 },
            [block('home-camps-title', 'heading', { text: 'Les prochains stages' })],
          ),
          section('home-bundles', 'bundles-cards-grid', { columns: 3 }, [
            block('home-bundles-title', 'heading', { text: 'Cartes et packs' }),
          ]),
          section('home-latest', 'latest-blog-articles', { limit: 3 }, [
            block('home-latest-title', 'heading', { text: 'Nos dernières nouvelles' }),
          ]),
        ],
      },
      {
        pathname: '/stages',
        title: 'Stages de vacances',
        description: 'Tous nos stages : Toussaint, Noël, Carnaval, Pâques et été',
        type: 'DEFAULT',
        content: [
          section('camps-filters', 'availability-cards-and-filters', {
            catalogs: ['ps-catalog-stages'],
            status: ['OPEN', 'FULL'],
            filters_layout: 'aside',
          }),
        ],
      },
      {
        pathname: '/ete',
        title: 'Stages d’été',
        description: 'Sept semaines de stages en juillet et en août',
        type: 'DEFAULT',
        content: [
          section(
            'summer-list',
            'availabilities-cards',
            { segments: ['ps-segment-ete'], status: ['OPEN', 'FULL'] },
            [
              block('summer-alert', 'alert', {
                variant: 'blue',
                text: 'Les inscriptions pour l’été ouvrent bientôt : créez votre compte dès maintenant.',
              }),
            ],
          ),
        ],
      },
      {
        pathname: '/cours',
        title: 'Cours hebdomadaires',
        description: 'Éveil musical, yoga, hip-hop et natation pendant l’année scolaire',
        type: 'DEFAULT',
        content: [
          section('courses-filters', 'inline-filters', {}),
          section('courses-calendar', 'weekly-calendar', {
            catalogs: ['ps-catalog-cours'],
            mode: 'calendar',
            start_hour: 8,
            end_hour: 21,
          }),
          section(
            'courses-swimming',
            'activities-cards-grid',
            { activities: ['natation-trimestre'], columns: 2 },
            [
              block('courses-swimming-text', 'paragraph', {
                text: 'La natation se réserve sur demande : choisissez un ou plusieurs créneaux par semaine.',
              }),
            ],
          ),
        ],
      },
      {
        pathname: '/anniversaires',
        title: 'Anniversaires',
        description: 'Un anniversaire sportif clé en main le week-end',
        type: 'DEFAULT',
        content: [
          section('party-hero', 'split-hero', {
            label: 'Le week-end',
            title: 'Un anniversaire qui bouge',
            description: '<p>Trois heures de jeux encadrés par deux animateurs, goûter compris.</p>',
            image: '/media/anniversaire-gateau.svg',
            layout: 'full-width',
            origin: 'right',
          }),
          section('party-slots', 'availabilities-quick-list', {
            activities: ['anniversaire-sportif'],
            status: ['OPEN', 'FULL'],
          }),
          section('party-faq', 'basic', {}, [
            block('party-faq-items', 'faq', {
              items: [
                {
                  id: 1,
                  question: 'Combien d’enfants peuvent venir ?',
                  answer: 'Jusqu’à 20 enfants de 5 à 12 ans.',
                },
                {
                  id: 2,
                  question: 'Peut-on apporter son gâteau ?',
                  answer: 'Oui, ou choisissez l’option gâteau lors de la réservation.',
                },
              ],
            }),
          ]),
        ],
      },
      {
        pathname: '/formules',
        title: 'Abonnements et cartes',
        description: null,
        type: 'DEFAULT',
        content: [
          section('plans-memberships', 'memberships-cards-grid', {
            memberships: ['ps-membership-club', 'ps-membership-natation'],
            columns: 2,
          }),
          section('plans-bundles', 'bundles-cards-grid', { columns: 3, filters: ['search'] }),
        ],
      },
      {
        pathname: '/bons-cadeaux',
        title: 'Bons cadeaux',
        description: 'Offrez un stage ou un cours',
        type: 'DEFAULT',
        content: [
          section('vouchers-grid', 'vouchers-cards-grid', {
            vouchers: ['ps-voucher-25', 'ps-voucher-50', 'ps-voucher-100'],
            columns: 3,
          }),
        ],
      },
      {
        pathname: '/location',
        title: 'Location de salles et terrains',
        description: 'Salle polyvalente et terrain de padel à l’heure',
        type: 'DEFAULT',
        content: [section('rooms-schedule', 'resources-daily-schedule', { start_hour: 9, end_hour: 19 })],
      },
      {
        pathname: '/about',
        title: 'Qui sommes-nous ?',
        description: null,
        type: 'DEFAULT',
        content: [
          section('about-text', 'basic', {}, [
            block('about-title', 'heading', { text: 'Un club pour bouger et créer' }),
            block('about-body', 'rich-text', {
              html:
                '<p>Depuis 2009, Les Petits Sportifs accueillent chaque année plus de 2 000 enfants à Ixelles, ' +
                'Uccle, Etterbeek, Schaerbeek et Woluwe.</p><p>Nos animateurs sont diplômés en éducation ' +
                'physique ou en arts, et formés aux premiers secours.</p>',
            }),
          ]),
          section('about-features', 'grid-container', { columns: 3 }, [
            block('about-feature-1', 'feature', {
              title: 'Petits groupes',
              text: '8 à 16 enfants',
              alignment: 'center',
            }),
            block('about-feature-2', 'feature', {
              title: 'Cinq lieux',
              text: 'Près des écoles',
              alignment: 'center',
            }),
            block('about-feature-3', 'feature', {
              title: 'Garderie',
              text: 'De 8 h à 17 h 30',
              alignment: 'center',
            }),
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
              html:
                '<h2>Conditions générales</h2><p>Les inscriptions sont confirmées à la réception du paiement.</p>' +
                '<p>Une annulation plus de 14 jours avant le stage est remboursée, frais administratifs de 10 € déduits.</p>',
            }),
          ]),
        ],
      },
    ],
    custom_fields: [
      {
        entity: 'CUSTOMERS',
        type: 'TEXT',
        title: 'Numéro de registre national',
        description: '11 chiffres',
        required: false,
        pattern: '\\d{11}',
      },
      {
        entity: 'PARTICIPANTS',
        type: 'CHOICES_MULTIPLE',
        title: 'Allergies',
        required: false,
        choices: ['Gluten', 'Lactose', 'Arachides'],
      },
      {
        entity: 'PARTICIPANTS',
        type: 'CHOICES_SINGLE',
        title: 'Sait nager',
        required: true,
        choices: ['Oui', 'Non'],
      },
      {
        entity: 'PARTICIPANTS',
        type: 'TEXT',
        title: 'Médecin traitant',
        description: 'Nom et téléphone',
        required: false,
      },
    ],
    locations: [
      {
        cuid: 'ps-loc-ixelles',
        name: 'Ixelles',
        title: 'Complexe sportif d’Ixelles',
        street: 'Rue Volta',
        number: '18',
        postcode: '1050',
        city: 'Ixelles',
        latitude: 50.8286,
        longitude: 4.3795,
      },
      {
        cuid: 'ps-loc-uccle',
        name: 'Uccle',
        title: 'Centre sportif du Wolvendael',
        street: 'Avenue Paul Stroobant',
        number: '44',
        postcode: '1180',
        city: 'Uccle',
        latitude: 50.8024,
        longitude: 4.3413,
      },
      {
        cuid: 'ps-loc-etterbeek',
        name: 'Etterbeek',
        title: 'Salle des Casernes',
        street: 'Rue des Rentiers',
        number: '87',
        postcode: '1040',
        city: 'Etterbeek',
        latitude: 50.8318,
        longitude: 4.3949,
      },
      {
        cuid: 'ps-loc-schaerbeek',
        name: 'Schaerbeek',
        title: 'Atelier de la Chaussée de Haecht',
        street: 'Chaussée de Haecht',
        number: '147',
        postcode: '1030',
        city: 'Schaerbeek',
        latitude: 50.8609,
        longitude: 4.3727,
      },
      {
        cuid: 'ps-loc-woluwe',
        name: 'Woluwe-Saint-Pierre',
        title: 'Piscine Sportcity',
        street: 'Avenue Salomé',
        number: '2',
        postcode: '1150',
        city: 'Woluwe-Saint-Pierre',
        latitude: 50.8371,
        longitude: 4.4307,
      },
    ],
    category_groups: [
      { cuid: 'ps-grp-theme', title: 'Thème', scope: 'PRIMARY', order: 1 },
      { cuid: 'ps-grp-age', title: 'Tranche d’âge', scope: 'SECONDARY', order: 2 },
      { cuid: 'ps-grp-format', title: 'Format', scope: 'SECONDARY', order: 3 },
      { cuid: 'ps-grp-level', title: 'Niveau', scope: 'SECONDARY', order: 4 },
    ],
    categories: [
      { cuid: 'ps-cat-sport', title: 'Sport', group: 'ps-grp-theme', order: 1 },
      { cuid: 'ps-cat-arts', title: 'Arts & créativité', group: 'ps-grp-theme', order: 2 },
      { cuid: 'ps-cat-nature', title: 'Nature & sciences', group: 'ps-grp-theme', order: 3 },
      { cuid: 'ps-cat-musique', title: 'Musique & danse', group: 'ps-grp-theme', order: 4 },
      { cuid: 'ps-cat-eau', title: 'Aquatique', group: 'ps-grp-theme', order: 5 },
      { cuid: 'ps-cat-3-5', title: '3–5 ans', group: 'ps-grp-age', order: 1 },
      { cuid: 'ps-cat-6-9', title: '6–9 ans', group: 'ps-grp-age', order: 2 },
      { cuid: 'ps-cat-10-14', title: '10–14 ans', group: 'ps-grp-age', order: 3 },
      { cuid: 'ps-cat-ados', title: 'Ados (13–17 ans)', group: 'ps-grp-age', order: 4 },
      { cuid: 'ps-cat-stage', title: 'Stage de vacances', group: 'ps-grp-format', order: 1 },
      { cuid: 'ps-cat-cours', title: 'Cours hebdomadaire', group: 'ps-grp-format', order: 2 },
      { cuid: 'ps-cat-anniversaire', title: 'Anniversaire', group: 'ps-grp-format', order: 3 },
      { cuid: 'ps-cat-decouverte', title: 'Découverte', group: 'ps-grp-level', order: 1 },
      { cuid: 'ps-cat-perfectionnement', title: 'Perfectionnement', group: 'ps-grp-level', order: 2 },
    ],
    periods: [
      {
        cuid: 'ps-period-toussaint',
        title: 'Toussaint',
        start_at: toussaint.start_at,
        end_at: toussaint.end_at,
      },
      { cuid: 'ps-period-noel', title: 'Noël', start_at: noel.start_at, end_at: noel.end_at },
      { cuid: 'ps-period-carnaval', title: 'Carnaval', start_at: carnaval.start_at, end_at: carnaval.end_at },
      { cuid: 'ps-period-paques', title: 'Pâques', start_at: paques.start_at, end_at: paques.end_at },
      { cuid: 'ps-period-ete', title: 'Été', start_at: ete.start_at, end_at: ete.end_at },
    ],
    activities: [
      {
        cuid: 'ps-act-psychomotricite',
        slug: 'psychomotricite-multisport-3-5',
        title: 'Psychomotricité et multisport (3–5 ans)',
        description:
          '<p>Parcours, jeux de ballon, équilibre et danse : une semaine pour découvrir son corps en s’amusant.</p>',
        images: [image('psychomotricite-ballons'), image('multisport-parcours')],
        instructions: '<p>Prévoir des chaussures de sport, une gourde et une collation. Sieste possible.</p>',
        age_minimum: 3,
        age_maximum: 5,
        default_capacity: 12,
        default_price: 13500,
        categories: ['ps-cat-sport', 'ps-cat-3-5', 'ps-cat-stage', 'ps-cat-decouverte'],
        options: [equipment],
        questions: [
          emergencyContact,
          {
            title: 'Propreté',
            description: 'Votre enfant est-il propre ?',
            type: 'CHOICES_SINGLE',
            required: true,
            choices: ['Oui', 'Pas encore', 'En cours d’apprentissage'],
          },
        ],
      },
      {
        cuid: 'ps-act-multisport',
        slug: 'multisport-aventure-6-9',
        title: 'Multisport aventure (6–9 ans)',
        description:
          '<p>Football, hockey, badminton, jeux coopératifs et une grande chasse au trésor le vendredi.</p>',
        images: [image('multisport-ballon'), image('football-terrain')],
        instructions: '<p>Tenue de sport, chaussures d’intérieur, pique-nique et deux collations.</p>',
        age_minimum: 6,
        age_maximum: 9,
        default_capacity: 16,
        default_price: 14500,
        default_deposit: 4000,
        partial_registration_fee: 500,
        categories: ['ps-cat-sport', 'ps-cat-6-9', 'ps-cat-stage', 'ps-cat-decouverte'],
        options: [
          equipment,
          {
            title: 'Repas de midi',
            description: 'Choisissez une formule pour la semaine.',
            answer_required: true,
            prices: [
              { label: 'Pique-nique apporté', amount: 0 },
              { label: 'Repas chaud (5 jours)', amount: 3000 },
            ],
          },
          cancellation,
        ],
        questions: [
          emergencyContact,
          {
            title: 'Taille de t-shirt',
            type: 'CHOICES_SINGLE',
            required: true,
            choices: ['6 ans', '8 ans', '10 ans', '12 ans'],
          },
          {
            title: 'Sports préférés',
            description: 'Pour composer les équipes',
            type: 'CHOICES_MULTIPLE',
            choices: ['Football', 'Hockey', 'Badminton', 'Basket', 'Athlétisme'],
          },
          {
            title: 'Date du dernier rappel tétanos',
            type: 'DATE',
          },
        ],
      },
      {
        cuid: 'ps-act-tennis',
        slug: 'tennis-padel-10-14',
        title: 'Stage tennis & padel (10–14 ans)',
        description: '<p>Technique, matchs et initiation au padel, deux heures de chaque par jour.</p>',
        images: [image('tennis-raquette'), image('padel-terrain')],
        age_minimum: 10,
        age_maximum: 14,
        default_capacity: 8,
        default_price: 17500,
        categories: ['ps-cat-sport', 'ps-cat-10-14', 'ps-cat-stage', 'ps-cat-perfectionnement'],
        options: [
          {
            title: 'Location de raquette',
            prices: [
              { label: 'Raquette de tennis', amount: 1000 },
              { label: 'Raquette de padel', amount: 1000 },
            ],
          },
          cancellation,
        ],
        questions: [
          {
            title: 'Niveau en tennis',
            type: 'CHOICES_SINGLE',
            required: true,
            choices: ['Débutant', '1 à 2 ans de pratique', 'Plus de 2 ans', 'Joueur classé'],
          },
        ],
      },
      {
        cuid: 'ps-act-petits-peintres',
        slug: 'petits-peintres-6-9',
        title: 'Arts plastiques : petits peintres (6–9 ans)',
        description: '<p>Peinture, collage, argile : chaque enfant repart avec son carnet d’artiste.</p>',
        images: [image('peinture-pinceau'), image('arts-plastiques-atelier')],
        instructions: '<p>Vêtements qui ne craignent rien ; tabliers fournis.</p>',
        age_minimum: 6,
        age_maximum: 9,
        default_capacity: 10,
        default_price: 13000,
        categories: ['ps-cat-arts', 'ps-cat-6-9', 'ps-cat-stage', 'ps-cat-decouverte'],
        options: [
          {
            title: 'Kit de matériel à emporter',
            description: 'Pinceaux, gouaches et carnet',
            prices: [{ label: 'Kit complet', amount: 1800 }],
          },
        ],
      },
      {
        cuid: 'ps-act-bd-manga',
        slug: 'atelier-bd-manga-10-14',
        title: 'Atelier BD & manga (10–14 ans)',
        description:
          '<p>Scénario, personnages, planches : une BD de quatre pages imprimée en fin de semaine.</p>',
        images: [image('bd-manga-dessin')],
        age_minimum: 10,
        age_maximum: 14,
        default_capacity: 12,
        default_price: 14000,
        categories: ['ps-cat-arts', 'ps-cat-10-14', 'ps-cat-stage', 'ps-cat-perfectionnement'],
        questions: [
          {
            title: 'Ton style préféré',
            type: 'CHOICES_MULTIPLE',
            choices: ['Manga', 'Franco-belge', 'Comics', 'Roman graphique'],
          },
          { title: 'Ton auteur ou ta série préférée', type: 'TEXT' },
        ],
      },
      {
        cuid: 'ps-act-nature',
        slug: 'petits-explorateurs-nature-6-9',
        title: 'Petits explorateurs de la nature (6–9 ans)',
        description: '<p>Cabanes, traces d’animaux, potager et land art, dehors par tous les temps.</p>',
        images: [image('nature-arbre'), image('foret-explorateurs')],
        instructions: '<p>Bottes, vêtements de pluie et vêtements de rechange.</p>',
        age_minimum: 6,
        age_maximum: 9,
        default_capacity: 20,
        default_price: 12500,
        categories: ['ps-cat-nature', 'ps-cat-6-9', 'ps-cat-stage', 'ps-cat-decouverte'],
        questions: [emergencyContact],
      },
      {
        cuid: 'ps-act-robotique',
        slug: 'sciences-robotique-10-14',
        title: 'Sciences & robotique (10–14 ans)',
        description:
          '<p>Construire et programmer un robot, expériences de chimie amusante et fusées à eau.</p>',
        images: [image('robotique-robot'), image('sciences-labo')],
        age_minimum: 10,
        age_maximum: 14,
        default_capacity: 12,
        default_price: 16500,
        default_deposit: 5000,
        categories: ['ps-cat-nature', 'ps-cat-10-14', 'ps-cat-stage', 'ps-cat-perfectionnement'],
        options: [
          { title: 'Robot à emporter', prices: [{ label: 'Kit robot Arduino', amount: 3500 }] },
          cancellation,
        ],
      },
      {
        cuid: 'ps-act-ados',
        slug: 'aventure-ados',
        title: 'Stage aventure ados (13–17 ans)',
        description: '<p>Escalade, kayak, course d’orientation et une nuit sous tente.</p>',
        images: [image('aventure-ados-nature')],
        age_minimum: 13,
        age_maximum: 17,
        default_capacity: 14,
        default_price: 19500,
        default_deposit: 6000,
        categories: ['ps-cat-sport', 'ps-cat-nature', 'ps-cat-ados', 'ps-cat-stage'],
        options: [cancellation],
        questions: [
          emergencyContact,
          { title: 'Sait nager 50 m', type: 'CHOICES_SINGLE', required: true, choices: ['Oui', 'Non'] },
        ],
      },
      {
        cuid: 'ps-act-eveil-musical',
        slug: 'eveil-musical-3-5',
        title: 'Éveil musical (3–5 ans)',
        description: '<p>Chanter, bouger, découvrir les instruments : dix samedis matin en musique.</p>',
        images: [image('eveil-musical-notes')],
        age_minimum: 3,
        age_maximum: 5,
        default_capacity: 8,
        default_price: 12000,
        categories: ['ps-cat-musique', 'ps-cat-3-5', 'ps-cat-cours', 'ps-cat-decouverte'],
      },
      {
        cuid: 'ps-act-yoga',
        slug: 'yoga-des-petits-3-5',
        title: 'Yoga des petits (3–5 ans)',
        description: '<p>Postures d’animaux, respiration et relaxation, le mercredi après-midi.</p>',
        images: [image('yoga-enfants')],
        age_minimum: 3,
        age_maximum: 5,
        default_capacity: 10,
        default_price: 8800,
        categories: ['ps-cat-musique', 'ps-cat-3-5', 'ps-cat-cours'],
      },
      {
        cuid: 'ps-act-hip-hop',
        slug: 'hip-hop-ados',
        title: 'Hip-hop & danse urbaine (ados)',
        description: '<p>Chorégraphies, freestyle et spectacle de fin de trimestre.</p>',
        images: [image('hip-hop-danse')],
        age_minimum: 12,
        age_maximum: 17,
        default_capacity: 15,
        default_price: 18000,
        categories: ['ps-cat-musique', 'ps-cat-ados', 'ps-cat-cours'],
        settings: { allow_registrations_after_start: true },
      },
      {
        cuid: 'ps-act-natation',
        slug: 'natation-trimestre',
        title: 'Natation — cours du trimestre (sur demande)',
        description:
          '<p>Apprentissage et perfectionnement en petits groupes. Demandez un ou plusieurs créneaux : nous ' +
          'confirmons selon les niveaux.</p>',
        images: [image('natation-piscine')],
        age_minimum: 6,
        age_maximum: 14,
        default_capacity: 8,
        default_price: 14000,
        registration_flow: 'REQUEST',
        categories: ['ps-cat-eau', 'ps-cat-6-9', 'ps-cat-10-14', 'ps-cat-cours'],
        questions: [
          {
            title: 'Niveau de natation',
            type: 'CHOICES_SINGLE',
            required: true,
            choices: ['N’a jamais nagé', 'Nage avec brassards', 'Nage 25 m', 'Nage 50 m et plus'],
          },
        ],
        tiers: [
          {
            cuid: 'ps-tier-natation-1',
            name: '1 créneau par semaine',
            minimum_availabilities: 1,
            maximum_availabilities: 1,
          },
          {
            cuid: 'ps-tier-natation-2',
            name: '2 créneaux par semaine',
            minimum_availabilities: 2,
            maximum_availabilities: 2,
          },
          {
            cuid: 'ps-tier-natation-libre',
            name: 'Formule libre',
            minimum_availabilities: 1,
            maximum_availabilities: 3,
          },
        ],
      },
      {
        cuid: 'ps-act-anniversaire',
        slug: 'anniversaire-sportif',
        title: 'Anniversaire sportif',
        description:
          '<p>Trois heures de jeux sportifs pour fêter ça avec les copains, goûter et boissons compris.</p>',
        images: [image('anniversaire-gateau'), image('anniversaire-ballons-sport')],
        instructions: '<p>Arrivée 10 minutes avant ; les parents sont les bienvenus pour le goûter.</p>',
        age_minimum: 5,
        age_maximum: 12,
        default_capacity: 1,
        default_price: 22000,
        default_deposit: 7500,
        categories: ['ps-cat-sport', 'ps-cat-6-9', 'ps-cat-anniversaire'],
        options: [
          {
            title: 'Gâteau d’anniversaire',
            prices: [
              { label: 'Gâteau au chocolat (20 parts)', amount: 3500 },
              { label: 'Gâteau aux fruits (20 parts)', amount: 3800 },
            ],
          },
          { title: 'Animateur supplémentaire', prices: [{ label: 'Au-delà de 15 enfants', amount: 6000 }] },
        ],
        questions: [
          { title: 'Prénom de l’enfant fêté', type: 'TEXT', required: true },
          { title: 'Âge fêté', type: 'TEXT', required: true },
          {
            title: 'Nombre d’invités',
            type: 'CHOICES_SINGLE',
            required: true,
            choices: ['Jusqu’à 10', '11 à 15', '16 à 20'],
          },
          {
            title: 'Thème souhaité',
            type: 'CHOICES_SINGLE',
            choices: ['Football', 'Olympiades', 'Pirates', 'Ninja'],
          },
        ],
      },
    ],
    availabilities,
    catalogs: [
      { cuid: 'ps-catalog-stages', title: 'Stages de vacances', activities: campActivities },
      { cuid: 'ps-catalog-cours', title: 'Cours de l’année', activities: courseActivities },
    ],
    segments: [
      {
        cuid: 'ps-segment-ete',
        title: 'Stages d’été',
        availabilities: camps.filter((camp) => camp.cuid.startsWith('ps-av-ete-')).map((camp) => camp.cuid),
      },
    ],
    bundles: [
      {
        cuid: 'ps-bundle-carte-10',
        slug: 'carte-10-seances',
        title: 'Carte 10 séances',
        price: 11000,
        images: [image('carte-seances-musique')],
        description: '<p>Dix séances de cours hebdomadaire au choix, valables un an à partir de l’achat.</p>',
        capacity: 10,
        duration: 365 * 24 * 3600,
        entity: 'PARTICIPANTS',
        activities: ['eveil-musical-3-5', 'yoga-des-petits-3-5', 'hip-hop-ados'],
      },
      {
        cuid: 'ps-bundle-pack-3-stages',
        slug: 'pack-3-stages',
        title: 'Pack 3 stages',
        price: 39000,
        images: [image('pack-stages-multisport')],
        description: '<p>Trois semaines de stage pour le prix de deux et demie, jusqu’à la fin de l’été.</p>',
        capacity: 3,
        expires_at: ete.end_at,
        entity: 'PARTICIPANTS',
        activities: campActivities,
      },
      {
        cuid: 'ps-bundle-pass-famille',
        slug: 'pass-famille',
        title: 'Pass famille illimité',
        price: 45000,
        images: [image('pass-famille-sport')],
        description: '<p>Stages et cours sans limite pour toute la famille pendant la saison.</p>',
        capacity: null,
        entity: 'CUSTOMERS',
        activities: [...campActivities, ...courseActivities],
      },
    ],
    memberships: [
      {
        cuid: 'ps-membership-club',
        slug: 'carte-de-membre',
        title: 'Carte de membre du club',
        price: 2500,
        images: [image('carte-membre-club')],
        description: '<p>Priorité d’inscription et 10 % de réduction sur les stages pendant un an.</p>',
        entity: 'CUSTOMERS',
        period_type: 'ROLLING',
        rolling_period_type: 'YEAR',
        rolling_period_duration: 1,
      },
      {
        cuid: 'ps-membership-natation',
        slug: 'saison-natation',
        title: 'Abonnement natation — saison',
        price: 32000,
        images: [image('natation-saison')],
        description: '<p>Un cours de natation par semaine toute la saison scolaire.</p>',
        entity: 'PARTICIPANTS',
        period_type: 'FIXED',
        fixed_period_start_at: local(season.start, '00:00'),
        fixed_period_end_at: local(season.end, '23:59'),
      },
    ],
    vouchers: [
      {
        cuid: 'ps-voucher-25',
        slug: 'bon-cadeau-25',
        title: 'Bon cadeau 25 €',
        price: 2500,
        amount: 2500,
        duration: 365 * 24 * 3600,
        images: [image('bon-cadeau-etoile')],
        description: '<p>À utiliser sur tous nos stages et cours pendant un an.</p>',
      },
      {
        cuid: 'ps-voucher-50',
        slug: 'bon-cadeau-50',
        title: 'Bon cadeau 50 €',
        price: 5000,
        amount: 5000,
        duration: 365 * 24 * 3600,
        images: [image('bon-cadeau-etoile')],
        description: '<p>À utiliser sur tous nos stages et cours pendant un an.</p>',
      },
      {
        cuid: 'ps-voucher-100',
        slug: 'bon-cadeau-stage',
        title: 'Bon cadeau « une semaine de stage »',
        price: 9500,
        amount: 10000,
        duration: null,
        images: [image('bon-cadeau-multisport')],
        description: '<p>100 € de stage pour 95 €, sans date d’expiration.</p>',
      },
    ],
    booking_configurations: [{ cuid: 'ps-booking-salles', title: 'Location de salles et terrains' }],
    resources: [
      {
        cuid: 'ps-res-salle',
        name: 'Salle polyvalente',
        booking_configuration: 'ps-booking-salles',
        location: 'ps-loc-etterbeek',
        images: [image('salle-polyvalente')],
        availabilities: resourceSlots(now, {
          days: 14,
          hours: ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30'],
          prices: [
            { duration: 3600, amount: 3500 },
            { duration: 5400, amount: 5000 },
          ],
          booked: (day, slot) => (day * 7 + slot * 3) % 5 === 0,
        }),
      },
      {
        cuid: 'ps-res-padel',
        name: 'Terrain de padel',
        booking_configuration: 'ps-booking-salles',
        location: 'ps-loc-uccle',
        images: [image('padel-raquette')],
        availabilities: resourceSlots(now, {
          days: 14,
          hours: ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00'],
          prices: [
            { duration: 3600, amount: 3200 },
            { duration: 5400, amount: 4500 },
          ],
          booked: (day, slot) => (day * 5 + slot * 2) % 4 === 0,
        }),
      },
    ],
    blog_articles: [
      {
        cuid: 'ps-blog-sac-de-stage',
        slug: 'bien-preparer-le-sac-de-stage',
        title: 'Bien préparer le sac de stage',
        created_at: daysAgo(now, 3),
        images: [image('blog-multisport-sac')],
        content:
          '<p>Une journée de stage, c’est beaucoup de mouvement. Voici notre liste pour ne rien oublier.</p>' +
          '<h2>L’essentiel</h2><ul><li>Une gourde marquée au nom de l’enfant</li><li>Des chaussures de sport ' +
          'propres pour la salle</li><li>Deux collations et un pique-nique</li></ul><h2>Par temps de pluie</h2>' +
          '<p>Un k-way et des vêtements de rechange : nous sortons par tous les temps.</p>',
      },
      {
        cuid: 'ps-blog-multisport',
        slug: 'pourquoi-le-multisport-avant-8-ans',
        title: 'Pourquoi le multisport avant 8 ans ?',
        created_at: daysAgo(now, 15),
        images: [image('blog-football-enfants'), image('blog-multisport-jeux')],
        content:
          '<p>Se spécialiser trop tôt lasse et expose aux blessures. Varier les sports développe la coordination, ' +
          'l’équilibre et le plaisir de bouger.</p><h2>Ce que disent les entraîneurs</h2><p>« Un enfant qui a ' +
          'touché à tout choisit mieux son sport à 10 ans », explique Sarah, responsable pédagogique.</p>',
      },
      {
        cuid: 'ps-blog-bd-manga',
        slug: 'nouveaux-ateliers-bd-manga',
        title: 'Nouveaux ateliers BD & manga',
        created_at: daysAgo(now, 27),
        images: [image('blog-bd-manga-planche')],
        content:
          '<p>Cette année, les 10–14 ans peuvent créer leur propre BD avec Yuki, illustratrice bruxelloise.</p>' +
          '<p>Au programme : storyboard, encrage, couleurs et impression d’un petit album.</p>',
      },
      {
        cuid: 'ps-blog-natation',
        slug: 'apprendre-a-nager-les-etapes',
        title: 'Apprendre à nager : les étapes',
        created_at: daysAgo(now, 41),
        images: [image('blog-natation-piscine')],
        content:
          '<p>De l’aisance dans l’eau aux 50 mètres, chaque enfant progresse à son rythme.</p><ol><li>Mettre la ' +
          'tête sous l’eau</li><li>Flotter sur le ventre et sur le dos</li><li>Se déplacer sans aide</li></ol>',
      },
      {
        cuid: 'ps-blog-anniversaire',
        slug: 'organiser-un-anniversaire-sportif',
        title: 'Organiser un anniversaire sportif sans stress',
        created_at: daysAgo(now, 58),
        images: [image('blog-anniversaire-gateau')],
        content:
          '<p>Réservez un créneau le week-end, choisissez un thème, nous nous occupons du reste.</p><h2>Le ' +
          'déroulé</h2><p>Accueil, jeux en équipes, goûter, remise des diplômes : trois heures bien remplies.</p>',
      },
      {
        cuid: 'ps-blog-nature',
        slug: 'retour-sur-le-stage-nature',
        title: 'Retour en images sur le stage nature',
        created_at: daysAgo(now, 76),
        images: [image('blog-nature-cabane'), image('blog-foret-arbre')],
        content:
          '<p>Cabanes au Wolvendael, empreintes de renard et soupe de potiron : une semaine les bottes dans la ' +
          'boue et le sourire aux lèvres.</p>',
      },
    ],
    coupons: [
      {
        cuid: 'ps-coupon-hiver',
        code: 'HIVER10',
        title: 'Hiver : 10 % sur la commande',
        label: '10 % dès 50 €',
        percentage: 10,
        min_total_amount: 5000,
      },
    ],
    volume_discounts: [
      // Families registering two children or more to the multisport weeks save 10 € per registration.
      { activity: 'multisport-aventure-6-9', minimum_registrations: 2, amount: 1000 },
    ],
    documents: [
      {
        cuid: 'ps-doc-attestation',
        title: 'Attestation de participation',
        description: 'Pour la mutuelle ou l’employeur : disponible à la fin de l’activité, une fois payée.',
        icon: 'certificate',
        activity: null,
        payment_requirement: 'TOTAL',
        date_requirement: 'AVAILABILITY_END',
        pages: [
          {
            elements: [
              {
                type: 'TEXT',
                text:
                  'Les Petits Sportifs certifient que {participant.fullname}, né(e) le {participant.birthdate}, ' +
                  'a participé à « {activity.title} » (inscription {registration.reference}).',
                settings: { fontSize: 12 },
              },
              { type: 'TEXT', text: 'Dates : {availability.dates}.' },
              { type: 'TEXT', text: 'Lieu : {location.name}.' },
              {
                type: 'TEXT',
                text: 'Montant payé : {registration.paid_amount} sur un total de {registration.total_amount}.',
              },
              {
                type: 'TEXT',
                text: 'Fait à Bruxelles, le {today}, pour servir et valoir ce que de droit.',
                settings: { color: '#57606a' },
              },
            ],
          },
        ],
      },
      {
        cuid: 'ps-doc-fiche-sanitaire',
        title: 'Fiche sanitaire',
        description: 'À remplir avant le premier jour et à remettre aux animateurs.',
        icon: 'medical',
        activity: 'multisport-aventure-6-9',
        payment_requirement: 'DEPOSIT',
        pages: [
          {
            elements: [
              {
                type: 'TEXT',
                text: 'Fiche sanitaire de {participant.fullname} pour « {activity.title} » : {availability.dates}.',
                settings: { fontSize: 12 },
              },
              { type: 'CUSTOM_FIELD', entity: 'PARTICIPANTS', field: 'Médecin traitant', required: true },
              { type: 'CUSTOM_FIELD', entity: 'PARTICIPANTS', field: 'Allergies' },
              { type: 'CUSTOM_FIELD', entity: 'PARTICIPANTS', field: 'Sait nager' },
              {
                type: 'TEXT',
                text: 'Je soussigné(e), {customer.fullname}, certifie l’exactitude de ces informations. Le {today}.',
                settings: { color: '#57606a' },
              },
            ],
          },
        ],
      },
    ],
    customers: [
      {
        firstname: 'Camille',
        lastname: 'Dubois',
        email: 'camille@example.be',
        phone: '+32 470 12 34 56',
        password: 'demo-password',
        address: addressBook[0] ?? null,
        custom_data: [{ field: 'Numéro de registre national', data: '85073003328' }],
        newsletter: true,
        participants: [
          {
            firstname: 'Léa',
            lastname: 'Dubois',
            birthdate: birthdate(now, 11, 130),
            custom_data: [{ field: 'Sait nager', data: 'Oui' }],
          },
          {
            firstname: 'Hugo',
            lastname: 'Dubois',
            birthdate: birthdate(now, 7, 45),
            custom_data: [
              { field: 'Sait nager', data: 'Non' },
              { field: 'Allergies', data: ['Arachides'] },
            ],
          },
        ],
      },
    ],
  };
}
