/**
 * The products screens' test harness: owned bundle, voucher and membership fixtures as the API answers them,
 * and the screens rendered under the account layout with the same paths, loaders and search rules as
 * ./routes.tsx, over a fake server.
 */
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FoundVoucher, OwnedBundle, OwnedMembership, OwnedVoucher } from '../../../core/schemas/index';
import type { Api } from '../../app/api';
import type { Session } from '../../app/context';
import { type FakeRequest, fetchAnswering, martinSession } from '../../testing/fixtures';
import { renderWithStorefront } from '../../testing/render';
import { AccountError } from '../kit/AccountError';
import { AccountLayout } from '../kit/AccountLayout';
import { accountListSearch } from '../kit/account-route';
import { BundleDetailPage, BundleListPage } from './BundlePages';
import { MembershipDetailPage, MembershipListPage } from './MembershipPages';
import { productLoaders, redeemSearch } from './routes';
import { VoucherDetailPage, VoucherListPage } from './VoucherPages';
import { VoucherConfirmationPage, VoucherRedeemCodePage } from './VoucherRedeemPages';

export { axeViolations } from '../../cart/testing';

// A redeem goes through the machine, the fake server, router.invalidate() and a navigation: on a busy
// machine that can take longer than testing-library's 1 s default wait.
configure({ asyncUtilTimeout: 5_000 });

export const FUTURE = '2099-06-30T22:00:00.000Z';
export const PAST = '2020-01-31T23:00:00.000Z';

const catalogueBundle = {
  id: 3,
  cuid: 'bun-10',
  title: 'Carnet 10 séances',
  price: 12_000,
  images: [{ public_url: 'https://cdn.example/carnet.jpg' }],
  description: '<p>Dix séances <strong>au choix</strong>.</p><script>alert(1)</script>',
  capacity: 10,
  duration: null,
  expires_at: null,
  entity: 'PARTICIPANTS',
};

export function ownedBundle(fields: Partial<OwnedBundle> = {}): OwnedBundle {
  return {
    cuid: 'ob-1',
    bundle: catalogueBundle,
    expires_at: FUTURE,
    capacity: 10,
    used: 3,
    total_amount: 12_000,
    paid_amount: 5_000,
    participant: { id: 11, cuid: 'p-lea', fullname: 'Léa Martin' },
    ...fields,
  };
}

/** A voucher bought by Camille Martin (customer 5), not redeemed yet, for the bundle above. */
export function ownedVoucher(fields: Partial<OwnedVoucher> = {}): OwnedVoucher {
  return {
    cuid: 'ov-1',
    code: 'CADEAU-2026',
    voucher: {
      title: 'Bon cadeau stage',
      images: [{ public_url: 'https://cdn.example/bon.jpg' }],
      amount: 5_000,
      bundle: null,
    },
    customer_id: 5,
    customer: { id: 5, fullname: 'Camille Martin', email: 'camille@example.be' },
    recipient: null,
    redeemed_at: null,
    expires_at: FUTURE,
    total_amount: 5_000,
    paid_amount: 5_000,
    paid: true,
    ...fields,
  };
}

/** The same voucher as someone else (customer 99) bought it: no buyer or payment details (part 2 §6). */
export function someoneElsesVoucher(fields: Partial<OwnedVoucher> = {}): OwnedVoucher {
  return ownedVoucher({
    customer_id: 99,
    customer: null,
    total_amount: null,
    paid_amount: null,
    ...fields,
  });
}

/**
 * An owned voucher as GET /api/vouchers/redeem answers its lookup to the signed-in customer (5): the buyer
 * gets its cuid, recipient and amounts; anyone else nothing of the buyer (core `foundVoucherSchema`).
 */
export function foundByCode(owned: OwnedVoucher, viewerId = 5): FoundVoucher {
  const seen = {
    code: owned.code,
    voucher: owned.voucher,
    redeemed_at: owned.redeemed_at,
    expires_at: owned.expires_at,
    paid: owned.paid,
  };
  return owned.customer_id === viewerId
    ? {
        ...seen,
        is_buyer: true,
        cuid: owned.cuid,
        recipient: owned.recipient,
        total_amount: owned.total_amount,
        paid_amount: owned.paid_amount,
      }
    : { ...seen, is_buyer: false };
}

export const voucherBundle = { cuid: 'bun-10', title: 'Carnet 10 séances', entity: 'PARTICIPANTS' };

const catalogueMembership = {
  id: 8,
  cuid: 'mem-club',
  title: 'Membre du club',
  price: 6_000,
  images: [{ public_url: 'https://cdn.example/club.jpg' }],
  description: '<p>Accès au club toute la saison.</p>',
  entity: 'PARTICIPANTS' as const,
  period_type: 'ROLLING' as const,
  rolling_period_type: 'YEAR',
  rolling_period_duration: 1,
  fixed_period_start_at: null,
  fixed_period_end_at: null,
};

