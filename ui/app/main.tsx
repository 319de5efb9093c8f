import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { catalogueCalls, sessionCalls } from '../../core/schemas/index';
import { createI18n } from '../i18n/i18n';
import { pageClock } from '../kit/clock/clock';
import { StorefrontApp } from './App';
import { createApi } from './api';
import { languageOfPath, URL_LANGUAGES } from './context';
import { attachInspectorIfAsked } from './inspector';
import { createAppRouter } from './router';
import { seededApi } from './ssr/answer-cache';
import { hydrationReadCache } from './ssr/read-cache';
import { RENDER_DATA_ID, readRenderData } from './ssr/render-data';
import './base.css';
import './print.css';

/**
 * Resolves once the browser has painted what the server sent (or after 100 ms in a tab that does not paint,
 * such as one opened in the background). When the scripts arrive before the first frame (cached, fast
 * network), running them first would hold the server-rendered page back behind a second of script work on a
 * slow phone; this way the page shows first and turns interactive right after.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/**
 * Starts the storefront. A function rather than top-level await: the entry's code shares its chunk with the
 * modules lazy pages import, and a chunk still awaiting at its top level would hold every such import (the
 * language's texts among them) behind itself.
 */
async function start(): Promise<void> {
  await afterFirstPaint();
  await attachInspectorIfAsked(window.location.search);

  // A page the server rendered carries the answers it was rendered with; without it (the Vite dev server),
  // the browser renders alone.
  const rendered = readRenderData(document.getElementById(RENDER_DATA_ID));

  // The URL's language wins; without one the organiser's language applies (the server wrote it on <html>).
  // Every call tells the server which one, so what it builds for the customer (payment page, return links)
  // speaks it too.
  const urlLanguage = languageOfPath(window.location.pathname);
  let callLanguage: string | null = urlLanguage;
  const network = createApi((input, init) => {
    if (callLanguage === null) return window.fetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set('accept-language', callLanguage);
    return window.fetch(input, { ...init, headers });
  });
  const api = seededApi(network, rendered?.answers ?? {});
  const renderedLanguage = URL_LANGUAGES.find((language) => language === document.documentElement.lang);
  const language =
    urlLanguage ??
    (rendered && renderedLanguage
      ? renderedLanguage
      : (await api.call(catalogueCalls.website, {})).website.organiser.language);
  callLanguage = language;
  const i18n = await createI18n(language);
  document.documentElement.lang = language;
  // A server-rendered page hydrates at the instant it was rendered at (its first renders and loaders).
  const clock = pageClock(rendered?.renderedAt ?? null);
  const router = createAppRouter({ api, i18n, language: urlLanguage, clock });
  const reads = hydrationReadCache(rendered?.reads ?? {});

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  let mounted: () => void = () => {};
  const live = new Promise<void>((resolve) => {
    mounted = resolve;
  });
  const app = (
    <StorefrontApp
      router={router}
      api={api}
      i18n={i18n}
      reads={reads}
      clock={clock}
      onMounted={() => mounted()}
    />
  );

  if (rendered) {
    // Marks the router as taking over a server render: it then lays out its boundaries as the server did
    // (no extra Suspense around the matches), which hydration needs to match.
    router.ssr = { manifest: undefined };
    // The loaders answer from the page's data at once, so the first render is the server's.
    await router.load();
    // The page's data serves this page only: parts loaded late (a lazy section hydrates after the rest)
    // still find it, the next page never does.
    router.subscribe('onBeforeNavigate', () => {
      api.forget();
      reads.forget();
      clock.leavePage();
    });
    // As a transition, hydration yields to the browser every few milliseconds (a click or a key is handled
    // in between) instead of running as one long task over the whole page.
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch means the browser's first render differs from the server's: reported, never silent.
        onRecoverableError: (error) => console.error('hydration mismatch', error),
      });
    });
    // The signed-out page may come from a shared cache: the visitor's own session arrives now.
    if (!rendered.personal) {
      const session = await network.call(sessionCalls.getSession, {}).catch(() => null);
      if (session?.customer) await router.invalidate();
    }
  } else {
    createRoot(container).render(app);
  }
  await live;
  // The page is hydrated and shows the visitor's own session: `<html data-ready>` tells scripts that drive
  // the storefront (end-to-end tests, uptime probes). A lazy section whose code is still on its way hydrates
  // after this mark, so they also wait for the network to go quiet (specs/e2e/steps.ts `openReady`).
  document.documentElement.dataset.ready = '';
}

void start();
