import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailRetryDelayMs } from '../../core/mail/index';
import type { Mailer, MailMessage } from '../mail/index';
import { serverMailWorker } from './notifications/index';
import { CAMILLE, shopPost } from './test-fixtures';
import { drivers, FR_HOST, startTestApp, TEST_NOW, type TestApp } from './test-support';
import { hashToken, randomToken } from './tokens';

const linkRequest = (email: string, ip: string): RequestInit => shopPost({ email }, ip);

const tokenOf = (body: string) => /token=([\w-]+)/.exec(body)?.[1] ?? '';
const later = (ms: number) => new Date(Date.parse(TEST_NOW) + ms).toISOString();

/** Fails instead of hanging when `promise` does not settle within `ms`. */
const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what}: no answer in ${ms} ms`)), ms)),
  ]);

const linkJobs = (app: TestApp) =>
  app.db
    .selectFrom('notification_jobs')
    .select(['status', 'attempts', 'last_error', 'payload'])
    .where('trigger', '=', 'password.link')
    .orderBy('id')
    .execute();

const unusedTokens = (app: TestApp) =>
  app.db.selectFrom('password_reset_tokens').select('token_hash').where('used_at', 'is', null).execute();

/**
 * Password links (README "Brute force", "Notifications"): the request enqueues a mail job whatever the
 * address, so known and unknown e-mails get the same answer after the same work; the token is made when the
 * job sends the mail, so the queue never holds a usable secret; only the latest link of an account works,
 * and none once the password was reset.
 */
describe.each(drivers)('password links on %s', { timeout: 120_000 }, (driver) => {
  let app: TestApp;
  let release: () => void = () => {};
  let mailServerUp: Promise<void> = Promise.resolve();
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    app = await startTestApp(driver, {
      drainMail: false,
      // A mail server that takes the message only once the test lets it (until then, send never resolves).
      mailer: {
        async send(message) {
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
  const link = async (email: string, ip: string) => {
    const answer = await app.client().call('POST', '/api/auth/password/link', {
      body: { email },
      headers: { 'x-test-client-ip': ip },
    });
    await app.mailWorker.drain();
    return answer;
  };

  it('answers known and unknown e-mails alike, before any mail or token exists, then mails the known one', async () => {
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
    // One queued job per request, known or not; no token until a mail is sent.
    expect((await linkJobs(app)).map((job) => job.status)).toEqual(['queued', 'queued']);
    expect(await unusedTokens(app)).toEqual([]);

    const draining = app.mailWorker.drain();
    release();
    await draining;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: CAMILLE.email, template: 'password.reset', language: 'fr' });
    expect(sent[0]?.body).toMatch(new RegExp(`https://${FR_HOST}/fr/auth/password\\?token=[\\w-]{43}`));
    // The unknown address's job ends without a mail.
    expect((await linkJobs(app)).map((job) => job.status)).toEqual(['done', 'skipped']);
    expect((await reset(tokenOf(sent[0]?.body ?? ''), 'new-secret-1')).status).toBe(200);
  });

  it('a new link makes the older unused one useless', async () => {
    sent.length = 0;
    await link(CAMILLE.email, '198.51.100.51');
    app.setNow(later(1));
    await link(CAMILLE.email, '198.51.100.51');
    app.setNow(TEST_NOW);
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

describe.each(drivers)('a reset mail whose server fails, on %s', { timeout: 60_000 }, (driver) => {
  it('is retried with a fresh link, also by a restarted server, and sent once', async () => {
    let up = false;
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      send: async (message) => {
        if (!up) throw new Error('connection refused');
        sent.push(message);
      },
    };
    const app = await startTestApp(driver, { drainMail: false, mailer });
    const logged = console.error;
    const errors: string[] = [];
    console.error = (line: string) => errors.push(line);
    try {
      const known = await app.request(
        `http://${FR_HOST}/api/auth/password/link`,
        linkRequest(CAMILLE.email, '198.51.100.52'),
      );
      expect([known.status, await known.json()]).toEqual([200, {}]);
      await app.mailWorker.drain();
      expect(await linkJobs(app)).toMatchObject([
        { status: 'queued', attempts: 1, last_error: 'Error: connection refused' },
      ]);
      expect(errors.map((line) => JSON.parse(line))).toMatchObject([
        {
          level: 'error',
          msg: 'mail not sent',
          trigger: 'password.link',
          error: 'Error: connection refused',
        },
      ]);
      // The token made for the failed send was never seen; it stays unusable once the next one is made.
      const [failedToken] = await unusedTokens(app);
      expect(failedToken).toBeDefined();

      // The process stops; another one, started after the retry delay, finds the job and sends it.
      await app.mailWorker.stop();
      up = true;
      const retryAt = later(mailRetryDelayMs(1));
      const restarted = serverMailWorker({
        db: app.db,
        mailer,
        now: () => retryAt,
        publicOrigin: (hostname) => `https://${hostname}`,
      });
      await restarted.drain();
      await restarted.drain();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: CAMILLE.email, template: 'password.reset' });
      expect((await linkJobs(app)).map((job) => job.status)).toEqual(['done']);
      const tokens = await unusedTokens(app);
      expect(tokens).toHaveLength(1);
      expect(tokens[0]?.token_hash).not.toBe(failedToken?.token_hash);
      expect(tokens[0]?.token_hash).toBe(hashToken(tokenOf(sent[0]?.body ?? '')));

      app.setNow(retryAt);
      const reset = await app.client().call('POST', '/api/auth/password', {
        body: { token: tokenOf(sent[0]?.body ?? ''), password: 'back-again' },
      });
      expect(reset.status).toBe(200);
    } finally {
      console.error = logged;
      await app.close();
    }
  });
});
