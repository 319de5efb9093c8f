import { fromMinor, sum, toMinor } from '../money/index';
import { compareInstants, formatInstant, type InstantLike, isInFuture } from '../time/index';

/**
 * Cart rules (part 1 §2 "Cart drawer", §3 Cart, §4 cart item; part 2 §9 "Cart and checkout").
 * Every rule takes the smallest structural input it needs, so the entity schemas satisfy them as they are.
 */

export const CART_ITEM_TYPES = [
  'REGISTRATION',
  'BUNDLE',
  'VOUCHER',
  'MEMBERSHIP',
  'REGISTRATION_REQUEST',
  'BOOKING',
] as const;

export interface ExpiringItem {
  expires_at: string;
}

export interface PricedItem extends ExpiringItem {
  /** Integer minor units. */
  price: number;
  /** Integer minor units; absent or null means no deposit. */
  deposit?: number | null;
}

export interface SortableItem {
  type: string;
  availabilities?: ReadonlyArray<{ start_at: string }> | null;
}

export interface LinkableItem {
  type: string;
  availability?: { cuid: string; activity?: { slug: string } | null } | null;
  resource?: { cuid: string } | null;
}

/** The success message key after adding or removing (part 2 §7 "Cart"). */
export const CART_UPDATED_MESSAGE = 'cart.messages.updated';

// ——— expiry ———

/** "Only items with expires_at in the future are shown or counted": strictly after now. */
export function isUnexpired(item: ExpiringItem, now: InstantLike): boolean {
  return isInFuture(item.expires_at, now);
}

export function unexpiredItems<T extends ExpiringItem>(items: readonly T[], now: InstantLike): T[] {
  return items.filter((item) => isUnexpired(item, now));
}

/** The header badge and drawer footer count. */
export function unexpiredCount(items: readonly ExpiringItem[], now: InstantLike): number {
  return unexpiredItems(items, now).length;
}

/**
 * The earliest expires_at still in the future: when the edge should send the next `clock.tick` so the cart
 * re-evaluates. Null when nothing is left to expire.
 */
export function nextExpiry(items: readonly ExpiringItem[], now: InstantLike): string | null {
  let next: string | null = null;
  for (const item of unexpiredItems(items, now)) {
    if (next === null || compareInstants(item.expires_at, next) < 0) next = item.expires_at;
  }
  return next === null ? null : formatInstant(next);
}

// ——— sort order ———

/**
 * The first availability start of a registration item: the earliest `availabilities[].start_at`.
 * Null when the item carries none (such registrations go after the dated ones).
 */
export function firstStartAt(item: SortableItem): string | null {
  let first: string | null = null;
  for (const availability of item.availabilities ?? []) {
    if (first === null || compareInstants(availability.start_at, first) < 0) first = availability.start_at;
  }
  return first;
}

function compareRegistrations(a: SortableItem, b: SortableItem): number {
  const startA = firstStartAt(a);
  const startB = firstStartAt(b);
  if (startA === null || startB === null) return (startA === null ? 1 : 0) - (startB === null ? 1 : 0);
  return compareInstants(startA, startB);
}

/**
 * "registration items sort after the others, ordered by first availability start_at". The other items keep
 * the order the server gave; equal start times keep it too (stable).
 */
export function sortCartItems<T extends SortableItem>(items: readonly T[]): T[] {
  const others = items.filter((item) => item.type !== 'REGISTRATION');
  const registrations = items.filter((item) => item.type === 'REGISTRATION');
  return [...others, ...[...registrations].sort(compareRegistrations)];
}

/** The drawer's list: unexpired items in display order. */
export function visibleCartItems<T extends SortableItem & ExpiringItem>(
  items: readonly T[],
  now: InstantLike,
): T[] {
  return sortCartItems(unexpiredItems(items, now));
}

// ——— totals ———

