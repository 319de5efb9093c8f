// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartMachineItem } from '../../core/cart/index';
import type { Website } from '../app/context';
import { TEST_NOW } from '../testing/fixtures';
import { Header, HeaderView } from './Header';
import { CartMachine, ShellMachine } from './machines';
import { renderInShell, testWebsite } from './testing';

afterEach(cleanup);

/** The view with the submenu held in local state, as the shell machine holds it in the app. */
function StatefulHeader({
  header = testWebsite.header,
  cartCount = 0,
}: {
  header?: Website['header'];
  cartCount?: number;
}) {
  const [submenu, setSubmenu] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <HeaderView
      organiser={testWebsite.organiser}
      header={header}
      cartCount={cartCount}
      cartOpen={false}
      menuOpen={menuOpen}
      submenu={submenu}
      onSubmenuChange={(id, open) => setSubmenu(open ? id : null)}
      onCartPress={() => {}}
      onMenuPress={() => setMenuOpen(true)}
    />
  );
}

describe('HeaderView', () => {
  it('links the logo to the root and lists the desktop links', async () => {
    await renderInShell(() => <StatefulHeader />);
    const logo = await screen.findByRole('link', { name: 'Les Petits Sportifs, page d’accueil' });
    expect(logo.getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Cours' }).getAttribute('href')).toBe('/cours');
    expect(within(nav).getByRole('button', { name: 'Stages' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Le club' })).toBeTruthy();
  });

  it('opens a popover for a link with children only, from the keyboard', async () => {
    const { user } = await renderInShell(() => <StatefulHeader />);
    const trigger = await screen.findByRole('button', { name: 'Le club' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Le club' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Bons cadeaux' }).getAttribute('href')).toBe(
      '/bons-cadeaux',
    );
    // The parent has no address of its own: no "see all" link, and no columns.
    expect(within(dialog).queryByRole('link', { name: /Tout voir/ })).toBeNull();
    expect(within(dialog).queryByRole('heading')).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a mega menu with columns for a link with grandchildren', async () => {
    const { user } = await renderInShell(() => <StatefulHeader />);
    const trigger = await screen.findByRole('button', { name: 'Stages' });
    trigger.focus();
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Stages' });
    expect(within(dialog).getByRole('link', { name: 'Tout voir : Stages' }).getAttribute('href')).toBe(
      '/stages',
    );
    const headings = within(dialog).getAllByRole('heading');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Par thème', 'Par période']);
    expect(within(dialog).getByRole('link', { name: 'Arts & créativité' }).getAttribute('href')).toBe(
      '/stages?theme=arts',
    );
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Tout voir : Stages');
  });

  it('names the cart button with the count and shows the badge', async () => {
    await renderInShell(() => <StatefulHeader cartCount={3} />);
    const cart = await screen.findByRole('button', { name: 'Panier, 3 articles' });
    expect(cart.textContent).toBe('3');
    cleanup();
    await renderInShell(() => <StatefulHeader cartCount={0} />);
    expect((await screen.findByRole('button', { name: 'Panier, 0 article' })).textContent).toBe('');
  });

  it('places the logo and the links as the settings say', async () => {
    const header: Website['header'] = {
      ...testWebsite.header,
      settings: { position: 'relative', logo_position: 'center', links_position: 'center' },
    };
    const { container } = await renderInShell(() => <StatefulHeader header={header} />);
    await screen.findByRole('navigation');
    const element = container.querySelector('header');
    expect(element?.dataset.position).toBe('relative');
    expect(container.querySelector('.site-header__slot--center .site-header__logo')).not.toBeNull();
    expect(container.querySelector('.site-header__below .site-nav')).not.toBeNull();
  });
});

describe('Header', () => {
  const now = TEST_NOW;
  const inAnHour = new Date(Date.parse(TEST_NOW) + 3_600_000).toISOString();
  const anHourAgo = new Date(Date.parse(TEST_NOW) - 3_600_000).toISOString();
  const item = (id: number, expires_at: string): CartMachineItem => ({
    id,
    cuid: `item-${id}`,
    type: 'REGISTRATION',
    price: 12_000,
    expires_at,
  });

  function Probe() {
    const shell = ShellMachine.useSelector((state) => state.context);
    return (
      <output aria-label="shell">
        {JSON.stringify({ cart: shell.cartOpen, menu: shell.mobileMenuOpen, sub: shell.submenu })}
      </output>
    );
  }

  async function renderHeader() {
    return renderInShell(() => (
      <ShellMachine.Provider options={{ input: { pathname: '/' } }}>
        <CartMachine.Provider
          options={{ input: { now, items: [item(1, inAnHour), item(2, inAnHour), item(3, anHourAgo)] } }}
        >
          <Header />
          <Probe />
        </CartMachine.Provider>
      </ShellMachine.Provider>
    ));
  }

  it('counts unexpired items and toggles the cart drawer and the mobile menu through the shell machine', async () => {
    const { user } = await renderHeader();
    const cart = await screen.findByRole('button', { name: 'Panier, 2 articles' });
    const state = () =>
      JSON.parse(screen.getByRole('status', { name: 'shell', hidden: true }).textContent ?? '{}');
    await user.click(cart);
    expect(state().cart).toBe(true);
    await user.click(cart);
    expect(state().cart).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    expect(state().menu).toBe(true);
  });

  it('keeps the open submenu in the shell machine', async () => {
    const { user } = await renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Le club' }));
    await screen.findByRole('dialog', { name: 'Le club' });
    expect(screen.getByRole('status', { name: 'shell', hidden: true }).textContent).toContain(
      '"sub":"header-4"',
    );
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'shell', hidden: true }).textContent).toContain('"sub":null'),
    );
  });
});
