import type { Hono } from 'hono';
import { catalogueCalls, sessionCalls } from '../../../core/schemas/index';
import { defaultWebsitePage } from '../../../core/site/index';
import { AddressSearchUnavailable, createLocalAddressSearch } from '../address-search/index';
import type { AppDeps, AppEnv } from '../context';
import { ApiError, notFound } from '../errors';
import { route } from '../http';
import { providerLegalLinksFrom } from '../provider-legal-links';
import { customFieldsOf } from '../readers';

/** How many suggestions an address search returns. */
const AUTOFILL_LIMIT = 8;

export function siteRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const legalLinks = deps.legalLinks ?? providerLegalLinksFrom(process.env).links;

  route(app, catalogueCalls.website, async (_input, c) => {
    const organiser = c.get('organiser');
    const site = await db
      .selectFrom('websites')
      .selectAll()
      .where('organiser_id', '=', organiser.id)
      .executeTakeFirst();
    if (!site) throw notFound('WEBSITE_NOT_FOUND');
    return {
      website: {
        organiser: {
          name: organiser.name,
          logo: organiser.logo,
          language: organiser.language,
          currency: 'EUR' as const,
          timezone: 'Europe/Brussels' as const,
          settings: {
            formats: organiser.settings.formats,
            create_participant: organiser.settings.create_participant,
            custom_fields: (await customFieldsOf(db, organiser)).filter((field) => field.active),
            methods: organiser.settings.methods,
            service_fees: organiser.settings.service_fees,
            cart_expiry_minutes: organiser.settings.cart_expiry_minutes,
          },
        },
        hostname: organiser.hostname,
        provider_legal_links: legalLinks,
        theme: site.theme,
        topbar: site.topbar,
        header: site.header,
        footer: site.footer,
      },
    };
  });

  route(app, catalogueCalls.page, async (input, c) => {
    const page = await db
      .selectFrom('website_pages')
      .select(['title', 'description', 'pathname', 'type', 'content'])
      .where('organiser_id', '=', c.get('organiser').id)
      .where('pathname', '=', input.pathname)
      .executeTakeFirst();
    if (!page) {
      // A default page the organiser has not made their own (the unsubscribe page) still exists.
      const fallback = defaultWebsitePage(input.pathname);
      if (fallback) return { page: fallback };
      throw notFound('PAGE_NOT_FOUND');
    }
    // Rich-text and hero HTML is stored sanitised (security/stored-html.ts): sent as stored, no parsing.
    return { page };
  });

  const addressSearch = deps.addressSearch ?? createLocalAddressSearch(db);
  route(app, sessionCalls.addressAutofill, async (input, c) => {
    try {
      const data = await addressSearch.search(input.search, {
        limit: AUTOFILL_LIMIT,
        language: c.get('organiser').language,
      });
      return { data };
    } catch (error) {
      if (!(error instanceof AddressSearchUnavailable)) throw error;
      // The visitor can still type the address by hand: say the search is down, do not fail the form.
      console.error(JSON.stringify({ level: 'warn', msg: 'address search failed', error: error.message }));
      throw new ApiError(503, 'ADDRESS_SEARCH_UNAVAILABLE');
    }
  });

  route(app, sessionCalls.newsletterUnsubscribe, async (input, c) => {
    const result = await db
      .updateTable('newsletter_subscriptions')
      .set((eb) => ({ unsubscribed_at: eb.fn.coalesce('unsubscribed_at', eb.val(deps.now())) }))
      .where('token', '=', input.token)
      .where('organiser_id', '=', c.get('organiser').id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('NEWSLETTER_TOKEN_INVALID');
    return {};
  });
}
