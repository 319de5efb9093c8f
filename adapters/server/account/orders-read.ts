import { sql } from 'kysely';
import type { z } from 'zod';
import { bookingParticipations } from '../../../core/booking/index';
import type { AccountCart, bookingSchema, registrationRequestSchema } from '../../../core/schemas/index';
import { ORDER_TABLES, processedCarts } from '../cart/order-lines';
import { loadActivities } from '../catalogue/shapes';
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
 * The account area's order tabs (part 1 §2 "Account area", §3 Cart, Booking, Registration request): one
 * paginated list, newest first, and one detail each, scoped to the signed-in customer and the organiser.
 * Every page is shaped with a fixed number of queries whatever its size.
 */

type Booking = z.input<typeof bookingSchema>;
type RegistrationRequest = z.input<typeof registrationRequestSchema>;

// ---- carts ---------------------------------------------------------------------------------------------

/**
 * Total and paid of processed carts as the success page states them (cart/checkout-result.ts): the order
 * lines' totals plus the service fee, and what the lines and the fee received so far (wallet included).
 */
async function cartAmounts(
  db: Executor,
  carts: ReadonlyArray<{ id: number; service_fee: number; service_fee_paid: number }>,
): Promise<Map<number, { total_amount: number; paid_amount: number }>> {
  if (carts.length === 0) return new Map();
  const ids = carts.map((cart) => cart.id);
  const { rows } = await sql<{ cart_id: number; total: number | string; paid: number | string }>`
    select cart_id, sum(total_amount) as total, sum(paid_amount) as paid from (${sql.join(
      ORDER_TABLES.map(
        (table) =>
          sql`select cart_id, total_amount, paid_amount from ${sql.table(table)} where cart_id in (${sql.join(ids)})`,
      ),
      sql` union all `,
    )}) as lines group by cart_id`.execute(db);
  const lines = new Map(rows.map((row) => [Number(row.cart_id), row]));
  return new Map(
    carts.map((cart) => {
      const line = lines.get(cart.id);
      return [
        cart.id,
        {
          total_amount: Number(line?.total ?? 0) + cart.service_fee,
          paid_amount: Number(line?.paid ?? 0) + cart.service_fee_paid,
        },
      ];
    }),
  );
}

/** GET /api/account/carts: processed carts, last processed first; their detail is GET /api/carts/:cuid. */
export async function listCarts(
  db: Executor,
  scope: AccountScope,
  page: Page,
): Promise<{ data: AccountCart[]; count: number }> {
  const { rows, count } = await pageOf(processedCarts(db, scope), page, (listed) =>
    listed
      .select(['id', 'cuid', 'reference', 'created_at', 'processed_at', 'service_fee', 'service_fee_paid'])
      .select((eb) =>
        eb
          .selectFrom('cart_items')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('cart_items.cart_id', '=', 'carts.id')
          .as('items_count'),
      )
      .orderBy('processed_at', 'desc')
      .orderBy('id', 'desc'),
  );
  const amounts = await cartAmounts(db, rows);
  return {
    data: rows.map((row) => ({
      id: row.id,
      cuid: row.cuid,
      reference: row.reference,
      created_at: row.created_at,
      processed_at: row.processed_at ?? row.created_at,
      items_count: Number(row.items_count ?? 0),
      total_amount: amounts.get(row.id)?.total_amount ?? 0,
      paid_amount: amounts.get(row.id)?.paid_amount ?? 0,
    })),
    count,
  };
}

// ---- bookings ------------------------------------------------------------------------------------------

/**
 * The customer's bookings: those they booked, and those where one of their participants takes part (part
 * 2 §6 "The bookings total counts only this customer's participations": a booking can hold others' too).
 */
export const visibleBookings = (db: Executor, scope: AccountScope) =>
  db
    .selectFrom('bookings as b')
    .where('b.organiser_id', '=', scope.organiserId)
    .where((eb) =>
      eb.or([
        eb('b.customer_id', '=', scope.customerId),
        eb.exists(
          eb
            .selectFrom('participants as own')
            .select('own.id')
            .where('own.organiser_id', '=', scope.organiserId)
            .where('own.customer_id', '=', scope.customerId)
            .where(sql<boolean>`b.participants @> to_jsonb(own.id)`),
        ),
      ]),
    );

