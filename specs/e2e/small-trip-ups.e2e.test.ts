import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { accountMessages } from '../../ui/account/messages';
import { shellMessages } from '../../ui/shell/messages';
import { siteMessages } from '../../ui/site/messages';
import { openedCartDrawer } from './cart-steps';
import { FR_SITE, newPage, type VIEWPORTS } from './harness';
import {
  describeInChromium,
  expectAccessible,
  inNewPage,
  inSignedInPage,
  type Language,
  labelOf,
  openReady,
  products,
  texts,
  withFailureScreenshot,
} from './steps';

/**
 * The small trip-ups of issue 18 §19, in Chromium on the demo data, in French on a laptop (1280 px) and in
 * English on a phone (375 px), axe on every page: (a) a duration reads the same on a card and on its page;
 * (b) a cart item says where it takes place without repeating a word ("Uccle, Uccle"); (c) every account
 * tab shows, or an arrow says more tabs are there, at 1280, 1024 and 375 px; (d) the unsubscribe page makes
 * no failing call; (e) the footer's legal links are the provider's, as the server is configured.
 */

/** The provider's legal pages this storefront is started with (adapters/server/provider-legal-links.ts). */
const LEGAL = {
  PROVIDER_LEGAL_NOTICE_URL: 'https://www.provider.test/legal/notice',
  PROVIDER_DISCLAIMER_URL: 'https://www.provider.test/legal/disclaimer',
  PROVIDER_PRIVACY_POLICY_URL: 'https://www.provider.test/legal/privacy-policy',
};
const before = Object.fromEntries(Object.keys(LEGAL).map((name) => [name, process.env[name]]));
Object.assign(process.env, LEGAL);
afterAll(() => {
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What `template` ("Valable {{duration}} après l’achat") says in place of its one variable, in `text`. */
function filledIn(template: string, text: string): string | null {
  const [start = '', end = ''] = template.split(/\{\{\w+\}\}/);
  return text.match(new RegExp(`${literal(start)}(.+?)${literal(end)}(?:$|\\n)`, 'm'))?.[1] ?? null;
}

/** Where the tabs of the account's strip stand against the strip's visible box, and its scroll arrows. */
async function tabStrip(page: Page, language: Language) {
  const layout = accountMessages[language].account.layout;
  const strip = page.getByRole('navigation', { name: layout.tabsLabel });
  const box = await strip.locator('ul').boundingBox();
  if (!box) throw new Error('the tab strip is not shown');
  const tabs = await strip.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const { left, right } = link.getBoundingClientRect();
      return { name: link.textContent ?? '', left, right };
    }),
  );
  return {
    tabs,
    box,
    previous: strip.getByRole('button', { name: layout.tabsPrevious }),
    next: strip.getByRole('button', { name: layout.tabsNext }),
  };
}

const journeys: Array<{
  language: Language;
  viewport: keyof typeof VIEWPORTS;
  /** A camp at Uccle, the child it is for, and its required question answered as a parent would. */
  camp: { activity: string; availability: string; child: string; answer: (page: Page) => Promise<void> };
}> = [
  {
    language: 'fr',
    viewport: 'desktop',
    camp: {
      activity: 'tennis-padel-10-14',
      availability: 'ps-av-ete-tennis-s3',
      child: 'Léa',
      answer: (page) => labelOf(page.getByRole('radio', { name: 'Débutant' })).click(),
    },
  },
  {
    language: 'en',
    viewport: 'mobile',
    camp: {
      activity: 'petits-explorateurs-nature-6-9',
      availability: 'ps-av-carnaval-nature-s1',
      child: 'Hugo',
      answer: (page) =>
        page.getByLabel('Personne à contacter en cas d’urgence').fill('Camille Dubois, +32 470 12 34 56'),
    },
  },
];

