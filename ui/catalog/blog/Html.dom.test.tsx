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
    expect(rich?.innerHTML).toBe('<p>Bonjour lien</p>');
  });
});
