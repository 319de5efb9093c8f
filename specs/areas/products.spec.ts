import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  bookingEnd,
  bookingPayload,
  hasOverlappingSpans,
  isMobileDurationPickerShown,
  isPaymentSplitShown,
  needsPriceOption,
  PRICE_OPTION_REQUIRED,
  type ResourcePrice,
  selectedPrice,
  spansOverlap,
} from '../../core/booking';
import { bundlePricePerRegistration, bundleRemaining, isUnlimited } from '../../core/bundle';
import { CART_LIMITS } from '../../core/cart';
import {
  isMembershipQuantityShown,
  isParticipantRequired,
  membershipBadges,
  membershipPeriod,
  productFormSchema,
  showsCustomersAlert,
} from '../../core/membership';
import { Temporal } from '../../core/time';
import { defineArea, examples } from '../book';
import { bookingsTotalRule } from './shared/bookings-total';

const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const price = fc.record({
  duration: fc.integer({ min: 60, max: 86_400 }),
  amount: fc.integer({ min: 0, max: 100_000 }),
});
const entity = fc.constantFrom('PARTICIPANTS', 'CUSTOMERS', null, 'OTHER');

export default defineArea({
  area: 'PROD',
  title: 'Products: resource bookings, bundles and memberships',
  rules: [
    {
      id: 'PROD-01',
      source: 'part 2 §9',
      sentence: 'A booking end is start plus duration in seconds.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(instant, fc.integer({ min: 0, max: 10 * 365 * 86_400 }), (start, seconds) => {
            return Date.parse(bookingEnd(start, seconds)) - Date.parse(start) === seconds * 1000;
          }),
        );
        // The span [start, end) is what the booking takes of its resource: two bookings clash exactly
        // when their spans share an instant.
        const hours = fc.integer({ min: 0, max: 48 });
        const span = fc
          .record({ hour: hours, seconds: fc.integer({ min: 1, max: 4 * 5400 }) })
          .map(({ hour, seconds }) => {
            const start = new Date(Date.UTC(2030, 0, 1, hour)).toISOString();
            return { start_at: start, end_at: bookingEnd(start, seconds) };
          });
        fc.assert(
          fc.property(span, span, (a, b) => {
            const ms = Date.parse;
            const clash = ms(a.start_at) < ms(b.end_at) && ms(b.start_at) < ms(a.end_at);
            return spansOverlap(a, b) === clash && hasOverlappingSpans([a, b]) === clash;
          }),
        );
      },
    },
    {
      id: 'PROD-02',
      source: 'part 2 §5',
      sentence:
        'A resource with several prices needs a price option (duration and amount) chosen; the duration picker on mobile shows only if more than one duration exists.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.array(price, { maxLength: 5 }), instant, (prices, start) => {
            const unchosen = bookingPayload({
              resource_id: 1,
              participant_id: 1,
              participants: [],
              payment_split: false,
              start_at: start,
              prices,
              chosen: null,
            });
            const several = prices.length > 1;
            const refusedWithoutChoice = !unchosen.ok && unchosen.error === PRICE_OPTION_REQUIRED;
            return (
              needsPriceOption(prices) === several &&
              refusedWithoutChoice === (prices.length !== 1) &&
              (prices.length === 0 || selectedPrice(prices, prices[prices.length - 1]) !== null) &&
              isMobileDurationPickerShown(prices) ===
                new Set(prices.map((p: ResourcePrice) => p.duration)).size > 1
            );
          }),
        );
      },
    },
    {
      id: 'PROD-03',
      source: 'part 2 §5',
      sentence:
        'Booking: resource_id an integer; participant_id a number; participants a list of numbers (optional extras); payment_split a boolean, shown only when extra participants are chosen.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.nat(),
            fc.nat(),
            fc.uniqueArray(fc.nat({ max: 50 }), { maxLength: 4 }),
            fc.boolean(),
            instant,
            price,
            (resourceId, participantId, participants, split, start, only) => {
              const extras = participants.filter((id) => id !== participantId);
              const result = bookingPayload({
                resource_id: resourceId,
                participant_id: participantId,
                participants,
                payment_split: split,
                start_at: start,
                prices: [only],
                chosen: null,
              });
              assert.ok(result.ok);
              const booking = result.payload.bookings[0];
              assert.ok(booking);
              return (
                isPaymentSplitShown(extras) === extras.length > 0 &&
                booking.resource_id === resourceId &&
                result.payload.participant_id === participantId &&
                JSON.stringify(booking.participants) === JSON.stringify(extras.map((id) => ({ id }))) &&
                booking.payment_split === (extras.length > 0 && split) &&
                booking.dates[0]?.end_at === bookingEnd(start, only.duration)
              );
            },
          ),
        );
      },
    },
    bookingsTotalRule('PROD-04'),
    {
      id: 'PROD-05',
      source: 'part 2 §9',
      sentence:
        'Bundle price per registration is price divided by capacity when capacity is above 0; null capacity is unlimited.',
      kind: 'property',
      check: () => {
        // Rounding stated in core/bundle: down to the whole cent.
        fc.assert(
          fc.property(
            fc.integer({ min: 0, max: 1_000_000_000 }),
            fc.option(fc.integer({ min: -5, max: 1_000_000 })),
            (amount, capacity) => {
              const share = bundlePricePerRegistration({ price: amount, capacity });
              if (capacity === null)
                return (
                  share === null &&
                  isUnlimited({ capacity }) &&
                  bundleRemaining({ capacity, used: 3 }) === null
                );
              if (capacity <= 0) return share === null;
              return share === Number(BigInt(amount) / BigInt(capacity));
            },
          ),
        );
      },
    },
    {
      id: 'PROD-06',
      source: 'part 2 §5',
      sentence: 'Bundle, membership and voucher forms: quantity an integer, minimum 1, default 1.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            entity,
            fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.double({ min: -5, max: 5, noNaN: true })),
            (kind, quantity) => {
              const parsed = productFormSchema({ entity: kind }).safeParse({ quantity, participant_id: 1 });
              // Bounded above by the cart's line limit (issue 16; the spec names no maximum).
              const inRange = quantity >= 1 && quantity <= CART_LIMITS.lineQuantity;
              return parsed.success === (Number.isInteger(quantity) && inRange);
            },
          ),
        );
        assert.equal(productFormSchema({ entity: 'CUSTOMERS' }).parse({}).quantity, 1);
      },
    },
    {
      id: 'PROD-07',
      source: 'part 2 §5',
      sentence: 'Participant is required only when the entity is PARTICIPANTS.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(entity, fc.option(fc.nat()), (kind, participant) => {
            const parsed = productFormSchema({ entity: kind }).safeParse({
              quantity: 1,
              participant_id: participant,
            });
            const required = kind === 'PARTICIPANTS';
            return (
              isParticipantRequired({ entity: kind }) === required &&
              parsed.success === (participant !== null || !required)
            );
          }),
        );
      },
    },
    {
      id: 'PROD-08',
      source: 'part 2 §5',
      sentence: 'Membership quantity is shown only when period_type is ROLLING.',
      kind: 'examples',
      check: () => {
        examples(
          [
            ['ROLLING', true],
            ['FIXED', false],
            [null, false],
          ],
          (periodType) => isMembershipQuantityShown({ period_type: periodType }),
        );
      },
    },
    {
      id: 'PROD-09',
      source: 'part 2 §5',
      sentence: 'A membership with entity CUSTOMERS shows an informational alert.',
      kind: 'examples',
      check: () => {
        examples(
          [
            ['CUSTOMERS', true],
            ['PARTICIPANTS', false],
            [null, false],
          ],
          (kind) => showsCustomersAlert({ entity: kind }),
        );
      },
    },
    {
      id: 'PROD-10',
      source: 'part 1 §4',
      sentence: 'Membership badges: cancelled, recurring.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.constantFrom('CANCELLED', 'ACTIVE', null), fc.boolean(), (status, recurring) => {
            const badges = membershipBadges({ status, recurring });
            return (
              badges.includes('cancelled') === (status === 'CANCELLED') &&
              badges.includes('recurring') === recurring
            );
          }),
        );
      },
    },
    {
      id: 'PROD-11',
      source: 'part 1 §3',
      sentence:
        'Membership: id, cuid, title, price, images, description, entity (PARTICIPANTS or CUSTOMERS), period_type (ROLLING or FIXED), rolling_period_type, rolling_period_duration, fixed_period_start_at, fixed_period_end_at.',
      kind: 'property',
      check: () => {
        const units = { DAY: 'days', WEEK: 'weeks', MONTH: 'months', YEAR: 'years' } as const;
        // ROLLING: from the purchase, rolling_period_duration Brussels calendar units of rolling_period_type.
        fc.assert(
          fc.property(
            instant,
            fc.constantFrom('DAY', 'WEEK', 'MONTH', 'YEAR' as const),
            fc.integer({ min: 1, max: 24 }),
            (purchasedAt, type, duration) => {
              const period = membershipPeriod(
                {
                  period_type: 'ROLLING',
                  rolling_period_type: type,
                  rolling_period_duration: duration,
                  fixed_period_start_at: null,
                  fixed_period_end_at: null,
                },
                purchasedAt,
              );
              const end = Temporal.Instant.from(purchasedAt)
                .toZonedDateTimeISO('Europe/Brussels')
                .add({ [units[type]]: duration })
                .toInstant();
              return (
                period !== null &&
                Date.parse(period.starts_at) === Date.parse(purchasedAt) &&
                Date.parse(period.ends_at) === end.epochMilliseconds
              );
            },
          ),
        );
        // FIXED: the organiser's period, bought only before fixed_period_end_at.
        fc.assert(
          fc.property(instant, instant, instant, (start, end, purchasedAt) => {
            const period = membershipPeriod(
              {
                period_type: 'FIXED',
                rolling_period_type: null,
                rolling_period_duration: null,
                fixed_period_start_at: start,
                fixed_period_end_at: end,
              },
              purchasedAt,
            );
            return Date.parse(end) > Date.parse(purchasedAt)
              ? period !== null &&
                  Date.parse(period.starts_at) === Date.parse(start) &&
                  Date.parse(period.ends_at) === Date.parse(end)
              : period === null;
          }),
        );
      },
    },
  ],
});
