import assert from 'node:assert/strict';
import { defineArea } from '../book';
import {
  bookApp,
  customerWithCart,
  customerWithRegistration,
  expectOk,
  expectRefusal,
  FR_HOST,
  newCustomer,
  signedIn,
  TEST_NOW,
  type TestClient,
} from '../http';

type Row = Record<string, unknown>;

interface Detail {
  id: number;
  cuid: string;
  status: string;
  age_minimum: number | null;
  age_maximum: number | null;
  registrations_start_at: string | null;
  registrations_end_at: string | null;
  dates: Array<{ id: number; status: string; capacity: number | null; registered: number | null }>;
  questions: Array<{ id: number; required: boolean; choices: Array<{ label: string }> }>;
  options: Array<{ answer_required: boolean; prices: Array<{ id: number }> }>;
}

async function detail(client: TestClient, cuid: string): Promise<Detail> {
  return (await expectOk(client.call('GET', `/api/availabilities/${cuid}`))).body.availability as Detail;
}

/** A participant of the customer born on `birthdate` (the demo site's one required field answered). */
async function participantBorn(client: TestClient, birthdate: string): Promise<number> {
  const added = await expectOk(
    client.call('POST', '/api/participants', {
      body: { firstname: 'Lou', lastname: 'Martin', birthdate, custom_data: [{ field_id: 3, data: 'Oui' }] },
    }),
  );
  return (added.body.participant as { id: number }).id;
}

/** Adds `availability` with the given dates for `participantId`, every required answer and option given. */
function add(client: TestClient, availability: Detail, participantId: number, dateIds: number[]) {
  return client.call('POST', '/api/carts/items', {
    body: {
      registrations: [
        {
          availability_id: availability.id,
          participant_id: participantId,
          availability_dates: dateIds.map((date_id) => ({ date_id })),
          questions: availability.questions
            .filter((question) => question.required)
            .map((question) => ({ question_id: question.id, content: question.choices[0]?.label ?? 'Papa' })),
          options: availability.options
            .filter((option) => option.answer_required)
            .map((option) => ({ price_id: option.prices[0]?.id, content: null })),
        },
      ],
    },
  });
}

const allDates = (availability: Detail) => availability.dates.map((date) => date.id);

