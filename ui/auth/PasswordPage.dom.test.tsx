// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordPage } from './PasswordPage';
import { fakeFetch, renderAt } from './test-utils';

afterEach(cleanup);

const server = () =>
  fakeFetch((request) =>
    request.method === 'POST' && request.path.startsWith('/api/auth/password') ? { body: {} } : undefined,
  );

const renderPassword = (url: string, fetchImpl: typeof fetch) =>
  renderAt(url, ({ token }) => <PasswordPage token={token} />, fetchImpl);

describe('PasswordPage', () => {
  it('with a token, refuses a confirmation that differs (Mismatch) without calling the server', async () => {
    const api = server();
    await renderPassword('/auth/password?token=abc123', api.fetch);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'secret-one');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'secret-two');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeTruthy();
    expect(api.received).toEqual([]);
  });

  it('with a token, saves the new password with the token', async () => {
    const api = server();
    await renderPassword('/auth/password?token=abc123', api.fetch);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'secret-one');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    expect(await screen.findByText('Votre mot de passe a été modifié.')).toBeTruthy();
    expect(api.received).toEqual([
      {
        method: 'POST',
        path: '/api/auth/password',
        search: '',
        body: { password: 'secret-one', token: 'abc123' },
      },
    ]);
  });

  it('with an expired token, shows the translated code', async () => {
    const api = fakeFetch(() => ({ status: 410, body: { error: 'RESET_TOKEN_INVALID' } }));
    await renderPassword('/auth/password?token=old', api.fetch);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'secret-one');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ce lien a expiré ou a déjà servi.');
  });

  it('without a token, asks for the link and confirms it is on its way', async () => {
    const api = server();
    await renderPassword('/auth/password', api.fetch);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'Camille@Example.be');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Consultez votre boîte mail')).toBeTruthy();
    expect(screen.getByText(/Si un compte existe pour camille@example\.be/)).toBeTruthy();
    expect(api.received.map((request) => request.body)).toEqual([{ email: 'camille@example.be' }]);
  });
});
