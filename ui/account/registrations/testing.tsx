/**
 * The registrations screens' test harness: a registration, its detail (review, documents, options and
 * questions) as the API answers them, and the screens rendered under the account layout with the same paths
 * and loaders as ./routes.tsx, over a fake server.
 */
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import type {
  AvailabilityDate,
  CustomField,
  Option,
  Question,
  Registration,
  RegistrationDetail,
  Document as RegistrationDocument,
  Review,
} from '../../../core/schemas/index';
import type { Api } from '../../app/api';
import type { Session } from '../../app/context';
import { parseSearch, stringifySearch } from '../../app/search';
import {
  type FakeRequest,
  fetchAnswering,
  martinSession,
  questionFixture,
  TEST_NOW,
} from '../../testing/fixtures';
import { renderWithStorefront } from '../../testing/render';
import { AccountError } from '../kit/AccountError';
import { AccountLayout } from '../kit/AccountLayout';
import { accountListSearch } from '../kit/account-route';
import { DocumentPage } from './DocumentPage';
import { RegistrationDetailPage } from './RegistrationDetailPage';
import { RegistrationEditPage } from './RegistrationEditPage';
import { RegistrationsPage } from './RegistrationsPage';
import { registrationLoaders } from './routes';

export { axeViolations } from '../../cart/testing';

/** A start long gone (a started date) and one far ahead (a date still to come). */
export const PAST = '2020-07-06T07:00:00.000Z';
export const FUTURE = '2099-07-06T07:00:00.000Z';

const day = (base: string, days: number, hours = 0) =>
  new Date(Date.parse(base) + days * 86_400_000 + hours * 3_600_000).toISOString();

/** One date of the availability; `fields` overrides any of it. */
export function availabilityDate(id: number, start: string, fields: Partial<AvailabilityDate> = {}) {
  return {
    id,
    cuid: `date-${id}`,
    start_at: start,
    end_at: day(start, 0, 8),
    status: 'OPEN' as const,
    capacity: 10,
    registered: 3,
    ...fields,
  };
}

/**
 * The availability's dates: 71 started (registered), 72 to come (registered), 74 full, 75 closed.
 */
export const DATES = [
  availabilityDate(71, PAST),
  availabilityDate(72, FUTURE),
  availabilityDate(74, day(FUTURE, 1), { status: 'FULL', registered: 10 }),
  availabilityDate(75, day(FUTURE, 2), { status: 'CLOSED' }),
];

const primary = { cuid: 'grp-sport', title: 'Discipline', scope: 'PRIMARY' };
const activity = {
  id: 4,
  cuid: 'act-stage',
  title: 'Stage multisport',
  slug: 'stage-multisport',
  description: null,
  images: [{ public_url: 'https://cdn.example/stage.jpg' }],
  instructions: null,
  age_minimum: 6,
  age_maximum: 12,
  default_capacity: 10,
  default_price: 15_000,
  default_deposit: 5_000,
  categories: [
    { cuid: 'cat-foot', title: 'Football', order: 2, group: primary },
    { cuid: 'cat-tennis', title: 'Tennis', order: 1, group: primary },
    {
      cuid: 'cat-age',
      title: '6-12 ans',
      order: 0,
      group: { cuid: 'grp-age', title: 'Âge', scope: 'SECONDARY' },
    },
  ],
  registration_flow: 'DIRECT',
  settings: { allow_registrations_after_start: true },
  partial_registration_fee: 0,
};

