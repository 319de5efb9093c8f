import { describe, expect, it } from 'vitest';
import { catalogueCalls } from '../../core/schemas/index';
import { useTestApp } from './test-suite-app';
import { drivers, EN_HOST, FR_HOST } from './test-support';

const LEGAL = {
  notice: 'https://provider.test/legal/notice',
  disclaimer: 'https://provider.test/legal/disclaimer',
  privacy_policy: 'https://provider.test/legal/privacy-policy',
};

const pageAt = (pathname: string) => `/api/website/pages?${new URLSearchParams({ pathname })}`;

/** An answer read through its call's contract, as the storefront reads it. */
function answerOf<Call extends { answer: { parse(body: unknown): unknown } | null }>(
  call: Call,
  body: unknown,
) {
  if (!call.answer) throw new Error('the call answers nothing');
  return call.answer.parse(body) as ReturnType<NonNullable<Call['answer']>['parse']>;
}

/**
 * What every website has without its organiser making it (issue 18 §19): the newsletter unsubscribe page
 * (part 1 §1 "Default website pages"), and the provider's legal links from the server's configuration.
 */
describe.each(drivers)('website defaults on %s', { timeout: 60_000 }, (driver) => {
  const app = useTestApp(driver, { legalLinks: LEGAL });

  it('answers the default unsubscribe page to a website that has none of its own', async () => {
    for (const host of [FR_HOST, EN_HOST]) {
      const answer = await app.client(host).call('GET', pageAt('/newsletters/unsubscribe'));
      expect(answer.status, host).toBe(200);
      const { page } = answerOf(catalogueCalls.page, answer.body);
      expect(page.pathname).toBe('/newsletters/unsubscribe');
      expect(page.content.map((element) => element.name)).toEqual(['newsletter-unsubscribe']);
    }
  });

  it("keeps the organiser's own unsubscribe page, and 404 where no page lives", async () => {
    const organiser = await app.db
      .selectFrom('organisers')
      .select('id')
      .where('hostname', '=', FR_HOST)
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('website_pages')
      .values({
        organiser_id: organiser.id,
        pathname: '/newsletters/unsubscribe',
        title: 'Plus de lettre ?',
        description: null,
        type: 'DEFAULT',
        content: JSON.stringify([]),
      })
      .execute();
    const own = await app.client(FR_HOST).call('GET', pageAt('/newsletters/unsubscribe'));
    expect([own.status, (own.body.page as { title: string }).title]).toEqual([200, 'Plus de lettre ?']);
    const other = await app.client(EN_HOST).call('GET', pageAt('/newsletters/unsubscribe'));
    expect((other.body.page as { title: string }).title).toBe('');
    const missing = await app.client(FR_HOST).call('GET', pageAt('/newsletters/nothing'));
    expect([missing.status, missing.body]).toEqual([404, { error: 'PAGE_NOT_FOUND' }]);
  });

  it("gives every website the provider's legal links the server is configured with", async () => {
    for (const host of [FR_HOST, EN_HOST]) {
      const answer = await app.client(host).call('GET', '/api/website');
      const { website } = answerOf(catalogueCalls.website, answer.body);
      expect(website.provider_legal_links, host).toEqual(LEGAL);
    }
  });
});
