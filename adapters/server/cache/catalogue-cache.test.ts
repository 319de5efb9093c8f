import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCalls } from '../../../core/schemas/index';
import { type Database, openDatabase } from '../../db/index';
import { createOutboxMailer } from '../../mail/index';
import { describeImport, importOrganiser } from '../../seed/import';
import { createApp } from '../app';
import { PRIVATE_ANSWER } from '../shared-answers';
import { registeredBob, signedIn } from '../test-fixtures';
import { drivers, FR_HOST, startTestApp, TEST_NOW, type TestApp } from '../test-support';
import { answerKey, type CatalogueCache, createCatalogueCache, SEAT_ANSWER_TTL_MS } from './catalogue-cache';
import { catalogueVersions, VERSION_POLL_MS } from './catalogue-versions';

/** A server process's app on `db` with its own catalogue cache (default poll), as main.ts builds it. */
function cachedServer(db: Database) {
  const cache = createCatalogueCache(db);
  const app = createApp({
    db,
    mailer: createOutboxMailer(db),
    now: () => TEST_NOW,
    defaultHostname: FR_HOST,
    publicOrigin: (hostname) => `https://${hostname}`,
    authLog: () => {},
    sessionIdleMinutes: Number.POSITIVE_INFINITY,
    catalogueCache: cache,
  });
  const get = (path: string, headers: Record<string, string> = {}, host = FR_HOST) =>
    app.request(`http://${host}${path}`, { headers: { host, ...headers } });
  return { cache, get };
}

/** Asks until `seen` holds or `withinMs` passed; answers the milliseconds it took (or throws). */
async function within(withinMs: number, seen: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await seen()) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const LIST = '/api/availabilities?page_size=20';

describe('catalogue answer keys', () => {
  const key = (query: string, input: unknown) =>
    answerKey({ organiserId: 1, url: `http://x${catalogueCalls.availabilities.path}?${query}`, input });
  const parse = (query: string) =>
    catalogueCalls.availabilities.request.parse(Object.fromEntries(new URLSearchParams(query)));

  it('gives the same key to the same question asked in another order or with its defaults spelled out', () => {
    expect(key('a=1&page_size=5', parse('page_size=5&age=4'))).toBe(
      key('b=2', parse('age=4&page_size=5&page_number=1&sort=start_at&status=OPEN')),
    );
    expect(key('', parse('page_size=5'))).not.toBe(key('', parse('page_size=6')));
    expect(key('', parse('category-abc=x'))).not.toBe(key('', parse('category-abd=x')));
  });

  it('keys on the organiser and the path, and on the raw query when a parameter comes twice', () => {
    const input = parse('');
    const base = key('', input);
    expect(
      answerKey({ organiserId: 2, url: `http://x${catalogueCalls.availabilities.path}`, input }),
    ).not.toBe(base);
    expect(answerKey({ organiserId: 1, url: 'http://x/api/activities', input })).not.toBe(base);
    expect(key('age=3&age=4', input)).not.toBe(key('age=4&age=3', input));
  });
});

