import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_PROCESSED_TRIGGER } from '../../core/checkout/index';
import type { Mailer } from '../mail/index';
import {
  CAMILLE,
  camilleId,
  firstOpenPetitsPeintres,
  freshCustomer,
  hugoAndLea,
  registrationBody,
  setOnlinePayment,
  signedIn,
} from './test-fixtures';
import { drivers, FR_HOST, startTestApp, TEST_NOW, type TestApp, type TestClient } from './test-support';

/**
 * The `cart.processed` confirmation (part 2 §9 "Notification triggers: … cart.processed (required, global)",
 * "Default notification: cart confirmed, sent to customers at once"): one mail per cart, in the checkout's
 * language, sent by whichever step processes the cart — the checkout itself, or the signed webhook of its
 * online payment — after that step commits.
 */

type Row = Record<string, unknown>;
const BANK_ACCOUNT = 'BE71 0961 2345 6769';

async function setupCamille(app: TestApp) {
  const customerId = await camilleId(app.db);
  const { hugo } = await hugoAndLea(app.db, customerId);
  const availability = await firstOpenPetitsPeintres(app.db);
  const child = await app.db
    .selectFrom('participants')
    .select(['firstname', 'lastname'])
    .where('id', '=', hugo)
    .executeTakeFirstOrThrow();
  return {
    customerId,
    hugo,
    availability,
    title: availability.title,
    hugoName: `${child.firstname} ${child.lastname}`,
  };
}

/** Back to no open cart, an empty wallet and Hugo free to register again. */
async function freshStart(app: TestApp, customerId: number) {
  app.setNow(TEST_NOW);
  await freshCustomer(app.db, customerId);
}

const sandboxForm = (app: TestApp, path: string, outcome: string) =>
  app.request(`https://${FR_HOST}${path}`, {
    method: 'POST',
    body: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: FR_HOST },
  });

