// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../testing/fixtures';
import { Header } from './Header';
import { MobileMenu, MobileMenuView } from './MobileMenu';
import { CartMachine, ShellMachine } from './machines';
import type { ShellCustomer } from './TopBar';
import { customerSession, renderInShell, testWebsite } from './testing';

afterEach(cleanup);

const idle = { logout: () => {}, pending: false, error: null, done: false };
const authHrefs = { login: '/auth/login?redirect=%2Fcours', register: '/auth/register?redirect=%2Fcours' };

function OpenMenu({ customer = null }: { customer?: ShellCustomer | null }) {
  const [open, setOpen] = useState(true);
  const [navigations, setNavigations] = useState(0);
  return (
    <>
      <p>
        {open ? 'open' : 'closed'} {navigations}
      </p>
      <MobileMenuView
        isOpen={open}
        onOpenChange={setOpen}
        onNavigate={() => {
          setNavigations((count) => count + 1);
          setOpen(false);
        }}
        links={testWebsite.header.content.links}
        contacts={testWebsite.topbar.content.contacts}
        customer={customer}
        authHrefs={authHrefs}
        logout={idle}
      />
    </>
  );
}

describe('MobileMenuView', () => {
  it('shows collapsible groups for links with children', async () => {
    const { user } = await renderInShell(() => <OpenMenu />);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Cours' }).getAttribute('href')).toBe('/cours');

    const group = within(nav).getByRole('button', { name: 'Le club' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Bons cadeaux' })).toBeNull();
    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Bons cadeaux' }).getAttribute('href')).toBe(
      '/bons-cadeaux',
    );

    const stages = within(nav).getByRole('button', { name: 'Stages' });
    stages.focus();
    await user.keyboard('{Enter}');
    expect(stages.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Tout voir : Stages' }).getAttribute('href')).toBe(
      '/stages',
    );
    expect(within(nav).getByRole('link', { name: 'Noël' }).getAttribute('href')).toBe('/stages?period=noel');
    await user.keyboard('{Enter}');
    expect(stages.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers login and register to a visitor, and the contacts', async () => {
    await renderInShell(() => <OpenMenu />);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      authHrefs.login,
    );
    expect(within(drawer).getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe(
      authHrefs.register,
    );
    expect(within(drawer).getByRole('heading', { name: 'Nous contacter' })).toBeTruthy();
    expect(
      within(drawer)
        .getByRole('link', { name: /bonjour@petits-sportifs.be/ })
        .getAttribute('href'),
    ).toBe('mailto:bonjour@petits-sportifs.be');
  });

  it('offers the account and logout to a customer', async () => {
    await renderInShell(() => <OpenMenu customer={{ firstname: 'Camille' }} />);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Bonjour Camille')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe(
      '/account/home',
    );
    expect(within(drawer).getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: 'Se connecter' })).toBeNull();
  });

  it('closes with its close button and when a link is followed', async () => {
    const { user } = await renderInShell(() => <OpenMenu />);
    await user.click(await screen.findByRole('button', { name: 'Fermer le menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/closed/)).toBeTruthy();
    cleanup();

    const second = await renderInShell(() => <OpenMenu />);
    await second.user.click(await screen.findByRole('link', { name: 'Cours' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('closed 1')).toBeTruthy();
    expect(second.router.state.location.pathname).toBe('/cours');
  });
});

describe('MobileMenu', () => {
  it('opens from the header button and closes with Escape through the shell machine', async () => {
    const { user } = await renderInShell(
      () => (
        <ShellMachine.Provider options={{ input: { pathname: '/' } }}>
          <CartMachine.Provider options={{ input: { now: TEST_NOW } }}>
            <Header />
            <MobileMenu />
          </CartMachine.Provider>
        </ShellMachine.Provider>
      ),
      { session: () => customerSession },
    );
    const button = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Bonjour Camille')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
