import type { Database } from '../../db/index';
import type { ConfirmedLine } from './cart-processed-mail';

type Period = { start_at: string; end_at: string };
const iso = (value: string) => new Date(value).toISOString();
const period = (start: string, end: string): Period => ({ start_at: iso(start), end_at: iso(end) });

/** Groups rows by a key, keeping their order. */
function groupBy<Row, Key>(rows: readonly Row[], key: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * The orders a processed cart became, in cart item order, as the confirmation lists them: what (activity,
 * resource, bundle, voucher, membership), for whom, when, and for how much.
 */
export async function confirmedLines(db: Database, cartId: number): Promise<ConfirmedLine[]> {
  const [registrations, requests, bookings, bundles, vouchers, memberships] = await Promise.all([
    db
      .selectFrom('registrations as r')
      .innerJoin('availabilities as av', 'av.id', 'r.availability_id')
      .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
      .select([
        'r.id',
        'r.cart_item_id',
        'r.participant_id',
        'r.total_amount',
        'ac.title',
        'av.start_at',
        'av.end_at',
      ])
      .where('r.cart_id', '=', cartId)
      .execute(),
    db
      .selectFrom('registration_requests')
      .select(['cart_item_id', 'participant_id', 'total_amount', 'availabilities'])
      .where('cart_id', '=', cartId)
      .execute(),
    db
      .selectFrom('bookings as b')
      .innerJoin('resources as re', 're.id', 'b.resource_id')
      .select(['b.id', 'b.cart_item_id', 'b.participants', 'b.total_amount', 're.name as title'])
      .where('b.cart_id', '=', cartId)
      .execute(),
    db
      .selectFrom('customer_bundles as cb')
      .innerJoin('bundles as bu', 'bu.id', 'cb.bundle_id')
      .select(['cb.cart_item_id', 'cb.participant_id', 'cb.total_amount', 'bu.title'])
      .where('cb.cart_id', '=', cartId)
      .execute(),
    db
      .selectFrom('customer_vouchers as cv')
      .innerJoin('vouchers as vo', 'vo.id', 'cv.voucher_id')
      .select(['cv.cart_item_id', 'cv.total_amount', 'cv.code', 'vo.title'])
      .where('cv.cart_id', '=', cartId)
      .execute(),
    db
      .selectFrom('customer_memberships as cm')
      .innerJoin('memberships as me', 'me.id', 'cm.membership_id')
      .select([
        'cm.cart_item_id',
        'cm.participant_id',
        'cm.total_amount',
        'cm.starts_at',
        'cm.ends_at',
        'me.title',
      ])
      .where('cm.cart_id', '=', cartId)
      .execute(),
  ]);

  const registrationDates = groupBy(
    registrations.length === 0
      ? []
      : await db
          .selectFrom('registration_dates as rd')
          .innerJoin('availability_dates as ad', 'ad.id', 'rd.availability_date_id')
          .select(['rd.registration_id', 'ad.start_at', 'ad.end_at'])
          .where(
            'rd.registration_id',
            'in',
            registrations.map((row) => row.id),
          )
          .orderBy('ad.start_at')
          .execute(),
    (row) => row.registration_id,
  );
  const bookingSlots = groupBy(
    bookings.length === 0
      ? []
      : await db
          .selectFrom('booking_slots')
          .select(['booking_id', 'start_at', 'end_at'])
          .where(
            'booking_id',
            'in',
            bookings.map((row) => row.id),
          )
          .orderBy('start_at')
          .execute(),
    (row) => row.booking_id,
  );
  const requestAvailabilityIds = requests.flatMap((row) => row.availabilities.map((entry) => entry.id));
  const requested = new Map(
    (requestAvailabilityIds.length === 0
      ? []
      : await db
          .selectFrom('availabilities as av')
          .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
          .select(['av.id', 'av.start_at', 'av.end_at', 'ac.title'])
          .where('av.id', 'in', requestAvailabilityIds)
          .execute()
    ).map((row) => [row.id, row]),
  );
  const participantIds = [
    ...registrations.map((row) => row.participant_id),
    ...requests.map((row) => row.participant_id),
    ...bookings.flatMap((row) => row.participants),
    ...bundles.flatMap((row) => (row.participant_id === null ? [] : [row.participant_id])),
    ...memberships.flatMap((row) => (row.participant_id === null ? [] : [row.participant_id])),
  ];
  const names = new Map(
    (participantIds.length === 0
      ? []
      : await db
          .selectFrom('participants')
          .select(['id', 'firstname', 'lastname'])
          .where('id', 'in', [...new Set(participantIds)])
          .execute()
    ).map((row) => [row.id, `${row.firstname} ${row.lastname}`]),
  );
  const named = (ids: ReadonlyArray<number | null>) =>
    ids.flatMap((id) => (id === null ? [] : [names.get(id) ?? '']));

  const lines: Array<ConfirmedLine & { order: number }> = [
    ...registrations.map((row) => {
      const dates = registrationDates.get(row.id) ?? [];
      return {
        order: row.cart_item_id,
        title: row.title,
        participants: named([row.participant_id]),
        periods:
          dates.length > 0
            ? dates.map((date) => period(date.start_at, date.end_at))
            : [period(row.start_at, row.end_at)],
        amount: row.total_amount,
      };
    }),
    ...requests.map((row) => {
      const availabilities = row.availabilities.flatMap((entry) => requested.get(entry.id) ?? []);
      return {
        order: row.cart_item_id,
        title: availabilities[0]?.title ?? '',
        participants: named([row.participant_id]),
        periods: availabilities.map((availability) => period(availability.start_at, availability.end_at)),
        amount: row.total_amount,
      };
    }),
    ...bookings.map((row) => ({
      order: row.cart_item_id,
      title: row.title,
      participants: named(row.participants),
      periods: (bookingSlots.get(row.id) ?? []).map((slot) => period(slot.start_at, slot.end_at)),
      amount: row.total_amount,
    })),
    ...bundles.map((row) => ({
      order: row.cart_item_id ?? 0,
      title: row.title,
      participants: named([row.participant_id]),
      periods: [],
      amount: row.total_amount,
    })),
    ...vouchers.map((row) => ({
      order: row.cart_item_id,
      title: row.title,
      participants: [],
      periods: [],
      amount: row.total_amount,
      code: row.code,
    })),
    ...memberships.map((row) => ({
      order: row.cart_item_id,
      title: row.title,
      participants: named([row.participant_id]),
      periods: [period(row.starts_at, row.ends_at)],
      amount: row.total_amount,
    })),
  ];
  return lines.sort((a, b) => a.order - b.order).map(({ order: _, ...line }) => line);
}
