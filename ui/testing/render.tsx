/**
 * The one storefront test harness: a memory router whose root route loads `{ website, session }` as the
 * app's root does, inside the app's providers (i18n, API, router). The per-area harnesses
 * (ui/<area>/test-*.tsx, ui/<area>/testing.tsx) build their screens on it.
 */
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { cartMachine } from '../../core/cart/index';
import { cartActors } from '../../core/ports';
import { addAccountMessages } from '../account/messages-bundle';
import { ApiContext, createApi } from '../app/api';
import type { Session, Website } from '../app/context';
import { parseSearch, stringifySearch } from '../app/search';
import { createI18n } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/react';
import { ClockProvider, type PageClock, pinnedClock } from '../kit/clock/clock';
import { AnnouncerHygiene } from '../shell/focus';
import { CartMachine, ShellMachines } from '../shell/machines';
import { ToastProvider } from '../toasts/Toasts';
import { notFoundFetch, TEST_NOW, testWebsite, visitorSession } from './fixtures';

// jsdom has no CSS.escape, which React Aria's overlays and collections call.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escapeIdentifier = (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
  (globalThis as { CSS?: unknown }).CSS = { ...(globalThis.CSS ?? {}), escape: escapeIdentifier };
}

/** jsdom implements no scrolling; the router restores scroll positions on navigation. */
function silenceScrolling() {
  if (typeof window !== 'undefined') window.scrollTo = (() => {}) as typeof window.scrollTo;
}
silenceScrolling();

export type Api = ReturnType<typeof createApi>;
type I18n = Awaited<ReturnType<typeof createI18n>>;

/** Which of the app's providers sit around the routes, outermost first. */
export type Providers = 'none' | 'toasts' | 'shell' | 'shell+toasts' | 'cart+toasts';

export interface StorefrontOptions {
  /** The initial path and query; `/page` unless told. */
  path?: string;
  website?: Website;
  /** A session, or a function read on every root load (a test can change it before `router.invalidate()`). */
  session?: Session | (() => Session);
  /** The fake server; every call answers 404 unless told. */
  fetch?: typeof fetch;
  language?: 'fr' | 'en';
  providers?: Providers;
  /** Rendered next to the routes' outlet, inside the providers (a probe, the cart drawer...). */
  around?: (outlet: ReactNode) => ReactNode;
  /**
   * The root's children, built with `getParentRoute: () => root`. Unless told: `ui` on the pathname of
   * `path` and every other path rendering `<p>other page</p>`.
   */
  routes?: (root: AnyRoute) => AnyRoute[];
  /** Passed to `createRouter` (the app's query-string format, the router context...). */
  router?: (app: {
    api: Api;
    i18n: I18n;
    clock: PageClock;
  }) => Omit<Parameters<typeof createRouter>[0], 'routeTree' | 'history'>;
  /** Whether the router loads before the first render (true unless told). */
  preload?: boolean;
  /** Runs on the translations before the first render (to add an area's texts...). */
  translations?: (i18n: I18n) => void;
  /** How long the root's `{ website, session }` stays fresh (the router's default unless told). */
  rootStaleTime?: number;
  /** The instant the clock is pinned at (`TEST_NOW` unless told): no test reads the wall clock. */
  now?: string;
}

/** Wraps `outlet` in the providers named by `providers`. */
function withProviders(providers: Providers, api: Api, clock: PageClock, outlet: ReactNode): ReactNode {
  const toasts = providers.endsWith('toasts') ? <ToastProvider>{outlet}</ToastProvider> : outlet;
  if (providers.startsWith('shell')) return <ShellMachines>{toasts}</ShellMachines>;
  if (providers.startsWith('cart')) {
    return (
      <CartMachine.Provider
        logic={cartMachine.provide({ actors: cartActors(api.cart) })}
        options={{ input: { now: clock.now() } }}
      >
        {toasts}
      </CartMachine.Provider>
    );
  }
  return toasts;
}

/**
 * Renders `ui` (on the pathname of `options.path`, unless `options.routes` says otherwise) inside the
 * providers a storefront page has, so `useWebsite()`, `useSession()`, `useApi()`, `useT()` and `LocalLink`
 * work as in the app.
 */
export async function renderWithStorefront(ui: () => ReactNode, options: StorefrontOptions = {}) {
  silenceScrolling();
  const i18n = await createI18n(options.language ?? 'fr');
  // The account's texts load with its routes in the app; pages tested alone get them up front.
  addAccountMessages(i18n);
  options.translations?.(i18n);
  const api = createApi(options.fetch ?? notFoundFetch);
  const website = options.website ?? testWebsite;
  const readSession = options.session ?? visitorSession;
  const session = typeof readSession === 'function' ? readSession : () => readSession;
  const around = options.around ?? ((outlet: ReactNode) => outlet);
  const clock = pinnedClock(options.now ?? TEST_NOW);
  const root = createRootRoute({
    loader: () => ({ website, session: session() }),
    ...(options.rootStaleTime === undefined ? {} : { staleTime: options.rootStaleTime }),
    component: () => withProviders(options.providers ?? 'none', api, clock, around(<Outlet />)),
  });
  const path = options.path ?? '/page';
  const routes = options.routes?.(root as unknown as AnyRoute) ?? [
    createRoute({ getParentRoute: () => root, path: path.split('?')[0] ?? '/page', component: ui }),
    createRoute({ getParentRoute: () => root, path: '$', component: () => <p>other page</p> }),
  ];
  const router = createRouter({
    ...options.router?.({ api, i18n, clock }),
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    // The query string read and written as the app's router does (every value is text).
    parseSearch,
    stringifySearch,
  });
  if (options.preload ?? true) await router.load();
  const view = render(
    <ClockProvider clock={clock}>
      <ApiContext.Provider value={api}>
        <TranslationProvider instance={i18n}>
          <RouterProvider router={router as never} />
          {/* As the shell does in the app (issue 18 §20): no announcement refers to a control that is gone. */}
          <AnnouncerHygiene />
        </TranslationProvider>
      </ApiContext.Provider>
    </ClockProvider>,
  );
  return { ...view, router, i18n, api, clock };
}

/** A route at `path` under `root` that renders `component`. */
export function pageRoute(root: AnyRoute, path: string, component: () => ReactNode) {
  return createRoute({ getParentRoute: () => root, path, component }) as unknown as AnyRoute;
}
