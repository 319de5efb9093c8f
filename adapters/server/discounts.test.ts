import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartCalls, cartSchema } from '../../core/schemas/index';
import {
  type AvailabilityFixture,
  availabilityOf,
  type Customer,
  multisportAnswers,
  zoeAndBob,
} from './account/registration-fixtures';
import { dropOpenCarts } from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, FR_HOST, TEST_NOW } from './test-support';

/** Answers of the multisport camps: their lunch option and required questions (none for the estimate). */
type Answers = Partial<Awaited<ReturnType<typeof multisportAnswers>>>;
const later = (days: number) => new Date(Date.parse(TEST_NOW) + days * 86_400_000).toISOString();

/**
 * The organiser's discounts and volume discounts priced into a seat, over HTTP: the estimate's
 * `discounts_total` and `volume_discounts_total` (part 1 "Estimate details"; part 2 POST
 * /api/carts/items/estimate), the price the add gives the cart item, and the account's edit that prices a
 * registration again from its order. The demo's multisport tier takes 10 € off from the second registration
 * to the activity; the timed discounts are this test's own rows, as an organiser's import would write them.
 */
describe.each(drivers)(
  'discounts in the cart and the registration edit on %s',
  { timeout: 180_000 },
  (driver) => {
    const app = useTestApp(driver, { resetClock: true });
    let zoe: Customer;
    let carnival: AvailabilityFixture;
    let christmas: AvailabilityFixture;
    let arts: AvailabilityFixture;
    let multisport: Awaited<ReturnType<typeof multisportAnswers>>;

    const line = (availability: AvailabilityFixture, extra: Answers = {}) => ({
      availability_id: availability.id,
      participant_id: zoe.participant,
      quantity: 1,
      availability_dates: availability.dates
        .filter((date) => date.status === 'OPEN')
        .map((date) => ({ date_id: date.id })),
      ...extra,
    });
    /** The cart's estimate of `line(availability, answers)`: the same dates and option prices. */
    const estimate = async (availability: AvailabilityFixture, answers: Answers = {}) => {
      const { availability_id, participant_id, availability_dates } = line(availability);
      const answer = await zoe.client.call('POST', '/api/carts/items/estimate', {
        body: {
          availability_id,
          participant_id,
          availability_dates,
          options: (answers.options ?? []).map((option) => ({ price_id: option.price_id })),
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const details = cartCalls.estimate.answer?.parse(answer.body);
      if (!details) throw new Error('the estimate call has no answer schema');
      return details;
    };
    const add = async (availability: AvailabilityFixture, extra: Answers) => {
      const added = await zoe.client.call('POST', '/api/carts/items', {
        body: { registrations: [line(availability, extra)] },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const { items } = cartSchema.parse(added.body.cart);
      return (availabilityId: number) =>
        items.find((item) => item.availability?.id === availabilityId)?.price;
    };
    beforeAll(async () => {
      ({ zoe } = await zoeAndBob(app));
      carnival = await availabilityOf(app.db, 'ps-av-carnaval-multisport-s1');
      christmas = await availabilityOf(app.db, 'ps-av-noel-multisport-s2');
      arts = await availabilityOf(app.db, 'ps-av-noel-arts-s1');
      multisport = await multisportAnswers(app.db, carnival.activityId);
    }, 120_000);
    beforeEach(() => dropOpenCarts(app.db, zoe.id));

    it('takes the volume discount off from the second registration to the same activity in the open cart', async () => {
      expect((await estimate(christmas)).volume_discounts_total).toBe(0);
      const first = await add(carnival, multisport);
      expect(first(carnival.id)).toBeGreaterThan(0);

      // A camp of another activity neither counts nor gets it.
      expect((await estimate(arts)).volume_discounts_total).toBe(0);
      const second = await estimate(christmas, multisport);
      expect(second.volume_discounts_total).toBe(-1000);
      const priced = await add(christmas, multisport);
      expect(priced(christmas.id)).toBe(second.price);
      expect(priced(carnival.id)).toBe(first(carnival.id));
    });

    it('applies a discount in force on every activity, and not one that has ended or not started', async () => {
      const organiser = await app.db
        .selectFrom('organisers')
        .select('id')
        .where('hostname', '=', FR_HOST)
        .executeTakeFirstOrThrow();
      const timed = (
        title: string,
        percentage: number,
        starts_at: string | null,
        ends_at: string | null,
      ) => ({
        organiser_id: organiser.id,
        activity_id: null,
        title,
        amount: null,
        percentage,
        starts_at,
        ends_at,
      });
      const before = await estimate(arts);
      const rows = await app.db
        .insertInto('discounts')
        .values([
          timed('Ended', 50, null, later(-1)),
          timed('Not yet', 50, later(30), null),
          timed('This week', 10, later(-1), later(6)),
        ])
        .returning('id')
        .execute();
      try {
        const during = await estimate(arts);
        expect(before.discounts_total).toBe(0);
        expect(during.discounts_total).toBe(-Math.round(before.price / 10));
        expect(during.price).toBe(before.price + during.discounts_total);
        // A week later this week's discount has ended, and the next one has not started.
        app.setNow(later(7));
        expect((await estimate(arts)).discounts_total).toBe(0);
      } finally {
        await app.db
          .deleteFrom('discounts')
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
      }
    });

    it('prices an edited registration again with the volume discount of its order, and without it once alone', async () => {
      const added = await zoe.client.call('POST', '/api/carts/items', {
        body: { registrations: [line(carnival, multisport), line(christmas, multisport)] },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const done = await zoe.client.call('POST', '/api/carts/checkout', {
        body: { cart_id: (added.body.cart as { id: number }).id, payment_strategy: 'DELAYED', terms: true },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const registrations = await app.db
        .selectFrom('registrations')
        .select(['id', 'availability_id', 'total_amount'])
        .where('customer_id', '=', zoe.id)
        .where('cancelled', '=', false)
        .execute();
      const onChristmas = registrations.find((row) => row.availability_id === christmas.id);
      const onCarnival = registrations.find((row) => row.availability_id === carnival.id);
      if (!onChristmas || !onCarnival) throw new Error('both registrations are expected');
      const total = async () =>
        (
          await app.db
            .selectFrom('registrations')
            .select('total_amount')
            .where('id', '=', onChristmas.id)
            .executeTakeFirstOrThrow()
        ).total_amount;
      const edit = () =>
        zoe.client.call('PUT', '/api/registrations', {
          body: {
            registration_id: onChristmas.id,
            availability_dates: line(christmas).availability_dates,
            ...multisport,
            automatic_price: true,
          },
        });

      // Priced again as the cart priced it: the order still holds two multisport registrations.
      const discounted = await total();
      expect((await edit()).status).toBe(200);
      expect(await total()).toBe(discounted);

      const cancelled = await zoe.client.call('POST', '/api/registrations/cancel', {
        body: { registration_id: onCarnival.id, message: 'Malade' },
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect((await edit()).status).toBe(200);
      expect(await total()).toBe(discounted + 1000);
    });
  },
);
