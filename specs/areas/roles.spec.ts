import assert from 'node:assert/strict';
import { defineArea } from '../book';
import { customerWithCart, expectRefusal, newCustomer, signedIn, visitor } from '../http';

type Row = Record<string, unknown>;

// Part 2 §6 (roles and permissions), checked on the real server: what a visitor may read, what only a
// signed-in customer may do, and that a customer sees only their own account.
export default defineArea({
  area: 'ROLE',
  title: 'Roles and permissions, on the server',
  rules: [
    {
      id: 'ROLE-01',
      source: 'part 2 §6',
      sentence:
        'Anonymous visitor: browses activities, availabilities, bundles, memberships, vouchers and blog; logs in, registers, resets password, unsubscribes from newsletters with a token from the URL.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        for (const path of [
          '/api/activities',
          '/api/availabilities',
          '/api/bundles',
          '/api/memberships',
          '/api/vouchers',
          '/api/blog/articles',
        ]) {
          const answer = await browser.call('GET', path);
          assert.equal(answer.status, 200, path);
          assert.ok((answer.body.data as unknown[]).length > 0, path);
        }
      },
    },
    {
      id: 'ROLE-02',
      source: 'part 2 §6',
      sentence:
        'Add-to-cart forms are replaced by a login prompt with a button to /auth/login?redirect={current path and query}.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        await expectRefusal(
          () => browser.call('POST', '/api/carts/items', { body: { vouchers: [{ voucher_id: 1 }] } }),
          401,
          'UNAUTHENTICATED',
        );
      },
    },
    {
      id: 'ROLE-03',
      source: 'part 2 §6',
      sentence: 'Signed-in customer: owns participants; sees only own account items;',
      kind: 'http',
      check: async () => {
        const camille = await signedIn();
        const hers = (await camille.call('GET', '/api/account/registrations')).body.data as Row[];
        assert.ok(hers.length > 0);
        const { client: stranger } = await newCustomer();
        assert.deepEqual((await stranger.call('GET', '/api/account/registrations')).body.data, []);
        const detail = await stranger.call('GET', `/api/account/registrations/${hers[0]?.cuid}`);
        assert.equal(detail.status, 404, JSON.stringify(detail.body));
        const participants = (await stranger.call('GET', '/api/participants')).body.data as Row[];
        assert.ok(participants.every((participant) => participant.lastname === 'Martin'));
      },
    },
    {
      id: 'ROLE-04',
      source: 'part 2 §6',
      sentence: 'adds items for themselves and their participants;',
      kind: 'http',
      check: async () => {
        const { client, availability } = await customerWithCart();
        const camille = await signedIn();
        const hers = (await camille.call('GET', '/api/participants')).body.data as Array<{ id: number }>;
        const answer = await client.call('POST', '/api/carts/items', {
          body: {
            registrations: [
              {
                availability_id: availability.id,
                participant_id: hers[0]?.id,
                availability_dates: availability.dates.map((date) => ({ date_id: date.id })),
                ...availability.requiredAnswers,
              },
            ],
          },
        });
        assert.ok(answer.status >= 400 && answer.status < 500, JSON.stringify(answer.body));
      },
    },
    {
      id: 'ROLE-05',
      source: 'part 2 §6',
      sentence: 'Only PENDING registration requests can be cancelled.',
      kind: 'http',
      check: async () => {
        const camille = await signedIn();
        const requests = (await camille.call('GET', '/api/account/registrations-requests')).body
          .data as Array<{
          id: number;
          status: string;
        }>;
        const settled = requests.find((request) => request.status !== 'PENDING');
        assert.ok(settled, 'the demo customer has a request that is no longer pending');
        const answer = await camille.call('POST', '/api/registrations/requests/cancel', {
          body: { registration_request_id: settled.id },
        });
        assert.ok(answer.status >= 400 && answer.status < 500, JSON.stringify(answer.body));
        const { client: stranger } = await newCustomer();
        const pending = requests.find((request) => request.status === 'PENDING');
        if (pending) {
          await expectRefusal(
            () =>
              stranger.call('POST', '/api/registrations/requests/cancel', {
                body: { registration_request_id: pending.id },
              }),
            404,
            'REGISTRATION_REQUEST_NOT_FOUND',
          );
        }
      },
    },
    {
      id: 'ROLE-06',
      source: 'part 2 §6',
      sentence:
        'pays online (only when payment_methods.online is true) or from the wallet (only when the wallet amount is above 0).',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const session = await client.call('GET', '/api/session');
        assert.equal((session.body.wallet as { amount: number }).amount, 0);
        assert.equal((session.body.payment_methods as { online: boolean }).online, true);
      },
    },
    {
      id: 'ROLE-07',
      source: 'part 2 §6',
      sentence: "The bookings total counts only this customer's participations.",
      kind: 'http',
      check: async () => {
        const camille = await signedIn();
        const bookings = (await camille.call('GET', '/api/account/bookings')).body.data as Array<{
          participations: Array<{ participant: { customer_id: number } }>;
        }>;
        const session = await camille.call('GET', '/api/session');
        const me = (session.body.customer as { id: number }).id;
        assert.ok(bookings.length > 0);
        assert.ok(
          bookings.every((booking) =>
            booking.participations.some((entry) => entry.participant.customer_id === me),
          ),
        );
      },
    },
    {
      id: 'ROLE-08',
      source: 'part 1 §1',
      sentence: 'Visitors who are not signed in can browse and see login prompts.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        for (const path of [
          '/api/account/registrations',
          '/api/account/bookings',
          '/api/account/vouchers',
          '/api/participants',
          '/api/account/memberships',
        ]) {
          await expectRefusal(() => browser.call('GET', path), 401, 'UNAUTHENTICATED');
        }
        const session = await browser.call('GET', '/api/session');
        assert.equal(session.body.customer, null);
      },
    },
  ],
});
