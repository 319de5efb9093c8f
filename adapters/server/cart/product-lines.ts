import { sql } from 'kysely';
import {
  bookingEnd,
  extraParticipants,
  hasOverlappingSpans,
  isPaymentSplitShown,
  PARTICIPANT_REQUIRED,
  SLOT_IN_PAST,
  slotRefusal,
  slotStatus,
} from '../../../core/booking/index';
import { isBundleExpired } from '../../../core/bundle/index';
import { isParticipantRequired, membershipPeriod } from '../../../core/membership/index';
import { autoSelectedTier, requestEstimatedTotal, selectionBound } from '../../../core/request/index';
import type { AddCartItemsPayload } from '../../../core/schemas/index';
import { formatInstant, isInFuture, secondsBetween } from '../../../core/time/index';
import type { CartItemDetails, CartItemTypeColumn, Transaction } from '../../db/index';
import { slotHolds } from '../catalogue/resource-slots';
import { ApiError, notFound } from '../errors';
import { newCuid } from '../tokens';
import { lockResources, refuseTakenSpans } from './booking-spans';
import { integerArray } from './holds';

/** Where new items go and until when they hold what they hold. */
export interface ItemContext {
  organiserId: number;
  customerId: number;
  cartId: number;
  now: string;
  expiresAt: string;
}

export interface NewItem {
  type: CartItemTypeColumn;
  price: number;
  deposit?: number;
  participant_id?: number | null;
  availability_id?: number | null;
  bundle_id?: number | null;
  voucher_id?: number | null;
  membership_id?: number | null;
  resource_id?: number | null;
  estimate?: Record<string, number> | null;
  details?: CartItemDetails;
}

