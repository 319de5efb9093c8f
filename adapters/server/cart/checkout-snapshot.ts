import { sql } from 'kysely';
import type { CheckoutCouponRow, CheckoutSnapshot } from '../../../core/checkout/index';
import { paymentMethodsSettings } from '../../../core/checkout/index';
import type { Transaction } from '../../db/index';
import { spanTaken } from './booking-spans';
import type { CartRow } from './cart-read';
import type { CartActor } from './cart-writes';
import { heldSeats, type SeatCount } from './holds';

/** A booking item's span: the slot it starts on and the resource it occupies. */
export interface LoadedSpan {
  cart_item_id: number;
  resource_id: number;
  resource_availability_id: number;
  start_at: string;
  end_at: string;
}

export interface LoadedCheckout {
  snapshot: CheckoutSnapshot;
  items: LoadedItem[];
  spans: LoadedSpan[];
}

/** A cart item with what its order copies from it, and a registration's dates and availability moments. */
export type LoadedItem = Awaited<ReturnType<typeof cartItems>>[number];

/**
 * The cart's items with, for each registration, the seats of its availability and of its dates as counted
 * now, other carts' holds only (`heldSeats`): one statement, counted again under the seat lock before commit.
 */
async function cartItems(trx: Transaction, cartId: number, now: string) {
  const rows = await trx
    .selectFrom('cart_items as ci')
    .leftJoin('availabilities as av', 'av.id', 'ci.availability_id')
    .select([
      'ci.id',
      'ci.type',
      'ci.gross_price',
      'ci.price',
      'ci.deposit',
      'ci.expires_at',
      'ci.participant_id',
      'ci.availability_id',
      'ci.bundle_id',
      'ci.voucher_id',
      'ci.membership_id',
      'ci.resource_id',
      'ci.details',
      'av.start_at',
      'av.end_at',
      sql<number[]>`coalesce((select json_agg(cd.availability_date_id order by cd.availability_date_id)
        from cart_item_dates cd where cd.cart_item_id = ci.id), '[]'::json)`.as('date_ids'),
      sql<SeatCount | null>`case when ci.type = 'REGISTRATION' then (
        select json_build_object('id', s.id, 'capacity', s.capacity, 'registered', s.registered,
          'held', ${heldSeats('availabilities', 's', now, cartId)})
        from availabilities s where s.id = ci.availability_id) end`.as('availability_seats'),
      sql<SeatCount[] | null>`case when ci.type = 'REGISTRATION' then (
        select json_agg(json_build_object('id', s.id, 'capacity', s.capacity, 'registered', s.registered,
          'held', ${heldSeats('availability_dates', 's', now, cartId)}))
        from cart_item_dates item_date join availability_dates s on s.id = item_date.availability_date_id
        where item_date.cart_item_id = ci.id) end`.as('date_seats'),
    ])
    .where('ci.cart_id', '=', cartId)
    .orderBy('ci.id')
    .execute();
  return rows.map((row) => ({ ...row, date_ids: row.date_ids.map(Number) }));
}

/** The seats the registration items read with them, one count per availability and per date. */
function seatsOfItems(items: readonly LoadedItem[]): CheckoutSnapshot['seats'] {
  const byId = (counts: ReadonlyArray<SeatCount | null>) => [
    ...new Map(counts.flatMap((count) => (count ? [[count.id, count] as const] : []))).values(),
  ];
  return {
    availabilities: byId(items.map((item) => item.availability_seats)),
    dates: byId(items.flatMap((item) => item.date_seats ?? [])),
  };
}

const COUPON_COLUMNS = [
  'id',
  'amount',
  'percentage',
  'min_total_amount',
  'active',
  'starts_at',
  'ends_at',
  'usage_limit',
  'used_count',
] as const;

/** The coupon the request names (by code, case-insensitive) and the one attached, in one read. */
async function coupons(
  trx: Transaction,
  organiserId: number,
  code: string | undefined,
  attachedId: number | null,
): Promise<{ requested?: CheckoutCouponRow | null; attached: CheckoutCouponRow | null }> {
  if (!code && attachedId === null) return { attached: null };
  const rows = await trx
    .selectFrom('coupons')
    .select([...COUPON_COLUMNS, sql<string>`lower(code)`.as('lower_code')])
    .where('organiser_id', '=', organiserId)
    .where((eb) =>
      eb.or([
        ...(code ? [eb(eb.fn('lower', ['code']), '=', code.toLowerCase())] : []),
        ...(attachedId === null ? [] : [eb('id', '=', attachedId)]),
      ]),
    )
    .execute();
  const shaped = rows.map(
    ({ lower_code, percentage, ...row }) =>
      [lower_code, { ...row, percentage: percentage === null ? null : Number(percentage) }] as const,
  );
  const attached = shaped.find(([, row]) => row.id === attachedId)?.[1] ?? null;
  if (!code) return { attached };
  return { requested: shaped.find(([lower]) => lower === code.toLowerCase())?.[1] ?? null, attached };
}