describe.each(drivers)('cart.processed confirmation on %s', { timeout: 120_000 }, (driver) => {
  let app: TestApp;
  let camille: TestClient;
  let facts: Awaited<ReturnType<typeof setupCamille>>;

  beforeAll(async () => {
    app = await startTestApp(driver);
    camille = await signedIn(app);
    facts = await setupCamille(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await freshStart(app, facts.customerId);
    await setOnlinePayment(app.db, FR_HOST, true);
  });

  const addRegistration = async () => {
    const added = await camille.call('POST', '/api/carts/items', {
      body: registrationBody(facts.availability, facts.hugo),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.cart as Row;
  };
  const checkout = (cart: Row, strategy: string, language: string) =>
    camille.call('POST', '/api/carts/checkout', {
      body: { cart_id: cart.id, payment_strategy: strategy, terms: true },
      headers: { 'accept-language': language },
    });
  const mailsOf = (cart: Row) =>
    app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', CART_PROCESSED_TRIGGER)
      .where('recipient', '=', CAMILLE.email)
      .where('subject', 'like', `%${cart.reference as string}%`)
      .execute();

  it('a bank-transfer checkout mails one French confirmation with the lines, totals and transfer details', async () => {
    const cart = await addRegistration();
    const done = await checkout(cart, 'DELAYED', 'fr-BE,fr;q=0.9');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const mails = await mailsOf(cart);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toBe(`Confirmation de votre commande ${cart.reference}`);
    const body = mail?.body ?? '';
    expect(body).toContain(`Votre commande ${cart.reference} est confirmée.`);
    expect(body).toContain(`- ${facts.title} — `);
    expect(body).toContain(`Participants : ${facts.hugoName}`);
    expect(body).toMatch(/Reste à payer : \d/);
    expect(body).toContain('Merci de virer le montant dû sur le compte suivant :');
    expect(body).toContain(`Compte : ${BANK_ACCOUNT}`);
    expect(body).toContain(`Communication : ${cart.reference}`);
    const [firstDate] = await app.db
      .selectFrom('availability_dates')
      .select('start_at')
      .where('id', 'in', facts.availability.dates)
      .orderBy('start_at')
      .execute();
    const day = new Intl.DateTimeFormat('fr-BE', { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(
      new Date(firstDate?.start_at ?? TEST_NOW),
    );
    expect(body).toContain(day);

    // The same submit again answers what the first did and mails nothing more.
    expect((await checkout(cart, 'DELAYED', 'fr')).status).toBe(200);
    expect(await mailsOf(cart)).toHaveLength(1);
  });

  it('speaks English when the storefront does', async () => {
    const cart = await addRegistration();
    expect((await checkout(cart, 'DELAYED', 'en')).status).toBe(200);
    const [mail, ...others] = await mailsOf(cart);
    expect(others).toHaveLength(0);
    expect(mail?.language).toBe('en');
    expect(mail?.subject).toBe(`Your order ${cart.reference} is confirmed`);
    expect(mail?.body).toContain('Please transfer the amount due to this account:');
    expect(mail?.body).toContain(`Account: ${BANK_ACCOUNT}`);
    expect(mail?.body).toMatch(/Amount due: €\d/);
  });

  it('a wallet that pays it all confirms at checkout, with nothing due and no transfer', async () => {
    await app.db
      .updateTable('customers')
      .set({ wallet_amount: 1_000_000 })
      .where('id', '=', facts.customerId)
      .execute();
    const cart = await addRegistration();
    expect((await checkout(cart, 'DELAYED', 'fr')).status).toBe(200);
    const [mail, ...others] = await mailsOf(cart);
    expect(others).toHaveLength(0);
    expect(mail?.body).toContain('Tout est payé.');
    expect(mail?.body).not.toContain(BANK_ACCOUNT);
  });

  it('an online payment confirms when the signed webhook says PAID, once, however often it repeats', async () => {
    const cart = await addRegistration();
    const done = await checkout(cart, 'IMMEDIATE', 'en');
    expect(done.body.next_action).toBe('payment');
    // Checked out but not paid: not confirmed yet.
    expect(await mailsOf(cart)).toHaveLength(0);
    const url = new URL(done.body.next_action_url as string);
    expect((await sandboxForm(app, url.pathname, 'PAID')).status).toBe(303);
    expect((await sandboxForm(app, url.pathname, 'PAID')).status).toBe(303);
    expect((await checkout(cart, 'IMMEDIATE', 'en')).status).toBe(200);
    const mails = await mailsOf(cart);
    expect(mails).toHaveLength(1);
    // The webhook has no customer request: the mail speaks the checkout's language, kept on the cart.
    expect(mails[0]?.language).toBe('en');
    expect(mails[0]?.body).toContain('Everything is paid.');
    expect(mails[0]?.body).not.toContain(BANK_ACCOUNT);
  });

  it('a failed online payment confirms nothing', async () => {
    const cart = await addRegistration();
    const done = await checkout(cart, 'IMMEDIATE', 'fr');
    const url = new URL(done.body.next_action_url as string);
    expect((await sandboxForm(app, url.pathname, 'FAILED')).status).toBe(303);
    expect(await mailsOf(cart)).toHaveLength(0);
  });
});

describe.each(drivers)('cart.processed with a failing mailer on %s', { timeout: 120_000 }, (driver) => {
  let app: TestApp;
  const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };

  beforeAll(async () => {
    app = await startTestApp(driver, { mailer: failing });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps the order, answers the checkout, logs the unsent mail and keeps its job for a retry', async () => {
    const camille = await signedIn(app);
    const facts = await setupCamille(app);
    await freshStart(app, facts.customerId);
    const added = await camille.call('POST', '/api/carts/items', {
      body: registrationBody(facts.availability, facts.hugo),
    });
    const cart = added.body.cart as Row;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const done = await camille.call('POST', '/api/carts/checkout', {
        body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(
        logged.mock.calls.some(
          ([line]) => String(line).includes('mail not sent') && String(line).includes('cart.processed'),
        ),
      ).toBe(true);
    } finally {
      logged.mockRestore();
    }
    const processed = await app.db
      .selectFrom('carts')
      .select('processed_at')
      .where('id', '=', cart.id as number)
      .executeTakeFirstOrThrow();
    expect(processed.processed_at).not.toBeNull();
    const orders = await app.db
      .selectFrom('registrations')
      .select('id')
      .where('cart_id', '=', cart.id as number)
      .execute();
    expect(orders).toHaveLength(1);
    const job = await app.db
      .selectFrom('notification_jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('dedupe_key', '=', `cart.processed:${cart.id}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: 'Error: SMTP down' });
  });
});
