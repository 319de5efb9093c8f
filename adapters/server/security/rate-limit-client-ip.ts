import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * The client IP for a server run by @hono/node-server: the socket's remote address. X-Forwarded-For is
 * read only with `trustProxy` (TRUST_PROXY=1, the server sits behind one reverse proxy that sets it),
 * and then only its last entry, the address that proxy saw: the entries before it are the client's own word.
 */
export function socketClientIp(options: { trustProxy: boolean }): (c: Context<AppEnv>) => string {
  return (c) => {
    if (options.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    return getConnInfo(c).remote.address ?? 'unknown';
  };
}
