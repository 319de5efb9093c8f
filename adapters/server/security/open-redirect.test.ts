import { beforeAll, describe, expect, it } from 'vitest';
import { CAMILLE, signedIn } from '../test-fixtures';
import { useTestApp } from '../test-suite-app';
import { drivers, type TestClient, tableCounts } from '../test-support';

/** Return URLs a browser would follow off the site, or that smuggle a control character. */
const OFF_SITE = [
  '/\t/evil.example',
  '/\n/evil.example',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/account',
  'javascript:alert(1)',
  'evil.example',
  '/account\r\nLocation: https://evil.example',
  '/\u007f/evil.example',
];

describe.each(drivers)('payment return URLs (%s)', (driver) => {
  const app = useTestApp(driver);
  let camille: TestClient;
  let customerId: number;
  beforeAll(async () => {
    camille = await signedIn(app);
    customerId = (
      await app.db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', CAMILLE.email)
        .executeTakeFirstOrThrow()
    ).id;
  });

  const checkout = (returnUrl: string) =>
    camille.call('POST', '/api/transactions/checkout', {
      body: {
        customer_id: customerId,
        reference: 'R',
        destination: 'no-such-destination',
        return_url: returnUrl,
      },
    });

  it('refuses every off-site return URL with TRANSACTION.INVALID_RETURN_URL and writes nothing', async () => {
    const before = await tableCounts(app.db);
    for (const returnUrl of OFF_SITE) {
      const answer = await checkout(returnUrl);
      expect([answer.status, answer.body.error], JSON.stringify(returnUrl)).toEqual([
        422,
        'TRANSACTION.INVALID_RETURN_URL',
      ]);
    }
    expect(await tableCounts(app.db)).toEqual(before);
  });

  it('lets a same-site path through to the next check', async () => {
    const answer = await checkout('/fr/account/registrations?tab=1#top');
    expect(answer.body.error).not.toBe('TRANSACTION.INVALID_RETURN_URL');
  });
});