describe.each(drivers)('catalogue cache on %s', { timeout: 60_000 }, (driver) => {
  let app: TestApp;
  let server: ReturnType<typeof cachedServer>;
  let second: { server: ReturnType<typeof cachedServer>; close: () => Promise<void> };
  beforeAll(async () => {
    app = await startTestApp(driver);
    server = cachedServer(app.db);
    // A second server process on the same database: its own pool on PostgreSQL (PGlite has one connection).
    if (driver === 'postgres') {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(app.db);
      const other = await openDatabase({ url: process.env.DATABASE_URL, schema: rows[0]?.schema });
      second = { server: cachedServer(other.db), close: other.close };
    } else {
      second = { server: cachedServer(app.db), close: async () => {} };
    }
    await Promise.all([server.cache.versions.refresh(), second.server.cache.versions.refresh()]);
  });
  afterAll(async () => {
    server?.cache.stop();
    second?.server.cache.stop();
    await second?.close();
    await app?.close();
  });

  it('answers a hit with the same bytes and ETag as the miss that made it, and as the uncached server', async () => {
    const uncached = await app.request(`http://${FR_HOST}${LIST}`, { headers: { host: FR_HOST } });
    const miss = await server.get(LIST);
    const hit = await server.get(LIST);
    const missBody = await miss.text();
    expect(miss.status).toBe(200);
    expect(await hit.text()).toBe(missBody);
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
    expect(await uncached.text()).toBe(missBody);
    expect(uncached.headers.get('etag')).toBe(miss.headers.get('etag'));
    expect(JSON.parse(missBody).data.length).toBeGreaterThan(0);
    // The caller holding the tag gets a 304 from the cache too.
    const revalidated = await server.get(LIST, { 'if-none-match': miss.headers.get('etag') ?? '' });
    expect(revalidated.status).toBe(304);
  });

  it('answers a refusal through the cache as without it, and keeps nothing for it', async () => {
    const size = server.cache.size;
    const missing = await server.get('/api/availabilities/no-such-cuid');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'AVAILABILITY_NOT_FOUND' });
    expect(server.cache.size).toBe(size);
    expect((await server.get('/api/availabilities?page_size=500')).status).toBe(400);
  });

  it('keeps one entry for one question asked in any order, with or without its defaults', async () => {
    await server.get('/api/activities?page_size=5&age=4');
    const size = server.cache.size;
    const reordered = await server.get('/api/activities?age=4&page_number=1&page_size=5');
    expect(reordered.status).toBe(200);
    expect(server.cache.size).toBe(size);
    await server.get('/api/activities?page_size=6&age=4');
    expect(server.cache.size).toBe(size + 1);
  });

  it('sends the gzip made once with the entry to a caller that accepts it', async () => {
    const plain = await (await server.get(LIST)).text();
    const zipped = await server.get(LIST, { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(plain);
  });

  it('shows a catalogue write (a direct UPDATE) on this and another server within the poll', async () => {
    const activity = await app.db
      .selectFrom('activities')
      .innerJoin('organisers', 'organisers.id', 'activities.organiser_id')
      .select(['activities.id', 'activities.title'])
      .where('organisers.hostname', '=', FR_HOST)
      .orderBy('activities.title')
      .executeTakeFirstOrThrow();
    const path = `/api/activities?id=${activity.id}`;
    for (const { get } of [server, second.server])
      expect((await (await get(path)).json()).data[0].title).toBe(activity.title);
    const renamed = `${activity.title} (nouveau)`;
    await app.db.updateTable('activities').set({ title: renamed }).where('id', '=', activity.id).execute();
    for (const { get } of [server, second.server]) {
      const tookMs = await within(
        VERSION_POLL_MS * 2 + 250,
        async () => (await (await get(path)).json()).data[0].title === renamed,
      );
      expect(tookMs).toBeLessThanOrEqual(VERSION_POLL_MS * 2 + 250);
    }
    await app.db
      .updateTable('activities')
      .set({ title: activity.title })
      .where('id', '=', activity.id)
      .execute();
  });

  it('shows an organiser change (its name on the website answer) on both servers within the poll', async () => {
    const organiser = await app.db
      .selectFrom('organisers')
      .select(['id', 'name'])
      .where('hostname', '=', FR_HOST)
      .executeTakeFirstOrThrow();
    const nameOn = async (get: (path: string) => Response | Promise<Response>) =>
      (await (await get('/api/website')).json()).website.organiser.name;
    for (const { get } of [server, second.server]) expect(await nameOn(get)).toBe(organiser.name);
    await app.db
      .updateTable('organisers')
      .set({ name: `${organiser.name} bis` })
      .where('id', '=', organiser.id)
      .execute();
    for (const { get } of [server, second.server])
      await within(VERSION_POLL_MS * 2 + 250, async () => (await nameOn(get)) === `${organiser.name} bis`);
    await app.db
      .updateTable('organisers')
      .set({ name: organiser.name })
      .where('id', '=', organiser.id)
      .execute();
  });

  it('serves an organiser replaced by the import (npm run import --replace) on both servers within the poll', async () => {
    const file = JSON.parse(
      readFileSync(new URL('../../seed/examples/organiser.example.json', import.meta.url), 'utf8'),
    );
    const host = file.organiser.hostname as string;
    const first = await importOrganiser(app.db, file);
    if (!first.ok) throw new Error(describeImport(first));
    const nameOn = async (get: typeof server.get) =>
      (await (await get('/api/website', {}, host)).json()).website?.organiser.name;
    for (const { get } of [server, second.server]) expect(await nameOn(get)).toBe(file.organiser.name);
    const renamed = { ...file, organiser: { ...file.organiser, name: `${file.organiser.name} (2027)` } };
    const replaced = await importOrganiser(app.db, renamed, { replace: true });
    if (!replaced.ok) throw new Error(describeImport(replaced));
    for (const { get } of [server, second.server])
      await within(VERSION_POLL_MS * 2 + 250, async () => (await nameOn(get)) === renamed.organiser.name);
  });

  it('shows seat counts at most 2 s old, and a seat count alone does not change the catalogue version', async () => {
    const before = await (await server.get(LIST)).json();
    const first = before.data[0] as { id: number; registered: number };
    await server.cache.versions.refresh();
    const version = server.cache.versions.versionOf(1);
    await app.db
      .updateTable('availabilities')
      .set((eb) => ({ registered: eb('registered', '+', 1) }))
      .where('id', '=', first.id)
      .execute();
    const seen = async () =>
      ((await (await server.get(LIST)).json()).data[0].registered as number) === first.registered + 1;
    const tookMs = await within(SEAT_ANSWER_TTL_MS + 500, seen);
    expect(tookMs).toBeLessThanOrEqual(SEAT_ANSWER_TTL_MS + 500);
    await server.cache.versions.refresh();
    expect(server.cache.versions.versionOf(1)).toBe(version);
    // An answer served from the cache says how old it is, so a shared cache downstream keeps it no longer.
    const aged = await server.get(LIST);
    expect(Number(aged.headers.get('age') ?? '0')).toBeLessThanOrEqual(SEAT_ANSWER_TTL_MS / 1000);
    await app.db
      .updateTable('availabilities')
      .set((eb) => ({ registered: eb('registered', '-', 1) }))
      .where('id', '=', first.id)
      .execute();
  });

  it('shares no personal answer: a signed-in read fills the entry an anonymous one gets, and the select list stays private', async () => {
    const camille = await signedIn(app);
    const path = '/api/activities?page_size=3&age=7';
    const signed = await server.get(path, { cookie: camille.cookie ?? '' });
    const anonymous = await server.get(path);
    const signedText = await signed.text();
    expect(await anonymous.text()).toBe(signedText);
    expect(signedText).not.toMatch(/camille|@example/i);

    const bob = await registeredBob(app);
    const select = '/api/participants/select?response_type=multiselect-search';
    const mine = await server.get(select, { cookie: camille.cookie ?? '' });
    const his = await server.get(select, { cookie: bob.cookie ?? '' });
    expect(mine.headers.get('cache-control')).toBe(PRIVATE_ANSWER);
    expect(mine.headers.get('etag')).toBeNull();
    expect(await his.text()).not.toBe(await mine.text());
  });
});

