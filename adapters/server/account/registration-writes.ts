import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { estimateRegistration } from '../../../core/pricing/index';
import {
  canCancelRegistration,
  canEditRegistration,
  canReviewRegistration,
  dateSelectionVerdict,
  isValidReviewScore,
  optionChoiceVerdict,
  questionAnswersVerdict,
  REGISTRATION_ERRORS,
  repricedAmounts,
  type UpdateRefusal,
} from '../../../core/registration/index';
import { VALIDATION_KEYS } from '../../../core/schemas/index';
import type { Database, Transaction } from '../../db/index';
import { adjustment, discountsInForce, volumeDiscountOf, volumeTiersOf } from '../cart/discount-reads';
import { dateSeats, lockSeats } from '../cart/holds';
import { optionsAndQuestions } from '../catalogue/shapes';
import { ApiError, notFound } from '../errors';
import { enqueueRegistrationCancelled } from '../notifications/enqueue-mails';
import { newCuid } from '../tokens';
import type { VacancyNotifier } from '../waiting-list/vacancy';
import type { AccountScope } from './account-scope';
import { ownRegistrations } from './registrations-read';

/**
 * The account's registration writes (part 2 §5 "Registrations", §6 "cancels ... registrations; reviews
 * registrations", §7 "Registrations, requests, vouchers, documents"): cancel, review (create and edit) and
 * edit (dates, options, questions). Each runs in one transaction scoped to the signed-in customer and the
 * organiser; a refusal writes nothing.
 *
 * Seats: a registration holds one seat on its availability and one on each of its dates (the `registered`
 * counters checkout increments, cart/holds.ts). Cancel and edit lock in holds.ts's order: the availability,
 * then its dates (id order), then the registration row, then the owned bundle. Every write that changes a
 * registration's seats locks its availability first, so the registration's dates read under that lock are
 * the ones to lock next. The waiting list hears of a freed seat after commit, never under the locks.
 */

export interface RegistrationWriteDeps {
  db: Database;
  now: () => string;
  /** Row locks around seat counts; false only in the concurrency test's control run. */
  seatLocking: boolean;
  /** The waiting-list vacancy notice (adapters/server/waiting-list), run after a write commits. */
  vacancies: VacancyNotifier;
}

type Scope = Pick<AccountScope, 'organiserId' | 'customerId'>;

const isCheckViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';

/** A refusal of the core verdicts as the API answers it: bad input is 422, a seat conflict 409. */
function refusal(verdict: UpdateRefusal): ApiError {
  if (verdict.code === REGISTRATION_ERRORS.DATES_REQUIRED) {
    return new ApiError(400, 'VALIDATION_FAILED', { [verdict.field]: verdict.code });
  }
  const conflict =
    verdict.code === REGISTRATION_ERRORS.DATE_LOCKED || verdict.code === REGISTRATION_ERRORS.DATE_UNAVAILABLE;
  return new ApiError(conflict ? 409 : 422, verdict.code, { [verdict.field]: verdict.code });
}

/** The customer's registration by id, unlocked (to learn which availability to lock first). */
async function findOwn(trx: Transaction, scope: Scope, registrationId: number) {
  const found = await ownRegistrations(trx, scope)
    .select(['id', 'availability_id'])
    .where('id', '=', registrationId)
    .executeTakeFirst();
  if (!found) throw notFound(REGISTRATION_ERRORS.NOT_FOUND);
  return found;
}

/** When the registration's availability ends: after it, the registration is history. */
const endOf = (trx: Transaction, registration: { availability_id: number }) =>
  trx
    .selectFrom('availabilities')
    .select('end_at')
    .where('id', '=', registration.availability_id)
    .executeTakeFirstOrThrow();

/** The registration row, locked (after its availability and dates). */
const lockRegistration = (trx: Transaction, id: number) =>
  trx.selectFrom('registrations').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();

const heldDateIds = async (trx: Transaction, registrationId: number) =>
  (
    await trx
      .selectFrom('registration_dates')
      .select('availability_date_id')
      .where('registration_id', '=', registrationId)
      .orderBy('availability_date_id')
      .execute()
  ).map((row) => row.availability_date_id);

