import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { AC_PAST_CAMP_CUID, finishedRegistration } from '../../adapters/seed/demo/reviews';
import { accountRegistrationMessages } from '../../ui/account/registrations/messages';
import { accountWaitingListMessages } from '../../ui/account/waiting-list/messages';
import { catalogueMessages } from '../../ui/catalogue/messages';
import { reviewMessages } from '../../ui/catalogue/reviews/messages';
import { waitingListPositionMessages } from '../../ui/kit/waiting-list.messages';
import { EN_SITE } from './harness';
import {
  describeInChromium,
  expectAccessible,
  inSignedInPage,
  type Language,
  labelOf,
  openReady,
  settleToasts,
  snapshot,
} from './steps';

/**
 * Issue 20 §2 and §7 in Chromium, on the demo data: a review left on a finished registration appears on the
 * activity page (and in its structured data), an activity without reviews shows nothing of them; joining a
 * waiting list tells the position, the account lists the entry with it, and leaving works. French on
 * desktop, English at 375 px; axe on every new screen and state.
 */
const OLIVER = { email: 'oliver@example.com', password: 'demo-password' };

const t = (language: Language) => ({
  review: accountRegistrationMessages[language].account.registrations.review,
  reviews: reviewMessages[language].catalog.reviews,
  waiting: {
    ...catalogueMessages[language].catalog.waitingList,
    ...waitingListPositionMessages[language].catalog.waitingList,
  },
  account: accountWaitingListMessages[language].account.waitingList,
});

async function expectToast(page: Page, text: string) {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
  await settleToasts(page);
}

/** Leaves a review from the registration's page: `stars` and `message`, public. */
async function review(page: Page, language: Language, stars: number, message: string) {
  const texts = t(language);
  await page.getByRole('button', { name: texts.review.leave }).click();
  const dialog = page.getByRole('dialog', { name: texts.review.title });
  await dialog.waitFor();
  await labelOf(
    dialog.getByRole('radio', { name: texts.review.stars_other.replace('{{count}}', String(stars)) }),
  ).click();
  await dialog.getByLabel(texts.review.message).fill(message);
  await dialog.getByRole('button', { name: texts.review.submit }).click();
  await expectToast(page, texts.review.success);
}

/** The JSON-LD objects of the page's head. */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((all) => all.map((text) => JSON.parse(text) as Record<string, unknown>));

