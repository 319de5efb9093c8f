import { sql } from 'kysely';
import { structuredReference } from '../../../core/pricing/index';
import { addSeconds, brusselsDate, formatInstant, startOfWeek } from '../../../core/time/index';
import type { Database, Transaction } from '../../db/index';
import { local } from './calendar';
import { PAST_CAMP_CUID } from './history';

/**
 * Reviews for the demo (issue 20 §2 "Reviews on activity pages"), written after Camille's history:
 *
 * - Les Petits Sportifs: three families who went to the multisport camp that has ended (history.ts's
 *   PAST_CAMP_CUID) left public reviews, and a fourth a private one, which is never shown; their seats are
 *   added to the camp's counters. Camille's own registration there stays unreviewed, so the demo (and the
 *   journeys) can review it.
 * - Little Lab Academy: a holiday code camp that ended three weeks ago (AC_PAST_CAMP_CUID), with three
 *   families' public reviews. (Oliver's account stays empty, as the account tests expect; a journey that
 *   needs him on the ended camp writes it with `finishedRegistration`.)
 *
 * Every other activity has none. The families have no password (they never sign in); rows carry fixed cuids.
 */

export const AC_PAST_CAMP_CUID = 'ac-av-history-code-camp';

interface Family {
  key: string;
  firstname: string;
  lastname: string;
  child: string;
  review: { score: number; message: string | null; private?: boolean };
}

const PS_FAMILIES: Family[] = [
  {
    key: 'martin',
    firstname: 'Sophie',
    lastname: 'Martin',
    child: 'Louis',
    review: {
      score: 5,
      message: 'Louis est rentré épuisé et ravi chaque soir. Une équipe aux petits soins !',
    },
  },
  {
    key: 'peeters',
    firstname: 'Thomas',
    lastname: 'Peeters',
    child: 'Nora',
    review: { score: 4, message: 'Très bonne organisation. Le repas de midi pourrait être plus varié.' },
  },
  {
    key: 'janssens',
    firstname: 'Aïcha',
    lastname: 'Janssens',
    child: 'Yanis',
    review: { score: 5, message: null },
  },
  {
    key: 'dupont',
    firstname: 'Marc',
    lastname: 'Dupont',
    child: 'Jules',
    review: { score: 2, message: 'Remarque privée pour l’organisateur.', private: true },
  },
];

const AC_FAMILIES: Family[] = [
  {
    key: 'brown',
    firstname: 'Grace',
    lastname: 'Brown',
    child: 'Leo',
    review: { score: 5, message: 'Leo built his first game and has not stopped talking about it.' },
  },
  {
    key: 'wilson',
    firstname: 'Daniel',
    lastname: 'Wilson',
    child: 'Mia',
    review: { score: 4, message: 'Great coaches. The robot day was the highlight.' },
  },
  {
    key: 'taylor',
    firstname: 'Priya',
    lastname: 'Taylor',
    child: 'Arjun',
    review: { score: 4, message: null },
  },
];

const DAY = 24 * 3600;
const at = (instant: string, seconds: number) => formatInstant(addSeconds(instant, seconds));

export async function seedDemoReviews(trx: Transaction, now: string): Promise<void> {
  await petitsSportifs(trx, now);
  await academy(trx, now);
}

