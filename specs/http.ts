import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { CAMILLE, type SignUp, signUpBody } from '../adapters/server/test-customers';
import {
  EN_HOST,
  FR_HOST,
  startTestApp,
  TEST_NOW,
  type TestApp,
  type TestClient,
  tableCounts,
} from '../adapters/server/test-support';
import { type AvailabilityWindow, addFormView } from '../core/catalogue/index';

/**
 * The real server for the book's HTTP rules: one app (PGlite, the demo data of adapters/seed, the tests'
 * fixed clock) shared by every such rule of a run, started on first use. A rule that writes uses a customer
 * of its own (`newCustomer`), so the rules stay independent of their order.
 */
let started: Promise<TestApp> | null = null;

export function bookApp(): Promise<TestApp> {
  started ??= startTestApp('pglite');
  return started;
}

export async function closeBookApp(): Promise<void> {
  if (!started) return;
  const app = await started;
  started = null;
  await app.close();
}

export { CAMILLE, EN_HOST, FR_HOST, TEST_NOW };
export type { TestClient };

/** A visitor's browser on one of the demo sites, without a session. */
export async function visitor(host: string = FR_HOST): Promise<TestClient> {
  return (await bookApp()).client(host);
}

/**
 * Each new browser of the book comes from its own address (TEST-NET-2), as separate people would: the
 * server's per-address limits on sign-ups and logins are not what these rules are about.
 */
let addresses = 0;
function ownAddress(): Record<string, string> {
  addresses += 1;
  return { 'x-test-client-ip': `198.51.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}` };
}

/** A browser signed in as `who` (Camille by default). */
export async function signedIn(who: { email: string; password: string } = CAMILLE): Promise<TestClient> {
  const client = await visitor();
  const login = await client.call('POST', '/api/auth/login', { body: who, headers: ownAddress() });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return client;
}

/** The password of every customer the book signs up. */
export const NEW_CUSTOMER_PASSWORD = 'secret-6';

/** The fields of POST /api/auth/register for a new customer of the FR site (which creates a participant). */
export function registration(
  email: string,
  participantData: SignUp['participant']['custom_data'] = [],
): Record<string, unknown> {
  return signUpBody({
    firstname: 'Alex',
    lastname: 'Martin',
    email,
    phone: '+32 470 00 00 00',
    password: NEW_CUSTOMER_PASSWORD,
    participant: {
      firstname: 'Noa',
      lastname: 'Martin',
      birthdate: '2016-03-04',
      custom_data: participantData,
    },
  });
}

