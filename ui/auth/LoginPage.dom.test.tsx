// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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
    expect(router.state.location.search).toEqual({ step: '2' });
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

  it('shows a refusal on the form as well as in the toast, keeps it after the toast and focuses it', async () => {
    const refuses = fakeFetch(() => ({ status: 401, body: { error: 'INVALID_CREDENTIALS' } }));
    await login('/auth/login', refuses.fetch);
    const text = 'Cette adresse e-mail et ce mot de passe ne correspondent pas.';
    const alert = await within(loginForm()).findByRole('alert');
    expect(alert.textContent).toContain(text);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // Part 2 §8: the form toast says it too, and leaves; the form keeps saying it.
    // The loading toast turns into the failure once the loader's minimum (350 ms) has passed.
    await waitFor(() =>
      expect(within(screen.getByRole('alertdialog')).getByRole('alert').textContent).toBe(text),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 5_000 });
    expect(within(loginForm()).getByRole('alert')).toBe(alert);
  });

  it('keeps the refusal on the form while the visitor edits, until the next submit', async () => {
    let answers = 0;
    const refusesThenSignsIn = fakeFetch((request) => {
      if (request.path !== '/api/auth/login') return undefined;
      answers += 1;
      return answers === 1 ? { status: 429, body: { error: 'RATE_LIMITED' } } : { body: { customer } };
    });
    const { router } = await login('/auth/login', refusesThenSignsIn.fetch);
    const user = userEvent.setup();
    const alert = await within(loginForm()).findByRole('alert');
    expect(alert.textContent).toContain('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
    await user.type(screen.getByLabelText('Mot de passe'), '!');
    expect(within(loginForm()).getByRole('alert')).toBe(alert);
    // The refused submit's pending state shows at least 350 ms (part 2 §9): the button has its name back after.
    const submit = await screen.findByRole('button', { name: 'Se connecter' });
    await waitFor(() => expect(submit.hasAttribute('data-pending')).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('moves the focus to the first invalid field when the values are refused before sending', async () => {
    const server = fakeFetch(() => undefined);
    await renderAt('/auth/login', ({ redirect }) => <LoginPage redirect={redirect} />, server.fetch);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mot de passe'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const email = screen.getByLabelText('Adresse e-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(loginForm()).queryByRole('alert')).toBeNull();
  });

  it('checks the e-mail when the visitor leaves it, and drops the error as soon as it is right', async () => {
    const server = fakeFetch(() => undefined);
    await renderAt('/auth/login', ({ redirect }) => <LoginPage redirect={redirect} />, server.fetch);
    const user = userEvent.setup();
    const email = screen.getByLabelText('Adresse e-mail');
    // Passing through untouched fields judges nothing.
    await user.click(email);
    await user.tab();
    await user.tab();
    expect(screen.queryByText('Ce champ est obligatoire.')).toBeNull();

    await user.type(email, 'camille@');
    expect(screen.queryByText('Saisissez une adresse e-mail valable.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Saisissez une adresse e-mail valable.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.type(email, 'example.be');
    // Gone while the e-mail still has the focus: leaving it (a click on Submit) changes nothing on screen.
    await waitFor(() => expect(screen.queryByText('Saisissez une adresse e-mail valable.')).toBeNull());
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(server.received).toEqual([]);
  });
});

/**
 * The login form itself (the toast region, with its own alerts, is outside it), found by its class: the
 * submit button's name changes while it is pending, at least 350 ms (part 2 §9).
 */
function loginForm(): HTMLElement {
  const form = document.querySelector<HTMLElement>('form.auth-form');
  if (!form) throw new Error('no login form');
  return form;
}
