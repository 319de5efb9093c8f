import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_STATUSES } from '../../core/schemas/index';
import { brusselsDate, inBrussels, Temporal } from '../../core/time/index';
import type { Database } from '../db/index';
import { verifyPassword } from '../server/passwords';
import {
  DEMO_REDEEMED_VOUCHER_CODE,
  DEMO_VOUCHER_CODE,
  HISTORY_CUSTOMER_EMAIL,
  PAST_CAMP_CUID,
} from './demo/history';
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
    // The files' availabilities, the ended camp of Camille's history (demo/history.ts) and the academy's
    // ended code camp that families reviewed (demo/reviews.ts).
    expect(counts.availabilities).toBe(files.reduce((sum, file) => sum + file.availabilities.length, 0) + 2);
    // Four reviews of the ended multisport camp (one private), three of the ended code camp.
    expect(counts.reviews).toBe(7);
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
    // The reviewing families of demo/reviews.ts have no password: they never sign in.
    const customers = await db
      .selectFrom('customers')
      .select(['id', 'email', 'password_hash'])
      .where('password_hash', '<>', '!')
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

  it('gives Camille an account history whose seats, payments and wallet agree with its rows', async () => {
    const camille = await db
      .selectFrom('customers')
      .select(['id', 'wallet_amount'])
      .where('email', '=', HISTORY_CUSTOMER_EMAIL)
      .executeTakeFirstOrThrow();
    const own = <T extends 'carts' | 'registrations' | 'bookings' | 'registration_requests'>(table: T) =>
      db
        .selectFrom(table as 'registrations')
        .selectAll()
        .where('customer_id', '=', camille.id)
        .orderBy('id')
        .execute();
    const carts = await db.selectFrom('carts').selectAll().where('customer_id', '=', camille.id).execute();
    expect(carts.map((cart) => cart.processed_at !== null)).toEqual([true, true]);

    // Registrations: one ended and paid in full, one ahead with its deposit paid, one ahead unpaid on
    // several dates.
    const registrations = await own('registrations');
    const availabilities = await db
      .selectFrom('availabilities')
      .select(['id', 'cuid', 'end_at', 'registered'])
      .where(
        'id',
        'in',
        registrations.map((registration) => registration.availability_id),
      )
      .execute();
    const availabilityOf = (id: number) => availabilities.find((availability) => availability.id === id);
    const [ended, deposited, unpaid] = registrations;
    expect(availabilityOf(ended?.availability_id ?? 0)?.cuid).toBe(PAST_CAMP_CUID);
    expect(isBefore(availabilityOf(ended?.availability_id ?? 0)?.end_at ?? NOW, NOW)).toBe(true);
    expect(ended?.paid_amount).toBe(ended?.total_amount);
    expect(deposited && deposited.paid_amount === deposited.deposit_amount && deposited.paid_amount > 0).toBe(
      true,
    );
    expect(deposited && deposited.paid_amount < deposited.total_amount).toBe(true);
    expect(isBefore(NOW, availabilityOf(deposited?.availability_id ?? 0)?.end_at ?? NOW)).toBe(true);
    expect(unpaid?.paid_amount).toBe(0);
    const unpaidDates = await db
      .selectFrom('registration_dates')
      .select('id')
      .where('registration_id', '=', unpaid?.id ?? 0)
      .execute();
    expect(unpaidDates.length).toBeGreaterThan(1);

    // Seats: each availability and date holds the file's seats plus the history's registrations.
    const fileSeats = new Map<string, number>();
    for (const availability of validated(NOW)[0]?.availabilities ?? []) {
      fileSeats.set(availability.cuid, availability.registered);
      for (const date of availability.dates) fileSeats.set(date.cuid, date.registered);
    }
    const dates = await db
      .selectFrom('availability_dates')
      .select(['id', 'cuid', 'registered', 'availability_id'])
      .where(
        'availability_id',
        'in',
        availabilities.map((availability) => availability.id),
      )
      .execute();
    const taken = await db
      .selectFrom('registration_dates')
      .innerJoin('registrations', 'registrations.id', 'registration_dates.registration_id')
      .select('registration_dates.availability_date_id')
      .where('registrations.cancelled', '=', false)
      .execute();
    // Every family's registration (the reviewing families of demo/reviews.ts went to the ended camp too).
    const everyRegistration = await db
      .selectFrom('registrations')
      .select('availability_id')
      .where('cancelled', '=', false)
      .execute();
    for (const availability of availabilities) {
      const seats = everyRegistration.filter(
        (registration) => registration.availability_id === availability.id,
      ).length;
      // The ended camp is not in the files: 9 other children, the reviewing families' and Hugo.
      expect(availability.registered, availability.cuid).toBe(
        (fileSeats.get(availability.cuid) ?? 9) + seats,
      );
    }
    for (const date of dates) {
      const seats = taken.filter((entry) => entry.availability_date_id === date.id).length;
      expect(date.registered, date.cuid).toBe((fileSeats.get(date.cuid) ?? 9) + seats);
    }
    const slots = await db
      .selectFrom('booking_slots')
      .innerJoin('resource_availabilities as slot', 'slot.id', 'booking_slots.resource_availability_id')
      .select('slot.booked')
      .execute();
    expect(slots.map((slot) => slot.booked)).toEqual([true]);

    // The other tabs.
    const [booking] = await own('bookings');
    expect(booking).toMatchObject({ payment_split: true });
    expect((booking as unknown as { participants: number[] }).participants).toHaveLength(2);
    const requests = await db
      .selectFrom('registration_requests')
      .select('status')
      .where('customer_id', '=', camille.id)
      .orderBy('status')
      .execute();
    expect(requests.map((request) => request.status)).toEqual(['APPROVED', 'PENDING']);
    expect(
      await db
        .selectFrom('customer_bundles')
        .select(['capacity', 'used'])
        .where('customer_id', '=', camille.id)
        .execute(),
    ).toEqual([{ capacity: 10, used: 3 }]);
    const membership = await db
      .selectFrom('customer_memberships')
      .select(['id', 'recurring'])
      .where('customer_id', '=', camille.id)
      .executeTakeFirstOrThrow();
    expect(membership.recurring).toBe(true);
    const renewals = await db
      .selectFrom('customer_membership_cycles')
      .select('id')
      .where('customer_membership_id', '=', membership.id)
      .execute();
    expect(renewals).toHaveLength(1);
    const vouchers = await db
      .selectFrom('customer_vouchers')
      .select(['code', 'paid_amount', 'total_amount', 'redeemed_at', 'expires_at'])
      .where('customer_id', '=', camille.id)
      .orderBy('code')
      .execute();
    expect(vouchers.map((voucher) => [voucher.code, voucher.redeemed_at !== null])).toEqual([
      [DEMO_VOUCHER_CODE, false],
      [DEMO_REDEEMED_VOUCHER_CODE, true],
    ]);
    const gift = vouchers[0];
    expect(gift && gift.paid_amount === gift.total_amount && isBefore(NOW, gift.expires_at ?? NOW)).toBe(
      true,
    );
    const charge = await db
      .selectFrom('attendance_charges')
      .select(['id', 'total_amount', 'paid_amount'])
      .where('customer_id', '=', camille.id)
      .executeTakeFirstOrThrow();
    expect(charge.paid_amount > 0 && charge.paid_amount < charge.total_amount).toBe(true);
    const items = await db
      .selectFrom('attendance_charge_items')
      .select('amount')
      .where('attendance_charge_id', '=', charge.id)
      .execute();
    expect(items).toHaveLength(4);
    expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(charge.total_amount);

    // Money: the wallet is its movements; every amount paid is a payment.
    const movements = await db
      .selectFrom('wallet_movements')
      .select('amount')
      .where('customer_id', '=', camille.id)
      .execute();
    expect(camille.wallet_amount).toBe(4000);
    expect(movements.reduce((sum, movement) => sum + movement.amount, 0)).toBe(camille.wallet_amount);
    const paid = async (
      table:
        | 'registrations'
        | 'bookings'
        | 'registration_requests'
        | 'customer_bundles'
        | 'customer_vouchers'
        | 'customer_memberships'
        | 'attendance_charges',
    ) =>
      (
        await db
          .selectFrom(table as 'registrations')
          .select('paid_amount')
          .where('customer_id', '=', camille.id)
          .execute()
      ).reduce((sum, row) => sum + row.paid_amount, 0);
    let received = carts.reduce((sum, cart) => sum + cart.service_fee_paid, 0);
    for (const table of [
      'registrations',
      'bookings',
      'registration_requests',
      'customer_bundles',
      'customer_vouchers',
      'customer_memberships',
      'attendance_charges',
    ] as const) {
      received += await paid(table);
    }
    received += (
      await db
        .selectFrom('customer_membership_cycles')
        .select('paid_amount')
        .where('customer_membership_id', '=', membership.id)
        .execute()
    ).reduce((sum, cycle) => sum + cycle.paid_amount, 0);
    const payments = await db
      .selectFrom('payments')
      .select(['amount', 'status'])
      .where('customer_id', '=', camille.id)
      .execute();
    expect(payments.every((payment) => payment.status === 'PAID')).toBe(true);
    expect(payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(received);
  });

  it('does nothing the second time', async () => {
    const counts = await tableCounts(db);
    expect(await seedDemoData(db, { now: NOW })).toBe(false);
    expect(await seedDemoData(db)).toBe(false);
    expect(await tableCounts(db)).toEqual(counts);
  });
});

