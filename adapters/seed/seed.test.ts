import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_STATUSES } from '../../core/schemas/index';
import { brusselsDate, inBrussels, Temporal } from '../../core/time/index';
import type { Database } from '../db/index';
import { verifyPassword } from '../server/passwords';
import { demoOrganiserFiles } from './demo/index';
import { type OrganiserFile, organiserFileSchema, validateOrganiserFile } from './import-file';
import { seedDemoData } from './seed';
import { drivers, openTestDatabase, tableCounts } from './test-database';

const NOW = '2026-11-22T10:00:00.000Z';

const validated = (now: string): OrganiserFile[] =>
  demoOrganiserFiles(now).map((input) => {
    const result = validateOrganiserFile(input);
    if (!result.ok) throw new Error(`${input.organiser.hostname} (now ${now}):\n${result.errors.join('\n')}`);
    return result.file;
  });
const isBefore = (a: string, b: string) => Date.parse(a) < Date.parse(b);
const localTime = (instant: string) => inBrussels(instant).toPlainTime().toString({ smallestUnit: 'minute' });
const statuses = (file: OrganiserFile) =>
  new Set(file.availabilities.map((availability) => availability.status));

/** Checks every demo organiser must pass whatever the anchor. */
function expectSound(file: OrganiserFile, now: string) {
  expect(statuses(file)).toEqual(new Set(AVAILABILITY_STATUSES));
  const started = file.availabilities.filter((availability) => isBefore(availability.start_at, now));
  for (const availability of started) {
    const activity = file.activities.find((candidate) => candidate.slug === availability.activity);
    expect(activity?.settings.allow_registrations_after_start, availability.cuid).toBe(true);
    expect(isBefore(now, availability.end_at), availability.cuid).toBe(true);
  }
  for (const period of file.periods) expect(isBefore(now, period.start_at), period.cuid).toBe(true);
  for (const availability of file.availabilities) {
    if (availability.status === 'FULL')
      expect(availability.registered, availability.cuid).toBe(availability.capacity);
    const { registrations_start_at: opens, registrations_end_at: closes } = availability;
    if (opens && closes) expect(isBefore(opens, closes), availability.cuid).toBe(true);
  }
  for (const resource of file.resources) {
    expect(resource.availabilities.length).toBeGreaterThan(0);
    for (const slot of resource.availabilities) expect(isBefore(now, slot.start_at)).toBe(true);
  }
}

