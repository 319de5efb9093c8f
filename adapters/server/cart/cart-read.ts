import type { z } from 'zod';
import type { cartSchema } from '../../../core/schemas/index';
import type { CartItemsTable, CartsTable, Database, Transaction } from '../../db/index';
import { shapeAvailabilitiesById } from '../catalogue/shapes';
import { participantColumns, participantOut } from '../readers';
import { requestedAvailabilities, requestPart, requestTiersByIds } from './request-items';

type Executor = Database | Transaction;
type Selected<Table> = {
  [K in keyof Table]: Table[K] extends { __select__: infer S } ? S : Table[K];
};
export type CartRow = Selected<CartsTable>;
export type CartItemRow = Selected<CartItemsTable>;
type WireCart = z.input<typeof cartSchema>;

const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));
const present = <T>(values: ReadonlyArray<T | null>): T[] => [
  ...new Set(values.filter((value): value is T => value !== null)),
];

/** The customer's open (unprocessed) cart, if any. */
export async function openCart(
  db: Executor,
  organiserId: number,
  customerId: number,
): Promise<CartRow | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('organiser_id', '=', organiserId)
    .where('customer_id', '=', customerId)
    .where('processed_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The coupon part of the cart (part 1 §3 Cart.coupon; §4 "coupon box shown only when the cart's coupon is
 * active"). Attached: that coupon's terms. Not attached: an empty, active coupon when the organiser has a
 * coupon customers can use right now, so the box shows; null when it has none, so it does not.
 */
async function cartCoupon(db: Executor, cart: CartRow, now: string): Promise<WireCart['coupon']> {
  if (cart.coupon_id !== null) {
    const coupon = await db
      .selectFrom('coupons')
      .select(['title', 'label', 'amount', 'percentage', 'min_total_amount'])
      .where('id', '=', cart.coupon_id)
      .executeTakeFirst();
    if (coupon) {
      return {
        active: true,
        ...coupon,
        percentage: coupon.percentage === null ? null : Number(coupon.percentage),
      };
    }
  }
  if (cart.processed_at !== null) return null;
  const usable = await db
    .selectFrom('coupons')
    .select('id')
    .where('organiser_id', '=', cart.organiser_id)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .limit(1)
    .executeTakeFirst();
  return usable
    ? { active: true, title: '', label: null, amount: null, percentage: null, min_total_amount: null }
    : null;
}

/**
 * A cart as the API answers it (part 1 §3 Cart and cart item). `onlyUnexpired` leaves expired items out
 * of an open cart ("Only items with expires_at in the future are shown or counted"); a processed cart
 * keeps every item it was checked out with. `unexpiredItems`: those items of an open cart, in id order, when
 * the caller has just read them (a write's `repriceCart`), so they are not read twice.
 */
export async function shapeCart(
  db: Executor,
  cart: CartRow,
  now: string,
  onlyUnexpired = cart.processed_at === null,
  unexpiredItems?: readonly CartItemRow[],
): Promise<WireCart> {
  const items =
    unexpiredItems && onlyUnexpired
      ? unexpiredItems
      : await db
          .selectFrom('cart_items')
          .selectAll()
          .where('cart_id', '=', cart.id)
          .$if(onlyUnexpired, (qb) => qb.where('expires_at', '>', now))
          .orderBy('id')
          .execute();
  const itemIds = items.map((item) => item.id);
  const participantIds = present([
    ...items.map((item) => item.participant_id),
    ...items.flatMap((item) => item.details.participants ?? []),
  ]);
  const availabilityIds = present([
    ...items.map((item) => item.availability_id),
    ...items.flatMap((item) => (item.details.availabilities ?? []).map((entry) => entry.id)),
  ]);
  const [participants, availabilities, dates, slots, bundles, memberships, vouchers, resources, tiers] =
    await Promise.all([
      participantsByIds(db, participantIds),
      shapeAvailabilitiesById(db, cart.organiser_id, availabilityIds, now),
      itemDates(db, itemIds),
      // Only booking items hold slots: a cart without any asks nothing more.
      itemSlots(
        db,
        items.filter((item) => item.type === 'BOOKING').map((item) => item.id),
      ),
      bundlesByIds(db, present(items.map((item) => item.bundle_id))),
      membershipsByIds(db, present(items.map((item) => item.membership_id))),
      vouchersByIds(db, present(items.map((item) => item.voucher_id))),
      resourcesOf(db, present(items.map((item) => item.resource_id))),
      requestTiersByIds(db, present(items.map((item) => item.details.tier_id ?? null))),
    ]);
  const participantById = byId(participants.map(participantOut));
  const availabilityById = byId(availabilities);
  const bundleById = byId(bundles);
  const membershipById = byId(memberships);
  const voucherById = byId(vouchers);
  const resourceById = byId(resources);

  return {
    id: cart.id,
    cuid: cart.cuid,
    reference: cart.reference,
    created_at: cart.created_at,
    processed_at: cart.processed_at,
    coupon_id: cart.coupon_id,
    coupon: await cartCoupon(db, cart, now),
    items: items.map((item) => {
      const availability = item.availability_id ? availabilityById.get(item.availability_id) : undefined;
      const requested = requestedAvailabilities(item.details, availabilityById);
      return {
        id: item.id,
        cuid: item.cuid,
        type: item.type,
        price: item.price,
        gross_price: item.gross_price,
        deposit: item.deposit,
        expires_at: item.expires_at,
        participant: item.participant_id ? (participantById.get(item.participant_id) ?? null) : null,
        participants: (item.details.participants ?? [])
          .map((id) => participantById.get(id))
          .filter((participant) => participant !== undefined),
        availabilities: availability
          ? [{ start_at: availability.start_at }]
          : requested.map((entry) => entry.out),
        availability: availability ?? null,
        availability_dates: dates
          .filter((date) => date.cart_item_id === item.id)
          .map(({ cart_item_id: _, ...date }) => date),
        bundle: item.bundle_id ? (bundleById.get(item.bundle_id) ?? null) : null,
        membership: item.membership_id ? (membershipById.get(item.membership_id) ?? null) : null,
        voucher: item.voucher_id ? (voucherById.get(item.voucher_id) ?? null) : null,
        resource: item.resource_id ? (resourceById.get(item.resource_id) ?? null) : null,
        booking_dates: slots
          .filter((slot) => slot.cart_item_id === item.id)
          .map(({ start_at, end_at }) => ({ start_at, end_at })),
        request: item.type === 'REGISTRATION_REQUEST' ? requestPart(item.details, requested, tiers) : null,
      };
    }),
  };
}

const participantsByIds = async (db: Executor, ids: number[]) =>
  ids.length === 0
    ? []
    : db.selectFrom('participants').select(participantColumns).where('id', 'in', ids).execute();
const bundlesByIds = async (db: Executor, ids: number[]) =>
  ids.length === 0 ? [] : db.selectFrom('bundles').selectAll().where('id', 'in', ids).execute();
const membershipsByIds = async (db: Executor, ids: number[]) =>
  ids.length === 0 ? [] : db.selectFrom('memberships').selectAll().where('id', 'in', ids).execute();
const vouchersByIds = async (db: Executor, ids: number[]) =>
  ids.length === 0 ? [] : db.selectFrom('vouchers').selectAll().where('id', 'in', ids).execute();

const itemDates = async (db: Executor, itemIds: number[]) =>
  itemIds.length === 0
    ? []
    : db
        .selectFrom('cart_item_dates as cd')
        .innerJoin('availability_dates as d', 'd.id', 'cd.availability_date_id')
        .select(['cd.cart_item_id', 'd.id', 'd.cuid', 'd.start_at', 'd.end_at', 'd.status', 'd.capacity'])
        .select('d.registered')
        .where('cd.cart_item_id', 'in', itemIds)
        .orderBy('d.start_at')
        .execute();

const itemSlots = async (db: Executor, itemIds: number[]) =>
  itemIds.length === 0
    ? []
    : db
        .selectFrom('cart_item_slots')
        .select(['cart_item_id', 'start_at', 'end_at'])
        .where('cart_item_id', 'in', itemIds)
        .orderBy('start_at')
        .execute();

async function resourcesOf(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('resources as r')
    .leftJoin('locations as l', 'l.id', 'r.location_id')
    .select(['r.id', 'r.cuid', 'r.name', 'r.images', 'l.name as location_name', 'l.title as location_title'])
    .where('r.id', 'in', ids)
    .execute()
    .then((rows) =>
      rows.map(({ location_name, location_title, ...resource }) => ({
        ...resource,
        location:
          location_name === null && location_title === null
            ? null
            : { name: location_name, title: location_title },
      })),
    );
}
