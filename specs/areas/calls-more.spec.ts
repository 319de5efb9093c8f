import assert from 'node:assert/strict';
import { defineArea } from '../book';
import {
  CAMILLE,
  customerWithRegistration,
  expectFieldErrors,
  expectOk,
  expectRefusal,
  newCustomer,
  registration,
  signedIn,
  type TestClient,
  visitor,
} from '../http';

type Row = Record<string, unknown>;

const participantsOf = async (client: TestClient) =>
  (await expectOk(client.call('GET', '/api/participants'))).body.data as Array<Row & { id: number }>;

// Part 2 §7 calls the other HTTP areas do not drive yet: their success on the server, their bounds and the
// codes of their refusals (each refusal leaves every table as it was).
export default defineArea({
  area: 'CALL',
  title: 'More calls, their answers and refusals, on the server',
  rules: [
    {
      id: 'CALL-01',
      source: 'part 2 §7',
      sentence: 'PUT /api/participants | same plus participant_id | not shown',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const [mine] = await participantsOf(client);
        assert.ok(mine);
        const body = {
          participant_id: mine.id,
          firstname: 'Noé',
          lastname: mine.lastname,
          birthdate: mine.birthdate,
          custom_data: mine.custom_data,
        };
        await expectOk(client.call('PUT', '/api/participants', { body }));
        assert.equal((await participantsOf(client))[0]?.firstname, 'Noé');
        // Another customer's child is not this customer's to edit.
        const camille = await signedIn();
        const [hers] = await participantsOf(camille);
        await expectRefusal(
          () => client.call('PUT', '/api/participants', { body: { ...body, participant_id: hers?.id } }),
          404,
          'PARTICIPANT_NOT_FOUND',
        );
        await expectFieldErrors(
          () => client.call('PUT', '/api/participants', { body: { ...body, lastname: ' ' } }),
          {
            lastname: 'required',
          },
        );
      },
    },
    {
      id: 'CALL-02',
      source: 'part 2 §7',
      sentence: 'GET /api/participants | search for async multi-select | list; shape not shown',
      kind: 'http',
      check: async () => {
        const camille = await signedIn();
        const all = await participantsOf(camille);
        assert.ok(all.length >= 2, 'the demo customer has two children');
        const first = String(all[0]?.firstname);
        const found = await expectOk(
          camille.call('GET', `/api/participants?search=${encodeURIComponent(first)}`),
        );
        const names = (found.body.data as Row[]).map((participant) => participant.firstname);
        assert.ok(names.length >= 1 && names.every((name) => name === first), JSON.stringify(names));
        const none = await expectOk(camille.call('GET', '/api/participants?search=zzzz-nobody'));
        assert.deepEqual(none.body.data, []);
        await expectRefusal(
          async () => (await visitor()).call('GET', '/api/participants'),
          401,
          'UNAUTHENTICATED',
        );
      },
    },
    {
      id: 'CALL-03',
      source: 'part 2 §7',
      sentence: 'POST /api/auth/login | email, password | success toast; result shape not shown',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        await expectRefusal(
          () => browser.call('POST', '/api/auth/login', { body: { ...CAMILLE, password: 'wrong-password' } }),
          401,
          'INVALID_CREDENTIALS',
        );
        assert.equal((await browser.call('GET', '/api/session')).body.customer, null);
        await expectOk(browser.call('POST', '/api/auth/login', { body: CAMILLE }));
        const session = await expectOk(browser.call('GET', '/api/session'));
        assert.equal((session.body.customer as { email: string }).email, CAMILLE.email);
      },
    },
    {
      id: 'CALL-04',
      source: 'part 2 §7',
      sentence:
        'POST /api/auth/register | customer fields, custom_data[], participant (with custom_data) when enabled | success toast',
      kind: 'http',
      check: async () => {
        const { client, email } = await newCustomer();
        const session = await expectOk(client.call('GET', '/api/session'));
        assert.equal((session.body.customer as { email: string }).email, email);
        // The FR site creates the participant with the account.
        const participants = await participantsOf(client);
        assert.deepEqual(
          participants.map((participant) => participant.firstname),
          ['Noa'],
        );
        assert.equal((session.body.counters as { participants: number }).participants, 1);
        // The same e-mail signs up once.
        const again = await visitor();
        const twice = await again.call('POST', '/api/auth/register', {
          body: registration(email),
        });
        assert.ok(twice.status >= 400 && twice.status < 500, JSON.stringify(twice.body));
      },
    },
    {
      id: 'CALL-05',
      source: 'part 2 §7',
      sentence: 'POST /api/auth/password/link | email | link-sent toast',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const known = await expectOk(
          browser.call('POST', '/api/auth/password/link', { body: { email: CAMILLE.email } }),
        );
        const unknown = await expectOk(
          browser.call('POST', '/api/auth/password/link', { body: { email: 'nobody-here@example.be' } }),
        );
        // The answer is the same whether the address has an account: it tells nobody who is a customer.
        assert.deepEqual(unknown.body, known.body);
        await expectFieldErrors(
          () => browser.call('POST', '/api/auth/password/link', { body: { email: 'not-an-email' } }),
          {
            email: 'invalid_email',
          },
        );
      },
    },
    {
      id: 'CALL-06',
      source: 'part 2 §7',
      sentence:
        'POST /api/transactions/checkout: customer_id, reference, destination, return_url; returns data.checkout_url',
      kind: 'http',
      check: async () => {
        const { client, registration } = await customerWithRegistration();
        const session = await expectOk(client.call('GET', '/api/session'));
        const customerId = (session.body.customer as { id: number }).id;
        const pay = (return_url: string, destination = String(registration.cuid)) =>
          client.call('POST', '/api/transactions/checkout', {
            body: { customer_id: customerId, reference: 'R', destination, return_url },
          });
        await expectRefusal(() => pay('https://elsewhere.example/'), 422, 'TRANSACTION.INVALID_RETURN_URL');
        await expectRefusal(
          () => pay('/account/registrations', 'no-such-destination'),
          404,
          'DESTINATION_NOT_FOUND',
        );
        const paid = await expectOk(pay('/account/registrations'));
        assert.match(String(paid.body.checkout_url), /^https?:\/\//);
      },
    },
    {
      id: 'CALL-07',
      source: 'part 2 §7',
      sentence:
        'GET /api/availabilities/periods; GET /api/activities/periods (after); GET /api/categories/groups (cuid); GET /api/locations: shapes not shown.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        await expectOk(browser.call('GET', '/api/availabilities/periods'));
        await expectOk(browser.call('GET', '/api/activities/periods?after=2026-11-22T10:00:00.000Z'));
        const locations = await expectOk(browser.call('GET', '/api/locations'));
        assert.ok((locations.body.data as unknown[]).length > 0);
        const groups = await expectOk(browser.call('GET', '/api/categories/groups?cuid=no-such-group'));
        assert.deepEqual(groups.body.data, []);
        await expectRefusal(
          () => browser.call('GET', '/api/activities/periods?after=yesterday'),
          400,
          'VALIDATION_FAILED',
        );
      },
    },
  ],
});
