import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { EN_SITE, FR_SITE, newPage, type Storefront } from './harness';
import { CAMILLE, describeInChromium, signIn } from './steps';

/**
 * Server rendering in real Chromium against the real server: every page arrives rendered (headings,
 * prices and dates readable with JavaScript off), and the browser takes it over without a single
 * hydration mismatch (React reports each one through `onRecoverableError`, logged as an error).
 */
const SITES = [
  {
    language: 'fr',
    host: FR_SITE,
    catalogue: '/stages',
    activity: '/activities/petits-peintres-6-9',
    customer: CAMILLE,
  },
  {
    language: 'en',
    host: EN_SITE,
    catalogue: '/camps',
    activity: '/activities/python-for-teens/ac-act-python',
    customer: { email: 'oliver@example.com', password: CAMILLE.password },
  },
] as const;

/** Console errors about hydration, and uncaught errors, while `visit` runs. */
async function hydrationProblems(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    const text = message.text();
    if (message.type() === 'error' && /hydrat|Minified React error #(418|419|421|422|423|425)/i.test(text))
      problems.push(text.slice(0, 2000));
  };
  page.on('console', onConsole);
  try {
    await visit();
  } finally {
    page.off('console', onConsole);
  }
  return problems;
}

/** The first link in `main` whose address starts with `prefix` (a card of the page), absolute. */
async function firstLink(page: Page, prefix: string): Promise<string> {
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no link to ${prefix} on ${page.url()}`);
  return href;
}

const discovered = new Map<string, Promise<string[]>>();
/** The site's public pages (found once per site: both tests visit the same ones). */
function publicPages(storefront: Storefront, site: (typeof SITES)[number]): Promise<string[]> {
  let found = discovered.get(site.host);
  if (!found) {
    found = discoverPublicPages(storefront, site);
    discovered.set(site.host, found);
  }
  return found;
}

async function discoverPublicPages(storefront: Storefront, site: (typeof SITES)[number]): Promise<string[]> {
  const origin = storefront.origin(site.host);
  const { context, page } = await newPage(storefront);
  try {
    const base = `${origin}/${site.language}`;
    await page.goto(`${base}${site.activity}`, { waitUntil: 'load' });
    const availability = await firstLink(page, `/${site.language}/availabilities/`);
    await page.goto(`${base}/blog`, { waitUntil: 'load' });
    const article = await firstLink(page, `/${site.language}/blog/`);
    return [
      `${base}/`,
      `${base}${site.catalogue}`,
      `${base}${site.activity}`,
      `${origin}${availability}`,
      `${base}/blog`,
      `${origin}${article}`,
    ];
  } finally {
    await context.close();
  }
}

describeInChromium('server rendering in Chromium', { timeout: 240_000 }, (storefront) => {
  for (const site of SITES) {
    it(`${site.language}: home, catalogue, activity, availability, blog and article read without JavaScript`, async () => {
      const urls = await publicPages(storefront, site);
      const context = await storefront.browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        for (const url of urls) {
          const response = await page.goto(url, { waitUntil: 'load' });
          expect(response?.status(), url).toBe(200);
          expect(await page.getAttribute('html', 'lang'), url).toBe(site.language);
          const heading = (await page.locator('main h1').first().textContent()) ?? '';
          expect(heading.trim(), url).not.toBe('');
          expect(await page.title(), url).not.toMatch(/Chargement|Loading/);
          const main = (await page.locator('main').textContent()) ?? '';
          if (/\/(activities|availabilities)\//.test(url) || url.endsWith(site.catalogue)) {
            // Prices in euros and dates of the sessions, as the server wrote them.
            expect(main, url).toMatch(/\d+[,.]\d{2}\s?€|€\s?\d+/);
            expect(main, url).toMatch(/\b(20\d\d|\d{1,2}:\d{2})\b/);
          }
        }
      } finally {
        await context.close();
      }
    });

    it(`${site.language}: public pages hydrate without a mismatch and without fetching their data again`, async () => {
      const urls = await publicPages(storefront, site);
      const { context, page } = await newPage(storefront, 'mobile');
      try {
        const origin = storefront.origin(site.host);
        // Also the address without a language (the organiser's applies) and the not-found page.
        for (const url of [...urls, `${origin}/`, `${origin}/${site.language}/no-such-page`]) {
          const reads: string[] = [];
          const onRequest = (request: { url(): string; method(): string }) => {
            const path = new URL(request.url()).pathname;
            if (request.method() === 'GET' && path.startsWith('/api/') && path !== '/api/session')
              reads.push(path);
          };
          page.on('request', onRequest);
          const problems = await hydrationProblems(page, async () => {
            await page.goto(url, { waitUntil: 'networkidle' });
            await page.locator('main h1').first().waitFor();
          });
          page.off('request', onRequest);
          expect(problems, url).toEqual([]);
          // The route's loaders and sections start from the page's data; only the visitor's session is
          // asked for (the page may come from a shared cache).
          expect(reads, url).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });

    it(`${site.language}: signed-in pages (account, checkout) hydrate without a mismatch`, async () => {
      const origin = `${storefront.origin(site.host)}/${site.language}`;
      const { context, page } = await newPage(storefront, 'desktop');
      try {
        await signIn(page, origin, site.language, site.customer);
        for (const path of [
          '/account/home',
          '/account/registrations',
          '/account/profile',
          '/checkout',
          '/',
        ]) {
          const problems = await hydrationProblems(page, async () => {
            await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
            await page.locator('main h1, main h2').first().waitFor();
          });
          expect(problems, path).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }
});
