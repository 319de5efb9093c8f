// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStorefront } from '../testing/render';
import { RichHtml } from './RichHtml';

afterEach(cleanup);

const renderHtml = (html: string, className = 'rich-text') =>
  renderWithStorefront(() => <RichHtml html={html} className={className} />);

describe('RichHtml, the one renderer of organiser HTML', () => {
  it('renders the sanitised content: no script, no event attribute, no javascript: link', async () => {
    const { container } = await renderHtml(
      '<p onclick="x()">Bonjour<script>alert(1)</script> <a href="javascript:alert(1)">lien</a></p>',
    );
    await screen.findByText(/Bonjour/);
    // Not the API's allow-listed form: shown as text, no element at all.
    expect(container.querySelector('.rich-text')?.innerHTML).toBe('Bonjour lien');
  });

  it('renders the API’s sanitised content as it is, links off the site in a new tab', async () => {
    const { container } = await renderHtml('<p>Bonjour <a href="https://example.org/x">lien</a></p>');
    await screen.findByText(/Bonjour/);
    expect(container.querySelector('.rich-text')?.innerHTML).toBe(
      '<p>Bonjour <a href="https://example.org/x" target="_blank" rel="noopener noreferrer">lien</a></p>',
    );
  });

  it('keeps the markup the screens had: one div with exactly the class list it is given', async () => {
    const { container } = await renderHtml('<p>Description</p>', 'site-hero__description site-rich-text');
    await screen.findByText('Description');
    const rich = container.querySelector('.site-rich-text');
    expect(rich?.tagName).toBe('DIV');
    expect(rich?.className).toBe('site-hero__description site-rich-text');
    expect(rich?.innerHTML).toBe('<p>Description</p>');
  });

  it('opens a link to a page of the site through the router, the language prefix left out', async () => {
    const { router } = await renderHtml('<p>Voir <a href="/fr/about">qui nous sommes</a></p>');
    await userEvent.click(await screen.findByRole('link', { name: 'qui nous sommes' }));
    expect(await screen.findByText('other page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('leaves a modified click and a link off the site to the browser, takes a plain click on a site link', async () => {
    const { router } = await renderHtml(
      '<p><a href="/about">ici</a> <a href="https://example.org/x">ailleurs</a></p>',
    );
    const here = await screen.findByRole('link', { name: 'ici' });
    // Whether RichHtml took each click; then jsdom is kept from following the link (it cannot navigate).
    const taken: boolean[] = [];
    const record = (event: MouseEvent) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      fireEvent.click(here, { ctrlKey: true });
      fireEvent.click(screen.getByRole('link', { name: 'ailleurs' }));
      fireEvent.click(here);
    } finally {
      document.removeEventListener('click', record);
    }
    expect(taken).toEqual([false, false, true]);
    expect(await screen.findByText('other page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
  });
});