describeInChromium('small trip-ups (issue 18 §19)', { timeout: 240_000 }, (storefront) => {
  for (const { language, viewport, camp } of journeys) {
    const name = `${language}, ${viewport}`;
    const origin = () => `${storefront.origin(FR_SITE)}/${language}`;

    it(`${name}: (a) a bundle's and a voucher's validity read the same on their card and their page`, async () => {
      const site = siteMessages[language].site;
      const page$ = products(language).page;
      await inNewPage(
        storefront,
        viewport,
        `small-trip-ups-durations-${language}-${viewport}`,
        async (page) => {
          for (const { path, title, template } of [
            { path: '/formules', title: 'Carte 10 séances', template: site.bundle.validFor },
            { path: '/bons-cadeaux', title: 'Bon cadeau 25 €', template: site.voucher.validFor },
          ]) {
            await openReady(page, `${origin()}${path}`);
            const link = page.getByRole('link', { name: title, exact: true });
            const card = page.locator('.site-card', { has: link });
            const onCard = filledIn(template, await card.innerText());
            expect(onCard, `${title}'s card says how long it is valid`).toBeTruthy();
            await expectAccessible(page);
            await link.click();
            await page.getByRole('heading', { level: 1, name: title }).waitFor();
            const fact = page.locator('.product__fact', {
              has: page.getByText(page$.duration, { exact: true }),
            });
            expect(await fact.locator('dd').innerText(), `${title}: page and card`).toBe(onCard);
            await expectAccessible(page);
          }
        },
      );
    });

    it(`${name}: (b) the cart says where a camp takes place without repeating a word`, async () => {
      const t = texts(language);
      await inSignedInPage(
        storefront,
        viewport,
        `small-trip-ups-cart-${language}-${viewport}`,
        { language },
        async (page, origin) => {
          await openReady(page, `${origin}/availabilities/${camp.activity}/${camp.availability}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await labelOf(page.getByRole('radio', { name: camp.child })).click();
          await page.getByText(t.catalog.estimate.base).waitFor();
          await camp.answer(page);
          await page.getByRole('button', { name: t.catalog.form.submit }).click();
          const drawer = await openedCartDrawer(page, language);
          // The camp is at the Wolvendael sports centre, whose short name and city are both "Uccle".
          const places = drawer.locator('.cart-item__meta').filter({ hasText: /Uccle/ });
          await places.first().waitFor();
          for (const place of await places.allInnerTexts()) {
            expect(place.match(/Uccle/g), place).toHaveLength(1);
          }
          await expectAccessible(page);
        },
      );
    });

    it(`${name}: (c) every account tab shows, or an arrow says where more are, at 1280, 1024 and 375 px`, async () => {
      await inSignedInPage(
        storefront,
        viewport,
        `small-trip-ups-tabs-${language}-${viewport}`,
        { language },
        async (page) => {
          for (const width of [1280, 1024, 375]) {
            await page.setViewportSize({ width, height: 900 });
            // The strip measures its edges when it is resized: let that land.
            await page.waitForTimeout(300);
            const { tabs, box, previous, next } = await tabStrip(page, language);
            expect(tabs.length, `${width} px`).toBeGreaterThan(8);
            for (const tab of tabs) {
              const cutAfter = tab.right > box.x + box.width + 1;
              const cutBefore = tab.left < box.x - 1;
              if (cutAfter)
                expect(await next.isVisible(), `${width} px: ${tab.name} is out of view`).toBe(true);
              if (cutBefore)
                expect(await previous.isVisible(), `${width} px: ${tab.name} is out of view`).toBe(true);
            }
            if (width >= 1024) {
              // On a laptop every tab shows at once.
              for (const tab of tabs) {
                expect(tab.right, `${width} px: ${tab.name}`).toBeLessThanOrEqual(box.x + box.width + 1);
              }
            } else {
              // On a phone the arrows bring every tab into view, to the last and back to the first.
              for (const [arrow, end] of [
                [next, 'last'],
                [previous, 'first'],
              ] as const) {
                for (let presses = 0; presses < 20 && (await arrow.isVisible()); presses += 1) {
                  await arrow.click();
                  await page.waitForTimeout(400);
                }
                const now = await tabStrip(page, language);
                const tab = end === 'last' ? now.tabs.at(-1) : now.tabs[0];
                expect(tab, end).toBeTruthy();
                expect(tab?.left ?? 0, `${end} tab`).toBeGreaterThanOrEqual(now.box.x - 1);
                expect(tab?.right ?? 0, `${end} tab`).toBeLessThanOrEqual(now.box.x + now.box.width + 1);
                if (end === 'last') await expectAccessible(page);
              }
            }
            await expectAccessible(page);
          }
        },
      );
    });

    it(`${name}: (d) the unsubscribe page makes no failing call, on arrival and coming back to it`, async () => {
      const t = texts(language);
      const shell = shellMessages[language].shell;
      const { context, page } = await newPage(storefront, viewport);
      const failures: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') failures.push(`console: ${message.text()}`);
      });
      await withFailureScreenshot(page, `small-trip-ups-unsubscribe-${language}-${viewport}`, async () => {
        // As from the link in a newsletter; then to the home page and back, as a person does.
        await openReady(page, `${origin()}/newsletters/unsubscribe?token=from-the-newsletter`);
        const title = page.getByRole('heading', { level: 1, name: t.auth.unsubscribe.title });
        await title.waitFor();
        await expectAccessible(page);
        await page
          .getByRole('link', { name: shell.header.home.replace('{{name}}', 'Les Petits Sportifs') })
          .click();
        await page.waitForURL((url) => !url.pathname.includes('newsletters'));
        await page.goBack();
        await title.waitFor();
        await page.waitForLoadState('networkidle');
        expect(failures).toEqual([]);
      });
      await context.close();
    });

    it(`${name}: (e) the footer's legal links go to the provider's pages the server is configured with`, async () => {
      const footer = shellMessages[language].shell.footer;
      await inNewPage(storefront, viewport, `small-trip-ups-footer-${language}-${viewport}`, async (page) => {
        await openReady(page, origin());
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 });
          const legal = page.getByRole('contentinfo').getByRole('navigation', { name: footer.legal });
          const links = legal.getByRole('link');
          expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
            LEGAL.PROVIDER_LEGAL_NOTICE_URL,
            LEGAL.PROVIDER_DISCLAIMER_URL,
            LEGAL.PROVIDER_PRIVACY_POLICY_URL,
          ]);
          expect(await links.first().innerText()).toContain(footer.notice);
          for (const target of await links.evaluateAll((all) =>
            all.map((link) => link.getAttribute('target')),
          )) {
            expect(target).toBe('_blank');
          }
          await expectAccessible(page);
        }
      });
    });
  }
});
