// @vitest-environment jsdom
import { createRoute } from '@tanstack/react-router';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStorefront } from '../testing/render';
import { LocalLink } from './LocalLink';
import { Shell } from './Shell';
import { customerSession, testWebsite } from './testing';

afterEach(cleanup);

function PageA() {
  return (
    <>
      <h1>Page A</h1>
      <LocalLink href="/b">to B</LocalLink>
    </>
  );
}

function PageB() {
  return (
    <>
      <h1>Page B</h1>
      <LocalLink href="/b?page=2">page 2</LocalLink>
    </>
  );
}

describe('focus after a client navigation (issue 18 §20)', () => {
  it('goes to the new page’s h1, not on the first load, not when only the query string changes', async () => {
    const { router } = await renderWithStorefront(() => null, {
      path: '/a',
      website: testWebsite,
      session: customerSession,
      around: (outlet) => <Shell>{outlet}</Shell>,
      routes: (root) => [
        createRoute({ getParentRoute: () => root, path: '/a', component: PageA }),
        createRoute({ getParentRoute: () => root, path: '/b', component: PageB }),
      ],
    });
    const first = await screen.findByRole('heading', { level: 1, name: 'Page A' });
    // The first load leaves focus where the browser put it.
    expect(document.activeElement).not.toBe(first);

    await userEvent.click(screen.getByRole('link', { name: 'to B' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page B' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');

    // Pagination or filters: the query string changes, focus stays on the control used.
    const next = screen.getByRole('link', { name: 'page 2' });
    await userEvent.click(next);
    await waitFor(() => expect(router.state.location.searchStr).toContain('page='));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe('/b');
    expect(document.activeElement).toBe(next);
  });
});
