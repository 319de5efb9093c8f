import assert from 'node:assert/strict';
import { defineArea } from '../book';
import { EN_HOST, visitor } from '../http';

type Listed = Record<string, unknown>;
const list = (body: Record<string, unknown>) => body.data as Listed[];

// Part 2 §7 (catalogue calls) and §9 (list constants), checked on the real server.
export default defineArea({
  area: 'CATCALL',
  title: 'Catalogue calls, on the server',
  rules: [
    {
      id: 'CATCALL-01',
      source: 'part 2 §7',
      sentence: 'Pagination query parameters: page_number (default 1) and page_size (default 20).',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const first = await browser.call('GET', '/api/availabilities');
        const count = first.body.count as number;
        assert.ok(count > 20, `the demo catalogue holds more than one page (${count})`);
        assert.equal(list(first.body).length, 20);
        const explicit = await browser.call('GET', '/api/availabilities?page_number=1&page_size=20');
        assert.deepEqual(list(explicit.body), list(first.body));
        const second = await browser.call('GET', '/api/availabilities?page_number=2&page_size=20');
        const ids = new Set(list(first.body).map((row) => row.id));
        assert.ok(list(second.body).every((row) => !ids.has(row.id)));
      },
    },
    {
      id: 'CATCALL-02',
      source: 'part 2 §7',
      sentence:
        'GET /api/availabilities: limit, offset, activity, status (comma list, default OPEN), catalog or segment (comma list), after, sort, search, date, location, page_number, configured filter ids, category filters. Returns data[] and count.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const open = await browser.call('GET', '/api/availabilities?limit=100');
        assert.ok(list(open.body).every((row) => row.status === 'OPEN'));
        const several = await browser.call('GET', '/api/availabilities?limit=100&status=CLOSED,FULL');
        assert.ok(list(several.body).length > 0);
        assert.ok(list(several.body).every((row) => row.status === 'CLOSED' || row.status === 'FULL'));
        assert.equal(typeof several.body.count, 'number');
      },
    },
    {
      id: 'CATCALL-03',
      source: 'part 2 §9',
      sentence: 'Default status filter OPEN.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const implicit = await browser.call('GET', '/api/availabilities?limit=100');
        const explicit = await browser.call('GET', '/api/availabilities?limit=100&status=OPEN');
        assert.deepEqual(implicit.body, explicit.body);
      },
    },
    {
      id: 'CATCALL-04',
      source: 'part 2 §7',
      sentence:
        'GET /api/availabilities/dates: activity, status, after, before, catalog or segment, filters. Returns availabilities_dates {data[], count}.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const answer = await browser.call(
          'GET',
          '/api/availabilities/dates?after=2026-12-01T00:00:00.000Z&before=2026-12-08T00:00:00.000Z',
        );
        const dates = answer.body.availabilities_dates as {
          data: Array<{ start_at: string }>;
          count: number;
        };
        assert.equal(typeof dates.count, 'number');
        assert.ok(dates.data.length > 0);
        for (const date of dates.data) {
          assert.ok(
            date.start_at >= '2026-12-01T00:00:00.000Z' && date.start_at < '2026-12-08T00:00:00.000Z',
            date.start_at,
          );
        }
      },
    },
    {
      id: 'CATCALL-05',
      source: 'part 2 §7',
      sentence:
        'GET /api/availabilities/calendar: catalog, activity, status, filters, search, date, location, page_number. Returns dates[] {date}.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const answer = await browser.call('GET', '/api/availabilities/calendar');
        const dates = answer.body.dates as Array<{ date: string }>;
        assert.ok(dates.length > 0);
        assert.ok(dates.every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.date)));
        const days = dates.map((entry) => entry.date);
        assert.deepEqual(days, [...new Set(days)].sort());
      },
    },
    {
      id: 'CATCALL-06',
      source: 'part 2 §7',
      sentence:
        'GET /api/activities: limit, offset, catalog, id (comma list), after (only when the available-only setting is on), filters. Returns data[] and count.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const all = await browser.call('GET', '/api/activities?limit=100');
        const [first, second] = list(all.body);
        const picked = await browser.call('GET', `/api/activities?id=${first?.id},${second?.id}`);
        assert.deepEqual(
          list(picked.body)
            .map((row) => row.id)
            .sort(),
          [first?.id, second?.id].sort(),
        );
        assert.equal(picked.body.count, 2);
      },
    },
    {
      id: 'CATCALL-07',
      source: 'part 2 §7',
      sentence:
        'GET /api/bundles, GET /api/memberships, GET /api/vouchers: limit, offset, id (comma list), filters. Return data[] and count.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        for (const path of ['/api/bundles', '/api/memberships', '/api/vouchers']) {
          const all = await browser.call('GET', path);
          const rows = list(all.body);
          assert.ok(rows.length > 0 && typeof all.body.count === 'number', path);
          const one = await browser.call('GET', `${path}?limit=1&offset=1`);
          assert.deepEqual(list(one.body), rows.slice(1, 2), path);
          const picked = await browser.call('GET', `${path}?id=${rows[0]?.id}`);
          assert.deepEqual(
            list(picked.body).map((row) => row.id),
            [rows[0]?.id],
            path,
          );
        }
      },
    },
    {
      id: 'CATCALL-08',
      source: 'part 2 §7',
      sentence: 'GET /api/blog/articles: limit; returns data, count, offset, limit.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const answer = await browser.call('GET', '/api/blog/articles?limit=2');
        assert.deepEqual(Object.keys(answer.body).sort(), ['count', 'data', 'limit', 'offset']);
        assert.equal(answer.body.limit, 2);
        assert.ok(list(answer.body).length <= 2);
      },
    },
    {
      id: 'CATCALL-09',
      source: 'part 2 §9',
      sentence: 'Blog page 12; latest articles default 3.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const answer = await browser.call('GET', '/api/blog/articles');
        assert.equal(answer.body.limit, 12);
      },
    },
    {
      id: 'CATCALL-10',
      source: 'part 2 §7',
      sentence: 'GET /api/resources: bookings-configurations; returns data[] (id, cuid, name).',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const answer = await browser.call('GET', '/api/resources');
        const rows = list(answer.body);
        assert.ok(rows.length > 0);
        for (const row of rows) {
          assert.equal(typeof row.id, 'number');
          assert.equal(typeof row.cuid, 'string');
          assert.equal(typeof row.name, 'string');
        }
      },
    },
    {
      id: 'CATCALL-11',
      source: 'part 2 §7',
      sentence:
        'GET /api/resources/availabilities: bookings-configurations, after, before; returns resource availabilities (id, resource_id, start_at, prices[] with duration in seconds and amount).',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const answer = await browser.call(
          'GET',
          '/api/resources/availabilities?after=2026-11-23T00:00:00.000Z&before=2026-11-30T00:00:00.000Z',
        );
        const rows = list(answer.body) as Array<{
          id: number;
          resource_id: number;
          start_at: string;
          prices: Array<{ duration: number; amount: number }>;
        }>;
        assert.ok(rows.length > 0, JSON.stringify(answer.body).slice(0, 200));
        for (const row of rows) {
          assert.ok(row.start_at >= '2026-11-23T00:00:00.000Z' && row.start_at < '2026-11-30T00:00:00.000Z');
          assert.ok(
            row.prices.every((price) => Number.isInteger(price.duration) && Number.isInteger(price.amount)),
          );
        }
      },
    },
    {
      id: 'CATCALL-12',
      source: 'part 2 §7',
      sentence: 'GET /api/activities/{cuid}/registrations-requests-configuration: returns tiers[cuid, name].',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const activities = list((await browser.call('GET', '/api/activities?limit=100')).body) as Array<{
          cuid: string;
          registration_flow?: string;
        }>;
        const requested = activities.find((activity) => activity.registration_flow === 'REQUEST');
        assert.ok(requested, 'the demo catalogue has a REQUEST activity');
        const answer = await browser.call(
          'GET',
          `/api/activities/${requested.cuid}/registrations-requests-configuration`,
        );
        const tiers = answer.body.tiers as Array<Record<string, unknown>>;
        assert.ok(tiers.length > 0);
        assert.ok(tiers.every((tier) => typeof tier.cuid === 'string' && typeof tier.name === 'string'));
      },
    },
    {
      id: 'CATCALL-13',
      source: 'part 1 §1',
      sentence:
        'Supported: languages French (fr) and English (en), currency EUR only, timezone Europe/Brussels only.',
      kind: 'http',
      check: async () => {
        for (const [host, language] of [
          [undefined, 'fr'],
          [EN_HOST, 'en'],
        ] as const) {
          const browser = await visitor(host);
          const site = await browser.call('GET', '/api/website');
          const organiser = (site.body.website as { organiser: Record<string, unknown> }).organiser;
          assert.deepEqual(
            [organiser.language, organiser.currency, organiser.timezone],
            [language, 'EUR', 'Europe/Brussels'],
          );
        }
      },
    },
    {
      id: 'CATCALL-14',
      source: 'part 1 §4',
      sentence: 'Catalogue pages allow availability statuses OPEN and FULL.',
      kind: 'http',
      check: async () => {
        // The activities grid with the available-only setting lists an activity only while one of its
        // availabilities in an allowed status (OPEN or FULL) still runs.
        const browser = await visitor();
        const after = '2026-11-22T10:00:00.000Z';
        const shown = list((await browser.call('GET', `/api/activities?limit=100&after=${after}`)).body);
        assert.ok(shown.length > 0);
        for (const activity of shown) {
          const running = await browser.call(
            'GET',
            `/api/availabilities?activity=${activity.id}&status=OPEN,FULL&after=${after}&limit=1`,
          );
          assert.ok((running.body.count as number) > 0, `activity ${activity.id} has a running availability`);
        }
      },
    },
  ],
});
