import { brusselsDate, type PlainDate } from '../../../core/time/index';
import { addressBook } from '../addresses';
import type { OrganiserFileInput } from '../import-file';
import {
  availability,
  block,
  campWeek,
  daysAgo,
  fridayBefore,
  image,
  opensBefore,
  prorata,
  resourceSlots,
  section,
  sessionsOn,
} from './build';
import { birthdate, nextHolidays, nextWeekday, schoolBreaks, weekly } from './calendar';

/**
 * "Little Lab Academy", a smaller English-first academy: coding, music and languages after school, holiday
 * code camps, a rock band workshop on request and a practice room to hire. Computed from `now`.
 */
export function littleLabAcademy(now: string): OrganiserFileInput {
  const today = brusselsDate(now);
  const holidays = nextHolidays(now);
  const breaks = schoolBreaks(now);
  const nextWeek = today.add({ days: 7 });
  const { noel, paques, ete } = holidays;
  const on = (weekday: number, count: number, from: string, to: string) =>
    sessionsOn(weekly(nextWeekday(nextWeek, weekday), count, breaks), from, to);
  const codeCamp = (
    cuid: string,
    monday: PlainDate,
    rest: { status: 'OPEN' | 'CLOSED'; registered?: number; registrations_start_at?: string },
  ) => {
    const sessions = campWeek(monday, '09:30', '16:30');
    return availability({
      cuid,
      activity: 'holiday-code-camp',
      location: 'ac-loc-louise',
      sessions,
      price: prorata(21000, sessions.length),
      deposit: 5000,
      capacity: 12,
      registrations_end_at: fridayBefore(monday),
      ...rest,
    });
  };
  const summerCamps = [
    codeCamp('ac-av-summer-code-w1', ete.week(0), {
      status: 'OPEN',
      registrations_start_at: opensBefore(now, ete.week(0), 21),
    }),
    codeCamp('ac-av-summer-code-w3', ete.week(2), {
      status: 'OPEN',
      registrations_start_at: opensBefore(now, ete.week(0), 21),
    }),
  ];

  return {
    version: 1,
    organiser: {
      cuid: 'org-little-lab-academy',
      hostname: 'academy.localhost',
      name: 'Little Lab Academy',
      language: 'en',
      settings: {
        create_participant: false,
        cart_expiry_minutes: 15,
        payment_methods: { online: false, bank_transfers: true, bank_account: 'BE68 5390 0754 7034' },
        methods: [{ type: 'DELAYED', priority: 1 }],
        service_fees: { amount: 0, percentage: 0 },
        formats: { ages: [] },
      },
    },
    website: {
      theme: { accent_color: '#1f6feb' },
      topbar: {
        content: {
          contacts: { phone: '+32 2 555 98 76', email: 'hello@littlelab-academy.be' },
          announcement: { text: 'Summer code camps: registrations open soon', href: '/camps' },
        },
        settings: { text: { color: '#FFFFFF' }, background: { color: '#0b3d91' } },
      },
      header: {
        content: {
          links: [
            {
              id: 1,
              name: 'Courses',
              href: '/courses',
              children: [
                {
                  id: 11,
                  name: 'Coding',
                  href: '/courses?category-ac-grp-subject=ac-cat-coding',
                  children: [],
                },
                {
                  id: 12,
                  name: 'Music',
                  href: '/courses?category-ac-grp-subject=ac-cat-music',
                  children: [],
                },
                {
                  id: 13,
                  name: 'Languages',
                  href: '/courses?category-ac-grp-subject=ac-cat-languages',
                  children: [],
                },
              ],
            },
            { id: 2, name: 'Holiday camps', href: '/camps', children: [] },
            { id: 3, name: 'Practice room', href: '/practice-room', children: [] },
            { id: 4, name: 'Gift vouchers', href: '/gift-vouchers', children: [] },
            { id: 5, name: 'Blog', href: '/blog', children: [] },
          ],
        },
        settings: { position: 'relative', logo_position: 'center', links_position: 'center' },
      },
      footer: {
        content: {
          quote: 'Curious minds, busy hands.',
          links: [
            {
              id: 1,
              name: 'Academy',
              href: '',
              children: [
                { id: 2, name: 'About us', href: '/about', children: [] },
                { id: 3, name: 'Terms', href: '/terms', children: [] },
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
        title: 'Home',
        description: 'Coding, music and language courses for children and teens in Brussels',
        type: 'DEFAULT',
        content: [
          section('academy-banner', 'banner', {
            title: 'Learn by making, all year round',
            image: '/media/hero-coding-music.svg',
          }),
          section(
            'academy-courses',
            'activities-cards-grid',
            { catalogs: ['ac-catalog-courses'], columns: 3, filters: ['search', 'age', 'category'] },
            [block('academy-courses-title', 'heading', { text: 'After-school courses' })],
          ),
          section('academy-membership', 'memberships-cards-grid', { memberships: ['ac-membership-monthly'] }),
          section('academy-latest', 'latest-blog-articles', { limit: 3 }),
        ],
      },
      {
        pathname: '/courses',
        title: 'Courses',
        description: null,
        type: 'DEFAULT',
        content: [
          section('courses-list', 'availability-cards-and-filters', {
            catalogs: ['ac-catalog-courses'],
            status: ['OPEN', 'FULL'],
            filters_layout: 'stacked',
          }),
        ],
      },
      {
        pathname: '/camps',
        title: 'Holiday code camps',
        description: 'A week of coding projects during the school holidays',
        type: 'DEFAULT',
        content: [
          section('camps-summer', 'availabilities-cards', { segments: ['ac-segment-summer'] }, [
            block('camps-summer-title', 'heading', { text: 'Summer' }),
          ]),
          section('camps-all', 'availabilities-cards-grid', {
            activities: ['holiday-code-camp'],
            status: ['OPEN', 'FULL'],
            columns: 2,
          }),
        ],
      },
      {
        pathname: '/practice-room',
        title: 'Practice room',
        description: 'A quiet room with an upright piano, by the hour',
        type: 'DEFAULT',
        content: [
          section('room-schedule', 'resources-schedule', { start_hour: 10, end_hour: 19, mode: 'stacked' }),
        ],
      },
      {
        pathname: '/gift-vouchers',
        title: 'Gift vouchers',
        description: null,
        type: 'DEFAULT',
        content: [section('gift-grid', 'vouchers-cards-grid', { vouchers: ['ac-voucher-40'] })],
      },
      {
        pathname: '/about',
        title: 'About us',
        description: null,
        type: 'DEFAULT',
        content: [
          section('about-basic', 'basic', {}, [
            block('about-text', 'rich-text', {
              html:
                '<p>Little Lab Academy was founded by three teachers who believe children learn best by building ' +
                'things: games, songs and conversations.</p>',
            }),
          ]),
        ],
      },
      {
        pathname: '/terms',
        title: 'Terms and conditions',
        description: null,
        type: 'DEFAULT',
        content: [
          section('terms-basic', 'basic', {}, [
            block('terms-text', 'rich-text', {
              html: '<h2>Terms</h2><p>Registrations are confirmed once the bank transfer is received.</p>',
            }),
          ]),
        ],
      },
    ],
    custom_fields: [
      {
        entity: 'CUSTOMERS',
        type: 'CHOICES_SINGLE',
        title: 'How did you hear about us?',
        required: false,
        choices: ['Friends', 'School', 'Online'],
      },
    ],
    locations: [
      {
        cuid: 'ac-loc-louise',
        name: 'Louise',
        title: 'Louise campus',
        street: 'Avenue Louise',
        number: '149',
        postcode: '1050',
        city: 'Ixelles',
        latitude: 50.8262,
        longitude: 4.3653,
      },
      {
        cuid: 'ac-loc-flagey',
        name: 'Flagey',
        title: 'Flagey music studios',
        street: 'Place Sainte-Croix',
        number: '1',
        postcode: '1050',
        city: 'Ixelles',
        latitude: 50.8275,
        longitude: 4.3723,
      },
    ],
    category_groups: [
      { cuid: 'ac-grp-subject', title: 'Subject', scope: 'PRIMARY' },
      { cuid: 'ac-grp-age', title: 'Age group', scope: 'SECONDARY' },
    ],
    categories: [
      { cuid: 'ac-cat-coding', title: 'Coding', group: 'ac-grp-subject' },
      { cuid: 'ac-cat-music', title: 'Music', group: 'ac-grp-subject' },
      { cuid: 'ac-cat-languages', title: 'Languages', group: 'ac-grp-subject' },
      { cuid: 'ac-cat-7-10', title: '7–10 years', group: 'ac-grp-age' },
      { cuid: 'ac-cat-11-14', title: '11–14 years', group: 'ac-grp-age' },
      { cuid: 'ac-cat-teens', title: 'Teens', group: 'ac-grp-age' },
    ],
    periods: [
      {
        cuid: 'ac-period-christmas',
        title: 'Christmas holidays',
        start_at: noel.start_at,
        end_at: noel.end_at,
      },
      { cuid: 'ac-period-spring', title: 'Spring break', start_at: paques.start_at, end_at: paques.end_at },
      { cuid: 'ac-period-summer', title: 'Summer holidays', start_at: ete.start_at, end_at: ete.end_at },
    ],
    activities: [
      {
        cuid: 'ac-act-scratch',
        slug: 'scratch-coding-club',
        title: 'Scratch coding club (8–11)',
        description: '<p>Make games and animations with Scratch; a new project every two weeks.</p>',
        images: [image('scratch-coding')],
        age_minimum: 8,
        age_maximum: 11,
        default_capacity: 10,
        default_price: 16000,
        categories: ['ac-cat-coding', 'ac-cat-7-10'],
        options: [{ title: 'Laptop rental', prices: [{ label: 'For the term', amount: 1500 }] }],
        questions: [
          {
            title: 'Has your child coded before?',
            type: 'CHOICES_SINGLE',
            required: true,
            choices: ['Never', 'A little', 'Yes, regularly'],
          },
        ],
      },
      {
        cuid: 'ac-act-python',
        slug: 'python-for-teens',
        title: 'Python for teens (13–17)',
        description: '<p>From the first line of code to a small web app, on Saturday mornings.</p>',
        images: [image('python-code'), image('coding-laptop')],
        age_minimum: 13,
        age_maximum: 17,
        default_capacity: 8,
        default_price: 19000,
        categories: ['ac-cat-coding', 'ac-cat-teens'],
      },
      {
        cuid: 'ac-act-piano',
        slug: 'piano-for-beginners',
        title: 'Piano for beginners (7–12)',
        description: '<p>Reading notes, playing with both hands and a small concert for the families.</p>',
        images: [image('piano-music')],
        age_minimum: 7,
        age_maximum: 12,
        default_capacity: 4,
        default_price: 24000,
        categories: ['ac-cat-music', 'ac-cat-7-10', 'ac-cat-11-14'],
        options: [
          { title: 'Instrument insurance', prices: [{ label: '4 % of the course price', percentage: 4 }] },
          {
            title: 'Sheet music',
            answer_required: true,
            prices: [
              { label: 'Printed book', amount: 1800 },
              { label: 'PDF only', amount: 0 },
            ],
          },
        ],
        questions: [
          {
            title: 'Is there a piano or keyboard at home?',
            type: 'CHOICES_SINGLE',
            required: true,
            choices: ['Piano', 'Keyboard', 'Neither'],
          },
          {
            title: 'Favourite music styles',
            type: 'CHOICES_MULTIPLE',
            choices: ['Classical', 'Pop', 'Jazz', 'Film music'],
          },
          { title: 'Preferred first lesson', type: 'DATE' },
          { title: 'Anything the teacher should know?', type: 'TEXT' },
        ],
      },
      {
        cuid: 'ac-act-english',
        slug: 'english-conversation-club',
        title: 'English conversation club (10–14)',
        description: '<p>Games, debates and drama in English for confident young speakers.</p>',
        images: [image('english-language-book')],
        age_minimum: 10,
        age_maximum: 14,
        default_capacity: 10,
        default_price: 15000,
        categories: ['ac-cat-languages', 'ac-cat-11-14'],
      },
      {
        cuid: 'ac-act-code-camp',
        slug: 'holiday-code-camp',
        title: 'Holiday code camp (9–13)',
        description: '<p>Five days to build a robot, a website and a video game with friends.</p>',
        images: [image('code-camp-robot'), image('coding-brackets')],
        age_minimum: 9,
        age_maximum: 13,
        default_capacity: 12,
        default_price: 21000,
        default_deposit: 5000,
        categories: ['ac-cat-coding', 'ac-cat-7-10', 'ac-cat-11-14'],
      },
      {
        cuid: 'ac-act-band',
        slug: 'rock-band-workshop',
        title: 'Rock band workshop (12–17, on request)',
        description: '<p>Form a band, rehearse and record a song. Ask for one or two evenings a week.</p>',
        images: [image('band-guitar-music')],
        age_minimum: 12,
        age_maximum: 17,
        default_capacity: 6,
        default_price: 17500,
        registration_flow: 'REQUEST',
        categories: ['ac-cat-music', 'ac-cat-teens'],
        questions: [
          {
            title: 'Instrument',
            type: 'CHOICES_SINGLE',
            required: true,
            choices: ['Guitar', 'Bass', 'Drums', 'Keyboard', 'Vocals'],
          },
        ],
        tiers: [
          {
            cuid: 'ac-tier-band-1',
            name: 'One evening a week',
            minimum_availabilities: 1,
            maximum_availabilities: 1,
          },
          {
            cuid: 'ac-tier-band-2',
            name: 'Two evenings a week',
            minimum_availabilities: 2,
            maximum_availabilities: 2,
          },
        ],
      },
    ],
    availabilities: [
      availability({
        cuid: 'ac-av-scratch-tue',
        activity: 'scratch-coding-club',
        location: 'ac-loc-louise',
        status: 'OPEN',
        sessions: on(2, 10, '16:30', '18:00'),
        price: 16000,
        capacity: 10,
        registered: 6,
      }),
      availability({
        cuid: 'ac-av-python-sat-a',
        activity: 'python-for-teens',
        location: 'ac-loc-louise',
        status: 'FULL',
        sessions: on(6, 8, '10:00', '12:00'),
        price: 19000,
        capacity: 8,
      }),
      availability({
        cuid: 'ac-av-python-sat-b',
        activity: 'python-for-teens',
        location: 'ac-loc-louise',
        status: 'OPEN',
        sessions: on(6, 8, '13:00', '15:00'),
        price: 19000,
        capacity: 8,
        registered: 3,
      }),
      availability({
        cuid: 'ac-av-piano-wed',
        activity: 'piano-for-beginners',
        location: 'ac-loc-flagey',
        status: 'OVERLAP',
        sessions: on(3, 10, '14:00', '14:45'),
        price: 24000,
        capacity: 4,
        registered: 1,
      }),
      availability({
        cuid: 'ac-av-english-thu',
        activity: 'english-conversation-club',
        location: 'ac-loc-louise',
        status: 'OPEN',
        sessions: on(4, 10, '17:00', '18:00'),
        price: 15000,
        capacity: null,
        registered: 7,
        registrations_start_at: daysAgo(now, 30, '09:00'),
        dates: { 0: { status: 'FULL', registered: 7 } },
      }),
      codeCamp('ac-av-christmas-code-w1', noel.week(0), { status: 'OPEN', registered: 9 }),
      codeCamp('ac-av-christmas-code-w2', noel.week(1), { status: 'CLOSED' }),
      codeCamp('ac-av-spring-code-w1', paques.week(0), {
        status: 'OPEN',
        registrations_start_at: opensBefore(now, paques.week(0)),
      }),
      ...summerCamps,
      ...(
        [
          ['monday', 1],
          ['friday', 5],
        ] as const
      ).map(([day, weekday]) =>
        availability({
          cuid: `ac-av-band-${day}`,
          activity: 'rock-band-workshop',
          location: 'ac-loc-flagey',
          status: 'OPEN',
          sessions: on(weekday, 8, '18:00', '19:30'),
          price: 17500,
          capacity: 6,
          registered: weekday === 1 ? 2 : 5,
        }),
      ),
    ],
    catalogs: [
      {
        cuid: 'ac-catalog-courses',
        title: 'After-school courses',
        activities: [
          'scratch-coding-club',
          'python-for-teens',
          'piano-for-beginners',
          'english-conversation-club',
          'rock-band-workshop',
        ],
      },
    ],
    segments: [
      {
        cuid: 'ac-segment-summer',
        title: 'Summer camps',
        availabilities: summerCamps.map((camp) => camp.cuid),
      },
    ],
    bundles: [
      {
        cuid: 'ac-bundle-5-lessons',
        slug: 'five-lesson-pass',
        title: '5-lesson pass',
        price: 9000,
        images: [image('lesson-pass-music')],
        description: '<p>Five lessons of piano or English conversation, valid six months.</p>',
        capacity: 5,
        duration: 182 * 24 * 3600,
        entity: 'PARTICIPANTS',
        activities: ['piano-for-beginners', 'english-conversation-club'],
      },
    ],
    memberships: [
      {
        cuid: 'ac-membership-monthly',
        slug: 'academy-membership',
        title: 'Academy membership',
        price: 1500,
        images: [image('membership-book')],
        description: '<p>Free practice-room hours and member prices on camps, renewed every month.</p>',
        entity: 'CUSTOMERS',
        period_type: 'ROLLING',
        rolling_period_type: 'MONTH',
        rolling_period_duration: 1,
      },
    ],
    vouchers: [
      {
        cuid: 'ac-voucher-40',
        slug: 'gift-voucher-40',
        title: 'Gift voucher €40',
        price: 4000,
        amount: 4000,
        duration: 365 * 24 * 3600,
        images: [image('gift-voucher-star')],
        description: '<p>For any course, camp or practice-room booking, valid one year.</p>',
      },
    ],
    booking_configurations: [{ cuid: 'ac-booking-rooms', title: 'Practice rooms' }],
    resources: [
      {
        cuid: 'ac-res-practice-room',
        name: 'Practice room with piano',
        booking_configuration: 'ac-booking-rooms',
        location: 'ac-loc-flagey',
        images: [image('practice-room-piano')],
        availabilities: resourceSlots(now, {
          days: 14,
          hours: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
          prices: [
            { duration: 3600, amount: 1200 },
            { duration: 5400, amount: 1700 },
          ],
          booked: (day, slot) => (day + slot) % 6 === 0,
        }),
      },
    ],
    blog_articles: [
      {
        cuid: 'ac-blog-first-game',
        slug: 'your-childs-first-video-game',
        title: 'Your child’s first video game',
        created_at: daysAgo(now, 5),
        images: [image('blog-scratch-game-code')],
        content:
          '<p>In six sessions our Scratch club members design, draw and program a platform game.</p>' +
          '<h2>What they learn</h2><ul><li>Loops and conditions</li><li>Debugging with patience</li>' +
          '<li>Presenting their work</li></ul>',
      },
      {
        cuid: 'ac-blog-practice',
        slug: 'ten-minutes-of-practice-a-day',
        title: 'Ten minutes of practice a day',
        created_at: daysAgo(now, 19),
        images: [image('blog-piano-music')],
        content:
          '<p>Short, regular practice beats a long weekend session. Our piano teachers share their tips.</p>',
      },
      {
        cuid: 'ac-blog-bilingual',
        slug: 'growing-up-bilingual-in-brussels',
        title: 'Growing up bilingual in Brussels',
        created_at: daysAgo(now, 34),
        images: [image('blog-language-book')],
        content:
          '<p>French at school, Dutch at the sports club, English at home: how children juggle languages, and ' +
          'how to help them.</p>',
      },
    ],
    documents: [
      {
        cuid: 'ac-doc-certificate',
        title: 'Certificate of attendance',
        description: 'Available once the course is paid and has ended.',
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
                  'Little Lab Academy certifies that {participant.fullname} attended “{activity.title}” ' +
                  '(registration {registration.reference}).',
                settings: { fontSize: 12 },
              },
              { type: 'TEXT', text: 'Sessions: {availability.dates}.' },
              {
                type: 'TEXT',
                text: 'Amount paid: {registration.paid_amount} of {registration.total_amount}.',
              },
              { type: 'TEXT', text: 'Brussels, {today}.', settings: { color: '#57606a' } },
            ],
          },
        ],
      },
    ],
    customers: [
      {
        firstname: 'Oliver',
        lastname: 'Smith',
        email: 'oliver@example.com',
        phone: '+32 471 98 76 54',
        password: 'demo-password',
        address: addressBook[2] ?? null,
        custom_data: [{ field: 'How did you hear about us?', data: 'Online' }],
        newsletter: true,
        participants: [{ firstname: 'Emma', lastname: 'Smith', birthdate: birthdate(now, 12, 300) }],
      },
    ],
  };
}
