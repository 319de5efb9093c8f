import assert from 'node:assert/strict';
import { defineArea } from '../book';
import {
  addRegistrationRequest,
  bookApp,
  checkoutByTransfer,
  customerWithCart,
  expectOk,
  expectRefusal,
  lastFreeSlot,
  NEW_CUSTOMER_PASSWORD,
  newCustomer,
  ownParticipant,
  requestTiers,
  signedIn,
  TEST_NOW,
  type TestClient,
} from '../http';

type Row = Record<string, unknown>;

const counters = async (client: TestClient) =>
  (await expectOk(client.call('GET', '/api/session'))).body.counters as Record<string, number>;

/** A FREE slot of one of the FR site's resources after the tests' clock, with its first price. */
async function freeSlot(
  client: TestClient,
): Promise<{ resource_id: number; start_at: string; duration: number }> {
  const slot = await lastFreeSlot(client);
  const duration = slot?.prices[0]?.duration;
  assert.ok(slot && duration, 'the demo resources have a free slot with a price');
  return { resource_id: slot.resource_id, start_at: slot.start_at, duration };
}

/** The FR activity whose registrations are requests, a tier of it and availabilities enough for that tier. */
async function requestable(client: TestClient) {
  const activities = (await expectOk(client.call('GET', '/api/activities?limit=100'))).body.data as Array<{
    id: number;
    cuid: string;
    registration_flow?: string | null;
  }>;
  const activity = activities.find((candidate) => candidate.registration_flow === 'REQUEST');
  assert.ok(activity, 'the demo catalogue has a REQUEST activity');
  const tiers = await requestTiers(client, activity.cuid);
  const listed = await expectOk(
    client.call('GET', `/api/availabilities?activity=${activity.id}&limit=100&after=${TEST_NOW}`),
  );
  const availabilities = listed.body.data as Array<{ id: number; status: string }>;
  const open = availabilities.filter((availability) => availability.status === 'OPEN');
  const tier = tiers.find(
    (candidate) => candidate.minimum_availabilities >= 1 && candidate.minimum_availabilities <= open.length,
  );
  assert.ok(tier, 'a tier the open availabilities can fill');
  return { activity, tier, availabilities: open.slice(0, tier.minimum_availabilities) };
}

/** Adds a registration request for the customer's own participant, on a tier the open availabilities fill. */
async function addRequestItem(client: TestClient) {
  const participant = await ownParticipant(client);
  const { tier, availabilities } = await requestable(client);
  return expectOk(
    addRegistrationRequest(client, { participantId: participant, tierCuid: tier.cuid, availabilities }),
  );
}

/** A FULL availability of the FR catalogue a 10-year-old could join. */
async function fullAvailabilityForTen(client: TestClient): Promise<{ id: number }> {
  const answer = await expectOk(
    client.call('GET', `/api/availabilities?status=FULL&limit=100&after=${TEST_NOW}`),
  );
  const full = (
    answer.body.data as Array<{ id: number; age_minimum: number | null; age_maximum: number | null }>
  ).find((availability) => (availability.age_minimum ?? 0) <= 10 && (availability.age_maximum ?? 99) >= 10);
  assert.ok(full, 'the demo catalogue has a FULL availability for a 10-year-old');
  return full;
}

/** A fresh customer with one checked-out registration (bank transfer, nothing paid). */
async function customerWithRegistration(): Promise<{
  client: TestClient;
  registration: Row;
  availabilityId: number;
  availabilityEnd: string;
}> {
  const { client, cart, availability } = await customerWithCart();
  await checkoutByTransfer(client, cart.id);
  const list = await expectOk(client.call('GET', '/api/account/registrations'));
  const registration = (list.body.data as Row[])[0];
  assert.ok(registration);
  const end = (availability as unknown as { end_at: string }).end_at;
  return { client, registration, availabilityId: availability.id, availabilityEnd: end };
}

const seatsTaken = async (client: TestClient, availabilityId: number) => {
  const answer = await expectOk(client.call('GET', `/api/availabilities?limit=100&after=${TEST_NOW}`));
  const found = (answer.body.data as Array<{ id: number; registered: number | null }>).find(
    (availability) => availability.id === availabilityId,
  );
  return found?.registered ?? null;
};

