import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Session } from '../../app/context';
import { createI18n } from '../../i18n/i18n';
import { TranslationProvider } from '../../i18n/react';
import {
  customerFixture,
  fetchAnswering,
  participantFixture,
  testWebsite,
  visitorSession,
} from '../../testing/fixtures';
import { pageRoute, renderWithStorefront } from '../../testing/render';
import { AvailabilityDetail, type AvailabilityDetailData } from './AvailabilityDetail';

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A fake API answering by "METHOD /path"; records what was sent. */
export function fakeFetch(
  routes: Record<string, unknown | ((sent: Sent) => { status: number; body: unknown })>,
) {
  const sent: Sent[] = [];
  const fetch = fetchAnswering(
    ({ method, url, body }) => {
      const request: Sent = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
      sent.push(request);
      const route = routes[`${method} ${url.pathname}`];
      if (route === undefined) return undefined;
      return typeof route === 'function' ? route(request) : { status: 200, body: route };
    },
    { origin: 'http://test.localhost' },
  );
  return { fetch, sent };
}

export const website = testWebsite;

export const camille = customerFixture({
  cuid: 'customer-7',
  phone: '+32 470 00 00 00',
  created_at: '2025-01-01T10:00:00.000Z',
  participants: [participantFixture(11, 'Léa', '2015-03-02'), participantFixture(12, 'Hugo', '2019-06-20')],
});

export const signedIn = { ...visitorSession, customer: camille, wallet: { amount: 0 } } as unknown as Session;

export const anonymous: Session = visitorSession;

/**
 * Renders `ui` at `path` inside a memory router whose root loads the website and the session, with the
 * translations (fr), the API over `fetch`, the cart machine and the toast region.
 */
export async function renderInApp(
  ui: () => ReactNode,
  options: { path?: string; session?: Session; fetch: typeof globalThis.fetch },
) {
  return renderWithStorefront(ui, {
    path: options.path ?? '/page',
    website,
    session: options.session ?? signedIn,
    fetch: options.fetch,
    providers: 'cart+toasts',
    routes: (root) => [pageRoute(root, '$', () => <>{ui()}</>)],
    preload: false,
  });
}

/** Only the translations, for presentational components. */
export async function renderTranslated(ui: ReactNode) {
  const i18n = await createI18n('fr');
  return render(<TranslationProvider instance={i18n}>{ui}</TranslationProvider>);
}

/** The availability page's detail (`data` in the API's shape) with its forms, rendered in the app. */
export const renderDetail = (
  data: Record<string, unknown>,
  fetch: typeof globalThis.fetch,
  options: { session?: Session; path?: string; participant?: string } = {},
) =>
  renderInApp(
    () => (
      <AvailabilityDetail
        availability={data as unknown as AvailabilityDetailData}
        participantCuid={options.participant ?? null}
      />
    ),
    { fetch, session: options.session, path: options.path },
  );
