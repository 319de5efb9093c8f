import { describe, expect, it } from 'vitest';
import { newCustomerSignUp } from '../test-customers';
import { useTestApp } from '../test-suite-app';
import { drivers } from '../test-support';
import { emailFingerprint, jsonLinesAuthLog } from './auth-log';

const PASSWORD = 'Very-Secret-Passw0rd!';
const EMAIL = 'log.watcher@example.be';

/** Auth events are JSON lines with organiser, customer, IP and an e-mail fingerprint; never a secret. */
describe.each(drivers)('auth log on %s', { timeout: 120_000 }, (driver) => {
  const lines: string[] = [];
  const app = useTestApp(driver, { authLog: jsonLinesAuthLog((line) => lines.push(line)) });

  it('logs register, login failure and success, logout and a password link without a secret', async () => {
    const browser = app.client();
    const headers = { 'x-test-client-ip': '198.51.100.20' };
    const registered = await browser.call('POST', '/api/auth/register', {
      headers,
      body: {
        ...newCustomerSignUp(EMAIL),
        firstname: 'Lou',
        lastname: 'Watcher',
        phone: '+32 470 00 00 01',
        password: PASSWORD,
      },
    });
    expect(registered.status).toBe(200);
    await browser.call('POST', '/api/auth/logout', { headers });
    await browser.call('POST', '/api/auth/login', {
      headers,
      body: { email: EMAIL, password: `${PASSWORD}x` },
    });
    const login = await browser.call('POST', '/api/auth/login', {
      headers,
      body: { email: EMAIL, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    await browser.call('POST', '/api/auth/password/link', { headers, body: { email: EMAIL } });

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => entry.event)).toEqual([
      'register',
      'logout',
      'login.failed',
      'login.succeeded',
      'password.link_requested',
    ]);
    const customerId = entries[0]?.customer_id;
    expect(typeof customerId).toBe('number');
    for (const entry of entries) {
      expect(entry).toMatchObject({
        level: 'info',
        msg: 'auth',
        ip: '198.51.100.20',
        customer_id: customerId,
      });
      expect(typeof entry.organiser_id).toBe('number');
    }
    expect(entries[3]?.email).toBe(emailFingerprint(EMAIL));

    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('body')
      .where('recipient', '=', EMAIL)
      .where('template', '=', 'password.reset')
      .executeTakeFirstOrThrow();
    const token = mail.body.match(/token=([\w-]+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    const cookie = browser.cookie?.split('=')[1] ?? '';
    expect(cookie).not.toBe('');
    const written = lines.join('');
    for (const secret of [PASSWORD, EMAIL, 'log.watcher', cookie, token])
      expect(written).not.toContain(secret);
  });

  it('logs a rate-limited attempt with the limit that answered', async () => {
    lines.length = 0;
    const headers = { 'x-test-client-ip': '198.51.100.21' };
    for (let i = 0; i < 6; i += 1) {
      await app
        .client()
        .call('POST', '/api/auth/login', { headers, body: { email: EMAIL, password: 'guess' } });
    }
    const last = JSON.parse(lines.at(-1) ?? '{}') as Record<string, unknown>;
    expect(last).toMatchObject({
      event: 'rate_limited',
      limit: 'login.ip-account',
      email: emailFingerprint(EMAIL),
    });
    expect(lines.join('')).not.toContain(EMAIL);
  });
});
