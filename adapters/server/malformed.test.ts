import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallContract, calls, type catalogueCalls, sessionCalls } from '../../core/schemas/index';
import { FIXTURE_A, insertCatalogueFixture } from './catalogue/test-fixture';
import { newCustomerSignUp, TEST_ADDRESS } from './test-customers';
import { restoreSession } from './test-fixtures';
import {
  drivers,
  EN_HOST,
  FR_HOST,
  hasRoute,
  isAnswered,
  startTestApp,
  type TestApp,
  type TestClient,
  tableCounts,
} from './test-support';

/**
 * Whatever a browser sends to any call of the route table, the server answers with a status below 500,
 * a JSON `{ error: string }` on refusals, and writes nothing unless it answers 2xx (a GET never writes).
 * Calls nothing answers yet are skipped (and listed); they join as their routes land.
 */

/**
 * Runs per call: the values are the same on both drivers and the server's refusals happen before the
 * database, so PostgreSQL (the second driver, slower per statement) gets fewer, keeping CI under its time.
 */
const NUM_RUNS = { pglite: 30, postgres: 12 } as const;
const table = calls as Record<string, CallContract>;
const names = Object.keys(table);
/** Session, account and site calls: answered since the server's first commit. */
const REQUIRED: string[] = [
  ...Object.keys(sessionCalls),
  ...(['website', 'page'] satisfies Array<keyof typeof catalogueCalls>),
];

const fieldNames = (call: CallContract): string[] =>
  Object.keys((call.request as unknown as { shape?: Record<string, unknown> }).shape ?? {});

// ---- values ---------------------------------------------------------------------------------------------

const EDGE_NUMBERS = [
  0, -0, -1, 1, 2, 3, 1.5, 2147483647, 2147483648, -2147483649, 9007199254740991, 1e308, -1e308,
];
const EDGE_NUMBER_TEXT = [
  '0',
  '-0',
  '-1',
  '1',
  '01',
  '1.5',
  ' 7 ',
  '0x10',
  '1e3',
  '1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999999999',
];
const EDGE_DATES = [
  '2026-11-22',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-11-22T10:00:00Z',
  '2026-11-22T10:00:00+14:00',
  '2026-11-22T10:00:00.123456789Z',
  '2026-11-22T24:00:00Z',
  '+275760-09-13T00:00:00Z',
  '1970-01-01T00:00:00Z',
];
const EDGE_TEXT = [
  '',
  ' ',
  '%',
  '%%',
  '_',
  '\\',
  "'",
  '"',
  "'; drop table customers; --",
  'é',
  'Ünïcödé ÆØÅ',
  '👍🏽',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e',
  'a'.repeat(5000),
  ',',
  ',,,',
  '1,,2',
  '1,2,3',
  'OPEN,CLOSED',
  'start_at',
  '-start_at',
  'multiselect-search',
  '__proto__',
  'null',
  'true',
  '[]',
  '{}',
  '/',
  '/terms',
  '//',
  'camille@example.be',
  'demo-password',
];
const KNOWN_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'id',
  'customer_id',
  'organiser_id',
  'category-fx-theme',
  'custom_element_1',
  'response_type',
];

const edgeNumber = fc.constantFrom(...EDGE_NUMBERS);
const edgeText = fc.constantFrom(...EDGE_TEXT);
const someId = fc.oneof(fc.integer({ min: -2, max: 12 }), edgeNumber);
/** Any JSON scalar, biased to the edges. */
const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  edgeNumber,
  edgeText,
  fc.constantFrom(...EDGE_DATES),
);
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const customData = fc.array(
  fc.record(
    {
      field_id: someId,
      data: fc.oneof(fc.constantFrom('Oui', 'Non', 'Gluten, Lactose', '12345678901', 'Friends'), scalar),
    },
    { requiredKeys: [] },
  ),
  { maxLength: 3 },
);
/** Lines of the body's arrays (registrations, dates, options...), their keys taken from the contracts. */
const line = fc.dictionary(
  fc.constantFrom(
    'id',
    'date_id',
    'price_id',
    'question_id',
    'availability_id',
    'participant_id',
    'bundle_id',
    'voucher_id',
    'membership_id',
    'resource_id',
    'content',
    'quantity',
    'start_at',
    'end_at',
  ),
  fc.oneof(someId, scalar),
  { maxKeys: 4 },
);

