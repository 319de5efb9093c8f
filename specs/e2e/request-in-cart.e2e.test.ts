import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { cartMessages } from '../../ui/cart/messages';
import { requestMessages } from '../../ui/catalogue/requests/messages';
import { openedCartDrawer } from './cart-steps';
import { EN_SITE, FR_SITE, newPage, type VIEWPORTS } from './harness';
import {
  checkoutByTransfer,
  describeInChromium,
  expectAccessible,
  type Language,
  labelOf,
  openReady,
  signIn,
  snapshot,
  texts,
  withFailureScreenshot,
} from './steps';

/**
 * A registration request in the cart, the checkout and the success page (issue 18 §9, where it read "Demande
 * d'inscription — Demande d'inscription" at 0,00 € with a blank image): the activity with its picture, the
 * participant, the tier, the availabilities asked for and the estimate the request page gave, said to be an
 * estimate owed only once the organiser approves. The cart's total does not count it. French site on a laptop,
 * English site on a 375 px phone, axe on every page.
 */
interface Journey {
  language: Language;
  viewport: keyof typeof VIEWPORTS;
  host: string;
  who: { email: string; password: string };
  activity: { path: string; title: string };
  tier: string;
  weekdays: RegExp[];
  child: string;
  answer: string;
}

const journeys: Journey[] = [
  {
    language: 'fr',
    viewport: 'desktop',
    host: FR_SITE,
    who: { email: 'camille@example.be', password: 'demo-password' },
    activity: {
      path: '/activities/natation-trimestre',
      title: 'Natation — cours du trimestre (sur demande)',
    },
    tier: '2 créneaux par semaine',
    weekdays: [/^lun\./, /^mer\./],
    child: 'Hugo',
    answer: 'Nage 25 m',
  },
  {
    language: 'en',
    viewport: 'mobile',
    host: EN_SITE,
    who: { email: 'oliver@example.com', password: 'demo-password' },
    activity: { path: '/activities/rock-band-workshop', title: 'Rock band workshop (12–17, on request)' },
    tier: 'One evening a week',
    weekdays: [/^Mon/],
    child: 'Emma',
    answer: 'Guitar',
  },
];

/** Moves week by week (at most 8) until every weekday wanted has a requestable slot in the shown week. */
async function showWeekWith(page: Page, language: Language, weekdays: RegExp[]) {
  const next = requestMessages[language].requests.week.next;
  for (let week = 0; week < 8; week += 1) {
    const found = await Promise.all(
      weekdays.map((weekday) => page.getByRole('checkbox', { name: weekday, disabled: false }).count()),
    );
    if (found.every((count) => count > 0)) return;
    await page.getByRole('button', { name: next }).click();
  }
  throw new Error(`no week holds ${weekdays.join(' and ')}`);
}

/** From the activity page to /checkout: the tier, the slots, the form. Returns the request page's estimate. */
async function sendRequest(page: Page, journey: Journey): Promise<string> {
  const t = requestMessages[journey.language].requests;
  await page.getByRole('heading', { level: 2, name: t.launcher.title }).waitFor();
  await labelOf(page.getByRole('radio', { name: new RegExp(journey.tier) })).click();
  await showWeekWith(page, journey.language, journey.weekdays);
  for (const weekday of journey.weekdays) {
    await labelOf(page.getByRole('checkbox', { name: weekday, disabled: false })).click();
  }
  await page.getByRole('button', { name: t.selection.validate }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/cart/registrations/request'));
  const total = page.locator('.request-total').getByText(/\d/);
  const estimate = (await total.innerText()).trim();
  expect(estimate).not.toMatch(/^(0,00\s€|€0\.00)$/);
  await labelOf(page.getByRole('radio', { name: new RegExp(journey.child) })).click();
  await labelOf(page.getByRole('radio', { name: journey.answer })).click();
  await page.getByRole('button', { name: t.form.submit }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/checkout'));
  return estimate;
}

/** The request item as a list shows it: the activity and its picture, the participant, tier, sessions, estimate. */
async function expectRequestItem(scope: Locator, journey: Journey, estimate: string) {
  const t = cartMessages[journey.language].cart.item;
  const item = scope.locator('article.cart-item[data-type="REGISTRATION_REQUEST"]');
  await item.first().waitFor();
  expect(await item.count()).toBe(1);
  await item.getByRole('heading', { name: journey.activity.title }).waitFor();
  expect(await item.locator('.cart-item__media img').getAttribute('src')).toBeTruthy();
  await item
    .getByText(new RegExp(`${journey.child} `))
    .first()
    .waitFor();
  await item.getByText(t.tier.replace('{{name}}', journey.tier)).waitFor();
  expect(await item.getByRole('list', { name: t.requested }).getByRole('listitem').count()).toBe(
    journey.weekdays.length,
  );
  const price = item.locator('.cart-item__price');
  expect(await price.innerText()).toContain(t.estimate);
  expect(await price.innerText()).toContain(estimate);
  await item.getByText(t.estimateNote).waitFor();
}

/**
 * Nothing to pay for a request alone: the checkout asks only for the terms; with something else in the cart
 * (never in this journey) the rest would be paid by bank transfer.
 */
async function checkOut(page: Page, language: Language) {
  const t = texts(language).checkout;
  const transfer = page.getByRole('radio', { name: t.payment.strategies.DELAYED });
  if ((await transfer.count()) > 0) {
    await checkoutByTransfer(page, language);
    return;
  }
  await labelOf(page.getByRole('checkbox', { name: t.terms.label })).click();
  await page.getByRole('button', { name: t.submit }).click();
  await page.waitForURL(/\/checkout\/[^/]+\/success/);
}

describeInChromium('a registration request in the cart', { timeout: 240_000 }, (storefront) => {
  for (const journey of journeys) {
    const { language, viewport } = journey;
    it(`${language}, ${viewport}: the drawer, checkout and success page show what was asked for`, async () => {
      const { context, page } = await newPage(storefront, viewport);
      const t = texts(language);
      await withFailureScreenshot(page, `request-in-cart-${language}-${viewport}`, async () => {
        const origin = `${storefront.origin(journey.host)}/${language}`;
        await signIn(page, origin, language, journey.who, journey.activity.path);
        const estimate = await sendRequest(page, journey);

        await page.getByRole('heading', { level: 1, name: t.checkout.title }).waitFor();
        await expectRequestItem(page.locator('main'), journey, estimate);
        await expectAccessible(page);
        await snapshot(page, `request-checkout-${language}-${viewport}`);

        await openReady(page, `${origin}/`);
        await page
          .getByRole('button', { name: /^(Panier|Cart), 1/ })
          .first()
          .click();
        const drawer = await openedCartDrawer(page, language);
        await expectRequestItem(drawer, journey, estimate);
        // The estimate is not charged now: the drawer's total stays at nothing.
        expect((await drawer.locator('.cart-drawer__total').innerText()).trim()).toMatch(
          /^(0,00\s€|€0\.00)$/,
        );
        await expectAccessible(page);
        await snapshot(page, `request-drawer-${language}-${viewport}`);

        await openReady(page, `${origin}/checkout`);
        await page.getByRole('heading', { level: 1, name: t.checkout.title }).waitFor();
        await checkOut(page, language);
        await expectRequestItem(page.locator('main'), journey, estimate);
        await expectAccessible(page);
        await snapshot(page, `request-success-${language}-${viewport}`);
      });
      await context.close();
    });
  }
});
