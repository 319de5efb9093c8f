/**
 * Screenshots of the storefront's main pages at 1280 px and 375 px, in French and English
 * (`npm run screenshots`, after `npm run build`), into screenshots/ (not committed). Pages are given as
 * paths after the language prefix; SCREENSHOT_PATHS (comma-separated) replaces the default list.
 */
import { mkdirSync } from 'node:fs';
import { EN_SITE, e2eProblem, FR_SITE, newPage, startStorefront, VIEWPORTS } from '../specs/e2e/harness';

const problem = e2eProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
const paths = (
  process.env.SCREENSHOT_PATHS ?? '/,/page-not-found,/auth/login,/auth/register,/checkout,/blog'
).split(',');
const sites = [
  { language: 'fr', host: FR_SITE },
  { language: 'en', host: EN_SITE },
] as const;
mkdirSync('screenshots', { recursive: true });
const storefront = await startStorefront();
try {
  for (const site of sites) {
    for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
      const { context, page } = await newPage(storefront, viewport);
      for (const path of paths) {
        await page.goto(`${storefront.origin(site.host)}/${site.language}${path === '/' ? '' : path}`, {
          waitUntil: 'networkidle',
        });
        const name = `${site.language}-${viewport}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
        await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
        console.log(`screenshots/${name}`);
      }
      await context.close();
    }
  }
} finally {
  await storefront.close();
}