describe('demo organiser files', () => {
  const [fr, en] = validated(NOW);
  if (!fr || !en) throw new Error('two demo organisers expected');

  it('validate against the complete import schema', () => {
    for (const file of demoOrganiserFiles(NOW)) {
      const parsed = organiserFileSchema.safeParse(file);
      expect(parsed.success ? [] : parsed.error.issues, file.organiser.hostname).toEqual([]);
    }
  });

  it('are two organisers on two hostnames, French-first and English-first', () => {
    expect([fr.organiser, en.organiser].map(({ hostname, language }) => [hostname, language])).toEqual([
      ['petits-sportifs.localhost', 'fr'],
      ['academy.localhost', 'en'],
    ]);
    expectSound(fr, NOW);
    expectSound(en, NOW);
  });

  it('give the French club the catalogue the demo promises', () => {
    expect(fr.category_groups).toHaveLength(4);
    expect(fr.category_groups.filter((group) => group.scope === 'PRIMARY')).toHaveLength(1);
    expect(fr.locations).toHaveLength(5);
    expect(fr.periods.map((period) => period.title).sort()).toEqual([
      'Carnaval',
      'Noël',
      'Pâques',
      'Toussaint',
      'Été',
    ]);
    expect(fr.activities.length).toBeGreaterThanOrEqual(10);
    const ages = new Set(
      fr.activities.flatMap((activity) =>
        activity.categories.filter((cuid) => cuid.startsWith('ps-cat-') && /\d|ados/.test(cuid)),
      ),
    );
    expect(ages).toEqual(new Set(['ps-cat-3-5', 'ps-cat-6-9', 'ps-cat-10-14', 'ps-cat-ados']));
    const prices = fr.activities.flatMap((activity) => activity.options.flatMap((option) => option.prices));
    expect(prices.some((price) => price.amount !== null && price.amount > 0)).toBe(true);
    expect(prices.some((price) => price.percentage !== null)).toBe(true);
    expect(fr.activities.some((activity) => activity.options.some((option) => option.answer_required))).toBe(
      true,
    );
    const questions = fr.activities.flatMap((activity) => activity.questions);
    expect(new Set(questions.map((question) => question.type))).toEqual(
      new Set(['TEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE']),
    );
    expect(questions.some((question) => question.required)).toBe(true);
    const requests = fr.activities.filter((activity) => activity.registration_flow === 'REQUEST');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.tiers.length).toBeGreaterThanOrEqual(2);
    expect(fr.activities.some((activity) => activity.settings.allow_registrations_after_start)).toBe(true);

    expect(fr.availabilities.length).toBeGreaterThanOrEqual(30);
    const last = fr.availabilities
      .map((availability) => Date.parse(availability.start_at))
      .sort((a, b) => b - a);
    expect((last[0] ?? 0) - Date.parse(NOW)).toBeGreaterThan(200 * 24 * 3600 * 1000);
    const open = fr.availabilities.filter((availability) => availability.status === 'OPEN');
    expect(open.some((a) => a.registrations_start_at && isBefore(NOW, a.registrations_start_at))).toBe(true);
    expect(open.some((a) => a.registrations_end_at && isBefore(a.registrations_end_at, NOW))).toBe(true);
    expect(open.some((a) => isBefore(a.start_at, NOW))).toBe(true);
    expect(fr.availabilities.some((a) => a.capacity === null)).toBe(true);
    expect(open.some((a) => a.dates.some((date) => date.status === 'FULL'))).toBe(true);
    expect(open.some((a) => a.dates.some((date) => date.status === 'CLOSED'))).toBe(true);
    const weekly = fr.availabilities.filter((a) => a.dates.length >= 8);
    expect(weekly.length).toBeGreaterThanOrEqual(4);
    for (const course of weekly) expect(course.dates.length).toBeLessThanOrEqual(12);

    expect(fr.catalogs).toHaveLength(2);
    expect(fr.segments).toHaveLength(1);
    expect(fr.bundles).toHaveLength(3);
    expect(fr.bundles.some((bundle) => bundle.capacity === null)).toBe(true);
    expect(fr.bundles.some((bundle) => bundle.duration !== null)).toBe(true);
    expect(fr.bundles.some((bundle) => bundle.expires_at !== null)).toBe(true);
    expect(fr.memberships.map((membership) => membership.period_type).sort()).toEqual(['FIXED', 'ROLLING']);
    expect(fr.vouchers).toHaveLength(3);
    expect(fr.booking_configurations).toHaveLength(1);
    expect(fr.resources.map((resource) => resource.name)).toEqual(['Salle polyvalente', 'Terrain de padel']);
    expect(fr.blog_articles).toHaveLength(6);
    for (const article of fr.blog_articles)
      expect(article.images[0]?.public_url).toMatch(/^\/media\/[a-z0-9-]+\.svg$/);
  });

  it('write camps as one date per weekday at 9:00–16:00 Brussels time, in winter and in summer', () => {
    const camp = (cuid: string) => fr.availabilities.find((availability) => availability.cuid === cuid);
    const winter = camp('ps-av-carnaval-multisport-s1');
    const summer = camp('ps-av-ete-multisport-s1');
    for (const week of [winter, summer]) {
      expect(week?.dates).toHaveLength(5);
      const days = week?.dates.map((date) => inBrussels(date.start_at).dayOfWeek);
      expect(days).toEqual([1, 2, 3, 4, 5]);
      for (const date of week?.dates ?? []) {
        expect([localTime(date.start_at), localTime(date.end_at)]).toEqual(['09:00', '16:00']);
      }
    }
    expect(winter?.dates[0]?.start_at).toMatch(/T08:00:00\.000Z$/);
    expect(summer?.dates[0]?.start_at).toMatch(/T07:00:00\.000Z$/);
    const christmas = camp('ps-av-noel-multisport-s1');
    expect(christmas?.dates.some((date) => ['12-25', '01-01'].includes(date.start_at.slice(5, 10)))).toBe(
      false,
    );
  });

  it('give the English academy a bit of everything', () => {
    expect(en.activities.length).toBeGreaterThanOrEqual(4);
    expect(en.availabilities.length).toBeGreaterThanOrEqual(8);
    expect(en.bundles).toHaveLength(1);
    expect(en.memberships).toHaveLength(1);
    expect(en.vouchers).toHaveLength(1);
    expect(en.blog_articles).toHaveLength(3);
    expect(en.activities.some((activity) => activity.registration_flow === 'REQUEST')).toBe(true);
    expect(en.resources.length).toBeGreaterThan(0);
  });

  it('keep the demo customers, with participants aged 11 and 7 at the anchor', () => {
    const [camille] = fr.customers;
    expect(camille).toMatchObject({ email: 'camille@example.be', password: 'demo-password' });
    const today = brusselsDate(NOW);
    const age = (birthdate: string | null) =>
      birthdate && Temporal.PlainDate.from(birthdate).until(today, { largestUnit: 'years' }).years;
    expect(camille?.participants.map((participant) => age(participant.birthdate))).toEqual([11, 7]);
    expect(en.customers.map((customer) => customer.email)).toEqual(['oliver@example.com']);
  });

  it('property: for any anchor, both files validate and the catalogue lies ahead of it', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const now = date.toISOString();
          const [fr, en] = validated(now);
          for (const file of [fr, en]) if (file) expectSound(file, now);
          // The French club always has one course under way that still takes sign-ups.
          expect(fr?.availabilities.some((a) => a.status === 'OPEN' && isBefore(a.start_at, now))).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe.each(drivers)('seedDemoData on %s', { timeout: 120_000 }, (driver) => {
  let db: Database;
  let close: () => Promise<void>;
  let seeded: boolean;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(driver));
    seeded = await seedDemoData(db, { now: NOW });
  });
  afterAll(async () => {
    await close?.();
  });

  it('writes both organisers and the address book through the import', async () => {
    expect(seeded).toBe(true);
    const organisers = await db
      .selectFrom('organisers')
      .select(['hostname', 'language'])
      .orderBy('id')
      .execute();
    expect(organisers).toEqual([
      { hostname: 'petits-sportifs.localhost', language: 'fr' },
      { hostname: 'academy.localhost', language: 'en' },
    ]);
    const counts = await tableCounts(db);
    const files = validated(NOW);
    expect(counts.availabilities).toBe(files.reduce((sum, file) => sum + file.availabilities.length, 0));
    expect(counts.address_book).toBeGreaterThan(10);
    const byStatus = await db
      .selectFrom('availabilities')
      .select('status')
      .distinct()
      .orderBy('status')
      .execute();
    expect(byStatus.map((row) => row.status)).toEqual(['CLOSED', 'FULL', 'OPEN', 'OVERLAP']);
  });

  it('keeps the custom field ids the server relies on: 1 national number, 2 allergies, 3 swimming (required)', async () => {
    const fields = await db
      .selectFrom('custom_fields')
      .innerJoin('organisers', 'organisers.id', 'custom_fields.organiser_id')
      .select(['custom_fields.id', 'entity', 'type', 'title', 'required', 'pattern', 'hostname'])
      .orderBy('custom_fields.id')
      .execute();
    expect(fields.slice(0, 3)).toEqual([
      {
        id: 1,
        entity: 'CUSTOMERS',
        type: 'TEXT',
        title: 'Numéro de registre national',
        required: false,
        pattern: '\\d{11}',
        hostname: 'petits-sportifs.localhost',
      },
      {
        id: 2,
        entity: 'PARTICIPANTS',
        type: 'CHOICES_MULTIPLE',
        title: 'Allergies',
        required: false,
        pattern: null,
        hostname: 'petits-sportifs.localhost',
      },
      {
        id: 3,
        entity: 'PARTICIPANTS',
        type: 'CHOICES_SINGLE',
        title: 'Sait nager',
        required: true,
        pattern: null,
        hostname: 'petits-sportifs.localhost',
      },
    ]);
  });

  it('signs the demo customers in with demo-password; Camille has two participants', async () => {
    const customers = await db
      .selectFrom('customers')
      .select(['id', 'email', 'password_hash'])
      .orderBy('id')
      .execute();
    expect(customers.map((customer) => customer.email)).toEqual(['camille@example.be', 'oliver@example.com']);
    for (const customer of customers)
      expect(await verifyPassword('demo-password', customer.password_hash)).toBe(true);
    const participants = await db
      .selectFrom('participants')
      .select('firstname')
      .where('customer_id', '=', customers[0]?.id ?? -1)
      .orderBy('id')
      .execute();
    expect(participants.map((participant) => participant.firstname)).toEqual(['Léa', 'Hugo']);
  });

  it('does nothing the second time', async () => {
    const counts = await tableCounts(db);
    expect(await seedDemoData(db, { now: NOW })).toBe(false);
    expect(await seedDemoData(db)).toBe(false);
    expect(await tableCounts(db)).toEqual(counts);
  });
});
