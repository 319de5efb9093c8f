import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { allowsPartialRegistration, type EstimateDetails } from '../../../core/cart/index';
import { type SeatCount, seatsLeft } from '../../../core/checkout/index';
import {
  ELIGIBILITY_ERRORS,
  estimateRegistration,
  registrationDeposit,
  registrationEligibility,
} from '../../../core/pricing/index';
import type { Tables, Transaction } from '../../db/index';
import {
  activityForm,
  activityFormOut,
  heldOnAvailability,
  heldOnDate,
  isoInstant,
} from '../catalogue/shapes';
import { ApiError, notFound } from '../errors';
import { adjustment, discountsInForce, volumeDiscountOf, volumeTiersOf } from './discount-reads';
import { participantOnAvailability } from './registration-lookups';

type Eb = ExpressionBuilder<Tables, never>;

export interface RegistrationLineRequest {
  availability_id: number;
  participant_id: number;
  options: ReadonlyArray<{ price_id: number; content?: string | null | undefined }>;
  questions: ReadonlyArray<{ question_id: number; content: string | null }>;
  quantity: number;
  availability_dates: ReadonlyArray<{ date_id: number }>;
}

export interface LineContext {
  organiserId: number;
  customerId: number;
  /** The open cart, for volume discounts and bundle credits already used by its items. */
  cartId: number | null;
  now: string;
  /** 'estimate' prices a form still being filled (see core registrationEligibility). */
  stage?: 'estimate' | 'add';
}

export interface PricedLine {
  availabilityId: number;
  activityId: number;
  participantId: number;
  dateIds: number[];
  estimate: EstimateDetails;
  deposit: number;
  /** The owned bundle whose credit pays this registration, if any. */
  customerBundleId: number | null;
}

/** Refusals the core names: a full availability or date is a conflict, the rest invalid input. */
const CONFLICTS = new Set<string>([
  ELIGIBILITY_ERRORS.AVAILABILITY_FULL,
  ELIGIBILITY_ERRORS.DATE_NOT_SELECTABLE,
]);

/** A refusal that seat counts may have caused (so counts read under the seat lock may judge otherwise). */
export const isSeatConflict = (error: unknown): boolean =>
  error instanceof ApiError && CONFLICTS.has(error.code);

/**
 * Decides one registration line with the core's rules (eligibility, then price) on rows read inside the
 * caller's transaction. Its seat counts may be unlocked: the caller counts again under the seat lock
 * (holds.ts `guardSeats`) before commit, or locked the seats first. Throws the rule's code.
 */
export async function priceRegistrationLine(
  trx: Transaction,
  context: LineContext,
  line: RegistrationLineRequest,
): Promise<PricedLine> {
  // The activity of the availability read: the folded reads below name it through the joined `ac`.
  const activityId = sql<number>`ac.id`;
  const availability = await trx
    .selectFrom('availabilities as av')
    .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
    .selectAll('av')
    .select([
      'ac.age_minimum as activity_age_minimum',
      'ac.age_maximum as activity_age_maximum',
      'ac.partial_registration_fee',
      'ac.allow_registrations_after_start',
      'ac.registration_flow',
    ])
    // Everything the line is judged and priced on, in this one statement (an add reads it inside its
    // transaction, where every round trip counts): the participant (its birthdate, whether it is registered
    // already), the seats as counted now (unlocked: the add counts again under the seat lock), the dates
    // with theirs, the activity's options and questions, and what prices the seat (pricingFacts).
    .select(
      jsonObjectFrom(participantOnAvailability(trx, context, line.participant_id, line.availability_id)).as(
        'participant',
      ),
    )
    .select(heldOnAvailability(context.now).as('held'))
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('availability_dates as d')
          .select(['d.id', 'd.status', isoInstant('d.start_at').as('start_at'), 'd.capacity', 'd.registered'])
          .select(heldOnDate(context.now).as('held'))
          .whereRef('d.availability_id', '=', 'av.id')
          .orderBy('d.start_at')
          .orderBy('d.id'),
      ).as('dates'),
    )
    .select((eb) => {
      const form = activityForm(eb as unknown as Eb, activityId);
      return [form.options.as('options'), form.questions.as('questions')];
    })
    // One credit pays one seat: a line for several seats pays them all.
    .select((eb) =>
      pricingFacts(eb as unknown as Eb, context, activityId, line.participant_id, line.quantity === 1),
    )
    .where('av.id', '=', line.availability_id)
    .where('av.organiser_id', '=', context.organiserId)
    .executeTakeFirst();
  if (!availability) throw notFound('AVAILABILITY_NOT_FOUND');
  if (availability.registration_flow === 'REQUEST') throw new ApiError(422, 'CART.REGISTRATION_REQUEST_ONLY');

  const { participant } = availability;
  if (!participant) throw notFound('PARTICIPANT_NOT_FOUND');
  if (participant.registered) throw new ApiError(409, 'CART.ALREADY_REGISTERED');

  const { dates } = availability;
  const form = activityFormOut(availability);
  const seat: SeatCount = {
    id: availability.id,
    capacity: availability.capacity,
    registered: availability.registered,
    held: Number(availability.held ?? 0),
  };
  const chosenDateIds = line.availability_dates.map((date) => date.date_id);
  const chosenPriceIds = line.options.map((option) => option.price_id);

  const verdict = registrationEligibility({
    availability: {
      status: availability.status,
      registrations_start_at: availability.registrations_start_at,
      registrations_end_at: availability.registrations_end_at,
      start_at: availability.start_at,
      end_at: availability.end_at,
      activity: {
        settings: { allow_registrations_after_start: availability.allow_registrations_after_start },
      },
      capacity: availability.capacity,
      taken: seat.registered + seat.held,
      age_minimum: availability.age_minimum,
      age_maximum: availability.age_maximum,
    },
    activity: {
      age_minimum: availability.activity_age_minimum,
      age_maximum: availability.activity_age_maximum,
      partial_registration: allowsPartialRegistration(availability),
    },
    participant: { birthdate: participant.birthdate },
    dates: dates.map((date) => ({
      id: date.id,
      status: date.status,
      start_at: date.start_at,
      capacity: date.capacity,
      taken: date.registered + Number(date.held ?? 0),
    })),
    chosenDateIds,
    seats: line.quantity,
    options: form.options.map((option) => ({
      id: option.id,
      answer_required: option.answer_required,
      price_ids: (option.prices ?? []).flatMap((price) => (price ? [price.id] : [])),
    })),
    chosenPriceIds,
    questions: form.questions.map((question) => ({ id: question.id, required: question.required ?? false })),
    answers: line.questions,
    now: context.now,
    stage: context.stage ?? 'add',
  });
  if (!verdict.ok) {
    throw new ApiError(CONFLICTS.has(verdict.code) ? 409 : 422, verdict.code, {
      [verdict.field]: verdict.code,
    });
  }
  const free = seatsLeft(seat);
  if (free !== null && free < line.quantity) {
    throw new ApiError(409, ELIGIBILITY_ERRORS.AVAILABILITY_FULL);
  }

  const chosenPrices = form.options
    .flatMap((option) => option.prices ?? [])
    .flatMap((price) => (price && chosenPriceIds.includes(price.id) ? [price] : []));
  const discounts = availability.discounts;
  const inCart = Number(availability.in_cart ?? 0);
  const bundleCredit = availability.bundle_credit === null ? null : Number(availability.bundle_credit);
  const volumeDiscount = volumeDiscountOf(availability.volume_tiers, inCart + line.quantity);
  const estimate = estimateRegistration({
    availability: { price: availability.price, deposit: availability.deposit },
    dateCount: dates.length,
    chosenDateCount: new Set(chosenDateIds).size,
    partialRegistration:
      availability.partial_registration_fee === null ? null : { fee: availability.partial_registration_fee },
    options: chosenPrices.map(adjustment),
    bundleCredit: bundleCredit !== null,
    discounts: discounts.map(adjustment),
    volumeDiscount,
  });
  return {
    availabilityId: availability.id,
    activityId: availability.activity_id,
    participantId: participant.id,
    dateIds: [...new Set(chosenDateIds)],
    estimate,
    deposit: registrationDeposit(availability.deposit, estimate.price),
    customerBundleId: bundleCredit,
  };
}

