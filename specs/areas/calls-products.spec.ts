import assert from 'node:assert/strict';
import { defineArea } from '../book';
import { newCustomer, ownParticipant } from '../http';

type Row = Record<string, unknown>;

const itemTypes = (body: Row) =>
  ((body.cart as { items: Array<{ type: string }> }).items ?? []).map((item) => item.type);

// Part 2 §5 (bundle, membership and voucher forms), §7 (POST /api/carts/items) and §9 (default quantity).
export default defineArea({
  area: 'PRODCALL',
  title: 'Bundles, memberships and vouchers added to the cart, on the server',
  rules: [
    {
      id: 'PRODCALL-01',
      source: 'part 2 §5',
      sentence: 'Participant is required only when the entity is PARTICIPANTS.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const bundles = (await client.call('GET', '/api/bundles')).body.data as Array<{
          id: number;
          entity: string;
        }>;
        const forParticipants = bundles.find((bundle) => bundle.entity === 'PARTICIPANTS');
        const forCustomers = bundles.find((bundle) => bundle.entity !== 'PARTICIPANTS');
        assert.ok(forParticipants && forCustomers, 'the demo site sells both kinds of bundle');
        const without = await client.call('POST', '/api/carts/items', {
          body: { bundles: [{ bundle_id: forParticipants.id }] },
        });
        assert.deepEqual([without.status, without.body.error], [422, 'CART.PARTICIPANT_REQUIRED']);
        const customers = await client.call('POST', '/api/carts/items', {
          body: { bundles: [{ bundle_id: forCustomers.id }] },
        });
        assert.equal(customers.status, 200, JSON.stringify(customers.body));
        const participantId = await ownParticipant(client);
        const withOne = await client.call('POST', '/api/carts/items', {
          body: { bundles: [{ bundle_id: forParticipants.id, participant_id: participantId }] },
        });
        assert.equal(withOne.status, 200, JSON.stringify(withOne.body));
      },
    },
    {
      id: 'PRODCALL-02',
      source: 'part 2 §7',
      sentence: 'Bundles, vouchers and memberships repeat once per quantity.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const vouchers = (await client.call('GET', '/api/vouchers')).body.data as Array<{ id: number }>;
        const answer = await client.call('POST', '/api/carts/items', {
          body: {
            vouchers: [
              { voucher_id: vouchers[0]?.id },
              { voucher_id: vouchers[0]?.id },
              { voucher_id: vouchers[0]?.id },
            ],
          },
        });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.deepEqual(itemTypes(answer.body), ['VOUCHER', 'VOUCHER', 'VOUCHER']);
      },
    },
    {
      id: 'PRODCALL-03',
      source: 'part 2 §9',
      sentence: 'Default quantity 1.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const memberships = (await client.call('GET', '/api/memberships')).body.data as Array<{
          id: number;
          entity: string;
        }>;
        const forCustomers = memberships.find((membership) => membership.entity === 'CUSTOMERS');
        assert.ok(forCustomers);
        const answer = await client.call('POST', '/api/carts/items', {
          body: { memberships: [{ membership_id: forCustomers.id }] },
        });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.deepEqual(itemTypes(answer.body), ['MEMBERSHIP']);
      },
    },
    {
      id: 'PRODCALL-04',
      source: 'part 2 §9',
      sentence: 'Wallet default 0.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const session = await client.call('GET', '/api/session');
        assert.deepEqual(session.body.wallet, { amount: 0 });
      },
    },
  ],
});
