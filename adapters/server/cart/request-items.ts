import type { z } from 'zod';
import { requestEstimatedTotal } from '../../../core/request/index';
import type { availabilitySchema, cartItemRequestSchema } from '../../../core/schemas/index';
import type { CartItemDetails, Database, Transaction } from '../../db/index';

type Executor = Database | Transaction;
/** Wire shapes (before zod's defaults), as the cart read sends them. */
type Availability = z.input<typeof availabilitySchema>;
type CartItemRequest = z.input<typeof cartItemRequestSchema>;

/** A request tier as the cart shows it. */
export type RequestTierOut = NonNullable<CartItemRequest['tier']>;

/** The tiers some request items asked for, by id. */
export async function requestTiersByIds(db: Executor, ids: number[]): Promise<Map<number, RequestTierOut>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('request_tiers')
    .select(['id', 'cuid', 'name', 'minimum_availabilities', 'maximum_availabilities'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map(({ id, ...tier }) => [id, tier]));
}

/** One availability a request asks for: its span, its price and the sessions chosen of it (issue 18 §9). */
export type RequestedAvailabilityOut = {
  cuid: string;
  start_at: string;
  end_at: string;
  price: number;
  dates: Array<{ start_at: string; end_at: string }>;
};

/**
 * The availabilities a request item asks for, in the order asked, each with the sessions chosen of it (every
 * session when the request named none). Availabilities the server no longer has are left out.
 */
export function requestedAvailabilities(
  details: CartItemDetails,
  availabilityById: ReadonlyMap<number, Availability>,
): Array<{ availability: Availability; out: RequestedAvailabilityOut }> {
  return (details.availabilities ?? []).flatMap((entry) => {
    const availability = availabilityById.get(entry.id);
    if (!availability) return [];
    const chosen = new Set(entry.dates);
    const dates = (availability.dates ?? [])
      .filter((date) => chosen.size === 0 || chosen.has(date.id))
      .map(({ start_at, end_at }) => ({ start_at, end_at }));
    const { cuid, start_at, end_at, price } = availability;
    return [{ availability, out: { cuid, start_at, end_at, price, dates } }];
  });
}

/**
 * What a request item is about (issue 18 §9): its activity (from the availabilities asked for, as a
 * registration shows its availability's activity), the tier asked for, and the estimate: the one recorded when
 * the item was added, else core `requestEstimatedTotal` of the availabilities (the rule the request page shows).
 * Null when none of its availabilities is left.
 */
export function requestPart(
  details: CartItemDetails,
  requested: ReadonlyArray<{ availability: Availability }>,
  tierById: ReadonlyMap<number, RequestTierOut>,
): CartItemRequest | null {
  const first = requested[0]?.availability;
  if (!first) return null;
  const { cuid, slug, title, images = [] } = first.activity;
  return {
    activity: { cuid, slug, title, images },
    tier: details.tier_id == null ? null : (tierById.get(details.tier_id) ?? null),
    estimated_amount:
      details.request_total ?? requestEstimatedTotal(requested.map((entry) => entry.availability)),
  };
}
