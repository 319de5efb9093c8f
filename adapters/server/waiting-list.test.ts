import { beforeAll, describe, expect, it } from 'vitest';
import { registrationCalls } from '../../core/schemas/index';
import { serverMailWorker } from './notifications/index';
import {
  expectRefusal,
  organiserAt,
  type RefusableCall,
  registeredBob,
  registeredOn,
  registrationBody,
  signedIn,
} from './test-fixtures';
import { useTestApp } from './test-suite-app';
import { drivers, EN_HOST, FR_HOST, TEST_NOW, type TestClient, tableCounts } from './test-support';
import { notifyWaitingListVacancy, sweepAllVacancies, vacancyNotifier } from './waiting-list/index';

type Row = Record<string, unknown>;
type Availability = { id: number; cuid: string; dates: number[] };
const later = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString();
const PATH = registrationCalls.joinWaitingList.path;

/**
 * POST /api/registrations/waiting-list (part 2 §7) and the `waiting-list.vacancy` notice (part 2 §9): who may
 * join, what a refusal leaves behind (nothing), and the one notice per freed seat, first come first told.
 */
describe.each(drivers)('waiting list on %s', { timeout: 120_000 }, (driver) => {
  const app = useTestApp(driver, { resetClock: true });
  let camille: TestClient;
  let bob: TestClient;
  let ids: { camille: number; bob: number; hugo: number; lea: number; bobChild: number };
  /** A FULL availability of the FR organiser (every seat registered in the demo data). */
  let full: { id: number; cuid: string };
  /** OPEN availabilities with their date ids: two of petits-peintres (Hugo, 7) and one of robotique (Léa, 11). */
  let arts: Availability;
  let artsSummer: Availability;
  let robots: Availability;

  const join = (client: TestClient, body: Row) => client.call('POST', PATH, { body });
  const entries = (availabilityId: number) =>
    app.db
      .selectFrom('waiting_list_entries')
      .selectAll()
      .where('availability_id', '=', availabilityId)
      .orderBy('id')
      .execute();
  const vacancyMails = () =>
    app.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'template', 'language', 'subject', 'body'])
      .where('template', '=', 'waiting-list.vacancy')
      .orderBy('id')
      .execute();
  /** A refused call answers `code` and leaves every table as it was. */
  const refuses = (call: RefusableCall, status: number, code: string) =>
    expectRefusal(app.db, call, status, code);
  const setAvailability = (id: number, values: { status?: 'OPEN' | 'FULL' | 'CLOSED'; capacity?: number }) =>
    app.db.updateTable('availabilities').set(values).where('id', '=', id).execute();
  /** Camille holds `seats` seats for a participant (Hugo) on an OPEN availability; answers the cart item ids. */
  const hold = async (availability: Availability, seats: number, participant = ids.hugo) => {
    const added = await camille.call('POST', '/api/carts/items', {
      body: registrationBody(availability, participant, { quantity: seats }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const rows = await app.db
      .selectFrom('cart_items')
      .select('id')
      .where('cart_id', '=', (added.body.cart as Row).id as number)
      .where('availability_id', '=', availability.id)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    camille = await signedIn(app, FR_HOST);
    bob = await registeredBob(app);
    const customers = await app.db
      .selectFrom('customers')
      .innerJoin('organisers', 'organisers.id', 'customers.organiser_id')
      .select(['customers.id', 'customers.email'])
      .where('organisers.hostname', '=', FR_HOST)
      .execute();
    const customerOf = (email: string) => customers.find((row) => row.email === email)?.id ?? -1;
    const participants = await app.db
      .selectFrom('participants')
      .select(['id', 'firstname', 'customer_id'])
      .where('customer_id', 'in', [customerOf('camille@example.be'), customerOf('bob@example.be')])
      .execute();
    const participantOf = (customerId: number, firstname?: string) =>
      participants.find(
        (row) => row.customer_id === customerId && (!firstname || row.firstname === firstname),
      )?.id ?? -1;
    ids = {
      camille: customerOf('camille@example.be'),
      bob: customerOf('bob@example.be'),
      hugo: participantOf(customerOf('camille@example.be'), 'Hugo'),
      lea: participantOf(customerOf('camille@example.be'), 'Léa'),
      bobChild: participantOf(customerOf('bob@example.be')),
    };
    full = await app.db
      .selectFrom('availabilities')
      .select(['id', 'cuid'])
      .where('cuid', '=', 'ps-av-noel-multisport-s1')
      .executeTakeFirstOrThrow();
    const load = async (cuid: string): Promise<Availability> => {
      const row = await app.db
        .selectFrom('availabilities')
        .select(['id', 'cuid', 'status'])
        .where('cuid', '=', cuid)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('OPEN');
      const dates = await app.db
        .selectFrom('availability_dates')
        .select('id')
        .where('availability_id', '=', row.id)
        .orderBy('start_at')
        .execute();
      return { id: row.id, cuid: row.cuid, dates: dates.map((date) => date.id) };
    };
    arts = await load('ps-av-noel-arts-s1');
    artsSummer = await load('ps-av-ete-arts-s3');
    robots = await load('ps-av-carnaval-robots-s2');
  }, 60_000);

  it('puts one of the customer’s participants on a FULL availability’s list, once however often asked', async () => {
    const body = { availability_id: full.id, participant_id: ids.lea };
    const first = await join(camille, body);
    expect(first.status).toBe(200);
    // The answer names the entry and its position (issue 20 §7): the first one waiting.
    expect(first.body.entry).toMatchObject({
      status: 'WAITING',
      position: 1,
      participant: { id: ids.lea },
      availability: { cuid: full.cuid },
    });
    expect(registrationCalls.joinWaitingList.answer?.safeParse(first.body).success).toBe(true);
    const counts = await tableCounts(app.db);
    const again = await join(camille, body);
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(await tableCounts(app.db)).toEqual(counts);
    const rows = await entries(full.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customer_id: ids.camille,
      participant_id: ids.lea,
      created_at: TEST_NOW,
      notified_at: null,
    });
    // Every seat is registered: nobody is told of a vacancy.
    expect(await vacancyMails()).toEqual([]);
  });

  it('refuses, writing nothing: anonymous, someone else’s participant, unknown or foreign availability, OPEN, bad input', async () => {
    const body = { availability_id: full.id, participant_id: ids.hugo };
    await refuses(() => join(app.client(FR_HOST), body), 401, 'UNAUTHENTICATED');
    await refuses(
      () => join(camille, { availability_id: full.id, participant_id: ids.bobChild }),
      404,
      'PARTICIPANT_NOT_FOUND',
    );
    await refuses(() => join(bob, body), 404, 'PARTICIPANT_NOT_FOUND');
    await refuses(
      () => join(camille, { availability_id: 2_000_000_000, participant_id: ids.hugo }),
      404,
      'AVAILABILITY_NOT_FOUND',
    );
    const academy = await organiserAt(app.db, EN_HOST);
    const foreign = await app.db
      .selectFrom('availabilities')
      .select('id')
      .where('organiser_id', '=', academy.id)
      .executeTakeFirstOrThrow();
    await refuses(
      () => join(camille, { availability_id: foreign.id, participant_id: ids.hugo }),
      404,
      'AVAILABILITY_NOT_FOUND',
    );
    await refuses(
      () => join(camille, { availability_id: arts.id, participant_id: ids.hugo }),
      409,
      'WAITING_LIST.NOT_OFFERED',
    );
    const missing = await refuses(
      () => join(camille, { availability_id: full.id }),
      400,
      'VALIDATION_FAILED',
    );
    expect(missing.body.fields).toEqual({ participant_id: 'required' });
    await refuses(
      () => join(camille, { availability_id: full.id, participant_id: 1.5 }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses a participant who is registered already', async () => {
    const second = artsSummer;
    const [itemId] = await hold(second, 1);
    const cart = await camille.call('GET', '/api/carts/current');
    const checkout = await camille.call('POST', '/api/carts/checkout', {
      body: { cart_id: (cart.body.cart as Row).id, payment_strategy: 'DELAYED', terms: true },
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    expect(itemId).toBeDefined();
    // Every seat registered: the organiser marks it FULL.
    await setAvailability(second.id, { status: 'FULL', capacity: await registeredOn(app.db, second.id) });
    await refuses(
      () => join(camille, { availability_id: second.id, participant_id: ids.hugo }),
      409,
      'WAITING_LIST.ALREADY_REGISTERED',
    );
    // Léa is not registered there: she may wait.
    expect((await join(camille, { availability_id: second.id, participant_id: ids.lea })).status).toBe(200);
  });

  it('tells the first waiting customer when a removed cart item frees a seat, and never the same entry twice', async () => {
    const target = arts;
    await setAvailability(target.id, { capacity: (await registeredOn(app.db, target.id)) + 2 });
    const items = await hold(target, 2);
    expect(items).toHaveLength(2);
    // Every seat is taken; the organiser marks the availability FULL and two customers wait.
    await setAvailability(target.id, { status: 'FULL' });
    app.setNow(later(1));
    expect((await join(bob, { availability_id: target.id, participant_id: ids.bobChild })).status).toBe(200);
    app.setNow(later(2));
    expect((await join(camille, { availability_id: target.id, participant_id: ids.lea })).status).toBe(200);
    const before = (await vacancyMails()).length;

    const removed = await camille.call('DELETE', `/api/carts/items?item_id=${items[0]}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const afterFirst = (await vacancyMails()).slice(before);
    expect(afterFirst).toHaveLength(1);
    expect(afterFirst[0]).toMatchObject({ recipient: 'bob@example.be', language: 'fr' });
    expect(afterFirst[0]?.body).toContain(`https://${FR_HOST}/fr/availabilities/${target.cuid}`);
    expect((await entries(target.id)).map((entry) => entry.notified_at !== null)).toEqual([true, false]);

    // The function itself, called again for the same freed seat, owes nobody anything.
    expect(await notifyWaitingListVacancy(app.db, target.id, later(2))).toEqual([]);

    // The second freed seat goes to the next in line, not to Bob again.
    const second = await camille.call('DELETE', `/api/carts/items?item_id=${items[1]}`);
    expect(second.status).toBe(200);
    const afterSecond = (await vacancyMails()).slice(before);
    expect(afterSecond.map((mail) => mail.recipient)).toEqual(['bob@example.be', 'camille@example.be']);
    expect((await entries(target.id)).every((entry) => entry.notified_at !== null)).toBe(true);

    // Nobody is left in line: further writes send nothing more.
    await hold(robots, 1, ids.lea);
    expect((await vacancyMails()).slice(before)).toHaveLength(2);
  });

  /** `target` OPEN again with one free seat, an empty queue, and Camille without an open cart. */
  const reopenWithOneSeat = async (target: Availability) => {
    await app.db.deleteFrom('waiting_list_entries').where('availability_id', '=', target.id).execute();
    await setAvailability(target.id, {
      status: 'OPEN',
      capacity: (await registeredOn(app.db, target.id)) + 1,
    });
    await app.db
      .deleteFrom('carts')
      .where('customer_id', '=', ids.camille)
      .where('processed_at', 'is', null)
      .execute();
  };

  it('notices a seat freed by an expired hold at the next cart write, and retries its mail when the mail server refuses it', async () => {
    // The same availability, reopened with one seat and an empty queue.
    const target = arts;
    await reopenWithOneSeat(target);
    await hold(target, 1);
    await setAvailability(target.id, { status: 'FULL' });
    expect((await join(bob, { availability_id: target.id, participant_id: ids.bobChild })).status).toBe(200);
    const before = (await vacancyMails()).length;

    // The hold expires: no event, so nothing is sent until a write runs.
    app.setNow(later(16));
    expect(await vacancyMails()).toHaveLength(before);

    // A mail server that refuses: the entry stays claimed, its mail job waits to be retried.
    const refusing = serverMailWorker({
      db: app.db,
      mailer: {
        send: async () => {
          throw new Error('550 mailbox unavailable');
        },
      },
      now: () => later(16),
      publicOrigin: (hostname) => `https://${hostname}`,
    });
    const claimed = await notifyWaitingListVacancy(app.db, target.id, later(16));
    expect(claimed).toHaveLength(1);
    await refusing.drain();
    expect(await vacancyMails()).toHaveLength(before);
    expect((await entries(target.id))[0]?.notified_at).toBe(later(16));
    const job = await app.db
      .selectFrom('notification_jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('dedupe_key', '=', `waiting-list.vacancy:${claimed[0]}:${later(16)}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'Error: 550 mailbox unavailable',
    });

    // Once the retry is due (30 s later), the app's worker sends it with its own mailer, once.
    app.setNow(later(17));
    await hold(robots, 1, ids.lea);
    await app.settled();
    const mails = (await vacancyMails()).slice(before);
    expect(mails.map((mail) => mail.recipient)).toEqual(['bob@example.be']);
    expect((await entries(target.id))[0]?.notified_at).toBe(later(16));
  });
  it('the timed sweep offers a seat freed by an expired hold when no cart is written at all, once', async () => {
    const target = arts;
    await reopenWithOneSeat(target);
    app.setNow(later(20));
    await hold(target, 1);
    await setAvailability(target.id, { status: 'FULL' });
    expect((await join(bob, { availability_id: target.id, participant_id: ids.bobChild })).status).toBe(200);
    const before = (await vacancyMails()).length;

    // While the hold lasts the sweep finds no seat; once it has expired, the first in line is told, once.
    const sweepAt = (now: string) => {
      app.setNow(now);
      return sweepAllVacancies(vacancyNotifier({ db: app.db, now: () => now }), app.db).then(() =>
        app.settled(),
      );
    };
    await sweepAt(later(30));
    expect(await vacancyMails()).toHaveLength(before);
    await sweepAt(later(40));
    expect((await vacancyMails()).slice(before).map((mail) => mail.recipient)).toEqual(['bob@example.be']);
    await sweepAt(later(41));
    expect(await vacancyMails()).toHaveLength(before + 1);
  });
});
