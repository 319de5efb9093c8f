// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../products/test-harness';
import { Html } from './Html';

afterEach(cleanup);

describe('organiser HTML', () => {
  it('renders the sanitised content: no script, no event attribute, no javascript: link', async () => {
    const { container } = await renderPage(() => (
      <Html
        html={'<p onclick="x()">Bonjour<script>alert(1)</script> <a href="javascript:alert(1)">lien</a></p>'}
      />
    ));
    await screen.findByText(/Bonjour/);
    const rich = container.querySelector('.rich-text');
    // Not the API's allow-listed form: shown as text, no element at all.
    expect(rich?.innerHTML).toBe('Bonjour lien');
  });

  it('renders the API’s sanitised content as it is, links off the site in a new tab', async () => {
    const { container } = await renderPage(() => (
      <Html html={'<p>Bonjour <a href="https://example.org/x">lien</a></p>'} />
    ));
    await screen.findByText(/Bonjour/);
    expect(container.querySelector('.rich-text')?.innerHTML).toBe(
      '<p>Bonjour <a href="https://example.org/x" target="_blank" rel="noopener noreferrer">lien</a></p>',
    );
  });
});
