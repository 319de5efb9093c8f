/**
 * First-load JavaScript of the storefront's routes, gzipped (`npm run budget`, after `npm run build`).
 *
 * Measured, not inferred: each route is opened in a fresh Chromium context (375 px, as a phone) against
 * the real server on PGlite with the demo data, and every script the page requested until the network
 * is idle is counted at its gzip -9 size from dist/. Chromium has native Temporal, so the polyfill chunk
 * is never requested there; its size is reported apart (the issue's target is "on a browser with native
 * Temporal").
 *
 * Two figures per route: issue 15's target (150 KB) and the ceiling CI enforces so the first load cannot
 * grow unnoticed (BUDGET_CEILING_KB). The script exits 1 above the ceiling.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR, e2eProblem, newPage, startStorefront } from '../specs/e2e/harness';

// E2E_DIST_DIR measures a build of one's own while others build into dist/.
const DIST = DIST_DIR;
const TARGET_KB = 150;
// 420 until issue 15 took Effect out of the browser and loaded one language's texts (site page 407.4 → 364.5 KB),
// 375 until the header's menus, the mobile menu and the cart drawer loaded on first open, zod lost its JSON
// Schema code in the browser and core's modules became side-effect free (site page 360.4 KB, the largest
// route), 365 until the entry and all it imports became one chunk instead of ~70 (site page 336.8 KB);
// the ceiling sits just above the largest route.
const CEILING_KB = Number(process.env.BUDGET_CEILING_KB ?? 340);

/** Routes in visit order; the availability detail is the catalogue's first card. */
const ROUTES: Array<[name: string, path: (previous: string | null) => string]> = [
  ['home', () => '/fr/'],
  ['catalogue', () => '/fr/activities/petits-peintres-6-9'],
  ['availability', (firstCard) => firstCard ?? '/fr/page-not-found'],
  ['site page', () => '/fr/stages'],
  ['checkout', () => '/fr/checkout'],
];

const problem = e2eProblem(DIST);
if (problem) {
  // Like the journeys: a developer's machine without Chromium skips; CI must measure.
  console.error(`budget: not measured: ${problem}`);
  process.exit(process.env.CI ? 1 : 0);
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; src?: string }
>;
const polyfill = Object.values(manifest).find((chunk) => chunk.src?.includes('@js-temporal/polyfill'));

const storefront = await startStorefront();
let overCeiling = false;
try {
  let firstCard: string | null = null;
  for (const [name, pathOf] of ROUTES) {
    const path = pathOf(firstCard);
    const { context, page } = await newPage(storefront, 'mobile');
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/'))
        scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${storefront.origin()}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    firstCard =
      (await page
        .locator('main article a')
        .first()
        .getAttribute('href', { timeout: 2000 })
        .catch(() => null)) ?? firstCard;
    const total = [...scripts].reduce((sum, file) => sum + gzipKb(file), 0);
    const polyfillLoaded = polyfill !== undefined && scripts.has(polyfill.file);
    overCeiling ||= total > CEILING_KB;
    console.log(
      [
        name.padEnd(13),
        `${total.toFixed(1).padStart(6)} KB gzip first-load JS (${scripts.size} files)`,
        `target ${TARGET_KB} KB ${total <= TARGET_KB ? 'met' : 'not met'}`,
        `ceiling ${CEILING_KB} KB ${total <= CEILING_KB ? 'ok' : 'OVER'}`,
        polyfillLoaded ? 'includes the Temporal polyfill' : '',
      ].join('  '),
    );
    if (process.env.BUDGET_VERBOSE)
      for (const file of [...scripts].sort((a, b) => gzipKb(b) - gzipKb(a)))
        console.log(`    ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`);
    await context.close();
  }
} finally {
  await storefront.close();
}
if (polyfill)
  console.log(
    `temporal polyfill (only without native Temporal): ${gzipKb(polyfill.file).toFixed(1)} KB gzip`,
  );
if (overCeiling) process.exit(1);