describe.each(drivers)('catalogue versions on %s', { timeout: 60_000 }, (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(driver);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('two pollers see a catalogue insert, update and delete of one organiser, and only that organiser moves', async () => {
    const one = catalogueVersions(app.db, { pollMs: 50 });
    const two = catalogueVersions(app.db, { pollMs: 50 });
    await Promise.all([one.refresh(), two.refresh()]);
    const organisers = await app.db
      .selectFrom('organisers')
      .select(['id', 'hostname'])
      .orderBy('id')
      .execute();
    const fr = organisers.find((organiser) => organiser.hostname === FR_HOST)?.id ?? 0;
    const other = organisers.find((organiser) => organiser.id !== fr)?.id ?? 0;
    const [frBefore, otherBefore] = [one.versionOf(fr), one.versionOf(other)];
    one.start();
    two.start();
    const location = await app.db
      .insertInto('locations')
      .values({ cuid: 'cache-test-location', organiser_id: fr, name: 'Salle', title: 'Salle' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await within(1_000, async () => one.versionOf(fr) !== frBefore && two.versionOf(fr) !== frBefore);
    const afterInsert = two.versionOf(fr);
    await app.db.deleteFrom('locations').where('id', '=', location.id).execute();
    await within(1_000, async () => one.versionOf(fr) !== afterInsert && two.versionOf(fr) !== afterInsert);
    expect(one.versionOf(other)).toBe(otherBefore);
    one.stop();
    two.stop();
  });

  it('stops vouching for versions it has not read lately (the database away): the cache steps aside', async () => {
    let clock = 0;
    const versions = catalogueVersions(app.db, { pollMs: 500, clock: () => clock });
    const cache: CatalogueCache = createCatalogueCache(app.db, { versions });
    versions.stop();
    await versions.refresh();
    expect(versions.versionOf(1)).not.toBeNull();
    clock += 2_001;
    expect(versions.versionOf(1)).toBeNull();
    const made = await cache.answer(
      { call: catalogueCalls.activities, organiserId: 1, url: 'http://x/api/activities', input: {} },
      async () => ({ body: Buffer.from('{}'), etag: 'W/"x"', gzip: null, madeAt: 0 }),
    );
    expect(made).toBeNull();
    cache.stop();
  });
});