/** A value for a field: often one of the right type (so handlers run on edge values), often not. */
function valueFor(name: string): fc.Arbitrary<unknown> {
  let plausible: fc.Arbitrary<unknown>;
  if (/(^|_)id$|^amount$|^score$|^quantity$/.test(name)) plausible = someId;
  else if (name === 'email') {
    plausible = fc.constantFrom('camille@example.be', ' FUZZ@Example.be ', 'nobody@example.be', 'x@y', '@');
  } else if (name === 'password') plausible = fc.constantFrom('demo-password', 'secret-1', '12345', '');
  else if (/date$|^after$|^before$|_at$/.test(name)) plausible = fc.constantFrom(...EDGE_DATES);
  else if (/^terms$|^public$|^automatic_price$|^payment_split$/.test(name)) plausible = fc.boolean();
  else if (name === 'address') {
    plausible = fc.oneof(
      fc.constant(TEST_ADDRESS),
      fc.record({ latitude: fc.oneof(fc.double(), edgeNumber), city: scalar }).map((broken) => ({
        ...TEST_ADDRESS,
        ...broken,
      })),
    );
  } else if (name === 'custom_data') plausible = customData;
  else if (name === 'participant') {
    plausible = fc.record(
      { birthdate: fc.constantFrom(...EDGE_DATES), custom_data: customData },
      { requiredKeys: [] },
    );
  } else if (name === 'payment_strategy') {
    plausible = fc.constantFrom('IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED', 'WALLET', '');
  } else if (/s$/.test(name)) plausible = fc.array(line, { maxLength: 3 });
  else plausible = fc.oneof(fc.string({ maxLength: 30 }), edgeText);
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: scalar }, jsonValue);
}

/** A query value for a field: numbers, dates, lists and text at their edges. */
function queryValueFor(name: string): fc.Arbitrary<string> {
  const anyText = fc.oneof(
    fc.constantFrom(...EDGE_NUMBER_TEXT, ...EDGE_DATES, ...EDGE_TEXT),
    fc.string({ maxLength: 20 }),
    fc.string({ unit: 'grapheme', maxLength: 10 }),
    fc.integer().map(String),
    fc.double().map(String),
    fc.bigInt().map(String),
    fc.array(fc.constantFrom(...EDGE_NUMBER_TEXT), { maxLength: 4 }).map((list) => list.join(',')),
  );
  if (name === 'pathname') return fc.oneof(fc.constantFrom('/', '/terms', '/nope', '//', '/%'), anyText);
  return anyText;
}

// ---- requests -------------------------------------------------------------------------------------------

interface Attempt {
  host: string;
  path: string;
  raw?: string;
}

const toJson = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return 'null';
  }
};

/** Bodies: any JSON, any value as JSON, the call's fields with right or wrong types, and text that is not JSON. */
function bodyFor(call: CallContract): fc.Arbitrary<string> {
  const names = fieldNames(call);
  const fields = fc
    .tuple(
      fc.record(Object.fromEntries(names.map((name) => [name, valueFor(name)])), { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom(...KNOWN_KEYS), scalar, { maxKeys: 2 }),
      fc.boolean(),
    )
    .map(([known, extra, prototype]) => {
      const text = JSON.stringify({ ...extra, ...known });
      // A literal "__proto__" key, as JSON.parse keeps it.
      return prototype
        ? text.replace(/^\{/, text === '{}' ? '{"__proto__":{"x":1}' : '{"__proto__":{"x":1},')
        : text;
    });
  const notJson = fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '{',
      '}',
      '{"a":',
      '[1,]',
      "{'a':1}",
      'undefined',
      'NaN',
      '{"a":1}{"b":2}',
      '\ufeff{}',
      '\u0000',
      'null',
      '"text"',
      '1e400',
      '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
    ),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );
  return fc.oneof(
    { weight: 4, arbitrary: fields },
    { weight: 1, arbitrary: jsonValue.map(toJson) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }).map(toJson) },
    { weight: 2, arbitrary: notJson },
  );
}

