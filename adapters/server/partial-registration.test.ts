import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFormDates, allowsPartialRegistration } from '../../core/cart/index';
import { catalogueCalls } from '../../core/schemas/index';
import { signedIn } from './test-fixtures';
import { drivers, startTestApp, TEST_NOW, type TestApp, type TestClient } from './test-support';

/**
 * The availability read carries the activity's partial-registration setting (`partial_registration_fee`,
 * null when every date is required), so the add form offers what the cart accepts: a subset of the dates
 * the core rule lets the customer choose, priced with the fee.
 */
describe.each(drivers)(
  'partial registration in the availability read on %s',
  { timeout: 120_000 },
  (driver) => {
    let app: TestApp;
    let camille: TestClient;

    beforeAll(async () => {
      app = await startTestApp(driver);
      camille = await signedIn(app);
    }, 60_000);
    afterAll(async () => {
      await app?.close();
    });

    const read = async (cuid: string) => {
      const answer = await camille.call('GET', `/api/availabilities/${cuid}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const parsed = catalogueCalls.availability.answer?.parse(answer.body);
      if (!parsed) throw new Error('no answer schema');
      return parsed.availability;
    };

    it('answers the fee of the multisport demo (partial registration allowed) and null where every date is required', async () => {
      const multisport = await read('ps-av-carnaval-multisport-s1');
      expect(multisport.activity.partial_registration_fee).toBe(500);
      expect(allowsPartialRegistration(multisport.activity)).toBe(true);
      const arts = await read('ps-av-noel-arts-s1');
      expect(arts.activity.partial_registration_fee).toBeNull();
      expect(allowsPartialRegistration(arts.activity)).toBe(false);
    });

    it('estimates a subset of the dates the add form lets the customer choose, with the fee', async () => {
      const availability = await read('ps-av-carnaval-multisport-s1');
      const view = addFormDates(
        availability.dates,
        allowsPartialRegistration(availability.activity),
        TEST_NOW,
      );
      expect(view.mode).toBe('choose');
      expect(view.initial.length).toBeGreaterThan(1);
      const hugo = await app.db
        .selectFrom('participants')
        .select('id')
        .where('firstname', '=', 'Hugo')
        .executeTakeFirstOrThrow();
      const estimate = await camille.call('POST', '/api/carts/items/estimate', {
        body: {
          availability_id: availability.id,
          participant_id: hugo.id,
          availability_dates: view.initial.slice(0, 1).map((date_id) => ({ date_id })),
        },
      });
      expect(estimate.status, JSON.stringify(estimate.body)).toBe(200);
      expect(estimate.body.partial_registration_total_fee).toBe(500);
      expect(estimate.body.partial_registration_total_discount as number).toBeLessThan(0);
    });
  },
);
