// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStorefront } from '../../testing/render';
import { type StripTab, TabStrip } from './TabStrip';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // The test's own scrollBy goes; the one jsdom inherits (if any) comes back.
  delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
});

const tabs: StripTab[] = ['home', 'profile', 'participants', 'orders', 'registrations'].map((key, index) => ({
  key,
  href: `/account/${key}`,
  label: `Tab ${key}`,
  count: null,
  current: index === 0,
}));

/** jsdom lays nothing out: the strip is given the sizes a 375 px screen measures. */
function measured({ scrollLeft, scrollWidth, clientWidth }: Record<string, number>) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth ?? 0);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth ?? 0);
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(scrollLeft ?? 0);
}

const renderStrip = () =>
  renderWithStorefront(() => (
    <TabStrip label="Rubriques du compte" tabs={tabs} scrollLabels={{ previous: 'Avant', next: 'Après' }} />
  ));

describe('TabStrip (issue 18 §19: tabs hidden past the edge without a hint)', () => {
  it('shows an arrow on each side that still has tabs out of view, and none on a side that has none', async () => {
    measured({ scrollLeft: 0, scrollWidth: 900, clientWidth: 343 });
    await renderStrip();
    const strip = await screen.findByRole('navigation', { name: 'Rubriques du compte' });
    expect(within(strip).getByRole('button', { name: 'Après' })).toBeTruthy();
    expect(within(strip).queryByRole('button', { name: 'Avant' })).toBeNull();
    expect(within(strip).getAllByRole('link')).toHaveLength(tabs.length);
  });

  it('shows no arrow when every tab fits', async () => {
    measured({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 });
    await renderStrip();
    const strip = await screen.findByRole('navigation', { name: 'Rubriques du compte' });
    expect(within(strip).queryAllByRole('button')).toHaveLength(0);
  });

  it('scrolls most of a width towards the arrow; the arrows stay out of the Tab order', async () => {
    measured({ scrollLeft: 200, scrollWidth: 900, clientWidth: 400 });
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    await renderStrip();
    const strip = await screen.findByRole('navigation', { name: 'Rubriques du compte' });
    const next = within(strip).getByRole('button', { name: 'Après' });
    const previous = within(strip).getByRole('button', { name: 'Avant' });
    expect(next.getAttribute('tabindex')).toBe('-1');
    expect(previous.getAttribute('tabindex')).toBe('-1');
    await userEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300 });
    await userEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300 });
  });
});
