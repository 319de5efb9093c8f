// @vitest-environment jsdom
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContext, createApi } from '../app/api';
import { rootRoute } from '../app/root';
import { createI18n } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/react';
import { siteRoutes } from './routes';
import { block, fakeFetch, section, VISITOR, WEBSITE } from './test-utils';

// The page shell (header, footer, cart) is not under test here.
vi.mock('../shell/Shell', () => ({ Shell: ({ children }: { children: ReactNode }) => children }));

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
  const router = createRouter({
    routeTree: rootRoute.addChildren([...siteRoutes]),
    context: { api, i18n, language: null },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <ApiContext.Provider value={api}>
      <TranslationProvider instance={i18n}>
        <RouterProvider router={router} />
      </TranslationProvider>
    </ApiContext.Provider>,
  );
  return { router, calls };
}

describe('site routes', () => {
  it('/ renders the home page and titles the document', async () => {
    const { calls } = await open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Des stages qui font bouger' })).toBeTruthy();
    expect(document.title).toBe('Accueil');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Stages pour enfants',
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
    expect(document.title).toBe('Stages d’été');
  });

  it('a pathname no page has renders the page-not-found page', async () => {
    await open('/nulle-part');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
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
