import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { z } from 'zod';
import type { cartSchema } from '../../../core/schemas/index';
import type {
  AvailabilityDatesTable,
  CartItemsTable,
  CartsTable,
  Database,
  ParticipantsTable,
  Transaction,
} from '../../db/index';
import { isoInstant, shapeAvailabilitiesById } from '../catalogue/shapes';
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
 * The participants, the items' dates and the coupon of a cart answer, in one statement (an add answers
 * its cart inside its transaction, where every round trip counts).
 */
async function cartExtras(
  db: Executor,
  cart: CartRow,
  ids: { items: readonly number[]; participants: readonly number[] },
  now: string,
) {
  const row = await db
    .selectNoFrom((eb) => [
      ids.participants.length === 0
        ? sql<ParticipantRow[]>`'[]'::json`.as('participants')
        : jsonArrayFrom(
            eb
              .selectFrom('participants')
              .select(participantColumns)
              .where('id', 'in', [...ids.participants])
              .orderBy('id'),
          ).as('participants'),
      ids.items.length === 0
        ? sql<ItemDate[]>`'[]'::json`.as('dates')
        : jsonArrayFrom(
            eb
              .selectFrom('cart_item_dates as cd')
              .innerJoin('availability_dates as d', 'd.id', 'cd.availability_date_id')
              .select(['cd.cart_item_id', 'd.id', 'd.cuid', 'd.status', 'd.capacity', 'd.registered'])
              .select([isoInstant('d.start_at').as('start_at'), isoInstant('d.end_at').as('end_at')])
              .where('cd.cart_item_id', 'in', [...ids.items])
              .orderBy('d.start_at')
              .orderBy('d.id'),
          ).as('dates'),
      cart.coupon_id === null
        ? sql<AttachedCoupon | null>`null::json`.as('attached_coupon')
        : jsonObjectFrom(
            eb
              .selectFrom('coupons')
              .select(['title', 'label', 'amount', 'percentage', 'min_total_amount'])
              .where('id', '=', cart.coupon_id),
          ).as('attached_coupon'),
      // An open cart shows the coupon box when the organiser has a coupon customers can use right now.
      cart.processed_at !== null
        ? sql<boolean>`false`.as('usable_coupon')
        : eb
            .exists(
              eb
                .selectFrom('coupons')
                .select('id')
                .where('organiser_id', '=', cart.organiser_id)
                .where('active', '=', true)
                .where((inner) => inner.or([inner('starts_at', 'is', null), inner('starts_at', '<=', now)]))
                .where((inner) => inner.or([inner('ends_at', 'is', null), inner('ends_at', '>', now)])),
            )
            .as('usable_coupon'),
    ])
    .executeTakeFirstOrThrow();
  return {
    // Instants inside JSON escape the driver's timestamp parser: written as the API writes them.
    participants: row.participants.map((participant) => ({
      ...participant,
      created_at: new Date(participant.created_at).toISOString(),
    })),
    dates: row.dates,
    coupon: cartCoupon(row.attached_coupon, Boolean(row.usable_coupon)),
  };
}

type ParticipantRow = { [K in (typeof participantColumns)[number]]: Selected<ParticipantsTable>[K] };
type ItemDate = {
  cart_item_id: number;
  id: number;
  cuid: string;
  status: Selected<AvailabilityDatesTable>['status'];
  capacity: number | null;
  registered: number;
  start_at: string;
  end_at: string;
};
type AttachedCoupon = {
  title: string;
  label: string | null;
  amount: number | null;
  percentage: string | number | null;
  min_total_amount: number | null;
};

/**
 * The coupon part of the cart (part 1 §3 Cart.coupon; §4 "coupon box shown only when the cart's coupon is
 * active"). Attached: that coupon's terms. Not attached: an empty, active coupon when the organiser has a
 * coupon customers can use right now (`usable`, never for a processed cart), so the box shows; null when it
 * has none, so it does not.
 */
function cartCoupon(attached: AttachedCoupon | null, usable: boolean): WireCart['coupon'] {
  if (attached) {
    return {
      active: true,
      ...attached,
      percentage: attached.percentage === null ? null : Number(attached.percentage),
    };
  }
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
  const [extras, availabilities, slots, bundles, memberships, vouchers, resources, tiers] = await Promise.all(
    [
      cartExtras(db, cart, { items: itemIds, participants: participantIds }, now),
      shapeAvailabilitiesById(db, cart.organiser_id, availabilityIds, now),
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
    ],
  );
  const { dates } = extras;
  const participantById = byId(extras.participants.map(participantOut));
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
    coupon: extras.coupon,
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

const bundlesByIds = async (db: Executor, ids: number[]) =>
  ids.length === 0 ? [] : db.selectFrom('bundles').selectAll().where('id', 'in', ids).execute();
const membershipsByIds = async (db: Executor, ids: number[]) =>
  ids.length === 0 ? [] : db.selectFrom('memberships').selectAll().where('id', 'in', ids).execute();
const vouchersByIds = async (db: Executor, ids: number[]) =>
  ids.length === 0 ? [] : db.selectFrom('vouchers').selectAll().where('id', 'in', ids).execute();

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
