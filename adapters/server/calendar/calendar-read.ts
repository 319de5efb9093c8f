import {
  type CalendarOrder,
  type CalendarSession,
  calendarFilename,
  feedWindowStart,
  isInFeedWindow,
  requestSessionState,
} from '../../../core/calendar/index';
import type { AccountScope, Executor } from '../account/account-scope';
import { participantsByIds, present } from '../account/account-scope';
import { visibleBookings } from '../account/orders-read';
import { notFound } from '../errors';

/**
 * What the calendars of issue 20 item 1 hold, read for core/calendar: registrations (one session per
 * date, removed dates included) and bookings (one session per booked slot), each with its activity or
 * resource, its participants and its location with address. Always scoped to the organiser and the customer.
 */

type Who = AccountScope;

interface RegistrationRow {
  id: number;
  cuid: string;
  cancelled: boolean;
  participant_id: number;
  availability_id: number;
}

/** A location row (left-joined as `l`, so all null without one) as an event's place: its name, else its title. */
interface PlaceRow {
  location_id: number | null;
  name: string | null;
  location_title: string | null;
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
}

const placeOf = (row: PlaceRow): CalendarOrder['location'] =>
  row.location_id === null
    ? null
    : {
        name: row.name ?? row.location_title,
        street: row.street,
        number: row.number,
        postcode: row.postcode,
        city: row.city,
      };

/** Availabilities of the organiser with their activity's title and their place. */
const availabilityPlaces = (db: Executor, organiserId: number, ids: number[]) =>
  db
    .selectFrom('availabilities as av')
    .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
    .leftJoin('locations as l', 'l.id', 'av.location_id')
    .select(['av.id', 'ac.title', 'l.id as location_id', 'l.name', 'l.title as location_title'])
    .select(['l.street', 'l.number', 'l.postcode', 'l.city'])
    .where('av.organiser_id', '=', organiserId)
    .where('av.id', 'in', ids)
    .execute();

/** Registration rows → calendar orders (a fixed number of queries whatever their number). */
async function registrationOrders(
  db: Executor,
  organiserId: number,
  rows: readonly RegistrationRow[],
): Promise<CalendarOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [availabilities, dates, removals, participants] = await Promise.all([
    availabilityPlaces(db, organiserId, present(rows.map((row) => row.availability_id))),
    db
      .selectFrom('registration_dates as rd')
      .innerJoin('availability_dates as d', 'd.id', 'rd.availability_date_id')
      .select(['rd.registration_id', 'd.id', 'd.cuid', 'd.start_at', 'd.end_at', 'd.revision'])
      .where('rd.organiser_id', '=', organiserId)
      .where('rd.registration_id', 'in', ids)
      .execute(),
    db
      .selectFrom('registration_date_removals as rm')
      .innerJoin('availability_dates as d', 'd.id', 'rm.availability_date_id')
      .select(['rm.registration_id', 'rm.removals', 'd.id', 'd.cuid', 'd.start_at', 'd.end_at', 'd.revision'])
      .where('rm.organiser_id', '=', organiserId)
      .where('rm.registration_id', 'in', ids)
      .execute(),
    participantsByIds(
      db,
      organiserId,
      rows.map((row) => row.participant_id),
    ),
  ]);
  const availabilityById = new Map(availabilities.map((row) => [row.id, row]));
  return rows.map((row) => {
    const availability = availabilityById.get(row.availability_id);
    if (!availability)
      throw new Error(`registration ${row.id}: availability ${row.availability_id} not found`);
    const removalsOf = new Map(
      removals
        .filter((removal) => removal.registration_id === row.id)
        .map((removal) => [removal.id, removal]),
    );
    const held = dates.filter((date) => date.registration_id === row.id);
    const heldIds = new Set(held.map((date) => date.id));
    const sessions: CalendarSession[] = [
      ...held.map((date) => ({
        sessionKey: date.cuid,
        start_at: date.start_at,
        end_at: date.end_at,
        revision: date.revision,
        removals: removalsOf.get(date.id)?.removals ?? 0,
        state: row.cancelled ? ('cancelled' as const) : ('active' as const),
      })),
      // Dates removed by an edit and not added back: cancelled in the customer's calendars.
      ...[...removalsOf.values()]
        .filter((removal) => !heldIds.has(removal.id))
        .map((removal) => ({
          sessionKey: removal.cuid,
          start_at: removal.start_at,
          end_at: removal.end_at,
          revision: removal.revision,
          removals: removal.removals,
          state: 'removed' as const,
        })),
    ];
    return {
      cuid: row.cuid,
      title: availability.title,
      participants: [participants.get(row.participant_id)?.fullname ?? ''],
      location: placeOf(availability),
      sessions,
    };
  });
}

