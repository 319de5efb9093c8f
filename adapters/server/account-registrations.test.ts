import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isStructuredReference } from '../../core/pricing/index';
import { registrationBadges } from '../../core/registration/index';
import { accountCalls, type registrationSchema } from '../../core/schemas/index';
import { optionPriceId, questionId } from '../seed/demo/activity-lookups';
import {
  type AvailabilityFixture,
  availabilityOf,
  type Customer,
  multisportAnswers,
  newCustomer,
  payFromWallet,
  register,
  snapshot,
  zoeAndBob,
} from './account/registration-fixtures';
import { bundleCreditsUsed, expectRefusal, type RefusableCall, signedIn } from './test-fixtures';
import { drivers, FR_HOST, startTestApp, TEST_NOW, type TestApp, tableCounts } from './test-support';

type Row = Record<string, unknown>;
type Registration = ReturnType<typeof registrationSchema.parse>;
const later = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString();
/** When the demo's Easter and summer camps take registrations (opensBefore in adapters/seed/demo). */
const EASTER_OPEN = later(22 * 24 * 60);

/**
 * The registrations tab of the account area and its writes (part 1 §2 "Account area", §3 Registration,
 * Review; §4 badges, "Edit registration: dates already started are locked and kept; a date can be chosen only
 * if OPEN with free capacity or already registered"; part 2 §5 "Registrations", §6, §7): every call's answer,
 * every refusal with its code, and on each refusal the rows it could have touched, unchanged.
 */
