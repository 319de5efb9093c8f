// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalLink } from './LocalLink';
import { TopBar, TopBarView } from './TopBar';
import { customerSession, renderInShell, testWebsite, visitorSession } from './testing';

afterEach(cleanup);

const idle = { logout: () => {}, pending: false, error: null, done: false };

describe('TopBarView', () => {
  it('shows the contacts as mailto and tel links and the announcement link', async () => {
    await renderInShell(() => (
      <TopBarView
        topbar={testWebsite.topbar}
        customer={null}
        authHrefs={{ login: '/auth/login', register: '/auth/register' }}
        logout={idle}
      />
    ));
    const bar = await screen.findByRole('region', { name: 'Contact et compte' });
    expect(within(bar).getByRole('link', { name: 'E-mail : bonjour@petits-sportifs.be' })).toHaveProperty(
      'href',
      'mailto:bonjour@petits-sportifs.be',
    );
    expect(within(bar).getByRole('link', { name: 'Téléphone : +32 2 555 12 34' }).getAttribute('href')).toBe(
      'tel:+3225551234',
    );
    expect(
      within(bar)
        .getByRole('link', { name: 'Inscriptions ouvertes pour les stages de Noël' })
        .getAttribute('href'),
    ).toBe('/stages');
  });

  it('shows the announcement as text when it has no link, and nothing without text', async () => {
    const topbar = {
      ...testWebsite.topbar,
      content: {
        contacts: { email: null, phone: null },
        announcement: { text: 'Fermé le 1er mai', href: null },
      },
    };
    await renderInShell(() => (
      <TopBarView topbar={topbar} customer={null} authHrefs={{ login: '/a', register: '/b' }} logout={idle} />
    ));
    const bar = await screen.findByRole('region', { name: 'Contact et compte' });
    expect(within(bar).getByText('Fermé le 1er mai').tagName).toBe('P');
    expect(within(bar).queryByRole('link', { name: /Fermé/ })).toBeNull();
    expect(within(bar).queryByRole('list')).toBeNull();
  });
});

describe('TopBar', () => {
  it('offers a visitor login and register links carrying the current path and query', async () => {
    await renderInShell(() => <TopBar />, { path: '/stages?period=noel' });
    const login = await screen.findByRole('link', { name: 'Se connecter' });
    expect(login.getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/stages?period=noel')}`,
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe(
      `/auth/register?redirect=${encodeURIComponent('/stages?period=noel')}`,
    );
    expect(screen.queryByText(/Bonjour/)).toBeNull();
  });

  it('uses the plain login link on an auth page', async () => {
    await renderInShell(() => <TopBar />, { path: '/auth/register?redirect=%2Fcheckout' });
    expect((await screen.findByRole('link', { name: 'Se connecter' })).getAttribute('href')).toBe(
      '/auth/login',
    );
  });

  it('greets the customer, links to the account and logs out', async () => {
    let session = customerSession;
    const calls: string[] = [];
    const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      session = visitorSession;
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const { user } = await renderInShell(
      () => (
        <>
          <TopBar />
          <LocalLink href="/">home</LocalLink>
        </>
      ),
      { session: () => session, fetch: fakeFetch as typeof fetch, path: '/blog' },
    );
    expect(await screen.findByText('Bonjour Camille')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/account/home');
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(calls).toContain('POST /api/auth/logout');
    expect(screen.queryByText('Bonjour Camille')).toBeNull();
    // "POST /api/auth/logout ... success toast (key logout.form.messages.success)" (part 2 §7).
    // On a busy machine the 350 ms of loading may be over before the first look: loading or already success
    // (ui/toasts/LoadingToast.dom.test.tsx pins the sequence with a held answer).
    const toast = await screen.findByRole('alertdialog');
    expect(['loading', 'success']).toContain(toast.getAttribute('data-tone'));
    await waitFor(() => expect(toast.getAttribute('data-tone')).toBe('success'));
    expect(within(toast).getByRole('alert').textContent).toBe('Vous êtes déconnecté.');
  });

  it('shows the translated error when logout fails', async () => {
    const fakeFetch = async () =>
      new Response(JSON.stringify({ error: 'UNKNOWN_ERROR' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    const { user } = await renderInShell(() => <TopBar />, {
      session: () => customerSession,
      fetch: fakeFetch as typeof fetch,
    });
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    // The failure stays beside the button and is the loading toast's outcome (part 2 §8).
    const toast = await screen.findByRole('alertdialog');
    await waitFor(() => expect(toast.getAttribute('data-tone')).toBe('error'));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Une erreur est survenue. Veuillez réessayer.',
      'Une erreur est survenue. Veuillez réessayer.',
    ]);
    expect(screen.getByText('Bonjour Camille')).toBeTruthy();
  });
});