/** Booking items' spans, and which of them meet another booking or another cart's unexpired hold. */
async function bookingSpans(trx: Transaction, cartId: number, items: readonly LoadedItem[], now: string) {
  const ids = items.filter((item) => item.type === 'BOOKING').map((item) => item.id);
  if (ids.length === 0) return { spans: [], taken: [] };
  const spans = await trx
    .selectFrom('cart_item_slots as cs')
    .innerJoin('resource_availabilities as slot', 'slot.id', 'cs.resource_availability_id')
    .select([
      'cs.cart_item_id',
      'slot.resource_id',
      'cs.resource_availability_id',
      'cs.start_at',
      'cs.end_at',
    ])
    .where('cs.cart_item_id', 'in', ids)
    .orderBy('cs.resource_availability_id')
    .execute();
  return { spans, taken: await takenBookingItems(trx, cartId, spans, now) };
}

/** The booking items of which a span is taken (booking-spans.ts `spanTaken`). */
export async function takenBookingItems(
  trx: Transaction,
  cartId: number,
  spans: readonly LoadedSpan[],
  now: string,
): Promise<number[]> {
  const taken: number[] = [];
  for (const span of spans) {
    if (await spanTaken(trx, span.resource_id, [span], now, cartId)) taken.push(span.cart_item_id);
  }
  return taken;
}

const idsOf = (values: ReadonlyArray<number | null | undefined>) => [
  ...new Set(values.filter((value): value is number => typeof value === 'number' && value > 0)),
];

/**
 * Everything the checkout decision needs, read after the cart row is locked and before any seat is: the
 * items, the coupons, the seats as counted now (counted again under the seat lock before commit), the
 * wallet, the owned bundles and the products the items buy.
 */
export async function loadCheckout(
  trx: Transaction,
  actor: CartActor,
  locked: { cart: CartRow; wallet: number },
  request: { coupon: string | undefined; strategy: CheckoutSnapshot['strategy'] },
  now: string,
): Promise<LoadedCheckout> {
  const { cart, wallet } = locked;
  const items = await cartItems(trx, cart.id, now);
  const found = await coupons(trx, actor.organiser.id, request.coupon, cart.coupon_id);
  const seats = seatsOfItems(items);
  const { spans, taken } = await bookingSpans(trx, cart.id, items, now);
  const ownedIds = idsOf(items.map((item) => item.details.customer_bundle_id));
  const bundleIds = idsOf(items.filter((item) => item.type === 'BUNDLE').map((item) => item.bundle_id));
  const voucherIds = idsOf(items.filter((item) => item.type === 'VOUCHER').map((item) => item.voucher_id));
  const membershipIds = idsOf(
    items.filter((item) => item.type === 'MEMBERSHIP').map((item) => item.membership_id),
  );
  const [ownedBundles, bundles, vouchers, memberships] = await Promise.all([
    ownedIds.length === 0
      ? []
      : trx
          .selectFrom('customer_bundles')
          .select(['id', 'capacity', 'used'])
          .where('id', 'in', ownedIds)
          .execute(),
    bundleIds.length === 0
      ? []
      : trx
          .selectFrom('bundles')
          .select(['id', 'capacity', 'duration', 'expires_at'])
          .where('id', 'in', bundleIds)
          .execute(),
    voucherIds.length === 0
      ? []
      : trx
          .selectFrom('vouchers')
          .select(['id', 'amount', 'duration'])
          .where('id', 'in', voucherIds)
          .execute(),
    membershipIds.length === 0
      ? []
      : trx.selectFrom('memberships').selectAll().where('id', 'in', membershipIds).execute(),
  ]);
  const settings = actor.organiser.settings;
  return {
    items,
    spans,
    snapshot: {
      cart: { id: cart.id, coupon_id: cart.coupon_id },
      items: items.map(toCheckoutItem),
      ...(found.requested === undefined ? {} : { requestedCoupon: found.requested }),
      attachedCoupon: found.attached,
      seats,
      takenBookingItemIds: taken,
      wallet,
      ownedBundles,
      bundles,
      vouchers,
      memberships,
      settings: {
        serviceFees: settings.service_fees,
        methods: settings.methods,
        paymentMethods: paymentMethodsSettings(settings.payment_methods),
      },
      strategy: request.strategy,
    },
  };
}

function toCheckoutItem(item: LoadedItem): CheckoutSnapshot['items'][number] {
  return {
    id: item.id,
    type: item.type,
    gross_price: item.gross_price,
    price: item.price,
    deposit: item.deposit,
    expires_at: item.expires_at,
    availability_id: item.availability_id,
    date_ids: item.date_ids,
    customer_bundle_id: item.details.customer_bundle_id ?? null,
    bundle_id: item.bundle_id,
    voucher_id: item.voucher_id,
    membership_id: item.membership_id,
  };
}