describeInChromium(
  'reviews and waiting-list position (issue 20 §2, §7)',
  { timeout: 240_000 },
  (storefront) => {
    it('fr, desktop: a finished registration reviewed shows on the activity page; none on another', async () => {
      const texts = t('fr');
      await inSignedInPage(storefront, 'desktop', 'reviews-fr', { language: 'fr' }, async (page, origin) => {
        await openReady(page, `${origin}/account/registrations/ps-history-registration-past`);
        const message = 'Hugo a adoré le mur d’escalade <b>!</b>';
        await review(page, 'fr', 4, message);

        await openReady(page, `${origin}/activities/multisport-aventure-6-9`);
        const section = page.getByRole('region', { name: texts.reviews.title });
        await section.waitFor();
        // 5, 4 and 5 from the demo families, and Camille's 4.
        await section.getByText('4,5 sur 5 (4 avis)').waitFor();
        const latest = section.getByRole('article').first();
        expect(await latest.getAttribute('aria-label')).toBe('Avis de Camille D.');
        expect(await latest.getByText(message, { exact: true }).count()).toBe(1);
        expect(await section.locator('b').count()).toBe(0);
        expect(await section.locator('.reviews-stars[aria-hidden="true"]').count()).toBeGreaterThan(0);
        const course = (await structuredData(page)).find((data) => data['@type'] === 'Course');
        expect(course?.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 4 });
        await expectAccessible(page);

        await openReady(page, `${origin}/activities/tennis-padel-10-14`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByRole('heading', { name: texts.reviews.title }).count()).toBe(0);
        expect(await page.locator('.reviews-stars').count()).toBe(0);
        const tennis = (await structuredData(page)).find((data) => data['@type'] === 'Course');
        expect(tennis).not.toHaveProperty('aggregateRating');
      });
    });

    it('en, 375 px: Oliver reviews the ended code camp and reads it on the activity page', async () => {
      const texts = t('en');
      const { db } = storefront;
      const academy = await db
        .selectFrom('organisers')
        .select('id')
        .where('hostname', '=', EN_SITE)
        .executeTakeFirstOrThrow();
      const oliver = await db
        .selectFrom('customers as cu')
        .innerJoin('participants as p', 'p.customer_id', 'cu.id')
        .select(['cu.id as customer', 'p.id as participant'])
        .where('cu.email', '=', OLIVER.email)
        .executeTakeFirstOrThrow();
      const camp = await db
        .selectFrom('availabilities')
        .select(['id', 'price', 'deposit', 'end_at'])
        .where('cuid', '=', AC_PAST_CAMP_CUID)
        .executeTakeFirstOrThrow();
      await finishedRegistration(db, {
        organiser: academy.id,
        cuid: 'e2e-oliver-code-camp',
        customer: oliver.customer,
        participant: oliver.participant,
        camp,
        bookedAt: new Date(Date.parse(camp.end_at) - 30 * 86_400_000).toISOString(),
      });
      await inSignedInPage(
        storefront,
        'mobile',
        'reviews-en',
        { language: 'en', who: OLIVER, host: EN_SITE },
        async (page, origin) => {
          await openReady(page, `${origin}/account/registrations/e2e-oliver-code-camp`);
          await review(page, 'en', 5, 'Emma built a robot that waves.');

          await openReady(page, `${origin}/activities/holiday-code-camp`);
          const section = page.getByRole('region', { name: texts.reviews.title });
          await section.waitFor();
          // 5, 4 and 4 from the demo families, and Oliver's 5.
          await section.getByText('4.5 out of 5 (4 reviews)').waitFor();
          const latest = section.getByRole('article').first();
          expect(await latest.getAttribute('aria-label')).toBe('Review by Oliver S.');
          await latest.getByText('Emma built a robot that waves.').waitFor();
          await snapshot(page, 'reviews-en-mobile');
          await expectAccessible(page);
        },
      );
    });

    it('fr, desktop: joining tells the position, the account lists it, and leaving moves nobody ahead', async () => {
      const texts = t('fr');
      const { db } = storefront;
      const full = await db
        .selectFrom('availabilities')
        .select(['id', 'organiser_id'])
        .where('cuid', '=', 'ps-av-noel-multisport-s1')
        .executeTakeFirstOrThrow();
      // Two demo families waited first.
      const families = await db
        .selectFrom('participants')
        .select(['id', 'customer_id'])
        .where('cuid', 'in', ['ps-review-martin-participant', 'ps-review-peeters-participant'])
        .orderBy('id')
        .execute();
      await db
        .insertInto('waiting_list_entries')
        .values(
          families.map((family, index) => ({
            organiser_id: full.organiser_id,
            availability_id: full.id,
            customer_id: family.customer_id,
            participant_id: family.id,
            created_at: new Date(Date.now() - (2 - index) * 3_600_000).toISOString(),
            notified_at: null,
          })),
        )
        .execute();
      await inSignedInPage(
        storefront,
        'desktop',
        'waiting-list-fr',
        { language: 'fr' },
        async (page, origin) => {
          await openReady(page, `${origin}/availabilities/ps-av-noel-multisport-s1`);
          const form = page.getByRole('form', { name: texts.waiting.title });
          await labelOf(form.getByRole('radio', { name: /Hugo/ })).click();
          await form.getByRole('button', { name: texts.waiting.submit }).click();
          await page
            .getByText('Vous êtes 3e sur la liste d’attente. Nous vous écrirons si une place se libère.')
            .waitFor();
          await expectAccessible(page);

          await page.getByRole('link', { name: texts.waiting.myLists }).click();
          await page.waitForURL(/\/fr\/account\/waiting-list$/);
          const entry = page.getByRole('article').filter({ hasText: 'Hugo' });
          await entry.getByText('3e sur la liste d’attente').waitFor();
          await snapshot(page, 'waiting-list-account-fr-desktop');
          await expectAccessible(page);

          await entry.getByRole('button', { name: new RegExp(texts.account.leave.open) }).click();
          const dialog = page.getByRole('dialog', { name: texts.account.leave.title });
          await dialog.waitFor();
          await expectAccessible(page);
          await dialog.getByRole('button', { name: texts.account.leave.confirm }).click();
          await expectToast(page, texts.account.leave.success);
          await page.getByText(texts.account.empty).waitFor();
          expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
          await expectAccessible(page);
          // The families ahead kept their places.
          const left = await db
            .selectFrom('waiting_list_entries')
            .select('participant_id')
            .where('availability_id', '=', full.id)
            .orderBy('created_at')
            .execute();
          expect(left.map((row) => row.participant_id)).toEqual(families.map((family) => family.id));
        },
      );
    });

    it('en, 375 px: Oliver joins a closed camp’s list as 1st, sees it in his account and leaves', async () => {
      const texts = t('en');
      await inSignedInPage(
        storefront,
        'mobile',
        'waiting-list-en',
        { language: 'en', who: OLIVER, host: EN_SITE },
        async (page, origin) => {
          await openReady(page, `${origin}/availabilities/ac-av-christmas-code-w2`);
          const form = page.getByRole('form', { name: texts.waiting.title });
          await form.getByRole('button', { name: texts.waiting.submit }).click();
          await page
            .getByText('You are 1st on the waiting list. We will e-mail you if a place becomes available.')
            .waitFor();
          await snapshot(page, 'waiting-list-joined-en-mobile');
          await expectAccessible(page);

          await openReady(page, `${origin}/account/waiting-list`);
          const entry = page.getByRole('article').filter({ hasText: 'Emma' });
          await entry.getByText('1st on the waiting list').waitFor();
          await snapshot(page, 'waiting-list-account-en-mobile');
          await expectAccessible(page);
          await entry.getByRole('button', { name: new RegExp(texts.account.leave.open) }).click();
          const dialog = page.getByRole('dialog', { name: texts.account.leave.title });
          await dialog.getByRole('button', { name: texts.account.leave.confirm }).click();
          await expectToast(page, texts.account.leave.success);
          await page.getByText(texts.account.empty).waitFor();
          await expectAccessible(page);
        },
      );
    });
  },
);
