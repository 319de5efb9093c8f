/**
 * Cart limits (issue 16, "bounded input everywhere"; the spec names none: "Limits on server side ...: not
 * shown", part 2 §9). Every seat and every product is its own cart item, so a cart's total quantity and its
 * number of lines are one count: its unexpired items. Each item holds rows for its dates (registrations)
 * or slots (bookings), bounded too, so one cart can never make the seat counts read without end.
 */
export const CART_LIMITS = {
  /** Seats one registration line may ask for (its `quantity`), and products one add may repeat. */
  lineQuantity: 50,
  /** Unexpired items (lines: seats and products) one cart may hold: its total quantity. */
  items: 100,
  /** Dates and slots one cart's unexpired items may hold together (an item on 12 dates holds 12). */
  dateHolds: 5_000,
} as const;

export const CART_LIMIT_ERRORS = {
  quantity: 'CART.QUANTITY_TOO_LARGE',
  items: 'CART.TOO_MANY_ITEMS',
  dateHolds: 'CART.TOO_MANY_DATES',
} as const;
export type CartLimitError = (typeof CART_LIMIT_ERRORS)[keyof typeof CART_LIMIT_ERRORS];

/** What one add asks for: each line's quantity, and the dates or slots each of its items holds. */
export interface CartAddShape {
  registrations: ReadonlyArray<{ quantity: number; availability_dates: ReadonlyArray<unknown> }>;
  bundles: ReadonlyArray<{ bundle_id: number }>;
  vouchers: ReadonlyArray<{ voucher_id: number }>;
  memberships: ReadonlyArray<{ membership_id: number }>;
  registrations_requests: ReadonlyArray<unknown>;
  bookings: ReadonlyArray<{ dates: ReadonlyArray<unknown> }>;
}

export interface CartSize {
  /** Items (seats and products). */
  items: number;
  /** Dates and slots those items hold. */
  dateHolds: number;
}

/** The items and date holds an add would write: a registration line writes `quantity` items, each on its dates. */
export function cartAddSize(add: CartAddShape): CartSize {
  let items = 0;
  let dateHolds = 0;
  for (const line of add.registrations) {
    items += line.quantity;
    dateHolds += line.quantity * line.availability_dates.length;
  }
  items +=
    add.bundles.length + add.vouchers.length + add.memberships.length + add.registrations_requests.length;
  for (const booking of add.bookings) {
    items += 1;
    dateHolds += booking.dates.length;
  }
  return { items, dateHolds };
}

/** How many times each product is repeated ("Bundles, vouchers and memberships repeat once per quantity"). */
function repeats(ids: readonly number[]): number[] {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.values()];
}

/** The largest quantity of one line: a registration line's `quantity`, or one product's repeats. */
export function largestLineQuantity(add: CartAddShape): number {
  return Math.max(
    0,
    ...add.registrations.map((line) => line.quantity),
    ...repeats(add.bundles.map((line) => line.bundle_id)),
    ...repeats(add.vouchers.map((line) => line.voucher_id)),
    ...repeats(add.memberships.map((line) => line.membership_id)),
  );
}

/**
 * Whether an add fits the limits, given what the cart already holds (its unexpired items): the first limit
 * it passes, or null. A line above the quantity limit is refused whatever the cart holds; the cart's totals
 * count the held items and the added ones together.
 */
export function cartLimitError(held: CartSize, add: CartAddShape): CartLimitError | null {
  if (largestLineQuantity(add) > CART_LIMITS.lineQuantity) return CART_LIMIT_ERRORS.quantity;
  const added = cartAddSize(add);
  if (!(held.items + added.items <= CART_LIMITS.items)) return CART_LIMIT_ERRORS.items;
  if (!(held.dateHolds + added.dateHolds <= CART_LIMITS.dateHolds)) return CART_LIMIT_ERRORS.dateHolds;
  return null;
}
