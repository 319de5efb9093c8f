import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Database } from '../../adapters/db/index';
import { accountRegistrationMessages } from '../../ui/account/registrations/messages';
import type { VIEWPORTS } from './harness';
import {
  addProduct,
  describeInChromium,
  expectAccessible,
  inSignedInPage,
  type Language,
  labelOf,
  openReady,
  products,
  texts,
} from './steps';

/**
 * Issue 18 §13 and §14, in Chromium on the demo data. §13: a bundle, membership or /cart/add form offers to
 * create a participant although Camille already has two, and the create screen brings the new participant
 * back to the same form (path and query kept), chosen. §14: the registration edit screen warns only of the
 * booked dates taken out, never of a date that was never booked. Both languages, desktop and 375 px, axe on
 * each page.
 */

/** Hugo's nature camp ahead (adapters/seed/demo/history.ts): five dates booked, nothing paid. */
const NATURE_REGISTRATION = 'ps-history-registration-unpaid';
/** Saturday music lessons for 3–5 year olds, open with seats. */
const MUSIC_COURSE = 'ps-av-eveil-musical-t1';

/**
 * Takes the last date out of Hugo's nature camp registration, seat included: the camp then has an open date
 * with room that the registration never held. Once per storefront.
 */
let unbooked: Promise<void> | undefined;
function unbookLastNatureDate(db: Database): Promise<void> {
  unbooked ??= (async () => {
    const registration = await db
      .selectFrom('registrations')
      .select('id')
      .where('cuid', '=', NATURE_REGISTRATION)
      .executeTakeFirstOrThrow();
    const last = await db
      .selectFrom('registration_dates as rd')
      .innerJoin('availability_dates as d', 'd.id', 'rd.availability_date_id')
      .select(['rd.id', 'rd.availability_date_id'])
      .where('rd.registration_id', '=', registration.id)
      .orderBy('d.start_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('registration_dates').where('id', '=', last.id).execute();
    await db
      .updateTable('availability_dates')
      .set((eb) => ({ registered: eb('registered', '-', 1) }))
      .where('id', '=', last.availability_date_id)
      .execute();
  })();
  return unbooked;
}

/** The value a React Aria participant select shows. */
const participantShown = (page: Page, label: string) =>
  page
    .locator('.field', { has: page.getByText(label, { exact: true }) })
    .getByRole('button')
    .innerText();

/**
 * From a form: follows "Add a participant", fills the create screen, and comes back to `formPath` with the
 * query it had (`keep`) and `participant` set to the new one.
 */
async function createParticipantAndReturn(
  page: Page,
  language: Language,
  person: { firstname: string; lastname: string },
  formPath: string,
  keep: Record<string, string> = {},
) {
  const t = texts(language);
  await page.getByRole('link', { name: products(language).page.form.addParticipant }).click();
  // The create screen sits in the account layout: its h1 is the account title, the screen an h2.
  await page.getByRole('heading', { level: 2, name: t.account.participants.create.title }).waitFor();
  await expectAccessible(page);
  await page.getByLabel(t.account.participants.fields.firstname, { exact: true }).fill(person.firstname);
  await page.getByLabel(t.account.participants.fields.lastname, { exact: true }).fill(person.lastname);
  const birthYear = new Date().getUTCFullYear() - 4;
  await page.getByLabel(t.account.participants.fields.birthdate, { exact: true }).fill(`${birthYear}-03-15`);
  for (const group of await page.getByRole('radiogroup').all()) {
    if ((await group.getAttribute('aria-required')) === 'true')
      await labelOf(group.getByRole('radio').first()).click();
  }
  await page.getByRole('button', { name: t.account.participants.create.submit }).click();
  await page.waitForURL(
    (url) =>
      url.pathname.endsWith(formPath) &&
      url.searchParams.has('participant') &&
      Object.entries(keep).every(([name, value]) => url.searchParams.get(name) === value),
  );
}

describeInChromium('participant round trip and registration edit', { timeout: 240_000 }, (storefront) => {
  const journeys: Array<{
    language: Language;
    viewport: keyof typeof VIEWPORTS;
    product: { path: string; title: string };
  }> = [
    {
      language: 'fr',
      viewport: 'desktop',
      product: { path: '/bundles/ps-bundle-carte-10', title: 'Carte 10 séances' },
    },
    {
      language: 'en',
      viewport: 'mobile',
      product: { path: '/memberships/ps-membership-natation', title: 'Abonnement natation — saison' },
    },
  ];

  for (const { language, viewport, product } of journeys) {
    it(`${language}, ${viewport}: product and /cart/add forms offer a new participant and take it back`, async () => {
      const form = products(language).page.form;
      await inSignedInPage(
        storefront,
        viewport,
        `participant-return-${language}-${viewport}`,
        { language, redirect: product.path },
        async (page, origin) => {
          await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
          // Camille has Léa and Hugo: the select is there, and so is the link to add another child.
          await page.locator('.field', { has: page.getByText(form.participant, { exact: true }) }).waitFor();
          await page.getByRole('link', { name: form.addParticipant }).waitFor({ timeout: 5_000 });
          await expectAccessible(page);
          const productChild = { firstname: 'Zoé', lastname: `Produit ${language}` };
          await createParticipantAndReturn(page, language, productChild, product.path);
          await expect
            .poll(() => participantShown(page, form.participant))
            .toContain(`${productChild.firstname} ${productChild.lastname}`);
          await expectAccessible(page);
          await addProduct(page, language);

          // /cart/add: the selection's query is kept and the new child comes back chosen.
          await openReady(page, `${origin}/cart/add?availabilities=${MUSIC_COURSE}`);
          await page.locator('.field', { has: page.getByText(form.participant, { exact: true }) }).waitFor();
          await page.getByRole('link', { name: form.addParticipant }).waitFor({ timeout: 5_000 });
          const selectionChild = { firstname: 'Noé', lastname: `Sélection ${language}` };
          await createParticipantAndReturn(page, language, selectionChild, '/cart/add', {
            availabilities: MUSIC_COURSE,
          });
          await expect
            .poll(() => participantShown(page, form.participant))
            .toContain(`${selectionChild.firstname} ${selectionChild.lastname}`);
          await expectAccessible(page);
        },
      );
    });

    it(`${language}, ${viewport}: the edit screen warns only of booked dates taken out`, async () => {
      const edit = accountRegistrationMessages[language].account.registrations.edit;
      await unbookLastNatureDate(storefront.db);
      await inSignedInPage(
        storefront,
        viewport,
        `registration-edit-${language}-${viewport}`,
        { language, redirect: `/account/registrations/${NATURE_REGISTRATION}/edit` },
        async (page) => {
          await page.getByRole('heading', { name: edit.title }).waitFor();
          const dates = page.getByRole('group', { name: edit.dates.title });
          // The date taken out of the registration is open with room: offered, not chosen, and no warning.
          const offered = dates.getByRole('checkbox', { checked: false, disabled: false });
          await expect.poll(() => offered.count()).toBe(1);
          const unbookedDate = dates.locator(`input[value="${await offered.getAttribute('value')}"]`);
          const chosen = () => dates.getByRole('checkbox', { checked: true }).count();
          expect(await chosen()).toBe(4);
          const warning = page.locator('.registration-edit__dropped');
          expect(await warning.count()).toBe(0);
          expect(await page.getByText(edit.dates.dropped_one).count()).toBe(0);
          await expectAccessible(page);

          // Choosing it and leaving it again changes nothing the registration held.
          await labelOf(unbookedDate).click();
          await expect.poll(chosen).toBe(5);
          expect(await warning.count()).toBe(0);
          await labelOf(unbookedDate).click();
          await expect.poll(chosen).toBe(4);
          expect(await warning.count()).toBe(0);

          // Taking out a booked date warns, with that date alone struck through.
          const booked = dates.getByRole('checkbox', { checked: true, disabled: false }).first();
          const bookedLabel = await labelOf(booked).innerText();
          await labelOf(booked).click();
          await page.getByText(edit.dates.dropped_one).waitFor();
          expect(await warning.locator('s').count()).toBe(1);
          expect(bookedLabel).toContain(await warning.locator('s').innerText());
          await expectAccessible(page);
        },
      );
    });
  }
});
