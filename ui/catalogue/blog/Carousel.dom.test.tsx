// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { TranslationProvider } from '../../i18n/react';
import { productMessages } from '../products/messages';
import { Carousel } from './Carousel';
import { wrapIndex } from './carousel';

afterEach(cleanup);

async function renderCarousel(count: number) {
  const i18n = await createI18n('fr');
  i18n.addResourceBundle('fr', 'translation', productMessages.fr, true, false);
  const images = Array.from({ length: count }, (_, index) => ({
    id: index,
    public_url: `/media/${index + 1}.jpg`,
  }));
  render(
    <TranslationProvider instance={i18n}>
      <Carousel images={images} title="Stage d’été" />
    </TranslationProvider>,
  );
}

const shown = () => screen.getByRole('img').getAttribute('src');

describe('article carousel', () => {
  it('wraps from the last picture to the first with next, and back with previous', async () => {
    const user = userEvent.setup();
    await renderCarousel(3);
    expect(shown()).toBe('/media/1.jpg');
    expect(screen.getByText('Photo 1 sur 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Photo précédente' }));
    expect(shown()).toBe('/media/3.jpg');
    expect(screen.getByText('Photo 3 sur 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(shown()).toBe('/media/1.jpg');
    await user.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(shown()).toBe('/media/2.jpg');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Stage d’été, photo 2 sur 3');
  });

  it('has no buttons with a single picture and renders nothing without pictures', async () => {
    await renderCarousel(1);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    await renderCarousel(0);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('wrapIndex stays within the pictures', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
