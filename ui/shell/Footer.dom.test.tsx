// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../core/time/index';
import { TEST_NOW } from '../testing/fixtures';
import { Footer, FooterView } from './Footer';
import { renderInShell, testWebsite } from './testing';

afterEach(cleanup);

type FooterViewProps = Parameters<typeof FooterView>[0];

/** The footer of the test website in 2031, with `props` changed. */
const renderFooter = (props: Partial<FooterViewProps> = {}) =>
  renderInShell(() => (
    <FooterView
      organiser={testWebsite.organiser}
      footer={testWebsite.footer}
      legalLinks={testWebsite.provider_legal_links}
      year={2031}
      {...props}
    />
  ));

describe('FooterView', () => {
  it('shows the organiser, its quote and the navigation columns', async () => {
    await renderFooter();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('Les Petits Sportifs')).toBeTruthy();
    expect(within(footer).getByText('Bouger, créer, grandir ensemble.')).toBeTruthy();
    const nav = within(footer).getByRole('navigation', { name: 'Liens du pied de page' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Le club', 'Nous trouver']);
    expect(within(nav).getByRole('link', { name: 'Qui sommes-nous ?' }).getAttribute('href')).toBe('/about');
    expect(within(nav).getByRole('link', { name: '+32 2 555 12 34' }).getAttribute('href')).toBe(
      'tel:+3225551234',
    );
    expect(within(footer).getByText('© 2031 Les Petits Sportifs. Tous droits réservés.')).toBeTruthy();
  });

  it('renders links without an address as plain text', async () => {
    await renderFooter();
    const nav = await screen.findByRole('navigation', { name: 'Liens du pied de page' });
    const address = within(nav).getByText('Rue Volta 18, 1050 Ixelles');
    expect(address.tagName).toBe('SPAN');
    expect(address.closest('a')).toBeNull();
    // The columns' own names have no address either ("" became "#" in the schema).
    expect(within(nav).queryByRole('link', { name: 'Le club' })).toBeNull();
    expect(within(nav).queryAllByRole('link')).toHaveLength(3);
  });

  it('opens external links and the provider legal pages in a new tab', async () => {
    await renderFooter();
    const partners = await screen.findByRole('link', { name: 'Partenaires' });
    expect(partners.getAttribute('target')).toBe('_blank');
    expect(partners.getAttribute('rel')).toBe('noopener noreferrer');
    const legal = screen.getByRole('navigation', { name: 'Informations légales' });
    const links = within(legal).getAllByRole('link');
    // The addresses the server is configured with (GET /api/website), none written in the UI.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://provider.test/legal/notice',
      'https://provider.test/legal/disclaimer',
      'https://provider.test/legal/privacy-policy',
    ]);
    expect(links[0]?.textContent).toBe('Mentions légales (s’ouvre dans un nouvel onglet)');
    for (const link of links) expect(link.getAttribute('target')).toBe('_blank');
  });

  it('leaves out a legal link the server has no address for, and the legal list when it has none', async () => {
    await renderFooter({ legalLinks: { ...testWebsite.provider_legal_links, disclaimer: null } });
    const legal = await screen.findByRole('navigation', { name: 'Informations légales' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Mentions légales (s’ouvre dans un nouvel onglet)',
      'Politique de confidentialité (s’ouvre dans un nouvel onglet)',
    ]);
    cleanup();
    await renderFooter({ legalLinks: { notice: null, disclaimer: null, privacy_policy: null } });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('navigation', { name: 'Informations légales' })).toBeNull();
  });

  it('shows the logo when the organiser has one', async () => {
    const { container } = await renderFooter({
      organiser: { ...testWebsite.organiser, logo: '/media/logo.svg' },
      footer: { ...testWebsite.footer, content: { links: [], quote: null } },
    });
    await screen.findByRole('contentinfo');
    expect(container.querySelector('img.site-footer__logo')?.getAttribute('src')).toBe('/media/logo.svg');
    expect(screen.queryByRole('navigation', { name: 'Liens du pied de page' })).toBeNull();
  });
});

describe('Footer', () => {
  it('writes the current year in the copyright line', async () => {
    await renderInShell(() => <Footer />);
    const year = brusselsDate(TEST_NOW).year;
    expect(await screen.findByText(`© ${year} Les Petits Sportifs. Tous droits réservés.`)).toBeTruthy();
  });
});
