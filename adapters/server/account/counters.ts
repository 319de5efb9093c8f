import type { AccountCounters } from '../../../core/schemas/index';
import { processedCarts } from '../cart/order-lines';
import type { AccountScope, Executor } from './account-scope';
import { visibleBookings } from './orders-read';
import { availableVoucherCount } from './vouchers';

/**
 * "Account counters: participants, carts, registrations, bookings, registrations_requests, bundles, vouchers,
 * available_vouchers, memberships, attendance_charges." (part 1 §3) Each counts what its tab lists, so a tab
 * is shown exactly when it has something (part 1 §2 "Each tab is hidden when its counter is below 1"): one
 * query for the counts, one for the vouchers the customer could redeem now (core voucher rules).
 */
export async function accountCounters(db: Executor, scope: AccountScope): Promise<AccountCounters> {
  const owned = <
    T extends
      | 'registrations'
      | 'registration_requests'
      | 'customer_bundles'
      | 'customer_memberships'
      | 'attendance_charges',
  >(
    table: T,
  ) =>
    db
      .selectFrom(table as 'registrations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organiser_id', '=', scope.organiserId)
      .where('customer_id', '=', scope.customerId);
  const [counts, available] = await Promise.all([
    db
      .selectNoFrom([
        db
          .selectFrom('participants')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('organiser_id', '=', scope.organiserId)
          .where('customer_id', '=', scope.customerId)
          .where('deleted_at', 'is', null)
          .as('participants'),
        processedCarts(db, scope)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .as('carts'),
        owned('registrations').as('registrations'),
        visibleBookings(db, scope)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .as('bookings'),
        owned('registration_requests').as('registrations_requests'),
        owned('customer_bundles').as('bundles'),
        db
          .selectFrom('customer_vouchers')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('organiser_id', '=', scope.organiserId)
          .where((eb) =>
            eb.or([
              eb('customer_id', '=', scope.customerId),
              eb('redeemed_by_customer_id', '=', scope.customerId),
            ]),
          )
          .as('vouchers'),
        owned('customer_memberships').as('memberships'),
        owned('attendance_charges').as('attendance_charges'),
      ])
      .executeTakeFirstOrThrow(),
    availableVoucherCount(db, scope),
  ]);
  return {
    participants: Number(counts.participants ?? 0),
    carts: Number(counts.carts ?? 0),
    registrations: Number(counts.registrations ?? 0),
    bookings: Number(counts.bookings ?? 0),
    registrations_requests: Number(counts.registrations_requests ?? 0),
    bundles: Number(counts.bundles ?? 0),
    vouchers: Number(counts.vouchers ?? 0),
    available_vouchers: available,
    memberships: Number(counts.memberships ?? 0),
    attendance_charges: Number(counts.attendance_charges ?? 0),
  };
}
