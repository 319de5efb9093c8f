import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Context, Env, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { LRUCache } from 'lru-cache';
import { isPrivatePage } from '../../../core/site/index';
import { isDatabaseUnavailable } from '../errors';
import { SESSION_COOKIE } from '../sessions';
import { type PageTemplate, parseTemplate } from './template';

/** What the server-rendering bundle (ui/app/entry-server.tsx) is asked: one page, as one visitor. */
interface PageRequest {
  url: string;
  origin: string;
  fetch: typeof fetch;
  personal: boolean;
}

/** What it answers: a redirect, or the page's parts for the template (adapters never import ui code). */
type RenderedPage =
  | { kind: 'redirect'; status: 301 | 302 | 303 | 307 | 308; location: string }
  | { kind: 'page'; status: number; lang: string; style: string; head: string; body: string; data: string };

type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** The server-rendering bundle `vite build --ssr` writes beside the storefront (never served). */
export const SSR_DIR = '.ssr';

/** Shared caches may keep a signed-out page a minute and serve it stale ten more while they refresh. */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Signed-in pages, and every account, cart and checkout page: nobody but the visitor keeps them. */
export const PRIVATE_PAGE = 'private, no-store';

export interface PageRendererOptions {
  /**
   * How long this process reuses a signed-out page it rendered (ms; 0: never). During a rush the same few
   * pages are asked for hundreds of times a second: one render per page per interval answers them all.
   */
  cacheMs?: number;
}

interface Answer {
  status: number;
  html: string;
  etag: string;
  location?: string;
  /** The HTML gzipped once, when a cached page is first sent to a browser that accepts gzip. */
  gzipped?: Buffer;
}

/** The renderer of `distDir`'s build, or null when the build has no server bundle. */
export async function loadPageRenderer(distDir: string): Promise<RenderPage | null> {
  const entry = join(resolve(distDir), SSR_DIR, 'entry-server.js');
  try {
    readFileSync(entry);
  } catch {
    return null;
  }
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

const weakEtag = (html: string) => `W/"${createHash('sha1').update(html).digest('base64url')}"`;

function toHtml(template: PageTemplate, page: Extract<RenderedPage, { kind: 'page' }>): string {
  return template.render({
    lang: page.lang,
    style: page.style,
    head: page.head,
    body: page.body,
    data: page.data,
  });
}

/**
 * Serves every storefront page rendered on the server: the route's data read in process (the API's own
 * handlers, reached through `app.fetch` without a socket), the HTML complete in the first answer, the data
 * embedded for hydration. Signed-out pages are public (shared caches, ETag/304, a short in-process cache);
 * pages with a session cookie, and private pages (account, cart, checkout), are `private, no-store`.
 */
export function pageHandler<E extends Env>(
  app: Hono<E>,
  distDir: string,
  renderPage: RenderPage,
  options: PageRendererOptions = {},
) {
  const template = parseTemplate(readFileSync(join(resolve(distDir), 'index.html'), 'utf8'));
  const shell = readFileSync(join(resolve(distDir), 'index.html'), 'utf8');
  const cacheMs = options.cacheMs ?? 2000;

  async function render(c: Context<E>, url: string, personal: boolean): Promise<Answer> {
    const origin = new URL(c.req.url).origin;
    const forwarded = ['host', 'x-forwarded-for', 'x-forwarded-proto', 'accept-language', 'user-agent'];
    const inProcessFetch: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      for (const name of forwarded) {
        const value = c.req.header(name);
        if (value !== undefined && !headers.has(name)) headers.set(name, value);
      }
      const cookie = c.req.header('cookie');
      if (personal && cookie) headers.set('cookie', cookie);
      const target = new URL(String(input), origin);
      return Promise.resolve(app.fetch(new Request(target, { ...init, headers }), c.env));
    };
    const page = await renderPage({ url, origin, fetch: inProcessFetch, personal });
    if (page.kind === 'redirect') {
      return { status: page.status, html: '', etag: '', location: page.location };
    }
    const html = toHtml(template, page);
    return { status: page.status, html, etag: weakEtag(html) };
  }

  const cache = new LRUCache<string, Answer, { c: Context<E>; url: string }>({
    max: 500,
    ttl: Math.max(cacheMs, 1),
    // A page past its time is still answered while one render refreshes it; concurrent askers share it.
    allowStale: true,
    fetchMethod: async (_key, _stale, { context }) => render(context.c, context.url, false),
  });

  return async (c: Context<E>): Promise<Response> => {
    const url = new URL(c.req.url);
    const path = `${url.pathname}${url.search}`;
    const personal = getCookie(c, SESSION_COOKIE) !== undefined;
    const privatePage = personal || isPrivatePage(url.pathname, url.searchParams);
    let answer: Answer;
    try {
      answer =
        privatePage || cacheMs <= 0
          ? await render(c, path, personal)
          : ((await cache.fetch(`${url.host}${path}`, { context: { c, url: path } })) as Answer);
    } catch (error) {
      // The browser can still render alone and retry its calls: the client-only shell, with the status.
      const unavailable = isDatabaseUnavailable(error);
      if (!unavailable) {
        console.error(
          JSON.stringify({ level: 'error', msg: 'page render failed', path, error: String(error) }),
        );
      }
      c.header('Cache-Control', 'no-store');
      if (unavailable) c.header('Retry-After', '1');
      return c.html(shell, unavailable ? 503 : 500);
    }
    c.header('Cache-Control', privatePage ? PRIVATE_PAGE : PUBLIC_PAGE);
    c.header('Vary', 'Cookie, Accept-Encoding');
    if (answer.location !== undefined) return c.redirect(answer.location, answer.status as 302);
    if (!privatePage) {
      c.header('ETag', answer.etag);
      const match = c.req.header('if-none-match');
      if (match?.split(',').some((tag) => tag.trim() === answer.etag)) return c.body(null, 304);
    }
    if (!privatePage && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      // A shared page is sent many times: compressed once, with the entry it belongs to.
      answer.gzipped ??= gzipSync(answer.html);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      c.header('Content-Encoding', 'gzip');
      return c.body(new Uint8Array(answer.gzipped), answer.status as 200);
    }
    return c.html(answer.html, answer.status as 200);
  };
}