/** Query strings: the call's keys and random ones, repeated keys, values at the edges, encoded or raw. */
function queryFor(call: CallContract): fc.Arbitrary<string> {
  const names = fieldNames(call);
  const key = fc.oneof(
    { weight: 3, arbitrary: names.length ? fc.constantFrom(...names) : fc.constant('q') },
    { weight: 1, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
  const pair = key.chain((name) => fc.tuple(fc.constant(name), queryValueFor(name)));
  return fc
    .tuple(
      fc.array(pair, { maxLength: 6 }),
      fc.boolean(),
      fc.constantFrom('', '&', '&&', '=', '%', '%zz', '&=&'),
    )
    .map(([pairs, encoded, tail]) => {
      if (encoded) {
        const params = new URLSearchParams();
        for (const [name, value] of pairs) params.append(name, value);
        return `?${params}${tail}`;
      }
      // Unencoded, as a hand-typed URL would be (the URL parser percent-encodes what it must).
      return `?${pairs.map(([name, value]) => `${name}=${value}`.replace(/#/g, '%23')).join('&')}${tail}`;
    });
}

/** Path parameters: existing cuids and slugs, and junk (encoded or not, invalid escapes, NUL). */
function pathFor(call: CallContract, knownCuids: string[]): fc.Arbitrary<string> {
  if (!call.path.includes(':')) return fc.constant(call.path);
  const raw = fc.oneof(
    fc.constantFrom(
      ...knownCuids,
      'redeem',
      'current',
      'dates',
      '..',
      '.',
      '%',
      '%zz',
      '%E0%A4%A',
      '%00',
      '%2F',
      '%2e%2e',
      'null',
      '-1',
      '2147483648',
      'a'.repeat(3000),
    ),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
    fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
  );
  return raw.map((segment) => call.path.replace(/:[A-Za-z_]+/g, () => segment));
}

function attemptsFor(call: CallContract, hosts: string[], knownCuids: string[]): fc.Arbitrary<Attempt> {
  const path = pathFor(call, knownCuids);
  const query =
    call.requestIn === 'query'
      ? queryFor(call)
      : fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryFor(call) });
  const body =
    call.method === 'GET'
      ? fc.constant(undefined)
      : call.requestIn === 'body'
        ? bodyFor(call)
        : fc.option(bodyFor(call), { nil: undefined });
  return fc
    .record({ host: fc.constantFrom(...hosts), path, query, body })
    .map(({ host, path, query, body }) => ({
      host,
      path: `${path}${query}`,
      ...(body === undefined ? {} : { raw: body }),
    }));
}

// ---- the properties -------------------------------------------------------------------------------------

