import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accountOrderMessages } from '../../ui/account/orders/messages';
import { checkoutMessages } from '../../ui/cart/checkout/messages';
import { requestMessages } from '../../ui/catalogue/requests/messages';
import type { VIEWPORTS } from './harness';
import {
  checkoutByTransfer,
  describeInChromium,
  expectAccessible,
  inSignedInPage,
  labelOf,
  openReady,
} from './steps';

/**
 * A registration request end to end in Chromium (issue 7): the demo customer opens the swimming activity
 * (registration_flow REQUEST, three tiers), picks a tier, selects weekly slots within its bounds (the validate
 * button refuses too many), validates, fills the request form, lands on /checkout, checks out by bank transfer
 * and finds the request PENDING in her account. French site, desktop and 375 px.
 */
const ACTIVITY = '/activities/natation-trimestre';
const t = requestMessages.fr.requests;
const orders = accountOrderMessages.fr.account.orders;
const checkout = checkoutMessages.fr.checkout;

/** Moves week by week (at most 8) until every weekday wanted has a requestable slot in the shown week. */
async function showWeekWith(page: Page, weekdays: RegExp[]) {
  for (let week = 0; week < 8; week += 1) {
    const found = await Promise.all(
      weekdays.map((weekday) => page.getByRole('checkbox', { name: weekday, disabled: false }).count()),
    );
    if (found.every((count) => count > 0)) return;
    await page.getByRole('button', { name: t.week.next }).click();
  }
  throw new Error(`no week holds ${weekdays.join(' and ')}`);
}

/**
 * A request costs nothing until the organiser approves it: with nothing else in the cart there is nothing to pay
 * and the checkout only asks for the terms; otherwise the rest is paid by bank transfer.
 */
async function checkOut(page: Page) {
  await page.getByRole('heading', { level: 1, name: checkout.title }).waitFor();
  await expectAccessible(page);
  const transfer = page.getByRole('radio', { name: checkout.payment.strategies.DELAYED });
  if ((await transfer.count()) > 0) {
    await checkoutByTransfer(page, 'fr');
    return;
  }
  await labelOf(page.getByRole('checkbox', { name: checkout.terms.label })).click();
  await page.getByRole('button', { name: checkout.submit }).click();
  await page.waitForURL(/\/checkout\/[^/]+\/success/);
  await expectAccessible(page);
}

describeInChromium('registration request journey', { timeout: 240_000 }, (storefront) => {
  const journeys: Array<{
    viewport: keyof typeof VIEWPORTS;
    tier: string;
    weekdays: RegExp[];
    child: string;
    level: string;
  }> = [
    {
      viewport: 'desktop',
      tier: '2 créneaux par semaine',
      weekdays: [/^lun\./, /^mer\./],
      child: 'Hugo',
      level: 'Nage 25 m',
    },
    {
      viewport: 'mobile',
      tier: 'Formule libre',
      weekdays: [/^mer\./],
      child: 'Léa',
      level: 'Nage 50 m et plus',
    },
  ];
  for (const { viewport, tier, weekdays, child, level } of journeys) {
    it(`fr, ${viewport}: asks for ${tier}, checks out, sees the request pending`, async () => {
      await inSignedInPage(
        storefront,
        viewport,
        `request-fr-${viewport}`,
        { language: 'fr', redirect: ACTIVITY },
        async (page, origin) => {
          await page.getByRole('heading', { level: 2, name: t.launcher.title }).waitFor();
          await expectAccessible(page);

          // Too many for the one-slot tier: the validate button stays disabled and turns red.
          await labelOf(page.getByRole('radio', { name: /1 créneau par semaine/ })).click();
          await showWeekWith(page, [/^lun\./, /^mer\./]);
          await labelOf(page.getByRole('checkbox', { name: /^lun\./ })).click();
          await labelOf(page.getByRole('checkbox', { name: /^mer\./ })).click();
          const validate = page.getByRole('button', { name: t.selection.validate });
          expect(await validate.isDisabled()).toBe(true);
          expect(await validate.getAttribute('class')).toContain('request-validate--over');
          await page.getByText(/Trop de créneaux/).waitFor();
          await page.getByRole('button', { name: t.selection.clear }).click();

          await labelOf(page.getByRole('radio', { name: new RegExp(tier) })).click();
          await showWeekWith(page, weekdays);
          for (const weekday of weekdays) {
            await labelOf(page.getByRole('checkbox', { name: weekday, disabled: false })).click();
          }
          expect(await validate.isDisabled()).toBe(false);
          await validate.click();

          await page.waitForURL((url) => url.pathname.endsWith('/cart/registrations/request'));
          const query = new URL(page.url()).searchParams;
          expect(query.get('availabilities')?.split(',')).toHaveLength(weekdays.length);
          expect(query.get('tier')).toMatch(/^ps-tier-natation-/);
          await page.getByRole('heading', { level: 2, name: t.page.preview }).waitFor();
          await expectAccessible(page);

          await labelOf(page.getByRole('radio', { name: child })).click();
          await labelOf(page.getByRole('radio', { name: level })).click();
          await page.getByRole('button', { name: t.form.submit }).click();
          await page.waitForURL((url) => url.pathname.endsWith('/checkout'));
          await checkOut(page);

          await openReady(page, `${origin}/account/registrations-requests`);
          await page
            .getByRole('heading', { level: 2, name: orders.requests.title })
            .or(page.getByRole('heading', { level: 1, name: orders.requests.title }))
            .first()
            .waitFor();
          // Newest first: the request just sent, for the child chosen, waiting for the organiser.
          const newest = page.locator('main li').filter({ hasText: orders.requests.availabilities }).first();
          await newest.getByText(child).first().waitFor();
          await newest.getByText(orders.requests.status.PENDING).first().waitFor();
          await expectAccessible(page);
        },
      );
    });
  }
});
