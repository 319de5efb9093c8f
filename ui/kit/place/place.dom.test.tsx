// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UCCLE_VENUE } from '../../../core/catalogue/test-support';
import { axeViolations } from '../../cart/testing';
import { renderWithStorefront } from '../../testing/render';
import { Directions } from './Directions';
import { ShareButton } from './ShareButton';

const CANONICAL = 'https://petits-sportifs.localhost/fr/activities/stage-multisports';

/** Sets (or removes, with undefined) a navigator property for one test; restored after it. */
const restore: Array<() => void> = [];
function setNavigator(name: 'share' | 'clipboard' | 'userAgent' | 'maxTouchPoints', value: unknown) {
  const previous = Object.getOwnPropertyDescriptor(navigator, name);
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  restore.push(() => {
    if (previous) Object.defineProperty(navigator, name, previous);
    else delete (navigator as unknown as Record<string, unknown>)[name];
  });
}

beforeEach(() => {
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = CANONICAL;
  link.setAttribute('data-test', '');
  document.head.append(link);
});

afterEach(() => {
  cleanup();
  for (const undo of restore.splice(0).reverse()) undo();
  for (const link of Array.from(document.head.querySelectorAll('link[data-test]'))) link.remove();
});

/** The visible toasts as [tone, text], oldest first. */
const toasts = () =>
  screen
    .queryAllByRole('alertdialog')
    .map((toast) => [toast.getAttribute('data-tone'), within(toast).getByRole('alert').textContent]);

async function renderShare(language: 'fr' | 'en' = 'fr') {
  const user = userEvent.setup();
  await renderWithStorefront(
    () => (
      <main>
        <ShareButton title="Stage multisports" />
      </main>
    ),
    {
      providers: 'toasts',
      language,
    },
  );
  return user;
}

describe('ShareButton (issue 20 §5)', () => {
  it('hands the title and the canonical link to the share sheet where the browser has one', async () => {
    const user = await renderShare();
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    await user.click(await screen.findByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Stage multisports', url: CANONICAL }));
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('without the share sheet, copies the canonical link and says so', async () => {
    const user = await renderShare();
    const writeText = vi.fn(async () => {});
    setNavigator('share', undefined);
    setNavigator('clipboard', { writeText });
    await user.click(await screen.findByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'Lien copié']]));
    expect(writeText).toHaveBeenCalledWith(CANONICAL);
    expect(await axeViolations()).toEqual([]);
  });

  it('in English, the toast says "Link copied"', async () => {
    const user = await renderShare('en');
    setNavigator('share', undefined);
    setNavigator('clipboard', { writeText: vi.fn(async () => {}) });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'Link copied']]));
  });

  it('says nothing when the customer closes the share sheet (AbortError)', async () => {
    const user = await renderShare();
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    await user.click(await screen.findByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    // Give a toast time to appear, had one been shown.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts()).toEqual([]);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('copies the link when the share sheet fails for another reason', async () => {
    const user = await renderShare();
    setNavigator(
      'share',
      vi.fn(async () => {
        throw new DOMException('No user activation', 'NotAllowedError');
      }),
    );
    const writeText = vi.fn(async () => {});
    setNavigator('clipboard', { writeText });
    await user.click(await screen.findByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'Lien copié']]));
    expect(writeText).toHaveBeenCalledWith(CANONICAL);
  });

  it('when the clipboard is refused, shows an error and the link, selectable', async () => {
    const user = await renderShare();
    setNavigator('share', undefined);
    setNavigator('clipboard', {
      writeText: vi.fn(async () => {
        throw new DOMException('Write permission denied', 'NotAllowedError');
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Partager' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['error', 'Le lien n’a pas pu être copié : sélectionnez-le ci-dessous pour le copier.'],
      ]),
    );
    const field = screen.getByRole('textbox', { name: 'Lien de cette page' }) as HTMLInputElement;
    expect(field.value).toBe(CANONICAL);
    expect(field.readOnly).toBe(true);
    await user.click(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, CANONICAL.length]);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('Directions (issue 20 §4)', () => {
  it('links to OpenStreetMap in a new tab, named with the address', async () => {
    await renderWithStorefront(() => (
      <main>
        <Directions location={UCCLE_VENUE} />
      </main>
    ));
    const link = await screen.findByRole('link', {
      name: 'Itinéraire vers Avenue Paul Stroobant 44, 1180 Uccle (nouvel onglet)',
    });
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org/directions?to=50.8024%2C4.3413');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // A computer gets no maps-app link.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('in English, without coordinates: a search for the address', async () => {
    await renderWithStorefront(
      () => <Directions location={{ ...UCCLE_VENUE, latitude: null, longitude: null }} />,
      {
        language: 'en',
      },
    );
    const link = await screen.findByRole('link', {
      name: 'Directions to Avenue Paul Stroobant 44, 1180 Uccle (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=Avenue%20Paul%20Stroobant%2044%2C%201180%20Uccle',
    );
  });

  it('shows no link for a place without an address', async () => {
    await renderWithStorefront(() => (
      <div>
        <p>lieu</p>
        <Directions location={{ name: 'Salle 1', title: null, latitude: 50.8, longitude: 4.3 }} />
      </div>
    ));
    await screen.findByText('lieu');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('on an Android phone, adds a geo: link to the maps app, in the same tab', async () => {
    setNavigator(
      'userAgent',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36',
    );
    await renderWithStorefront(() => (
      <main>
        <Directions location={UCCLE_VENUE} />
      </main>
    ));
    const app = await screen.findByRole('link', {
      name: 'Ouvrir dans l’app de cartes : Avenue Paul Stroobant 44, 1180 Uccle',
    });
    expect(app.getAttribute('href')).toBe('geo:50.8024,4.3413?q=50.8024%2C4.3413');
    expect(app.getAttribute('target')).toBeNull();
  });

  it('on an iPhone, the maps-app link opens Apple Maps', async () => {
    setNavigator('userAgent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15');
    setNavigator('maxTouchPoints', 5);
    await renderWithStorefront(
      () => (
        <main>
          <Directions location={UCCLE_VENUE} />
        </main>
      ),
      { language: 'en' },
    );
    const app = await screen.findByRole('link', {
      name: 'Open in the maps app: Avenue Paul Stroobant 44, 1180 Uccle',
    });
    expect(app.getAttribute('href')).toBe('https://maps.apple.com/?daddr=50.8024%2C4.3413');
  });
});