describe.each(drivers)('malformed requests on %s', { timeout: 120_000 }, (driver) => {
  let app: TestApp;
  let answered: Set<string>;
  let knownCuids: string[];
  let fuzz: { id: number; organiserId: number };

  beforeAll(async () => {
    app = await startTestApp(driver);
    await insertCatalogueFixture(app.db);
    const fr = await app.client(FR_HOST).call('POST', '/api/auth/register', {
      body: {
        ...newCustomerSignUp('fuzz@example.be'),
        firstname: 'Fuzz',
        lastname: 'Tester',
        password: 'fuzz-password',
      },
    });
    expect(fr.status, JSON.stringify(fr.body)).toBe(200);
    const row = await app.db
      .selectFrom('customers')
      .select(['id', 'organiser_id'])
      .where('email', '=', 'fuzz@example.be')
      .executeTakeFirstOrThrow();
    fuzz = { id: row.id, organiserId: row.organiser_id };
    const cuidsOf = async (query: Promise<Array<{ cuid: string }>>) => (await query).map((item) => item.cuid);
    knownCuids = [
      ...(await cuidsOf(app.db.selectFrom('activities').select('cuid').execute())),
      ...(await app.db.selectFrom('activities').select('slug').execute()).map((item) => item.slug),
      ...(await cuidsOf(app.db.selectFrom('availabilities').select('cuid').limit(5).execute())),
      ...(await cuidsOf(app.db.selectFrom('bundles').select('cuid').execute())),
      ...(await cuidsOf(app.db.selectFrom('memberships').select('cuid').execute())),
      ...(await cuidsOf(app.db.selectFrom('vouchers').select('cuid').execute())),
      ...(await cuidsOf(app.db.selectFrom('blog_articles').select('cuid').execute())),
    ];
    answered = new Set();
    for (const name of names) {
      const call = table[name];
      if (call && (await isAnswered(app, call))) answered.add(name);
    }
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('answers at least every session, account and site call (and lists the calls skipped)', () => {
    const skipped = names.filter((name) => !answered.has(name));
    const byOtherRoute = names.filter(
      (name) => answered.has(name) && !hasRoute(app, table[name] ?? { method: '', path: '' }),
    );
    console.info(
      `[${driver}] ${answered.size}/${names.length} calls answered; skipped (no route yet): ${skipped.join(', ') || 'none'}` +
        (byOtherRoute.length ? `; answered by another call's route: ${byOtherRoute.join(', ')}` : ''),
    );
    for (const name of REQUIRED) expect(answered, name).toContain(name);
  });

  it('registers no route behind an earlier route whose path pattern already matches its paths', () => {
    const matcher = (pattern: string) =>
      new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
    const routes = app.routes.filter((route) => route.method !== 'ALL');
    const shadowed = routes.flatMap((route, index) =>
      routes
        .slice(0, index)
        .filter((earlier) => earlier.method === route.method && earlier.path !== route.path)
        .filter((earlier) => matcher(earlier.path).test(route.path))
        .map((earlier) => `${route.method} ${route.path} behind ${earlier.path}`),
    );
    expect(shadowed).toEqual([]);
  });

  for (const mode of ['anonymous', 'signed in'] as const) {
    describe(mode, () => {
      let client: TestClient;
      /** The session may have ended (logout, account deleted, a new login): sign the fuzz customer in again. */
      let dirty = true;
      /** The table counts after the last attempt that wrote nothing: the next attempt's "before". */
      let unchanged: Record<string, number> | null = null;
      const signIn = async () => {
        unchanged = null;
        await restoreSession(app.db, fuzz, client);
        dirty = false;
      };
      beforeAll(() => {
        client = app.client(FR_HOST);
      });

      it.for(names)('%s', async (name, context) => {
        const call = table[name];
        if (!call || !answered.has(name)) {
          context.skip(`${call?.method} ${call?.path} has no route yet`);
          return;
        }
        const hosts = mode === 'anonymous' ? [FR_HOST, EN_HOST, FIXTURE_A] : [FR_HOST];
        await fc.assert(
          fc.asyncProperty(attemptsFor(call, hosts, knownCuids), async (attempt) => {
            if (mode === 'signed in' && dirty) await signIn();
            if (mode === 'anonymous') client.cookie = null;
            const before = unchanged ?? (await tableCounts(app.db));
            unchanged = null;
            const answer = await client.call(call.method, attempt.path, attempt);
            const seen = `${call.method} ${attempt.path} ${attempt.raw ?? ''} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
            expect(answer.status, seen).toBeLessThan(500);
            if (answer.status >= 400) expect(typeof answer.body.error, seen).toBe('string');
            const success = answer.status >= 200 && answer.status < 300;
            if (success || answer.setCookie) dirty = true;
            if (call.method === 'GET' || !success) {
              const after = await tableCounts(app.db);
              expect(after, seen).toEqual(before);
              unchanged = after;
            }
          }),
          { numRuns: NUM_RUNS[driver] },
        );
      });
    });
  }
});
