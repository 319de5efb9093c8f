/**
 * Screenshots of the storefront's main pages at 1280 px and 375 px, in French and English
 * (`npm run screenshots`, after `npm run build`), into screenshots/ (not committed). Pages are given as
 * paths after the language prefix; SCREENSHOT_PATHS (comma-separated) replaces the default list.
 * SCREENSHOT_SIGN_IN=email:password signs that customer in first (account pages); both languages are then
 * taken on the French organiser's site, where the demo customers' history lives.
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
const signIn = process.env.SCREENSHOT_SIGN_IN?.split(':');
const sites = [
  { language: 'fr', host: FR_SITE },
  { language: 'en', host: signIn ? FR_SITE : EN_SITE },
] as const;
mkdirSync('screenshots', { recursive: true });
const storefront = await startStorefront();
try {
  for (const site of sites) {
    for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
      const { context, page } = await newPage(storefront, viewport);
      if (signIn) {
        // From the page, as the storefront does: Chromium resolves *.localhost, Node's resolver does not.
        await page.goto(storefront.origin(site.host), { waitUntil: 'networkidle' });
        const status = await page.evaluate(
          async ([email, password]) =>
            (
              await fetch('/api/auth/login', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email, password }),
              })
            ).status,
          [signIn[0], signIn.slice(1).join(':')] as const,
        );
        if (status !== 200) throw new Error(`signing in ${signIn[0]} failed: ${status}`);
      }
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