/**
 * What prices a line beyond its availability, as columns of the caller's statement: the organiser's current
 * discounts and volume tiers for the activity, the open cart's unexpired registration items for the same
 * activity (volume discounts count them), and the owned bundle whose credit pays the seat, if one is wanted.
 */
function pricingFacts(
  eb: Eb,
  context: LineContext,
  activityId: Expression<number>,
  participantId: number,
  wantsCredit: boolean,
) {
  return [
    jsonArrayFrom(discountsInForce(eb, context.organiserId, activityId, context.now)).as('discounts'),
    jsonArrayFrom(volumeTiersOf(eb, context.organiserId, activityId)).as('volume_tiers'),
    eb
      .selectFrom('cart_items as ci')
      .innerJoin('availabilities as item_av', 'item_av.id', 'ci.availability_id')
      .select(sql<number>`count(*)::int`.as('count'))
      // No open cart yet: nothing in it (no cart has id 0).
      .where('ci.cart_id', '=', context.cartId ?? 0)
      .where('ci.type', '=', 'REGISTRATION')
      .where('ci.expires_at', '>', context.now)
      .where('item_av.activity_id', '=', activityId)
      .as('in_cart'),
    wantsCredit
      ? bundleCreditQuery(eb, context, activityId, participantId).as('bundle_credit')
      : sql<number | null>`null::int`.as('bundle_credit'),
  ] as const;
}

/**
 * An owned bundle that covers the activity, has not expired, belongs to the participant or to the whole
 * customer, and has a credit left once the open cart's own unexpired uses are counted.
 */
const bundleCreditQuery = (
  eb: Eb,
  context: LineContext,
  activityId: Expression<number>,
  participantId: number,
) =>
  eb
    .selectFrom('customer_bundles as cb')
    .innerJoin('bundle_activities as ba', 'ba.bundle_id', 'cb.bundle_id')
    .select('cb.id')
    .where('cb.organiser_id', '=', context.organiserId)
    .where('cb.customer_id', '=', context.customerId)
    .where('ba.activity_id', '=', activityId)
    .where((inner) =>
      inner.or([inner('cb.participant_id', 'is', null), inner('cb.participant_id', '=', participantId)]),
    )
    .where((inner) =>
      inner.or([inner('cb.expires_at', 'is', null), inner('cb.expires_at', '>', context.now)]),
    )
    .where(
      // Parenthesised: a raw `or` would otherwise escape the conditions above (any bundle with a credit left).
      sql<boolean>`(cb.capacity is null or cb.used + (
        select count(*) from cart_items ci join carts c on c.id = ci.cart_id
        where c.customer_id = cb.customer_id and c.processed_at is null and ci.expires_at > ${context.now}
          and (ci.details->>'customer_bundle_id')::int = cb.id
      ) < cb.capacity)`,
    )
    .orderBy(sql`cb.expires_at nulls last`)
    .orderBy('cb.id')
    .limit(1);
