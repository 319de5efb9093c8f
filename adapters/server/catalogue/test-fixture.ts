import type { Database, OrganiserSettings } from '../../db/index';

/**
 * A small, hand-checked catalogue for the catalogue read tests: two organisers (`fixture-a.localhost`,
 * `fixture-b.localhost`) whose expected answers are written out in the tests. Times are Brussels local
 * times written with their offset, so the tests read like the calendar.
 */
export const FIXTURE_A = 'fixture-a.localhost';
export const FIXTURE_B = 'fixture-b.localhost';

const settings: OrganiserSettings = {
  create_participant: true,
  cart_expiry_minutes: 15,
  payment_methods: { online: false, bank_transfers: true, bank_account: null },
  methods: [{ type: 'DELAYED', priority: 1 }],
  service_fees: { amount: 0, percentage: 0 },
  formats: { ages: [] },
};

const iso = (local: string) => new Date(local).toISOString();

export interface Fixture {
  organiserA: number;
  organiserB: number;
  activity: Record<'foot' | 'painting' | 'choir' | 'otherOrganiser', { id: number; cuid: string }>;
  catalogId: number;
  segmentId: number;
  configurationId: number;
}

export async function insertCatalogueFixture(db: Database): Promise<Fixture> {
  const organiser = async (hostname: string, cuid: string) =>
    (
      await db
        .insertInto('organisers')
        .values({
          cuid,
          hostname,
          name: cuid,
          logo: null,
          language: 'fr',
          settings: JSON.stringify(settings),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const organiserA = await organiser(FIXTURE_A, 'fx-org-a');
  const organiserB = await organiser(FIXTURE_B, 'fx-org-b');

  const [theme, format] = await db
    .insertInto('category_groups')
    .values([
      { cuid: 'fx-theme', organiser_id: organiserA, title: 'Thème', scope: 'PRIMARY', order: 1 },
      { cuid: 'fx-format', organiser_id: organiserA, title: 'Format', scope: 'SECONDARY', order: 2 },
    ])
    .returning('id')
    .execute();
  const categories = await db
    .insertInto('categories')
    .values([
      { cuid: 'fx-sport', organiser_id: organiserA, group_id: theme?.id ?? null, title: 'Sport', order: 1 },
      { cuid: 'fx-art', organiser_id: organiserA, group_id: theme?.id ?? null, title: 'Art', order: 2 },
      { cuid: 'fx-camp', organiser_id: organiserA, group_id: format?.id ?? null, title: 'Stage', order: 1 },
      { cuid: 'fx-course', organiser_id: organiserA, group_id: format?.id ?? null, title: 'Cours', order: 2 },
    ])
    .returning(['id', 'cuid'])
    .execute();
  const category = (cuid: string) => categories.find((row) => row.cuid === cuid)?.id ?? -1;

  const [ixelles, uccle] = await db
    .insertInto('locations')
    .values([
      {
        cuid: 'fx-ixelles',
        organiser_id: organiserA,
        name: 'Ixelles',
        title: 'Salle Ixelles',
        street: 'Rue du Bailli',
        number: '12',
        postcode: '1050',
        city: 'Ixelles',
        latitude: null,
        longitude: null,
      },
      {
        cuid: 'fx-uccle',
        organiser_id: organiserA,
        name: 'Uccle',
        title: 'Parc Uccle',
        street: 'Avenue De Fré',
        number: '3',
        postcode: '1180',
        city: 'Uccle',
        latitude: 50.8077,
        longitude: 4.3556,
      },
      {
        cuid: 'fx-other',
        organiser_id: organiserB,
        name: 'Elsewhere',
        title: null,
        street: null,
        number: null,
        postcode: null,
        city: null,
        latitude: null,
        longitude: null,
      },
    ])
    .returning('id')
    .execute();

  await db
    .insertInto('periods')
    .values([
      {
        cuid: 'fx-christmas',
        organiser_id: organiserA,
        title: 'Noël',
        start_at: iso('2026-12-19T00:00:00+01:00'),
        end_at: iso('2027-01-04T00:00:00+01:00'),
      },
      {
        cuid: 'fx-carnival',
        organiser_id: organiserA,
        title: 'Carnaval',
        start_at: iso('2027-02-13T00:00:00+01:00'),
        end_at: iso('2027-02-22T00:00:00+01:00'),
      },
      {
        cuid: 'fx-autumn',
        organiser_id: organiserA,
        title: 'Toussaint',
        start_at: iso('2026-10-24T00:00:00+02:00'),
        end_at: iso('2026-11-02T00:00:00+01:00'),
      },
    ])
    .execute();

  const activity = async (
    organiserId: number,
    cuid: string,
    title: string,
    ages: [number, number],
    flow = 'DIRECT',
  ) =>
    db
      .insertInto('activities')
      .values({
        cuid,
        organiser_id: organiserId,
        title,
        slug: cuid.replace('fx-', ''),
        description: `${title}: une description`,
        images: JSON.stringify([{ public_url: `/media/${cuid}.svg` }]),
        instructions: null,
        age_minimum: ages[0],
        age_maximum: ages[1],
        default_capacity: 10,
        default_price: 12000,
        registration_flow: flow,
      })
      .returning(['id', 'cuid'])
      .executeTakeFirstOrThrow();
  const foot = await activity(organiserA, 'fx-foot', 'Stage de football', [6, 9]);
  const painting = await activity(organiserA, 'fx-painting', 'Atelier peinture', [10, 14]);
  const choir = await activity(organiserA, 'fx-choir', 'Chorale', [8, 16], 'REQUEST');
  const otherOrganiser = await activity(organiserB, 'fx-b-tennis', 'Tennis chez B', [6, 16]);
  await db
    .insertInto('activity_categories')
    .values([
      { organiser_id: organiserA, activity_id: foot.id, category_id: category('fx-sport') },
      { organiser_id: organiserA, activity_id: foot.id, category_id: category('fx-camp') },
      { organiser_id: organiserA, activity_id: painting.id, category_id: category('fx-art') },
      { organiser_id: organiserA, activity_id: painting.id, category_id: category('fx-course') },
    ])
    .execute();

  const [, snack] = await db
    .insertInto('options')
    .values([
      {
        organiser_id: organiserA,
        activity_id: painting.id,
        title: 'Matériel',
        description: null,
        order: 2,
        answer_required: true,
      },
      {
        organiser_id: organiserA,
        activity_id: painting.id,
        title: 'Goûter',
        description: 'Bio',
        order: 1,
        answer_required: false,
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('option_prices')
    .values([
      {
        organiser_id: organiserA,
        option_id: snack?.id ?? -1,
        label: 'Kit complet',
        amount: 1500,
        percentage: null,
      },
      {
        organiser_id: organiserA,
        option_id: snack?.id ?? -1,
        label: 'Kit réduit',
        amount: null,
        percentage: 12.5,
      },
    ])
    .execute();
  const [question] = await db
    .insertInto('questions')
    .values([
      {
        organiser_id: organiserA,
        activity_id: painting.id,
        title: 'Couleur préférée',
        description: null,
        type: 'CHOICES_SINGLE',
        required: true,
        order: 1,
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('question_choices')
    .values([
      { organiser_id: organiserA, question_id: question?.id ?? -1, label: 'Bleu', order: 2 },
      { organiser_id: organiserA, question_id: question?.id ?? -1, label: 'Rouge', order: 1 },
    ])
    .execute();
  await db
    .insertInto('request_tiers')
    .values([
      {
        cuid: 'fx-tier-full',
        organiser_id: organiserA,
        activity_id: choir.id,
        name: 'Saison complète',
        minimum_availabilities: 3,
        maximum_availabilities: 10,
        order: 2,
      },
      {
        cuid: 'fx-tier-trial',
        organiser_id: organiserA,
        activity_id: choir.id,
        name: 'Essai',
        minimum_availabilities: 1,
        maximum_availabilities: 2,
        order: 1,
      },
    ])
    .execute();

  const availability = async (
    values: {
      cuid: string;
      organiserId?: number;
      activityId: number;
      locationId: number | null;
      status: 'OPEN' | 'CLOSED' | 'FULL' | 'OVERLAP';
      capacity: number | null;
      registered?: number;
    },
    dates: Array<[string, string]>,
  ) => {
    const organiserId = values.organiserId ?? organiserA;
    const first = dates[0];
    const last = dates[dates.length - 1];
    if (!first || !last) throw new Error('an availability needs dates');
    const row = await db
      .insertInto('availabilities')
      .values({
        cuid: values.cuid,
        organiser_id: organiserId,
        activity_id: values.activityId,
        location_id: values.locationId,
        status: values.status,
        registrations_start_at: null,
        registrations_end_at: null,
        start_at: iso(first[0]),
        end_at: iso(last[1]),
        price: 12000,
        deposit: 3000,
        capacity: values.capacity,
        registered: values.registered ?? 0,
        age_minimum: null,
        age_maximum: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('availability_dates')
      .values(
        dates.map(([start, end], index) => ({
          cuid: `${values.cuid}-d${index + 1}`,
          organiser_id: organiserId,
          availability_id: row.id,
          start_at: iso(start),
          end_at: iso(end),
          status: 'OPEN' as const,
          capacity: values.capacity,
          registered: values.registered ?? 0,
        })),
      )
      .execute();
    return row.id;
  };
  const camp = (day: number): [string, string] => [
    `2026-12-${day}T09:00:00+01:00`,
    `2026-12-${day}T16:00:00+01:00`,
  ];
  // Monday 21 to Thursday 24 December 2026.
  await availability(
    {
      cuid: 'fx-av-foot-xmas',
      activityId: foot.id,
      locationId: ixelles?.id ?? null,
      status: 'OPEN',
      capacity: 10,
      registered: 3,
    },
    [21, 22, 23, 24].map(camp),
  );
  await availability(
    {
      cuid: 'fx-av-foot-feb',
      activityId: foot.id,
      locationId: uccle?.id ?? null,
      status: 'FULL',
      capacity: 8,
      registered: 8,
    },
    [['2027-02-15T09:00:00+01:00', '2027-02-19T16:00:00+01:00']],
  );
  // Ten Wednesdays from 6 January 2027.
  const wednesdays = Array.from({ length: 10 }, (_, week): [string, string] => {
    const day = new Date(Date.UTC(2027, 0, 6 + 7 * week)).toISOString().slice(0, 10);
    return [`${day}T14:00:00+01:00`, `${day}T15:30:00+01:00`];
  });
  const paintingCourse = await availability(
    {
      cuid: 'fx-av-painting',
      activityId: painting.id,
      locationId: ixelles?.id ?? null,
      status: 'OPEN',
      capacity: null,
    },
    wednesdays,
  );
  await availability(
    {
      cuid: 'fx-av-painting-closed',
      activityId: painting.id,
      locationId: uccle?.id ?? null,
      status: 'CLOSED',
      capacity: 12,
    },
    [['2027-03-06T10:00:00+01:00', '2027-03-06T12:00:00+01:00']],
  );
  // Past, late in the evening: 23:30 in Brussels is still 10 October there, already 21:30 UTC.
  await availability(
    { cuid: 'fx-av-painting-past', activityId: painting.id, locationId: null, status: 'OPEN', capacity: 5 },
    [['2026-10-10T23:30:00+02:00', '2026-10-10T23:59:00+02:00']],
  );
  await availability(
    {
      cuid: 'fx-av-b',
      organiserId: organiserB,
      activityId: otherOrganiser.id,
      locationId: null,
      status: 'OPEN',
      capacity: 5,
    },
    [camp(22)],
  );

  const catalog = await db
    .insertInto('catalogs')
    .values({ cuid: 'fx-catalog', organiser_id: organiserA, title: 'Sport' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('catalog_activities')
    .values({ organiser_id: organiserA, catalog_id: catalog.id, activity_id: foot.id })
    .execute();
  const segment = await db
    .insertInto('segments')
    .values({ cuid: 'fx-segment', organiser_id: organiserA, title: 'Cours' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('segment_availabilities')
    .values({ organiser_id: organiserA, segment_id: segment.id, availability_id: paintingCourse })
    .execute();

  const product = (organiserId: number, cuid: string, order: number) => ({
    cuid,
    organiser_id: organiserId,
    title: cuid,
    slug: `${cuid}-slug`,
    price: 5000 + order,
    images: '[]',
    description: null,
    order,
  });
  await db
    .insertInto('bundles')
    .values([
      {
        ...product(organiserA, 'fx-bundle-10', 2),
        capacity: 10,
        duration: null,
        expires_at: null,
        entity: 'PARTICIPANTS',
      },
      {
        ...product(organiserA, 'fx-bundle-free', 1),
        capacity: null,
        duration: 31_536_000,
        expires_at: null,
        entity: 'PARTICIPANTS',
      },
      {
        ...product(organiserB, 'fx-bundle-b', 1),
        capacity: 5,
        duration: null,
        expires_at: null,
        entity: 'CUSTOMERS',
      },
    ])
    .execute();
  await db
    .insertInto('memberships')
    .values([
      {
        ...product(organiserA, 'fx-membership-year', 1),
        entity: 'PARTICIPANTS',
        period_type: 'ROLLING',
        rolling_period_type: 'YEAR',
        rolling_period_duration: 1,
        fixed_period_start_at: null,
        fixed_period_end_at: null,
      },
      {
        ...product(organiserA, 'fx-membership-season', 2),
        entity: 'CUSTOMERS',
        period_type: 'FIXED',
        rolling_period_type: null,
        rolling_period_duration: null,
        fixed_period_start_at: iso('2026-09-01T00:00:00+02:00'),
        fixed_period_end_at: iso('2027-07-01T00:00:00+02:00'),
      },
    ])
    .execute();
  await db
    .insertInto('vouchers')
    .values([{ ...product(organiserA, 'fx-voucher-50', 1), amount: 5000, duration: null }])
    .execute();
  await db
    .insertInto('blog_articles')
    .values(
      Array.from({ length: 13 }, (_, index) => ({
        cuid: `fx-article-${index + 1}`,
        organiser_id: organiserA,
        slug: `article-${index + 1}`,
        title: `Article ${index + 1}`,
        content: '<p>Texte</p>',
        images: JSON.stringify([{ public_url: `/media/article-${index + 1}.svg` }]),
        created_at: iso(`2026-10-${String(index + 1).padStart(2, '0')}T12:00:00+02:00`),
      })),
    )
    .execute();

  const configuration = await db
    .insertInto('booking_configurations')
    .values({ cuid: 'fx-booking', organiser_id: organiserA, title: 'Salles' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [hall, court] = await db
    .insertInto('resources')
    .values([
      {
        cuid: 'fx-hall',
        organiser_id: organiserA,
        booking_configuration_id: configuration.id,
        location_id: ixelles?.id ?? null,
        name: 'Salle polyvalente',
        images: '[]',
      },
      {
        cuid: 'fx-court',
        organiser_id: organiserA,
        booking_configuration_id: configuration.id,
        location_id: null,
        name: 'Terrain de padel',
        images: '[]',
      },
    ])
    .returning('id')
    .execute();
  const prices = JSON.stringify([
    { duration: 3600, amount: 2000 },
    { duration: 5400, amount: 2800 },
  ]);
  await db
    .insertInto('resource_availabilities')
    .values([
      {
        organiser_id: organiserA,
        resource_id: hall?.id ?? -1,
        start_at: iso('2026-11-23T10:00:00+01:00'),
        prices,
        booked: false,
      },
      {
        organiser_id: organiserA,
        resource_id: hall?.id ?? -1,
        start_at: iso('2026-11-23T11:00:00+01:00'),
        prices,
        booked: true,
      },
      {
        organiser_id: organiserA,
        resource_id: court?.id ?? -1,
        start_at: iso('2026-11-24T18:00:00+01:00'),
        prices,
        booked: false,
      },
      // Beyond the default two-week window from the tests' now (22 November 2026).
      {
        organiser_id: organiserA,
        resource_id: court?.id ?? -1,
        start_at: iso('2026-12-10T18:00:00+01:00'),
        prices,
        booked: false,
      },
    ])
    .execute();

  return {
    organiserA,
    organiserB,
    activity: { foot, painting, choir, otherOrganiser },
    catalogId: catalog.id,
    segmentId: segment.id,
    configurationId: configuration.id,
  };
}
