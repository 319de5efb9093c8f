import fc from 'fast-check';
import { describe, it } from 'vitest';
import { ACCOUNT_TAB_COUNTER, ACCOUNT_TABS, type AccountCounters, accountTabs } from './index';

const count = fc.oneof(
  fc.integer({ min: -3, max: 50 }),
  fc.constant(null),
  fc.constant(undefined),
  fc.double({ min: -2, max: 3, noNaN: true }),
);
const counters: fc.Arbitrary<AccountCounters> = fc.record({
  participants: count,
  carts: count,
  registrations: count,
  bookings: count,
  registrations_requests: count,
  bundles: count,
  vouchers: count,
  available_vouchers: count,
  memberships: count,
  attendance_charges: count,
});
const atLeastOne = (value: number | null | undefined) => typeof value === 'number' && value >= 1;

describe('account tab properties', () => {
  it('a tab shows exactly when its counter is at least 1 (vouchers also with available_vouchers ≥ 1)', () => {
    fc.assert(
      fc.property(counters, (c) => {
        const shown = new Set(accountTabs(c).map((tab) => tab.key));
        return ACCOUNT_TABS.every((key) => {
          const name = ACCOUNT_TAB_COUNTER[key];
          const expected =
            name === null || atLeastOne(c[name]) || (key === 'vouchers' && atLeastOne(c.available_vouchers));
          return shown.has(key) === expected;
        });
      }),
    );
  });

  it('tabs keep the spec order and home and profile always lead', () => {
    fc.assert(
      fc.property(counters, (c) => {
        const tabs = accountTabs(c).map((tab) => tab.key);
        const order = tabs.map((key) => ACCOUNT_TABS.indexOf(key));
        return (
          tabs[0] === 'home' &&
          tabs[1] === 'profile' &&
          order.every((at, i) => i === 0 || at > (order[i - 1] ?? -1))
        );
      }),
    );
  });

  it('raising a counter never hides a tab', () => {
    fc.assert(
      fc.property(
        counters,
        fc.constantFrom(...ACCOUNT_TABS),
        fc.integer({ min: 0, max: 10 }),
        (c, key, extra) => {
          const name = ACCOUNT_TAB_COUNTER[key];
          if (name === null) return true;
          const raised = { ...c, [name]: (typeof c[name] === 'number' ? c[name] : 0) + extra };
          const before = new Set(accountTabs(c).map((tab) => tab.key));
          const after = new Set(accountTabs(raised).map((tab) => tab.key));
          return [...before].every((tab) => after.has(tab));
        },
      ),
    );
  });
});
