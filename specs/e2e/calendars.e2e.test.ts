import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accountCalendarMessages } from '../../ui/account/calendar/messages';
import { FR_SITE, type VIEWPORTS } from './harness';
import {
  describeInChromium,
  expectAccessible,
  inSignedInPage,
  type Language,
  openReady,
  settleToasts,
  snapshot,
} from './steps';

/** The VEVENTs of an .ics text as ical.js (not the library that wrote it) reads them. */
function events(text: string): Array<{ uid: string; summary: string; status: unknown }> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, status: component.getFirstPropertyValue('status') };
  });
}

/** GET `url` from the page, without cookies, as a calendar app polling the feed would: status and text. */
const poll = (page: Page, url: string) =>
  page.evaluate(async (target) => {
    const answer = await fetch(target, { credentials: 'omit' });
    return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
  }, url);

/**
 * Calendars (issue 20 item 1): Camille downloads the .ics of an order from its detail page (the browser's
 * download, parsed), then makes her family feed link on the account home, polls it as a calendar app
 * would, resets it (confirmed in a dialog) and finds the old link dead and the new one working. French on
 * desktop with a registration, English at 375 px with the padel booking; axe on each state.
 */
describeInChromium('calendars', { timeout: 240_000 }, (storefront) => {
  const journeys: Array<{
    language: Language;
    viewport: keyof typeof VIEWPORTS;
    order: string;
    who: RegExp;
  }> = [
    {
      language: 'fr',
      viewport: 'desktop',
      order: '/account/registrations/ps-history-registration-unpaid',
      who: /Hugo/,
    },
    { language: 'en', viewport: 'mobile', order: '/account/bookings/ps-history-booking', who: /Hugo .*Léa/ },
  ];
  for (const { language, viewport, order, who } of journeys) {
    it(`${language}, ${viewport}: add to calendar downloads a valid file; the feed link is shown, polled and reset`, async () => {
      const t = accountCalendarMessages[language].account.calendar;
      // Each journey starts without a feed link (the other one may have made Camille's).
      await storefront.db.deleteFrom('calendar_feeds').execute();
      await inSignedInPage(
        storefront,
        viewport,
        `calendars-${language}-${viewport}`,
        { language },
        async (page, origin) => {
          const site = storefront.origin(FR_SITE);

          await openReady(page, `${origin}${order}`);
          const add = page.getByRole('link', { name: new RegExp(`^${t.add}`) });
          await add.waitFor();
          await expectAccessible(page);
          const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
          expect(download.suggestedFilename()).toMatch(/\.ics$/);
          const file = await readFile(await download.path(), 'utf8');
          const downloaded = events(file);
          expect(downloaded.length).toBeGreaterThan(0);
          for (const event of downloaded) {
            expect(event.uid).toMatch(new RegExp(`@${FR_SITE.replace(/\./g, '\\.')}$`));
            expect(event.summary).toMatch(who);
            expect(event.status).toBe('CONFIRMED');
          }

          // The family feed: no link yet, one made on demand and shown once.
          await openReady(page, `${origin}/account/home`);
          const panel = page.getByRole('region', { name: t.feed.title });
          await panel.getByText(t.feed.none).waitFor();
          await panel.getByRole('button', { name: t.feed.create }).click();
          const field = panel.getByRole('textbox', { name: t.feed.url });
          await field.waitFor();
          const first = await field.inputValue();
          expect(first).toMatch(new RegExp(`^${site}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
          await settleToasts(page);
          await expectAccessible(page);
          await snapshot(page, `calendars-feed-${language}-${viewport}`);
          const polled = await poll(page, first);
          expect(polled.status).toBe(200);
          expect(polled.type).toBe('text/calendar; charset=utf-8');
          const feedUids = events(polled.text).map((event) => event.uid);
          for (const event of downloaded) expect(feedUids).toContain(event.uid);

          // Reset, confirmed in a dialog: the old link answers 404, the new one works.
          await panel.getByRole('button', { name: t.feed.reset }).click();
          const dialog = page.getByRole('dialog', { name: t.feed.resetTitle });
          await dialog.waitFor();
          await expectAccessible(page);
          await snapshot(page, `calendars-reset-${language}-${viewport}`);
          await dialog.getByRole('button', { name: t.feed.resetConfirm }).click();
          await page.getByText(t.feed.resetDone).waitFor();
          await dialog.waitFor({ state: 'detached' });
          const second = await field.inputValue();
          expect(second).not.toBe(first);
          expect((await poll(page, first)).status).toBe(404);
          const fresh = await poll(page, second);
          expect(fresh.status).toBe(200);
          expect(
            events(fresh.text)
              .map((event) => event.uid)
              .sort(),
          ).toEqual([...feedUids].sort());
          await settleToasts(page);
          await expectAccessible(page);
        },
      );
    });
  }
});
