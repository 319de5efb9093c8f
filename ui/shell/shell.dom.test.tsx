// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../testing/fixtures';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileMenu } from './MobileMenu';
import { CartMachine, ShellMachine } from './machines';
import { TopBar } from './TopBar';
import { customerSession, renderInShell, visitorSession } from './testing';

afterEach(cleanup);

// axe measures icon ligatures on a canvas; jsdom has none, and answering null makes axe skip the check.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

/** Axe on the rendered shell (colour contrast needs layout, which jsdom lacks: checked by eye in the browser). */
async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

function Shell() {
  return (
    <ShellMachine.Provider options={{ input: { pathname: '/' } }}>
      <CartMachine.Provider options={{ input: { now: TEST_NOW } }}>
        <TopBar />
        <Header />
        <MobileMenu />
        <main id="main">
          <h1>Accueil</h1>
        </main>
        <Footer />
      </CartMachine.Provider>
    </ShellMachine.Provider>
  );
}

describe('page shell accessibility', () => {
  it('has no axe violations for a visitor, with the mega menu open', async () => {
    const { user } = await renderInShell(() => <Shell />, { session: () => visitorSession });
    await screen.findByRole('contentinfo');
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Stages' }));
    await screen.findByRole('dialog', { name: 'Stages' });
    expect(await violations()).toEqual([]);
  });

  it('has no axe violations for a customer, with the mobile menu open', async () => {
    const { user } = await renderInShell(() => <Shell />, { session: () => customerSession });
    await user.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(await screen.findByRole('button', { name: 'Le club' }));
    expect(await violations()).toEqual([]);
  });
});
