/**
 * Account area tabs (part 1 §2 "Account area", part 1 §3 "Account counters").
 */

/** "Account counters" (part 1 §3). Missing or null counters count as 0. */
export interface AccountCounters {
  participants?: number | null;
  carts?: number | null;
  registrations?: number | null;
  bookings?: number | null;
  registrations_requests?: number | null;
  bundles?: number | null;
  vouchers?: number | null;
  available_vouchers?: number | null;
  memberships?: number | null;
  attendance_charges?: number | null;
}

/** The tabs in the spec's order: "home, profile, participants (with count), carts, …, attendance-charges". */
export const ACCOUNT_TABS = [
  'home',
  'profile',
  'participants',
  'carts',
  'registrations',
  'bookings',
  'registrations-requests',
  'bundles',
  'vouchers',
  'memberships',
  'attendance-charges',
] as const;
export type AccountTabKey = (typeof ACCOUNT_TABS)[number];

type CounterKey = Exclude<keyof AccountCounters, 'available_vouchers'>;

/** The counter that hides each tab; home and profile have none and are always shown. */
export const ACCOUNT_TAB_COUNTER: Readonly<Record<AccountTabKey, CounterKey | null>> = {
  home: null,
  profile: null,
  participants: 'participants',
  carts: 'carts',
  registrations: 'registrations',
  bookings: 'bookings',
  'registrations-requests': 'registrations_requests',
  bundles: 'bundles',
  vouchers: 'vouchers',
  memberships: 'memberships',
  'attendance-charges': 'attendance_charges',
};

export interface AccountTab {
  key: AccountTabKey;
  /** `/account/{key}`, without the language prefix (the site's `localizedHref` adds it). */
  path: string;
  /** Shown beside the label: only the participants tab carries a count ("participants (with count)"). */
  count: number | null;
}

const counter = (counters: AccountCounters, key: keyof AccountCounters): number => {
  const value = counters[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * Whether a tab shows: "Each tab is hidden when its counter is below 1; vouchers stays visible if
 * available_vouchers is at least 1." Home and profile have no counter. The participants tab has a counter too,
 * so it follows the same rule (the participant create screen stays reachable from the add-to-cart forms).
 */
export function isAccountTabVisible(key: AccountTabKey, counters: AccountCounters): boolean {
  const name = ACCOUNT_TAB_COUNTER[key];
  if (name === null) return true;
  if (counter(counters, name) >= 1) return true;
  return key === 'vouchers' && counter(counters, 'available_vouchers') >= 1;
}

/** The visible tabs, in the spec's order. */
export function accountTabs(counters: AccountCounters): AccountTab[] {
  return ACCOUNT_TABS.filter((key) => isAccountTabVisible(key, counters)).map((key) => ({
    key,
    path: `/account/${key}`,
    count: key === 'participants' ? counter(counters, 'participants') : null,
  }));
}

/**
 * The tab a pathname belongs to (`/account/registrations/{cuid}` → registrations), with or without a language
 * prefix (`/fr/account/...`); null outside the account area. `/account/vouchers/redeem/{code}` is vouchers.
 */
export function currentAccountTab(pathname: string): AccountTabKey | null {
  const match = /^(?:\/[a-z]{2})?\/account\/([^/?#]+)/.exec(pathname);
  const segment = match?.[1];
  return segment !== undefined && (ACCOUNT_TABS as readonly string[]).includes(segment)
    ? (segment as AccountTabKey)
    : null;
}
