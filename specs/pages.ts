import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SSR_DIR } from '../adapters/server/ssr/page-renderer';
import { type StorefrontTestApp, storefrontTestApp } from '../adapters/server/storefront-test-app';
import { EN_HOST, FR_HOST } from '../adapters/server/test-support';

/**
 * The storefront as a browser first receives it, for the book's screen rules (part 1 §2): the whole app
 * with the build mounted (`npm run build` writes dist/, which `npm test` does before the book runs) on the
 * demo data, rendering each page on the server. One app per run, started on first use.
 */
const DIST = process.env.E2E_DIST_DIR ?? 'dist';
let started: Promise<StorefrontTestApp> | null = null;

function pagesApp(): Promise<StorefrontTestApp> {
  if (!existsSync(join(DIST, SSR_DIR, 'entry-server.js')))
    throw new Error(
      `the screen rules read the built storefront: run npm run build first (no ${DIST}/${SSR_DIR})`,
    );
  started ??= storefrontTestApp(DIST);
  return started;
}

export async function closeBookPages(): Promise<void> {
  if (!started) return;
  const { database } = await started;
  started = null;
  await database.close();
}

export { EN_HOST, FR_HOST };

/** A server-rendered page as a visitor's browser receives it. */
export interface RenderedPage {
  status: number;
  html: string;
  /** The document's title. */
  title: string;
  /** The first heading's text, tags removed. */
  heading: string;
  /** Every link's address, in document order. */
  links: string[];
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

export async function renderedPage(path: string, host: string = FR_HOST): Promise<RenderedPage> {
  const { app } = await pagesApp();
  const answer = await app.request(`http://${host}${path}`, { headers: { host } });
  const html = await answer.text();
  return {
    status: answer.status,
    html,
    title: text(html.match(/<title[^>]*>([\s\S]*?)<\/title>/)?.[1] ?? ''),
    heading: text(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''),
    links: [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) =>
      (match[1] ?? '').replace(/&amp;/g, '&'),
    ),
  };
}

/**
 * A page that renders completely on the server: 200, the language of the site, a title naming the page and
 * the organiser (not the loading title), a main landmark with a heading.
 */
export async function expectScreen(path: string, host: string = FR_HOST): Promise<RenderedPage> {
  const page = await renderedPage(path, host);
  assert.equal(page.status, 200, `${path}: status ${page.status}`);
  assert.match(page.html, new RegExp(`<html lang="${host === EN_HOST ? 'en' : 'fr'}"`), `${path}: language`);
  assert.doesNotMatch(page.title, /Chargement|Loading/, `${path}: still the loading title`);
  assert.match(page.html, /<main id="main"/, `${path}: no main landmark`);
  assert.ok(page.heading.length > 0, `${path}: no heading`);
  return page;
}

/** The text of the page's `<main>`, tags removed. */
export const mainText = (page: RenderedPage): string =>
  text(page.html.match(/<main id="main"[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '');

/** The text of the first element whose opening tag matches `opening` up to its closing `tag`. */
export function sectionText(page: RenderedPage, opening: RegExp, tag: string): string {
  const start = page.html.search(opening);
  assert.ok(start >= 0, `no ${opening} in the page`);
  const end = page.html.indexOf(`</${tag}>`, start);
  return text(page.html.slice(start, end));
}
