import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { accountCalls, type CallContract, registrationCalls } from '../../../core/schemas/index';
import type { Database } from '../../db/index';
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
  /** A tab's list: one page of the customer's own rows. */
  const listRoute = <Request extends z.ZodType, Answer extends z.ZodType>(
    call: CallContract<Request, Answer>,
    list: (db: Database, scope: AccountScope, page: z.output<Request>) => Promise<z.input<Answer>>,
  ) => route(app, call, async (input, c) => list(db, scopeOf(c), input));
  /**
   * A tab's detail: the customer's own row that the path's `:cuid` names, answered under `key`; a cuid no
   * row could have is the key's not found (BOOKING_NOT_FOUND…), as the read answers another customer's.
   */
  const detailRoute = <Key extends string, Row>(
    call: CallContract<z.ZodType, z.ZodType<unknown, Record<Key, Row>>>,
    key: Key,
    read: (db: Database, scope: AccountScope, cuid: string) => Promise<Row>,
  ) =>
    route(app, call, async (_input, c) => {
      const row = await read(db, scopeOf(c), detailCuid(c, `${key.toUpperCase()}_NOT_FOUND`));
      return { [key]: row } as Record<Key, Row>;
    });

  listRoute(accountCalls.accountCarts, listCarts);

  listRoute(accountCalls.accountBookings, listBookings);
  detailRoute(accountCalls.accountBooking, 'booking', readBooking);

  listRoute(accountCalls.accountRegistrationRequests, listRequests);
  detailRoute(accountCalls.accountRegistrationRequest, 'registration_request', readRequest);
  route(app, registrationCalls.cancelRequest, async (input, c) => {
    await cancelRegistrationRequest(db, scopeOf(c), input.registration_request_id);
    return {};
  });

  listRoute(accountCalls.accountBundles, listBundles);
  detailRoute(accountCalls.accountBundle, 'bundle', readBundle);

  listRoute(accountCalls.accountMemberships, listMemberships);
  detailRoute(accountCalls.accountMembership, 'membership', readMembership);

  listRoute(accountCalls.accountAttendanceCharges, listAttendanceCharges);
  detailRoute(accountCalls.accountAttendanceCharge, 'attendance_charge', readAttendanceCharge);

  route(app, accountCalls.accountWaitingList, async (input, c) => {
    const scope = scopeOf(c);
    return customerWaitingList(db, scope, scope.now, {
      offset: offsetOf(input),
      limit: input.page_size,
    });
  });

  listRoute(accountCalls.accountVouchers, listVouchers);
  detailRoute(accountCalls.accountVoucher, 'voucher', readVoucher);
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
