import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/index';
import { CAMILLE } from './test-fixtures';
import { drivers, FR_HOST, startTestApp, TEST_NOW, type TestApp } from './test-support';
import { hashToken, randomToken } from './tokens';

const linkRequest = (email: string, ip: string): RequestInit => ({
  method: 'POST',
  headers: {
    host: FR_HOST,
    origin: `http://${FR_HOST}`,
    'content-type': 'application/json',
    'x-test-client-ip': ip,
  },
  body: JSON.stringify({ email }),
});

const tokenOf = (body: string) => /token=([\w-]+)/.exec(body)?.[1] ?? '';

/** Fails instead of hanging when `promise` does not settle within `ms`. */
const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what}: no answer in ${ms} ms`)), ms)),
  ]);

/**
 * Password links (README "Brute force"): the answer never waits for the token or the e-mail, so it takes
 * the same path for known and unknown e-mails; only the latest link of an account works, and none once the
 * password was reset.
 */
describe.each(drivers)('password links on %s', { timeout: 120_000 }, (driver) => {
  let app: TestApp;
  let release: () => void = () => {};
  let mailServerUp: Promise<void> = Promise.resolve();
  const sent: MailMessage[] = [];
  const attempted: string[] = [];
  beforeAll(async () => {
    app = await startTestApp(driver, {
      // A mail server that takes the message only once the test lets it (until then, send never resolves).
      mailer: {
        async send(message) {
          attempted.push(message.to);
          await mailServerUp;
          sent.push(message);
        },
      },
    });
  });
  afterAll(async () => {
    release();
    await app?.close();
  });

  const reset = (token: string, password: string) =>
    app.client().call('POST', '/api/auth/password', { body: { token, password } });

  it('answers a known e-mail while its reset mail is still being sent, and sends it', async () => {
    mailServerUp = new Promise((open) => {
      release = open;
    });
    const known = await within(
      app.request(`http://${FR_HOST}/api/auth/password/link`, linkRequest(CAMILLE.email, '198.51.100.50')),
      10_000,
      'known e-mail',
    );
    const unknown = await app.request(
      `http://${FR_HOST}/api/auth/password/link`,
      linkRequest('ghost@example.be', '198.51.100.50'),
    );
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()]);
    expect(known.status).toBe(200);
    expect(sent).toEqual([]);

    release();
    await app.settled();
    expect(attempted).toEqual([CAMILLE.email]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: CAMILLE.email, template: 'password.reset' });
    expect(sent[0]?.body).toMatch(new RegExp(`https://${FR_HOST}/fr/auth/password\\?token=[\\w-]{43}`));
    expect((await reset(tokenOf(sent[0]?.body ?? ''), 'new-secret-1')).status).toBe(200);
  });

  it('a new link makes the older unused one useless', async () => {
    sent.length = 0;
    const link = () =>
      app.client().call('POST', '/api/auth/password/link', {
        body: { email: CAMILLE.email },
        headers: { 'x-test-client-ip': '198.51.100.51' },
      });
    await link();
    await link();
    const [older, newer] = sent.map((message) => tokenOf(message.body));
    expect(older).toMatch(/^[\w-]{43}$/);
    expect(newer).toMatch(/^[\w-]{43}$/);
    expect(await reset(older ?? '', 'new-secret-2')).toMatchObject({
      status: 410,
      body: { error: 'RESET_TOKEN_INVALID' },
    });
    expect((await reset(newer ?? '', 'new-secret-2')).status).toBe(200);
  });

  it('a successful reset makes every other unused link of the account useless', async () => {
    // Two links alive at once (issued before this rule, or by requests that crossed): the reset kills both.
    const customer = await app.db
      .selectFrom('customers')
      .select(['id', 'organiser_id'])
      .where('email', '=', CAMILLE.email)
      .executeTakeFirstOrThrow();
    const tokens = [randomToken(), randomToken()];
    const expires = new Date(Date.parse(TEST_NOW) + 30 * 60_000).toISOString();
    await app.db
      .insertInto('password_reset_tokens')
      .values(
        tokens.map((token) => ({
          token_hash: hashToken(token),
          organiser_id: customer.organiser_id,
          customer_id: customer.id,
          expires_at: expires,
          used_at: null,
        })),
      )
      .execute();
    expect((await reset(tokens[1] ?? '', 'new-secret-3')).status).toBe(200);
    expect(await reset(tokens[0] ?? '', 'taken-over')).toMatchObject({
      status: 410,
      body: { error: 'RESET_TOKEN_INVALID' },
    });
    const login = await app.client().call('POST', '/api/auth/login', {
      body: { email: CAMILLE.email, password: 'new-secret-3' },
    });
    expect(login.status).toBe(200);
  });
});

describe('a reset mail that fails', { timeout: 60_000 }, () => {
  it('is logged after the answer, which stays the same', async () => {
    const app = await startTestApp('pglite', {
      mailer: {
        send: async () => {
          throw new Error('connection refused');
        },
      },
    });
    const logged = console.error;
    const errors: string[] = [];
    console.error = (line: string) => errors.push(line);
    try {
      const known = await app.request(
        `http://${FR_HOST}/api/auth/password/link`,
        linkRequest(CAMILLE.email, '198.51.100.52'),
      );
      expect([known.status, await known.json()]).toEqual([200, {}]);
      await app.settled();
    } finally {
      console.error = logged;
      await app.close();
    }
    expect(errors.map((line) => JSON.parse(line))).toEqual([
      {
        level: 'error',
        msg: 'background task failed',
        task: 'password link',
        error: 'Error: connection refused',
      },
    ]);
  });
});
