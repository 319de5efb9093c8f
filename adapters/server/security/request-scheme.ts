import type { IsHttps } from '../context';

/**
 * Whether a request reached us over HTTPS: the session cookie's `Secure` flag and the HSTS header depend on
 * it. Plain HTTP (localhost development) gets neither, or the browser would drop the cookie.
 */
export type { IsHttps } from '../context';

/** Direct TLS: the request URL's own scheme (the default, for a server that terminates TLS itself). */
export const urlIsHttps: IsHttps = (c) => new URL(c.req.url).protocol === 'https:';

/**
 * The request scheme for a server run by @hono/node-server: the URL's scheme, or, with `trustProxy`
 * (TRUST_PROXY=1, the server sits behind one reverse proxy that terminates TLS and sets X-Forwarded-Proto),
 * the last X-Forwarded-Proto entry, the one that proxy wrote; the entries before it are the client's own
 * word (the same rule as X-Forwarded-For in `socketClientIp`). Without trust the header is ignored, so a
 * client cannot claim HTTPS over plain HTTP.
 */
export function requestIsHttps(options: { trustProxy: boolean }): IsHttps {
  return (c) => {
    if (urlIsHttps(c)) return true;
    if (!options.trustProxy) return false;
    const forwarded = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
    return forwarded === 'https';
  };
}