// Part 1 §4's states as the server holds them: what the add form's notices stand for is refused by the
// cart, unselectable dates are refused, documents follow payment and cancellation, cart lines expire.
export default defineArea({
  area: 'STATE',
  title: 'States and transitions, on the server',
  rules: [
    {
      id: 'STATE-01',
      source: 'part 1 §4',
      sentence:
        'The add form is replaced by a notice: CLOSED (closed notice and waiting-list form offered); FULL (full notice and waiting-list form offered); OPEN with registrations_start_at in the future (opening-scheduled notice with date); OPEN with registrations_end_at past (closing-scheduled notice); start past and activity disallows registrations after start (closed); end past (closed).',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const ten = await participantBorn(client, '2016-03-04');
        const refuse = async (availability: Detail, participantId: number, status: number, code: string) => {
          await expectRefusal(
            () => add(client, availability, participantId, allDates(availability)),
            status,
            code,
          );
        };
        // A CLOSED party and a FULL one.
        const closed = await detail(client, 'ps-av-anniversaire-5');
        assert.equal(closed.status, 'CLOSED');
        await refuse(closed, ten, 422, 'CART.AVAILABILITY_CLOSED');
        const full = await detail(client, 'ps-av-anniversaire-1');
        assert.equal(full.status, 'FULL');
        await refuse(full, ten, 409, 'CART.AVAILABILITY_FULL');
        // OPEN, but its registrations ended before the tests' clock.
        const ended = await detail(client, 'ps-av-noel-bd-s2');
        assert.ok(ended.status === 'OPEN' && (ended.registrations_end_at ?? '') < TEST_NOW);
        await refuse(ended, ten, 422, 'CART.AVAILABILITY_CLOSED');
        // OPEN, its registrations opening after the tests' clock.
        const eight = await participantBorn(client, '2018-05-05');
        const scheduled = await detail(client, 'ps-av-ete-multisport-s1');
        assert.ok(scheduled.status === 'OPEN' && (scheduled.registrations_start_at ?? '') > TEST_NOW);
        await refuse(scheduled, eight, 422, 'CART.AVAILABILITY_CLOSED');
        assert.equal((await client.call('GET', '/api/carts/current')).body.cart, null);
      },
    },
    {
      id: 'STATE-02',
      source: 'part 1 §4',
      sentence: 'A date is selectable/bookable only when OPEN and capacity is null or above registered.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const eight = await participantBorn(client, '2018-05-05');
        // A Christmas Multisport week with one FULL day, a Carnival one with one CLOSED day.
        for (const cuid of ['ps-av-noel-multisport-s2', 'ps-av-carnaval-multisport-s2']) {
          const availability = await detail(client, cuid);
          assert.equal(availability.status, 'OPEN');
          const unselectable = availability.dates.filter(
            (date) =>
              date.status !== 'OPEN' || (date.capacity !== null && (date.registered ?? 0) >= date.capacity),
          );
          assert.equal(unselectable.length, 1, cuid);
          await expectRefusal(
            () => add(client, availability, eight, allDates(availability)),
            409,
            'CART.DATE_NOT_SELECTABLE',
          );
        }
      },
    },
    {
      id: 'STATE-03',
      source: 'part 1 §4',
      sentence:
        'Document download allowed only if payment requirement met (paid >= deposit or total) and, when a date requirement exists, the start/end date has passed; otherwise shows the amount due or the date from which it is available.',
      kind: 'http',
      check: async () => {
        // Camille's attestation (payment TOTAL, after the end): refused on her unpaid and her deposit-only
        // registrations, downloaded as a PDF on the paid camp that has ended.
        const camille = await signedIn();
        const registrations = (await camille.call('GET', '/api/account/registrations')).body.data as Row[];
        const attestation = async (cuid: string) => {
          const registration = registrations.find((row) => row.cuid === cuid);
          assert.ok(registration, cuid);
          const answer = await camille.call('GET', `/api/account/registrations/${cuid}`);
          const document = (answer.body.documents as Array<{ id: number; settings: Row }>).find(
            (candidate) => candidate.settings.payment_requirement === 'TOTAL',
          );
          assert.ok(document, `${cuid} offers the attestation`);
          return `/api/documents/download?registration_id=${String(registration.id)}&document_id=${document.id}`;
        };
        for (const cuid of ['ps-history-registration-unpaid', 'ps-history-registration-deposit']) {
          const path = await attestation(cuid);
          await expectRefusal(() => camille.call('GET', path), 409, 'DOCUMENT.PAYMENT_REQUIRED');
        }
        const app = await bookApp();
        const paid = await app.request(
          `http://${FR_HOST}${await attestation('ps-history-registration-past')}`,
          {
            headers: { host: FR_HOST, cookie: camille.cookie ?? '' },
          },
        );
        assert.equal(paid.status, 200);
        assert.match(paid.headers.get('content-type') ?? '', /application\/pdf/);
        assert.equal((await paid.text()).slice(0, 5), '%PDF-');
      },
    },
    {
      id: 'STATE-04',
      source: 'part 1 §4',
      sentence: 'Cancelled registration: documents hidden.',
      kind: 'http',
      check: async () => {
        const { client, registration } = await customerWithRegistration();
        const documents = async () =>
          (await expectOk(client.call('GET', `/api/account/registrations/${String(registration.cuid)}`))).body
            .documents as Row[];
        assert.ok((await documents()).length > 0, 'the registration offers documents');
        await expectOk(
          client.call('POST', '/api/registrations/cancel', {
            body: { registration_id: registration.id, message: 'Malade' },
          }),
        );
        assert.deepEqual(await documents(), []);
      },
    },
    {
      id: 'STATE-05',
      source: 'part 2 §9',
      sentence: 'cart expiry 15 minutes',
      kind: 'http',
      check: async () => {
        // The organiser's setting is the default, and a line added at the tests' clock expires 15 minutes on.
        const { client } = await customerWithCart();
        const website = (await client.call('GET', '/api/website')).body.website as {
          organiser: { settings: { cart_expiry_minutes: number } };
        };
        assert.equal(website.organiser.settings.cart_expiry_minutes, 15);
        const cart = (await client.call('GET', '/api/carts/current')).body.cart as {
          created_at: string;
          items: Array<{ expires_at: string }>;
        };
        for (const item of cart.items) {
          assert.equal(Date.parse(item.expires_at) - Date.parse(cart.created_at), 15 * 60_000);
        }
      },
    },
  ],
});
