// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorSession } from '../../testing/fixtures';
import { axeViolations, renderAccount } from './testing';

vi.mock('../../shell/Shell', async () => ({ Shell: (await import('./shell-stub')).ShellStub }));

afterEach(cleanup);

const deleteButton = () => screen.getByRole('button', { name: 'Supprimer définitivement mon compte' });

describe('delete account', () => {
  it('says what deletion does and shows the full name to type', async () => {
    await renderAccount('/account/profile/delete');
    expect(await screen.findByRole('heading', { level: 2, name: 'Supprimer mon compte' })).toBeTruthy();
    expect(screen.getByText('Vos 2 participants (Léa Martin, Hugo Martin) sont supprimés.')).toBeTruthy();
    expect(screen.getByText('Vous êtes déconnecté sur tous vos appareils.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Tapez votre nom complet pour confirmer' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(description?.textContent).toBe(
      'Pour confirmer, tapez Camille Martin. Les majuscules et les espaces n’ont pas d’importance.',
    );
    expect(deleteButton().hasAttribute('disabled')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('enables delete only when the typed name matches after lowercasing and removing whitespace', async () => {
    await renderAccount('/account/profile/delete');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Tapez votre nom complet pour confirmer' });
    await user.type(field, 'Camille');
    expect(deleteButton().hasAttribute('disabled')).toBe(true);
    await user.type(field, ' Marti');
    expect(deleteButton().hasAttribute('disabled')).toBe(true);
    await user.type(field, 'n');
    expect(deleteButton().hasAttribute('disabled')).toBe(false);
    await user.clear(field);
    await user.type(field, '  CAMILLE   martin ');
    expect(deleteButton().hasAttribute('disabled')).toBe(false);
    await user.clear(field);
    await user.type(field, 'Camille Martine');
    expect(deleteButton().hasAttribute('disabled')).toBe(true);
  });

  it('sends DELETE /api/session, reads the session again and goes home with a toast', async () => {
    const { router, server } = await renderAccount('/account/profile/delete', {
      answer: (request, state) => {
        if (request.method === 'DELETE' && request.url.pathname === '/api/session') {
          state.session = visitorSession;
          return { body: {} };
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Tapez votre nom complet pour confirmer' }),
      'camillemartin',
    );
    await user.click(deleteButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Votre compte a été supprimé.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'page /' })).toBeTruthy();
    expect(server.calls().map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'DELETE /api/session',
    ]);
    await waitFor(() =>
      expect(
        server.received.filter(
          (request) => request.method === 'GET' && request.url.pathname === '/api/session',
        ),
      ).toHaveLength(2),
    );
  });

  it('stays on the screen with a toast when the server refuses', async () => {
    const { router } = await renderAccount('/account/profile/delete', {
      answer: (request) =>
        request.method === 'DELETE' ? { status: 500, body: { error: 'UNKNOWN_ERROR' } } : undefined,
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Tapez votre nom complet pour confirmer' }),
      'Camille Martin',
    );
    await user.click(deleteButton());
    expect(await screen.findByText('Une erreur est survenue. Veuillez réessayer.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile/delete');
    expect(deleteButton().hasAttribute('disabled')).toBe(false);
  });
});