const BOOKING_COLUMNS = [
  'b.id',
  'b.cuid',
  'b.reference',
  'b.cart_id',
  'b.resource_id',
  'b.participants',
  'b.payment_split',
  'b.total_amount',
  'b.paid_amount',
  'b.cancelled',
  'b.created_at',
] as const;

type BookingRow = {
  id: number;
  cuid: string;
  reference: string;
  cart_id: number;
  resource_id: number;
  participants: number[];
  payment_split: boolean;
  total_amount: number;
  paid_amount: number;
  cancelled: boolean;
  created_at: string;
};

async function shapeBookings(
  db: Executor,
  scope: AccountScope,
  rows: readonly BookingRow[],
): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const [resources, slots, participants, orderReference] = await Promise.all([
    db
      .selectFrom('resources as r')
      .leftJoin('locations as l', 'l.id', 'r.location_id')
      .select(['r.id', 'r.cuid', 'r.name', 'r.images', 'l.id as location_id', 'l.name as location_name'])
      .select('l.title as location_title')
      .where('r.id', 'in', present(rows.map((row) => row.resource_id)))
      .execute(),
    db
      .selectFrom('booking_slots')
      .select(['booking_id', 'start_at', 'end_at'])
      .where(
        'booking_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('start_at')
      .orderBy('end_at')
      .execute(),
    participantsByIds(
      db,
      scope.organiserId,
      rows.flatMap((row) => row.participants),
    ),
    orderReferences(
      db,
      scope.organiserId,
      rows.map((row) => row.cart_id),
    ),
  ]);
  const resourceById = new Map(resources.map((resource) => [resource.id, resource]));
  return rows.map((row) => {
    const resource = resourceById.get(row.resource_id);
    if (!resource) throw new Error(`booking ${row.id} has no resource`);
    return {
      id: row.id,
      cuid: row.cuid,
      reference: row.reference,
      // The order is the booker's: a participant from another family keeps the booking's own reference.
      order_reference: orderReference({ cartId: row.cart_id, customerId: scope.customerId }),
      resource: {
        cuid: resource.cuid,
        name: resource.name,
        images: resource.images,
        location:
          resource.location_id === null
            ? null
            : { name: resource.location_name, title: resource.location_title },
      },
      dates: slots
        .filter((slot) => slot.booking_id === row.id)
        .map((slot) => ({ start_at: slot.start_at, end_at: slot.end_at })),
      participations: bookingParticipations({
        total_amount: row.total_amount,
        paid_amount: row.paid_amount,
        payment_split: row.payment_split,
        participants: row.participants.map((id) => {
          const participant = participants.get(id);
          if (!participant) throw new Error(`booking ${row.id}: participant ${id} is not the organiser's`);
          return { customer_id: participant.customer_id, fullname: participant.fullname };
        }),
      }),
      payment_split: row.payment_split,
      cancelled: row.cancelled,
      created_at: row.created_at,
    };
  });
}

/** GET /api/account/bookings: newest first. */
export async function listBookings(
  db: Executor,
  scope: AccountScope,
  page: Page,
): Promise<{ data: Booking[]; count: number }> {
  const { rows, count } = await pageOf(visibleBookings(db, scope), page, (listed) =>
    listed.select(BOOKING_COLUMNS).orderBy('b.created_at', 'desc').orderBy('b.id', 'desc'),
  );
  return { data: await shapeBookings(db, scope, rows), count };
}

/** GET /api/account/bookings/:cuid. */
export async function readBooking(db: Executor, scope: AccountScope, cuid: string): Promise<Booking> {
  const row = await visibleBookings(db, scope)
    .select(BOOKING_COLUMNS)
    .where('b.cuid', '=', cuid)
    .executeTakeFirst();
  if (!row) throw notFound('BOOKING_NOT_FOUND');
  const [booking] = await shapeBookings(db, scope, [row]);
  if (!booking) throw notFound('BOOKING_NOT_FOUND');
  return booking;
}

