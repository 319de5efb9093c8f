/**
 * Shared fixtures of the storefront tests: the demo organiser's website, customers, participants and
 * sessions as the API answers them, and the fake server's building blocks.
 */
import { type AccountCounters, type Question, sessionAnswer, websiteSchema } from '../../core/schemas/index';
import type { Session, Website } from '../app/context';

/** The address the fake address autocomplete offers (GET /api/mapbox/autofill). */
export const voltaAddress = {
  address: 'Rue Volta 18, 1050 Ixelles, Belgique',
  street: 'Rue Volta',
  number: '18',
  postcode: '1050',
  city: 'Ixelles',
  state: null,
  country: 'Belgique',
  longitude: 4.3795,
  latitude: 50.8286,
};

/** The demo organiser as the website call answers it. */
/**
 * The instant every storefront test runs at unless it pins another (`renderWithStorefront({ now })`):
 * fixtures are dated relative to it, so no test passes or fails with the wall clock.
 */
export const TEST_NOW = '2026-11-27T09:00:00.000Z';

export const organiser = {
  name: 'Les Petits Sportifs',
  logo: null,
  language: 'fr',
  currency: 'EUR',
  timezone: 'Europe/Brussels',
  settings: { formats: { ages: [] } },
};

/** The provider's legal pages as a server configured with them answers (GET /api/website). */
export const providerLegalLinks = {
  notice: 'https://provider.test/legal/notice',
  disclaimer: 'https://provider.test/legal/disclaimer',
  privacy_policy: 'https://provider.test/legal/privacy-policy',
};

/** The parts of the website a page needs, with an empty top bar, header and footer. */
export const websiteBase = {
  organiser,
  hostname: 'petits-sportifs.localhost',
  provider_legal_links: providerLegalLinks,
  theme: { accent_color: '#e67e22' },
  topbar: {
    content: { contacts: { phone: null, email: null }, announcement: null },
    settings: { text: { color: '#FFFFFF' }, background: { color: '#000000' } },
  },
  header: {
    content: { links: [] },
    settings: { position: 'sticky', logo_position: 'left', links_position: 'right' },
  },
  footer: { content: { links: [], quote: null }, settings: {} },
};

/** The demo organiser's website as the API answers it (trimmed). */
export const testWebsite: Website = websiteSchema.omit({ pages: true }).parse(websiteBase);

const paymentMethods = { online: true, bank_transfers: true, bank_account: null };

/** A visitor who has not signed in. */
export const visitorSession: Session = {
  customer: null,
  counters: null,
  wallet: null,
  payment_methods: paymentMethods,
};

/**
 * The account counters of a session answer: every counter 0 but those given. The keys come from the session
 * contract, so a counter added to it reaches every fixture.
 */
export function accountCounters(counts: Partial<AccountCounters> = {}): AccountCounters {
  const keys = sessionAnswer.shape.counters.unwrap().keyof().options;
  return { ...(Object.fromEntries(keys.map((key) => [key, 0])) as AccountCounters), ...counts };
}

/** An activity question as the catalogue answers it: optional free text, first in order, unless `fields` say otherwise. */
export function questionFixture(id: number, title: string, fields: Partial<Question> = {}): Question {
  return { id, title, description: null, type: 'TEXT', required: false, order: 1, choices: [], ...fields };
}

/** A custom field's choices, ids counting from `firstId` in the order of the labels. */
export function choicesOf(firstId: number, ...labels: string[]): Array<{ id: number; label: string }> {
  return labels.map((label, index) => ({ id: firstId + index, label }));
}

/** A customer as the session calls answer it; `fields` overrides any of them. */
export function customerFixture(fields: Record<string, unknown> = {}) {
  return {
    id: 7,
    cuid: 'cus-camille',
    firstname: 'Camille',
    lastname: 'Dupont',
    fullname: 'Camille Dupont',
    email: 'camille@example.be',
    phone: '+32 470 12 34 56',
    address: null,
    custom_data: [],
    created_at: '2025-01-10T09:00:00.000Z',
    participants: [],
    ...fields,
  };
}

/** A participant of a customer; `fields` overrides any of them. */
export function participantFixture(
  id: number,
  firstname: string,
  birthdate: string,
  fields: Record<string, unknown> = {},
) {
  return {
    id,
    cuid: `participant-${id}`,
    firstname,
    lastname: 'Dupont',
    fullname: `${firstname} Dupont`,
    birthdate,
    custom_data: [],
    created_at: '2025-01-01T10:00:00.000Z',
    ...fields,
  };
}

/** Léa and Hugo Martin, the children of the Martin family. */
export const martinParticipants = [
  participantFixture(11, 'Léa', '2014-05-02', {
    cuid: 'p-lea',
    lastname: 'Martin',
    fullname: 'Léa Martin',
    created_at: '2024-01-01T10:00:00Z',
  }),
  participantFixture(12, 'Hugo', '2018-09-20', {
    cuid: 'p-hugo',
    lastname: 'Martin',
    fullname: 'Hugo Martin',
    created_at: '2024-01-01T10:00:00Z',
  }),
];

/** Camille Martin (with Léa and Hugo) when `signedIn`, a visitor otherwise. */
export function martinSession(signedIn: boolean): Session {
  return {
    ...visitorSession,
    customer: signedIn
      ? customerFixture({
          id: 5,
          cuid: 'c-camille',
          lastname: 'Martin',
          fullname: 'Camille Martin',
          phone: '+32470000000',
          created_at: '2024-01-01T10:00:00Z',
          participants: martinParticipants,
        })
      : null,
  } as Session;
}

/** A JSON answer of the fake server. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** One request the fake server received, parsed. */
export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * A fetch that parses every request against `origin`, hands it to `answer` and sends its answer as JSON;
 * `undefined` answers 404 `{ error: 'NOT_FOUND' }`.
 */
export function fetchAnswering(
  answer: (
    request: FakeRequest,
  ) =>
    | { status?: number; body: unknown }
    | undefined
    | Promise<{ status?: number; body: unknown } | undefined>,
  options: { origin?: string; emptyBody?: null } = {},
): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      String(input instanceof Request ? input.url : input),
      options.origin ?? 'http://petits-sportifs.localhost',
    );
    const body =
      typeof init?.body === 'string'
        ? JSON.parse(init.body)
        : 'emptyBody' in options
          ? options.emptyBody
          : undefined;
    const reply = (await answer({ method: init?.method ?? 'GET', url, body })) ?? {
      status: 404,
      body: { error: 'NOT_FOUND' },
    };
    return jsonResponse(reply.body, reply.status ?? 200);
  }) as typeof fetch;
}

/** A server that knows no call. */
export const notFoundFetch: typeof fetch = fetchAnswering(() => undefined);
