/**
 * Server rendering of one storefront page (built by `vite build --ssr`, loaded by the API server's page
 * renderer). The route's loaders run here, in process, through the same API calls the browser makes,
 * answered by the server's own handlers; the answers travel with the page so the browser hydrates without
 * fetching them again.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { prerender } from 'react-dom/static';
import type { Locale } from '../../core/money/index';
import { catalogueCalls } from '../../core/schemas/index';
import { createI18n } from '../i18n/i18n';
import { pinnedClock, renderInstant, systemClock } from '../kit/clock/clock';
import { themeStyle } from '../shell/theme';
import { StorefrontApp } from './App';
import { createApi } from './api';
import { languageOfPath, type Website } from './context';
import { documentHeadHtml, documentHeadOf } from './document-head';
import { createAppRouter } from './router';
import { recordingApi } from './ssr/answer-cache';
import { collectingReadCache } from './ssr/read-cache';
import { type RenderData, renderDataElement } from './ssr/render-data';

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  /** The page's origin (`https://organiser.example`), for canonical and social links. */
  origin: string;
  /** Reaches the API in process, as the visitor (their host, cookie and language). */
  fetch: typeof fetch;
  /** Rendered with the visitor's session (false: the shared signed-out page). */
  personal: boolean;
}

export type RenderedPage =
  | { kind: 'redirect'; status: 301 | 302 | 303 | 307 | 308; location: string }
  | {
      kind: 'page';
      status: number;
      language: Locale;
      /** `<html>` attributes: `lang` and the organiser's theme colours. */
      lang: string;
      style: string;
      head: string;
      /** The app's markup, for `#root`. */
      body: string;
      /** The render data block. */
      data: string;
    };

/**
 * Render passes at most. A pass asks for its sections' reads; the next renders with them. A pass may also
 * meet code not loaded yet (a lazy page or dialog, the first time this process renders it): React then
 * writes a placeholder and an inline script to swap the content in, which the Content-Security-Policy
 * would block and a browser without JavaScript would never run, so that pass is rendered again, the code
 * now loaded.
 */
const MAX_PASSES = 4;
/** React's mark of a boundary still pending when the shell was written. */
const PENDING_BOUNDARY = '<!--$?-->';
/**
 * What React hoists ahead of a page rendered without its own `<html>`: resource hints (the first image's
 * preload), and `<title>`/`<meta>`/`<link>` elements. They belong in `<head>`; left in `#root` they would
 * not match the browser's first render.
 */
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title\b[^>]*>[^<]*<\/title>|<style\b[^>]*>[^<]*<\/style>)/;

/** The markup cut into its hoisted head elements and the app's own markup. */
export function splitHoisted(html: string): { hoisted: string; body: string } {
  let hoisted = '';
  let body = html;
  for (let found = HOISTED.exec(body); found; found = HOISTED.exec(body)) {
    hoisted += found[0];
    body = body.slice(found[0].length);
  }
  return { hoisted, body };
}

const translations = new Map<Locale, Promise<i18n>>();
/** i18next instances are read-only once made (areas only add texts): one per language for the process. */
const translationsFor = (language: Locale) => {
  let found = translations.get(language);
  if (!found) {
    found = createI18n(language);
    translations.set(language, found);
  }
  return found;
};

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

const httpStatusOf = (error: unknown): number | null =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : null;

const sortedKeys = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const answers: Record<string, unknown> = {};
  const api = recordingApi(createApi(request.fetch), answers);
  const pathname = new URL(request.url, request.origin).pathname;
  const urlLanguage = languageOfPath(pathname);
  const language = urlLanguage ?? (await api.call(catalogueCalls.website, {})).website.organiser.language;
  const i18n = await translationsFor(language);
  // One instant for the whole render, handed to the browser, which hydrates at it.
  const renderedAt = renderInstant(systemClock);
  const clock = pinnedClock(renderedAt);
  const router = createAppRouter(
    { api, i18n, language: urlLanguage, clock },
    createMemoryHistory({ initialEntries: [request.url] }),
  );
  await router.load();
  api.stop();
  // The router's verdict on the server: a redirect (beforeLoad, a non-canonical URL) or the status of what
  // it renders (404 for an unknown path or a loader's notFound, 500 for a failed loader).
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    const redirect = result.redirect;
    const location = redirect.headers.get('Location') ?? redirect.options.href ?? '/';
    return { kind: 'redirect', status: (redirect.status || 307) as 307, location };
  }

  const reads: Record<string, unknown> = {};
  const cache = collectingReadCache(reads);
  let body = '';
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const { prelude } = await prerender(
      <StorefrontApp router={router} api={api} i18n={i18n} reads={cache} clock={clock} />,
      // Boundaries stay inline whatever their size: React would otherwise move large ones after the shell
      // with an inline script to swap them in (blocked by the CSP, never run without JavaScript).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    body = await readAll(prelude);
    const readsMade = await cache.settle();
    if (!readsMade && !body.includes(PENDING_BOUNDARY)) break;
  }

  const { hoisted, body: appMarkup } = splitHoisted(body);
  const matches = router.state.matches;
  const website = (matches[0]?.loaderData as { website?: Website } | undefined)?.website;
  const failed = matches.find((match) => match.status === 'error');
  const status = failed && httpStatusOf(failed.error) === 404 ? 404 : (result?.status ?? 200);
  // Keys in a fixed order (answers arrive in whatever order the calls finish): the same page, the same bytes,
  // the same ETag.
  const data: RenderData = {
    answers: sortedKeys(answers),
    reads: sortedKeys(reads),
    personal: request.personal,
    renderedAt,
  };
  return {
    kind: 'page',
    status,
    language,
    lang: language,
    style: website ? themeStyle(website) : '',
    head: documentHeadHtml(documentHeadOf(matches, request.origin)) + hoisted,
    body: appMarkup,
    data: renderDataElement(data),
  };
}
