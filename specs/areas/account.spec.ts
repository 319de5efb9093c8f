import fc from 'fast-check';
import { ACCOUNT_TAB_COUNTER, ACCOUNT_TABS, type AccountCounters, accountTabs } from '../../core/account';
import { tabStripEdges } from '../../core/site';
import { defineArea, examples } from '../book';

const count = fc.option(fc.integer({ min: -2, max: 20 }), { nil: null });
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
const COUNTER = {
  participants: 'participants',
  carts: 'carts',
  registrations: 'registrations',
  bookings: 'bookings',
  'registrations-requests': 'registrations_requests',
  bundles: 'bundles',
  vouchers: 'vouchers',
  memberships: 'memberships',
  'attendance-charges': 'attendance_charges',
} as const;
const atLeastOne = (value: number | null | undefined) => (value ?? 0) >= 1;

export default defineArea({
  area: 'ACC',
  title: 'Account area: tabs from counters',
  rules: [
    {
      id: 'ACC-01',
      source: 'part 1 §2',
      sentence:
        'Tabs: home, profile, participants (with count), carts, registrations, bookings, registrations-requests, bundles, vouchers, memberships, attendance-charges, under /account/...',
      kind: 'examples',
      check: () => {
        const all: AccountCounters = {
          participants: 3,
          carts: 1,
          registrations: 1,
          bookings: 1,
          registrations_requests: 1,
          bundles: 1,
          vouchers: 1,
          available_vouchers: 1,
          memberships: 1,
          attendance_charges: 1,
        };
        examples<AccountCounters, string[]>(
          [
            [all, ACCOUNT_TABS.map((key) => `/account/${key}${key === 'participants' ? ' (3)' : ''}`)],
            [{}, ['/account/home', '/account/profile']],
          ],
          (c) => accountTabs(c).map((tab) => `${tab.path}${tab.count === null ? '' : ` (${tab.count})`}`),
        );
      },
    },
    {
      id: 'ACC-02',
      source: 'part 1 §2',
      sentence:
        'Each tab is hidden when its counter is below 1; vouchers stays visible if available_vouchers is at least 1.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(counters, (c) => {
            const shown = new Set<string>(accountTabs(c).map((tab) => tab.key));
            return (
              shown.has('home') &&
              shown.has('profile') &&
              Object.entries(COUNTER).every(([key, name]) => {
                const visible =
                  atLeastOne(c[name]) || (key === 'vouchers' && atLeastOne(c.available_vouchers));
                return shown.has(key) === visible;
              })
            );
          }),
        );
      },
    },
    {
      id: 'ACC-03',
      source: 'part 1 §3',
      sentence:
        'Account counters: participants, carts, registrations, bookings, registrations_requests, bundles, vouchers, available_vouchers, memberships, attendance_charges.',
      kind: 'examples',
      check: () => {
        // Each counter but available_vouchers drives the tab of the same name; available_vouchers keeps vouchers.
        examples<string, string | null>(
          ACCOUNT_TABS.map(
            (key) => [key, key === 'home' || key === 'profile' ? null : key.replaceAll('-', '_')] as const,
          ),
          (key) => ACCOUNT_TAB_COUNTER[key as (typeof ACCOUNT_TABS)[number]],
        );
        examples<keyof AccountCounters, string[]>(
          [
            ['available_vouchers', ['home', 'profile', 'vouchers']],
            ['attendance_charges', ['home', 'profile', 'attendance-charges']],
            ['registrations_requests', ['home', 'profile', 'registrations-requests']],
          ],
          (name) => accountTabs({ [name]: 1 }).map((tab) => tab.key),
        );
      },
    },
    {
      id: 'ACC-04',
      source: 'part 1 §2',
      sentence: 'Tabs sit in a scrollable strip with edge indicators.',
      kind: 'property',
      check: () => {
        // An edge indicator shows when more than the 24 px tab-strip threshold (part 2 §9) is hidden that side.
        fc.assert(
          fc.property(fc.nat(2000), fc.nat(2000), fc.nat(2000), (clientWidth, overflow, scroll) => {
            const scrollLeft = Math.min(scroll, overflow);
            const edges = tabStripEdges({ scrollLeft, scrollWidth: clientWidth + overflow, clientWidth });
            return (
              edges.start === scrollLeft > 24 &&
              edges.end === overflow - scrollLeft > 24 &&
              (overflow > 48 ? edges.start || edges.end : true)
            );
          }),
        );
      },
    },
  ],
});
