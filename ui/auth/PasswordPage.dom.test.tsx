// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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

  it('with an expired token, shows the translated code on the form and focuses it', async () => {
    const api = fakeFetch(() => ({ status: 410, body: { error: 'RESET_TOKEN_INVALID' } }));
    await renderPassword('/auth/password?token=old', api.fetch);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'secret-one');
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    const alert = await within(await formOf('Enregistrer mon mot de passe')).findByRole('alert');
    expect(alert.textContent).toContain('Ce lien a expiré ou a déjà servi.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('with a token, focuses the first invalid field when the values are refused before sending', async () => {
    const api = server();
    await renderPassword('/auth/password?token=abc123', api.fetch);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon mot de passe' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nouveau mot de passe')));
    expect(api.received).toEqual([]);
  });

  it('without a token, shows a refused request on the form and focuses it', async () => {
    const api = fakeFetch(() => ({ status: 429, body: { error: 'RATE_LIMITED' } }));
    await renderPassword('/auth/password', api.fetch);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille@example.be');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    const alert = await within(await formOf('Envoyer le lien')).findByRole('alert');
    expect(alert.textContent).toContain('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
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

/**
 * The form of the submit button named `submit` (the toast region, with its own alerts, is outside it),
 * found once that button is back from pending (its name changes while pending, at least 350 ms).
 */
async function formOf(submit: string): Promise<HTMLElement> {
  const form = (await screen.findByRole('button', { name: submit })).closest('form');
  if (!form) throw new Error(`no form around ${submit}`);
  return form;
}
