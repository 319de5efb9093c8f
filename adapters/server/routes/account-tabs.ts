import type { Context, Hono } from 'hono';
import { accountCalls, registrationCalls } from '../../../core/schemas/index';
import { type AccountScope, offsetOf } from '../account/account-scope';
import { listAttendanceCharges, readAttendanceCharge } from '../account/attendance-read';
import { listBookings, listCarts, listRequests, readBooking, readRequest } from '../account/orders-read';
import { listBundles, listMemberships, readBundle, readMembership } from '../account/products-read';
import { cancelRegistrationRequest } from '../account/request-cancel';
import { findVoucherByCode, listVouchers, readVoucher, redeemVoucher } from '../account/vouchers';
import type { AppDeps, AppEnv } from '../context';
import { route } from '../http';
import { createAttemptGuard } from '../security/rate-limit-guard';
import { ATTEMPT_POLICIES } from '../security/rate-limit-rules';
import { customerWaitingList } from '../waiting-list/entries';
import { accountScopeOf, detailCuid } from './account-request';

/**
 * The account tabs other than registrations (part 1 §2 "Account area"): carts, bookings, registration
 * requests, bundles, vouchers, memberships, attendance charges and waiting-list entries (issue 20 §7), each a paginated list and a detail under
 * /api/account/{tab}; the request cancel and the voucher redeem of part 2 §7. Registered before the
 * catalogue's routes, so the fixed /api/vouchers/redeem never falls to a `:cuid` pattern.
 */
export function accountTabRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  const scopeOf = (c: Context<AppEnv>) => accountScopeOf(c, deps.now());

  route(app, accountCalls.accountCarts, async (input, c) => listCarts(db, scopeOf(c), input));

  route(app, accountCalls.accountBookings, async (input, c) => listBookings(db, scopeOf(c), input));
  route(app, accountCalls.accountBooking, async (_input, c) => ({
    booking: await readBooking(db, scopeOf(c), detailCuid(c, 'BOOKING_NOT_FOUND')),
  }));

  route(app, accountCalls.accountRegistrationRequests, async (input, c) =>
    listRequests(db, scopeOf(c), input),
  );
  route(app, accountCalls.accountRegistrationRequest, async (_input, c) => ({
    registration_request: await readRequest(db, scopeOf(c), detailCuid(c, 'REGISTRATION_REQUEST_NOT_FOUND')),
  }));
  route(app, registrationCalls.cancelRequest, async (input, c) => {
    await cancelRegistrationRequest(db, scopeOf(c), input.registration_request_id);
    return {};
  });

  route(app, accountCalls.accountBundles, async (input, c) => listBundles(db, scopeOf(c), input));
  route(app, accountCalls.accountBundle, async (_input, c) => ({
    bundle: await readBundle(db, scopeOf(c), detailCuid(c, 'BUNDLE_NOT_FOUND')),
  }));

  route(app, accountCalls.accountMemberships, async (input, c) => listMemberships(db, scopeOf(c), input));
  route(app, accountCalls.accountMembership, async (_input, c) => ({
    membership: await readMembership(db, scopeOf(c), detailCuid(c, 'MEMBERSHIP_NOT_FOUND')),
  }));

  route(app, accountCalls.accountAttendanceCharges, async (input, c) =>
    listAttendanceCharges(db, scopeOf(c), input),
  );
  route(app, accountCalls.accountAttendanceCharge, async (_input, c) => ({
    attendance_charge: await readAttendanceCharge(
      db,
      scopeOf(c),
      detailCuid(c, 'ATTENDANCE_CHARGE_NOT_FOUND'),
    ),
  }));

  route(app, accountCalls.accountWaitingList, async (input, c) => {
    const scope = scopeOf(c);
    return customerWaitingList(db, scope, scope.now, {
      offset: offsetOf(input),
      limit: input.page_size,
    });
  });

  route(app, accountCalls.accountVouchers, async (input, c) => listVouchers(db, scopeOf(c), input));
  route(app, accountCalls.accountVoucher, async (_input, c) => ({
    voucher: await readVoucher(db, scopeOf(c), detailCuid(c, 'VOUCHER_NOT_FOUND')),
  }));
  // Voucher codes are guessable secrets: codes that match nothing count against the IP and the customer.
  const guarded = createAttemptGuard(deps);
  const guessFailures = new Set(['VOUCHER.NOT_FOUND']);
  const guardedByCustomer = <T>(c: Context<AppEnv>, run: (scope: AccountScope) => Promise<T>) => {
    const scope = scopeOf(c);
    return guarded(c, {
      policy: ATTEMPT_POLICIES.voucherRedeem,
      account: `customer:${scope.customerId}`,
      failureCodes: guessFailures,
      logAs: { customer_id: scope.customerId },
      run: () => run(scope),
    });
  };
  route(app, registrationCalls.findVoucher, async (input, c) =>
    guardedByCustomer(c, async (scope) => ({ voucher: await findVoucherByCode(db, scope, input.code) })),
  );
  route(app, registrationCalls.redeemVoucher, async (input, c) =>
    guardedByCustomer(c, (scope) => redeemVoucher(db, scope, input)),
  );
}
