// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from './LoginPage';
import { customer, fakeFetch, renderAt } from './test-utils';

afterEach(cleanup);

const signsIn = fakeFetch((request) =>
  request.method === 'POST' && request.path === '/api/auth/login' ? { body: { customer } } : undefined,
);

async function login(url: string, fetchImpl = signsIn.fetch) {
  const view = await renderAt(url, ({ redirect }) => <LoginPage redirect={redirect} />, fetchImpl);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Adresse e-mail'), '  Camille@Example.be ');
  await user.type(screen.getByLabelText('Mot de passe'), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return view;
}

describe('LoginPage', () => {
  it('signs in with the trimmed, lowercased e-mail and goes to a same-site redirect', async () => {
    const { router } = await login('/auth/login?redirect=%2Fcheckout%3Fstep%3D2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toEqual({ step: 2 });
    expect(await screen.findByRole('heading', { name: 'page /checkout' })).toBeTruthy();
    expect(signsIn.received.at(-1)?.body).toEqual({ email: 'camille@example.be', password: 'demo-password' });
  });

  it('refuses a redirect to another site and goes home', async () => {
    const { router } = await login('/auth/login?redirect=%2F%2Fevil.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeTruthy();
  });

  it('keeps the redirect on the register link', async () => {
    await renderAt(
      '/auth/login?redirect=%2Fcheckout',
      ({ redirect }) => <LoginPage redirect={redirect} />,
      signsIn.fetch,
    );
    const link = screen.getByRole('link', { name: 'Créer un compte' });
    expect(link.getAttribute('href')).toBe('/auth/register?redirect=%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe(
      '/auth/password',
    );
  });

  it('shows the required and e-mail messages without calling the server', async () => {
    const server = fakeFetch(() => undefined);
    await renderAt('/auth/login', ({ redirect }) => <LoginPage redirect={redirect} />, server.fetch);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Saisissez une adresse e-mail valable.')).toBeTruthy();
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(server.received).toEqual([]);
  });

  it('shows the translated error code when the server refuses', async () => {
    const refuses = fakeFetch(() => ({ status: 401, body: { error: 'INVALID_CREDENTIALS' } }));
    await login('/auth/login', refuses.fetch);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Cette adresse e-mail et ce mot de passe ne correspondent pas.',
    );
  });
});
