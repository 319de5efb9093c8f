import { beforeEach, describe, expect, it } from 'vitest';
import { CAMILLE, signedIn } from '../test-fixtures';
import { useTestApp } from '../test-suite-app';
import { drivers, FR_HOST, TEST_NOW, tableCounts } from '../test-support';

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * MINUTE).toISOString();
const from = (ip: string) => ({ headers: { 'x-test-client-ip': ip } });

/**
 * Brute force limits (README "Brute force"): 429 RATE_LIMITED with Retry-After after the limit, nothing
 * written, the owner of an attacked account still gets in from another IP, and the window ends in time.
 */
describe.each(drivers)('rate limits on %s', { timeout: 120_000 }, (driver) => {
  const app = useTestApp(driver);
  let minutes = 0;
  // Each test starts in a window of its own: the counters live as long as the app.
  beforeEach(() => {
    minutes += 120;
    app.setNow(later(minutes));
  });

  const login = (ip: string, password: string, email: string = CAMILLE.email) =>
    app.client().call('POST', '/api/auth/login', { body: { email, password }, ...from(ip) });

  it('answers 429 after 5 wrong passwords from one IP, writes nothing, and lets the owner in from another IP', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('198.51.100.1', 'wrong-guess')).status).toBe(401);
    const before = await tableCounts(app.db);
    const refused = await app.request(`http://${FR_HOST}/api/auth/login`, {
      method: 'POST',
      headers: { host: FR_HOST, 'content-type': 'application/json', 'x-test-client-ip': '198.51.100.1' },
      body: JSON.stringify(CAMILLE),
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await tableCounts(app.db)).toEqual(before);

    expect((await login('203.0.113.7', CAMILLE.password)).status).toBe(200);
  });

  it('lets the IP try again once the 15-minute window has passed', async () => {
    for (let i = 0; i < 5; i += 1) await login('198.51.100.2', 'wrong-guess');
    expect((await login('198.51.100.2', CAMILLE.password)).status).toBe(429);
    app.setNow(later(minutes + 14));
    expect((await login('198.51.100.2', CAMILLE.password)).status).toBe(429);
    app.setNow(later(minutes + 15));
    expect((await login('198.51.100.2', CAMILLE.password)).status).toBe(200);
  });

  it('a success clears the pair: the owner who mistyped four times is not blocked on the next typo', async () => {
    for (let i = 0; i < 4; i += 1) await login('198.51.100.3', 'typo');
    expect((await login('198.51.100.3', CAMILLE.password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login('198.51.100.3', 'typo')).status).toBe(401);
  });

  it('limits one IP to 30 failures over any accounts', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await login('198.51.100.4', 'guess', `nobody-${i}@example.be`)).status).toBe(401);
    }
    expect((await login('198.51.100.4', 'guess', 'someone-else@example.be')).status).toBe(429);
  });

  it('under attack from many IPs, each IP keeps one guess and the owner still signs in from a clean IP', async () => {
    for (let i = 0; i < 50; i += 1) expect((await login(`10.0.${i}.1`, 'spread-guess')).status).toBe(401);
    // A fresh attacker IP: its first guess fails, its second is refused before the password is read.
    expect((await login('10.9.9.9', 'spread-guess')).status).toBe(401);
    expect((await login('10.9.9.9', 'spread-guess')).status).toBe(429);
    expect((await login('203.0.113.8', CAMILLE.password)).status).toBe(200);
  });

  it('allows 3 password links per e-mail and IP an hour, sending no more e-mails', async () => {
    const link = () =>
      app
        .client()
        .call('POST', '/api/auth/password/link', { body: { email: CAMILLE.email }, ...from('198.51.100.5') });
    for (let i = 0; i < 3; i += 1) expect((await link()).status).toBe(200);
    const before = await tableCounts(app.db);
    const refused = await link();
    expect(refused).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
    expect(await tableCounts(app.db)).toEqual(before);
  });

  it('refuses the 11th invalid reset token from one IP', async () => {
    const reset = () =>
      app.client().call('POST', '/api/auth/password', {
        body: { token: 'x'.repeat(43), password: 'new-secret-1' },
        ...from('198.51.100.6'),
      });
    for (let i = 0; i < 10; i += 1) expect((await reset()).body.error).not.toBe('RATE_LIMITED');
    expect(await reset()).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
  });

  it('refuses voucher code guesses after 10 unknown codes, on GET and PUT, writing nothing', async () => {
    const camille = await signedIn(app);
    for (let i = 0; i < 10; i += 1) {
      const miss = await camille.call('GET', `/api/vouchers/redeem?code=GUESS-${i}`, from('198.51.100.7'));
      expect(miss.body.error).toBe('VOUCHER.NOT_FOUND');
    }
    const before = await tableCounts(app.db);
    const find = await camille.call(
      'GET',
      '/api/vouchers/redeem?code=DEMO-CADEAU-2026',
      from('198.51.100.7'),
    );
    expect(find).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
    const redeem = await camille.call('PUT', '/api/vouchers/redeem', {
      body: { code: 'DEMO-CADEAU-2026', participant_id: null },
      ...from('198.51.100.7'),
    });
    expect(redeem).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
    expect(await tableCounts(app.db)).toEqual(before);
  });
});
