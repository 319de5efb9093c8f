import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { type CallContract, catalogueCalls } from '../../core/schemas/index';
import type { AppEnv } from './context';

/**
 * The catalogue's reads (website, pages, activities, availabilities, dates, calendars, products, blog,
 * resources): their answers are the same for every visitor (no handler reads the session), so a CDN or a
 * reverse proxy may keep them for everyone (issue 17 §2).
 */
const SHARED_CALLS: ReadonlySet<CallContract> = new Set(Object.values(catalogueCalls) as CallContract[]);

/**
 * A shared cache may serve a catalogue answer for 2 s (seat counts on lists are at most that old; the
 * add-to-cart and checkout checks read the database under lock), then serve it stale for up to 30 s while it
 * asks again. Browsers revalidate every time (max-age=0), which the ETag makes a 304 without a body.
 */
export const SHARED_ANSWER = 'public, max-age=0, s-maxage=2, stale-while-revalidate=30';
/** Every other API answer is someone's own (or an action's outcome): nobody but the caller keeps it. */
export const PRIVATE_ANSWER = 'private, no-store';

export const isSharedCall = (call: CallContract) => call.method === 'GET' && SHARED_CALLS.has(call);

/** A weak validator of the answer's bytes: equal bodies give equal tags, on every server process. */
const weakEtag = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** `If-None-Match` names this tag (a list of tags, or `*`). */
const matches = (header: string | undefined, etag: string) =>
  (header ?? '').split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || `W/${candidate}` === etag;
  });

/** A catalogue answer with its validator and shared-cache policy: 304 when the caller holds it already. */
export function sharedJson(c: Context<AppEnv>, answer: object): Response {
  const body = JSON.stringify(answer);
  const etag = weakEtag(body);
  c.header('Cache-Control', SHARED_ANSWER);
  c.header('ETag', etag);
  // The body may leave gzipped (app.ts compresses /api): a shared cache keeps one copy per encoding.
  c.header('Vary', 'Accept-Encoding');
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  return c.body(body, 200);
}
