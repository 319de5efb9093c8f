import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CallContract, calls } from '../../../core/schemas/index';
import { restoreSession } from '../test-fixtures';
import { drivers, FR_HOST, hasRoute, startTestApp, type TestApp, type TestClient } from '../test-support';
import { tableFingerprints } from './fingerprint';
import { type JsonSchema, mutated, valid } from './json-schema-arbitrary';

/**
 * Every routed call, fed payloads derived from its own zod request schema (through `z.toJSONSchema`): valid
 * ones, so handlers run deep on real ids (often someone else's), and valid ones with one defect. The server
 * answers below 500, refuses with `{ error }`, and a refusal or a GET leaves every row of every table as it
 * was (a content hash, so an UPDATE is caught, not only an INSERT). Complements malformed.test.ts, which
 * fuzzes field names with edge values and counts rows.
 */

const NUM_RUNS = 5;
/** A session's last_seen_at moves on reads. */
const MAY_CHANGE = ['sessions'];
const table = calls as Record<string, CallContract>;

const schemaOf = (call: CallContract): JsonSchema =>
  z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A query value as the browser's adapter writes it: lists comma-separated, objects as JSON. */
const queryValue = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(queryValue).join(',')
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

function requestFor(call: CallContract, payload: unknown, cuid: string): { path: string; raw?: string } {
  const path = call.path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(cuid));
  if (call.requestIn === 'body') return { path, raw: JSON.stringify(payload) ?? 'null' };
  if (call.requestIn !== 'query' || typeof payload !== 'object' || payload === null) return { path };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) {
    if (value !== undefined) params.append(name, queryValue(value));
  }
  const query = params.toString();
  return { path: query ? `${path}?${query}` : path };
}

describe.each(drivers)('payloads derived from the call schemas on %s', { timeout: 120_000 }, (driver) => {
  let app: TestApp;
  let client: TestClient;
  let fuzz: { id: number; organiserId: number };
  let cuids: string[];
  let dirty = true;

  /** The fuzz customer's session (and account) may have ended: restore both. */
  const signIn = async () => {
    await restoreSession(app.db, fuzz, client);
    dirty = false;
  };

  /** JSON calls through the client; a call answering a file (the PDF download) by status alone. */
  const send = async (call: CallContract, request: { path: string; raw?: string }) => {
    if (call.answer !== null) {
      return client.call(call.method, request.path, request.raw === undefined ? {} : { raw: request.raw });
    }
    const response = await app.request(`http://${FR_HOST}${request.path}`, {
      method: call.method,
      headers: { host: FR_HOST, ...(client.cookie ? { cookie: client.cookie } : {}) },
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('application/json');
    return {
      status: response.status,
      body: json ? (JSON.parse(text) as Record<string, unknown>) : {},
      setCookie: response.headers.get('set-cookie'),
    };
  };

  beforeAll(async () => {
    app = await startTestApp(driver);
    // A demo customer with orders, vouchers and participants: valid payloads name their ids and others'.
    const row = await app.db
      .selectFrom('customers')
      .select(['id', 'organiser_id'])
      .where('email', '=', 'camille@example.be')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    fuzz = { id: row.id, organiserId: row.organiser_id };
    cuids = [
      'no-such-cuid',
      ...(await app.db.selectFrom('activities').select('cuid').limit(3).execute()).map((item) => item.cuid),
      ...(await app.db.selectFrom('availabilities').select('cuid').limit(3).execute()).map(
        (item) => item.cuid,
      ),
      ...(await app.db.selectFrom('carts').select('cuid').limit(3).execute()).map((item) => item.cuid),
      ...(await app.db.selectFrom('registrations').select('cuid').limit(3).execute()).map(
        (item) => item.cuid,
      ),
    ];
    client = app.client(FR_HOST);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it.for(Object.keys(table))('%s', async (name, context) => {
    const call = table[name];
    if (!call || !hasRoute(app, call)) {
      context.skip(`${call?.method} ${call?.path} has no route`);
      return;
    }
    const schema = schemaOf(call);
    const payload = fc.oneof(valid(schema), mutated(schema));
    await fc.assert(
      fc.asyncProperty(payload, fc.constantFrom(...cuids), fc.boolean(), async (value, cuid, signedIn) => {
        if (signedIn && dirty) await signIn();
        if (!signedIn) client.cookie = null;
        const request = requestFor(call, value, cuid);
        const before = await tableFingerprints(app.db, MAY_CHANGE);
        const answer = await send(call, request);
        const seen = `${call.method} ${request.path} ${request.raw ?? ''} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
        expect(answer.status, seen).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.error, seen).toBe('string');
        const success = answer.status >= 200 && answer.status < 300;
        if (success || answer.setCookie) dirty = true;
        if (call.method === 'GET' || !success) {
          expect(await tableFingerprints(app.db, MAY_CHANGE), seen).toEqual(before);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