export function ownedMembership(
  fields: Partial<OwnedMembership> = {},
  membership: Partial<OwnedMembership['membership']> = {},
): OwnedMembership {
  return {
    cuid: 'om-1',
    membership: { ...catalogueMembership, ...membership },
    status: 'ACTIVE',
    recurring: true,
    cycles: [
      {
        start_at: '2024-09-01T08:00:00.000Z',
        end_at: '2025-09-01T08:00:00.000Z',
        total_amount: 6_000,
        paid_amount: 6_000,
      },
      {
        start_at: '2025-09-01T08:00:00.000Z',
        end_at: '2099-09-01T08:00:00.000Z',
        total_amount: 6_000,
        paid_amount: 2_000,
      },
    ],
    participant: { id: 12, cuid: 'p-hugo', fullname: 'Hugo Martin' },
    ...fields,
  };
}

/** The account layout and the products screens, as ./routes.tsx builds them, under the test root. */
function productTestRoutes(root: AnyRoute): AnyRoute[] {
  const layout = createRoute({ getParentRoute: () => root, path: '/account', component: AccountLayout });
  const validateListSearch = (search: Record<string, unknown>) => accountListSearch.parse(search);
  const list = <Page extends 'bundles' | 'vouchers' | 'memberships'>(
    path: Page,
    render: (data: never, page: number) => ReactNode,
  ) => {
    const route = createRoute({
      getParentRoute: () => layout,
      path,
      validateSearch: validateListSearch,
      loaderDeps: ({ search }) => ({ page: search.page_number ?? 1 }),
      loader: ({ context, deps }) => productLoaders[path]((context as { api: Api }).api, deps.page),
      component: () => {
        const data = route.useLoaderData();
        const { page } = route.useLoaderDeps() as { page: number };
        return data ? render(data as never, page) : null;
      },
    });
    return route;
  };
  const detail = <Key extends 'bundle' | 'voucher' | 'membership'>(
    key: Key,
    path: string,
    render: (data: never) => ReactNode,
  ) => {
    const route = createRoute({
      getParentRoute: () => layout,
      path,
      loader: ({ context, params }) =>
        productLoaders[key]((context as { api: Api }).api, (params as Record<string, string>)[key] ?? ''),
      component: () => {
        const data = route.useLoaderData();
        return data ? render(data as never) : null;
      },
      errorComponent: AccountError,
    });
    return route;
  };
  const redeem = createRoute({
    getParentRoute: () => layout,
    path: 'vouchers/redeem',
    component: VoucherRedeemCodePage,
  });
  const confirmation = createRoute({
    getParentRoute: () => layout,
    path: 'vouchers/redeem/$code',
    validateSearch: (search: Record<string, unknown>) => redeemSearch.parse(search),
    component: () => {
      const { code } = confirmation.useParams();
      const { participant } = confirmation.useSearch();
      return <VoucherConfirmationPage key={code} code={code} participantCuid={participant} />;
    },
  });
  const other = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>other page</p> });
  return [
    layout.addChildren([
      list('bundles', (data: { data: OwnedBundle[]; count: number }, page) => (
        <BundleListPage list={data} page={page} />
      )),
      detail('bundle', 'bundles/$bundle', (data: { bundle: OwnedBundle }) => (
        <BundleDetailPage owned={data.bundle} />
      )),
      list('vouchers', (data: { data: OwnedVoucher[]; count: number }, page) => (
        <VoucherListPage list={data} page={page} />
      )),
      redeem,
      confirmation,
      detail('voucher', 'vouchers/$voucher', (data: { voucher: OwnedVoucher }) => (
        <VoucherDetailPage owned={data.voucher} />
      )),
      list('memberships', (data: { data: OwnedMembership[]; count: number }, page) => (
        <MembershipListPage list={data} page={page} />
      )),
      detail('membership', 'memberships/$membership', (data: { membership: OwnedMembership }) => (
        <MembershipDetailPage owned={data.membership} />
      )),
    ]),
    other,
  ] as unknown as AnyRoute[];
}

/** Camille Martin signed in, with Léa (11) and Hugo (12), and the counters showing every products tab. */
export function signedIn(): Session {
  return {
    ...martinSession(true),
    counters: { bundles: 1, vouchers: 1, available_vouchers: 1, memberships: 1 },
  } as Session;
}

/**
 * Renders the account at `path` over a fake server answering with `answer` (404 otherwise). Returns the
 * requests it received and how often the root (with the session) loaded.
 */
export async function renderProducts(
  path: string,
  answer: (request: FakeRequest) => { status?: number; body: unknown } | undefined,
  options: { session?: Session } = {},
) {
  const requests: FakeRequest[] = [];
  let sessionLoads = 0;
  const view = await renderWithStorefront(() => null, {
    path,
    language: 'fr',
    providers: 'toasts',
    // The shell puts every page in <main>.
    around: (outlet) => <main id="main">{outlet}</main>,
    session: () => {
      sessionLoads += 1;
      return options.session ?? signedIn();
    },
    fetch: fetchAnswering((request) => {
      requests.push(request);
      return answer(request);
    }),
    routes: productTestRoutes,
    router: ({ api, i18n, clock }) => ({ context: { api, i18n, language: null, clock } }),
  });
  return { ...view, requests, sessionLoads: () => sessionLoads };
}