/** Léa's registration to the multisport camp: 150 € of which 50 € paid (the deposit). */
export function registrationFixture(fields: Partial<Registration> = {}): Registration {
  return {
    id: 41,
    cuid: 'reg-1',
    reference: 'R-2026-0041',
    // Its order's structured reference (cart 4), the one a bank transfer carries.
    order_reference: '+++000/0000/00404+++',
    participant: { fullname: 'Léa Martin' },
    deposit_amount: 5_000,
    total_amount: 15_000,
    paid_amount: 5_000,
    cancelled: false,
    bundle_id: null,
    bundle_capacity_refunded: false,
    created_at: new Date(Date.parse(TEST_NOW) - 3 * 86_400_000).toISOString(),
    cancellation_message: null,
    availability: {
      id: 7,
      cuid: 'av-7',
      start_at: PAST,
      end_at: day(FUTURE, 2, 8),
      dates: DATES,
      location: {
        name: 'Hall',
        title: 'Hall omnisports',
        street: 'Rue du Parc',
        number: '3',
        postcode: '5000',
        city: 'Namur',
      },
      activity,
      categories: [{ cuid: 'cat-foot', title: 'Football', order: 2, group: primary }],
    },
    // Out of order on purpose: the detail sorts them.
    dates: [
      { date_id: 72, date: { start_at: FUTURE, end_at: day(FUTURE, 0, 8) }, cuid: 'rd-72' },
      { date_id: 71, date: { start_at: PAST, end_at: day(PAST, 0, 8) }, cuid: 'rd-71' },
    ],
    options: [
      {
        cuid: 'ro-1',
        content: 'Végétarien',
        price: {
          id: 51,
          option_id: 5,
          amount: 2_500,
          percentage: null,
          label: 'Repas chaud',
          option: { title: 'Repas' },
        },
      },
    ],
    questions: [
      { question: { title: 'Allergies' }, content: 'Arachides', question_id: 31 },
      { question: { title: 'Activités préférées' }, content: 'Football, Tennis', question_id: 32 },
      { question: { title: 'Date du certificat' }, content: null, question_id: 33 },
    ],
    ...fields,
  };
}

export const OPTIONS: Option[] = [
  {
    id: 5,
    title: 'Repas',
    description: 'Servi à midi.',
    order: 1,
    answer_required: false,
    prices: [
      { id: 51, label: 'Repas chaud', amount: 2_500, percentage: null, option_id: 5 },
      { id: 52, label: 'Pique-nique', amount: 1_000, percentage: null, option_id: 5 },
    ],
  },
];

export const QUESTIONS: Question[] = [
  questionFixture(31, 'Allergies', { required: true }),
  questionFixture(32, 'Activités préférées', {
    type: 'CHOICES_MULTIPLE',
    required: true,
    order: 2,
    choices: [
      { id: 1, label: 'Football', order: 1 },
      { id: 2, label: 'Tennis', order: 2 },
    ],
  }),
  questionFixture(33, 'Date du certificat', { type: 'DATE', order: 3 }),
  questionFixture(34, 'Taille de t-shirt', {
    type: 'CHOICES_SINGLE',
    order: 4,
    choices: [
      { id: 3, label: 'S', order: 1 },
      { id: 4, label: 'M', order: 2 },
    ],
  }),
];

export function customField(id: number, fields: Partial<CustomField>): CustomField {
  return {
    id,
    entity: 'PARTICIPANTS',
    type: 'TEXT',
    title: `Champ ${id}`,
    description: null,
    required: false,
    active: true,
    order: id,
    pattern: null,
    choices: [],
    ...fields,
  };
}

/** The medical form: a required doctor, a required vaccine date, allowed activities, an emergency phone. */
export const MEDICAL_FIELDS = [
  customField(201, { title: 'Médecin traitant', required: true, order: 1 }),
  customField(202, { title: 'Date du dernier vaccin', type: 'DATE', required: true, order: 2 }),
  customField(203, {
    title: 'Activités autorisées',
    type: 'CHOICES_MULTIPLE',
    order: 3,
    choices: [
      { id: 1, label: 'Natation' },
      { id: 2, label: 'Escalade' },
    ],
  }),
  customField(204, { title: 'Téléphone d’urgence', entity: 'CUSTOMERS', order: 4 }),
];

export function documentFixture(fields: Partial<RegistrationDocument> = {}): RegistrationDocument {
  return {
    id: 92,
    cuid: 'doc-fiche',
    title: 'Fiche sanitaire',
    description: 'À remettre le premier jour.',
    icon: null,
    settings: { payment_requirement: 'DEPOSIT', date_requirement: null },
    pages: [
      {
        elements: [
          { custom_field_id: null, custom_field: null },
          ...MEDICAL_FIELDS.slice(0, 2).map((field) => ({ custom_field_id: field.id, custom_field: field })),
        ],
      },
      {
        elements: [
          ...MEDICAL_FIELDS.slice(1).map((field) => ({ custom_field_id: field.id, custom_field: field })),
        ],
      },
    ],
    ...fields,
  };
}

/**
 * The documents offered: the medical form (deposit paid: allowed), the attestation (needs the total: 100 €
 * due) and the certificate (no payment asked, available once the availability has ended).
 */
export const DOCUMENTS: RegistrationDocument[] = [
  documentFixture(),
  documentFixture({
    id: 91,
    cuid: 'doc-attestation',
    title: 'Attestation de participation',
    description: null,
    settings: { payment_requirement: 'TOTAL', date_requirement: null },
    pages: [],
  }),
  documentFixture({
    id: 93,
    cuid: 'doc-certificat',
    title: 'Certificat',
    description: null,
    settings: { payment_requirement: null, date_requirement: 'AVAILABILITY_END' },
    pages: [],
  }),
];

