/**
 * Lighthouse, mobile profile (its default: a mid-range phone, simulated slow 4G and 4× CPU slowdown), on the
 * storefront's home, catalogue, availability and checkout pages (`npm run lighthouse`, after `npm run build`;
 * not part of `npm test`). The real server on PGlite with the demo data serves the built storefront; Debian's
 * Chromium runs headless. Prints the performance score, LCP, TBT and CLS of each page. The checkout is
 * measured signed in as the demo customer with one item in her cart, so it renders its real content.
 * LIGHTHOUSE_REPORTS=<directory> also writes each page's full JSON report there.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS, e2eProblem, FR_SITE, startStorefront } from '../specs/e2e/harness';

const problem = e2eProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const storefront = await startStorefront();
const origin = storefront.origin(FR_SITE);
const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });

/** Signs the demo customer in and fills her cart: the cookie the checkout run sends. */
async function signedInCookie(): Promise<string> {
  // Node's resolver does not know *.localhost: the loopback address serves the default (French) organiser.
  const base = origin.replace(FR_SITE, '127.0.0.1');
  const headers = { 'content-type': 'application/json', origin: base };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'camille@example.be', password: 'demo-password' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`sign-in failed: ${login.status}`);
  const bundles = (await (await fetch(`${base}/api/bundles`)).json()) as {
    data: Array<{ id: number; entity: string }>;
  };
  const bundle = bundles.data.find((item) => item.entity !== 'PARTICIPANTS') ?? bundles.data[0];
  const session = (await (
    await fetch(`${base}/api/session`, { headers: { ...headers, cookie } })
  ).json()) as {
    customer: { id: number; participants: Array<{ id: number }> };
  };
  const added = await fetch(`${base}/api/carts/items`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      customer_id: session.customer.id,
      bundles: bundle ? [{ bundle_id: bundle.id, participant_id: session.customer.participants[0]?.id }] : [],
    }),
  });
  if (!added.ok) throw new Error(`adding to the cart failed: ${added.status} ${await added.text()}`);
  return cookie;
}

const rows: string[] = [];
try {
  const pages: Array<{ name: string; path: string; cookie?: string }> = [
    { name: 'home', path: '/fr/' },
    { name: 'catalogue', path: '/fr/activities/petits-peintres-6-9' },
    { name: 'availability', path: '/fr/availabilities/ps-av-noel-arts-s1' },
    { name: 'checkout', path: '/fr/checkout', cookie: await signedInCookie() },
  ];
  for (const page of pages) {
    const result = await lighthouse(
      `${origin}${page.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      page.cookie
        ? { extends: 'lighthouse:default', settings: { extraHeaders: { Cookie: page.cookie } } }
        : undefined,
    );
    if (!result) throw new Error(`no result for ${page.path}`);
    const { lhr } = result;
    // LIGHTHOUSE_REPORTS=<dir> keeps each page's full report (LCP element, long tasks, bootup time...).
    if (process.env.LIGHTHOUSE_REPORTS)
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${page.name}.json`), JSON.stringify(lhr, null, 1));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    rows.push(
      [
        page.name.padEnd(12),
        `score ${String(score).padStart(3)}`,
        `LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
        `TBT ${audit('total-blocking-time').toFixed(0)} ms`,
        `CLS ${audit('cumulative-layout-shift').toFixed(3)}`,
        page.path,
      ].join('  '),
    );
    console.log(rows.at(-1));
  }
} finally {
  chrome.kill();
  await storefront.close();
}
