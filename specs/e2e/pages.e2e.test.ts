import { expect, it } from 'vitest';
import { axeViolations, describeViolations, EN_SITE, FR_SITE, newPage, VIEWPORTS } from './harness';
import { describeInChromium, openReady } from './steps';

/**
 * Every main page, in both languages and at both widths, in real Chromium against the real server:
 * it renders its heading without a script error and axe finds no WCAG 2.1/2.2 A or AA violation.
 */
const PAGES = [
  '/',
  '/page-not-found',
  '/no-such-page/at-all',
  '/auth/login',
  '/auth/register',
  '/auth/password',
  '/blog',
];
/** Each organiser's pages of resource schedules and products (issue 7), by its own demo cuids. */
const SITES = [
  {
    language: 'fr',
    host: FR_SITE,
    pages: [
      '/location',
      '/formules',
      '/bons-cadeaux',
      '/bundles/ps-bundle-carte-10',
      '/memberships/ps-membership-club',
      '/memberships/ps-membership-natation',
      '/vouchers/ps-voucher-100',
    ],
  },
  {
    language: 'en',
    host: EN_SITE,
    pages: [
      '/practice-room',
      '/gift-vouchers',
      '/bundles/ac-bundle-5-lessons',
      '/memberships/ac-membership-monthly',
      '/vouchers/ac-voucher-40',
    ],
  },
] as const;

describeInChromium('storefront pages in Chromium', { timeout: 180_000 }, (storefront) => {
  for (const site of SITES) {
    for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
      it(`${site.language} at ${VIEWPORTS[viewport].width} px: every page renders with zero axe violations`, async () => {
        const { context, page } = await newPage(storefront, viewport);
        try {
          for (const path of [...PAGES, ...site.pages]) {
            const url = `${storefront.origin(site.host)}/${site.language}${path === '/' ? '' : path}`;
            await openReady(page, url);
            await page.locator('main h1').first().waitFor({ timeout: 10_000 });
            expect(await page.getAttribute('html', 'lang'), url).toBe(site.language);
            const violations = await axeViolations(page);
            expect(violations, `${url}\n${describeViolations(violations)}`).toEqual([]);
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});