// ---- registration requests -----------------------------------------------------------------------------

/** The customer's registration requests at the organiser (the requests tab and the request cancel). */
export const ownRequests = (db: Executor, scope: AccountScope) =>
  db
    .selectFrom('registration_requests')
    .where('organiser_id', '=', scope.organiserId)
    .where('customer_id', '=', scope.customerId);

const REQUEST_COLUMNS = [
  'id',
  'cuid',
  'reference',
  'cart_id',
  'status',
  'total_amount',
  'deposit_amount',
  'paid_amount',
  'created_at',
  'participant_id',
  'availabilities',
  'options',
  'questions',
] as const;

type RequestRow = {
  id: number;
  cuid: string;
  reference: string;
  cart_id: number;
  status: RegistrationRequest['status'];
  total_amount: number;
  deposit_amount: number;
  paid_amount: number;
  created_at: string;
  participant_id: number;
  availabilities: Array<{ id: number; dates: number[] }>;
  options: Array<{ price_id: number; content: string | null }>;
  questions: Array<{ question_id: number; content: string | null }>;
};

async function shapeRequests(
  db: Executor,
  scope: AccountScope,
  rows: readonly RequestRow[],
): Promise<RegistrationRequest[]> {
  if (rows.length === 0) return [];
  const availabilityIds = present(rows.flatMap((row) => row.availabilities.map((entry) => entry.id)));
  const [participants, availabilities, orderReference] = await Promise.all([
    participantsByIds(
      db,
      scope.organiserId,
      rows.map((row) => row.participant_id),
    ),
    availabilityIds.length === 0
      ? []
      : db
          .selectFrom('availabilities')
          .select(['id', 'cuid', 'start_at', 'end_at', 'activity_id'])
          .where('organiser_id', '=', scope.organiserId)
          .where('id', 'in', availabilityIds)
          .execute(),
    orderReferences(
      db,
      scope.organiserId,
      rows.map((row) => row.cart_id),
    ),
  ]);
  const activities = await loadActivities(
    db,
    availabilities.map((row) => row.activity_id),
  );
  const availabilityById = new Map(availabilities.map((row) => [row.id, row]));
  return rows.map((row) => {
    const participant = participants.get(row.participant_id);
    if (!participant)
      throw new Error(`request ${row.id}: participant ${row.participant_id} is not the organiser's`);
    return {
      id: row.id,
      cuid: row.cuid,
      reference: row.reference,
      order_reference: orderReference({ cartId: row.cart_id, customerId: scope.customerId }),
      status: row.status,
      total_amount: row.total_amount,
      deposit_amount: row.deposit_amount,
      paid_amount: row.paid_amount,
      created_at: row.created_at,
      participant: { id: participant.id, cuid: participant.cuid, fullname: participant.fullname },
      availabilities: row.availabilities.flatMap((entry) => {
        const availability = availabilityById.get(entry.id);
        const activity = availability ? activities.get(availability.activity_id) : undefined;
        if (!availability || !activity) return [];
        return [
          {
            id: availability.id,
            cuid: availability.cuid,
            start_at: availability.start_at,
            end_at: availability.end_at,
            activity,
          },
        ];
      }),
      options: row.options,
      questions: row.questions,
    };
  });
}

/** GET /api/account/registrations-requests: newest first. */
export async function listRequests(
  db: Executor,
  scope: AccountScope,
  page: Page,
): Promise<{ data: RegistrationRequest[]; count: number }> {
  const { rows, count } = await pageOf(ownRequests(db, scope), page, (listed) =>
    listed.select(REQUEST_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return { data: await shapeRequests(db, scope, rows), count };
}

/** GET /api/account/registrations-requests/:cuid. */
export async function readRequest(
  db: Executor,
  scope: AccountScope,
  cuid: string,
): Promise<RegistrationRequest> {
  const row = await ownRequests(db, scope)
    .select(REQUEST_COLUMNS)
    .where('cuid', '=', cuid)
    .executeTakeFirst();
  const [request] = row ? await shapeRequests(db, scope, [row]) : [];
  if (!request) throw notFound('REGISTRATION_REQUEST_NOT_FOUND');
  return request;
}
