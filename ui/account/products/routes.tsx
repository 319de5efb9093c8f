import { createRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { accountCalls } from '../../../core/schemas/index';
import type { Api } from '../../app/api';
import { titledHead } from '../../app/document-head';
import { lazyPage, withPages } from '../../app/lazy-page';
import {
  ACCOUNT_PAGE_SIZE,
  AccountError,
  accountLayoutRoute,
  accountListRoute,
  accountPageRoute,
  whenSignedIn,
} from '../kit/account-route';

const BundleListPage = lazyPage(() => import('./BundlePages'), 'BundleListPage');
const BundleDetailPage = lazyPage(() => import('./BundlePages'), 'BundleDetailPage');
const VoucherListPage = lazyPage(() => import('./VoucherPages'), 'VoucherListPage');
const VoucherDetailPage = lazyPage(() => import('./VoucherPages'), 'VoucherDetailPage');
const VoucherRedeemCodePage = lazyPage(() => import('./VoucherRedeemPages'), 'VoucherRedeemCodePage');
const VoucherConfirmationPage = lazyPage(() => import('./VoucherRedeemPages'), 'VoucherConfirmationPage');
const MembershipListPage = lazyPage(() => import('./MembershipPages'), 'MembershipListPage');
const MembershipDetailPage = lazyPage(() => import('./MembershipPages'), 'MembershipDetailPage');

/** The reads of these screens (null when signed out: the layout then asks to sign in). */
export const productLoaders = {
  bundles: (api: Api, page: number) =>
    whenSignedIn(api.call(accountCalls.accountBundles, { page_number: page, page_size: ACCOUNT_PAGE_SIZE })),
  bundle: (api: Api, cuid: string) =>
    whenSignedIn(api.call(accountCalls.accountBundle, {}, { params: { cuid } })),
  vouchers: (api: Api, page: number) =>
    whenSignedIn(api.call(accountCalls.accountVouchers, { page_number: page, page_size: ACCOUNT_PAGE_SIZE })),
  voucher: (api: Api, cuid: string) =>
    whenSignedIn(api.call(accountCalls.accountVoucher, {}, { params: { cuid } })),
  memberships: (api: Api, page: number) =>
    whenSignedIn(
      api.call(accountCalls.accountMemberships, { page_number: page, page_size: ACCOUNT_PAGE_SIZE }),
    ),
  membership: (api: Api, cuid: string) =>
    whenSignedIn(api.call(accountCalls.accountMembership, {}, { params: { cuid } })),
};

type Loaded<Key extends keyof typeof productLoaders> = Awaited<ReturnType<(typeof productLoaders)[Key]>>;

/** `?participant=<cuid>`: the participant just created from the redeem confirmation's link. */
export const redeemSearch = z.object({
  participant: z.string().min(1).optional().catch(undefined),
});

const bundlesRoute = accountListRoute(
  'bundles',
  'account.head.bundles',
  productLoaders.bundles,
  BundleListPage,
);

const bundleRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'bundles/$bundle',
  head: titledHead('account.head.bundle'),
  loader: ({ context, params }) => productLoaders.bundle(context.api, params.bundle),
  component: withPages(function BundleRoute(): ReactNode {
    const answer: Loaded<'bundle'> = bundleRoute.useLoaderData();
    return answer && <BundleDetailPage owned={answer.bundle} />;
  }, BundleDetailPage),
  errorComponent: AccountError,
});

const vouchersRoute = accountListRoute(
  'vouchers',
  'account.head.vouchers',
  productLoaders.vouchers,
  VoucherListPage,
);

/** "Voucher redeem (enter code)"; registered before `vouchers/$voucher`, which would otherwise take it. */
const voucherRedeemRoute = accountPageRoute(
  'vouchers/redeem',
  'account.head.voucherRedeem',
  VoucherRedeemCodePage,
);

/** The redeem confirmation; its page loads the voucher through the confirmation machine. */
const voucherConfirmationRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'vouchers/redeem/$code',
  head: titledHead('account.head.voucherConfirm'),
  validateSearch: (search: Record<string, unknown>) => redeemSearch.parse(search),
  component: withPages(function VoucherConfirmationRoute() {
    const { code } = voucherConfirmationRoute.useParams();
    const { participant } = voucherConfirmationRoute.useSearch();
    // A new code is a new confirmation: a fresh machine, not the previous one's state.
    return <VoucherConfirmationPage key={code} code={code} participantCuid={participant} />;
  }, VoucherConfirmationPage),
});

const voucherRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'vouchers/$voucher',
  head: titledHead('account.head.voucher'),
  loader: ({ context, params }) => productLoaders.voucher(context.api, params.voucher),
  component: withPages(function VoucherRoute(): ReactNode {
    const answer: Loaded<'voucher'> = voucherRoute.useLoaderData();
    return answer && <VoucherDetailPage owned={answer.voucher} />;
  }, VoucherDetailPage),
  errorComponent: AccountError,
});

const membershipsRoute = accountListRoute(
  'memberships',
  'account.head.memberships',
  productLoaders.memberships,
  MembershipListPage,
);

const membershipRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'memberships/$membership',
  head: titledHead('account.head.membership'),
  loader: ({ context, params }) => productLoaders.membership(context.api, params.membership),
  component: withPages(function MembershipRoute(): ReactNode {
    const answer: Loaded<'membership'> = membershipRoute.useLoaderData();
    return answer && <MembershipDetailPage owned={answer.membership} />;
  }, MembershipDetailPage),
  errorComponent: AccountError,
});

/** Bundles, vouchers (with redeem) and memberships under /account (part 1 §2 "Account area"). */
export const productRoutes = [
  bundlesRoute,
  bundleRoute,
  vouchersRoute,
  voucherRedeemRoute,
  voucherConfirmationRoute,
  voucherRoute,
  membershipsRoute,
  membershipRoute,
] as const;
