// @vitest-environment jsdom
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContext, createApi } from '../app/api';
import { rootRoute } from '../app/root';
import { createI18n } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/react';
import { ClockProvider, pinnedClock } from '../kit/clock/clock';
import { TEST_NOW } from '../testing/fixtures';
import { siteRoutes } from './routes';
import { block, fakeFetch, section, VISITOR, WEBSITE } from './test-utils';

// The page shell (header, footer, cart) is not under test here; its document head is.
vi.mock('../shell/Shell', async () => {
  const { DocumentHead } = await import('../shell/DocumentHead');
  return {
    Shell: ({ children }: { children: ReactNode }) => (
      <>
        <DocumentHead />
        {children}
      </>
    ),
  };
});

afterEach(cleanup);

const PAGES: Record<string, unknown> = {
  '/': {
    title: 'Accueil',
    description: 'Stages pour enfants',
    pathname: '/',
    type: 'DEFAULT',
    content: [section('hero', 'split-hero', { title: 'Des stages qui font bouger' })],
  },
  '/terms': {
    title: 'Conditions générales',
    description: null,
    pathname: '/terms',
    type: 'DEFAULT',
    content: [
      section('t', 'basic', {}, [
        block('r', 'rich-text', { html: '<p>Les inscriptions sont confirmées.</p>' }),
      ]),
    ],
  },
  '/ete': {
    title: 'Stages d’été',
    description: null,
    pathname: '/ete',
    type: 'AVAILABILITY',
    content: [section('s', 'basic', {}, [block('p', 'paragraph', { text: 'Sept semaines de stages.' })])],
  },
};

async function open(path: string) {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const { fetch, calls } = fakeFetch({
    '/api/website': () => ({ body: { website: WEBSITE } }),
    '/api/session': () => ({ body: VISITOR }),
    '/api/website/pages': (url) => {
      const page = PAGES[url.searchParams.get('pathname') ?? ''];
      return page ? { body: { page } } : { status: 404, body: { error: 'PAGE_NOT_FOUND' } };
    },
  });
  const api = createApi(fetch);
  const i18n = await createI18n('fr');
  const clock = pinnedClock(TEST_NOW);
  const router = createRouter({
    routeTree: rootRoute.addChildren([...siteRoutes]),
    context: { api, i18n, language: null, clock },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <ClockProvider clock={clock}>
      <ApiContext.Provider value={api}>
        <TranslationProvider instance={i18n}>
          <RouterProvider router={router} />
        </TranslationProvider>
      </ApiContext.Provider>
    </ClockProvider>,
  );
  return { router, calls };
}

describe('site routes', () => {
  it('/ renders the home page and titles the document', async () => {
    const { calls } = await open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Des stages qui font bouger' })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Accueil · Les Petits Sportifs'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Stages pour enfants',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/fr`,
    );
    expect(calls.find((url) => url.pathname === '/api/website/pages')?.searchParams.get('pathname')).toBe(
      '/',
    );
  });

  it('/terms renders the terms page', async () => {
    await open('/terms');
    expect(await screen.findByText('Les inscriptions sont confirmées.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions générales' })).toBeTruthy();
  });

  it('/$availability renders the page with that pathname', async () => {
    await open('/ete');
    expect(await screen.findByText('Sept semaines de stages.')).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Stages d’été · Les Petits Sportifs'));
  });

  it('a pathname no page has renders the page-not-found page', async () => {
    await open('/nulle-part');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Page introuvable · Les Petits Sportifs'));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('a client navigation replaces the title and the head tags', async () => {
    const { router } = await open('/');
    await vi.waitFor(() => expect(document.title).toBe('Accueil · Les Petits Sportifs'));
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    await act(async () => {
      await router.navigate({ to: '/$availability', params: { availability: 'ete' } });
    });
    await vi.waitFor(() => expect(document.title).toBe('Stages d’été · Les Petits Sportifs'));
    // The home page's description and Organization are gone; one canonical, the new page's.
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Les Petits Sportifs : activités, cours et stages à réserver en ligne.',
    );
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(
      [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    ).toEqual([`${window.location.origin}/fr/ete`]);
  });

  it('preview pages are noindex', async () => {
    await open('/ete?preview=true');
    await vi.waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
    );
  });

  it('a bad preview parameter falls back to no preview', async () => {
    await open('/ete?preview=maybe');
    expect(await screen.findByText('Sept semaines de stages.')).toBeTruthy();
    expect(document.querySelector('[data-element-id]')).toBeNull();
  });

  it('preview=true turns preview mode on', async () => {
    await open('/ete?preview=true');
    expect(await screen.findByText('Sept semaines de stages.')).toBeTruthy();
    expect(document.querySelector('[data-element-id="p"]')).not.toBeNull();
  });
});