interface BookingRow {
  id: number;
  cuid: string;
  cancelled: boolean;
  resource_id: number;
  participants: number[];
}

/** Booking rows → calendar orders: one session per booked slot, keyed by the slot's resource availability. */
async function bookingOrders(
  db: Executor,
  organiserId: number,
  rows: readonly BookingRow[],
): Promise<CalendarOrder[]> {
  if (rows.length === 0) return [];
  const [resources, slots, participants] = await Promise.all([
    db
      .selectFrom('resources as r')
      .leftJoin('locations as l', 'l.id', 'r.location_id')
      .select([
        'r.id',
        'r.name as resource_name',
        'l.id as location_id',
        'l.name',
        'l.title as location_title',
      ])
      .select(['l.street', 'l.number', 'l.postcode', 'l.city'])
      .where('r.organiser_id', '=', organiserId)
      .where('r.id', 'in', present(rows.map((row) => row.resource_id)))
      .execute(),
    db
      .selectFrom('booking_slots')
      .select(['booking_id', 'resource_availability_id', 'start_at', 'end_at'])
      .where('organiser_id', '=', organiserId)
      .where(
        'booking_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute(),
    participantsByIds(
      db,
      organiserId,
      rows.flatMap((row) => row.participants),
    ),
  ]);
  const resourceById = new Map(resources.map((row) => [row.id, row]));
  return rows.map((row) => {
    const resource = resourceById.get(row.resource_id);
    if (!resource) throw new Error(`booking ${row.id} has no resource`);
    return {
      cuid: row.cuid,
      title: resource.resource_name,
      participants: row.participants.map((id) => participants.get(id)?.fullname ?? ''),
      location: placeOf(resource),
      // A booked slot never moves (revision 0) and is never removed on its own.
      sessions: slots
        .filter((slot) => slot.booking_id === row.id)
        .map((slot) => ({
          sessionKey: `slot-${slot.resource_availability_id}`,
          start_at: slot.start_at,
          end_at: slot.end_at,
          revision: 0,
          removals: 0,
          state: row.cancelled ? ('cancelled' as const) : ('active' as const),
        })),
    };
  });
}

/**
 * A registration request as calendar orders, one per requested availability (each has its activity and
 * place), with the dates it asks for: TENTATIVE while PENDING, CONFIRMED once APPROVED, CANCELLED once
 * REJECTED or CANCELLED (core `requestSessionState`).
 */
async function requestOrders(
  db: Executor,
  organiserId: number,
  row: {
    cuid: string;
    status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
    participant_id: number;
    availabilities: Array<{ id: number; dates: number[] }>;
  },
): Promise<CalendarOrder[]> {
  const availabilityIds = present(row.availabilities.map((entry) => entry.id));
  const dateIds = present(row.availabilities.flatMap((entry) => entry.dates));
  if (availabilityIds.length === 0 || dateIds.length === 0) return [];
  const [availabilities, dates, participants] = await Promise.all([
    availabilityPlaces(db, organiserId, availabilityIds),
    db
      .selectFrom('availability_dates')
      .select(['id', 'availability_id', 'cuid', 'start_at', 'end_at', 'revision'])
      .where('organiser_id', '=', organiserId)
      .where('id', 'in', dateIds)
      .execute(),
    participantsByIds(db, organiserId, [row.participant_id]),
  ]);
  const { state, decided } = requestSessionState(row.status);
  return row.availabilities.flatMap((entry) => {
    const availability = availabilities.find((candidate) => candidate.id === entry.id);
    if (!availability) return [];
    const asked = new Set(entry.dates);
    return [
      {
        cuid: row.cuid,
        title: availability.title,
        participants: [participants.get(row.participant_id)?.fullname ?? ''],
        location: placeOf(availability),
        sessions: dates
          .filter((date) => date.availability_id === entry.id && asked.has(date.id))
          .map((date) => ({
            sessionKey: date.cuid,
            start_at: date.start_at,
            end_at: date.end_at,
            revision: date.revision,
            removals: 0,
            decided,
            state,
          })),
      },
    ];
  });
}

const REGISTRATION_COLUMNS = [
  'r.id',
  'r.cuid',
  'r.cancelled',
  'r.participant_id',
  'r.availability_id',
] as const;

/** One order's calendar and the file name it downloads as. */
type OneCalendar = { orders: CalendarOrder[]; filename: string };

/** The order `row` as a calendar named after its first title and its reference; not found (`code`) without one. */
async function calendarOf<Row extends { reference: string }>(
  row: Row | undefined,
  code: string,
  ordersOf: (row: Row) => Promise<CalendarOrder[]>,
): Promise<OneCalendar> {
  if (!row) throw notFound(code);
  const orders = await ordersOf(row);
  return { orders, filename: calendarFilename(orders[0]?.title ?? '', row.reference) };
}

/** The customer's registration `cuid` as a calendar, with its file name; another customer's is not found. */
export async function registrationCalendar(db: Executor, who: Who, cuid: string): Promise<OneCalendar> {
  const row = await db
    .selectFrom('registrations as r')
    .select([...REGISTRATION_COLUMNS, 'r.reference'])
    .where('r.organiser_id', '=', who.organiserId)
    .where('r.customer_id', '=', who.customerId)
    .where('r.cuid', '=', cuid)
    .executeTakeFirst();
  return calendarOf(row, 'REGISTRATION_NOT_FOUND', (found) =>
    registrationOrders(db, who.organiserId, [found]),
  );
}

/** A booking the customer sees (booked, or one of their participants takes part) as a calendar. */
export async function bookingCalendar(db: Executor, who: Who, cuid: string): Promise<OneCalendar> {
  const row = await visibleBookings(db, who)
    .select(['b.id', 'b.cuid', 'b.cancelled', 'b.resource_id', 'b.participants', 'b.reference'])
    .where('b.cuid', '=', cuid)
    .executeTakeFirst();
  return calendarOf(row, 'BOOKING_NOT_FOUND', (found) => bookingOrders(db, who.organiserId, [found]));
}

/** The customer's registration request as a calendar (another customer's is not found). */
export async function requestCalendar(db: Executor, who: Who, cuid: string): Promise<OneCalendar> {
  const row = await db
    .selectFrom('registration_requests')
    .select(['cuid', 'reference', 'status', 'participant_id', 'availabilities'])
    .where('organiser_id', '=', who.organiserId)
    .where('customer_id', '=', who.customerId)
    .where('cuid', '=', cuid)
    .executeTakeFirst();
  return calendarOf(row, 'REGISTRATION_REQUEST_NOT_FOUND', (found) =>
    requestOrders(db, who.organiserId, found),
  );
}

/**
 * The family feed at `now`: every session, upcoming or ended in the last 30 days (core `isInFeedWindow`), of
 * every registration of the customer and every booking they see, on this organiser only. Registration
 * requests stay out: what is booked is the registration the organiser makes of an approved request, which
 * would otherwise show twice. Cancelled
 * registrations and removed dates stay in it as CANCELLED, so the calendar apps that poll it see them go.
 */
export async function feedCalendar(db: Executor, who: Who): Promise<CalendarOrder[]> {
  const { now } = who;
  const from = feedWindowStart(now);
  const [registrations, bookings] = await Promise.all([
    db
      .selectFrom('registrations as r')
      .select(REGISTRATION_COLUMNS)
      .where('r.organiser_id', '=', who.organiserId)
      .where('r.customer_id', '=', who.customerId)
      // A date of its availability ends in the window (a date can move past the availability's own end).
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('availability_dates as d')
            .select('d.id')
            .whereRef('d.availability_id', '=', 'r.availability_id')
            .where('d.end_at', '>', from),
        ),
      )
      .orderBy('r.id')
      .execute(),
    visibleBookings(db, who)
      .select(['b.id', 'b.cuid', 'b.cancelled', 'b.resource_id', 'b.participants'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('booking_slots as s')
            .select('s.booking_id')
            .whereRef('s.booking_id', '=', 'b.id')
            .where('s.end_at', '>', from),
        ),
      )
      .orderBy('b.id')
      .execute(),
  ]);
  const orders = [
    ...(await registrationOrders(db, who.organiserId, registrations)),
    ...(await bookingOrders(db, who.organiserId, bookings)),
  ];
  return orders
    .map((order) => ({
      ...order,
      sessions: order.sessions.filter((session) => isInFeedWindow(session, now)),
    }))
    .filter((order) => order.sessions.length > 0);
}