/** One seat less on each row; a counter never goes below zero. */
async function releaseSeats(trx: Transaction, table: 'availabilities' | 'availability_dates', ids: number[]) {
  if (ids.length === 0) return;
  await trx
    .updateTable(table)
    .set({ registered: sql<number>`greatest(registered - 1, 0)` })
    .where('id', 'in', ids)
    .execute();
}

// ---- cancel --------------------------------------------------------------------------------------------

/**
 * POST /api/registrations/cancel: the customer cancels their own registration with a message
 * (cancellation type CUSTOMER). Its seat on the availability and on each of its dates is freed, and the
 * bundle credit that paid it (checkout's cart_items.details.customer_bundle_id) is given back once
 * ("bundle_capacity_refunded (only with bundle_id)"). Money already paid is kept on the registration: a
 * refund is the organiser's decision (part 2 §6 "registrations ... refund" is a collaborator permission), so
 * nothing is credited to the wallet here. The cancellation mail is enqueued with the write; the waiting list
 * is told of the freed seat after commit.
 */
export async function cancelRegistration(
  deps: RegistrationWriteDeps,
  scope: Scope,
  input: { registration_id: number; message: string },
): Promise<void> {
  const now = deps.now();
  const availabilityId = await deps.db.transaction().execute(async (trx) => {
    const found = await findOwn(trx, scope, input.registration_id);
    await lockSeats(trx, { availabilities: [found.availability_id], dates: [] }, deps.seatLocking);
    const dates = await heldDateIds(trx, found.id);
    await lockSeats(trx, { availabilities: [], dates }, deps.seatLocking);
    const registration = await lockRegistration(trx, found.id);
    if (registration.cancelled) throw new ApiError(409, REGISTRATION_ERRORS.ALREADY_CANCELLED);
    if (!canCancelRegistration({ ...registration, availability: await endOf(trx, registration) }, now))
      throw new ApiError(409, REGISTRATION_ERRORS.ENDED);

    const bundle = registration.bundle_id === null ? null : await payingBundle(trx, scope, registration);
    await trx
      .updateTable('registrations')
      .set({
        cancelled: true,
        cancelled_at: now,
        cancellation_type: 'CUSTOMER',
        cancellation_message: input.message,
        ...(bundle ? { bundle_capacity_refunded: true } : {}),
      })
      .where('id', '=', registration.id)
      .where('cancelled', '=', false)
      .execute();
    await enqueueRegistrationCancelled(trx, { organiserId: scope.organiserId, id: registration.id }, now);
    await releaseSeats(trx, 'availabilities', [registration.availability_id]);
    await releaseSeats(trx, 'availability_dates', dates);
    if (bundle) {
      await trx
        .updateTable('customer_bundles')
        .set({ used: sql<number>`used - 1` })
        .where('id', '=', bundle)
        .execute();
    }
    return registration.availability_id;
  });
  await deps.vacancies.seatFreed(availabilityId);
}

/**
 * The owned bundle whose credit paid the registration, locked (last in holds.ts's order), when it still
 * counts that use: the customer's own, with at least one use, not refunded before.
 */
async function payingBundle(
  trx: Transaction,
  scope: Scope,
  registration: { cart_item_id: number; bundle_id: number | null; bundle_capacity_refunded: boolean },
): Promise<number | null> {
  if (registration.bundle_capacity_refunded) return null;
  const item = await trx
    .selectFrom('cart_items')
    .select(sql<number | null>`(details->>'customer_bundle_id')::int`.as('customer_bundle_id'))
    .where('id', '=', registration.cart_item_id)
    .executeTakeFirst();
  const bundleId = item?.customer_bundle_id ?? registration.bundle_id;
  if (bundleId === null) return null;
  const bundle = await trx
    .selectFrom('customer_bundles')
    .select(['id', 'used'])
    .where('id', '=', bundleId)
    .where('organiser_id', '=', scope.organiserId)
    .where('customer_id', '=', scope.customerId)
    .forUpdate()
    .executeTakeFirst();
  return bundle && bundle.used > 0 ? bundle.id : null;
}

// ---- reviews -------------------------------------------------------------------------------------------

export interface ReviewInput {
  score: number;
  message?: string | null | undefined;
  public: boolean;
}

const reviewColumns = ['id', 'score', 'message', 'private', 'registration_id'] as const;