describe('the demo history at other anchors', { timeout: 120_000 }, () => {
  // Summer time at the anchor, winter time during the ended camp.
  for (const anchor of ['2027-04-10T09:00:00.000Z']) {
    it(`writes the same history when the demo is anchored on ${anchor}`, async () => {
      const { db, close } = await openTestDatabase('pglite');
      try {
        expect(await seedDemoData(db, { now: anchor })).toBe(true);
        const counts = await tableCounts(db);
        expect([
          counts.carts,
          counts.registrations,
          counts.bookings,
          counts.registration_requests,
          counts.customer_bundles,
          counts.customer_vouchers,
          counts.customer_memberships,
          counts.attendance_charge_items,
          counts.reviews,
          // Camille's two carts and three registrations, and the seven reviewing families' one each.
        ]).toEqual([9, 10, 1, 2, 1, 2, 1, 4, 7]);
        const past = await db
          .selectFrom('availabilities')
          .select('end_at')
          .where('cuid', '=', PAST_CAMP_CUID)
          .executeTakeFirstOrThrow();
        expect(isBefore(past.end_at, anchor)).toBe(true);
        const cycle = await db.selectFrom('billing_cycles').select('end_at').executeTakeFirstOrThrow();
        expect(isBefore(cycle.end_at, anchor)).toBe(true);
        const wallet = await db
          .selectFrom('customers')
          .select('wallet_amount')
          .where('email', '=', HISTORY_CUSTOMER_EMAIL)
          .executeTakeFirstOrThrow();
        expect(wallet.wallet_amount).toBe(4000);
      } finally {
        await close();
      }
    });
  }
});
