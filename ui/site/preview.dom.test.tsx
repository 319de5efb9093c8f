// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebsitePage } from '../../core/schemas/index';
import { PageView } from './PageView';
import { ADMIN_CONSOLE_ORIGIN } from './preview';
import { block, renderInSite, section } from './test-utils';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PAGE: WebsitePage = {
  title: 'Qui sommes-nous ?',
  description: null,
  pathname: '/about',
  type: 'DEFAULT',
  content: [
    section('about', 'basic', {}, [
      block('text', 'paragraph', { text: 'Texte publié' }),
      block('link', 'button', { text: 'Nos stages', href: '/stages' }),
    ]),
  ],
};

const DRAFT = [
  section('draft', 'basic', {}, [block('draft-text', 'paragraph', { text: 'Texte en cours de rédaction' })]),
];

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('preview mode', () => {
  it('applies content and the hovered element posted by the admin console', async () => {
    await renderInSite(<PageView page={PAGE} preview />);
    expect(await screen.findByText('Texte publié')).toBeTruthy();
    post({ content: DRAFT, hovered: 'draft-text' }, ADMIN_CONSOLE_ORIGIN);
    expect(await screen.findByText('Texte en cours de rédaction')).toBeTruthy();
    expect(screen.queryByText('Texte publié')).toBeNull();
    const hovered = screen.getByText('Texte en cours de rédaction').closest('.site-element');
    expect(hovered?.className).toContain('site-element--hovered');
    expect(hovered?.getAttribute('data-element-id')).toBe('draft-text');
    post({ content: DRAFT, hovered: null }, ADMIN_CONSOLE_ORIGIN);
    expect(document.querySelector('.site-element--hovered')).toBeNull();
  });

  it('ignores messages from another origin and messages of the wrong shape', async () => {
    await renderInSite(<PageView page={PAGE} preview />);
    expect(await screen.findByText('Texte publié')).toBeTruthy();
    post({ content: DRAFT, hovered: null }, 'https://evil.example');
    post({ content: DRAFT }, ADMIN_CONSOLE_ORIGIN);
    post({ content: 'nope', hovered: null }, ADMIN_CONSOLE_ORIGIN);
    post('<p>hello</p>', ADMIN_CONSOLE_ORIGIN);
    expect(screen.getByText('Texte publié')).toBeTruthy();
    expect(screen.queryByText('Texte en cours de rédaction')).toBeNull();
  });

  it('outside preview mode, even the admin console’s messages are ignored', async () => {
    await renderInSite(<PageView page={PAGE} preview={false} />);
    expect(await screen.findByText('Texte publié')).toBeTruthy();
    post({ content: DRAFT, hovered: null }, ADMIN_CONSOLE_ORIGIN);
    expect(screen.queryByText('Texte en cours de rédaction')).toBeNull();
  });

  it('blocks navigation with the alert', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = await renderInSite(<PageView page={PAGE} preview />);
    await user.click(await screen.findByRole('link', { name: 'Nos stages' }));
    expect(alert).toHaveBeenCalledWith('Navigation disabled in preview mode.');
    expect(router.state.location.pathname).toBe('/test');
    expect(screen.queryByText('other page')).toBeNull();
    // The router's own navigations are blocked too.
    alert.mockClear();
    act(() => {
      void router.navigate({ to: '/blog' });
    });
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Navigation disabled in preview mode.'));
    expect(router.state.location.pathname).toBe('/test');
  });

  it('without preview, links navigate', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = await renderInSite(<PageView page={PAGE} preview={false} />);
    await user.click(await screen.findByRole('link', { name: 'Nos stages' }));
    expect(await screen.findByText('other page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/stages');
    expect(alert).not.toHaveBeenCalled();
  });
});
