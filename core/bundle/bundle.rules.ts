import { allocate, fromMinor, smallest, toMinor } from '../money/index';
import { addSeconds, compareInstants, formatInstant, type InstantLike, isInFuture } from '../time/index';

/**
 * "Bundle price per registration is price divided by capacity when capacity is above 0; null capacity is
 * unlimited." (part 2 §9)
 *
 * Rounding: DOWN to the whole cent. The price is split with core/money `allocate` in the ratio
 * 1 : (capacity - 1); the smaller share is the per-registration price, so capacity × share never exceeds
 * the bundle price. Null capacity (unlimited) or capacity 0 gives null: there is no per-registration price.
 * Prices are non-negative integer minor units.
 */
export function bundlePricePerRegistration(bundle: {
  price: number;
  capacity: number | null;
}): number | null {
  const { price, capacity } = bundle;
  if (capacity === null || capacity <= 0) return null;
  if (!Number.isSafeInteger(capacity))
    throw new RangeError(`bundle capacity must be a whole number: ${capacity}`);
  if (price < 0) throw new RangeError(`bundle price must not be negative: ${price}`);
  if (capacity === 1) return price;
  const [share, rest] = allocate(fromMinor(price), [1, capacity - 1]);
  if (!share || !rest) return price;
  return toMinor(smallest(share, rest));
}

/** "null capacity is unlimited": unlimited bundles never run out. */
export function isUnlimited(bundle: { capacity: number | null }): boolean {
  return bundle.capacity === null;
}

/** Registrations left on an owned bundle; null when unlimited, never below 0. */
export function bundleRemaining(owned: { capacity: number | null; used: number }): number | null {
  if (owned.capacity === null) return null;
  return Math.max(0, owned.capacity - owned.used);
}

/** An owned bundle is expired once its expires_at is reached; a null expires_at never expires. */
export function isBundleExpired(owned: { expires_at: string | null }, now: InstantLike): boolean {
  return owned.expires_at !== null && !isInFuture(owned.expires_at, now);
}

/**
 * Expiry of a bundle bought at `purchasedAt`: the bundle's fixed expires_at, or purchase + duration
 * (seconds), whichever comes first; null when the bundle has neither (no expiry).
 */
export function bundleExpiresAt(
  bundle: { expires_at: string | null; duration: number | null },
  purchasedAt: InstantLike,
): string | null {
  const candidates: string[] = [];
  if (bundle.expires_at !== null) candidates.push(formatInstant(bundle.expires_at));
  if (bundle.duration !== null) candidates.push(formatInstant(addSeconds(purchasedAt, bundle.duration)));
  if (candidates.length === 0) return null;
  return candidates.reduce((earliest, candidate) =>
    compareInstants(candidate, earliest) < 0 ? candidate : earliest,
  );
}