/** Sum of the unexpired items' prices, integer minor units (summed as Dinero). */
export function cartTotal(items: readonly PricedItem[], now: InstantLike): number {
  return toMinor(sum(unexpiredItems(items, now).map((item) => fromMinor(item.price))));
}

/**
 * What the cart's coupon takes off (issue 18 §6): the sum of each item's price before the coupon
 * (`gross_price`) less its price, never below 0 per item. Items without a gross price count 0.
 */
export function couponDiscount(items: readonly { price: number; gross_price?: number | null }[]): number {
  return toMinor(
    sum(items.map((item) => fromMinor(Math.max(0, (item.gross_price ?? item.price) - item.price)))),
  );
}

/** Sum of the unexpired items' deposits, integer minor units. */
export function depositTotal(items: readonly PricedItem[], now: InstantLike): number {
  return toMinor(sum(unexpiredItems(items, now).map((item) => fromMinor(item.deposit ?? 0))));
}

/** "the deposit total (only if any item has deposit above 0)" — among the items shown (unexpired). */
export function showsDepositTotal(items: readonly PricedItem[], now: InstantLike): boolean {
  return unexpiredItems(items, now).some((item) => (item.deposit ?? 0) > 0);
}

// ——— drawer ———

/** The /checkout route, with or without a language prefix (/fr, /en) and a trailing slash. */
export function isCheckoutPath(pathname: string): boolean {
  return /^(?:\/(?:fr|en))?\/checkout\/?$/.test(pathname);
}

export interface DrawerCountChange {
  open: boolean;
  previousCount: number;
  count: number;
  pathname: string;
}

/** "Opens automatically when the count of unexpired items rises, except on /checkout". */
export function shouldAutoOpen(change: Omit<DrawerCountChange, 'open'>): boolean {
  return change.count > change.previousCount && !isCheckoutPath(change.pathname);
}

/** "closes when the count reaches 0". */
export function shouldAutoClose(change: Pick<DrawerCountChange, 'count'>): boolean {
  return change.count === 0;
}

/** The drawer's open flag after the unexpired count changed (closing wins: a count of 0 never rises). */
export function drawerOpenAfterCount(change: DrawerCountChange): boolean {
  if (shouldAutoClose(change)) return false;
  if (shouldAutoOpen(change)) return true;
  return change.open;
}

export interface CheckoutButtonEffect {
  /** Go to /checkout (not needed when already there). */
  navigate: boolean;
  /** Close the drawer. */
  close: boolean;
}

/**
 * "a checkout button (also closes the panel if already on /checkout)": away from /checkout the button
 * navigates and the navigation closes the drawer ("Opening an item link or checkout closes the drawer");
 * on /checkout there is no navigation, so the button closes the panel itself.
 */
export function checkoutButtonEffect(pathname: string): CheckoutButtonEffect {
  return { navigate: !isCheckoutPath(pathname), close: true };
}

/** What the drawer body shows. */
export type DrawerView = 'login' | 'empty' | 'items';

/** "A visitor without a session sees a login prompt"; "An empty cart shows an empty state". */
export function drawerView(input: {
  signedIn: boolean;
  items: readonly ExpiringItem[];
  now: InstantLike;
}): DrawerView {
  if (!input.signedIn) return 'login';
  return unexpiredCount(input.items, input.now) === 0 ? 'empty' : 'items';
}

/** "a button to /auth/login?redirect={current path and query}". */
export function loginHref(currentPathAndQuery: string): string {
  return `/auth/login?redirect=${encodeURIComponent(currentPathAndQuery)}`;
}

/**
 * "availability items link to /availabilities/{activity slug}/{availability cuid}, resource bookings to
 * /resources/{resource cuid}". Other item types have no link (null).
 */
export function cartItemHref(item: LinkableItem): string | null {
  if (item.type === 'BOOKING' && item.resource) return `/resources/${item.resource.cuid}`;
  if (item.availability?.activity) {
    return `/availabilities/${item.availability.activity.slug}/${item.availability.cuid}`;
  }
  return null;
}
