import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  REMINDER_AFTER_END_MS,
  REMINDER_BEFORE_EXPIRATION_MS,
  REMINDER_BEFORE_START_MS,
} from '../../core/mail/index';
import { formatMinor } from '../../core/money/index';
import {
  CAMILLE,
  camilleId,
  dropOpenCarts,
  firstOpenPetitsPeintres,
  hugoAndLea,
  organiserAt,
  registrationBody,
  signedIn,
} from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, FR_HOST, type TestClient } from './test-support';

/**
 * Part 2 §9 notification triggers the server produces, read in the outbox (issue 18 §21): each mail once,
 * to the customer, in the checkout's language, naming the organiser, participant, activity, dates and amount;
 * reminders at their moment (core REMINDER_* offsets), skipped for a registration cancelled since.
 */

type Row = Record<string, unknown>;
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

describe.each(drivers)('customer mails from the queue on %s', { timeout: 180_000 }, (driver) => {
  const app = useTestApp(driver, { resetClock: true });
  let camille: TestClient;
  let customerId: number;
  let hugo: number;
  let hugoName: string;
  let organiserName: string;

  beforeAll(async () => {
    camille = await signedIn(app);
    customerId = await camilleId(app.db);
    organiserName = (await organiserAt(app.db, FR_HOST)).name;
    ({ hugo } = await hugoAndLea(app.db, customerId));
    const child = await app.db
      .selectFrom('participants')
      .select(['firstname', 'lastname'])
      .where('id', '=', hugo)
      .executeTakeFirstOrThrow();
    hugoName = `${child.firstname} ${child.lastname}`;
  });
  beforeEach(async () => {
    await dropOpenCarts(app.db, customerId);
    await app.db
      .updateTable('registrations')
      .set({ cancelled: true })
      .where('customer_id', '=', customerId)
      .execute();
  });

  const mails = (template: string) =>
    app.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'template', 'language', 'subject', 'body'])
      .where('template', '=', template)
      .orderBy('id')
      .execute();
  const job = (key: string) =>
    app.db
      .selectFrom('notification_jobs')
      .selectAll()
      .where('dedupe_key', '=', key)
      .executeTakeFirstOrThrow();
  /** Adds `body` to Camille's cart and checks out in `language`; answers the processed cart's id. */
  const buy = async (body: Row, language: 'fr' | 'en') => {
    const added = await camille.call('POST', '/api/carts/items', { body });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = added.body.cart as Row;
    const done = await camille.call('POST', '/api/carts/checkout', {
      body: { cart_id: cart.id, payment_strategy: 'DELAYED', terms: true },
      headers: { 'accept-language': language },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return cart.id as number;
  };
  const boughtRegistration = async (language: 'fr' | 'en') => {
    const availability = await firstOpenPetitsPeintres(app.db);
    const cartId = await buy(registrationBody(availability, hugo), language);
    return app.db
      .selectFrom('registrations as r')
      .innerJoin('availabilities as av', 'av.id', 'r.availability_id')
      .innerJoin('activities as ac', 'ac.id', 'av.activity_id')
      .select(['r.id', 'r.reference', 'r.total_amount', 'av.start_at', 'av.end_at', 'ac.title'])
      .where('r.cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
  };
  /** Moves the clock and sends what is due, as the running server does every second. */
  const at = async (iso: string) => {
    app.setNow(iso);
    await app.settled();
  };

  it('registration.created: one mail in the checkout’s language; its reminders 2 days before and 1 day after, once each', async () => {
    const before = (await mails('registration.created')).length;
    const registration = await boughtRegistration('en');
    const created = (await mails('registration.created')).slice(before);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      recipient: CAMILLE.email,
      language: 'en',
      subject: `Registration confirmed: ${registration.title}`,
    });
    for (const text of [hugoName, registration.title, registration.reference, organiserName])
      expect(created[0]?.body).toContain(text);
    expect(created[0]?.body).toContain(formatMinor(registration.total_amount, 'en'));
    expect(created[0]?.body).toMatch(/^Hello /);

    const beforeStart = `registration.created.before-start:${registration.id}`;
    const startReminderAt = shift(registration.start_at, -REMINDER_BEFORE_START_MS);
    expect(Date.parse((await job(beforeStart)).run_at)).toBe(Date.parse(startReminderAt));
    const reminders = (await mails('registration.created.before-start')).length;
    await at(shift(startReminderAt, -1_000));
    expect(await mails('registration.created.before-start')).toHaveLength(reminders);
    await at(startReminderAt);
    await at(shift(startReminderAt, 60_000));
    const sent = (await mails('registration.created.before-start')).slice(reminders);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: CAMILLE.email, language: 'en' });
    expect(sent[0]?.subject).toBe(`Reminder: ${registration.title} starts soon`);

    const afterEnd = (await mails('registration.created.after-end')).length;
    await at(shift(registration.end_at, REMINDER_AFTER_END_MS));
    await at(shift(registration.end_at, REMINDER_AFTER_END_MS + 3_600_000));
    const thanks = (await mails('registration.created.after-end')).slice(afterEnd);
    expect(thanks).toHaveLength(1);
    expect(thanks[0]?.body).toContain(hugoName);
  });

  it('registration.cancellation.created: one mail in French; the cancelled registration gets no reminder', async () => {
    const registration = await boughtRegistration('fr');
    const before = (await mails('registration.cancellation.created')).length;
    const cancelled = await camille.call('POST', '/api/registrations/cancel', {
      body: { registration_id: registration.id, message: 'Hugo est malade' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const sent = (await mails('registration.cancellation.created')).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipient: CAMILLE.email,
      language: 'fr',
      subject: `Inscription annulée : ${registration.title}`,
    });
    expect(sent[0]?.body).toContain(`L’inscription de ${hugoName} à ${registration.title} est annulée.`);
    expect(sent[0]?.body).toContain(organiserName);

    const reminders = (await mails('registration.created.before-start')).length;
    await at(shift(registration.start_at, -REMINDER_BEFORE_START_MS));
    expect(await mails('registration.created.before-start')).toHaveLength(reminders);
    expect(await job(`registration.created.before-start:${registration.id}`)).toMatchObject({
      status: 'skipped',
    });
  });

  it('membership.created: one mail; its reminder 14 days before it expires, once', async () => {
    const club = await app.db
      .selectFrom('memberships')
      .select('id')
      .where('cuid', '=', 'ps-membership-club')
      .executeTakeFirstOrThrow();
    const before = (await mails('membership.created')).length;
    const cartId = await buy({ memberships: [{ membership_id: club.id, participant_id: hugo }] }, 'fr');
    const owned = await app.db
      .selectFrom('customer_memberships as cm')
      .innerJoin('memberships as me', 'me.id', 'cm.membership_id')
      .select(['cm.id', 'cm.ends_at', 'cm.total_amount', 'cm.participant_id', 'me.title'])
      .where('cm.cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    const sent = (await mails('membership.created')).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipient: CAMILLE.email,
      language: 'fr',
      subject: `Adhésion confirmée : ${owned.title}`,
    });
    // A membership of the customer (the club card) names no participant; a participant's names them.
    expect(sent[0]?.body).toContain(
      owned.participant_id === null
        ? `Votre adhésion ${owned.title} est active.`
        : `L’adhésion ${owned.title} de ${hugoName} est active.`,
    );
    expect(sent[0]?.body).toContain(formatMinor(owned.total_amount, 'fr'));
    expect(sent[0]?.body).toContain(organiserName);

    const reminders = (await mails('membership.created.before-expiration')).length;
    const reminderAt = shift(owned.ends_at, -REMINDER_BEFORE_EXPIRATION_MS);
    await at(shift(reminderAt, -1_000));
    expect(await mails('membership.created.before-expiration')).toHaveLength(reminders);
    await at(reminderAt);
    await at(shift(reminderAt, 60_000));
    const reminded = (await mails('membership.created.before-expiration')).slice(reminders);
    expect(reminded).toHaveLength(1);
    expect(reminded[0]?.subject).toBe(`Votre adhésion ${owned.title} expire bientôt`);
  });

  it('cart.processed and registration.created of one checkout go once each, however often the worker runs', async () => {
    const before = {
      cart: (await mails('cart.processed')).length,
      registration: (await mails('registration.created')).length,
    };
    await boughtRegistration('fr');
    await app.mailWorker.drain();
    await app.mailWorker.drain();
    expect(await mails('cart.processed')).toHaveLength(before.cart + 1);
    expect(await mails('registration.created')).toHaveLength(before.registration + 1);
  });
});
