// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomField } from '../../core/schemas/index';
import { choicesOf, voltaAddress } from '../testing/fixtures';
import { RegisterPage } from './RegisterPage';
import type { RegisterSettings } from './register-settings';
import { customer, fakeFetch, fillRegisterContact, renderAt } from './test-utils';

afterEach(cleanup);

const field = (
  overrides: Partial<CustomField> & Pick<CustomField, 'id' | 'type' | 'title'>,
): CustomField => ({
  entity: 'CUSTOMERS',
  description: null,
  required: false,
  active: true,
  order: overrides.id,
  pattern: null,
  choices: [],
  ...overrides,
});

const nationalNumber = field({
  id: 1,
  type: 'TEXT',
  title: 'Numéro de registre national',
  pattern: '\\d{11}',
});
const fields: CustomField[] = [
  nationalNumber,
  field({ id: 2, type: 'LONGTEXT', title: 'Remarques' }),
  field({ id: 3, type: 'DATE', title: 'Date d’arrivée en Belgique' }),
  field({
    id: 4,
    type: 'CHOICES_SINGLE',
    title: 'Comment nous avez-vous connus ?',
    choices: choicesOf(41, 'Amis', 'École'),
  }),
  field({
    id: 5,
    type: 'CHOICES_MULTIPLE',
    entity: 'PARTICIPANTS',
    title: 'Allergies',
    choices: choicesOf(51, 'Gluten', 'Lactose'),
  }),
  field({
    id: 6,
    type: 'CHOICES_SINGLE',
    entity: 'PARTICIPANTS',
    title: 'Sait nager',
    required: true,
    choices: choicesOf(61, 'Oui', 'Non'),
  }),
  field({ id: 7, type: 'TEXT', title: 'Champ archivé', active: false }),
];

const address = voltaAddress;

const server = () =>
  fakeFetch((request) => {
    if (request.path === '/api/mapbox/autofill') return { body: { data: [address] } };
    if (request.method === 'POST' && request.path === '/api/auth/register') return { body: { customer } };
    return undefined;
  });

const renderRegister = (url: string, settings: RegisterSettings, fetchImpl: typeof fetch) =>
  renderAt(url, ({ redirect }) => <RegisterPage redirect={redirect} settings={settings} />, fetchImpl);