/** Inserts one cart item at its gross price (the coupon is spread afterwards by repriceCart). */
export async function insertItem(trx: Transaction, context: ItemContext, item: NewItem): Promise<number> {
  const row = await trx
    .insertInto('cart_items')
    .values(itemRow(context, item))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A registration line's `seats` items (one per seat) and the dates each holds, in one statement: the
 * dates' insert reads the new items' ids from the items' insert (a data-modifying `with`).
 */
export async function insertSeatItems(
  trx: Transaction,
  context: ItemContext,
  item: NewItem,
  seats: number,
  dateIds: readonly number[],
): Promise<void> {
  const rows = Array.from({ length: seats }, () => itemRow(context, item));
  if (dateIds.length === 0) {
    await trx.insertInto('cart_items').values(rows).execute();
    return;
  }
  await trx
    .with('inserted', (db) => db.insertInto('cart_items').values(rows).returning('id'))
    .insertInto('cart_item_dates')
    .columns(['organiser_id', 'cart_item_id', 'availability_date_id'])
    .expression(
      sql`select ${context.organiserId}::int, i.id, d.id from inserted as i
        cross join unnest(${integerArray(dateIds)}::int[]) as d(id)`,
    )
    .execute();
}

function itemRow(context: ItemContext, item: NewItem) {
  return {
    cuid: newCuid(),
    organiser_id: context.organiserId,
    cart_id: context.cartId,
    type: item.type,
    gross_price: item.price,
    price: item.price,
    deposit: item.deposit ?? 0,
    expires_at: context.expiresAt,
    created_at: context.now,
    participant_id: item.participant_id ?? null,
    availability_id: item.availability_id ?? null,
    bundle_id: item.bundle_id ?? null,
    voucher_id: item.voucher_id ?? null,
    membership_id: item.membership_id ?? null,
    resource_id: item.resource_id ?? null,
    estimate: JSON.stringify(item.estimate ?? null),
    details: JSON.stringify(item.details ?? {}),
  };
}

/** The customer's own, not deleted participants among `ids`; any other id is PARTICIPANT_NOT_FOUND. */
export async function ownedParticipants(
  trx: Transaction,
  context: Pick<ItemContext, 'organiserId' | 'customerId'>,
  ids: readonly number[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const rows = await trx
    .selectFrom('participants')
    .select('id')
    .where('id', 'in', wanted)
    .where('organiser_id', '=', context.organiserId)
    .where('customer_id', '=', context.customerId)
    .where('deleted_at', 'is', null)
    .execute();
  if (rows.length !== wanted.length) throw notFound('PARTICIPANT_NOT_FOUND');
}

/** "Participant is required only when the entity is PARTICIPANTS"; a participant elsewhere is dropped. */
async function participantFor(
  trx: Transaction,
  context: ItemContext,
  entity: string,
  participantId: number | null | undefined,
): Promise<number | null> {
  if (!isParticipantRequired({ entity })) return null;
  if (participantId == null) {
    throw new ApiError(422, 'CART.PARTICIPANT_REQUIRED', { participant_id: 'CART.PARTICIPANT_REQUIRED' });
  }
  await ownedParticipants(trx, context, [participantId]);
  return participantId;
}

export async function addBundles(
  trx: Transaction,
  context: ItemContext,
  lines: AddCartItemsPayload['bundles'],
): Promise<void> {
  for (const line of lines) {
    const bundle = await trx
      .selectFrom('bundles')
      .select(['id', 'price', 'entity', 'expires_at'])
      .where('id', '=', line.bundle_id)
      .where('organiser_id', '=', context.organiserId)
      .executeTakeFirst();
    if (!bundle) throw notFound('BUNDLE_NOT_FOUND');
    if (isBundleExpired(bundle, context.now)) throw new ApiError(422, 'BUNDLE.EXPIRED');
    const participant = await participantFor(trx, context, bundle.entity, line.participant_id);
    await insertItem(trx, context, {
      type: 'BUNDLE',
      price: bundle.price,
      bundle_id: bundle.id,
      participant_id: participant,
    });
  }
}

export async function addVouchers(
  trx: Transaction,
  context: ItemContext,
  lines: AddCartItemsPayload['vouchers'],
): Promise<void> {
  for (const line of lines) {
    const voucher = await trx
      .selectFrom('vouchers')
      .select(['id', 'price'])
      .where('id', '=', line.voucher_id)
      .where('organiser_id', '=', context.organiserId)
      .executeTakeFirst();
    if (!voucher) throw notFound('VOUCHER_NOT_FOUND');
    await insertItem(trx, context, { type: 'VOUCHER', price: voucher.price, voucher_id: voucher.id });
  }
}

export async function addMemberships(
  trx: Transaction,
  context: ItemContext,
  lines: AddCartItemsPayload['memberships'],
): Promise<void> {
  for (const line of lines) {
    const membership = await trx
      .selectFrom('memberships')
      .selectAll()
      .where('id', '=', line.membership_id)
      .where('organiser_id', '=', context.organiserId)
      .executeTakeFirst();
    if (!membership) throw notFound('MEMBERSHIP_NOT_FOUND');
    if (membershipPeriod(membership, context.now) === null)
      throw new ApiError(422, 'MEMBERSHIP.PERIOD_ENDED');
    const participant = await participantFor(trx, context, membership.entity, line.participant_id);
    await insertItem(trx, context, {
      type: 'MEMBERSHIP',
      price: membership.price,
      membership_id: membership.id,
      participant_id: participant,
    });
  }
}

/**
 * Registration requests (activities with registration_flow REQUEST): the chosen availabilities of one
 * activity, their number within one of the activity's tiers. They hold no seat and cost nothing now; the
 * estimated total (the availabilities' prices) is what the organiser approves or changes.
 */
export async function addRegistrationRequests(
  trx: Transaction,
  context: ItemContext,
  lines: AddCartItemsPayload['registrations_requests'],
): Promise<void> {
  for (const line of lines) {
    await ownedParticipants(trx, context, [line.participant_id]);
    const ids = [...new Set(line.availabilities.map((entry) => entry.id))];
    const availabilities = await trx
      .selectFrom('availabilities as av')
      .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
      .select(['av.id', 'av.price', 'av.activity_id', 'av.status', 'av.end_at', 'ac.registration_flow'])
      .where('av.id', 'in', ids)
      .where('av.organiser_id', '=', context.organiserId)
      .execute();
    if (availabilities.length !== ids.length) throw notFound('AVAILABILITY_NOT_FOUND');
    const activityIds = new Set(availabilities.map((availability) => availability.activity_id));
    if (activityIds.size !== 1) throw new ApiError(422, 'REQUEST.ONE_ACTIVITY');
    if (availabilities.some((availability) => availability.registration_flow !== 'REQUEST')) {
      throw new ApiError(422, 'REQUEST.NOT_REQUEST_FLOW');
    }
    if (
      availabilities.some(
        (availability) => availability.status !== 'OPEN' || !isInFuture(availability.end_at, context.now),
      )
    ) {
      throw new ApiError(422, 'CART.AVAILABILITY_CLOSED');
    }
    const [activityId] = activityIds;
    const tier = await requestedTier(trx, activityId ?? 0, line.tier_cuid, ids.length);
    const dateIds = line.availabilities.flatMap((entry) => entry.dates.map((date) => date.id));
    if (dateIds.length > 0) {
      const dates = await trx
        .selectFrom('availability_dates')
        .select(['id', 'availability_id'])
        .where('id', 'in', [...new Set(dateIds)])
        .execute();
      const owner = new Map(dates.map((date) => [date.id, date.availability_id]));
      for (const entry of line.availabilities) {
        if (entry.dates.some((date) => owner.get(date.id) !== entry.id)) {
          throw new ApiError(422, 'CART.DATE_NOT_IN_AVAILABILITY');
        }
      }
    }
    await insertItem(trx, context, {
      type: 'REGISTRATION_REQUEST',
      price: 0,
      participant_id: line.participant_id,
      details: {
        activity_id: activityId,
        availabilities: line.availabilities.map((entry) => ({
          id: entry.id,
          dates: entry.dates.map((date) => date.id),
        })),
        options: line.options.map((option) => ({
          price_id: option.price_id,
          content: option.content ?? null,
        })),
        questions: line.questions,
        request_total: requestEstimatedTotal(availabilities),
        tier_id: tier?.id ?? null,
      },
    });
  }
}

/**
 * The tier a request is for (issue 18 §9). Named (`tier_cuid`): it must be one of the activity's tiers
 * (422 REQUEST.TIER_NOT_FOUND) and hold the number of availabilities chosen. Not named: some tier must hold
 * that number (as before), and the tier is the activity's only one if it has one (core `autoSelectedTier`).
 * 422 REQUEST.SELECTION_OUT_OF_BOUNDS when the number does not fit.
 */
async function requestedTier(
  trx: Transaction,
  activityId: number,
  tierCuid: string | undefined,
  count: number,
): Promise<{ id: number } | null> {
  const tiers = await trx
    .selectFrom('request_tiers')
    .select(['id', 'cuid', 'name', 'minimum_availabilities', 'maximum_availabilities'])
    .where('activity_id', '=', activityId)
    .orderBy('order')
    .orderBy('id')
    .execute();
  const named = tierCuid === undefined ? undefined : tiers.find((tier) => tier.cuid === tierCuid);
  if (tierCuid !== undefined && !named) throw new ApiError(422, 'REQUEST.TIER_NOT_FOUND');
  const allowed = named ? [named] : tiers;
  if (allowed.length > 0 && !allowed.some((tier) => selectionBound(count, tier) === 'valid')) {
    throw new ApiError(422, 'REQUEST.SELECTION_OUT_OF_BOUNDS');
  }
  if (named) return named;
  const only = autoSelectedTier(tiers);
  return tiers.find((tier) => tier.cuid === only) ?? null;
}

/**
 * Resource bookings: each date is one slot of the resource starting at start_at, for a duration the slot
 * prices. The booking is for the payload's participant (required) with optional extra participants, all the
 * customer's own; payment_split is kept only with extras (core/booking). A booking occupies [start, end)
 * of its resource: it is refused when that span meets a booked slot or an unexpired hold of any open cart,
 * its own included (core `slotStatus` for the start slot, booking-spans.ts for the rest). The resources are
 * locked (id order) before any span is counted, so two customers can never hold overlapping time.
 */
export async function addBookings(
  trx: Transaction,
  context: ItemContext,
  lines: AddCartItemsPayload['bookings'],
  lockRows: boolean,
  participantId?: number | null,
): Promise<void> {
  if (lines.length === 0) return;
  const resources = await trx
    .selectFrom('resources')
    .select('id')
    .where(
      'id',
      'in',
      lines.map((line) => line.resource_id),
    )
    .where('organiser_id', '=', context.organiserId)
    .execute();
  const ownResources = new Set(resources.map((row) => row.id));
  await lockResources(trx, ownResources, lockRows);
  for (const line of lines) {
    // The organiser's resources were read above (then locked): any other id is not found.
    if (!ownResources.has(line.resource_id)) throw notFound('RESOURCE_NOT_FOUND');
    if (participantId == null) {
      throw new ApiError(422, PARTICIPANT_REQUIRED, { participant_id: PARTICIPANT_REQUIRED });
    }
    const extras = extraParticipants(
      participantId,
      line.participants.map((participant) => participant.id),
    );
    await ownedParticipants(trx, context, [participantId, ...extras]);
    const starts = [...new Set(line.dates.map((date) => new Date(date.start_at).getTime()))];
    if (starts.length !== line.dates.length) throw new ApiError(422, 'BOOKING.DUPLICATE_SLOT');
    const slots = await trx
      .selectFrom('resource_availabilities')
      .select(['id', 'start_at', 'prices', 'booked'])
      .where('resource_id', '=', line.resource_id)
      .where(
        'start_at',
        'in',
        starts.map((start) => new Date(start).toISOString()),
      )
      .orderBy('id')
      .execute();
    const byStart = new Map(slots.map((slot) => [new Date(slot.start_at).getTime(), slot]));
    const holds = await slotHolds(
      trx,
      slots.map((slot) => slot.id),
      context.now,
    );
    let price = 0;
    const chosen: Array<{ id: number; start_at: string; end_at: string }> = [];
    for (const date of line.dates) {
      const slot = byStart.get(new Date(date.start_at).getTime());
      if (!slot) throw notFound('BOOKING.SLOT_NOT_FOUND');
      const refusal = slotRefusal(
        slotStatus(
          { start_at: slot.start_at, booked: slot.booked, held_until: holds.get(slot.id) ?? [] },
          context.now,
        ),
      );
      if (refusal === SLOT_IN_PAST) throw new ApiError(422, refusal);
      if (refusal !== null) throw new ApiError(409, refusal);
      // "A booking end is start plus duration in seconds." (part 2 §9): the duration must be one the slot prices.
      const duration = secondsBetween(date.start_at, date.end_at);
      const offer = slot.prices.find((candidate) => candidate.duration === duration);
      if (!offer) throw new ApiError(422, 'BOOKING.DURATION_NOT_OFFERED');
      price += offer.amount;
      chosen.push({
        id: slot.id,
        start_at: formatInstant(date.start_at),
        end_at: bookingEnd(date.start_at, offer.duration),
      });
    }
    if (hasOverlappingSpans(chosen)) throw new ApiError(422, 'BOOKING.DUPLICATE_SLOT');
    await refuseTakenSpans(trx, line.resource_id, chosen, context.now, null);
    const itemId = await insertItem(trx, context, {
      type: 'BOOKING',
      price,
      resource_id: line.resource_id,
      participant_id: participantId,
      details: {
        participants: extras,
        payment_split: isPaymentSplitShown(extras) && line.payment_split,
      },
    });
    await trx
      .insertInto('cart_item_slots')
      .values(
        chosen.map((slot) => ({
          organiser_id: context.organiserId,
          cart_item_id: itemId,
          resource_availability_id: slot.id,
          start_at: slot.start_at,
          end_at: slot.end_at,
        })),
      )
      .execute();
  }
}
