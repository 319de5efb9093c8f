import assert from 'node:assert/strict';
import { defineArea } from '../book';
import {
  CAMILLE,
  expectFieldErrors,
  expectRefusal,
  newCustomer,
  registration,
  signedIn,
  visitor,
} from '../http';

// Part 2 §5 (account and authentication) and §7 (session and account calls), checked on the real server.
export default defineArea({
  area: 'SESSION',
  title: 'Session and account calls, on the server',
  rules: [
    {
      id: 'SESSION-01',
      source: 'part 2 §5',
      sentence:
        'Login: email required, trimmed and lowercased, must be a valid e-mail; password any non-empty value.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const login = (body: unknown) => browser.call('POST', '/api/auth/login', { body });
        assert.equal(
          (await login({ email: `  ${CAMILLE.email.toUpperCase()} `, password: CAMILLE.password })).status,
          200,
        );
        await expectFieldErrors(() => login({ email: 'camille', password: 'x' }), { email: 'invalid_email' });
        await expectFieldErrors(() => login({ email: '', password: 'x' }), { email: 'required' });
        await expectFieldErrors(() => login({ email: CAMILLE.email, password: '' }), {
          password: 'required',
        });
      },
    },
    {
      id: 'SESSION-02',
      source: 'part 2 §7',
      sentence: 'POST /api/auth/logout | empty body | success toast (key logout.form.messages.success)',
      kind: 'http',
      check: async () => {
        const browser = await signedIn();
        assert.notEqual((await browser.call('GET', '/api/session')).body.customer, null);
        assert.equal((await browser.call('POST', '/api/auth/logout', { body: {} })).status, 200);
        assert.equal((await browser.call('GET', '/api/session')).body.customer, null);
      },
    },
    {
      id: 'SESSION-03',
      source: 'part 2 §5',
      sentence: 'Password reset request: email required.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        await expectFieldErrors(
          () => browser.call('POST', '/api/auth/password/link', { body: { email: '' } }),
          {
            email: 'required',
          },
        );
        const sent = await browser.call('POST', '/api/auth/password/link', {
          body: { email: CAMILLE.email },
        });
        assert.equal(sent.status, 200);
      },
    },
    {
      id: 'SESSION-04',
      source: 'part 2 §7',
      sentence: 'POST /api/auth/password | password, token | success toast',
      kind: 'http',
      check: async () => {
        // A token that was never sent is refused, whatever the password.
        const browser = await visitor();
        await expectRefusal(
          () =>
            browser.call('POST', '/api/auth/password', {
              body: { password: 'another-secret', token: 'not-a-token' },
            }),
          410,
          'RESET_TOKEN_INVALID',
        );
      },
    },
    {
      id: 'SESSION-05',
      source: 'part 2 §5',
      sentence:
        'Register: firstname, lastname, email, phone each trimmed with at least 1 character; password at least 6 characters; terms must be accepted (message key register.form.messages.errors.terms); address must be a full address object; custom fields for customers are validated.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const register = (patch: Record<string, unknown>) =>
          browser.call('POST', '/api/auth/register', {
            body: { ...registration('someone-new@example.be'), ...patch },
          });
        await expectFieldErrors(() => register({ firstname: '  ' }), { firstname: 'required' });
        await expectFieldErrors(() => register({ phone: ' ' }), { phone: 'required' });
        await expectFieldErrors(() => register({ password: '12345' }), { password: 'required' });
        await expectFieldErrors(() => register({ terms: false }), {
          terms: 'register.form.messages.errors.terms',
        });
        const refused = await expectRefusal(
          () => register({ address: { city: 'Bruxelles' } }),
          400,
          'VALIDATION_FAILED',
        );
        const address = refused.body.fields as Record<string, string>;
        assert.ok(
          Object.keys(address).every((key) => key.startsWith('address')),
          JSON.stringify(address),
        );
      },
    },
    {
      id: 'SESSION-06',
      source: 'part 2 §5',
      sentence:
        'When the organiser setting create_participant is on, the participant birthdate (a date) and the participant custom fields are also required.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const site = await browser.call('GET', '/api/website');
        const settings = (site.body.website as { organiser: { settings: { create_participant: boolean } } })
          .organiser.settings;
        assert.equal(settings.create_participant, true, 'the FR demo site creates a participant');
        const body = registration('with-child@example.be');
        const participant = body.participant as Record<string, unknown>;
        const answer = await browser.call('POST', '/api/auth/register', {
          body: { ...body, participant: { ...participant, birthdate: 'soon' } },
        });
        const fields = answer.body.fields as Record<string, string>;
        assert.equal(answer.status, 400);
        assert.ok('participant.birthdate' in fields, JSON.stringify(fields));
        // Without an answer to the site's required participant field ("Sait nager").
        const unanswered = await browser.call('POST', '/api/auth/register', { body });
        assert.ok(
          Object.keys(unanswered.body.fields as object).some((key) =>
            key.startsWith('participant.custom_data'),
          ),
          JSON.stringify(unanswered.body),
        );
      },
    },
    {
      id: 'SESSION-07',
      source: 'part 2 §5',
      sentence:
        'Profile: firstname, lastname, email (trimmed, lowercased) and phone each at least 1 character after trimming; address must be a full address object; custom fields per the custom-field rules below.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const session = await client.call('GET', '/api/session');
        const customer = session.body.customer as Record<string, unknown>;
        const profile = {
          firstname: customer.firstname,
          lastname: customer.lastname,
          email: customer.email,
          phone: customer.phone,
          address: customer.address,
          custom_data: [],
        };
        const put = (patch: Record<string, unknown>) =>
          client.call('PUT', '/api/session', { body: { ...profile, ...patch } });
        await expectFieldErrors(() => put({ lastname: '   ' }), { lastname: 'required' });
        const changed = await put({ email: `  ${String(customer.email).toUpperCase()}  ` });
        assert.equal(changed.status, 200, JSON.stringify(changed.body));
        const after = await client.call('GET', '/api/session');
        assert.equal((after.body.customer as { email: string }).email, customer.email);
        const partial = (await put({ address: {} })).body.fields as Record<string, string>;
        assert.ok(
          Object.keys(partial).length > 0 && Object.keys(partial).every((key) => key.startsWith('address')),
        );
      },
    },
    {
      id: 'SESSION-08',
      source: 'part 2 §5',
      sentence:
        'Participant: firstname and lastname at least 1 character after trimming; birthdate a date or ISO datetime string; custom fields per the rules below.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const create = (body: Record<string, unknown>) => client.call('POST', '/api/participants', { body });
        const base = { firstname: 'Zoé', lastname: 'Martin', birthdate: '2015-01-01', custom_data: [] };
        const blank = (await create({ ...base, firstname: ' ' })).body.fields as Record<string, string>;
        assert.equal(blank.firstname, 'required');
        const birthdate = (await create({ ...base, birthdate: 'yesterday' })).body.fields as Record<
          string,
          string
        >;
        assert.ok('birthdate' in birthdate, JSON.stringify(birthdate));
        // The FR site asks every participant whether they can swim (a required field).
        const fields = (await create(base)).body.fields as Record<string, string>;
        assert.ok(
          Object.keys(fields).some((key) => key.startsWith('custom_data')),
          JSON.stringify(fields),
        );
      },
    },
    {
      id: 'SESSION-09',
      source: 'part 2 §7',
      sentence:
        'POST /api/participants | firstname, lastname, birthdate, custom_data | returns data.participant.cuid',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const before = await client.call('GET', '/api/participants');
        const template = (before.body.data as Array<{ custom_data: unknown }>)[0];
        const created = await client.call('POST', '/api/participants', {
          body: {
            firstname: 'Zoé',
            lastname: 'Martin',
            birthdate: '2015-01-01T00:00:00.000Z',
            custom_data: template?.custom_data ?? [],
          },
        });
        assert.equal(created.status, 200, JSON.stringify(created.body));
        const cuid = (created.body.participant as { cuid: string } | undefined)?.cuid;
        assert.ok(cuid, JSON.stringify(created.body));
        const after = await client.call('GET', '/api/participants');
        assert.ok(
          (after.body.data as Array<{ cuid: string }>).some((participant) => participant.cuid === cuid),
        );
      },
    },
    {
      id: 'SESSION-10',
      source: 'part 2 §7',
      sentence: 'DELETE /api/participants | query participant_id | not shown',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const list = await client.call('GET', '/api/participants');
        const [first] = list.body.data as Array<{ id: number }>;
        // Another customer's participant, or one that does not exist, is not found for this customer.
        const camille = await signedIn();
        const hers = (await camille.call('GET', '/api/participants')).body.data as Array<{ id: number }>;
        await expectRefusal(
          () => client.call('DELETE', `/api/participants?participant_id=${hers[0]?.id}`),
          404,
          'PARTICIPANT_NOT_FOUND',
        );
        const removed = await client.call('DELETE', `/api/participants?participant_id=${first?.id}`);
        assert.equal(removed.status, 200, JSON.stringify(removed.body));
        const after = await client.call('GET', '/api/participants');
        assert.equal((after.body.data as unknown[]).length, 0);
      },
    },
    {
      id: 'SESSION-11',
      source: 'part 2 §7',
      sentence:
        'GET /api/mapbox/autofill | query search | data.data[] of addresses (street, number, postcode, city, state, country, latitude, longitude, address)',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const answer = await browser.call('GET', '/api/mapbox/autofill?search=rue');
        assert.equal(answer.status, 200);
        const addresses = answer.body.data as Array<Record<string, unknown>>;
        assert.ok(addresses.length > 0);
        for (const address of addresses) {
          assert.deepEqual(Object.keys(address).sort(), [
            'address',
            'city',
            'country',
            'latitude',
            'longitude',
            'number',
            'postcode',
            'state',
            'street',
          ]);
        }
      },
    },
    {
      id: 'SESSION-12',
      source: 'part 2 §7',
      sentence: 'POST /api/newsletters/unsubscribe: token.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        await expectRefusal(
          () => browser.call('POST', '/api/newsletters/unsubscribe', { body: { token: 'unknown' } }),
          404,
          'NEWSLETTER_TOKEN_INVALID',
        );
      },
    },
    {
      id: 'SESSION-13',
      source: 'part 2 §5',
      sentence: 'DELETE /api/session | none | not shown',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const deleted = await client.call('DELETE', '/api/session');
        assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
        assert.equal((await client.call('GET', '/api/session')).body.customer, null);
      },
    },
  ],
});