/** A fresh customer of the FR site, signed in, with one participant (and `password`); for rules that write. */
export async function newCustomer(
  password: string = NEW_CUSTOMER_PASSWORD,
): Promise<{ client: TestClient; email: string }> {
  const client = await visitor();
  const email = `book-${randomBytes(5).toString('hex')}@example.be`;
  const answer = await client.call('POST', '/api/auth/register', {
    body: { ...registration(email, await requiredParticipantData(client)), password },
    headers: ownAddress(),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return { client, email };
}

/** The id of a customer's first participant: for a new customer, the one created with the account. */
export async function ownParticipant(client: TestClient): Promise<number> {
  const answer = await expectOk(client.call('GET', '/api/participants'));
  const id = (answer.body.data as Array<{ id: number }>)[0]?.id;
  assert.ok(id, 'the customer has a participant');
  return id;
}

/** A tier of an activity whose registrations are requests (part 1 §3): how many availabilities a week it takes. */
export interface RequestTier {
  cuid: string;
  minimum_availabilities: number;
  maximum_availabilities: number;
}

/** The tiers of an activity's registrations-requests-configuration. */
export async function requestTiers(client: TestClient, activityCuid: string): Promise<RequestTier[]> {
  const configuration = await expectOk(
    client.call('GET', `/api/activities/${activityCuid}/registrations-requests-configuration`),
  );
  return configuration.body.tiers as RequestTier[];
}

/** POST /api/carts/items with one registration request: every date of the picked availabilities, no options or answers. */
export function addRegistrationRequest(
  client: TestClient,
  request: { participantId: number; tierCuid: string; availabilities: Array<{ id: number }> },
): Promise<Answer> {
  return client.call('POST', '/api/carts/items', {
    body: {
      registrations_requests: [
        {
          participant_id: request.participantId,
          availabilities: request.availabilities.map((availability) => ({ id: availability.id, dates: [] })),
          options: [],
          questions: [],
          tier_cuid: request.tierCuid,
        },
      ],
    },
  });
}

/** The refusal of a call: its status and the `error` code of its body. */
export function refusal(answer: { status: number; body: Record<string, unknown> }): [number, unknown] {
  return [answer.status, answer.body.error];
}

type Answer = Awaited<ReturnType<TestClient['call']>>;

/**
 * Sends a call the specification says the server refuses and asserts the refusal: its status, its `error`
 * code and, for a form, the `fields` it names; and that no table of the database gained or lost a row.
 * Answers the refusal, for checks of its details.
 */
export async function expectRefusal(
  call: () => Promise<Answer>,
  status: number,
  code: string,
  fields?: Record<string, string>,
): Promise<Answer> {
  const { db } = await bookApp();
  const before = await tableCounts(db);
  const answer = await call();
  assert.deepEqual(refusal(answer), [status, code], JSON.stringify(answer.body));
  if (fields) assert.deepEqual(answer.body.fields, fields);
  assert.deepEqual(await tableCounts(db), before, 'a refused call writes nothing');
  return answer;
}

/** A form the server refuses field by field: 400 VALIDATION_FAILED naming exactly `fields`. */
export function expectFieldErrors(
  call: () => Promise<Answer>,
  fields: Record<string, string>,
): Promise<Answer> {
  return expectRefusal(call, 400, 'VALIDATION_FAILED', fields);
}

/** The answer of a call the specification says succeeds (status 200), for checks of its body. */
export async function expectOk(call: Promise<Answer>): Promise<Answer> {
  const answer = await call;
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer;
}

interface SiteField {
  id: number;
  entity: string;
  type: string;
  required: boolean;
  active: boolean;
  choices: Array<{ label: string }>;
}

/** An answer to each required participant field of the site, as the register form would send it. */
async function requiredParticipantData(
  client: TestClient,
): Promise<Array<{ field_id: number; data: string }>> {
  const site = await client.call('GET', '/api/website');
  const organiser = (site.body.website as { organiser: { settings: { custom_fields: SiteField[] } } })
    .organiser;
  return organiser.settings.custom_fields
    .filter((field) => field.entity === 'PARTICIPANTS' && field.required && field.active)
    .map((field) => ({
      field_id: field.id,
      data: field.choices[0]?.label ?? (field.type === 'DATE' ? '2020-01-01' : 'x'),
    }));
}

interface ListedAvailability {
  id: number;
  cuid: string;
  status: string;
  start_at: string;
  age_minimum: number | null;
  age_maximum: number | null;
  capacity: number | null;
  registered: number | null;
  dates: Array<{ id: number; start_at: string; status: string }>;
}

/** The answers a registration line must give: each required question and each option whose answer is required. */
export interface RequiredAnswers {
  questions: Array<{ question_id: number; content: string }>;
  options: Array<{ price_id: number; content: null }>;
}

type OpenAvailability = ListedAvailability & { requiredAnswers: RequiredAnswers };

/**
 * An OPEN availability of the FR catalogue, starting after the tests' clock, that a 10-year-old may join,
 * with the answers its registration line must give.
 */
export async function openAvailabilityForTen(client: TestClient): Promise<OpenAvailability> {
  const answer = await client.call('GET', '/api/availabilities?limit=100&after=2026-11-23T00:00:00.000Z');
  const candidates = (answer.body.data as ListedAvailability[]).filter(
    (availability) =>
      addFormView(availability as unknown as AvailabilityWindow, TEST_NOW).kind === 'form' &&
      availability.start_at > TEST_NOW &&
      (availability.age_minimum ?? 0) <= 10 &&
      (availability.age_maximum ?? 99) >= 10 &&
      (availability.capacity === null || availability.capacity > (availability.registered ?? 0) + 2),
  );
  // The list item does not say the activity's flow (the lean list, issue 17 §2): the detail does, and the
  // questions and options a line must answer (which availability comes first shifts as the book's rules
  // take seats, so the line answers whatever this one requires).
  for (const candidate of candidates) {
    const detail = await client.call('GET', `/api/availabilities/${candidate.cuid}`);
    const availability = detail.body.availability as {
      activity: { registration_flow: string };
      questions: Array<{ id: number; required: boolean; choices: Array<{ label: string }> }>;
      options: Array<{ answer_required: boolean; prices: Array<{ id: number }> }>;
    };
    if (availability.activity.registration_flow === 'REQUEST') continue;
    const requiredAnswers = {
      questions: availability.questions
        .filter((question) => question.required)
        .map((question) => ({ question_id: question.id, content: question.choices[0]?.label ?? 'Papa' })),
      options: availability.options
        .filter((option) => option.answer_required)
        .map((option) => ({ price_id: option.prices[0]?.id ?? 0, content: null })),
    };
    return { ...candidate, requiredAnswers };
  }
  assert.fail('the demo catalogue has an open availability for a 10-year-old');
}

/** A fresh customer with one registration line in their cart; answers the client, the cart and the line. */
export async function customerWithCart(): Promise<{
  client: TestClient;
  cart: { id: number; cuid: string; items: Array<{ id: number; cuid: string; price: number }> };
  participantId: number;
  availability: OpenAvailability;
}> {
  const { client } = await newCustomer();
  const participantId = await ownParticipant(client);
  const availability = await openAvailabilityForTen(client);
  const added = await client.call('POST', '/api/carts/items', {
    body: {
      registrations: [
        {
          availability_id: availability.id,
          participant_id: participantId,
          availability_dates: availability.dates.map((date) => ({ date_id: date.id })),
          ...availability.requiredAnswers,
        },
      ],
    },
  });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  const current = await client.call('GET', '/api/carts/current');
  const cart = current.body.cart as {
    id: number;
    cuid: string;
    items: Array<{ id: number; cuid: string; price: number }>;
  };
  return { client, cart, participantId, availability };
}

type Row = Record<string, unknown>;

/** Checks out a cart by bank transfer (DELAYED, terms ticked); the server must accept it. */
export function checkoutByTransfer(client: TestClient, cartId: number): Promise<Answer> {
  return expectOk(
    client.call('POST', '/api/carts/checkout', {
      body: { cart_id: cartId, payment_strategy: 'DELAYED', terms: true },
    }),
  );
}

/** A fresh customer whose cart was checked out (bank transfer): answers the client and the registration. */
export async function customerWithRegistration(): Promise<{ client: TestClient; registration: Row }> {
  const { client, cart } = await customerWithCart();
  await checkoutByTransfer(client, cart.id);
  const list = await client.call('GET', '/api/account/registrations');
  const registration = (list.body.data as Row[])[0];
  assert.ok(registration);
  return { client, registration };
}

/** A resource slot of the FR site after the tests' clock, as GET /api/resources/availabilities lists it. */
export interface ResourceSlot {
  resource_id: number;
  start_at: string;
  status?: string;
  prices: Array<{ duration: number; amount: number }>;
}

/**
 * The last FREE resource slot in the fortnight after the tests' clock that `fits`: taken from the end of the
 * range, so rules that book take different slots than those that read the first ones.
 */
export async function lastFreeSlot(
  client: TestClient,
  fits: (slot: ResourceSlot) => boolean = () => true,
): Promise<ResourceSlot | undefined> {
  const answer = await expectOk(
    client.call(
      'GET',
      '/api/resources/availabilities?after=2026-11-24T00:00:00.000Z&before=2026-12-10T00:00:00.000Z',
    ),
  );
  const slots = answer.body.data as ResourceSlot[];
  return [...slots].reverse().find((candidate) => (candidate.status ?? 'FREE') === 'FREE' && fits(candidate));
}
