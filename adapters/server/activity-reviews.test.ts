import { describe, expect, it } from 'vitest';
import { activityReviewsAnswer, type ActivityReviews as Reviews } from '../../core/schemas/index';
import { PAST_CAMP_CUID } from '../seed/demo/history';
import { AC_PAST_CAMP_CUID } from '../seed/demo/reviews';
import { useTestApp } from './test-suite-app';
import { drivers, EN_HOST, FR_HOST, TEST_NOW } from './test-support';

/**
 * GET /api/activities/:cuid/reviews (issue 20 §2): the public reviews of an activity's finished
 * registrations, per organiser, latest first, paginated, with the average and count aggregated in SQL.
 * The demo seeds three public reviews and a private one on the ended multisport camp (fr) and three on the
 * ended code camp (en).
 */
describe.each(drivers)('activity reviews on %s', { timeout: 120_000 }, (driver) => {
  const app = useTestApp(driver);

  const read = async (activity: string, query = '', host = FR_HOST) => {
    const answer = await app.client(host).call('GET', `/api/activities/${activity}/reviews${query}`);
    return { status: answer.status, body: answer.body as unknown as Reviews & { error?: string } };
  };
  const registrationOf = async (cuid: string) =>
    app.db.selectFrom('registrations').select('id').where('cuid', '=', cuid).executeTakeFirstOrThrow();

  it('answers the average, the count and the latest public reviews with first name and initial', async () => {
    const { status, body } = await read('ps-act-multisport');
    expect(status).toBe(200);
    expect(activityReviewsAnswer.parse(body)).toEqual(body);
    // 5, 4 and 5; the private 2 is not counted.
    expect(body.count).toBe(3);
    expect(body.average).toBe(4.7);
    expect(body.data.map((review) => review.author)).toEqual(['Aïcha J.', 'Thomas P.', 'Sophie M.']);
    expect(body.data.map((review) => review.score)).toEqual([5, 4, 5]);
    expect(body.data[0]?.message).toBeNull();
    expect(JSON.stringify(body)).not.toContain('Dupont');
    expect(JSON.stringify(body)).not.toContain('Martin');
  });

  it('reads by slug as by cuid, and answers nothing for an activity without reviews (no average)', async () => {
    expect((await read('multisport-aventure-6-9')).body.count).toBe(3);
    expect((await read('ps-act-tennis')).body).toEqual({ average: null, count: 0, data: [] });
  });

  it("never shows another organiser's reviews: each site reads its own activities only", async () => {
    const english = await read('ac-act-code-camp', '', EN_HOST);
    expect(english.body).toMatchObject({ count: 3, average: 4.3 });
    expect(english.body.data.map((review) => review.author)).toEqual(['Priya T.', 'Daniel W.', 'Grace B.']);
    expect(await read('ac-act-code-camp', '', FR_HOST)).toMatchObject({
      status: 404,
      body: { error: 'ACTIVITY_NOT_FOUND' },
    });
    expect((await read('ps-act-multisport', '', EN_HOST)).status).toBe(404);
    expect((await read('no-such-activity')).status).toBe(404);
    // A review row claiming the other organiser is not this organiser's, whatever registration it names.
    const academy = await app.db
      .selectFrom('organisers')
      .select('id')
      .where('cuid', '=', 'org-little-lab-academy')
      .executeTakeFirstOrThrow();
    const camille = await registrationOf('ps-history-registration-past');
    const stray = await app.db
      .insertInto('reviews')
      .values({
        organiser_id: academy.id,
        customer_id: (
          await app.db
            .selectFrom('customers')
            .select('id')
            .where('email', '=', 'oliver@example.com')
            .executeTakeFirstOrThrow()
        ).id,
        registration_id: camille.id,
        score: 0,
        message: 'stray',
        private: false,
        created_at: TEST_NOW,
        updated_at: TEST_NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect((await read('ps-act-multisport')).body.count).toBe(3);
      expect((await read('ac-act-code-camp', '', EN_HOST)).body.count).toBe(3);
    } finally {
      await app.db.deleteFrom('reviews').where('id', '=', stray.id).execute();
    }
  });

  it('counts only finished registrations: not before the availability ends, not once cancelled', async () => {
    const camp = await app.db
      .selectFrom('availabilities')
      .select('end_at')
      .where('cuid', '=', PAST_CAMP_CUID)
      .executeTakeFirstOrThrow();
    app.setNow(new Date(Date.parse(camp.end_at) - 60_000).toISOString());
    try {
      expect((await read('ps-act-multisport')).body).toEqual({ average: null, count: 0, data: [] });
    } finally {
      app.setNow(TEST_NOW);
    }
    const peeters = await registrationOf('ps-review-peeters-registration');
    await app.db.updateTable('registrations').set({ cancelled: true }).where('id', '=', peeters.id).execute();
    try {
      const { body } = await read('ps-act-multisport');
      expect(body).toMatchObject({ count: 2, average: 5 });
      expect(body.data.map((review) => review.author)).toEqual(['Aïcha J.', 'Sophie M.']);
    } finally {
      await app.db
        .updateTable('registrations')
        .set({ cancelled: false })
        .where('id', '=', peeters.id)
        .execute();
    }
  });

  it('pages the reviews, latest first, with the count of them all', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => read('ps-act-multisport', `?page_number=${page}&page_size=2`)),
    );
    expect(pages.map((page) => page.body.data.map((review) => review.author))).toEqual([
      ['Aïcha J.', 'Thomas P.'],
      ['Sophie M.'],
      [],
    ]);
    expect(pages.map((page) => page.body.count)).toEqual([3, 3, 3]);
    expect((await read('ps-act-multisport')).body.data).toHaveLength(3);
  });

  it('refuses a page size above the bound, or a page below 1', async () => {
    for (const query of ['?page_size=21', '?page_size=0', '?page_number=0', '?page_size=abc']) {
      expect(await read('ps-act-multisport', query)).toMatchObject({
        status: 400,
        body: { error: 'VALIDATION_FAILED' },
      });
    }
  });

  it('leaves out the reviews of a customer whose account is deleted', async () => {
    const customer = await app.db
      .selectFrom('customers')
      .select('id')
      .where('cuid', '=', 'ps-review-martin-customer')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('customers')
      .set({ deleted_at: TEST_NOW })
      .where('id', '=', customer.id)
      .execute();
    try {
      expect((await read('ps-act-multisport')).body).toMatchObject({ count: 2, average: 4.5 });
    } finally {
      await app.db.updateTable('customers').set({ deleted_at: null }).where('id', '=', customer.id).execute();
    }
  });

  it('keeps the ended code camp out of the academy catalogue lists', async () => {
    const camp = await app.db
      .selectFrom('availabilities')
      .select(['status', 'end_at'])
      .where('cuid', '=', AC_PAST_CAMP_CUID)
      .executeTakeFirstOrThrow();
    expect(camp.status).toBe('CLOSED');
    expect(Date.parse(camp.end_at)).toBeLessThan(Date.parse(TEST_NOW));
  });
});
