import type { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { type CallContract, catalogueCalls } from '../../../core/schemas/index';
import type { Database } from '../../db/index';
import type { AppEnv } from '../context';
import type { CatalogueCache } from './catalogue-cache-port';
import { type CatalogueVersions, catalogueVersions } from './catalogue-versions';
import type { SharedBody } from './shared-body';

export type { CatalogueCache };

/**
 * How long one process reuses an answer that carries seat counts or depends on the clock or on other
 * people's writes (holds, bookings, reviews): seat counts on lists are at most this old (issue 17 §2).
 */
export const SEAT_ANSWER_TTL_MS = 2_000;
/** A seat answer this old is made again in the background, while it is still served. */
const SEAT_REFRESH_AFTER_MS = SEAT_ANSWER_TTL_MS / 2;
/** Other catalogue answers live until a catalogue write changes the organiser's version, at most this long. */
export const CATALOGUE_ANSWER_TTL_MS = 10 * 60_000;
/** Bytes of answers (plain and gzip) one process keeps at most. */
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 10_000;
/** Hostnames whose organiser row one process keeps. */
const MAX_ORGANISERS = 1_000;

/** The calls whose answers hold seat counts, slot states, reviews or read the clock (periods from now). */
const SEAT_CALLS: ReadonlySet<CallContract> = new Set<CallContract>([
  catalogueCalls.availabilities,
  catalogueCalls.availability,
  catalogueCalls.availabilityDates,
  catalogueCalls.availabilityCalendar,
  catalogueCalls.availabilityPeriods,
  catalogueCalls.activityPeriods,
  catalogueCalls.activityReviews,
  catalogueCalls.resourceAvailabilities,
  catalogueCalls.resourceAvailabilityCalendar,
]);

export const carriesSeats = (call: CallContract) => SEAT_CALLS.has(call);

/** JSON with object keys sorted at every level: equal inputs, equal text, whatever order they came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a catalogue answer depends on: the organiser, the path (its cuid or slug) and the validated query,
 * defaults filled and keys sorted, so `?b=2&a=1` and `?a=1&b=2&page_number=1` share an entry. A query naming
 * a parameter twice also keys on its raw parameters (the filter parser reads every occurrence).
 */
export function answerKey(request: { organiserId: number; url: string; input: unknown }): string {
  const url = new URL(request.url);
  const names = [...url.searchParams.keys()];
  const repeated = new Set(names).size !== names.length;
  const raw = repeated
    ? `|${[...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).join('&')}`
    : '';
  return `${request.organiserId}|${url.pathname}|${canonical(request.input)}${raw}`;
}

export function createCatalogueCache(
  db: Database,
  options: { versions?: CatalogueVersions; now?: () => number } = {},
): CatalogueCache {
  const versions = options.versions ?? catalogueVersions(db);
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, SharedBody, () => Promise<SharedBody>>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, key) => entry.body.byteLength + (entry.gzip?.byteLength ?? 0) + key.length,
    ttl: CATALOGUE_ANSWER_TTL_MS,
    // One request makes a missing answer; the others asking for it meanwhile wait for the same one.
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  // Hostname → organiser row and the version it was read at: a request's first read, made once.
  const organisers = new LRUCache<string, { organiser: { id: number }; version: string }>({
    max: MAX_ORGANISERS,
  });
  versions.start();
  return {
    versions,
    async organiser(hostname, load) {
      const kept = organisers.get(hostname);
      if (kept && versions.versionOf(kept.organiser.id) === kept.version)
        return kept.organiser as Awaited<ReturnType<typeof load>>;
      const readsBefore = versions.reads;
      const organiser = await load();
      // Kept only when no newer versions arrived during the read: the version then names what was read or
      // something older, so a later write always makes the entry stale.
      const version = organiser ? versions.versionOf(organiser.id) : null;
      if (organiser && version !== null && versions.reads === readsBefore)
        organisers.set(hostname, { organiser, version });
      return organiser;
    },
    async answer(request, make) {
      const version = versions.versionOf(request.organiserId);
      if (version === null) return null;
      const seats = carriesSeats(request.call);
      // The version is part of the key: after a catalogue write the old entries are never asked for again.
      const key = `${version}|${answerKey(request)}`;
      const ttl = seats ? SEAT_ANSWER_TTL_MS : CATALOGUE_ANSWER_TTL_MS;
      // A seat answer past half its life is made again in the background while this one is still served,
      // so a rush never waits for the read; one past its whole life is never served.
      const held = entries.peek(key, { allowStale: true });
      const forceRefresh = seats && held !== undefined && now() - held.madeAt >= SEAT_REFRESH_AFTER_MS;
      let shared = await entries.fetch(key, { context: make, ttl, allowStale: true, forceRefresh });
      if (!shared || now() - shared.madeAt > ttl)
        shared = await entries.fetch(key, { context: make, ttl, forceRefresh: true });
      if (!shared) throw new Error('the catalogue cache made no answer');
      return {
        shared,
        ageSeconds: seats ? Math.ceil(Math.max(0, now() - shared.madeAt) / 1000) : undefined,
      };
    },
    get size() {
      return entries.size;
    },
    stop() {
      versions.stop();
      entries.clear();
    },
  };
}

/** `CATALOGUE_CACHE=off` runs without the cache (the uncached figure, debugging); anything else keeps it. */
export function catalogueCacheFromEnv(
  db: Database,
  env: Record<string, string | undefined>,
): CatalogueCache | undefined {
  const setting = (env.CATALOGUE_CACHE ?? 'on').toLowerCase();
  if (setting !== 'on' && setting !== 'off')
    throw new Error(`CATALOGUE_CACHE must be on or off, not ${env.CATALOGUE_CACHE}`);
  return setting === 'off' ? undefined : createCatalogueCache(db);
}

/** Each app's catalogue cache, for the route wiring (http.ts) to find. */
const cacheOfApp = new WeakMap<Hono<AppEnv>, CatalogueCache>();
export const attachCatalogueCache = (app: Hono<AppEnv>, cache: CatalogueCache) => {
  cacheOfApp.set(app, cache);
};
export const catalogueCacheOf = (app: Hono<AppEnv>) => cacheOfApp.get(app);
