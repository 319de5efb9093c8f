// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomField } from '../../core/schemas/index';
import { voltaAddress } from '../testing/fixtures';
import { RegisterPage } from './RegisterPage';
import { customer, fakeFetch, fillRegisterContact, renderAt } from './test-utils';

afterEach(cleanup);

const nationalNumber: CustomField = {
  id: 1,
  entity: 'CUSTOMERS',
  type: 'TEXT',
  title: 'Numéro de registre national',
  description: null,
  required: false,
  active: true,
  order: 1,
  pattern: null,
  choices: [],
};

const address = voltaAddress;

/** A server that refuses (or accepts) the registration with `reply`. */
const server = (reply: { status?: number; body: unknown }) =>
  fakeFetch((request) => {
    if (request.path === '/api/mapbox/autofill') return { body: { data: [address] } };
    if (request.method === 'POST' && request.path === '/api/auth/register') return reply;
    return undefined;
  });

async function registerWith(reply: { status?: number; body: unknown }) {
  const api = server(reply);
  const view = await renderAt(
    '/auth/register?redirect=%2Fcheckout',
    ({ redirect }) => (
      <RegisterPage
        redirect={redirect}
        settings={{ create_participant: false, custom_fields: [nationalNumber] }}
      />
    ),
    api.fetch,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Prénom'), 'Camille');
  await user.type(screen.getByLabelText('Nom'), 'Dupont');
  await fillRegisterContact(user);
  await user.type(screen.getByLabelText(/Numéro de registre national/), '12');
  await user.click(screen.getByRole('checkbox', { name: /J’accepte les conditions générales/ }));
  await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  return { ...view, api };
}

/** The text of the field error shown inside the control's own field. */
const errorOf = (label: RegExp | string) => {
  const input = screen.getByLabelText(label);
  const field = input.closest('.auth-field, .typed-field') as HTMLElement;
  return field.querySelector('.auth-field__error, .typed-field__error')?.textContent ?? null;
};

/** The register form itself (the toast region, with its own alerts, is outside it). */
function registerForm(): HTMLElement {
  // By its class: the submit button's name changes while it is pending, at least 350 ms (part 2 §9).
  const form = document.querySelector<HTMLElement>('form.auth-form');
  if (!form) throw new Error('no register form');
  return form;
}

const toastTexts = () =>
  screen.queryAllByRole('alertdialog').map((toast) => within(toast).getByRole('alert').textContent);

describe('RegisterPage: refusals as toasts, field details beside their controls', () => {
  it('shows EMAIL_TAKEN beside the e-mail and in a form toast', { timeout: 60_000 }, async () => {
    await registerWith({ status: 409, body: { error: 'EMAIL_TAKEN', fields: { email: 'EMAIL_TAKEN' } } });
    const text = 'Un compte existe déjà avec cette adresse e-mail.';
    await waitFor(() => expect(toastTexts()).toEqual([text]));
    expect(errorOf('Adresse e-mail')).toBe(text);
    expect(screen.getByLabelText('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    // The submit has its name back once its pending state has shown its 350 ms (part 2 §9).
    expect(await screen.findByRole('button', { name: 'Créer mon compte' })).toBeTruthy();
    // On the form too, and the focus goes to the field the server marked.
    expect(within(registerForm()).getByRole('alert').textContent).toContain(text);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Adresse e-mail')));
  });

  it(
    "puts a VALIDATION_FAILED field's code beside the organiser's custom field",
    { timeout: 60_000 },
    async () => {
      await registerWith({
        status: 400,
        body: { error: 'VALIDATION_FAILED', fields: { 'custom_data.1': 'pattern_mismatch' } },
      });
      await waitFor(() =>
        expect(toastTexts()).toEqual(['Certains champs ne sont pas valables. Vérifiez le formulaire.']),
      );
      expect(errorOf(/Numéro de registre national/)).toBe('Cette valeur n’a pas le format attendu.');
      expect(errorOf('Adresse e-mail')).toBeNull();
    },
  );

  it(
    'shows a refusal without fields as a toast and on the form, focused (the raw code when untranslated)',
    { timeout: 60_000 },
    async () => {
      await registerWith({ status: 503, body: { error: 'REGISTRATIONS_PAUSED' } });
      await waitFor(() => expect(toastTexts()).toEqual(['REGISTRATIONS_PAUSED']));
      expect(errorOf('Adresse e-mail')).toBeNull();
      const alert = within(registerForm()).getByRole('alert');
      expect(alert.textContent).toContain('REGISTRATIONS_PAUSED');
      await waitFor(() => expect(document.activeElement).toBe(alert));
    },
  );

  it('confirms a registration with a toast that stays after the redirect', { timeout: 60_000 }, async () => {
    const { router } = await registerWith({ body: { customer } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    // The loading toast turns into the success once the loader's minimum (350 ms) has passed.
    await waitFor(() => expect(toastTexts()).toEqual(['Votre compte a été créé.']));
  });
});