describe.each(drivers)('account registrations on %s', { timeout: 180_000 }, (driver) => {
  let app: TestApp;
  let zoe: Customer;
  let bob: Customer;
  /**
   * Camps Zoé (8) can join, one active registration each: arts (every date required), nature, and the
   * multisport camps (partial registration). `carnival`'s date 2 is CLOSED, `christmas`'s date 1 FULL.
   */
  let arts: AvailabilityFixture;
  let artsSummer: AvailabilityFixture;
  let nature: AvailabilityFixture;
  let carnival: AvailabilityFixture;
  let carnivalFirst: AvailabilityFixture;
  let christmas: AvailabilityFixture;
  let easter: AvailabilityFixture;
  let summer: AvailabilityFixture;

  /** A refused call answers `code`, adds or removes no row anywhere, and leaves the registration as it was. */
  const refuses = async (registrationId: number, call: RefusableCall, status: number, code: string) => {
    // Reminders due at the test's clock go out first, as the running server would have sent them by now.
    await app.settled();
    const before = await snapshot(app.db, registrationId);
    const answer = await expectRefusal(app.db, call, status, code);
    expect(await snapshot(app.db, registrationId)).toEqual(before);
    return answer;
  };
  const dateIds = (availability: AvailabilityFixture, indexes: number[]) =>
    indexes.map((index) => availability.dates[index]?.id ?? -1);
  const registeredOn = async (table: 'availabilities' | 'availability_dates', id: number) =>
    (await app.db.selectFrom(table).select('registered').where('id', '=', id).executeTakeFirstOrThrow())
      .registered;

  beforeAll(async () => {
    app = await startTestApp(driver);
    ({ zoe, bob } = await zoeAndBob(app));
    arts = await availabilityOf(app.db, 'ps-av-noel-arts-s1');
    artsSummer = await availabilityOf(app.db, 'ps-av-ete-arts-s3');
    nature = await availabilityOf(app.db, 'ps-av-carnaval-nature-s1');
    carnival = await availabilityOf(app.db, 'ps-av-carnaval-multisport-s2');
    carnivalFirst = await availabilityOf(app.db, 'ps-av-carnaval-multisport-s1');
    christmas = await availabilityOf(app.db, 'ps-av-noel-multisport-s2');
    easter = await availabilityOf(app.db, 'ps-av-paques-multisport-s1');
    summer = await availabilityOf(app.db, 'ps-av-ete-multisport-s1');
    expect(carnival.dates.map((date) => date.status)).toEqual(['OPEN', 'OPEN', 'CLOSED', 'OPEN', 'OPEN']);
    expect(christmas.dates.map((date) => date.status)).toEqual(['OPEN', 'FULL', 'OPEN', 'OPEN']);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    app.setNow(TEST_NOW);
  });

  const detail = (client = zoe.client, cuid: string) =>
    client.call('GET', `/api/account/registrations/${encodeURIComponent(cuid)}`);

  describe('reads', () => {
    let first: { id: number; cuid: string };
    let second: { id: number; cuid: string };

    beforeAll(async () => {
      first = await register(
        app,
        zoe,
        arts,
        arts.dates.map((date) => date.id),
      );
      app.setNow(later(5));
      second = await register(
        app,
        zoe,
        carnival,
        dateIds(carnival, [4, 0, 3, 1]),
        await multisportAnswers(app.db, carnival.activityId),
      );
    });

    it('lists the customer’s registrations newest first, shaped exactly as the Registration entity', async () => {
      const list = await zoe.client.call('GET', '/api/account/registrations');
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(accountCalls.accountRegistrations.answer?.parse(list.body)).toEqual(list.body);
      expect(list.body.count).toBe(2);
      const [newest, oldest] = list.body.data as Registration[];
      expect([newest?.cuid, oldest?.cuid]).toEqual([second.cuid, first.cuid]);

      const row = await app.db
        .selectFrom('registrations')
        .selectAll()
        .where('id', '=', second.id)
        .executeTakeFirstOrThrow();
      const order = await app.db
        .selectFrom('carts')
        .select('reference')
        .where('id', '=', row.cart_id)
        .executeTakeFirstOrThrow();
      // One transfer reference per order (issue 18): the order's structured reference beside the line's own.
      expect(isStructuredReference(order.reference)).toBe(true);
      expect(newest).toMatchObject({
        id: row.id,
        reference: row.reference,
        order_reference: order.reference,
        participant: { fullname: 'Zoé Lefèvre' },
        total_amount: row.total_amount,
        deposit_amount: 4000,
        paid_amount: 0,
        cancelled: false,
        bundle_id: null,
        bundle_capacity_refunded: false,
        created_at: later(5),
        cancellation_message: null,
        availability: {
          id: carnival.id,
          cuid: carnival.cuid,
          activity: { id: carnival.activityId, title: 'Multisport aventure (6–9 ans)' },
          location: { name: 'Etterbeek' },
        },
      });
      // Sorted dates, each with its date and its own cuid; the availability's dates with status and seats.
      expect(newest?.dates.map((date) => date.date_id)).toEqual(dateIds(carnival, [0, 1, 3, 4]));
      expect(newest?.dates.map((date) => date.date.start_at)).toEqual(
        [0, 1, 3, 4].map((index) => carnival.dates[index]?.start_at),
      );
      expect(new Set(newest?.dates.map((date) => date.cuid)).size).toBe(4);
      expect(newest?.availability.dates.map((date) => [date.id, date.status])).toEqual(
        carnival.dates.map((date) => [date.id, date.status]),
      );
      expect(newest?.availability.categories.some((category) => category.group !== null)).toBe(true);
      expect(newest?.options).toEqual([
        {
          cuid: `${second.cuid}-${await optionPriceId(app.db, carnival.activityId, 'Repas chaud (5 jours)')}`,
          content: null,
          price: {
            id: await optionPriceId(app.db, carnival.activityId, 'Repas chaud (5 jours)'),
            option_id: expect.any(Number),
            amount: 3000,
            percentage: null,
            label: 'Repas chaud (5 jours)',
            option: { title: 'Repas de midi' },
          },
        },
      ]);
      expect(newest?.questions).toEqual([
        {
          question: { title: 'Personne à contacter en cas d’urgence' },
          content: 'Papa — 0470 99 88 77',
          question_id: await questionId(app.db, carnival.activityId, 'Personne à contacter en cas d’urgence'),
        },
        {
          question: { title: 'Taille de t-shirt' },
          content: '8 ans',
          question_id: await questionId(app.db, carnival.activityId, 'Taille de t-shirt'),
        },
      ]);
      expect(oldest?.dates).toHaveLength(arts.dates.length);
      expect(oldest?.options).toEqual([]);
    });

    it('pages the list and shows another customer none of it; anonymous visitors are asked to sign in', async () => {
      const page = await zoe.client.call('GET', '/api/account/registrations?page_size=1&page_number=2');
      expect(page.body.count).toBe(2);
      expect((page.body.data as Registration[]).map((item) => item.cuid)).toEqual([first.cuid]);
      const other = await bob.client.call('GET', '/api/account/registrations');
      expect(other.body).toEqual({ data: [], count: 0 });
      const anonymous = await app.client(FR_HOST).call('GET', '/api/account/registrations');
      expect(anonymous).toMatchObject({ status: 401, body: { error: 'UNAUTHENTICATED' } });
      const bad = await zoe.client.call('GET', '/api/account/registrations?page_size=0');
      expect(bad).toMatchObject({ status: 400, body: { error: 'VALIDATION_FAILED' } });
    });

    it('details a registration: its review, the documents of its activity, the options and questions to edit', async () => {
      const answer = await detail(zoe.client, second.cuid);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(accountCalls.accountRegistration.answer?.parse(answer.body)).toEqual(answer.body);
      const body = answer.body as {
        registration: Registration;
        review: unknown;
        documents: Array<{ id: number; title: string; pages: Array<{ elements: Row[] }> }>;
        options: Array<{ title: string; prices: Array<{ label: string }> }>;
        questions: Array<{ title: string; required: boolean; choices: Array<{ label: string }> }>;
      };
      expect(body.registration.cuid).toBe(second.cuid);
      expect(isStructuredReference(body.registration.order_reference ?? '')).toBe(true);
      expect(body.review).toBeNull();
      // The organiser's documents for every activity and those of this activity, in the organiser's order.
      expect(body.documents.map((document) => document.title)).toEqual([
        'Attestation de participation',
        'Fiche sanitaire',
      ]);
      const fields = (body.documents[1]?.pages[0]?.elements ?? [])
        .map((element) => element.custom_field as { title: string; required: boolean } | null)
        .filter((field) => field !== null);
      expect(fields.map((field) => [field.title, field.required])).toEqual([
        ['Médecin traitant', true],
        ['Allergies', false],
        ['Sait nager', true],
      ]);
      expect(body.options.map((option) => option.title)).toEqual([
        'Garderie',
        'Repas de midi',
        'Assurance annulation',
      ]);
      expect(body.options[1]?.prices.map((price) => price.label)).toEqual([
        'Pique-nique apporté',
        'Repas chaud (5 jours)',
      ]);
      expect(body.questions.find((question) => question.title === 'Taille de t-shirt')).toMatchObject({
        required: true,
        choices: [{ label: '6 ans' }, { label: '8 ans' }, { label: '10 ans' }, { label: '12 ans' }],
      });

      const painting = await detail(zoe.client, first.cuid);
      expect((painting.body.documents as Array<{ title: string }>).map((document) => document.title)).toEqual(
        ['Attestation de participation'],
      );
    });

    it('does not find another customer’s registration, nor an unknown one', async () => {
      for (const cuid of [second.cuid, 'no-such-registration', '%00']) {
        const answer = await detail(bob.client, cuid);
        expect(answer, cuid).toMatchObject({ status: 404, body: { error: 'REGISTRATION_NOT_FOUND' } });
      }
      const anonymous = await detail(app.client(FR_HOST), second.cuid);
      expect(anonymous.status).toBe(401);
    });
  });

  describe('cancel', () => {
    it('cancels the customer’s own registration once: seats freed, message kept, money kept', async () => {
      const registration = await register(
        app,
        zoe,
        carnivalFirst,
        dateIds(carnivalFirst, [0, 1]),
        await multisportAnswers(app.db, carnivalFirst.activityId),
      );
      await payFromWallet(app, zoe, registration.cuid, 1500);
      const before = await snapshot(app.db, registration.id);
      const counts = await tableCounts(app.db);
      app.setNow(later(30));

      const answer = await zoe.client.call('POST', '/api/registrations/cancel', {
        body: { registration_id: registration.id, message: '  Zoé est malade  ' },
      });
      expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200, body: {} });
      const after = await snapshot(app.db, registration.id);
      expect(after.registration).toEqual({
        ...before.registration,
        cancelled: true,
        cancelled_at: later(30),
        cancellation_type: 'CUSTOMER',
        cancellation_message: 'Zoé est malade',
      });
      // The money already paid stays on the registration: no refund, no wallet credit.
      expect(after.registration.paid_amount).toBe(1500);
      expect(after.availability.registered).toBe(before.availability.registered - 1);
      const held = new Set(dateIds(carnivalFirst, [0, 1]));
      expect(after.seats).toEqual(
        before.seats.map((seat) => (held.has(seat.id) ? { ...seat, registered: seat.registered - 1 } : seat)),
      );
      expect(after.dates).toEqual(before.dates);
      // Beside the registration's own rows: its cancellation mail, enqueued with the write and sent.
      expect(await tableCounts(app.db)).toEqual({
        ...counts,
        notification_jobs: (counts.notification_jobs ?? 0) + 1,
        mail_outbox: (counts.mail_outbox ?? 0) + 1,
      });

      const shown = (await detail(zoe.client, registration.cuid)).body as {
        registration: Registration;
        documents: unknown[];
      };
      expect(shown.registration).toMatchObject({ cancelled: true, cancellation_message: 'Zoé est malade' });
      expect(shown.documents).toEqual([]);

      // What it still owed is no longer asked (core payableTotal): neither online nor from the wallet,
      // neither on the line nor through its whole order.
      await app.db
        .updateTable('customers')
        .set({ wallet_amount: 100_000 })
        .where('id', '=', zoe.id)
        .execute();
      await refuses(
        registration.id,
        () =>
          zoe.client.call('POST', '/api/transactions/wallet', {
            body: { amount: 1, destination: registration.cuid },
          }),
        422,
        'TRANSACTION.AMOUNT_ABOVE_DUE',
      );
      await refuses(
        registration.id,
        () =>
          zoe.client.call('POST', '/api/transactions/checkout', {
            body: {
              customer_id: zoe.id,
              reference: registration.reference,
              destination: registration.cuid,
              return_url: '/account/registrations',
            },
          }),
        422,
        'TRANSACTION.NOTHING_DUE',
      );
      // Through the order, only its service fee is still asked, not the cancelled line.
      const order = await app.db
        .selectFrom('carts')
        .select(['cuid', 'service_fee', 'service_fee_paid'])
        .where('id', '=', registration.cart_id)
        .executeTakeFirstOrThrow();
      const feeOwed = order.service_fee - order.service_fee_paid;
      await refuses(
        registration.id,
        () =>
          zoe.client.call('POST', '/api/transactions/wallet', {
            body: { amount: feeOwed + 1, destination: order.cuid },
          }),
        422,
        'TRANSACTION.AMOUNT_ABOVE_DUE',
      );

      // Cancelled already: refused, nothing moves.
      await refuses(
        registration.id,
        () =>
          zoe.client.call('POST', '/api/registrations/cancel', {
            body: { registration_id: registration.id, message: 'encore' },
          }),
        409,
        'REGISTRATION.ALREADY_CANCELLED',
      );
    });

    it('refuses another customer’s registration, an unknown one, a blank message and anonymous visitors', async () => {
      const registration = await register(
        app,
        zoe,
        artsSummer,
        artsSummer.dates.map((date) => date.id),
      );
      const cancel = (client: Customer['client'], body: Row) =>
        client.call('POST', '/api/registrations/cancel', { body });
      await refuses(
        registration.id,
        () => cancel(bob.client, { registration_id: registration.id, message: 'pas à moi' }),
        404,
        'REGISTRATION_NOT_FOUND',
      );
      await refuses(
        registration.id,
        () => cancel(zoe.client, { registration_id: 2_000_000_000, message: 'x' }),
        404,
        'REGISTRATION_NOT_FOUND',
      );
      const blank = await refuses(
        registration.id,
        () => cancel(zoe.client, { registration_id: registration.id, message: '   ' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(blank.body.fields).toEqual({ message: 'required' });
      await refuses(
        registration.id,
        () => cancel(app.client(FR_HOST), { registration_id: registration.id, message: 'x' }),
        401,
        'UNAUTHENTICATED',
      );
      // Left as it was for the next tests: cancel it now.
      expect((await cancel(zoe.client, { registration_id: registration.id, message: 'fin' })).status).toBe(
        200,
      );
    });

    it('refuses to cancel or edit a registration whose activity has ended (REGISTRATION.ENDED)', async () => {
      // Camille's demo history holds a camp that ended last month (adapters/seed/demo/history.ts).
      const camille = await signedIn(app);
      const past = await app.db
        .selectFrom('registrations')
        .select(['id'])
        .where('cuid', '=', 'ps-history-registration-past')
        .executeTakeFirstOrThrow();
      const dates = await app.db
        .selectFrom('registration_dates')
        .select('availability_date_id as date_id')
        .where('registration_id', '=', past.id)
        .execute();
      await refuses(
        past.id,
        () =>
          camille.call('POST', '/api/registrations/cancel', {
            body: { registration_id: past.id, message: 'trop tard' },
          }),
        409,
        'REGISTRATION.ENDED',
      );
      await refuses(
        past.id,
        () =>
          camille.call('PUT', '/api/registrations', {
            body: {
              registration_id: past.id,
              availability_dates: dates,
              options: [],
              questions: [],
              automatic_price: true,
            },
          }),
        409,
        'REGISTRATION.ENDED',
      );
    });

    it('tells the first waiting customer of the freed seat of a FULL availability, once', async () => {
      const emergency = await questionId(app.db, nature.activityId, 'Personne à contacter en cas d’urgence');
      const registration = await register(
        app,
        zoe,
        nature,
        nature.dates.map((date) => date.id),
        {
          questions: [{ question_id: emergency, content: 'Maman — 0470 11 22 33' }],
        },
      );
      // The organiser closes the camp as full; Bob waits for a seat.
      const seats = await registeredOn('availabilities', nature.id);
      await app.db
        .updateTable('availabilities')
        .set({ capacity: seats, status: 'FULL' })
        .where('id', '=', nature.id)
        .execute();
      const joined = await bob.client.call('POST', '/api/registrations/waiting-list', {
        body: { availability_id: nature.id, participant_id: bob.participant },
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      const mails = () =>
        app.db
          .selectFrom('mail_outbox')
          .select(['recipient', 'body'])
          .where('template', '=', 'waiting-list.vacancy')
          .orderBy('id')
          .execute();
      const before = (await mails()).length;

      const cancelled = await zoe.client.call('POST', '/api/registrations/cancel', {
        body: { registration_id: registration.id, message: 'Une place se libère' },
      });
      expect(cancelled.status).toBe(200);
      const sent = (await mails()).slice(before);
      expect(sent.map((mail) => mail.recipient)).toEqual(['bob@example.be']);
      expect(sent[0]?.body).toContain(`/fr/availabilities/${nature.cuid}`);
      const entry = await app.db
        .selectFrom('waiting_list_entries')
        .select('notified_at')
        .where('availability_id', '=', nature.id)
        .where('participant_id', '=', bob.participant)
        .executeTakeFirstOrThrow();
      expect(entry.notified_at).toBe(TEST_NOW);

      // A second cancel is refused and tells nobody again.
      const again = await zoe.client.call('POST', '/api/registrations/cancel', {
        body: { registration_id: registration.id, message: 'encore' },
      });
      expect(again.status).toBe(409);
      expect((await mails()).slice(before)).toHaveLength(1);
    });

    it('gives back the bundle credit that paid the registration (bundle_capacity_refunded)', async () => {
      // A customer of her own: every later camp of hers would be paid by the bundle.
      const lina = await newCustomer(app, {
        firstname: 'Lina',
        lastname: 'Peeters',
        email: 'lina@example.be',
        birthdate: '2019-01-15',
      });
      const bundle = await app.db
        .selectFrom('bundles')
        .select('id')
        .where('cuid', '=', 'ps-bundle-pack-3-stages')
        .executeTakeFirstOrThrow();
      const bought = await lina.client.call('POST', '/api/carts/items', {
        body: { bundles: [{ bundle_id: bundle.id, participant_id: lina.participant }] },
      });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      const checkout = await lina.client.call('POST', '/api/carts/checkout', {
        body: { cart_id: (bought.body.cart as Row).id, payment_strategy: 'DELAYED', terms: true },
      });
      expect(checkout.status).toBe(200);
      const owned = await app.db
        .selectFrom('customer_bundles')
        .select(['id', 'used'])
        .where('customer_id', '=', lina.id)
        .where('bundle_id', '=', bundle.id)
        .executeTakeFirstOrThrow();

      const registration = await register(
        app,
        lina,
        artsSummer,
        artsSummer.dates.map((date) => date.id),
      );
      expect(registration).toMatchObject({
        bundle_id: owned.id,
        total_amount: 0,
        bundle_capacity_refunded: false,
      });
      const used = () => bundleCreditsUsed(app.db, owned.id);
      expect(await used()).toBe(owned.used + 1);

      const cancelled = await lina.client.call('POST', '/api/registrations/cancel', {
        body: { registration_id: registration.id, message: 'On garde la carte' },
      });
      expect(cancelled.status).toBe(200);
      expect(await used()).toBe(owned.used);
      const shown = (await detail(lina.client, registration.cuid)).body.registration as Registration;
      expect(shown).toMatchObject({ cancelled: true, bundle_id: owned.id, bundle_capacity_refunded: true });
      expect(registrationBadges(shown)).toEqual(['cancelled', 'bundle_capacity_refunded', 'bundle']);
    });
  });

  describe('edit', () => {
    let registration: { id: number; cuid: string; total_amount: number; deposit_amount: number };
    let answers: Awaited<ReturnType<typeof multisportAnswers>>;
    /** christmas's dates: d1 is FULL. */
    let [d0, d1, d2, d3] = [0, 0, 0, 0];
    const edit = (body: Row, client = zoe.client) => client.call('PUT', '/api/registrations', { body });
    const heldDates = async () =>
      (
        await app.db
          .selectFrom('registration_dates')
          .select('availability_date_id')
          .where('registration_id', '=', registration.id)
          .orderBy('availability_date_id')
          .execute()
      ).map((row) => row.availability_date_id);
    const body = (dates: Array<number | undefined>, extra: Row = {}) => ({
      registration_id: registration.id,
      availability_dates: dates.map((date_id) => ({ date_id })),
      ...answers,
      automatic_price: false,
      ...extra,
    });

    beforeAll(async () => {
      [d0, d1, d2, d3] = dateIds(christmas, [0, 1, 2, 3]) as [number, number, number, number];
      answers = await multisportAnswers(app.db, christmas.activityId);
      registration = await register(app, zoe, christmas, [d0, d2], answers);
    });

    it('moves the date seats, stores the options and answers, and prices the registration again', async () => {
      const before = await snapshot(app.db, registration.id);
      const seat = (id: number) => before.seats.find((row) => row.id === id)?.registered ?? -1;
      const picnic = await optionPriceId(app.db, christmas.activityId, 'Pique-nique apporté');
      const morning = await optionPriceId(app.db, christmas.activityId, 'Matin (8 h – 9 h)');
      const sports = await questionId(app.db, christmas.activityId, 'Sports préférés');
      const counts = await tableCounts(app.db);
      const options = [
        { price_id: morning, content: null },
        { price_id: picnic, content: null },
      ];
      const questions = [...answers.questions, { question_id: sports, content: 'Football, Hockey' }];

      const answer = await edit(body([d3, d0, d3], { options, questions, automatic_price: true }));
      expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200, body: {} });
      expect(await heldDates()).toEqual([d0, d3].sort((a, b) => a - b));
      const after = await snapshot(app.db, registration.id);
      const seatAfter = (id: number) => after.seats.find((row) => row.id === id)?.registered ?? -1;
      expect([seatAfter(d0), seatAfter(d1), seatAfter(d2), seatAfter(d3)]).toEqual([
        seat(d0),
        seat(d1),
        seat(d2) - 1,
        seat(d3) + 1,
      ]);
      expect(after.availability).toEqual(before.availability);
      // The cart's estimate for 2 of 4 dates: the price less half of it, the partial fee, the options.
      const total = christmas.price - Math.floor((christmas.price * 2) / 4) + 500 + 1500 + 0;
      expect(after.registration).toEqual({
        ...before.registration,
        total_amount: total,
        deposit_amount: Math.min(4000, total),
        options,
        questions,
      });
      // One registration date replaced by another: as many rows as before, and nobody to tell; the removed
      // date is remembered once, so calendars show it cancelled (issue 20 item 1).
      expect(await tableCounts(app.db)).toEqual({
        ...counts,
        registration_date_removals: (counts.registration_date_removals ?? 0) + 1,
      });

      // Without automatic_price the amounts stay.
      const kept = await edit(body([d0, d3]));
      expect(kept.status).toBe(200);
      expect((await snapshot(app.db, registration.id)).registration).toMatchObject({
        total_amount: total,
        options: answers.options,
        questions: answers.questions,
      });
    });

    it('refuses a FULL date, a date without a seat, another availability’s date and no date, changing nothing', async () => {
      const full = await refuses(
        registration.id,
        () => edit(body([d0, d1, d3])),
        409,
        'REGISTRATION.DATE_UNAVAILABLE',
      );
      expect(full.body.fields).toEqual({ availability_dates: 'REGISTRATION.DATE_UNAVAILABLE' });
      // An OPEN date whose seats are all taken.
      const taken = await registeredOn('availability_dates', d2);
      await app.db.updateTable('availability_dates').set({ capacity: taken }).where('id', '=', d2).execute();
      await refuses(registration.id, () => edit(body([d0, d2, d3])), 409, 'REGISTRATION.DATE_UNAVAILABLE');
      await app.db.updateTable('availability_dates').set({ capacity: null }).where('id', '=', d2).execute();
      await refuses(
        registration.id,
        () => edit(body([d0, carnival.dates[0]?.id])),
        422,
        'REGISTRATION.DATE_UNKNOWN',
      );
      const none = await refuses(registration.id, () => edit(body([])), 400, 'VALIDATION_FAILED');
      expect(none.body.fields).toEqual({
        availability_dates: 'registrations.edit.form.messages.availability_dates.required',
      });
    });

    it('refuses options and answers the activity does not take, changing nothing', async () => {
      const lunch = await optionPriceId(app.db, christmas.activityId, 'Repas chaud (5 jours)');
      const picnic = await optionPriceId(app.db, christmas.activityId, 'Pique-nique apporté');
      const foreign = await optionPriceId(app.db, arts.activityId, 'Kit complet');
      const lunchOption = await app.db
        .selectFrom('option_prices')
        .select('option_id')
        .where('id', '=', lunch)
        .executeTakeFirstOrThrow();
      const emergency = answers.questions[0]?.question_id ?? 0;
      const foreignQuestion = await questionId(app.db, carnival.activityId, 'Taille de t-shirt');
      const otherActivity = await app.db
        .selectFrom('questions')
        .select('id')
        .where('activity_id', '<>', christmas.activityId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(foreignQuestion).toBe(answers.questions[1]?.question_id);
      const cases: Array<[Row, string, Row | undefined]> = [
        [
          { options: [{ price_id: foreign }] },
          'REGISTRATION.OPTION_UNKNOWN',
          { options: 'REGISTRATION.OPTION_UNKNOWN' },
        ],
        [
          { options: [{ price_id: lunch }, { price_id: picnic }] },
          'REGISTRATION.OPTION_CHOSEN_TWICE',
          { options: 'REGISTRATION.OPTION_CHOSEN_TWICE' },
        ],
        [
          { options: [] },
          'REGISTRATION.OPTION_REQUIRED',
          { [`options.${lunchOption.option_id}`]: 'REGISTRATION.OPTION_REQUIRED' },
        ],
        [
          { questions: answers.questions.slice(1) },
          'REGISTRATION.QUESTION_REQUIRED',
          { [`questions.${emergency}`]: 'REGISTRATION.QUESTION_REQUIRED' },
        ],
        [
          { questions: [...answers.questions.slice(1), { question_id: emergency, content: '   ' }] },
          'REGISTRATION.QUESTION_REQUIRED',
          { [`questions.${emergency}`]: 'REGISTRATION.QUESTION_REQUIRED' },
        ],
        [
          { questions: [...answers.questions, { question_id: otherActivity.id, content: 'Oui' }] },
          'REGISTRATION.QUESTION_UNKNOWN',
          { questions: 'REGISTRATION.QUESTION_UNKNOWN' },
        ],
        [
          { questions: [...answers.questions, answers.questions[0]] },
          'REGISTRATION.QUESTION_ANSWERED_TWICE',
          { questions: 'REGISTRATION.QUESTION_ANSWERED_TWICE' },
        ],
      ];
      for (const [extra, code, fields] of cases) {
        const answer = await refuses(registration.id, () => edit(body([d0, d3], extra)), 422, code);
        expect(answer.body.fields, code).toEqual(fields);
      }
    });

    it('keeps the dates already started: dropping one is refused, editing around it is not', async () => {
      const started = christmas.dates[0]?.start_at ?? TEST_NOW;
      // A month on: Zoé's session would have ended, so it is extended as a new login would.
      await app.db
        .updateTable('sessions')
        .set({ expires_at: '2030-01-01T00:00:00.000Z' })
        .where('customer_id', '=', zoe.id)
        .execute();
      app.setNow(new Date(Date.parse(started) + 3_600_000).toISOString());
      await refuses(registration.id, () => edit(body([d3])), 409, 'REGISTRATION.DATE_LOCKED');
      const kept = await edit(body([d0, d2]));
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);
      expect(await heldDates()).toEqual([d0, d2]);
    });

    it('does not find another customer’s registration and refuses a cancelled one', async () => {
      await refuses(registration.id, () => edit(body([d0, d2]), bob.client), 404, 'REGISTRATION_NOT_FOUND');
      await refuses(registration.id, () => edit(body([d0, d2]), app.client(FR_HOST)), 401, 'UNAUTHENTICATED');
      const cancelled = await zoe.client.call('POST', '/api/registrations/cancel', {
        body: { registration_id: registration.id, message: 'Plus de stage' },
      });
      expect(cancelled.status).toBe(200);
      await refuses(registration.id, () => edit(body([d0, d2])), 409, 'REGISTRATION.CANCELLED');
    });

    it('keeps the coupon share its order got when pricing again', async () => {
      // Easter camps take registrations from December on.
      app.setNow(EASTER_OPEN);
      const picked = dateIds(easter, [0, 1, 3, 4]);
      const easterAnswers = await multisportAnswers(app.db, easter.activityId);
      const withCoupon = await register(app, zoe, easter, picked, easterAnswers, { coupon: 'HIVER10' });
      const item = await app.db
        .selectFrom('cart_items')
        .select(['gross_price', 'price'])
        .where('id', '=', withCoupon.cart_item_id)
        .executeTakeFirstOrThrow();
      expect(item.price).toBeLessThan(item.gross_price);
      expect(withCoupon.total_amount).toBe(item.price);
      const again = await edit({
        registration_id: withCoupon.id,
        availability_dates: picked.map((date_id) => ({ date_id })),
        ...easterAnswers,
        automatic_price: true,
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const row = await app.db
        .selectFrom('registrations')
        .select(['total_amount', 'deposit_amount'])
        .where('id', '=', withCoupon.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        total_amount: withCoupon.total_amount,
        deposit_amount: withCoupon.deposit_amount,
      });
    });
  });

  describe('reviews', () => {
    let lived: string;
    let registration: { id: number; cuid: string };
    let other: { id: number; cuid: string };
    const create = (body: Row, client = zoe.client) =>
      client.call('POST', '/api/registrations/review', { body });
    const update = (body: Row, client = zoe.client) =>
      client.call('PUT', '/api/registrations/review', { body });

    beforeAll(async () => {
      registration = await register(
        app,
        zoe,
        artsSummer,
        artsSummer.dates.map((date) => date.id),
      );
      other = await register(
        app,
        zoe,
        carnivalFirst,
        dateIds(carnivalFirst, [0]),
        await multisportAnswers(app.db, carnivalFirst.activityId),
      );
      // Reviews are of activities lived: the tests below write them a day after both camps ended.
      const ends = await app.db
        .selectFrom('availabilities')
        .select((eb) => eb.fn.max('end_at').as('end_at'))
        .where('id', 'in', [artsSummer.id, carnivalFirst.id])
        .executeTakeFirstOrThrow();
      lived = new Date(Date.parse(String(ends.end_at)) + 24 * 3_600_000).toISOString();
    });
    beforeEach(() => {
      app.setNow(lived);
    });

    it('refuses a review before the activity has ended, changing nothing (issue 18 §19)', async () => {
      app.setNow(TEST_NOW);
      await refuses(
        registration.id,
        () => create({ registration_id: registration.id, score: 5, public: true }),
        409,
        'REVIEW.NOT_FINISHED',
      );
    });

    it('leaves one public review and edits it without changing its visibility', async () => {
      const created = await create({
        registration_id: registration.id,
        score: 4,
        message: ' Super stage ',
        public: true,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const review = created.body.review as { id: number };
      expect(created.body).toEqual({
        review: {
          id: review.id,
          score: 4,
          message: 'Super stage',
          private: false,
          registration_id: registration.id,
        },
      });
      await refuses(
        registration.id,
        () => create({ registration_id: registration.id, score: 2, public: false }),
        409,
        'REVIEW.ALREADY_EXISTS',
      );

      const editedAt = new Date(Date.parse(lived) + 60 * 60_000).toISOString();
      app.setNow(editedAt);
      const edited = await update({ review_id: review.id, score: 5, message: '', public: false });
      expect(edited.body).toEqual({
        review: { id: review.id, score: 5, message: null, private: false, registration_id: registration.id },
      });
      const stored = await app.db
        .selectFrom('reviews')
        .selectAll()
        .where('id', '=', review.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        customer_id: zoe.id,
        created_at: lived,
        updated_at: editedAt,
      });
      const shown = await detail(zoe.client, registration.cuid);
      expect(shown.body.review).toEqual(edited.body.review);
    });

    it('keeps a private review private when edited with the switch on', async () => {
      const created = await create({ registration_id: other.id, score: 3, public: false });
      expect(created.body.review).toMatchObject({ private: true, message: null, score: 3 });
      const id = (created.body.review as { id: number }).id;
      const edited = await update({ review_id: id, score: 1, message: 'Trop court', public: true });
      expect(edited.body.review).toEqual({
        id,
        score: 1,
        message: 'Trop court',
        private: true,
        registration_id: other.id,
      });
    });

    it('refuses scores outside 0 to 5 or not whole, others’ registrations and reviews, cancelled registrations', async () => {
      // Back on the day the other customers signed in, so their sessions are still alive.
      app.setNow(TEST_NOW);
      const review = await app.db
        .selectFrom('reviews')
        .select('id')
        .where('registration_id', '=', registration.id)
        .executeTakeFirstOrThrow();
      for (const score of [3.5, 6, -1]) {
        const answer = await refuses(
          registration.id,
          () => update({ review_id: review.id, score, public: true }),
          400,
          'VALIDATION_FAILED',
        );
        expect(Object.keys(answer.body.fields as Row)).toEqual(['score']);
      }
      await refuses(
        registration.id,
        () => update({ review_id: review.id, score: 2, public: true }, bob.client),
        404,
        'REVIEW_NOT_FOUND',
      );
      await refuses(
        registration.id,
        () => create({ registration_id: registration.id, score: 2, public: true }, bob.client),
        404,
        'REGISTRATION_NOT_FOUND',
      );
      await refuses(
        registration.id,
        () => create({ registration_id: registration.id, score: 2, public: true }, app.client(FR_HOST)),
        401,
        'UNAUTHENTICATED',
      );

      // A cancelled registration takes no review, new or edited (summer camps take registrations from December on).
      app.setNow(EASTER_OPEN);
      const fresh = await register(
        app,
        zoe,
        summer,
        dateIds(summer, [1]),
        await multisportAnswers(app.db, summer.activityId),
      );
      const cancelled = await zoe.client.call('POST', '/api/registrations/cancel', {
        body: { registration_id: fresh.id, message: 'Annulé' },
      });
      expect(cancelled.status).toBe(200);
      await refuses(
        fresh.id,
        () => create({ registration_id: fresh.id, score: 5, public: true }),
        409,
        'REGISTRATION.CANCELLED',
      );
      await zoe.client.call('POST', '/api/registrations/cancel', {
        body: { registration_id: registration.id, message: 'Annulé aussi' },
      });
      await refuses(
        registration.id,
        () => update({ review_id: review.id, score: 1, public: true }),
        409,
        'REGISTRATION.CANCELLED',
      );
    });
  });

  describe.runIf(driver === 'postgres')('concurrency', () => {
    it('two cancels of one registration racing: one succeeds, the seat is freed once', async () => {
      const registration = await register(
        app,
        zoe,
        artsSummer,
        artsSummer.dates.map((date) => date.id),
      );
      const before = await snapshot(app.db, registration.id);
      const body = { registration_id: registration.id, message: 'Deux clics' };
      const answers = await Promise.all(
        [1, 2, 3].map(() => zoe.client.call('POST', '/api/registrations/cancel', { body })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      const after = await snapshot(app.db, registration.id);
      expect(after.availability.registered).toBe(before.availability.registered - 1);
      expect(after.seats.map((seat) => seat.registered)).toEqual(
        before.seats.map((seat) => seat.registered - 1),
      );
    });
  });
});
