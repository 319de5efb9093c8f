// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, renderToasts, withToastClock } from './testing';

/** The texts of the visible toasts, in screen order (oldest first). */
const texts = () =>
  screen.queryAllByRole('alertdialog').map((toast) => within(toast).getByRole('alert').textContent);

withToastClock();

describe('toast region (part 2 §9)', () => {
  it('shows at most three toasts, oldest first; the fourth waits for a place', async () => {
    const toast = await renderToasts();
    act(() => {
      toast.form.info('un');
      toast.form.info('deux');
      toast.form.info('trois');
      toast.form.info('quatre');
    });
    expect(texts()).toEqual(['un', 'deux', 'trois']);
    const region = screen.getByRole('region', { name: '3 notifications' });
    expect(region.getAttribute('data-position')).toBe('bottom-right');
    expect(region.style.getPropertyValue('--toast-width')).toBe('356px');
    expect(region.style.getPropertyValue('--toast-gap')).toBe('12px');
    expect(region.style.getPropertyValue('--toast-offset')).toBe('24px');
    // Form information toasts stay the default 4000 ms; the fourth starts when it shows.
    await advance(3999);
    expect(texts()).toEqual(['un', 'deux', 'trois']);
    await advance(1);
    expect(texts()).toEqual(['quatre']);
    await advance(3999);
    expect(texts()).toEqual(['quatre']);
    await advance(1);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each([
    ['form', 'success', 2000],
    ['form', 'error', 2000],
    ['form', 'info', 4000],
    ['shell', 'success', 2000],
    ['shell', 'error', 3000],
    ['shell', 'info', 1750],
  ] as const)('closes a %s %s toast after %i ms', async (scope, tone, duration) => {
    const toast = await renderToasts();
    act(() => {
      if (tone === 'error') toast[scope].error('SOME_CODE');
      else toast[scope][tone]('Bonjour');
    });
    expect(texts()).toHaveLength(1);
    expect(screen.getByRole('alertdialog').getAttribute('data-tone')).toBe(tone);
    await advance(duration - 1);
    expect(texts()).toHaveLength(1);
    await advance(1);
    expect(texts()).toEqual([]);
  });

  it('closes a toast with its close button and lets the next one in', async () => {
    const toast = await renderToasts();
    act(() => {
      for (const text of ['a', 'b', 'c', 'd']) toast.shell.success(text);
    });
    const second = screen.getAllByRole('alertdialog')[1] as HTMLElement;
    act(() => {
      fireEvent.click(within(second).getByRole('button', { name: 'Fermer cette notification' }));
    });
    expect(texts()).toEqual(['a', 'c', 'd']);
  });

  it('holds the toasts while the region is focused and gives them their time back afterwards', async () => {
    const toast = await renderToasts();
    act(() => {
      toast.shell.error('ERR');
    });
    await advance(1000);
    const dialog = screen.getByRole('alertdialog');
    act(() => {
      dialog.focus();
    });
    await advance(60_000);
    expect(texts()).toEqual(['ERR']);
    act(() => {
      dialog.blur();
    });
    await advance(1999);
    expect(texts()).toEqual(['ERR']);
    await advance(1);
    expect(texts()).toEqual([]);
  });

  it('translates failures as forms.errors.{code}, else the raw code, the message, then UNKNOWN_ERROR', async () => {
    const toast = await renderToasts();
    act(() => {
      toast.form.error({ code: 'EMAIL_TAKEN', status: 409, message: 'Conflict' });
      toast.form.error({ code: 'SOME_AREA.NOT_TRANSLATED', status: 409, message: 'Conflict' });
      toast.form.error(new Error('Failed to fetch'));
    });
    expect(texts()).toEqual([
      'Un compte existe déjà avec cette adresse e-mail.',
      'SOME_AREA.NOT_TRANSLATED',
      'Failed to fetch',
    ]);
    await advance(2000);
    act(() => {
      toast.form.error({});
      // A code naming a group of texts (forms.errors.CART.*) has no text of its own: shown raw.
      toast.form.error('CART');
    });
    expect(texts()).toEqual(['Une erreur est survenue. Veuillez réessayer.', 'CART']);
  });

  it('speaks English in English', async () => {
    const toast = await renderToasts('en');
    act(() => {
      toast.form.error({ code: 'UNKNOWN_ERROR' });
    });
    expect(texts()).toEqual(['Something went wrong. Please try again.']);
    expect(screen.getByRole('button', { name: 'Dismiss this notification' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '1 notification' })).toBeTruthy();
  });

  it('refuses a blank text', async () => {
    const toast = await renderToasts();
    expect(() => toast.form.success('  ')).toThrow('TOAST.TEXT_REQUIRED');
  });
});