// Success paths on the real server (issue 19 §5): each sentence's action done by a customer of their own, then
// the account read back the way its lists and counters show it.
export default defineArea({
  area: 'FLOW',
  title: 'What a customer does, end to end, on the server',
  rules: [
    {
      id: 'FLOW-01',
      source: 'part 2 §7',
      sentence:
        'optional bookings[] (resource_id, dates[] {start_at, end_at}, participants[] {id}, payment_split).',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const participant = await ownParticipant(client);
        const slot = await freeSlot(client);
        const end_at = new Date(Date.parse(slot.start_at) + slot.duration * 1000).toISOString();
        const added = await expectOk(
          client.call('POST', '/api/carts/items', {
            body: {
              participant_id: participant,
              bookings: [
                {
                  resource_id: slot.resource_id,
                  dates: [{ start_at: slot.start_at, end_at }],
                  participants: [],
                  payment_split: false,
                },
              ],
            },
          }),
        );
        const cart = added.body.cart as { id: number; items: Array<Row> };
        const item = cart.items.find((line) => line.type === 'BOOKING');
        assert.ok(item, JSON.stringify(cart.items));
        const [held] = item.booking_dates as Array<{ start_at: string; end_at: string }>;
        assert.deepEqual(
          [Date.parse(held?.start_at ?? ''), Date.parse(held?.end_at ?? '')],
          [Date.parse(slot.start_at), Date.parse(end_at)],
        );
        // The same slot is no longer offered to another customer.
        const { client: other } = await newCustomer();
        const otherParticipant = await ownParticipant(other);
        await expectRefusal(
          () =>
            other.call('POST', '/api/carts/items', {
              body: {
                participant_id: otherParticipant,
                bookings: [{ resource_id: slot.resource_id, dates: [{ start_at: slot.start_at, end_at }] }],
              },
            }),
          409,
          'BOOKING.SLOT_TAKEN',
        );
        await checkoutByTransfer(client, cart.id);
        const bookings = await expectOk(client.call('GET', '/api/account/bookings'));
        assert.equal((bookings.body.data as Row[]).length, 1);
        assert.equal((await counters(client)).bookings, 1);
      },
    },
    {
      id: 'FLOW-02',
      source: 'part 2 §9',
      sentence: 'A booking end is start plus duration in seconds.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const participant = await ownParticipant(client);
        const slot = await freeSlot(client);
        const book = (seconds: number) =>
          client.call('POST', '/api/carts/items', {
            body: {
              participant_id: participant,
              bookings: [
                {
                  resource_id: slot.resource_id,
                  dates: [
                    {
                      start_at: slot.start_at,
                      end_at: new Date(Date.parse(slot.start_at) + seconds * 1000).toISOString(),
                    },
                  ],
                },
              ],
            },
          });
        // An end that is not the start plus one of the resource's durations is no price the resource offers.
        const odd = await book(slot.duration + 7);
        assert.ok(odd.status >= 400 && odd.status < 500, JSON.stringify(odd.body));
        const added = await expectOk(book(slot.duration));
        const item = (added.body.cart as { items: Row[] }).items.find((line) => line.type === 'BOOKING');
        const [held] = (item?.booking_dates ?? []) as Array<{ start_at: string; end_at: string }>;
        assert.equal(
          (Date.parse(held?.end_at ?? '') - Date.parse(held?.start_at ?? '')) / 1000,
          slot.duration,
        );
      },
    },
    {
      id: 'FLOW-03',
      source: 'part 2 §7',
      sentence:
        'optional registrations_requests[] (participant_id, availabilities[] {id, dates[] {id}}, options, questions)',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        const added = await addRequestItem(client);
        const cart = added.body.cart as { id: number; items: Row[] };
        const item = cart.items.find((line) => line.type === 'REGISTRATION_REQUEST');
        assert.ok(item, JSON.stringify(cart.items));
        // A request is asked, not bought: it costs nothing at checkout.
        assert.equal(item.price, 0);
        await checkoutByTransfer(client, cart.id);
        const requests = await expectOk(client.call('GET', '/api/account/registrations-requests'));
        const [request] = requests.body.data as Array<{ status: string; total_amount: number }>;
        assert.equal(request?.status, 'PENDING');
        assert.equal((await counters(client)).registrations_requests, 1);
      },
    },
    {
      id: 'FLOW-04',
      source: 'part 2 §6',
      sentence: 'cancels pending registration requests and registrations;',
      kind: 'http',
      check: async () => {
        const { client, registration, availabilityId } = await customerWithRegistration();
        const before = await seatsTaken(client, availabilityId);
        await expectOk(
          client.call('POST', '/api/registrations/cancel', {
            body: { registration_id: registration.id, message: 'Malade' },
          }),
        );
        const list = await expectOk(client.call('GET', '/api/account/registrations'));
        assert.equal((list.body.data as Row[])[0]?.cancelled, true);
        // The seat goes back to the availability.
        assert.equal(await seatsTaken(client, availabilityId), (before ?? 1) - 1);
        // A request: PENDING, then CANCELLED, and cancelled once only.
        const added = await addRequestItem(client);
        await checkoutByTransfer(client, (added.body.cart as { id: number }).id);
        const requests = await expectOk(client.call('GET', '/api/account/registrations-requests'));
        const pending = (requests.body.data as Array<{ id: number; status: string }>)[0];
        assert.equal(pending?.status, 'PENDING');
        await expectOk(
          client.call('POST', '/api/registrations/requests/cancel', {
            body: { registration_request_id: pending?.id },
          }),
        );
        const after = await expectOk(client.call('GET', '/api/account/registrations-requests'));
        assert.equal((after.body.data as Array<{ status: string }>)[0]?.status, 'CANCELLED');
        const again = await client.call('POST', '/api/registrations/requests/cancel', {
          body: { registration_request_id: pending?.id },
        });
        assert.ok(again.status >= 400 && again.status < 500, JSON.stringify(again.body));
      },
    },
    {
      id: 'FLOW-05',
      source: 'part 2 §7',
      sentence: 'POST /api/registrations/waiting-list: availability_id, participant_id.',
      kind: 'http',
      check: async () => {
        const first = await newCustomer();
        const full = await fullAvailabilityForTen(first.client);
        const join = async (client: TestClient) =>
          (
            await expectOk(
              client.call('POST', '/api/registrations/waiting-list', {
                body: { availability_id: full.id, participant_id: await ownParticipant(client) },
              }),
            )
          ).body.entry as { id: number; position: number };
        const ahead = await join(first.client);
        const second = await newCustomer();
        const behind = await join(second.client);
        // Queued in the order they joined.
        assert.ok(ahead.position >= 1);
        assert.equal(behind.position, ahead.position + 1);
        const listed = await expectOk(second.client.call('GET', '/api/account/waiting-list'));
        assert.deepEqual(
          (listed.body.data as Array<{ id: number; position: number }>).map((entry) => [
            entry.id,
            entry.position,
          ]),
          [[behind.id, behind.position]],
        );
        // The one ahead leaves: the one behind moves up.
        await expectOk(
          first.client.call('DELETE', `/api/registrations/waiting-list?waiting_list_entry_id=${ahead.id}`),
        );
        const moved = await expectOk(second.client.call('GET', '/api/account/waiting-list'));
        assert.equal((moved.body.data as Array<{ position: number }>)[0]?.position, ahead.position);
      },
    },
    {
      id: 'FLOW-06',
      source: 'part 1 §4',
      sentence: 'Voucher: waiting until redeemed with a recipient, then redeemed.',
      kind: 'http',
      check: async () => {
        const { client } = await newCustomer();
        // The demo's gift voucher, bought and paid by Camille, not yet redeemed.
        const code = 'DEMO-CADEAU-2026';
        const found = await expectOk(client.call('GET', `/api/vouchers/redeem?code=${code}`));
        const waiting = found.body.voucher as { code: string; redeemed_at: string | null; paid: boolean };
        assert.deepEqual([waiting.code, waiting.redeemed_at, waiting.paid], [code, null, true]);
        assert.equal((await counters(client)).vouchers, 0);
        const redeemed = await expectOk(
          client.call('PUT', '/api/vouchers/redeem', { body: { code, participant_id: null } }),
        );
        assert.equal(typeof redeemed.body.cuid, 'string');
        const mine = await expectOk(client.call('GET', '/api/account/vouchers'));
        const owned = (mine.body.data as Array<{ code: string; redeemed_at: string | null }>).find(
          (voucher) => voucher.code === code,
        );
        assert.ok(owned?.redeemed_at, JSON.stringify(mine.body.data));
        assert.equal((await counters(client)).vouchers, 1);
        // Redeemed, it is redeemed: nobody redeems it again.
        const { client: late } = await newCustomer();
        await expectRefusal(
          () => late.call('PUT', '/api/vouchers/redeem', { body: { code, participant_id: null } }),
          409,
          'VOUCHER.REDEEMED',
        );
      },
    },
    {
      id: 'FLOW-07',
      source: 'part 2 §6',
      sentence: 'reviews registrations;',
      kind: 'http',
      check: async () => {
        const registered = await customerWithRegistration();
        const { registration, availabilityEnd } = registered;
        let client = registered.client;
        const review = (score: number, isPublic: boolean) =>
          client.call('POST', '/api/registrations/review', {
            body: { registration_id: registration.id, message: 'Super stage', score, public: isPublic },
          });
        // A review is of an activity taken part in: not before its availability ended.
        await expectRefusal(() => review(5, true), 409, 'REVIEW.NOT_FINISHED');
        const session = await expectOk(client.call('GET', '/api/session'));
        const email = (session.body.customer as { email: string }).email;
        const app = await bookApp();
        app.setNow(new Date(Date.parse(availabilityEnd) + 60_000).toISOString());
        try {
          // Weeks later: the customer signs in again.
          client = await signedIn({ email, password: NEW_CUSTOMER_PASSWORD });
          const posted = await expectOk(review(5, true));
          const stored = posted.body.review as { id: number; score: number; private: boolean };
          assert.deepEqual([stored.score, stored.private], [5, false]);
          await expectRefusal(() => review(4, true), 409, 'REVIEW.ALREADY_EXISTS');
          // Edited, it takes the new score; its visibility stays what it was (the switch is disabled).
          const edited = await expectOk(
            client.call('PUT', '/api/registrations/review', {
              body: { review_id: stored.id, message: 'Bien', score: 3, public: false },
            }),
          );
          const after = edited.body.review as { score: number; private: boolean };
          assert.deepEqual([after.score, after.private], [3, false]);
        } finally {
          app.setNow(TEST_NOW);
        }
      },
    },
  ],
});
