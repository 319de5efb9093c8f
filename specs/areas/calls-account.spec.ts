import assert from 'node:assert/strict';
import { defineArea } from '../book';
import {
  customerWithRegistration,
  expectFieldErrors,
  expectRefusal,
  newCustomer,
  signedIn,
  visitor,
} from '../http';

type Row = Record<string, unknown>;

// Part 2 §5 (registrations) and §7 (registrations, requests, vouchers calls), §8 (errors), on the server.
export default defineArea({
  area: 'ACCCALL',
  title: 'Account calls: registrations, vouchers and errors, on the server',
  rules: [
    {
      id: 'ACCCALL-01',
      source: 'part 2 §5',
      sentence: 'Cancel registration: message trimmed, at least 1 character.',
      kind: 'http',
      check: async () => {
        const { client, registration } = await customerWithRegistration();
        await expectFieldErrors(
          () =>
            client.call('POST', '/api/registrations/cancel', {
              body: { registration_id: registration.id, message: '   ' },
            }),
          { message: 'required' },
        );
      },
    },
    {
      id: 'ACCCALL-02',
      source: 'part 2 §7',
      sentence: 'POST /api/registrations/cancel: registration_id, message.',
      kind: 'http',
      check: async () => {
        const { client, registration } = await customerWithRegistration();
        const { client: stranger } = await newCustomer();
        const foreign = await stranger.call('POST', '/api/registrations/cancel', {
          body: { registration_id: registration.id, message: 'Not mine' },
        });
        assert.ok(foreign.status === 404 || foreign.status === 403, JSON.stringify(foreign.body));
        const cancelled = await client.call('POST', '/api/registrations/cancel', {
          body: { registration_id: registration.id, message: '  Malade  ' },
        });
        assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
        const after = await client.call('GET', `/api/account/registrations/${registration.cuid}`);
        const read = (after.body.registration ?? after.body) as Row;
        assert.equal(read.cancelled, true, JSON.stringify(after.body).slice(0, 300));
      },
    },
    {
      id: 'ACCCALL-03',
      source: 'part 2 §5',
      sentence:
        'Edit registration: at least one date must remain, otherwise the error on availability_dates uses the key registrations.edit.form.messages.availability_dates.required.',
      kind: 'http',
      check: async () => {
        const { client, registration } = await customerWithRegistration();
        await expectFieldErrors(
          () =>
            client.call('PUT', '/api/registrations', {
              body: { registration_id: registration.id, availability_dates: [], options: [], questions: [] },
            }),
          { availability_dates: 'registrations.edit.form.messages.availability_dates.required' },
        );
      },
    },
    {
      id: 'ACCCALL-04',
      source: 'part 2 §5',
      sentence: 'Voucher redeem: code at least 1 character.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const empty = await client.call('PUT', '/api/vouchers/redeem', {
          body: { code: '', participant_id: null },
        });
        assert.equal(empty.status, 400, JSON.stringify(empty.body));
        assert.ok('code' in (empty.body.fields as object));
        await expectRefusal(
          () => client.call('GET', '/api/vouchers/redeem?code=NO-SUCH-CODE'),
          404,
          'VOUCHER.NOT_FOUND',
        );
      },
    },
    {
      id: 'ACCCALL-05',
      source: 'part 2 §5',
      sentence:
        'Review: score a number 0 to 5 (selector offers 1 to 5); message optional; public switch defaults to public and is disabled when editing an existing review.',
      kind: 'http',
      check: async () => {
        const { client, registration } = await customerWithRegistration();
        for (const score of [6, -1, 'five']) {
          const answer = await client.call('POST', '/api/registrations/review', {
            body: { registration_id: registration.id, message: '', score, public: true },
          });
          assert.equal(answer.status, 400, `${score}: ${JSON.stringify(answer.body)}`);
          assert.ok('score' in (answer.body.fields as object));
        }
      },
    },
    {
      id: 'ACCCALL-06',
      source: 'part 2 §7',
      sentence: 'POST /api/registrations/requests/cancel: registration_request_id.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const missing = await client.call('POST', '/api/registrations/requests/cancel', { body: {} });
        assert.equal(missing.status, 400);
        await expectRefusal(
          () =>
            client.call('POST', '/api/registrations/requests/cancel', {
              body: { registration_request_id: 999_999 },
            }),
          404,
          'REGISTRATION_REQUEST_NOT_FOUND',
        );
      },
    },
    {
      id: 'ACCCALL-07',
      source: 'part 2 §8',
      sentence:
        'A failed form action shows a toast with the translation of forms.errors.{code}, the code coming from the response body field error;',
      kind: 'http',
      check: async () => {
        // Every refusal names its code in `error`, whatever the call and the reason.
        const browser = await visitor();
        const camille = await signedIn();
        const refusals = [
          await browser.call('POST', '/api/auth/login', { body: { email: 'x', password: '' } }),
          await browser.call('GET', '/api/account/registrations'),
          await browser.call('GET', '/api/no-such-call'),
          await camille.call('DELETE', '/api/carts/items?item_id=999999'),
          await camille.call('GET', '/api/vouchers/redeem?code=NOPE'),
          await browser.call('POST', '/api/auth/password', { body: { password: 'secret-6', token: 'x' } }),
        ];
        for (const answer of refusals) {
          assert.ok(answer.status >= 400, JSON.stringify(answer.body));
          assert.match(String(answer.body.error), /^[A-Z][A-Z_.]+$/, JSON.stringify(answer.body));
        }
      },
    },
    {
      id: 'ACCCALL-08',
      source: 'part 1 §2',
      sentence:
        'Tabs: home, profile, participants (with count), carts, registrations, bookings, registrations-requests, bundles, vouchers, memberships, attendance-charges, under /account/...',
      kind: 'http',
      check: async () => {
        const camille = await signedIn();
        const session = await camille.call('GET', '/api/session');
        const counters = session.body.counters as Record<string, number>;
        assert.deepEqual(Object.keys(counters).sort(), [
          'attendance_charges',
          'available_vouchers',
          'bookings',
          'bundles',
          'carts',
          'memberships',
          'participants',
          'registrations',
          'registrations_requests',
          'vouchers',
        ]);
        const participants = await camille.call('GET', '/api/participants');
        assert.equal(counters.participants, (participants.body.data as unknown[]).length);
        const registrations = await camille.call('GET', '/api/account/registrations');
        assert.equal(counters.registrations, registrations.body.count);
      },
    },
    {
      id: 'ACCCALL-09',
      source: 'part 1 §2',
      sentence: 'Lists are paginated with previous and next buttons and show page number and total results.',
      kind: 'http',
      check: async () => {
        const camille = await signedIn();
        const all = await camille.call('GET', '/api/account/registrations');
        const count = all.body.count as number;
        assert.ok(count >= 2);
        const first = await camille.call('GET', '/api/account/registrations?page_size=1&page_number=1');
        const second = await camille.call('GET', '/api/account/registrations?page_size=1&page_number=2');
        assert.equal(first.body.count, count);
        const ids = [first, second].map((page) => (page.body.data as Row[])[0]?.id);
        assert.equal((first.body.data as Row[]).length, 1);
        assert.notEqual(ids[0], ids[1]);
      },
    },
  ],
});
