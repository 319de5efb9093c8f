import type { MiddlewareHandler } from 'hono';
import { type IsHttps, urlIsHttps } from './request-scheme';

/**
 * HSTS for a year on answers over HTTPS. No `includeSubDomains`: each organiser's storefront runs on its
 * own hostname, often a subdomain of the organiser's own domain, and the organiser's other subdomains
 * (intranet, legacy sites over plain HTTP) are theirs, not ours to force onto HTTPS. No `preload` either,
 * for the same reason. Never sent over plain HTTP, where browsers ignore it anyway.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The storefront's Content Security Policy. Scripts only from this origin (the build has no inline script);
 * styles may be inline because components set style attributes; images from anywhere over https (organiser
 * media) and data: (CSS icons); frames over https (the iframe content block); no plugin, no foreign base or
 * form target. Who may frame the storefront is the admin console alone (preview mode, part 1 §2).
 */
export function contentSecurityPolicy(adminConsoleOrigin: string | null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${adminConsoleOrigin ?? "'none'"}`,
  ].join('; ');
}

/**
 * The admin console's origin from `ADMIN_CONSOLE_ORIGIN`, else the build's `VITE_ADMIN_CONSOLE_ORIGIN` (the
 * origin the storefront accepts preview messages from); null when neither is a valid http(s) origin, and
 * then no page may frame the storefront.
 */
export function adminConsoleOriginFrom(env: Record<string, string | undefined>): string | null {
  const value = env.ADMIN_CONSOLE_ORIGIN || env.VITE_ADMIN_CONSOLE_ORIGIN;
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
}

export interface SecurityHeadersOptions {
  adminConsoleOrigin: string | null;
  /** Whether a request came over HTTPS, for HSTS; default: the URL's scheme (`urlIsHttps`). */
  isHttps?: IsHttps;
}

/**
 * Sets the security headers on every answer: API JSON, static files, media, errors and 404s, plus
 * Strict-Transport-Security on answers over HTTPS. A header the route already set wins, so stricter
 * policies of their own (the sandbox payment page, media SVGs) stay.
 */
export function securityHeaders({
  adminConsoleOrigin,
  isHttps = urlIsHttps,
}: SecurityHeadersOptions): MiddlewareHandler {
  const always: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(adminConsoleOrigin),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  const overHttps: Record<string, string> = {
    ...always,
    'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  };
  const addMissing = (target: Headers, headers: Record<string, string>) => {
    for (const [name, value] of Object.entries(headers)) if (!target.has(name)) target.set(name, value);
  };
  return async (c, next) => {
    const headers = isHttps(c) ? overHttps : always;
    await next();
    try {
      addMissing(c.res.headers, headers);
    } catch {
      // A response with immutable headers (one passed through from fetch) is copied once, then set.
      c.res = new Response(c.res.body, c.res);
      addMissing(c.res.headers, headers);
    }
  };
}
