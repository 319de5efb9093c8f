import { expect, it } from 'vitest';
import { WAITING_LIST_VACANCY_TRIGGER } from '../../core/waiting-list/index';
import { accountOrderMessages } from '../../ui/account/orders/messages';
import { accountRegistrationMessages } from '../../ui/account/registrations/messages';
import { bookingMessages } from '../../ui/bookings/messages';
import { drawerCheckout, openedCartDrawer } from './cart-steps';
import { FR_SITE, newPage } from './harness';
import {
  CAMILLE,
  checkoutByTransfer,
  chooseOption,
  describeInChromium,
  expectAccessible,
  inSignedInPage,
  labelOf,
  openReady,
  seedCustomer,
  signIn,
  snapshot,
  texts,
  withFailureScreenshot,
} from './steps';

/**
 * Resource bookings and waiting lists, end to end in Chromium against the real server on the demo data
 * (issue 7): a room booked with an extra participant and a split payment, then a waiting list told of a
 * vacancy exactly once. axe runs on every page the journeys visit.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describeInChromium('booking and waiting-list journeys', { timeout: 180_000 }, (storefront) => {
  it('fr, desktop: books a room slot with an extra participant and a split payment', async () => {
    const b = bookingMessages.fr.bookings;
    const orders = accountOrderMessages.fr.account.orders.bookings;
    await inSignedInPage(
      storefront,
      'desktop',
      'product-booking',
      { language: 'fr', redirect: '/location' },
      async (page, origin) => {
        const slot = page
          .getByRole('link', {
            name: new RegExp(`^${escapeRegExp(b.schedule.bookSlot.split('{{resource}}')[0] ?? '')}`),
          })
          .first();
        await slot.waitFor();
        await expectAccessible(page);
        await snapshot(page, 'location-desktop');
        await slot.click();

        await page.waitForURL((url) => url.pathname.endsWith('/cart/bookings/add'));
        await page.getByRole('heading', { level: 2, name: b.form.title }).waitFor();
        await chooseOption(page, b.form.participant, 'Léa Dubois');
        const prices = page.getByRole('radiogroup', { name: b.form.price }).getByRole('radio');
        expect(await prices.count()).toBe(2);
        await labelOf(prices.last()).click();
        const split = page.getByRole('checkbox', { name: b.form.split });
        // "payment_split (shown only with extras)"
        expect(await split.count()).toBe(0);
        await labelOf(page.getByRole('checkbox', { name: 'Hugo Dubois' })).click();
        await labelOf(split).click();
        // 50,00 € for 1 h 30 shared by two participants.
        await page.getByText(b.form.shares.replace('{{amount}}', '25,00 €')).waitFor();
        await expectAccessible(page);
        await snapshot(page, 'booking-add-desktop');
        await page.getByRole('button', { name: b.form.submit }).click();

        const drawer = await openedCartDrawer(page, 'fr');
        await drawerCheckout(drawer, 'fr').click();
        await checkoutByTransfer(page, 'fr');

        // The newest booking is the one just paid for; Camille's demo history holds an older one.
        const booking = await storefront.db
          .selectFrom('bookings')
          .select('cuid')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        await openReady(page, `${origin}/account/bookings`);
        await page.getByRole('heading', { level: 2, name: orders.title }).waitFor();
        await expectAccessible(page);
        await page.locator(`a[href$="/account/bookings/${booking.cuid}"]`).first().click();
        const participations = page.getByRole('region', { name: orders.participations.title });
        await participations.waitFor();
        // One row per participant, each owing half of 50,00 €; Camille's 40,00 € wallet went to the order
        // at checkout, shared the same way.
        await expect.poll(() => participations.getByRole('row').count()).toBe(3);
        for (const name of ['Léa Dubois', 'Hugo Dubois']) {
          const row = participations.getByRole('row').filter({ hasText: name });
          const cells = await row.getByRole('cell').allInnerTexts();
          // fr-BE money puts a no-break space before the euro sign.
          expect(cells.map((cell) => cell.replace(/\s/g, ' '))).toEqual(['25,00 €', '20,00 €']);
        }
        await page.getByText(orders.split, { exact: true }).first().waitFor();
        await expectAccessible(page);
        await snapshot(page, 'account-booking-desktop');
      },
    );
  });

  it('en, mobile: joins the waiting list of a full course; a cancellation mails the first waiting customer once', async () => {
    const t = texts('en');
    const registrations = accountRegistrationMessages.en.account.registrations;
    const { db } = storefront;
    // Camille's unpaid demo registration sits on a course that now becomes full.
    const seat = await db
      .selectFrom('registrations as r')
      .innerJoin('availabilities as av', 'av.id', 'r.availability_id')
      .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
      .select(['av.id', 'av.cuid', 'av.capacity', 'ac.slug'])
      .where('r.cuid', '=', 'ps-history-registration-unpaid')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('availabilities')
      .set({ status: 'FULL', registered: seat.capacity ?? 1 })
      .where('id', '=', seat.id)
      .execute();
    const noa = await seedCustomer(db, { firstname: 'Noa', email: 'noa.lambert@example.test', child: 'Zoé' });

    const { context, page } = await newPage(storefront, 'mobile');
    await withFailureScreenshot(page, 'product-waiting-list', async () => {
      const origin = `${storefront.origin(FR_SITE)}/en`;
      const detail = `/availabilities/${seat.slug}/${seat.cuid}`;
      await signIn(page, origin, 'en', noa, detail);
      await page.getByRole('heading', { level: 2, name: t.catalog.waitingList.title }).waitFor();
      await expectAccessible(page);
      await snapshot(page, 'waiting-list-mobile');
      await page.getByRole('button', { name: t.catalog.waitingList.submit }).click();
      // The first and only one waiting: the form tells the position (issue 20 §7).
      await page.getByText('You are 1st on the waiting list', { exact: false }).waitFor();
      expect(
        await db
          .selectFrom('waiting_list_entries')
          .select('id')
          .where('availability_id', '=', seat.id)
          .execute(),
      ).toHaveLength(1);
      await context.clearCookies();

      // Camille cancels her registration: one seat frees up.
      await signIn(page, origin, 'en', CAMILLE, '/account/registrations/ps-history-registration-unpaid');
      await page.getByRole('button', { name: registrations.cancel.open }).click();
      const dialog = page.getByRole('dialog', { name: registrations.cancel.title });
      await dialog.getByLabel(registrations.cancel.message).fill('We are moving away.');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: registrations.cancel.confirm }).click();
      await page.getByText(registrations.badges.cancelled, { exact: true }).first().waitFor();

      const vacancyMails = async () =>
        (await storefront.outbox()).filter((mail) => mail.template === WAITING_LIST_VACANCY_TRIGGER);
      await expect.poll(async () => (await vacancyMails()).length).toBe(1);
      const [mail] = await vacancyMails();
      expect(mail?.recipient).toBe(noa.email);
      expect(mail?.body).toContain('Zoé');
      const link = mail?.body.match(/http:\/\/\S+/)?.[0] ?? '';
      expect(link).toContain(`/availabilities/${seat.cuid}`);
      // The mail's link opens the course.
      await openReady(page, link);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toContain(seat.cuid);
      // Cancelling frees no second seat: the notice stays single.
      await page.reload({ waitUntil: 'networkidle' });
      expect(await vacancyMails()).toHaveLength(1);
    });
    await context.close();
  });
});
