// @vitest-environment jsdom
import { createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiContext, createApi } from '../app/api';
import { rootRoute } from '../app/root';
import { createI18n } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/react';
import { ClockProvider, pinnedClock } from '../kit/clock/clock';
import { fetchAnswering, TEST_NOW, testWebsite, visitorSession } from '../testing/fixtures';

afterEach(cleanup);

// axe measures icon ligatures on a canvas; jsdom has none, and answering null makes axe skip the check.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
// jsdom implements no scrolling; the router restores scroll positions after each load.
window.scrollTo = (() => {}) as typeof window.scrollTo;

/** The app's root route over a server that is down (503 on every call) until `up` is set. */
async function renderRootWhileDown(language: 'fr' | 'en') {
  const server = { up: false, calls: 0 };
  const api = createApi(
    fetchAnswering(({ url }) => {
      server.calls += 1;
      if (!server.up) return { status: 503, body: { error: 'DATABASE_UNAVAILABLE' } };
      if (url.pathname === '/api/website') return { body: { website: testWebsite } };
      if (url.pathname === '/api/session') return { body: visitorSession };
      return undefined;
    }),
  );
  const i18n = await createI18n(language);
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>home page</h1>,
  });
  const clock = pinnedClock(TEST_NOW);
  const router = createRouter({
    routeTree: rootRoute.addChildren([home]),
    context: { api, i18n, language, clock },
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <ClockProvider clock={clock}>
      <ApiContext.Provider value={api}>
        <TranslationProvider instance={i18n}>
          <RouterProvider router={router as never} />
        </TranslationProvider>
      </ApiContext.Provider>
    </ClockProvider>,
  );
  return server;
}

// The client retries a failed read 3 times (1 s, 2 s, 4 s): the error page comes after about 7 seconds.
const AFTER_RETRIES = { timeout: 12_000 };

describe('storefront when the shop cannot be loaded', { timeout: 30_000 }, () => {
  it('shows an accessible error page after the retries, and the shop once "Try again" succeeds', async () => {
    const server = await renderRootWhileDown('fr');
    const alert = await screen.findByRole('alert', {}, AFTER_RETRIES);
    expect(alert).toHaveProperty('textContent', expect.stringContaining('La boutique est injoignable'));
    // Both reads of the root, each tried 4 times.
    expect(server.calls).toBe(8);
    const axeResult = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(axeResult.violations.map((violation) => violation.id)).toEqual([]);

    server.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'home page' }, AFTER_RETRIES)).toBeTruthy();
    expect(screen.queryByRole('alert', { name: 'La boutique est injoignable' })).toBeNull();
  });

  it('speaks English on an English storefront', async () => {
    await renderRootWhileDown('en');
    expect(
      await screen.findByRole('heading', { name: 'The shop cannot be reached' }, AFTER_RETRIES),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
