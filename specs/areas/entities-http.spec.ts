import assert from 'node:assert/strict';
import type { Rule } from '../book';
import { defineArea } from '../book';
import { signedIn, type TestClient, visitor } from '../http';

type Row = Record<string, unknown>;

/** Asserts that every row carries each named field (extra fields are allowed). */
function carries(rows: readonly Row[], fields: readonly string[], what: string): void {
  assert.ok(rows.length > 0, `no ${what} to look at`);
  for (const row of rows) {
    const missing = fields.filter((field) => !(field in row));
    assert.deepEqual(missing, [], `${what} ${JSON.stringify(row).slice(0, 120)}`);
  }
}

/** A part 1 §3 entity as the server answers it: the call that reads it and the fields the sentence names. */
function entity(
  id: string,
  sentence: string,
  read: (client: TestClient) => Promise<Row[]>,
  fields: readonly string[],
  who: 'visitor' | 'customer' = 'visitor',
): Rule {
  return {
    id,
    source: 'part 1 §3',
    sentence,
    kind: 'http',
    check: async () => {
      const client = who === 'customer' ? await signedIn() : await visitor();
      carries(await read(client), fields, id);
    },
  };
}

const data = async (client: TestClient, path: string) => (await client.call('GET', path)).body.data as Row[];

