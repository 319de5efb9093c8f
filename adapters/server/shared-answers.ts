import type { Context } from 'hono';
import { type CallContract, catalogueCalls } from '../../core/schemas/index';
import { type SharedBody, sharedBody } from './cache/shared-body';
import type { AppEnv } from './context';

export { type SharedBody, sharedBody };

/**
 * The catalogue's reads (website, pages, activities, availabilities, dates, calendars, products, blog,
 * resources): their answers are the same for every visitor (no handler reads the session, the language
 * header or the cookie), so a CDN or a reverse proxy may keep them for everyone (issue 17 §2). A call that
 * needs a signed-in customer (the participants select list) is someone's own and never shared.
 */
const SHARED_CALLS: ReadonlySet<CallContract> = new Set(
  (Object.values(catalogueCalls) as CallContract[]).filter((call) => call.auth !== 'customer'),
);

/**
 * A shared cache may serve a catalogue answer for 2 s (seat counts on lists are at most that old; the
 * add-to-cart and checkout checks read the database under lock), then serve it stale for up to 30 s while it
 * asks again. Browsers revalidate every time (max-age=0), which the ETag makes a 304 without a body.
 */
export const SHARED_ANSWER = 'public, max-age=0, s-maxage=2, stale-while-revalidate=30';
/** Every other API answer is someone's own (or an action's outcome): nobody but the caller keeps it. */
export const PRIVATE_ANSWER = 'private, no-store';

export const isSharedCall = (call: CallContract) => call.method === 'GET' && SHARED_CALLS.has(call);

/** `If-None-Match` names this tag (a list of tags, or `*`). */
const matches = (header: string | undefined, etag: string) =>
  (header ?? '').split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || `W/${candidate}` === etag;
  });

/** The caller takes gzip: `gzip` (or `*`) in Accept-Encoding without `q=0`. */
const acceptsGzip = (header: string | undefined) =>
  (header ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });

/**
 * A catalogue answer with its validator and shared-cache policy: 304 when the caller holds it already.
 * `ageSeconds` (answers carrying seat counts, served from this process's cache) is sent as `Age`, so a
 * shared cache downstream keeps the answer only for what is left of its 2 s.
 */
export function sendShared(c: Context<AppEnv>, shared: SharedBody, ageSeconds?: number): Response {
  c.header('Cache-Control', SHARED_ANSWER);
  c.header('ETag', shared.etag);
  // The body may leave gzipped: a shared cache keeps one copy per encoding.
  c.header('Vary', 'Accept-Encoding');
  if (ageSeconds !== undefined && ageSeconds > 0) c.header('Age', String(ageSeconds));
  if (matches(c.req.header('if-none-match'), shared.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  if (shared.gzip && acceptsGzip(c.req.header('accept-encoding'))) {
    // Already compressed: hono/compress leaves an answer with a Content-Encoding alone.
    c.header('Content-Encoding', 'gzip');
    return c.body(shared.gzip as Uint8Array<ArrayBuffer>, 200);
  }
  return c.body(shared.body as Uint8Array<ArrayBuffer>, 200);
}

/** An answer made for this request only (no cache in front): hono/compress gzips it on the way out. */
export function sharedJson(c: Context<AppEnv>, answer: object): Response {
  return sendShared(c, sharedBody(answer, Date.now()));
}
