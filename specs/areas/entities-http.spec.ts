import assert from 'node:assert/strict';
import type { Rule } from '../book';
import { defineArea } from '../book';
import { customerWithCart, EN_HOST, signedIn, type TestClient, visitor } from '../http';

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

const website = async (client: TestClient) => (await client.call('GET', '/api/website')).body.website as Row;
const organiserSettings = async (client: TestClient) =>
  ((await website(client)).organiser as Row).settings as Row;

async function websitePage(client: TestClient, pathname: string): Promise<Row> {
  const answer = await client.call('GET', `/api/website/pages?pathname=${encodeURIComponent(pathname)}`);
  assert.equal(answer.status, 200, `${pathname}: ${JSON.stringify(answer.body).slice(0, 200)}`);
  return answer.body.page as Row;
}

/** The detail of an open Multisport availability: the demo activity with both options and questions. */
async function multisportDetail(client: TestClient): Promise<Row> {
  const activity = (await client.call('GET', '/api/activities/ps-act-multisport')).body.activity as Row;
  const [first] = await data(client, `/api/availabilities?activity=${String(activity.id)}&limit=1`);
  assert.ok(first, 'the Multisport activity has an open availability');
  return (await client.call('GET', `/api/availabilities/${String(first.cuid)}`)).body.availability as Row;
}

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
    {
      id: 'ENT-25',
      source: 'part 1 §3',
      sentence:
        'Custom field: id, entity (CUSTOMERS or PARTICIPANTS), type (TEXT, LONGTEXT, DATE, CHOICES_SINGLE, CHOICES_MULTIPLE), title, description, required, active, order, pattern, choices[] (id, label).',
      kind: 'http',
      check: async () => {
        const fields = (await organiserSettings(await visitor())).custom_fields as Row[];
        carries(
          fields,
          [
            'id',
            'entity',
            'type',
            'title',
            'description',
            'required',
            'active',
            'order',
            'pattern',
            'choices',
          ],
          'custom field',
        );
        for (const field of fields) {
          assert.ok(['CUSTOMERS', 'PARTICIPANTS'].includes(String(field.entity)), String(field.entity));
          assert.ok(
            ['TEXT', 'LONGTEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE'].includes(String(field.type)),
            String(field.type),
          );
        }
        const choices = fields.flatMap((field) => field.choices as Row[]);
        carries(choices, ['id', 'label'], 'custom field choice');
      },
    },
    {
      id: 'ENT-26',
      source: 'part 1 §3',
      sentence:
        'Availability: id, cuid, status (OPEN, CLOSED, FULL, OVERLAP), registrations_start_at, registrations_end_at, start_at, end_at, price, deposit, capacity, registered, age_minimum, age_maximum, location (name, title, street, number, postcode, city), dates[], categories[], activity.',
      kind: 'http',
      check: async () => {
        const client = await visitor();
        const listed = await data(client, '/api/availabilities?status=OPEN,CLOSED,FULL,OVERLAP&limit=100');
        assert.ok(listed.every((row) => ['OPEN', 'CLOSED', 'FULL', 'OVERLAP'].includes(String(row.status))));
        const details = await Promise.all(
          listed
            .slice(0, 5)
            .map(
              async (row) =>
                (await client.call('GET', `/api/availabilities/${String(row.cuid)}`)).body
                  .availability as Row,
            ),
        );
        carries(
          details,
          [
            'id',
            'cuid',
            'status',
            'registrations_start_at',
            'registrations_end_at',
            'start_at',
            'end_at',
            'price',
            'deposit',
            'capacity',
            'registered',
            'age_minimum',
            'age_maximum',
            'location',
            'dates',
            'categories',
            'activity',
          ],
          'availability',
        );
        carries(
          details.map((detail) => detail.location as Row),
          ['name', 'title', 'street', 'number', 'postcode', 'city'],
          'availability location',
        );
      },
    },
    {
      id: 'ENT-27',
      source: 'part 1 §3',
      sentence:
        'Option: id, title, description, order, answer_required, prices[] (id, label, amount, percentage, option_id).',
      kind: 'http',
      check: async () => {
        const detail = await multisportDetail(await visitor());
        const options = detail.options as Row[];
        carries(options, ['id', 'title', 'description', 'order', 'answer_required', 'prices'], 'option');
        const prices = options.flatMap((option) => option.prices as Row[]);
        carries(prices, ['id', 'label', 'amount', 'percentage', 'option_id'], 'option price');
        for (const option of options) {
          for (const price of option.prices as Row[]) assert.equal(price.option_id, option.id);
        }
      },
    },
    {
      id: 'ENT-28',
      source: 'part 1 §3',
      sentence:
        'Question: id, title, description, type (TEXT, DATE, CHOICES_SINGLE, CHOICES_MULTIPLE), required, order, choices[] (id, label, order).',
      kind: 'http',
      check: async () => {
        const detail = await multisportDetail(await visitor());
        const questions = detail.questions as Row[];
        carries(
          questions,
          ['id', 'title', 'description', 'type', 'required', 'order', 'choices'],
          'question',
        );
        for (const question of questions) {
          assert.ok(
            ['TEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE'].includes(String(question.type)),
            String(question.type),
          );
        }
        const choices = questions.flatMap((question) => question.choices as Row[]);
        carries(choices, ['id', 'label', 'order'], 'question choice');
      },
    },
    {
      id: 'ENT-29',
      source: 'part 1 §3',
      sentence:
        'Document: cuid, title, description, icon, settings {payment_requirement DEPOSIT or TOTAL, date_requirement AVAILABILITY_START or AVAILABILITY_END}, pages[] with elements[] (custom_field_id, custom_field).',
      kind: 'http',
      check: async () => {
        const client = await signedIn();
        const registrations = await data(client, '/api/account/registrations');
        const documents: Row[] = [];
        for (const registration of registrations) {
          const detail = await client.call('GET', `/api/account/registrations/${String(registration.cuid)}`);
          documents.push(...(detail.body.documents as Row[]));
        }
        carries(documents, ['cuid', 'title', 'description', 'icon', 'settings', 'pages'], 'document');
        for (const document of documents) {
          const settings = document.settings as Row;
          assert.ok(
            ['DEPOSIT', 'TOTAL'].includes(String(settings.payment_requirement)),
            JSON.stringify(settings),
          );
          assert.ok(
            settings.date_requirement === null ||
              ['AVAILABILITY_START', 'AVAILABILITY_END'].includes(String(settings.date_requirement)),
            JSON.stringify(settings),
          );
        }
        const elements = documents.flatMap((document) =>
          (document.pages as Array<{ elements: Row[] }>).flatMap((page) => page.elements),
        );
        carries(elements, ['custom_field_id', 'custom_field'], 'document element');
      },
    },
    {
      id: 'ENT-30',
      source: 'part 1 §3',
      sentence:
        'Website: organiser (name, logo, language, currency, timezone, settings.formats.ages), hostname, header and footer content and settings, topbar content (contacts {phone, email}, announcement {text, href}) and settings (text.color, background.color).',
      kind: 'http',
      check: async () => {
        for (const client of [await visitor(), await visitor(EN_HOST)]) {
          const website = (await client.call('GET', '/api/website')).body.website as Row;
          carries([website], ['organiser', 'hostname', 'header', 'footer', 'topbar'], 'website');
          const organiser = website.organiser as Row;
          carries([organiser], ['name', 'logo', 'language', 'currency', 'timezone', 'settings'], 'organiser');
          assert.ok(Array.isArray(((organiser.settings as Row).formats as Row).ages));
          carries(
            [website.header as Row, website.footer as Row],
            ['content', 'settings'],
            'header and footer',
          );
          const topbar = website.topbar as { content: Row; settings: Row };
          carries([topbar.content.contacts as Row], ['phone', 'email'], 'topbar contacts');
          carries([topbar.content.announcement as Row], ['text', 'href'], 'topbar announcement');
          carries(
            [topbar.settings.text as Row, topbar.settings.background as Row],
            ['color'],
            'topbar colours',
          );
        }
      },
    },
    entity(
      'ENT-31',
      'Footer content: links, quote.',
      async (client) => [((await website(client)).footer as Row).content as Row],
      ['links', 'quote'],
    ),
    {
      id: 'ENT-32',
      source: 'part 1 §3',
      sentence: 'Website page: title, description, pathname, type (DEFAULT or AVAILABILITY), content.',
      kind: 'http',
      check: async () => {
        const client = await visitor();
        const pages = await Promise.all(
          ['/', '/anniversaires', '/stages'].map((path) => websitePage(client, path)),
        );
        carries(pages, ['title', 'description', 'pathname', 'type', 'content'], 'website page');
        assert.deepEqual(
          pages.map((page) => page.pathname),
          ['/', '/anniversaires', '/stages'],
        );
        assert.ok(pages.every((page) => page.type === 'DEFAULT' || page.type === 'AVAILABILITY'));
      },
    },
    {
      id: 'ENT-33',
      source: 'part 1 §3',
      sentence: 'Page content element: id, element, type, family, name, children, settings.',
      kind: 'http',
      check: async () => {
        const client = await visitor();
        const elements: Row[] = [];
        const walk = (rows: Row[]) => {
          for (const row of rows) {
            elements.push(row);
            walk((row.children as Row[] | undefined) ?? []);
          }
        };
        for (const path of ['/', '/anniversaires']) walk((await websitePage(client, path)).content as Row[]);
        assert.ok(
          elements.some((element) => (element.children as Row[]).length > 0),
          'a section holds blocks',
        );
        carries(
          elements,
          ['id', 'element', 'type', 'family', 'name', 'children', 'settings'],
          'page element',
        );
      },
    },
    {
      id: 'ENT-34',
      source: 'part 1 §3',
      sentence: 'FAQ item: id, question, answer.',
      kind: 'http',
      check: async () => {
        const page = await websitePage(await visitor(), '/anniversaires');
        const blocks = (page.content as Row[]).flatMap((section) => section.children as Row[]);
        const faq = blocks.find((block) => block.type === 'faq');
        assert.ok(faq, 'the parties page holds an FAQ block');
        const items = (faq.settings as { items: Row[] }).items;
        carries(items, ['id', 'question', 'answer'], 'FAQ item');
      },
    },
    {
      id: 'ENT-35',
      source: 'part 1 §3',
      sentence: 'Service fees: amount, percentage.',
      kind: 'http',
      check: async () => {
        const fees = (await organiserSettings(await visitor())).service_fees as Row;
        carries([fees], ['amount', 'percentage'], 'service fees');
        assert.ok(Number.isSafeInteger(fees.amount) && typeof fees.percentage === 'number');
      },
    },
    {
      id: 'ENT-36',
      source: 'part 1 §3',
      sentence: 'Payment method: type (IMMEDIATE, IMMEDIATE_DEPOSIT, DELAYED), priority.',
      kind: 'http',
      check: async () => {
        const methods = (await organiserSettings(await visitor())).methods as Row[];
        carries(methods, ['type', 'priority'], 'payment method');
        for (const method of methods) {
          assert.ok(['IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED'].includes(String(method.type)));
          assert.ok(Number.isInteger(method.priority));
        }
      },
    },
    {
      id: 'ENT-37',
      source: 'part 1 §3',
      sentence:
        'Cart item: cuid, id, type (REGISTRATION, BUNDLE, VOUCHER, MEMBERSHIP, REGISTRATION_REQUEST, BOOKING), price, deposit, expires_at, participant, participants, availabilities[] (with start_at), availability, availability_dates, bundle, membership, voucher, resource, booking_dates (start_at, end_at).',
      kind: 'http',
      check: async () => {
        const { client } = await customerWithCart();
        const cart = (await client.call('GET', '/api/carts/current')).body.cart as { items: Row[] };
        carries(
          cart.items,
          [
            'cuid',
            'id',
            'type',
            'price',
            'deposit',
            'expires_at',
            'participant',
            'participants',
            'availabilities',
            'availability',
            'availability_dates',
            'bundle',
            'membership',
            'voucher',
            'resource',
            'booking_dates',
          ],
          'cart item',
        );
        assert.deepEqual(
          cart.items.map((item) => item.type),
          ['REGISTRATION'],
        );
        carries(
          cart.items.flatMap((item) => item.availabilities as Row[]),
          ['start_at'],
          'cart item availability',
        );
      },
    },
  ],
});
