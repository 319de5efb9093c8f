import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { Temporal } from '../time/index';
import { instantAround } from '../time/test-support';
import {
  CART_ITEM_TYPES,
  type CartCountChanged,
  type CartMachineItem,
  cartMachine,
  cartTotal,
  depositTotal,
  firstStartAt,
  isUnexpired,
  nextExpiry,
  showsDepositTotal,
  sortCartItems,
  unexpiredCount,
  unexpiredItems,
} from './index';

const base = Date.UTC(2026, 0, 1);
/** Instants within ± 2 days of a base, at second precision, so equal instants happen often. */
const instant = instantAround(base, 172_800, 1000);
const cents = fc.integer({ min: 0, max: 1_000_000 });
const item = fc.record({
  type: fc.constantFrom(...CART_ITEM_TYPES),
  price: cents,
  deposit: fc.option(cents, { nil: null }),
  expires_at: instant,
  availabilities: fc.array(fc.record({ start_at: instant }), { maxLength: 3 }),
});
const items = fc.array(item, { maxLength: 12 });
const epoch = (iso: string): number => Temporal.Instant.from(iso).epochMilliseconds;

describe('cart properties', () => {
  it('unexpired items are exactly those expiring strictly after now', () => {
    fc.assert(
      fc.property(items, instant, (list, now) => {
        const kept = unexpiredItems(list, now);
        return (
          kept.every((entry) => epoch(entry.expires_at) > epoch(now)) &&
          list
            .filter((entry) => !kept.includes(entry))
            .every((entry) => epoch(entry.expires_at) <= epoch(now)) &&
          unexpiredCount(list, now) === kept.length
        );
      }),
    );
  });

  it('the unexpired count never rises as time passes', () => {
    fc.assert(
      fc.property(items, instant, fc.integer({ min: 0, max: 100_000 }), (list, now, seconds) => {
        const after = Temporal.Instant.from(now).add({ seconds }).toString();
        return unexpiredCount(list, after) <= unexpiredCount(list, now);
      }),
    );
  });

  it('sorting keeps every item, puts registrations last, ordered by first start, stable', () => {
    fc.assert(
      fc.property(items, (list) => {
        const indexed = list.map((entry, index) => ({ ...entry, index }));
        const sorted = sortCartItems(indexed);
        if (sorted.length !== list.length) return false;
        const firstRegistration = sorted.findIndex((entry) => entry.type === 'REGISTRATION');
        const others = firstRegistration === -1 ? sorted : sorted.slice(0, firstRegistration);
        const registrations = firstRegistration === -1 ? [] : sorted.slice(firstRegistration);
        if (registrations.some((entry) => entry.type !== 'REGISTRATION')) return false;
        if (
          others.some((entry, position) => position > 0 && (others[position - 1]?.index ?? 0) > entry.index)
        ) {
          return false;
        }
        return registrations.every((entry, position) => {
          const previous = registrations[position - 1];
          if (!previous) return true;
          const a = firstStartAt(previous);
          const b = firstStartAt(entry);
          if (a === null) return b === null && previous.index < entry.index;
          if (b === null) return true;
          return epoch(a) < epoch(b) || (epoch(a) === epoch(b) && previous.index < entry.index);
        });
      }),
    );
  });

  it('sorting is idempotent', () => {
    fc.assert(
      fc.property(items, (list) => {
        const once = sortCartItems(list);
        return JSON.stringify(sortCartItems(once)) === JSON.stringify(once);
      }),
    );
  });

  it('the total is the integer sum of the unexpired prices and never negative', () => {
    fc.assert(
      fc.property(items, instant, (list, now) => {
        const total = cartTotal(list, now);
        const expected = list
          .filter((entry) => isUnexpired(entry, now))
          .reduce((sum, entry) => sum + entry.price, 0);
        return total === expected && total >= 0 && Number.isSafeInteger(total);
      }),
    );
  });

  it('the deposit total shows exactly when an unexpired deposit is above 0, and then is above 0', () => {
    fc.assert(
      fc.property(items, instant, (list, now) => {
        const shows = showsDepositTotal(list, now);
        return shows === depositTotal(list, now) > 0;
      }),
    );
  });

  // The drawer's opening over any counts and paths is the book's CART-01 (specs/areas/cart.spec.ts).

  it('the next expiry is an unexpired item expiry and no unexpired item expires before it', () => {
    fc.assert(
      fc.property(items, instant, (list, now) => {
        const next = nextExpiry(list, now);
        const kept = unexpiredItems(list, now);
        if (next === null) return kept.length === 0;
        return (
          kept.some((entry) => epoch(entry.expires_at) === epoch(next)) &&
          kept.every((entry) => epoch(entry.expires_at) >= epoch(next))
        );
      }),
    );
  });

  it('a baseline reload never announces a rise, whatever the cart held and finds; a plain reload announces any change', async () => {
    const withIds = (list: typeof items extends fc.Arbitrary<infer T> ? T : never): CartMachineItem[] =>
      list.map((entry, index) => ({ ...entry, id: index + 1, cuid: `c${index + 1}` }));
    await fc.assert(
      fc.asyncProperty(items, items, instant, fc.boolean(), async (before, after, now, baseline) => {
        const found = withIds(after);
        const actor = createActor(
          cartMachine.provide({ actors: { fetchCart: fromPromise(async () => found) } }),
          {
            input: { now, items: withIds(before) },
          },
        );
        const changes: CartCountChanged[] = [];
        actor.on('cart.countChanged', (event) => changes.push(event));
        actor.start();
        actor.send({ type: 'cart.reload', baseline });
        await waitFor(actor, (snapshot) => snapshot.matches('ready'));
        const previous = unexpiredCount(before, now);
        const count = unexpiredCount(after, now);
        const expected =
          count === previous || (baseline && count > previous)
            ? []
            : [{ type: 'cart.countChanged', previousCount: previous, count }];
        expect(changes).toEqual(expected);
        expect(actor.getSnapshot().context.count).toBe(count);
        actor.stop();
      }),
      { numRuns: 100 },
    );
  });
});
