import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomerSignUp } from './test-customers';
import { drivers, EN_HOST, FR_HOST, startTestApp, type TestApp, tableCounts } from './test-support';

/** A new customer whose first name comes padded: the server keeps it trimmed. */
const newCustomer = (email: string) => ({ ...newCustomerSignUp(email), firstname: ' Zoé ' });

describe.each(drivers)('sessions and authentication on %s', { timeout: 60_000 }, (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(driver);
  });
  /** The token of the latest mail in the outbox: the password link just asked for. */
  const lastMailedToken = async () => {
    const mail = await app.db
      .selectFrom('mail_outbox')
      .select('body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
  };
  afterAll(async () => {
    await app?.close();
  });

  it('logs in with a trimmed, case-insensitive e-mail and sets an HttpOnly, SameSite=Lax cookie', async () => {
    const browser = app.client();
    const login = await browser.call('POST', '/api/auth/login', {
      body: { email: ' CAMILLE@example.be ', password: 'demo-password' },
    });
    expect(login.status).toBe(200);
    expect(login.setCookie).toMatch(/^sid=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const session = await browser.call('GET', '/api/session');
    expect(session.body.customer).toMatchObject({ firstname: 'Camille', fullname: 'Camille Dubois' });
    expect(session.body.counters).toMatchObject({ participants: 2 });
  });

  it('marks the cookie Secure over https', async () => {
    const login = await app.client().call('POST', '/api/auth/login', {
      body: { email: 'camille@example.be', password: 'demo-password' },
      https: true,
    });
    expect(login.setCookie).toContain('; Secure');
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await app
      .client()
      .call('POST', '/api/auth/login', { body: { email: 'camille@example.be', password: 'nope' } });
    const unknown = await app
      .client()
      .call('POST', '/api/auth/login', { body: { email: 'nobody@example.be', password: 'nope' } });
    expect([wrong.status, wrong.body]).toEqual([401, { error: 'INVALID_CREDENTIALS' }]);
    expect([unknown.status, unknown.body]).toEqual([401, { error: 'INVALID_CREDENTIALS' }]);
  });

  it('rotates the session at login and destroys it at logout', async () => {
    const browser = app.client();
    await browser.call('POST', '/api/auth/login', {
      body: { email: 'camille@example.be', password: 'demo-password' },
    });
    const first = browser.cookie;
    await browser.call('POST', '/api/auth/login', {
      body: { email: 'camille@example.be', password: 'demo-password' },
    });
    expect(browser.cookie).not.toBe(first);
    const stale = app.client();
    stale.cookie = first;
    expect((await stale.call('GET', '/api/session')).body.customer).toBeNull();
    const current = browser.cookie;
    const logout = await browser.call('POST', '/api/auth/logout', { body: {} });
    expect(logout.status).toBe(200);
    expect(logout.setCookie).toMatch(/^sid=;/);
    const replay = app.client();
    replay.cookie = current;
    expect((await replay.call('GET', '/api/session')).body.customer).toBeNull();
  });

  it('registers a customer with the participant the organiser asks for, then signs them in', async () => {
    const browser = app.client();
    const registered = await browser.call('POST', '/api/auth/register', {
      body: newCustomer('zoe@example.be'),
    });
    expect(registered.status).toBe(200);
    expect(registered.body.customer).toMatchObject({ firstname: 'Zoé', email: 'zoe@example.be' });
    const session = await browser.call('GET', '/api/session');
    // The participant is the child the form named, with its own names and birth date; the customer keeps
    // the parent's (issue 18 §10).
    const customer = session.body.customer as {
      fullname: string;
      participants: Array<{ firstname: string; lastname: string; birthdate: string; custom_data: unknown }>;
    };
    expect(customer.fullname).toBe('Zoé Martin');
    expect(customer.participants).toHaveLength(1);
    expect(customer.participants[0]).toMatchObject({
      firstname: 'Léo',
      lastname: 'Martin',
      custom_data: [{ field_id: 3, data: 'Oui' }],
    });
    expect(customer.participants[0]?.birthdate.slice(0, 10)).toBe('2015-05-05');
    // One welcome mail, from the queue, in the site's language, with the way to the account.
    const welcome = await app.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'language', 'subject', 'body'])
      .where('template', '=', 'account.created')
      .where('recipient', '=', 'zoe@example.be')
      .execute();
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({ language: 'fr', subject: expect.stringMatching(/^Bienvenue chez /) });
    expect(welcome[0]?.body).toContain('Bonjour Zoé,');
    expect(welcome[0]?.body).toContain(`https://${FR_HOST}/fr/account`);
  });

  it('refuses a sign-up participant without its own names and writes nothing', async () => {
    const before = await tableCounts(app.db);
    const body = newCustomer('nameless@example.be');
    const refused = await app.client().call('POST', '/api/auth/register', {
      body: { ...body, participant: { ...body.participant, firstname: ' ', lastname: '' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toMatchObject({
      'participant.firstname': 'required',
      'participant.lastname': 'required',
    });
    expect(await tableCounts(app.db)).toEqual(before);
  });

  it('refuses bad registrations with codes and writes nothing', async () => {
    const before = await tableCounts(app.db);
    const duplicate = await app
      .client()
      .call('POST', '/api/auth/register', { body: newCustomer('Camille@Example.be') });
    expect([duplicate.status, duplicate.body.error]).toEqual([409, 'EMAIL_TAKEN']);
    const noTerms = await app
      .client()
      .call('POST', '/api/auth/register', { body: { ...newCustomer('new1@example.be'), terms: false } });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.fields).toMatchObject({ terms: 'register.form.messages.errors.terms' });
    const { participant: _omitted, ...withoutParticipant } = newCustomer('new2@example.be');
    const missingParticipant = await app
      .client()
      .call('POST', '/api/auth/register', { body: withoutParticipant });
    expect(missingParticipant.status).toBe(400);
    const badField = await app.client().call('POST', '/api/auth/register', {
      body: { ...newCustomer('new3@example.be'), custom_data: [{ field_id: 1, data: '12' }] },
    });
    expect(badField.body.fields).toMatchObject({ 'custom_data.1': 'pattern_mismatch' });
    expect(await tableCounts(app.db)).toEqual(before);
  });

  it('English organiser without create_participant registers without a participant', async () => {
    const { participant: _omitted, ...customer } = newCustomer('zoe@example.be');
    const registered = await app.client(EN_HOST).call('POST', '/api/auth/register', { body: customer });
    expect(registered.status).toBe(200);
    const welcome = await app.db
      .selectFrom('mail_outbox')
      .select(['language', 'subject', 'body'])
      .where('template', '=', 'account.created')
      .where('body', 'like', `%https://${EN_HOST}/en/account%`)
      .execute();
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({ language: 'en', subject: expect.stringMatching(/^Welcome to /) });
  });

  it('answers the reset-link request the same way whether or not the e-mail exists; mails only real accounts', async () => {
    const outbox = () => app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    const before = (await outbox()).length;
    const unknown = await app
      .client()
      .call('POST', '/api/auth/password/link', { body: { email: 'ghost@example.be' } });
    const known = await app
      .client()
      .call('POST', '/api/auth/password/link', { body: { email: 'camille@example.be' } });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({
      recipient: 'camille@example.be',
      language: 'fr',
      template: 'password.reset',
    });
    expect(mails.at(-1)?.body).toMatch(new RegExp(`https://${FR_HOST}/fr/auth/password\\?token=[\\w-]{43}`));
  });

  it('resets the password once with the mailed token, ending every other session', async () => {
    const other = app.client();
    await other.call('POST', '/api/auth/login', {
      body: { email: 'camille@example.be', password: 'demo-password' },
    });
    await app.client().call('POST', '/api/auth/password/link', { body: { email: 'camille@example.be' } });
    const token = await lastMailedToken();
    const browser = app.client();
    const reset = await browser.call('POST', '/api/auth/password', {
      body: { password: 'new-secret', token },
    });
    expect(reset.status).toBe(200);
    expect((await browser.call('GET', '/api/session')).body.customer).toMatchObject({ firstname: 'Camille' });
    expect((await other.call('GET', '/api/session')).body.customer).toBeNull();
    const again = await app
      .client()
      .call('POST', '/api/auth/password', { body: { password: 'third-secret', token } });
    expect([again.status, again.body.error]).toEqual([410, 'RESET_TOKEN_INVALID']);
    const login = await app
      .client()
      .call('POST', '/api/auth/login', { body: { email: 'camille@example.be', password: 'new-secret' } });
    expect(login.status).toBe(200);
    await browser.call('POST', '/api/auth/password/link', { body: { email: 'camille@example.be' } });
  });

  it('refuses an expired reset token', async () => {
    await app.client().call('POST', '/api/auth/password/link', { body: { email: 'zoe@example.be' } });
    const token = await lastMailedToken();
    app.setNow('2026-11-22T11:00:01.000Z');
    const reset = await app
      .client()
      .call('POST', '/api/auth/password', { body: { password: 'new-secret', token } });
    app.setNow('2026-11-22T10:00:00.000Z');
    expect([reset.status, reset.body.error]).toEqual([410, 'RESET_TOKEN_INVALID']);
  });
});

describe('a mail server that fails', { timeout: 180_000 }, () => {
  it('does not change the reset-link answer, which would tell which e-mails have an account', async () => {
    const failing = await startTestApp('pglite', {
      mailer: {
        send: async () => {
          throw new Error('connection refused');
        },
      },
    });
    // The queue logs each failed send (password-links.test reads it); this test is about the answers.
    const logged = console.error;
    console.error = () => {};
    try {
      const known = await failing
        .client()
        .call('POST', '/api/auth/password/link', { body: { email: 'camille@example.be' } });
      const unknown = await failing
        .client()
        .call('POST', '/api/auth/password/link', { body: { email: 'ghost@example.be' } });
      expect([known.status, known.body]).toEqual([200, {}]);
      expect([unknown.status, unknown.body]).toEqual([200, {}]);
    } finally {
      console.error = logged;
      await failing.close();
    }
  });
});