describe('RegisterPage', () => {
  it('shows the validation messages of part 2 §5 and sends nothing', { timeout: 60_000 }, async () => {
    const api = server();
    await renderRegister('/auth/register', { create_participant: true, custom_fields: fields }, api.fetch);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'camille');
    await user.type(screen.getByLabelText(/^Mot de passe/), '12345');
    await user.type(screen.getByLabelText(/Numéro de registre national/), '123');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(
      await screen.findByText('Veuillez accepter les conditions générales pour créer votre compte.'),
    ).toBeTruthy();
    expect(screen.getByText('Saisissez une adresse e-mail valable.')).toBeTruthy();
    expect(screen.getByText('Cette valeur est trop courte.')).toBeTruthy();
    expect(screen.getByText('Cette valeur n’a pas le format attendu.')).toBeTruthy();
    expect(screen.getByText('Saisissez une date valable.')).toBeTruthy();
    // firstname, lastname, phone, address, the child's first and last names and its required "Sait nager".
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(7);
    expect(
      screen
        .getByRole('checkbox', { name: /J’accepte les conditions générales/ })
        .getAttribute('aria-describedby'),
    ).toBe('register-terms-error');
    expect(api.received.filter((request) => request.path === '/api/auth/register')).toEqual([]);
    // A long form: the focus goes to its first invalid field, not to the button at its end.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Prénom')));
  });

  it('renders the five custom field types and the participant sub-form', async () => {
    await renderRegister(
      '/auth/register',
      { create_participant: true, custom_fields: fields },
      server().fetch,
    );
    expect(screen.getByRole('textbox', { name: /Numéro de registre national/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Remarques/ }).tagName).toBe('TEXTAREA');
    expect(await screen.findByRole('group', { name: /Date d’arrivée en Belgique/ })).toBeTruthy();
    expect(
      within(screen.getByRole('radiogroup', { name: /Comment nous avez-vous connus/ })).getAllByRole('radio'),
    ).toHaveLength(2);
    const allergies = screen.getByRole('group', { name: /Allergies/ });
    expect(within(allergies).getAllByRole('checkbox')).toHaveLength(2);
    const child = screen.getByRole('group', { name: 'Votre enfant (participant)' });
    expect(within(child).getByRole('textbox', { name: 'Prénom de l’enfant' })).toBeTruthy();
    expect(within(child).getByRole('textbox', { name: 'Nom de l’enfant' })).toBeTruthy();
    expect(within(child).getByRole('group', { name: 'Date de naissance de l’enfant' })).toBeTruthy();
    expect(within(child).getByRole('radiogroup', { name: /Sait nager/ })).toBeTruthy();
    expect(within(child).getByRole('group', { name: /Allergies/ })).toBeTruthy();
    // The parent's own fields stay outside the child's group.
    expect(within(child).queryByRole('textbox', { name: 'Prénom' })).toBeNull();
    expect(within(child).queryByRole('textbox', { name: /Numéro de registre national/ })).toBeNull();
    expect(screen.queryByLabelText(/Champ archivé/)).toBeNull();
  });

  it('has no participant sub-form when the organiser does not create one', async () => {
    await renderRegister(
      '/auth/register',
      { create_participant: false, custom_fields: fields },
      server().fetch,
    );
    expect(screen.queryByRole('group', { name: 'Votre enfant (participant)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Prénom de l’enfant' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: /Sait nager/ })).toBeNull();
  });

  it(
    'registers with the chosen address and custom data, then follows the redirect',
    { timeout: 60_000 },
    async () => {
      const api = server();
      const { router } = await renderRegister(
        '/auth/register?redirect=%2Fcheckout',
        { create_participant: false, custom_fields: fields },
        api.fetch,
      );
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Prénom'), 'Camille');
      await user.type(screen.getByLabelText('Nom'), 'Dupont');
      await user.type(screen.getByLabelText('Adresse e-mail'), 'Camille@Example.be');
      await user.type(screen.getByLabelText('Téléphone'), '+32 470 12 34 56');
      await user.click(screen.getByRole('combobox', { name: 'Adresse' }));
      await user.paste('Rue Volta');
      // The search waits for 500 ms of quiet typing (ADDRESS_SEARCH_DEBOUNCE_MS).
      expect(api.received.filter((request) => request.path === '/api/mapbox/autofill')).toEqual([]);
      await user.click(await screen.findByRole('option', { name: /Rue Volta 18/ }, { timeout: 3000 }));
      await user.type(screen.getByLabelText(/^Mot de passe/), 'secret-password');
      await user.type(screen.getByLabelText(/Numéro de registre national/), '85073100123');
      await user.click(screen.getByRole('radio', { name: 'École' }));
      await user.click(screen.getByRole('checkbox', { name: /J’accepte les conditions générales/ }));
      await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
      const searches = api.received.filter((request) => request.path === '/api/mapbox/autofill');
      expect(searches.map((request) => request.search)).toEqual(['?search=Rue+Volta']);
      expect(api.received.find((request) => request.path === '/api/auth/register')?.body).toEqual({
        firstname: 'Camille',
        lastname: 'Dupont',
        email: 'camille@example.be',
        phone: '+32 470 12 34 56',
        password: 'secret-password',
        terms: true,
        address,
        custom_data: [
          { field_id: 1, data: '85073100123' },
          { field_id: 4, data: 'École' },
        ],
      });
    },
  );

  it(
    'sends the child as the participant, its last name prefilled from the parent’s and editable',
    { timeout: 60_000 },
    async () => {
      const api = server();
      await renderRegister('/auth/register', { create_participant: true, custom_fields: fields }, api.fetch);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Prénom'), 'Camille');
      await user.type(screen.getByLabelText('Nom'), 'Dupont');
      const childLastname = screen.getByRole('textbox', { name: 'Nom de l’enfant' }) as HTMLInputElement;
      expect(childLastname.value).toBe('Dupont');
      await fillRegisterContact(user);
      await user.type(screen.getByLabelText(/Numéro de registre national/), '85073100123');
      await user.type(screen.getByRole('textbox', { name: 'Prénom de l’enfant' }), 'Hugo');
      await user.clear(childLastname);
      await user.type(childLastname, 'Dupont-Martin');
      // Typed once, the child's last name no longer follows the parent's.
      await user.type(screen.getByLabelText('Nom'), 'x');
      expect(childLastname.value).toBe('Dupont-Martin');
      const birthdate = screen.getByRole('group', { name: 'Date de naissance de l’enfant' });
      await user.click(within(birthdate).getAllByRole('spinbutton')[0] as HTMLElement);
      await user.keyboard('12032019');
      await user.click(screen.getByRole('radio', { name: 'Oui' }));
      await user.click(screen.getByRole('checkbox', { name: /J’accepte les conditions générales/ }));
      await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

      await waitFor(() =>
        expect(api.received.find((request) => request.path === '/api/auth/register')?.body).toMatchObject({
          firstname: 'Camille',
          lastname: 'Dupontx',
          participant: {
            firstname: 'Hugo',
            lastname: 'Dupont-Martin',
            birthdate: '2019-03-12',
            custom_data: [{ field_id: 6, data: 'Oui' }],
          },
        }),
      );
    },
  );

  it('keeps the redirect on the login link', async () => {
    await renderRegister(
      '/auth/register?redirect=%2Fcheckout',
      { create_participant: false, custom_fields: [] },
      server().fetch,
    );
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fcheckout',
    );
  });
});
