import { Temporal } from '@js-temporal/polyfill';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addToCart } from './cart-steps';
import { FR_SITE, newPage } from './harness';
import {
  describeInChromium,
  expectAccessible,
  FR_DESKTOP_EN_MOBILE,
  type Language,
  labelOf,
  openReady,
  settleToasts,
  texts,
  typeAddressUntilSuggested,
  typeDate,
  withFailureScreenshot,
} from './steps';

/**
 * Issue 18 §10 in Chromium against the real server: Les Petits Sportifs ask for a participant at sign-up
 * (create_participant on), so a parent signing up names their child there, not themselves. The child,
 * aged 7, is then the one the 6–9 camp's form preselects, and it goes into the cart. axe runs on the
 * register page with the child's group shown and the address suggestions closed.
 */
const CAMP_PATH = '/availabilities/petits-peintres-6-9/ps-av-noel-arts-s1';

/** Born 7 years and a month ago: 7 on the camp's first day, which is within the coming year (age 6–9). */
const sevenYearOld = (): string =>
  Temporal.Now.plainDateISO('Europe/Brussels').subtract({ years: 7, months: 1 }).toString();

/** Types a street and picks the first suggestion, as the existing sign-up journey does (journeys.e2e). */
async function chooseAddress(page: Page, language: Language) {
  const address = await typeAddressUntilSuggested(page, language);
  await address.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describeInChromium('sign-up asks for the child as participant', { timeout: 240_000 }, (storefront) => {
  for (const { language, viewport } of FR_DESKTOP_EN_MOBILE) {
    it(`${language}, ${viewport}: signs up with a child of 7, who is preselected on the 6–9 camp and added to the cart`, async () => {
      const t = texts(language);
      const { context, page } = await newPage(storefront, viewport);
      try {
        await withFailureScreenshot(page, `signup-child-${language}`, async () => {
          const origin = `${storefront.origin(FR_SITE)}/${language}`;
          await openReady(page, `${origin}/auth/register?redirect=${encodeURIComponent(CAMP_PATH)}`);
          await page.getByRole('heading', { level: 1, name: t.auth.register.title }).waitFor();

          // The participant's group is the child's, with its own names and birth date.
          const child = page.getByRole('group', { name: t.auth.register.participant.title });
          await child.waitFor();
          const childFirstname = child.getByLabel(t.auth.register.participant.firstname, { exact: true });
          const childLastname = child.getByLabel(t.auth.register.participant.lastname, { exact: true });
          await expectAccessible(page);

          // The parent's own fields.
          await page.getByLabel(t.auth.register.firstname, { exact: true }).fill('Alex');
          await page.getByLabel(t.auth.register.lastname, { exact: true }).fill('Martin');
          await page
            .getByLabel(t.auth.common.email, { exact: true })
            .fill(`child-${language}-${Date.now()}@example.test`);
          await page.getByLabel(t.auth.register.phone, { exact: true }).fill('+32 470 12 34 56');
          await chooseAddress(page, language);
          await page.getByLabel(t.auth.common.password, { exact: true }).fill('a-long-password');

          // The child's: its last name comes prefilled with the parent's.
          expect(await childLastname.inputValue()).toBe('Martin');
          await childFirstname.fill('Lina');
          await typeDate(
            page,
            child.getByRole('group', { name: t.auth.register.participant.birthdate }),
            sevenYearOld(),
          );
          for (const group of await page.getByRole('radiogroup').all()) {
            if ((await group.getAttribute('aria-required')) === 'true')
              await labelOf(group.getByRole('radio').first()).click();
          }
          await labelOf(
            page.getByRole('checkbox', { name: new RegExp(t.auth.register.termsBefore) }),
          ).click();
          // The filled form, suggestions closed, passes axe too.
          await expectAccessible(page);
          await page.getByRole('button', { name: t.auth.register.submit }).click();
          await page.waitForURL((url) => url.pathname === `/${language}${CAMP_PATH}`);
          await settleToasts(page);

          // The child is the only participant and is preselected; the parent is not one.
          const lina = page.getByRole('radio', { name: 'Lina Martin' });
          await lina.waitFor({ state: 'attached' });
          expect(await lina.isChecked()).toBe(true);
          expect(await page.getByRole('radio', { name: 'Alex Martin' }).count()).toBe(0);

          // The estimate shows for the preselected child, and the camp goes into the cart.
          const drawer = await addToCart(page, language);
          await drawer.getByText('Lina Martin').first().waitFor();
        });
      } finally {
        await context.close();
      }
    });
  }
});