export function reviewFixture(fields: Partial<Review> = {}): Review {
  return { id: 9, score: 4, message: 'Super stage !', private: false, registration_id: 41, ...fields };
}

export function detailFixture(fields: Partial<RegistrationDetail> = {}): RegistrationDetail {
  return {
    registration: registrationFixture(),
    review: null,
    documents: DOCUMENTS,
    options: OPTIONS,
    questions: QUESTIONS,
    ...fields,
  };
}

/** The account layout and the registrations screens, as ./routes.tsx builds them, under the test root. */
function registrationTestRoutes(root: AnyRoute): AnyRoute[] {
  const layout = createRoute({ getParentRoute: () => root, path: '/account', component: AccountLayout });
  const apiOf = (context: unknown) => (context as { api: Api }).api;
  const list = createRoute({
    getParentRoute: () => layout,
    path: 'registrations',
    validateSearch: (search: Record<string, unknown>) => accountListSearch.parse(search),
    loaderDeps: ({ search }) => ({ page: search.page_number ?? 1 }),
    loader: ({ context, deps }) => registrationLoaders.list(apiOf(context), deps.page),
    component: () => {
      const data = list.useLoaderData();
      const { page } = list.useLoaderDeps() as { page: number };
      return data ? <RegistrationsPage list={data} page={page} /> : null;
    },
  });
  const detail = createRoute({
    getParentRoute: () => layout,
    path: 'registrations/$registration',
    loader: ({ context, params }) => registrationLoaders.detail(apiOf(context), params.registration),
    errorComponent: AccountError,
    component: () => {
      const data = detail.useLoaderData();
      return data ? <RegistrationDetailPage detail={data} /> : null;
    },
  });
  const edit = createRoute({
    getParentRoute: () => layout,
    path: 'registrations/$registration/edit',
    loader: ({ context, params }) => registrationLoaders.detail(apiOf(context), params.registration),
    errorComponent: AccountError,
    component: () => {
      const data = edit.useLoaderData();
      return data ? <RegistrationEditPage detail={data} /> : null;
    },
  });
  const document = createRoute({
    getParentRoute: () => layout,
    path: 'registrations/$registration/documents/$document',
    loader: ({ context, params }) =>
      registrationLoaders.document(apiOf(context), params.registration, params.document),
    errorComponent: AccountError,
    component: () => {
      const data = document.useLoaderData();
      return data ? <DocumentPage registration={data.registration} document={data.document} /> : null;
    },
  });
  const other = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>other page</p> });
  return [layout.addChildren([list, detail, edit, document]), other] as unknown as AnyRoute[];
}

/** Camille Martin signed in, with Léa (11) and Hugo (12), and the registrations tab showing. */
export function signedIn(fields: Partial<Session> = {}): Session {
  return { ...martinSession(true), counters: { registrations: 1 }, ...fields } as Session;
}

/**
 * Renders the account at `path` over a fake server answering with `answer` (404 otherwise). Returns the
 * requests it received.
 */
export async function renderRegistrations(
  path: string,
  answer: (request: FakeRequest) => { status?: number; body: unknown } | undefined,
  options: { session?: Session; language?: 'fr' | 'en' } = {},
) {
  const requests: FakeRequest[] = [];
  const view = await renderWithStorefront(() => null, {
    path,
    language: options.language ?? 'fr',
    providers: 'toasts',
    // The shell puts every page in <main>.
    around: (outlet) => <main id="main">{outlet}</main>,
    session: options.session ?? signedIn(),
    fetch: fetchAnswering((request) => {
      requests.push(request);
      return answer(request);
    }),
    routes: registrationTestRoutes,
    router: ({ api, i18n, clock }) => ({
      context: { api, i18n, language: null, clock },
      parseSearch,
      stringifySearch,
    }),
  });
  return { ...view, requests };
}

/** A fake server answering the registration detail (and the list) with `detail()`, read on every call. */
export function answeringDetail(detail: () => RegistrationDetail) {
  return (request: FakeRequest) => {
    const { pathname } = request.url;
    if (pathname === `/api/account/registrations/${detail().registration.cuid}`) return { body: detail() };
    if (pathname === '/api/account/registrations')
      return { body: { data: [detail().registration], count: 1 } };
    return undefined;
  };
}
