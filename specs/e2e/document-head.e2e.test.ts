import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { shellMessages } from '../../ui/shell/messages';
import { FR_SITE, newPage } from './harness';
import { CAMILLE, describeInChromium, type Language, openReady, signIn } from './steps';

/**
 * Titles and head tags of the whole route table (ui/*\/routes.tsx, ui/app/router.tsx), in both languages,
 * in real Chromium against the real server: each route loaded directly gets its own title (never index.html's
 * "Chargement…"), unique across routes (an entity route counts once), and a client navigation from it
 * (the header's logo, a router link) replaces the title and the head tags.
 */
const LOADING = 'Chargement…';
const SITE_NAME = 'Les Petits Sportifs';

type Row = Record<string, unknown>;

/** The demo organiser's public entities, read from the storefront's database. */
async function publicEntities(db: import('../../adapters/db/index').Database) {
  const organiser = await db
    .selectFrom('organisers')
    .select('id')
    .where('hostname', '=', FR_SITE)
    .executeTakeFirstOrThrow();
  const first = async (table: 'activities' | 'bundles' | 'memberships' | 'vouchers' | 'resources') =>
    db
      .selectFrom(table)
      .select('cuid')
      .where('organiser_id', '=', organiser.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const activity = await db
    .selectFrom('activities')
    .select(['cuid', 'slug'])
    .where('organiser_id', '=', organiser.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const availability = await db
    .selectFrom('availabilities')
    .select('cuid')
    .where('organiser_id', '=', organiser.id)
    .where('status', '=', 'OPEN')
    .where('end_at', '>', new Date().toISOString())
    .orderBy('start_at')
    .executeTakeFirstOrThrow();
  const article = await db
    .selectFrom('blog_articles')
    .select('slug')
    .where('organiser_id', '=', organiser.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const page = await db
    .selectFrom('website_pages')
    .select('pathname')
    .where('organiser_id', '=', organiser.id)
    .where('pathname', 'not in', ['/', '/terms'])
    .orderBy('pathname')
    .executeTakeFirstOrThrow();
  return {
    activity,
    availability: availability.cuid,
    article: article.slug,
    page: page.pathname,
    bundle: (await first('bundles')).cuid,
    membership: (await first('memberships')).cuid,
    voucher: (await first('vouchers')).cuid,
    resource: (await first('resources')).cuid,
  };
}

/** The first item's cuid of a signed-in API read, as the page's own session sees it. */
async function firstCuid(page: Page, path: string): Promise<string> {
  const body = (await page.evaluate(async (url) => (await fetch(url)).json(), path)) as { data?: Row[] };
  const cuid = body.data?.[0]?.cuid;
  if (typeof cuid !== 'string') throw new Error(`${path} has no item: ${JSON.stringify(body).slice(0, 300)}`);
  return cuid;
}

/** Camille's account objects, one of each kind, for the account's detail routes. */
async function accountEntities(page: Page) {
  const registration = await firstCuid(page, '/api/account/registrations');
  const detail = (await page.evaluate(
    async (url) => (await fetch(url)).json(),
    `/api/account/registrations/${registration}`,
  )) as { documents?: Row[] };
  let documentRegistration = registration;
  let document = detail.documents?.[0]?.cuid as string | undefined;
  if (!document) {
    // The first registration may offer none: look through the others.
    const list = (await page.evaluate(async () => (await fetch('/api/account/registrations')).json())) as {
      data: Row[];
    };
    for (const item of list.data) {
      const other = (await page.evaluate(
        async (url) => (await fetch(url)).json(),
        `/api/account/registrations/${item.cuid}`,
      )) as { documents?: Row[] };
      if (other.documents?.[0]) {
        documentRegistration = String(item.cuid);
        document = String(other.documents[0].cuid);
        break;
      }
    }
  }
  return {
    participant: await firstCuid(page, '/api/participants'),
    registration,
    documentRegistration,
    document: document ?? 'no-document',
    cart: await firstCuid(page, '/api/account/carts'),
    booking: await firstCuid(page, '/api/account/bookings'),
    request: await firstCuid(page, '/api/account/registrations-requests'),
    charge: await firstCuid(page, '/api/account/attendance-charges'),
    bundle: await firstCuid(page, '/api/account/bundles'),
    voucher: await firstCuid(page, '/api/account/vouchers'),
    membership: await firstCuid(page, '/api/account/memberships'),
  };
}

/** Every route of the table, by its pattern, with a path that reaches it. */
function routeTable(
  shop: Awaited<ReturnType<typeof publicEntities>>,
  account: Awaited<ReturnType<typeof accountEntities>>,
): Array<[pattern: string, path: string]> {
  return [
    ['/', '/'],
    ['/terms', '/terms'],
    ['/$availability', shop.page],
    ['/page-not-found', '/page-not-found'],
    // Entity routes count once: /activities/$slug/$activity and /availabilities/$activity/$availability
    // show the same pages.
    ['/activities/$activity', `/activities/${shop.activity.slug}`],
    ['/availabilities/$availability', `/availabilities/${shop.availability}`],
    ['/blog', '/blog'],
    ['/blog/$article', `/blog/${shop.article}`],
    ['/bundles/$bundle', `/bundles/${shop.bundle}`],
    ['/memberships/$membership', `/memberships/${shop.membership}`],
    ['/vouchers/$voucher', `/vouchers/${shop.voucher}`],
    ['/cart/add', `/cart/add?availabilities=${shop.availability}`],
    ['/checkout', '/checkout'],
    ['/checkout/$cart/success', `/checkout/${account.cart}/success`],
    ['/cart/registrations/request', '/cart/registrations/request'],
    ['/cart/registrations/request/$activity', `/cart/registrations/request/${shop.activity.cuid}`],
    ['/auth/login', '/auth/login'],
    ['/auth/register', '/auth/register'],
    ['/auth/password', '/auth/password'],
    ['/newsletters/unsubscribe', '/newsletters/unsubscribe'],
    ['/cart/bookings/add', '/cart/bookings/add'],
    ['/resources/$resource', `/resources/${shop.resource}`],
    ['/account/home', '/account/home'],
    ['/account/profile', '/account/profile'],
    ['/account/profile/delete', '/account/profile/delete'],
    ['/account/participants', '/account/participants'],
    ['/account/participants/create', '/account/participants/create'],
    ['/account/participants/$participant/delete', `/account/participants/${account.participant}/delete`],
    ['/account/registrations', '/account/registrations'],
    ['/account/registrations/$registration', `/account/registrations/${account.registration}`],
    ['/account/registrations/$registration/edit', `/account/registrations/${account.registration}/edit`],
    [
      '/account/registrations/$registration/documents/$document',
      `/account/registrations/${account.documentRegistration}/documents/${account.document}`,
    ],
    ['/account/carts', '/account/carts'],
    ['/account/carts/$cart', `/account/carts/${account.cart}`],
    ['/account/bookings', '/account/bookings'],
    ['/account/bookings/$booking', `/account/bookings/${account.booking}`],
    ['/account/registrations-requests', '/account/registrations-requests'],
    ['/account/registrations-requests/$request', `/account/registrations-requests/${account.request}`],
    ['/account/attendance-charges', '/account/attendance-charges'],
    ['/account/attendance-charges/$charge', `/account/attendance-charges/${account.charge}`],
    ['/account/bundles', '/account/bundles'],
    ['/account/bundles/$bundle', `/account/bundles/${account.bundle}`],
    ['/account/vouchers', '/account/vouchers'],
    ['/account/vouchers/redeem', '/account/vouchers/redeem'],
    ['/account/vouchers/redeem/$code', '/account/vouchers/redeem/DEMO-CADEAU-2026'],
    ['/account/vouchers/$voucher', `/account/vouchers/${account.voucher}`],
    ['/account/memberships', '/account/memberships'],
    ['/account/memberships/$membership', `/account/memberships/${account.membership}`],
  ];
}

/** The title once the router settled: never index.html's, never empty. */
async function settledTitle(page: Page): Promise<string> {
  await page.waitForFunction((loading) => document.title !== '' && document.title !== loading, LOADING);
  return page.title();
}

const headTags = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('[data-head]')].map((element) => element.outerHTML).join('\n'),
  );

describeInChromium('document titles and head tags in Chromium', { timeout: 600_000 }, (storefront) => {
  for (const language of ['fr', 'en'] as const satisfies Language[]) {
    it(`${language}: every route has its own title, loaded directly and after a client navigation`, async () => {
      const { context, page } = await newPage(storefront);
      const shell = shellMessages[language].shell;
      const origin = `${storefront.origin(FR_SITE)}/${language}`;
      try {
        await signIn(page, origin, language, CAMILLE);
        const routes = routeTable(await publicEntities(storefront.db), await accountEntities(page));
        const titles = new Map<string, string>();
        let homeTitle = '';
        for (const [pattern, path] of routes) {
          const url = `${origin}${path === '/' ? '' : path}`;
          await openReady(page, url);
          const title = await settledTitle(page);
          expect(title, url).not.toBe(LOADING);
          expect(title.endsWith(` · ${SITE_NAME}`), `${url}: ${title}`).toBe(true);
          const head = await headTags(page);
          expect(head, url).toContain('<link data-head="" rel="canonical"');
          if (
            pattern.startsWith('/account') ||
            pattern.startsWith('/checkout') ||
            pattern.startsWith('/cart') ||
            pattern.startsWith('/auth')
          ) {
            expect(head, url).toContain('<meta data-head="" name="robots" content="noindex">');
          }
          titles.set(pattern, title);
          if (pattern === '/') {
            homeTitle = title;
            continue;
          }
          // A client navigation (the header's logo is a router link): the title and tags follow the page.
          await page.evaluate(() => {
            (window as unknown as { stayed: boolean }).stayed = true;
          });
          await page
            .getByRole('link', { name: shell.header.home.replace('{{name}}', SITE_NAME) })
            .first()
            .click();
          await page.waitForFunction((before) => document.title !== before, title);
          expect(await page.title(), `${url} → home`).toBe(homeTitle);
          expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), url).toBe(
            true,
          );
          expect(await headTags(page), url).not.toBe(head);
        }
        // And from home to another page: the account link of the top bar.
        await page.getByRole('link', { name: shell.topbar.account }).first().click();
        await page.waitForFunction((before) => document.title !== before, homeTitle);
        expect(await page.title()).toBe(titles.get('/account/home'));

        const byTitle = new Map<string, string[]>();
        for (const [pattern, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), pattern]);
        const shared = [...byTitle].filter(([, patterns]) => patterns.length > 1);
        expect(shared, JSON.stringify([...titles], null, 1)).toEqual([]);
        expect(titles.size).toBe(routes.length);
      } finally {
        await context.close();
      }
    });
  }

  it('activity and availability pages carry their JSON-LD; the home page its Organization', async () => {
    const { context, page } = await newPage(storefront);
    try {
      const shop = await publicEntities(storefront.db);
      const origin = `${storefront.origin(FR_SITE)}/fr`;
      const ldOf = async (path: string) => {
        await openReady(page, `${origin}${path}`);
        await settledTitle(page);
        return page.evaluate(() =>
          [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
          ),
        );
      };
      expect((await ldOf('')).map((data) => data['@type'])).toEqual(['Organization']);
      expect((await ldOf(`/activities/${shop.activity.slug}`)).map((data) => data['@type'])).toEqual([
        'Course',
      ]);
      const [event] = await ldOf(`/availabilities/${shop.availability}`);
      expect(event).toMatchObject({
        '@type': 'EducationEvent',
        offers: {
          '@type': 'Offer',
          priceCurrency: 'EUR',
          availability: expect.stringMatching(/InStock|SoldOut/),
        },
        url: `${origin}/availabilities/${shop.availability}`,
      });
      expect((await ldOf(`/blog/${shop.article}`)).map((data) => data['@type'])).toEqual(['Article']);
    } finally {
      await context.close();
    }
  });
});
