import assert from 'node:assert/strict';
import { type AvailabilityWindow, addFormView } from '../../core/catalogue/index';
import { defineArea } from '../book';
import {
  addRegistrationRequest,
  expectFieldErrors,
  expectOk,
  expectRefusal,
  lastFreeSlot,
  newCustomer,
  ownParticipant,
  requestTiers,
  TEST_NOW,
  type TestClient,
  visitor,
} from '../http';

type Row = Record<string, unknown>;

/** The FR demo site's custom fields (adapters/seed/demo/petits-sportifs.ts), by what the rules need of them. */
const NATIONAL_NUMBER = 1; // CUSTOMERS, TEXT, not required, pattern \d{11}
const ALLERGIES = 2; // PARTICIPANTS, CHOICES_MULTIPLE (Gluten, Lactose, Arachides), not required
const CAN_SWIM = 3; // PARTICIPANTS, CHOICES_SINGLE (Oui, Non), required
const DOCTOR = 4; // PARTICIPANTS, TEXT, not required

async function siteField(client: TestClient, id: number): Promise<Row> {
  const website = (await client.call('GET', '/api/website')).body.website as {
    organiser: { settings: { custom_fields: Row[] } };
  };
  const field = website.organiser.settings.custom_fields.find((candidate) => candidate.id === id);
  assert.ok(field, `the demo site has custom field ${id}`);
  return field;
}

const participant = (custom_data: unknown[]) => ({
  firstname: 'Lou',
  lastname: 'Martin',
  birthdate: '2018-05-05',
  custom_data,
});

/** The signed-in customer's profile as PUT /api/session takes it, with other custom data. */
async function profileWith(client: TestClient, custom_data: unknown[]): Promise<Row> {
  const customer = (await client.call('GET', '/api/session')).body.customer as Row;
  const { firstname, lastname, email, phone, address } = customer;
  return { firstname, lastname, email, phone, address, custom_data };
}

const count = async (client: TestClient, query: string) =>
  (await expectOk(client.call('GET', `/api/availabilities?${query}`))).body.count as number;

/** A FREE resource slot after the tests' clock with several prices (the demo's padel court). */
async function slotWithSeveralPrices(client: TestClient) {
  const slot = await lastFreeSlot(client, (candidate) => candidate.prices.length > 1);
  assert.ok(slot, 'the demo resources have a free slot with several prices');
  return slot;
}

const endAfter = (start: string, seconds: number) =>
  new Date(Date.parse(start) + seconds * 1000).toISOString();

/** A Multisport week (6–9, two required questions, one option answer required) and an 8-year-old to add. */
async function multisportLine(client: TestClient) {
  const kid = await expectOk(
    client.call('POST', '/api/participants', { body: participant([{ field_id: CAN_SWIM, data: 'Oui' }]) }),
  );
  const participantId = (kid.body.participant as { id: number }).id;
  const activity = (await client.call('GET', '/api/activities/ps-act-multisport')).body.activity as Row;
  const listed = (
    await expectOk(
      client.call('GET', `/api/availabilities?activity=${String(activity.id)}&limit=100&after=${TEST_NOW}`),
    )
  ).body.data as Array<AvailabilityWindow & { cuid: string; dates: Array<{ status: string }> }>;
  const addable = listed.find(
    (candidate) =>
      addFormView(candidate, TEST_NOW).kind === 'form' &&
      candidate.dates.every((date) => date.status === 'OPEN'),
  );
  assert.ok(addable, 'a Multisport week open to registrations');
  const detail = await expectOk(client.call('GET', `/api/availabilities/${addable.cuid}`));
  const availability = detail.body.availability as {
    id: number;
    dates: Array<{ id: number }>;
    questions: Array<{ id: number; type: string; required: boolean; choices: Array<{ label: string }> }>;
    options: Array<{ answer_required: boolean; prices: Array<{ id: number }> }>;
  };
  const answers = availability.questions
    .filter((question) => question.required)
    .map((question) => ({
      question_id: question.id,
      content: question.choices[0]?.label ?? 'Papa, +32 470 11 22 33',
    }));
  const options = availability.options
    .filter((option) => option.answer_required)
    .map((option) => ({ price_id: option.prices[0]?.id, content: null }));
  return {
    availability,
    answers,
    line: {
      availability_id: availability.id,
      participant_id: participantId,
      availability_dates: availability.dates.map((date) => ({ date_id: date.id })),
      options,
    },
  };
}

