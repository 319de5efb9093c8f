// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../core/time/index';
import { Footer, FooterView, PROVIDER_LEGAL_LINKS } from './Footer';
import { renderInShell, testWebsite } from './testing';

afterEach(cleanup);

describe('FooterView', () => {
  it('shows the organiser, its quote and the navigation columns', async () => {
    await renderInShell(() => (
      <FooterView organiser={testWebsite.organiser} footer={testWebsite.footer} year={2031} />
    ));
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
    await renderInShell(() => (
      <FooterView organiser={testWebsite.organiser} footer={testWebsite.footer} year={2031} />
    ));
    const nav = await screen.findByRole('navigation', { name: 'Liens du pied de page' });
    const address = within(nav).getByText('Rue Volta 18, 1050 Ixelles');
    expect(address.tagName).toBe('SPAN');
    expect(address.closest('a')).toBeNull();
    // The columns' own names have no address either ("" became "#" in the schema).
    expect(within(nav).queryByRole('link', { name: 'Le club' })).toBeNull();
    expect(within(nav).queryAllByRole('link')).toHaveLength(3);
  });

  it('opens external links and the provider legal pages in a new tab', async () => {
    await renderInShell(() => (
      <FooterView organiser={testWebsite.organiser} footer={testWebsite.footer} year={2031} />
    ));
    const partners = await screen.findByRole('link', { name: 'Partenaires' });
    expect(partners.getAttribute('target')).toBe('_blank');
    expect(partners.getAttribute('rel')).toBe('noopener noreferrer');
    const legal = screen.getByRole('navigation', { name: 'Informations légales' });
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      PROVIDER_LEGAL_LINKS.notice,
      PROVIDER_LEGAL_LINKS.disclaimer,
      PROVIDER_LEGAL_LINKS.privacy,
    ]);
    expect(links[0]?.textContent).toBe('Mentions légales (s’ouvre dans un nouvel onglet)');
    for (const link of links) expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows the logo when the organiser has one', async () => {
    const { container } = await renderInShell(() => (
      <FooterView
        organiser={{ ...testWebsite.organiser, logo: '/media/logo.svg' }}
        footer={{ ...testWebsite.footer, content: { links: [], quote: null } }}
        year={2031}
      />
    ));
    await screen.findByRole('contentinfo');
    expect(container.querySelector('img.site-footer__logo')?.getAttribute('src')).toBe('/media/logo.svg');
    expect(screen.queryByRole('navigation', { name: 'Liens du pied de page' })).toBeNull();
  });
});

describe('Footer', () => {
  it('writes the current year in the copyright line', async () => {
    await renderInShell(() => <Footer />);
    const year = brusselsDate(new Date().toISOString()).year;
    expect(await screen.findByText(`© ${year} Les Petits Sportifs. Tous droits réservés.`)).toBeTruthy();
  });
});
