import fc from 'fast-check';
import {
  ACCOUNT_TAB_COUNTER,
  ACCOUNT_TABS,
  type AccountCounters,
  accountTabs,
  amountDue,
  attendanceTotals,
  hoursAndMinutes,
  WALLET_PAYMENT_ERRORS,
  walletPaymentRefusal,
} from '../../core/account';
import { primaryCategoryGroups } from '../../core/catalogue';
import { CHECKOUT_ERRORS, defaultWalletPaymentAmount } from '../../core/checkout';
import { defaultParticipantId } from '../../core/participants';
import { tabStripEdges } from '../../core/site';
import { relativeTime, secondsBetween } from '../../core/time';
import { defineArea, examples } from '../book';
import { bookingsTotalRule } from './shared/bookings-total';

/** Any counter the server may send: whole or fractional, below 1 or not, null or missing. */
const count = fc.oneof(
  fc.integer({ min: -2, max: 20 }),
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
        // Each tab's counter is ACCOUNT_TAB_COUNTER's (ACC-03); the tabs left keep ACC-01's order.
        fc.assert(
          fc.property(counters, (c) => {
            const shown = accountTabs(c).map((tab) => tab.key);
            const visible = ACCOUNT_TABS.filter((key) => {
              const name = ACCOUNT_TAB_COUNTER[key];
              return (
                name === null ||
                atLeastOne(c[name]) ||
                (key === 'vouchers' && atLeastOne(c.available_vouchers))
              );
            });
            return JSON.stringify(shown) === JSON.stringify(visible);
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
    {
      id: 'ACC-05',
      source: 'part 1 §2',
      sentence:
        'Attendance charge details: total with payment, billing cycle description and images, items table by date, participant, attendance and amount with total duration and amount; mobile list variant.',
      kind: 'property',
      check: () => {
        // The totals row adds every item's minutes and cents exactly; minutes read as whole hours and the rest.
        const item = fc.record({ amount: fc.nat(100_000), duration: fc.nat(24 * 60) });
        fc.assert(
          fc.property(fc.array(item, { maxLength: 40 }), (items) => {
            const totals = attendanceTotals(items);
            const { hours, minutes } = hoursAndMinutes(totals.duration);
            return (
              totals.amount === items.reduce((sum, each) => sum + each.amount, 0) &&
              totals.duration === items.reduce((sum, each) => sum + each.duration, 0) &&
              hours * 60 + minutes === totals.duration &&
              minutes < 60
            );
          }),
        );
      },
    },
    {
      id: 'ACC-06',
      source: 'part 1 §2',
      sentence:
        'Registration list item: activity images, title, dates, location, primary-scope category groups, participant full name, total amount, relative creation time and badges.',
      kind: 'property',
      check: () => {
        // "relative creation time": the largest unit that keeps a whole value of at least 1, never further
        // than the real distance, on the side of now the instant is.
        const instant = fc
          .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
          .map((ms) => new Date(ms).toISOString());
        fc.assert(
          fc.property(instant, instant, (created, now) => {
            const { value } = relativeTime(created, now);
            const seconds = secondsBetween(now, created);
            return (
              (value === 0 || Math.sign(value) === Math.sign(seconds)) &&
              (Math.abs(seconds) < 1 || value !== 0)
            );
          }),
        );
        // "primary-scope category groups": only PRIMARY groups, each once, values in order.
        const group = (cuid: string, scope: string) => ({ cuid, title: cuid.toUpperCase(), scope });
        examples(
          [
            [
              [
                { cuid: 'c2', title: 'Football', order: 2, group: group('sport', 'PRIMARY') },
                { cuid: 'c1', title: 'Tennis', order: 1, group: group('sport', 'PRIMARY') },
                { cuid: 'c3', title: 'Ixelles', order: 1, group: group('zone', 'SECONDARY') },
                { cuid: 'c1', title: 'Tennis', order: 1, group: group('sport', 'PRIMARY') },
              ],
              [{ group: 'SPORT', values: ['Tennis', 'Football'] }],
            ],
          ] as const,
          (categories) => primaryCategoryGroups(categories),
        );
      },
    },
    bookingsTotalRule('ACC-07'),
    {
      id: 'ACC-08',
      source: 'part 2 §5',
      sentence:
        'Wallet payment amount (separate wallet payment screen) must be an integer; it defaults to the smaller of the wallet balance and the amount due; above the balance the local field error INSUFFICIENT_WALLET_AMOUNT appears under the amount field.',
      kind: 'property',
      check: () => {
        const minor = fc.nat(100_000);
        fc.assert(
          fc.property(fc.integer({ min: -10, max: 120_000 }), minor, minor, (amount, balance, due) => {
            const refusal = walletPaymentRefusal(amount, { balance, due });
            const proposed = defaultWalletPaymentAmount(balance, due);
            const expected =
              amount <= 0
                ? WALLET_PAYMENT_ERRORS.notPositive
                : amount > balance
                  ? CHECKOUT_ERRORS.insufficientWallet
                  : amount > due
                    ? WALLET_PAYMENT_ERRORS.aboveDue
                    : null;
            return (
              refusal === expected &&
              proposed === Math.min(balance, due) &&
              walletPaymentRefusal(amount + 0.5, { balance, due }) === CHECKOUT_ERRORS.walletNotInteger
            );
          }),
        );
      },
    },
    {
      id: 'ACC-09',
      source: 'part 1 §2',
      sentence:
        'Registration details: participant, deposit, total with a pay action, location, sorted dates, options, answered questions, primary-category values, documents list.',
      kind: 'property',
      check: () => {
        // The pay action asks for what is still due: total less paid, nothing once paid or overpaid.
        fc.assert(
          fc.property(fc.nat(100_000), fc.nat(100_000), (total, paid) => {
            const due = amountDue({ total_amount: total, paid_amount: paid });
            return (
              due === Math.max(0, total - paid) &&
              amountDue({ total_amount: total, paid_amount: paid + due }) === 0
            );
          }),
        );
      },
    },
    {
      id: 'ACC-10',
      source: 'part 1 §2',
      sentence:
        'a participant create screen (/account/participants/create?redirect=...; after creation, if a redirect exists, goes there keeping the other query parameters plus participant set to the new cuid)',
      kind: 'property',
      check: () => {
        // Back on the form, the participant sent back is chosen; without one, the only participant is.
        const participants = fc.uniqueArray(
          fc.record({ id: fc.integer({ min: 1, max: 999 }), cuid: fc.stringMatching(/^c[a-z0-9]{3,6}$/) }),
          { maxLength: 4, selector: (participant) => participant.cuid },
        );
        fc.assert(
          fc.property(participants, fc.nat(), (list, pick) => {
            const returned = list.length > 0 ? list[pick % list.length] : undefined;
            const onlyOne = list.length === 1 ? (list[0]?.id ?? null) : null;
            return (
              defaultParticipantId(list, returned?.cuid) === (returned?.id ?? null) &&
              defaultParticipantId(list, null) === onlyOne
            );
          }),
        );
      },
    },
  ],
});