/** "Review: score a number 0 to 5": stored as a whole number (the selector offers 1 to 5). */
function checkScore(score: number) {
  if (!Number.isInteger(score) || !isValidReviewScore(score)) {
    throw new ApiError(400, 'VALIDATION_FAILED', { score: VALIDATION_KEYS.invalidNumber });
  }
}

const messageOf = (input: ReviewInput) => (input.message ? input.message : null);

/** A review write: its score checked before anything is read, then `write` in one transaction at `now`. */
function reviewWrite<Result>(
  deps: RegistrationWriteDeps,
  input: ReviewInput,
  write: (trx: Transaction, now: string) => Promise<Result>,
): Promise<Result> {
  checkScore(input.score);
  const now = deps.now();
  return deps.db.transaction().execute((trx) => write(trx, now));
}

/**
 * POST /api/registrations/review: one review per registration (REVIEW.ALREADY_EXISTS), none on a cancelled
 * registration (REGISTRATION.CANCELLED) nor before its availability ended (REVIEW.NOT_FINISHED, core
 * `canReviewRegistration`). "public switch defaults to public": public → private false.
 */
export async function createReview(
  deps: RegistrationWriteDeps,
  scope: Scope,
  input: ReviewInput & { registration_id: number },
) {
  return reviewWrite(deps, input, async (trx, now) => {
    const registration = await ownRegistrations(trx, scope)
      .select(['id', 'cancelled', 'availability_id'])
      .where('id', '=', input.registration_id)
      .executeTakeFirst();
    if (!registration) throw notFound(REGISTRATION_ERRORS.NOT_FOUND);
    if (registration.cancelled) throw new ApiError(409, REGISTRATION_ERRORS.CANCELLED);
    const availability = await endOf(trx, registration);
    if (!canReviewRegistration({ cancelled: false, availability }, now))
      throw new ApiError(409, REGISTRATION_ERRORS.REVIEW_NOT_FINISHED);
    // The unique registration_id makes a repeated or racing create find the first review.
    const review = await trx
      .insertInto('reviews')
      .values({
        organiser_id: scope.organiserId,
        customer_id: scope.customerId,
        registration_id: registration.id,
        score: input.score,
        message: messageOf(input),
        private: !input.public,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('registration_id').doNothing())
      .returning(reviewColumns)
      .executeTakeFirst();
    if (!review) throw new ApiError(409, REGISTRATION_ERRORS.REVIEW_ALREADY_EXISTS);
    return review;
  });
}

/**
 * PUT /api/registrations/review: the customer's own review gets a new score and message. "public switch ...
 * disabled when editing an existing review": the stored visibility stays, whatever `public` says.
 */
export async function updateReview(
  deps: RegistrationWriteDeps,
  scope: Scope,
  input: ReviewInput & { review_id: number },
) {
  return reviewWrite(deps, input, async (trx, now) => {
    const review = await trx
      .selectFrom('reviews as rv')
      .innerJoin('registrations as r', 'r.id', 'rv.registration_id')
      .select(['rv.id', 'r.cancelled'])
      .where('rv.id', '=', input.review_id)
      .where('rv.organiser_id', '=', scope.organiserId)
      .where('rv.customer_id', '=', scope.customerId)
      .where('r.customer_id', '=', scope.customerId)
      .executeTakeFirst();
    if (!review) throw notFound(REGISTRATION_ERRORS.REVIEW_NOT_FOUND);
    if (review.cancelled) throw new ApiError(409, REGISTRATION_ERRORS.CANCELLED);
    return trx
      .updateTable('reviews')
      .set({ score: input.score, message: messageOf(input), updated_at: now })
      .where('id', '=', review.id)
      .returning(reviewColumns)
      .executeTakeFirstOrThrow();
  });
}

// ---- edit ----------------------------------------------------------------------------------------------

export interface RegistrationEdit {
  registration_id: number;
  availability_dates: Array<{ date_id: number }>;
  options: Array<{ price_id: number; content?: string | null | undefined }>;
  questions: Array<{ question_id: number; content: string | null }>;
  automatic_price: boolean;
}

/**
 * PUT /api/registrations: new dates, options and answers for the customer's registration, decided with the
 * edit form's rules (core registration-edit / registration-update): at least one date; "Dates already started
 * are locked and kept"; "A date can be chosen only if OPEN with free capacity, or already registered"
 * (registered seats plus unexpired cart holds, under lock); options of the activity, one price each, required
 * ones chosen; required questions answered. Date seats follow the dates (registered counters and
 * registration_dates change together). With automatic_price the registration is priced again by the cart's
 * estimate (core estimateRegistration) and keeps its order's coupon share; the paid amount never changes.
 * Freed dates go to the waiting list after commit, as a cancellation's seat does.
 */
export async function updateRegistration(
  deps: RegistrationWriteDeps,
  scope: Scope,
  input: RegistrationEdit,
): Promise<void> {
  const now = deps.now();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const found = await findOwn(trx, scope, input.registration_id);
    const dateRows = await trx
      .selectFrom('availability_dates')
      .select(['id', 'start_at', 'status'])
      .where('availability_id', '=', found.availability_id)
      .orderBy('start_at')
      .orderBy('id')
      .execute();
    await lockSeats(
      trx,
      { availabilities: [found.availability_id], dates: dateRows.map((date) => date.id) },
      deps.seatLocking,
    );
    const registration = await lockRegistration(trx, found.id);
    if (registration.cancelled) throw new ApiError(409, REGISTRATION_ERRORS.CANCELLED);
    if (!canEditRegistration({ ...registration, availability: await endOf(trx, registration) }, now))
      throw new ApiError(409, REGISTRATION_ERRORS.ENDED);

    const availability = await trx
      .selectFrom('availabilities as av')
      .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
      .select(['av.id', 'av.price', 'av.deposit', 'av.activity_id', 'ac.partial_registration_fee'])
      .where('av.id', '=', registration.availability_id)
      .executeTakeFirstOrThrow();
    const [counts, held, form] = await Promise.all([
      dateSeats(
        trx,
        dateRows.map((date) => date.id),
        now,
      ),
      heldDateIds(trx, registration.id),
      optionsAndQuestions(trx, availability.activity_id),
    ]);

    const dates = dateVerdict(
      dateRows.map((date) => {
        const count = counts.get(date.id);
        return {
          ...date,
          capacity: count?.capacity ?? null,
          registered: count ? count.registered + count.held : 0,
        };
      }),
      held,
      input,
      now,
    );
    const options = optionChoiceVerdict(
      form.options.map((option) => ({
        id: option.id,
        answer_required: option.answer_required,
        price_ids: (option.prices ?? []).map((price) => price.id),
      })),
      input.options.map((option) => option.price_id),
    );
    if (!options.ok) throw refusal(options);
    const answers = questionAnswersVerdict(
      form.questions.map((question) => ({
        id: question.id,
        type: question.type,
        required: question.required ?? false,
      })),
      input.questions,
    );
    if (!answers.ok) throw refusal(answers);

    if (dates.removed.length > 0) {
      await trx
        .deleteFrom('registration_dates')
        .where('registration_id', '=', registration.id)
        .where('availability_date_id', 'in', dates.removed)
        .execute();
      // Calendars show a removed date CANCELLED, with a SEQUENCE above its last one (core/calendar).
      await trx
        .insertInto('registration_date_removals')
        .values(
          dates.removed.map((dateId) => ({
            organiser_id: scope.organiserId,
            registration_id: registration.id,
            availability_date_id: dateId,
            removed_at: now,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['registration_id', 'availability_date_id']).doUpdateSet((eb) => ({
            removals: eb('registration_date_removals.removals', '+', 1),
            removed_at: now,
          })),
        )
        .execute();
      await releaseSeats(trx, 'availability_dates', dates.removed);
    }
    if (dates.added.length > 0) {
      await trx
        .insertInto('registration_dates')
        .values(
          dates.added.map((dateId) => ({
            cuid: newCuid(),
            organiser_id: scope.organiserId,
            registration_id: registration.id,
            availability_date_id: dateId,
          })),
        )
        .execute();
      try {
        await trx
          .updateTable('availability_dates')
          .set((eb) => ({ registered: eb('registered', '+', 1) }))
          .where('id', 'in', dates.added)
          .execute();
      } catch (error) {
        // The counters' check constraint is the last guard: a violation is a full date, never an oversold one.
        throw isCheckViolation(error)
          ? new ApiError(409, REGISTRATION_ERRORS.DATE_UNAVAILABLE, {
              availability_dates: REGISTRATION_ERRORS.DATE_UNAVAILABLE,
            })
          : error;
      }
    }

    const chosenPrices = new Set(input.options.map((option) => option.price_id));
    const amounts = input.automatic_price
      ? await reprice(trx, scope, registration, availability, {
          dateCount: dateRows.length,
          chosenDateCount: dates.selected.length,
          prices: form.options
            .flatMap((option) => option.prices ?? [])
            .filter((price) => chosenPrices.has(price.id)),
          now,
        })
      : {};
    await trx
      .updateTable('registrations')
      .set({
        options: JSON.stringify(
          input.options.map((option) => ({ price_id: option.price_id, content: option.content ?? null })),
        ),
        questions: JSON.stringify(
          input.questions.map((answer) => ({ question_id: answer.question_id, content: answer.content })),
        ),
        ...amounts,
      })
      .where('id', '=', registration.id)
      .execute();
    return { availabilityId: registration.availability_id, freed: dates.removed.length > 0 };
  });
  if (outcome.freed) await deps.vacancies.seatFreed(outcome.availabilityId);
}

function dateVerdict(
  dates: Parameters<typeof dateSelectionVerdict>[0],
  held: number[],
  input: RegistrationEdit,
  now: string,
) {
  const verdict = dateSelectionVerdict(
    dates,
    held,
    input.availability_dates.map((date) => date.date_id),
    now,
  );
  if (!verdict.ok) throw refusal(verdict);
  return verdict;
}

/**
 * The registration priced again as the cart's estimate prices a seat (cart/registration-line.ts): the
 * availability's price, partial-registration fee and discount for the dates kept, the chosen option prices,
 * the bundle credit that paid it, the organiser's current discounts and the volume discount of its order
 * (its registrations to the same activity that are not cancelled). Then the coupon share its order got.
 */
async function reprice(
  trx: Transaction,
  scope: Scope,
  registration: { id: number; cart_id: number; cart_item_id: number; bundle_id: number | null },
  availability: {
    price: number;
    deposit: number;
    activity_id: number;
    partial_registration_fee: number | null;
  },
  chosen: {
    dateCount: number;
    chosenDateCount: number;
    prices: Array<{ amount: number | null; percentage: number | null }>;
    now: string;
  },
): Promise<{ total_amount: number; deposit_amount: number }> {
  // One statement: the edit runs in a transaction, where every round trip counts.
  const facts = await trx
    .selectNoFrom((eb) => [
      jsonArrayFrom(discountsInForce(eb, scope.organiserId, availability.activity_id, chosen.now)).as(
        'discounts',
      ),
      jsonArrayFrom(volumeTiersOf(eb, scope.organiserId, availability.activity_id)).as('volume_tiers'),
      eb
        .selectFrom('registrations as r')
        .innerJoin('availabilities as av', 'av.id', 'r.availability_id')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('r.cart_id', '=', registration.cart_id)
        .where('r.cancelled', '=', false)
        .where('av.activity_id', '=', availability.activity_id)
        .as('same_order'),
      eb
        .selectFrom('cart_items')
        .select(sql<number>`gross_price - price`.as('share'))
        .where('id', '=', registration.cart_item_id)
        .as('coupon_share'),
    ])
    .executeTakeFirstOrThrow();
  const estimate = estimateRegistration({
    availability: { price: availability.price, deposit: availability.deposit },
    dateCount: chosen.dateCount,
    chosenDateCount: chosen.chosenDateCount,
    partialRegistration:
      availability.partial_registration_fee === null ? null : { fee: availability.partial_registration_fee },
    options: chosen.prices.map(adjustment),
    bundleCredit: registration.bundle_id !== null,
    discounts: facts.discounts.map(adjustment),
    volumeDiscount: volumeDiscountOf(facts.volume_tiers, Number(facts.same_order ?? 0)),
  });
  return repricedAmounts({
    price: estimate.price,
    couponShare: Number(facts.coupon_share ?? 0),
    deposit: availability.deposit,
  });
}