async function organiserId(trx: Transaction, cuid: string): Promise<number> {
  const row = await trx
    .selectFrom('organisers')
    .select('id')
    .where('cuid', '=', cuid)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function petitsSportifs(trx: Transaction, now: string): Promise<void> {
  const organiser = await organiserId(trx, 'org-petits-sportifs');
  const camp = await trx
    .selectFrom('availabilities')
    .select(['id', 'price', 'deposit', 'end_at'])
    .where('cuid', '=', PAST_CAMP_CUID)
    .executeTakeFirstOrThrow();
  // Their seats come on top of the camp's counters (history.ts counts Camille's and other families').
  const seats = PS_FAMILIES.length;
  await trx
    .updateTable('availabilities')
    .set((eb) => ({ registered: eb('registered', '+', seats) }))
    .where('id', '=', camp.id)
    .execute();
  await trx
    .updateTable('availability_dates')
    .set((eb) => ({ registered: eb('registered', '+', seats) }))
    .where('availability_id', '=', camp.id)
    .execute();
  await familiesReview(trx, { organiser, prefix: 'ps-review', families: PS_FAMILIES, camp, now }, [40, 2]);
}

async function academy(trx: Transaction, now: string): Promise<void> {
  const organiser = await organiserId(trx, 'org-little-lab-academy');
  const activity = await trx
    .selectFrom('activities')
    .select(['id', 'default_price', 'default_deposit'])
    .where('cuid', '=', 'ac-act-code-camp')
    .executeTakeFirstOrThrow();
  const location = await trx
    .selectFrom('locations')
    .select('id')
    .where('organiser_id', '=', organiser)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const monday = startOfWeek(brusselsDate(now).subtract({ days: 21 }));
  const days = [0, 1, 2, 3, 4].map((offset) => monday.add({ days: offset }));
  const seats = AC_FAMILIES.length;
  const camp = await trx
    .insertInto('availabilities')
    .values({
      cuid: AC_PAST_CAMP_CUID,
      organiser_id: organiser,
      activity_id: activity.id,
      location_id: location.id,
      status: 'CLOSED',
      registrations_start_at: null,
      registrations_end_at: local(monday.subtract({ days: 3 }), '12:00'),
      start_at: local(monday, '09:00'),
      end_at: local(monday.add({ days: 4 }), '16:00'),
      price: activity.default_price,
      deposit: activity.default_deposit,
      capacity: 12,
      registered: seats,
      age_minimum: null,
      age_maximum: null,
    })
    .returning(['id', 'price', 'deposit', 'end_at'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('availability_dates')
    .values(
      days.map((date, index) => ({
        cuid: `${AC_PAST_CAMP_CUID}-d${index + 1}`,
        organiser_id: organiser,
        availability_id: camp.id,
        start_at: local(date, '09:00'),
        end_at: local(date, '16:00'),
        status: 'CLOSED' as const,
        capacity: 12,
        registered: seats,
      })),
    )
    .execute();
  await familiesReview(trx, { organiser, prefix: 'ac-review', families: AC_FAMILIES, camp, now }, [30, 1]);
}

interface Camp {
  id: number;
  price: number;
  deposit: number;
  end_at: string;
}

/**
 * Each family's paid registration on the ended camp and its review: the n-th family (from 0) booked
 * `bookedDaysBefore + n` days before the camp ended and reviewed it `reviewedDaysAfter + n` days after, so
 * the reviews list in a stable order.
 */
async function familiesReview(
  trx: Transaction,
  input: { organiser: number; prefix: string; families: Family[]; camp: Camp; now: string },
  [bookedDaysBefore, reviewedDaysAfter]: [number, number],
): Promise<void> {
  for (const [index, family] of input.families.entries()) {
    await familyReview(trx, {
      ...input,
      family,
      bookedAt: at(input.camp.end_at, -(bookedDaysBefore + index) * DAY),
      reviewedAt: at(input.camp.end_at, (reviewedDaysAfter + index) * DAY),
    });
  }
}

/** A family (customer and child), their paid registration on the ended camp, and its review. */
async function familyReview(
  trx: Transaction,
  input: {
    organiser: number;
    prefix: string;
    family: Family;
    camp: Camp;
    bookedAt: string;
    reviewedAt: string;
    now: string;
  },
): Promise<void> {
  const { organiser, family } = input;
  const cuid = `${input.prefix}-${family.key}`;
  const customer = await trx
    .insertInto('customers')
    .values({
      cuid: `${cuid}-customer`,
      organiser_id: organiser,
      firstname: family.firstname,
      lastname: family.lastname,
      email: `${family.key}.family@example.be`,
      phone: '+32 470 00 00 00',
      address: JSON.stringify(null),
      custom_data: JSON.stringify([]),
      // No password: these families never sign in to the demo.
      password_hash: '!',
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const participant = await trx
    .insertInto('participants')
    .values({
      cuid: `${cuid}-participant`,
      organiser_id: organiser,
      customer_id: customer.id,
      firstname: family.child,
      lastname: family.lastname,
      birthdate: null,
      custom_data: JSON.stringify([]),
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const registration = await finishedRegistration(trx, {
    organiser,
    cuid: `${cuid}-registration`,
    customer: customer.id,
    participant: participant.id,
    camp: input.camp,
    bookedAt: input.bookedAt,
  });
  const reviewedAt = input.reviewedAt < input.now ? input.reviewedAt : input.now;
  await trx
    .insertInto('reviews')
    .values({
      organiser_id: organiser,
      customer_id: customer.id,
      registration_id: registration,
      score: family.review.score,
      message: family.review.message,
      private: family.review.private ?? false,
      created_at: reviewedAt,
      updated_at: reviewedAt,
    })
    .execute();
}

/** A processed, paid cart with one registration on every date of the camp; answers the registration's id. */
export async function finishedRegistration(
  trx: Database,
  input: {
    organiser: number;
    cuid: string;
    customer: number;
    participant: number;
    camp: Camp;
    bookedAt: string;
  },
): Promise<number> {
  const { organiser, camp } = input;
  const { rows } = await sql<{ id: number }>`select nextval('carts_id_seq')::int as id`.execute(trx);
  const cartId = Number(rows[0]?.id);
  const processedAt = at(input.bookedAt, 300);
  const cart = await trx
    .insertInto('carts')
    .values({
      id: cartId,
      cuid: `${input.cuid}-cart`,
      organiser_id: organiser,
      customer_id: input.customer,
      reference: structuredReference(cartId),
      coupon_id: null,
      created_at: input.bookedAt,
      processed_at: processedAt,
      payment_strategy: 'IMMEDIATE',
      items_total: camp.price,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await trx
    .insertInto('cart_items')
    .values({
      cuid: `${input.cuid}-item`,
      organiser_id: organiser,
      cart_id: cart.id,
      type: 'REGISTRATION',
      gross_price: camp.price,
      price: camp.price,
      deposit: camp.deposit,
      expires_at: at(input.bookedAt, 15 * 60),
      created_at: input.bookedAt,
      participant_id: input.participant,
      availability_id: camp.id,
      bundle_id: null,
      voucher_id: null,
      membership_id: null,
      resource_id: null,
      estimate: JSON.stringify(null),
      details: JSON.stringify({}),
      // Its cart was processed: the hold became the registration below.
      checked_out: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const registration = await trx
    .insertInto('registrations')
    .values({
      cuid: input.cuid,
      organiser_id: organiser,
      customer_id: input.customer,
      cart_id: cart.id,
      cart_item_id: item.id,
      created_at: processedAt,
      reference: `${cart.id}-1`,
      participant_id: input.participant,
      availability_id: camp.id,
      total_amount: camp.price,
      deposit_amount: camp.deposit,
      paid_amount: camp.price,
      bundle_id: null,
      options: JSON.stringify([]),
      questions: JSON.stringify([]),
      cancelled_at: null,
      cancellation_type: null,
      cancellation_message: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('payments')
    .values({
      cuid: `${input.cuid}-payment`,
      organiser_id: organiser,
      customer_id: input.customer,
      cart_id: cart.id,
      kind: 'CHECKOUT',
      method: 'ONLINE',
      amount: camp.price,
      status: 'PAID',
      provider: null,
      provider_reference: null,
      redirect_url: null,
      return_url: null,
      destination: null,
      created_at: input.bookedAt,
      settled_at: processedAt,
    })
    .execute();
  const dates = await trx
    .selectFrom('availability_dates')
    .select('id')
    .where('availability_id', '=', camp.id)
    .orderBy('start_at')
    .execute();
  if (dates.length > 0) {
    await trx
      .insertInto('registration_dates')
      .values(
        dates.map((date, index) => ({
          cuid: `${input.cuid}-d${index + 1}`,
          organiser_id: organiser,
          registration_id: registration.id,
          availability_date_id: date.id,
        })),
      )
      .execute();
    await trx
      .insertInto('cart_item_dates')
      .values(
        dates.map((date) => ({
          organiser_id: organiser,
          cart_item_id: item.id,
          availability_date_id: date.id,
        })),
      )
      .execute();
  }
  return registration.id;
}
