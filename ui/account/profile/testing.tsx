/**
 * The profile screens' test harness: the app's own root route with the account layout and ./routes.tsx
 * (same paths, loaders, search rules) over a fake server that answers the website, the session and the
 * screens' calls, and records every request. Test files mock the page shell (`vi.mock('../../shell/Shell')`
 * with ./shell-stub), so only the toast region surrounds the screens.
 */
import {
  type AnyRoute,
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { type CustomField, websiteSchema } from '../../../core/schemas/index';
import { ApiContext, createApi } from '../../app/api';
import type { Session, Website } from '../../app/context';
import { rootRoute } from '../../app/root';
import { parseSearch, stringifySearch } from '../../app/search';
import { createI18n } from '../../i18n/i18n';
import { TranslationProvider } from '../../i18n/react';
import { ClockProvider, pinnedClock } from '../../kit/clock/clock';
import { AnnouncerHygiene } from '../../shell/focus';
import {
  accountCounters,
  type FakeRequest,
  fetchAnswering,
  martinSession,
  TEST_NOW,
  websiteBase,
} from '../../testing/fixtures';
import { accountIndexRoute, accountLayoutRoute } from '../kit/account-route';
import { addAccountMessages } from '../messages-bundle';
import { profileRoutes } from './routes';

export { axeViolations } from '../../cart/testing';

// axe measures icon ligatures on a canvas; jsdom has none, and answering null makes axe skip the check.
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}

/** The account routes of this area under the app's root, plus a home page and any other path. */
const routeTree = rootRoute.addChildren([
  accountLayoutRoute.addChildren([accountIndexRoute, ...profileRoutes]),
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>page /</h1> }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <h1>other page</h1>,
  }) as unknown as AnyRoute,
]);

/** An organiser custom field; `fields` overrides any of its properties. */
export function customField(
  fields: Partial<CustomField> & Pick<CustomField, 'id' | 'type' | 'title' | 'entity'>,
): CustomField {
  return {
    description: null,
    required: false,
    active: true,
    order: fields.id,
    pattern: null,
    choices: [],
    ...fields,
  };
}

/** The demo website with the organiser's custom fields. */
export function websiteWith(customFields: CustomField[] = []): Website {
  return websiteSchema.omit({ pages: true }).parse({
    ...websiteBase,
    organiser: {
      ...websiteBase.organiser,
      settings: { ...websiteBase.organiser.settings, custom_fields: customFields },
    },
  });
}

/** Camille Martin signed in, with Léa and Hugo, and the counters of the session answer. */
export function signedIn(fields: Partial<Session> = {}): Session {
  const session = martinSession(true);
  return {
    ...session,
    counters: accountCounters({ participants: 2 }),
    wallet: { amount: 0 },
    ...fields,
  };
}

type Reply = { status?: number; body: unknown } | undefined;

export interface AccountServer {
  /** The session the next GET /api/session answers (a test may change it). */
  session: Session;
  received: FakeRequest[];
  /** The requests other than the reads of the website and the session. */
  calls(): FakeRequest[];
}

/**
 * Renders `path` in the app's router with the area's routes, over a fake server: GET /api/website and
 * GET /api/session answer `website` and `server.session`; everything else goes to `answer`, 404 unless told.
 */
export async function renderAccount(
  path: string,
  options: {
    session?: Session;
    website?: Website;
    answer?: (request: FakeRequest, server: AccountServer) => Reply;
    language?: 'fr' | 'en';
  } = {},
) {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const server: AccountServer = {
    session: options.session ?? signedIn(),
    received: [],
    calls: () =>
      server.received.filter(
        (request) =>
          request.method !== 'GET' ||
          (request.url.pathname !== '/api/website' && request.url.pathname !== '/api/session'),
      ),
  };
  const website = options.website ?? websiteWith();
  const fetchImpl = fetchAnswering((request) => {
    server.received.push(request);
    if (request.url.pathname === '/api/website') return { body: { website } };
    if (request.url.pathname === '/api/session' && request.method === 'GET') return { body: server.session };
    return options.answer?.(request, server);
  });
  const api = createApi(fetchImpl);
  const i18n = await createI18n(options.language ?? 'fr');
  addAccountMessages(i18n);
  const clock = pinnedClock(TEST_NOW);
  const router = createRouter({
    routeTree,
    context: { api, i18n, language: null, clock },
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch,
    stringifySearch,
  });
  await router.load();
  const view = render(
    <ClockProvider clock={clock}>
      <ApiContext.Provider value={api}>
        <TranslationProvider instance={i18n}>
          <RouterProvider router={router} />
          {/* As the shell does in the app (issue 18 §20): no announcement refers to a control that is gone. */}
          <AnnouncerHygiene />
        </TranslationProvider>
      </ApiContext.Provider>
    </ClockProvider>,
  );
  return { ...view, router, server };
}
