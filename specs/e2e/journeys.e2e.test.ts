import { it } from 'vitest';
import { addToCart, drawerCheckout } from './cart-steps';
import { EN_SITE, FR_SITE, newPage } from './harness';
import {
  describeInChromium,
  expectAccessible,
  expectTransferSuccess,
  FR_DESKTOP_EN_MOBILE,
  type Language,
  labelOf,
  openReady,
  texts,
  typeAddressUntilSuggested,
  typeDate,
} from './steps';

/**
 * The customer's journeys of issue 5 in real Chromium against the real server and database: browse the
 * catalogue, open an availability, sign up, add a participant from the form and come back, add to the
 * cart, see the drawer, check out by bank transfer or through the sandbox online payment, see the success
 * page. axe runs on every page the journeys visit.
 */
const SITES: Record<Language, { host: string; activity: string; child: string }> = {
  fr: { host: FR_SITE, activity: 'petits-peintres-6-9', child: '2018-05-01' },
  en: { host: EN_SITE, activity: 'holiday-code-camp', child: '2015-03-01' },
};

describeInChromium('customer journeys in Chromium', { timeout: 240_000 }, (storefront) => {
  for (const { language, viewport } of FR_DESKTOP_EN_MOBILE) {
    it(`${language}, ${viewport}: signs up, adds a child from the form, books and pays by bank transfer`, async () => {
      const t = texts(language);
      const site = SITES[language];
      const { context, page } = await newPage(storefront, viewport);
      try {
        const origin = `${storefront.origin(site.host)}/${language}`;
        // Browse: the catalogue page of one activity, then one of its availabilities.
        await openReady(page, `${origin}/activities/${site.activity}`);
        await expectAccessible(page);
        const firstCard = page.locator('main article a').first();
        await firstCard.click();
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectAccessible(page);
        const detailPath = new URL(page.url()).pathname;

        // Anonymous: the login prompt, then the register form keeping the way back.
        await page.locator('main').getByRole('link', { name: t.catalog.form.login }).click();
        await page.locator('main').getByRole('link', { name: t.auth.login.register }).click();
        await page.getByRole('heading', { level: 1, name: t.auth.register.title }).waitFor();
        await expectAccessible(page);
        const email = `journey-${language}-${Date.now()}@example.test`;
        await page.getByLabel(t.auth.register.firstname, { exact: true }).fill('Alex');
        await page.getByLabel(t.auth.register.lastname, { exact: true }).fill('Martin');
        await page.getByLabel(t.auth.common.email, { exact: true }).fill(email);
        await page.getByLabel(t.auth.register.phone, { exact: true }).fill('+32 470 12 34 56');
        const address = await typeAddressUntilSuggested(page, language);
        await page
          .getByRole('option', { name: /Rue Neuve/ })
          .first()
          .waitFor();
        await address.press('Enter');
        await page.getByLabel(t.auth.common.password, { exact: true }).fill('a-long-password');
        for (const group of await page.getByRole('radiogroup').all()) {
          if ((await group.getAttribute('aria-required')) === 'true')
            await labelOf(group.getByRole('radio').first()).click();
        }
        // An organiser with create_participant on asks for a child at sign-up (issue 18 §10).
        const child = page.getByRole('group', { name: t.auth.register.participant.title });
        if (await child.count()) {
          await child.getByLabel(t.auth.register.participant.firstname, { exact: true }).fill('Noa');
          const birthdate = child.getByRole('group', { name: t.auth.register.participant.birthdate });
          await typeDate(page, birthdate, site.child);
        }
        await labelOf(page.getByRole('checkbox', { name: new RegExp(t.auth.register.termsBefore) })).click();
        await page.getByRole('button', { name: t.auth.register.submit }).click();
        await page.waitForURL((url) => url.pathname === detailPath);

        // The add form: create another child and come back with it chosen.
        // The create screen sits in the account layout: its h1 is the account title, the screen an h2.
        await page.getByRole('link', { name: t.catalog.form.addParticipant }).click();
        await page.getByRole('heading', { level: 2, name: t.account.participants.create.title }).waitFor();
        await expectAccessible(page);
        await page.getByLabel(t.account.participants.fields.firstname, { exact: true }).fill('Sam');
        await page.getByLabel(t.account.participants.fields.lastname, { exact: true }).fill('Martin');
        await page.getByLabel(t.account.participants.fields.birthdate, { exact: true }).fill(site.child);
        for (const group of await page.getByRole('radiogroup').all()) {
          if ((await group.getAttribute('aria-required')) === 'true')
            await labelOf(group.getByRole('radio').first()).click();
        }
        await page.getByRole('button', { name: t.account.participants.create.submit }).click();
        await page.waitForURL((url) => url.pathname === detailPath && url.searchParams.has('participant'));

        // The estimate shows once the participant is known; adding opens the drawer.
        const drawer = await addToCart(page, language);
        await expectAccessible(page);
        await drawerCheckout(drawer, language).click();

        // Checkout by bank transfer, then the success page with the structured reference.
        await page.getByRole('heading', { level: 1, name: t.checkout.title }).waitFor();
        await expectAccessible(page);
        await labelOf(page.getByRole('radio', { name: t.checkout.payment.strategies.DELAYED })).click();
        await labelOf(page.getByRole('checkbox', { name: t.checkout.terms.label })).click();
        await page.getByRole('button', { name: t.checkout.submit }).click();
        await expectTransferSuccess(page);
      } catch (error) {
        // The page as it was when the journey failed, for the one reading the CI log.
        await page
          .screenshot({ path: `journey-failure-${language}-${viewport}.png`, fullPage: true })
          .catch(() => {});
        throw error;
      } finally {
        await context.close();
      }
    });
  }
});