// Part 2 §5's validation rules as the server enforces them: a wrong value is refused with the field it
// concerns (and nothing written), the right one accepted and stored as the spec says.
export default defineArea({
  area: 'FORM',
  title: 'Validation rules, enforced by the server',
  rules: [
    {
      id: 'FORM-01',
      source: 'part 2 §5',
      sentence: 'Required TEXT must be non-empty; a TEXT field may carry a pattern the value must match.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        assert.equal((await siteField(client, NATIONAL_NUMBER)).pattern, '\\d{11}');
        await expectFieldErrors(
          async () =>
            client.call('PUT', '/api/session', {
              body: await profileWith(client, [{ field_id: NATIONAL_NUMBER, data: '8507300332' }]),
            }),
          { [`custom_data.${NATIONAL_NUMBER}`]: 'pattern_mismatch' },
        );
        await expectOk(
          client.call('PUT', '/api/session', {
            body: await profileWith(client, [{ field_id: NATIONAL_NUMBER, data: '85073003328' }]),
          }),
        );
        const customer = (await client.call('GET', '/api/session')).body.customer as Row;
        assert.deepEqual(customer.custom_data, [{ field_id: NATIONAL_NUMBER, data: '85073003328' }]);
      },
    },
    {
      id: 'FORM-02',
      source: 'part 2 §5',
      sentence:
        'DATE must be a date. CHOICES_SINGLE is a string. CHOICES_MULTIPLE is a list of strings; when required it needs at least 1 entry.',
      kind: 'http',
      check: async () => {
        // A choice field takes only its own labels: one for CHOICES_SINGLE, each of the list for MULTIPLE.
        const { client } = await newCustomer();
        const add = (custom_data: unknown[]) => () =>
          client.call('POST', '/api/participants', { body: participant(custom_data) });
        await expectFieldErrors(add([{ field_id: CAN_SWIM, data: 'Peut-être' }]), {
          [`custom_data.${CAN_SWIM}`]: 'not_allowed',
        });
        await expectFieldErrors(
          add([
            { field_id: CAN_SWIM, data: 'Oui' },
            { field_id: ALLERGIES, data: 'Gluten, Pizza' },
          ]),
          { [`custom_data.${ALLERGIES}.1`]: 'not_allowed' },
        );
        await expectFieldErrors(add([{ field_id: CAN_SWIM, data: 1 }]), { 'custom_data.0.data': 'invalid' });
        await expectOk(add([{ field_id: CAN_SWIM, data: 'Non' }])());
      },
    },
    {
      id: 'FORM-03',
      source: 'part 2 §5',
      sentence: 'Non-required fields are nullable and optional.',
      kind: 'http',
      check: async () => {
        // The participant fields left out are the non-required ones: accepted; the required one is not.
        const { client } = await newCustomer();
        for (const id of [ALLERGIES, DOCTOR]) assert.equal((await siteField(client, id)).required, false);
        assert.equal((await siteField(client, CAN_SWIM)).required, true);
        const added = await expectOk(
          client.call('POST', '/api/participants', {
            body: participant([{ field_id: CAN_SWIM, data: 'Oui' }]),
          }),
        );
        assert.deepEqual((added.body.participant as Row).custom_data, [{ field_id: CAN_SWIM, data: 'Oui' }]);
        await expectFieldErrors(() => client.call('POST', '/api/participants', { body: participant([]) }), {
          [`custom_data.${CAN_SWIM}`]: 'required',
        });
      },
    },
    {
      id: 'FORM-04',
      source: 'part 2 §5',
      sentence:
        'Stored entry: field_id and data; data is a string, multiple choices are labels joined by a comma and a space, dates are ISO strings.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const added = await expectOk(
          client.call('POST', '/api/participants', {
            body: participant([
              { field_id: CAN_SWIM, data: 'Oui' },
              { field_id: ALLERGIES, data: 'Gluten, Lactose' },
            ]),
          }),
        );
        const cuid = (added.body.participant as { cuid: string }).cuid;
        const listed = (await client.call('GET', '/api/participants')).body.data as Row[];
        const stored = listed.find((row) => row.cuid === cuid)?.custom_data as Row[];
        assert.deepEqual(
          [...stored].sort((a, b) => Number(a.field_id) - Number(b.field_id)),
          [
            { field_id: ALLERGIES, data: 'Gluten, Lactose' },
            { field_id: CAN_SWIM, data: 'Oui' },
          ],
        );
      },
    },
    {
      id: 'FORM-05',
      source: 'part 2 §5',
      sentence: 'Age filter minimum 0.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        await expectFieldErrors(() => browser.call('GET', '/api/availabilities?age=-1'), {
          age: 'invalid_number',
        });
        await expectOk(browser.call('GET', '/api/availabilities?age=0'));
        // The filter keeps the availabilities whose age range holds that age.
        const ages = (await expectOk(browser.call('GET', '/api/availabilities?age=4&limit=100'))).body
          .data as Array<{ age_minimum: number | null; age_maximum: number | null }>;
        assert.ok(ages.length > 0);
        assert.ok(ages.every((row) => (row.age_minimum ?? 0) <= 4 && (row.age_maximum ?? 99) >= 4));
      },
    },
    {
      id: 'FORM-06',
      source: 'part 2 §5',
      sentence: 'Search filter text is trimmed.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const plain = await expectOk(browser.call('GET', '/api/availabilities?search=natation&limit=100'));
        const padded = await expectOk(
          browser.call('GET', '/api/availabilities?search=%20%20natation%20&limit=100'),
        );
        assert.deepEqual(padded.body, plain.body);
        assert.ok((plain.body.count as number) > 0);
        assert.ok((plain.body.count as number) < (await count(browser, 'limit=100')));
      },
    },
    {
      id: 'FORM-07',
      source: 'part 2 §5',
      sentence: 'Location and category filters accept comma-separated values.',
      kind: 'http',
      check: async () => {
        const browser = await visitor();
        const locations = (await expectOk(browser.call('GET', '/api/locations'))).body.data as Array<{
          cuid: string;
        }>;
        const [first, second] = locations;
        assert.ok(first && second);
        const one = await count(browser, `location=${first.cuid}`);
        const other = await count(browser, `location=${second.cuid}`);
        assert.ok(one > 0 && other > 0, 'both locations hold availabilities');
        assert.equal(await count(browser, `location=${first.cuid},${second.cuid}`), one + other);
        const sport = await count(browser, 'category-ps-grp-theme=ps-cat-sport');
        const arts = await count(browser, 'category-ps-grp-theme=ps-cat-arts');
        assert.ok(sport > 0 && arts > 0, 'both categories hold availabilities');
        assert.equal(await count(browser, 'category-ps-grp-theme=ps-cat-sport,ps-cat-arts'), sport + arts);
      },
    },
    {
      id: 'FORM-08',
      source: 'part 2 §5',
      sentence:
        'Booking: resource_id an integer; participant_id a number; participants a list of numbers (optional extras); payment_split a boolean, shown only when extra participants are chosen.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const participantId = await ownParticipant(client);
        const slot = await slotWithSeveralPrices(client);
        const dates = [
          { start_at: slot.start_at, end_at: endAfter(slot.start_at, slot.prices[0]?.duration ?? 0) },
        ];
        const booking = (fields: Row) => () =>
          client.call('POST', '/api/carts/items', {
            body: {
              participant_id: participantId,
              bookings: [{ resource_id: slot.resource_id, dates, ...fields }],
            },
          });
        await expectFieldErrors(booking({ resource_id: 'padel' }), {
          'bookings.0.resource_id': 'invalid_number',
        });
        await expectFieldErrors(booking({ payment_split: 'yes' }), { 'bookings.0.payment_split': 'invalid' });
        await expectFieldErrors(booking({ participants: [{ id: 'Hugo' }] }), {
          'bookings.0.participants.0.id': 'invalid_number',
        });
      },
    },
    {
      id: 'FORM-09',
      source: 'part 2 §5',
      sentence: 'A resource with several prices needs a price option (duration and amount) chosen;',
      kind: 'http',
      check: async () => {
        // The booked span must be one of the slot's price options; another length is refused.
        const { client } = await newCustomer();
        const participantId = await ownParticipant(client);
        const slot = await slotWithSeveralPrices(client);
        const offered = slot.prices.map((price) => price.duration);
        const odd = Math.min(...offered) - 600;
        await expectRefusal(
          () =>
            client.call('POST', '/api/carts/items', {
              body: {
                participant_id: participantId,
                bookings: [
                  {
                    resource_id: slot.resource_id,
                    dates: [{ start_at: slot.start_at, end_at: endAfter(slot.start_at, odd) }],
                  },
                ],
              },
            }),
          422,
          'BOOKING.DURATION_NOT_OFFERED',
        );
        const chosen = slot.prices.at(-1);
        assert.ok(chosen);
        const added = await expectOk(
          client.call('POST', '/api/carts/items', {
            body: {
              participant_id: participantId,
              bookings: [
                {
                  resource_id: slot.resource_id,
                  dates: [{ start_at: slot.start_at, end_at: endAfter(slot.start_at, chosen.duration) }],
                },
              ],
            },
          }),
        );
        const items = (added.body.cart as { items: Array<{ price: number }> }).items;
        assert.deepEqual(
          items.map((item) => item.price),
          [chosen.amount],
        );
      },
    },
    {
      id: 'FORM-10',
      source: 'part 2 §5',
      sentence: 'coupon a string; the attach button is disabled while the field is empty.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const cart = (await client.call('GET', '/api/carts/current')).body.cart as { id: number } | null;
        const cartId = cart?.id ?? 1;
        await expectFieldErrors(
          () => client.call('POST', '/api/carts/coupons', { body: { cart_id: cartId, coupon: 2026 } }),
          { coupon: 'invalid' },
        );
        await expectFieldErrors(
          () => client.call('POST', '/api/carts/coupons', { body: { cart_id: cartId, coupon: '' } }),
          { coupon: 'required' },
        );
      },
    },
    {
      id: 'FORM-11',
      source: 'part 2 §5',
      sentence: 'Questions: required multiple-choice needs at least 1 answer; non-required are nullable.',
      kind: 'http',
      check: async () => {
        // The Multisport week asks required questions (text and single choice; the demo has no required
        // multiple choice) and an optional multiple choice: a required answer missing is refused, naming that
        // question; with the required answers and the optional one left out, the line is added.
        const { client } = await newCustomer();
        const { availability, answers, line } = await multisportLine(client);
        assert.ok(availability.questions.some((question) => !question.required));
        assert.ok(answers.length > 0);
        const [firstRequired] = answers;
        assert.ok(firstRequired);
        await expectRefusal(
          () =>
            client.call('POST', '/api/carts/items', {
              body: { registrations: [{ ...line, questions: answers.slice(1) }] },
            }),
          422,
          'CART.QUESTION_REQUIRED',
          { [`questions.${firstRequired.question_id}`]: 'CART.QUESTION_REQUIRED' },
        );
        await expectOk(
          client.call('POST', '/api/carts/items', {
            body: { registrations: [{ ...line, questions: answers }] },
          }),
        );
      },
    },
    {
      id: 'FORM-12',
      source: 'part 2 §5',
      sentence:
        "The number of selected availabilities must be between the tier's minimum_availabilities and maximum_availabilities inclusive;",
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const participantId = await ownParticipant(client);
        const tiers = await requestTiers(client, 'ps-act-natation');
        const exactly = (slots: number) => {
          const tier = tiers.find(
            (candidate) =>
              candidate.minimum_availabilities === slots && candidate.maximum_availabilities === slots,
          );
          assert.ok(tier, `the swimming lessons have a tier of ${slots} slot(s) a week`);
          return tier.cuid;
        };
        const activity = (await client.call('GET', '/api/activities/ps-act-natation')).body.activity as Row;
        const open = (
          await expectOk(
            client.call(
              'GET',
              `/api/availabilities?activity=${String(activity.id)}&status=OPEN&after=${TEST_NOW}`,
            ),
          )
        ).body.data as Array<{ id: number }>;
        assert.ok(open.length >= 2, 'two open swimming slots');
        const request = (tierCuid: string, picked: Array<{ id: number }>) => () =>
          addRegistrationRequest(client, { participantId, tierCuid, availabilities: picked });
        // Above the maximum (two slots on a one-slot tier), below the minimum (one on a two-slot tier).
        await expectRefusal(request(exactly(1), open.slice(0, 2)), 422, 'REQUEST.SELECTION_OUT_OF_BOUNDS');
        await expectRefusal(request(exactly(2), open.slice(0, 1)), 422, 'REQUEST.SELECTION_OUT_OF_BOUNDS');
        await expectOk(request(exactly(2), open.slice(0, 2))());
      },
    },
  ],
});
