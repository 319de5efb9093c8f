import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { registrationDetailAnswer, registrationSchema, reviewSchema } from '../../../core/schemas/index';
import type { RegistrationsTable } from '../../db/index';
import { optionsAndQuestions, shapeAvailabilitiesById } from '../catalogue/shapes';
import { shapeDocuments } from '../documents/documents-read';
import { notFound } from '../errors';
import {
  type AccountScope,
  type Executor,
  orderReferences,
  type Page,
  pageOf,
  participantsByIds,
  present,
} from './account-scope';

/**
 * The registrations tab of the account area (part 1 §2 "Registration list item", "Registration details"; §3
 * Registration): a paginated list, newest first, and one detail with its review, the documents offered for
 * its activity and the activity's options and questions for the edit form. Scoped to the signed-in customer
 * and the site's organiser: another customer's cuid is not found. A page is shaped with a fixed number of
 * queries whatever its size; the availability (activity, categories, location, dates with their seats) is
 * the catalogue's own shape (catalogue/shapes.ts).
 */

type Registration = z.input<typeof registrationSchema>;
type Review = z.input<typeof reviewSchema>;
type RegistrationDetail = z.input<typeof registrationDetailAnswer>;
export type RegistrationRow = Selectable<RegistrationsTable>;

const REGISTRATION_NOT_FOUND = 'REGISTRATION_NOT_FOUND';

/** The customer's registrations of the organiser. */
export const ownRegistrations = (db: Executor, scope: Pick<AccountScope, 'organiserId' | 'customerId'>) =>
  db
    .selectFrom('registrations')
    .where('organiser_id', '=', scope.organiserId)
    .where('customer_id', '=', scope.customerId);

/** Registration rows → the core Registration shape, in the rows' order. */
export async function shapeRegistrations(
  db: Executor,
  organiserId: number,
  rows: readonly RegistrationRow[],
  now: string,
): Promise<Registration[]> {
  if (rows.length === 0) return [];
  const registrationIds = rows.map((row) => row.id);
  const priceIds = present(rows.flatMap((row) => row.options.map((option) => option.price_id)));
  const questionIds = present(rows.flatMap((row) => row.questions.map((answer) => answer.question_id)));
  const [participants, shapedAvailabilities, dates, prices, questions, orderReference] = await Promise.all([
    participantsByIds(
      db,
      organiserId,
      rows.map((row) => row.participant_id),
    ),
    shapeAvailabilitiesById(db, organiserId, present(rows.map((row) => row.availability_id)), now),
    db
      .selectFrom('registration_dates as rd')
      .innerJoin('availability_dates as d', 'd.id', 'rd.availability_date_id')
      .select(['rd.registration_id', 'rd.cuid', 'rd.availability_date_id', 'd.start_at', 'd.end_at'])
      .where('rd.registration_id', 'in', registrationIds)
      .orderBy('d.start_at')
      .orderBy('d.id')
      .execute(),
    priceIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('option_prices as price')
          .innerJoin('options as option', 'option.id', 'price.option_id')
          .select([
            'price.id',
            'price.option_id',
            'price.amount',
            'price.percentage',
            'price.label',
            'option.title',
          ])
          .where('price.organiser_id', '=', organiserId)
          .where('price.id', 'in', priceIds)
          .execute(),
    questionIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('questions')
          .select(['id', 'title'])
          .where('organiser_id', '=', organiserId)
          .where('id', 'in', questionIds)
          .execute(),
    orderReferences(
      db,
      organiserId,
      rows.map((row) => row.cart_id),
    ),
  ]);
  const availabilities = new Map(shapedAvailabilities.map((availability) => [availability.id, availability]));
  const priceById = new Map(prices.map((price) => [price.id, price]));
  const questionById = new Map(questions.map((question) => [question.id, question]));

  return rows.map((row) => {
    const availability = availabilities.get(row.availability_id);
    if (!availability)
      throw new Error(`registration ${row.id}: availability ${row.availability_id} not found`);
    return {
      id: row.id,
      cuid: row.cuid,
      reference: row.reference,
      order_reference: orderReference({ cartId: row.cart_id, customerId: row.customer_id }),
      participant: { fullname: participants.get(row.participant_id)?.fullname ?? '' },
      deposit_amount: row.deposit_amount,
      total_amount: row.total_amount,
      paid_amount: row.paid_amount,
      cancelled: row.cancelled,
      bundle_id: row.bundle_id,
      bundle_capacity_refunded: row.bundle_capacity_refunded,
      created_at: row.created_at,
      cancellation_message: row.cancellation_message,
      availability,
      // Sorted by start (part 1 §2 "sorted dates").
      dates: dates
        .filter((date) => date.registration_id === row.id)
        .map((date) => ({
          date_id: date.availability_date_id,
          date: { start_at: date.start_at, end_at: date.end_at },
          cuid: date.cuid,
        })),
      options: row.options.flatMap((choice) => {
        const price = priceById.get(choice.price_id);
        if (!price) return [];
        return [
          {
            // The stored line has no public id of its own: the registration's and the price's make one.
            cuid: `${row.cuid}-${price.id}`,
            content: choice.content ?? null,
            price: {
              id: price.id,
              option_id: price.option_id,
              amount: price.amount,
              percentage: price.percentage === null ? null : Number(price.percentage),
              label: price.label,
              option: { title: price.title },
            },
          },
        ];
      }),
      questions: row.questions.flatMap((answer) => {
        const question = questionById.get(answer.question_id);
        if (!question) return [];
        return [{ question: { title: question.title }, content: answer.content, question_id: question.id }];
      }),
    };
  });
}

/** GET /api/account/registrations: the customer's registrations, newest first. */
export async function listRegistrations(
  db: Executor,
  scope: AccountScope,
  page: Page,
): Promise<{ data: Registration[]; count: number }> {
  const { rows, count } = await pageOf(ownRegistrations(db, scope), page, (listed) =>
    listed.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return {
    data: await shapeRegistrations(db, scope.organiserId, rows, scope.now),
    count,
  };
}

/** The review of a registration (one per registration), if any. */
async function reviewOf(db: Executor, scope: AccountScope, registrationId: number): Promise<Review | null> {
  const review = await db
    .selectFrom('reviews')
    .select(['id', 'score', 'message', 'private', 'registration_id'])
    .where('organiser_id', '=', scope.organiserId)
    .where('customer_id', '=', scope.customerId)
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
  return review ?? null;
}

/**
 * GET /api/account/registrations/:cuid: the registration, its review, the documents offered for its activity
 * (documents.activity_id the activity or null; none once cancelled: "Cancelled registration: documents
 * hidden"), and the activity's options (with prices) and questions (with choices) for the edit form.
 */
export async function readRegistration(
  db: Executor,
  scope: AccountScope,
  cuid: string,
): Promise<RegistrationDetail> {
  const row = await ownRegistrations(db, scope).selectAll().where('cuid', '=', cuid).executeTakeFirst();
  if (!row) throw notFound(REGISTRATION_NOT_FOUND);
  const [registration] = await shapeRegistrations(db, scope.organiserId, [row], scope.now);
  if (!registration) throw notFound(REGISTRATION_NOT_FOUND);
  const activityId = registration.availability.activity.id;
  const [review, documents, form] = await Promise.all([
    reviewOf(db, scope, row.id),
    row.cancelled ? Promise.resolve([]) : shapeDocuments(db, scope.organiserId, activityId),
    optionsAndQuestions(db, activityId),
  ]);
  return { registration, review, documents, options: form.options, questions: form.questions };
}
