import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityListItemSchema, catalogueCalls as calls } from '../../core/schemas/index';
import { FIXTURE_A, FIXTURE_B, type Fixture, insertCatalogueFixture } from './catalogue/test-fixture';
import { drivers, startTestApp, type TestApp, type TestClient } from './test-support';

type Row = Record<string, unknown>;
/** Whether an answer has the shape of the call's core answer schema. */
const matchesAnswer = (
  call: { answer: { safeParse(value: unknown): { success: boolean } } | null },
  body: Row,
) => call.answer?.safeParse(body).success === true;
const cuids = (body: Row) => (body.data as Row[]).map((row) => row.cuid);

describe.each(drivers)('catalogue reads on %s', { timeout: 60_000 }, (driver) => {
  let app: TestApp;
  let fixture: Fixture;
  let a: TestClient;
  let b: TestClient;
  beforeAll(async () => {
    app = await startTestApp(driver);
    fixture = await insertCatalogueFixture(app.db);
    a = app.client(FIXTURE_A);
    b = app.client(FIXTURE_B);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = async (client: TestClient, path: string) => {
    const answer = await client.call('GET', path);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };

  describe('GET /api/availabilities', () => {
    it('answers OPEN ones by default, by start, in the shape of the core schema', async () => {
      const body = await get(a, '/api/availabilities');
      expect(cuids(body)).toEqual(['fx-av-painting-past', 'fx-av-foot-xmas', 'fx-av-painting']);
      expect(body.count).toBe(3);
      expect(matchesAnswer(calls.availabilities, body)).toBe(true);
      const [, foot] = body.data as Row[];
      // The lean list item (issue 17 §2): what the cards and schedules read, nothing more.
      expect(Object.keys(foot ?? {}).sort()).toEqual(Object.keys(availabilityListItemSchema.shape).sort());
      expect(foot).toMatchObject({
        status: 'OPEN',
        price: 12000,
        capacity: 10,
        registered: 3,
        age_minimum: 6,
        age_maximum: 9,
        start_at: '2026-12-21T08:00:00.000Z',
        end_at: '2026-12-24T15:00:00.000Z',
        location: { name: 'Ixelles', title: 'Salle Ixelles', city: 'Ixelles' },
        activity: {
          title: 'Stage de football',
          image: { public_url: '/media/fx-foot.svg' },
          settings: { allow_registrations_after_start: false },
        },
      });
      expect(Object.keys(foot?.location as Row).sort()).toEqual(['city', 'name', 'title']);
      expect(Object.keys(foot?.activity as Row).sort()).toEqual(['image', 'settings', 'title']);
      expect((foot?.dates as Row[]).map((date) => date.cuid)).toEqual([
        'fx-av-foot-xmas-d1',
        'fx-av-foot-xmas-d2',
        'fx-av-foot-xmas-d3',
        'fx-av-foot-xmas-d4',
      ]);
      // Its dates (instants written by PostgreSQL, seats held in carts counted) are the detail's.
      const detail = (await get(a, '/api/availabilities/fx-av-foot-xmas')).availability as Row;
      expect(foot?.dates).toEqual(detail.dates);
      expect(foot?.registered).toBe(detail.registered);
    });

    it('takes a status list, after, sort and both windows (page_number/page_size and limit/offset)', async () => {
      expect(cuids(await get(a, '/api/availabilities?status=OPEN,FULL&after=2026-11-22T10:00:00Z'))).toEqual([
        'fx-av-foot-xmas',
        'fx-av-painting',
        'fx-av-foot-feb',
      ]);
      expect(cuids(await get(a, '/api/availabilities?status=CLOSED,OVERLAP'))).toEqual([
        'fx-av-painting-closed',
      ]);
      expect(cuids(await get(a, '/api/availabilities?sort=-start_at'))).toEqual([
        'fx-av-painting',
        'fx-av-foot-xmas',
        'fx-av-painting-past',
      ]);
      const page = await get(a, '/api/availabilities?page_size=1&page_number=2');
      expect([cuids(page), page.count]).toEqual([['fx-av-foot-xmas'], 3]);
      const beyond = await get(a, '/api/availabilities?page_size=2&page_number=5');
      expect([cuids(beyond), beyond.count]).toEqual([[], 3]);
      expect(cuids(await get(a, '/api/availabilities?limit=2&offset=1'))).toEqual([
        'fx-av-foot-xmas',
        'fx-av-painting',
      ]);
    });

    it('filters by search (literal, case-insensitive), activity, catalog and segment', async () => {
      expect(
        cuids(await get(a, '/api/availabilities?search=%20PEINTURE%20&after=2026-11-22T10:00:00Z')),
      ).toEqual(['fx-av-painting']);
      expect(cuids(await get(a, '/api/availabilities?search=%25'))).toEqual([]);
      expect(
        cuids(await get(a, `/api/availabilities?activity=${fixture.activity.foot.id}&status=OPEN,FULL`)),
      ).toEqual(['fx-av-foot-xmas', 'fx-av-foot-feb']);
      expect(cuids(await get(a, `/api/availabilities?catalog=${fixture.catalogId}`))).toEqual([
        'fx-av-foot-xmas',
      ]);
      expect(cuids(await get(a, `/api/availabilities?segment=${fixture.segmentId}`))).toEqual([
        'fx-av-painting',
      ]);
    });

    it('filters by local date and weekday in Brussels time', async () => {
      expect(cuids(await get(a, '/api/availabilities?date=2026-12-22'))).toEqual(['fx-av-foot-xmas']);
      // 23:30 on 10 October in Brussels is 21:30 UTC: the local day counts.
      expect(cuids(await get(a, '/api/availabilities?date=2026-10-10'))).toEqual(['fx-av-painting-past']);
      expect(cuids(await get(a, '/api/availabilities?date=2026-10-11'))).toEqual([]);
      expect(cuids(await get(a, '/api/availabilities?weekday=3'))).toEqual([
        'fx-av-foot-xmas',
        'fx-av-painting',
      ]);
      expect(cuids(await get(a, '/api/availabilities?weekday=1'))).toEqual(['fx-av-foot-xmas']);
      expect(cuids(await get(a, '/api/availabilities?weekday=6'))).toEqual(['fx-av-painting-past']);
    });

    it('filters by age, location, period and categories (any value in a group, every group)', async () => {
      expect(cuids(await get(a, '/api/availabilities?age=7'))).toEqual(['fx-av-foot-xmas']);
      expect(cuids(await get(a, '/api/availabilities?age=12'))).toEqual([
        'fx-av-painting-past',
        'fx-av-painting',
      ]);
      expect(cuids(await get(a, '/api/availabilities?location=fx-ixelles'))).toEqual([
        'fx-av-foot-xmas',
        'fx-av-painting',
      ]);
      expect(cuids(await get(a, '/api/availabilities?location=fx-uccle&status=FULL'))).toEqual([
        'fx-av-foot-feb',
      ]);
      expect(cuids(await get(a, '/api/availabilities?location=fx-other'))).toEqual([]);
      expect(cuids(await get(a, '/api/availabilities?period=fx-christmas'))).toEqual(['fx-av-foot-xmas']);
      expect(
        cuids(await get(a, '/api/availabilities?availabilities-period=fx-carnival&status=OPEN,FULL')),
      ).toEqual(['fx-av-painting', 'fx-av-foot-feb']);
      expect(cuids(await get(a, '/api/availabilities?category-fx-theme=fx-sport'))).toEqual([
        'fx-av-foot-xmas',
      ]);
      expect(cuids(await get(a, '/api/availabilities?category-fx-theme=fx-sport,fx-art'))).toHaveLength(3);
      expect(
        cuids(await get(a, '/api/availabilities?category-fx-theme=fx-art&category-fx-format=fx-camp')),
      ).toEqual([]);
      expect(
        cuids(
          await get(
            a,
            '/api/availabilities?category-fx-theme=fx-art&category-fx-format=fx-course&after=2026-11-22T10:00:00Z',
          ),
        ),
      ).toEqual(['fx-av-painting']);
    });

    it('never shows another organiser’s availabilities', async () => {
      expect(cuids(await get(b, '/api/availabilities'))).toEqual(['fx-av-b']);
      expect(
        cuids(await get(a, `/api/availabilities?activity=${fixture.activity.otherOrganiser.id}`)),
      ).toEqual([]);
    });

    it('refuses a malformed query with a code', async () => {
      for (const query of [
        'status=OPENED',
        'page_size=0',
        'page_size=101',
        'page_number=0',
        'limit=x',
        'after=yesterday',
        'date=2026-13-01',
        'weekday=8',
        'age=-1',
        'sort=price',
      ]) {
        const answer = await a.call('GET', `/api/availabilities?${query}`);
        expect([query, answer.status, answer.body.error]).toEqual([query, 400, 'VALIDATION_FAILED']);
      }
    });
  });

  describe('GET /api/availabilities/{cuid}', () => {
    it('answers one availability with its activity’s options and questions in display order', async () => {
      const body = await get(a, '/api/availabilities/fx-av-painting');
      expect(matchesAnswer(calls.availability, body)).toBe(true);
      const availability = body.availability as Row;
      expect(availability.dates).toHaveLength(10);
      expect(availability.capacity).toBeNull();
      const options = availability.options as Row[];
      expect(options.map((option) => option.title)).toEqual(['Goûter', 'Matériel']);
      expect(options[1]?.prices).toEqual([]);
      expect(options[1]?.answer_required).toBe(true);
      expect(
        (options[0]?.prices as Row[]).map((price) => [price.label, price.amount, price.percentage]),
      ).toEqual([
        ['Kit complet', 1500, null],
        ['Kit réduit', null, 12.5],
      ]);
      const [question] = availability.questions as Row[];
      expect(question).toMatchObject({ title: 'Couleur préférée', type: 'CHOICES_SINGLE', required: true });
      expect((question?.choices as Row[]).map((choice) => choice.label)).toEqual(['Rouge', 'Bleu']);
    });

    it('gives the location’s coordinates when it has them, for directions (issue 20 §4)', async () => {
      const feb = (await get(a, '/api/availabilities/fx-av-foot-feb')).availability as Row;
      expect(feb.location).toMatchObject({ city: 'Uccle', latitude: 50.8077, longitude: 4.3556 });
      const painting = (await get(a, '/api/availabilities/fx-av-painting')).availability as Row;
      expect(painting.location).toMatchObject({ city: 'Ixelles', latitude: null, longitude: null });
    });

    it('answers 404 AVAILABILITY_NOT_FOUND for unknown cuids and other organisers’ ones', async () => {
      for (const [client, cuid] of [
        [a, 'nope'],
        [a, 'fx-av-b'],
        [b, 'fx-av-painting'],
      ] as const) {
        const answer = await client.call('GET', `/api/availabilities/${cuid}`);
        expect([answer.status, answer.body.error]).toEqual([404, 'AVAILABILITY_NOT_FOUND']);
      }
    });
  });

  describe('dates, calendar and periods', () => {
    it('lists the dates of matching availabilities with their availability id, within after/before', async () => {
      const all = await get(a, '/api/availabilities/dates');
      const dates = all.availabilities_dates as Row;
      expect(dates.count).toBe(4 + 10 + 1);
      expect(matchesAnswer(calls.availabilityDates, all)).toBe(true);
      const january = (
        await get(a, '/api/availabilities/dates?after=2027-01-01T00:00:00Z&before=2027-01-20T00:00:00Z')
      ).availabilities_dates as Row;
      expect((january.data as Row[]).map((date) => date.cuid)).toEqual([
        'fx-av-painting-d1',
        'fx-av-painting-d2',
      ]);
      expect((january.data as Row[])[0]?.start_at).toBe('2027-01-06T13:00:00.000Z');
    });

    it('lists the local days that have something, from today on, without duplicates', async () => {
      const body = await get(a, '/api/availabilities/calendar?status=OPEN,FULL');
      const days = (body.dates as Row[]).map((day) => day.date);
      expect(days.slice(0, 5)).toEqual([
        '2026-12-21',
        '2026-12-22',
        '2026-12-23',
        '2026-12-24',
        '2027-01-06',
      ]);
      expect(days).toContain('2027-02-15');
      expect(days).not.toContain('2026-10-10');
      expect(new Set(days).size).toBe(days.length);
    });

    it('lists periods holding an upcoming catalogue availability, and periods after an instant', async () => {
      expect(cuids(await get(a, '/api/availabilities/periods'))).toEqual(['fx-christmas', 'fx-carnival']);
      // The weekly painting course runs through the carnival holidays.
      expect(
        cuids(await get(a, `/api/availabilities/periods?activity=${fixture.activity.painting.id}`)),
      ).toEqual(['fx-carnival']);
      expect(cuids(await get(a, '/api/activities/periods'))).toEqual(['fx-christmas', 'fx-carnival']);
      expect(cuids(await get(a, '/api/activities/periods?after=2026-10-01T00:00:00Z'))).toEqual([
        'fx-autumn',
        'fx-christmas',
        'fx-carnival',
      ]);
    });
  });

  describe('activities, categories, locations', () => {
    it('lists activities with filters and reads one by cuid or slug', async () => {
      expect(cuids(await get(a, '/api/activities'))).toEqual(['fx-painting', 'fx-choir', 'fx-foot']);
      expect(cuids(await get(a, `/api/activities?catalog=${fixture.catalogId}`))).toEqual(['fx-foot']);
      expect(
        cuids(
          await get(
            a,
            `/api/activities?id=${fixture.activity.choir.id},${fixture.activity.otherOrganiser.id}`,
          ),
        ),
      ).toEqual(['fx-choir']);
      expect(cuids(await get(a, '/api/activities?after=2027-01-10T00:00:00Z'))).toEqual([
        'fx-painting',
        'fx-foot',
      ]);
      expect(cuids(await get(a, '/api/activities?category-fx-theme=fx-art'))).toEqual(['fx-painting']);
      expect(cuids(await get(a, '/api/activities?age=15'))).toEqual(['fx-choir']);
      expect(cuids(await get(a, '/api/activities?search=foot'))).toEqual(['fx-foot']);
      const page = await get(a, '/api/activities?page_size=2&page_number=2');
      expect([cuids(page), page.count]).toEqual([['fx-foot'], 3]);
      expect(((await get(a, '/api/activities/foot')).activity as Row).cuid).toBe('fx-foot');
      expect(((await get(a, '/api/activities/fx-foot')).activity as Row).slug).toBe('foot');
      expect((await a.call('GET', '/api/activities/fx-b-tennis')).status).toBe(404);
    });

    it('answers request tiers in order, 404 for an unknown activity', async () => {
      const body = await get(a, '/api/activities/fx-choir/registrations-requests-configuration');
      expect(body.tiers).toEqual([
        { cuid: 'fx-tier-trial', name: 'Essai', minimum_availabilities: 1, maximum_availabilities: 2 },
        {
          cuid: 'fx-tier-full',
          name: 'Saison complète',
          minimum_availabilities: 3,
          maximum_availabilities: 10,
        },
      ]);
      const missing = await b.call('GET', '/api/activities/fx-choir/registrations-requests-configuration');
      expect([missing.status, missing.body.error]).toEqual([404, 'ACTIVITY_NOT_FOUND']);
    });

    it('answers category groups with their categories, filtered by cuid, and only this organiser’s locations', async () => {
      const groups = (await get(a, '/api/categories/groups')).data as Row[];
      expect(
        groups.map((group) => [group.cuid, (group.categories as Row[]).map((category) => category.cuid)]),
      ).toEqual([
        ['fx-theme', ['fx-sport', 'fx-art']],
        ['fx-format', ['fx-camp', 'fx-course']],
      ]);
      expect(cuids(await get(a, '/api/categories/groups?cuid=fx-format'))).toEqual(['fx-format']);
      expect(cuids(await get(b, '/api/categories/groups'))).toEqual([]);
      expect(cuids(await get(a, '/api/locations'))).toEqual(['fx-ixelles', 'fx-uccle']);
      expect(cuids(await get(b, '/api/locations'))).toEqual(['fx-other']);
    });
  });

  describe('products, blog and resources', () => {
    it('lists bundles, memberships and vouchers in the organiser’s order and reads one by cuid or slug', async () => {
      const bundles = await get(a, '/api/bundles');
      expect([cuids(bundles), bundles.count]).toEqual([['fx-bundle-free', 'fx-bundle-10'], 2]);
      expect(matchesAnswer(calls.bundles, bundles)).toBe(true);
      expect(cuids(await get(a, '/api/bundles?limit=1&offset=1'))).toEqual(['fx-bundle-10']);
      expect(cuids(await get(b, '/api/bundles'))).toEqual(['fx-bundle-b']);
      const memberships = await get(a, '/api/memberships');
      expect((memberships.data as Row[]).map((row) => row.period_type)).toEqual(['ROLLING', 'FIXED']);
      expect(cuids(await get(a, '/api/vouchers'))).toEqual(['fx-voucher-50']);
      expect(((await get(a, '/api/bundles/fx-bundle-10-slug')).bundle as Row).capacity).toBe(10);
      expect(
        ((await get(a, '/api/memberships/fx-membership-year')).membership as Row).rolling_period_type,
      ).toBe('YEAR');
      expect(((await get(a, '/api/vouchers/fx-voucher-50')).voucher as Row).price).toBe(5001);
      const foreign = await a.call('GET', '/api/bundles/fx-bundle-b');
      expect([foreign.status, foreign.body.error]).toEqual([404, 'BUNDLE_NOT_FOUND']);
    });

    it('filters bundles, memberships and vouchers by search (part 2 §7 "filters"), per organiser', async () => {
      // Titles are the cuids: the search matches a part of the title, any case, trimmed.
      expect(cuids(await get(a, '/api/bundles?search=%20BUNDLE-10%20'))).toEqual(['fx-bundle-10']);
      expect((await get(a, '/api/bundles?search=free')).count).toBe(1);
      expect(cuids(await get(a, '/api/bundles?search=fx-bundle-b'))).toEqual([]);
      expect(cuids(await get(a, '/api/vouchers?search=voucher'))).toEqual(['fx-voucher-50']);
      expect(cuids(await get(a, '/api/memberships?search=nothing-like-this'))).toEqual([]);
      // LIKE wildcards are searched as text.
      expect(cuids(await get(a, '/api/bundles?search=%25'))).toEqual([]);
    });

    it('pages blog articles newest first, twelve by default', async () => {
      const first = await get(a, '/api/blog/articles');
      expect([(first.data as Row[]).length, first.count, first.offset, first.limit]).toEqual([12, 13, 0, 12]);
      expect((first.data as Row[])[0]?.slug).toBe('article-13');
      expect(cuids(await get(a, '/api/blog/articles?limit=3&offset=12'))).toEqual(['fx-article-1']);
      expect(((await get(a, '/api/blog/articles/article-2')).article as Row).title).toBe('Article 2');
      expect((await b.call('GET', '/api/blog/articles/article-2')).status).toBe(404);
    });

    it('lists resources and their free priced slots in a two-week window by default', async () => {
      expect(
        (await get(a, `/api/resources?bookings-configurations=${fixture.configurationId}`)).data,
      ).toEqual([
        expect.objectContaining({ cuid: 'fx-hall', name: 'Salle polyvalente' }),
        expect.objectContaining({ cuid: 'fx-court', name: 'Terrain de padel' }),
      ]);
      const slots = (await get(a, '/api/resources/availabilities')).data as Row[];
      expect(slots.map((slot) => slot.start_at)).toEqual([
        '2026-11-23T09:00:00.000Z',
        '2026-11-24T17:00:00.000Z',
      ]);
      expect(slots[0]?.prices).toEqual([
        { duration: 3600, amount: 2000 },
        { duration: 5400, amount: 2800 },
      ]);
      const later = (
        await get(a, '/api/resources/availabilities?after=2026-12-01T00:00:00Z&before=2026-12-31T00:00:00Z')
      ).data as Row[];
      expect(later).toHaveLength(1);
      expect((await get(b, '/api/resources/availabilities')).data).toEqual([]);
    });
  });
});
