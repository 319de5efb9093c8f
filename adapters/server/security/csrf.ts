import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values of a request this site made itself, or the visitor made directly. */
const OWN_SITE_FETCHES = new Set(['same-origin', 'none']);

export type CsrfVerdict = 'accepted' | 'CSRF.CROSS_SITE_REQUEST' | 'CSRF.ORIGIN_REQUIRED';

/** The host (name and port) an Origin header names; null for `null`, opaque or malformed origins. */
function originHost(origin: string): string | null {
  if (!URL.canParse(origin)) return null;
  const url = new URL(origin);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
}

/**
 * Whether a state-changing request may have come from another site. A browser says where a request comes
 * from: Sec-Fetch-Site (modern browsers) decides first, then Origin must name the requested host. A request
 * with neither comes from a non-browser client (curl, a script): accepted only without a cookie, since
 * without ambient credentials it cannot act for anyone; with a cookie it must say where it comes from.
 */
export function csrfVerdict(request: {
  method: string;
  host: string;
  secFetchSite?: string;
  origin?: string;
  hasCookie: boolean;
}): CsrfVerdict {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return 'accepted';
  if (request.secFetchSite !== undefined) {
    return OWN_SITE_FETCHES.has(request.secFetchSite.toLowerCase()) ? 'accepted' : 'CSRF.CROSS_SITE_REQUEST';
  }
  if (request.origin !== undefined) {
    return originHost(request.origin) === request.host.toLowerCase() ? 'accepted' : 'CSRF.CROSS_SITE_REQUEST';
  }
  return request.hasCookie ? 'CSRF.ORIGIN_REQUIRED' : 'accepted';
}

/**
 * Refuses cross-site state changes with 403 and a CSRF code (part of issue 8). `exemptPaths` are called by
 * servers, not browsers, and prove themselves otherwise (the payment provider's signed webhook).
 */
export function csrfProtection({ exemptPaths }: { exemptPaths: readonly string[] }): MiddlewareHandler {
  const exempt = new Set(exemptPaths);
  return async (c, next) => {
    if (!exempt.has(c.req.path)) {
      const verdict = csrfVerdict({
        method: c.req.method,
        host: c.req.header('host') ?? new URL(c.req.url).host,
        secFetchSite: c.req.header('sec-fetch-site'),
        origin: c.req.header('origin'),
        hasCookie: c.req.header('cookie') !== undefined,
      });
      if (verdict !== 'accepted') throw new ApiError(403, verdict);
    }
    await next();
  };
}