// Part 1 §3: the fields of each entity, as the storefront's calls answer them.
export default defineArea({
  area: 'ENT',
  title: 'Entities and their fields, as the server answers them',
  rules: [
    entity(
      'ENT-01',
      'Customer: id, cuid, firstname, lastname, fullname, email, phone, address, custom_data, created_at, participants[].',
      async (client) => [(await client.call('GET', '/api/session')).body.customer as Row],
      [
        'id',
        'cuid',
        'firstname',
        'lastname',
        'fullname',
        'email',
        'phone',
        'address',
        'custom_data',
        'created_at',
        'participants',
      ],
      'customer',
    ),
    entity(
      'ENT-02',
      'Address: id, address, street, number, postcode, city, state, country, longitude, latitude.',
      async (client) => [((await client.call('GET', '/api/session')).body.customer as Row).address as Row],
      ['address', 'street', 'number', 'postcode', 'city', 'state', 'country', 'longitude', 'latitude'],
      'customer',
    ),
    entity(
      'ENT-03',
      'Participant: id, cuid, firstname, lastname, fullname, birthdate, custom_data, created_at.',
      (client) => data(client, '/api/participants'),
      ['id', 'cuid', 'firstname', 'lastname', 'fullname', 'birthdate', 'custom_data', 'created_at'],
      'customer',
    ),
    entity(
      'ENT-04',
      'Account counters: participants, carts, registrations, bookings, registrations_requests, bundles, vouchers, available_vouchers, memberships, attendance_charges.',
      async (client) => [(await client.call('GET', '/api/session')).body.counters as Row],
      [
        'participants',
        'carts',
        'registrations',
        'bookings',
        'registrations_requests',
        'bundles',
        'vouchers',
        'available_vouchers',
        'memberships',
        'attendance_charges',
      ],
      'customer',
    ),
    entity(
      'ENT-05',
      'Payment methods: online (boolean), bank_transfers (boolean), bank_account.',
      async (client) => [(await client.call('GET', '/api/session')).body.payment_methods as Row],
      ['online', 'bank_transfers', 'bank_account'],
    ),
    {
      id: 'ENT-06',
      source: 'part 1 §3',
      sentence: 'Wallet: amount (integer minor units).',
      kind: 'http',
      check: async () => {
        const client = await signedIn();
        const wallet = (await client.call('GET', '/api/session')).body.wallet as { amount: number };
        assert.ok(Number.isSafeInteger(wallet.amount), JSON.stringify(wallet));
      },
    },
    entity(
      'ENT-07',
      'Availability date: id, cuid, start_at, end_at, status, capacity, registered.',
      async (client) =>
        ((await client.call('GET', '/api/availabilities/dates')).body.availabilities_dates as { data: Row[] })
          .data,
      ['id', 'cuid', 'start_at', 'end_at', 'status', 'capacity', 'registered'],
    ),
    entity(
      'ENT-08',
      'Activity: id, cuid, title, slug, description, images[] (id, public_url), instructions (HTML), age_minimum, age_maximum, default_capacity, default_price, default_deposit, categories, registration_flow (REQUEST or other), settings.allow_registrations_after_start.',
      (client) => data(client, '/api/activities'),
      [
        'id',
        'cuid',
        'title',
        'slug',
        'description',
        'images',
        'instructions',
        'age_minimum',
        'age_maximum',
        'default_capacity',
        'default_price',
        'default_deposit',
        'categories',
        'registration_flow',
        'settings',
      ],
    ),
    entity(
      'ENT-09',
      'Resource: id, cuid, name, images, location (name/title).',
      (client) => data(client, '/api/resources'),
      ['id', 'cuid', 'name', 'images', 'location'],
    ),
    entity(
      'ENT-10',
      'Blog article: cuid, slug, title, content, created_at, images.',
      (client) => data(client, '/api/blog/articles'),
      ['cuid', 'slug', 'title', 'content', 'created_at', 'images'],
    ),
    entity(
      'ENT-11',
      'Bundle: id, cuid, title, price, images, description, capacity (null unlimited), duration (seconds, nullable), expires_at (nullable), entity (PARTICIPANTS or other).',
      (client) => data(client, '/api/bundles'),
      [
        'id',
        'cuid',
        'title',
        'price',
        'images',
        'description',
        'capacity',
        'duration',
        'expires_at',
        'entity',
      ],
    ),
    entity(
      'ENT-12',
      'Membership: id, cuid, title, price, images, description, entity (PARTICIPANTS or CUSTOMERS), period_type (ROLLING or FIXED), rolling_period_type, rolling_period_duration, fixed_period_start_at, fixed_period_end_at.',
      (client) => data(client, '/api/memberships'),
      [
        'id',
        'cuid',
        'title',
        'price',
        'images',
        'description',
        'entity',
        'period_type',
        'rolling_period_type',
        'rolling_period_duration',
        'fixed_period_start_at',
        'fixed_period_end_at',
      ],
    ),
    entity(
      'ENT-13',
      'Voucher: id, cuid, title, price, duration, images, description.',
      (client) => data(client, '/api/vouchers'),
      ['id', 'cuid', 'title', 'price', 'duration', 'images', 'description'],
    ),
    entity(
      'ENT-14',
      'Registration: id, cuid, reference, participant.fullname, deposit_amount, total_amount, paid_amount, cancelled, bundle_id, bundle_capacity_refunded, created_at,',
      (client) => data(client, '/api/account/registrations'),
      [
        'id',
        'cuid',
        'reference',
        'participant',
        'deposit_amount',
        'total_amount',
        'paid_amount',
        'cancelled',
        'bundle_id',
        'bundle_capacity_refunded',
        'created_at',
      ],
      'customer',
    ),
    entity(
      'ENT-15',
      'Booking: cuid, resource {name, images, location}, dates, participations[] (participant {customer_id, fullname}, total_amount, paid_amount), created_at.',
      (client) => data(client, '/api/account/bookings'),
      ['cuid', 'resource', 'dates', 'participations', 'created_at'],
      'customer',
    ),
    entity(
      'ENT-16',
      'Registration request: cuid, id, reference, status (PENDING, APPROVED, REJECTED, CANCELLED), total_amount, deposit_amount, paid_amount, created_at, participant, availabilities[], options, questions.',
      (client) => data(client, '/api/account/registrations-requests'),
      [
        'cuid',
        'id',
        'reference',
        'status',
        'total_amount',
        'deposit_amount',
        'paid_amount',
        'created_at',
        'participant',
        'availabilities',
      ],
      'customer',
    ),
    entity(
      'ENT-17',
      "Category: cuid, title, order, group (cuid, title, scope; PRIMARY-scope groups displayed as 'group title: values').",
      (client) => data(client, '/api/categories/groups'),
      ['cuid', 'title', 'scope', 'categories'],
    ),
    entity(
      'ENT-18',
      'Attendance charge: cuid, reference, id, total_amount, paid_amount, created_at, billing_cycle {start_at, end_at, configuration {title, description, images}},',
      (client) => data(client, '/api/account/attendance-charges'),
      ['cuid', 'reference', 'id', 'total_amount', 'paid_amount', 'created_at', 'billing_cycle'],
      'customer',
    ),
    entity(
      'ENT-19',
      'Cart: id, cuid, reference, created_at, processed_at, coupon_id, coupon (active, title, label, amount, percentage, min_total_amount), items[].',
      async (client) => {
        const carts = await data(client, '/api/account/carts');
        const first = carts[0] as { cuid: string } | undefined;
        return first ? [(await client.call('GET', `/api/carts/${first.cuid}`)).body.cart as Row] : [];
      },
      ['id', 'cuid', 'reference', 'created_at', 'processed_at', 'coupon_id', 'coupon', 'items'],
      'customer',
    ),
    entity(
      'ENT-20',
      'Tier (registration request): cuid, name, minimum_availabilities, maximum_availabilities.',
      async (client) => {
        const activities = await data(client, '/api/activities?limit=100');
        const requested = activities.find((activity) => activity.registration_flow === 'REQUEST');
        if (!requested) return [];
        const answer = await client.call(
          'GET',
          `/api/activities/${String(requested.cuid)}/registrations-requests-configuration`,
        );
        return answer.body.tiers as Row[];
      },
      ['cuid', 'name', 'minimum_availabilities', 'maximum_availabilities'],
    ),
    entity(
      'ENT-21',
      'Resource availability: id, resource_id, start_at, prices[] (duration in seconds, amount).',
      (client) =>
        data(
          client,
          '/api/resources/availabilities?after=2026-11-23T00:00:00.000Z&before=2026-11-30T00:00:00.000Z',
        ),
      ['id', 'resource_id', 'start_at', 'prices'],
    ),
    entity(
      'ENT-22',
      'Owned voucher: cuid, code, voucher {title, images, amount, bundle}, customer_id, customer, recipient, redeemed_at, expires_at, total_amount, paid_amount.',
      (client) => data(client, '/api/account/vouchers'),
      ['cuid', 'code', 'voucher', 'recipient', 'redeemed_at', 'expires_at', 'total_amount', 'paid_amount'],
      'customer',
    ),
    entity(
      'ENT-23',
      'Owned bundle: cuid, bundle, expires_at, capacity, used, total_amount, paid_amount, participant.',
      (client) => data(client, '/api/account/bundles'),
      ['cuid', 'bundle', 'expires_at', 'capacity', 'used', 'total_amount', 'paid_amount', 'participant'],
      'customer',
    ),
    entity(
      'ENT-24',
      'Owned membership: cuid, membership, status (CANCELLED), recurring, cycles[] (start_at, end_at, total_amount, paid_amount), participant.',
      (client) => data(client, '/api/account/memberships'),
      ['cuid', 'membership', 'status', 'recurring', 'cycles', 'participant'],
      'customer',
    ),
  ],
});
