// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../app/context';
import { choicesOf, voltaAddress } from '../../testing/fixtures';
import { axeViolations, customField, renderAccount, signedIn, websiteWith } from './testing';

vi.mock('../../shell/Shell', async () => ({ Shell: (await import('./shell-stub')).ShellStub }));

afterEach(cleanup);

const home = {
  id: 40,
  address: 'Rue Haute 10, 1000 Bruxelles, Belgique',
  street: 'Rue Haute',
  number: '10',
  postcode: '1000',
  city: 'Bruxelles',
  state: null,
  country: 'Belgique',
  longitude: 4.35,
  latitude: 50.84,
};
const volta = voltaAddress;

const nationalNumber = customField({
  id: 1,
  entity: 'CUSTOMERS',
  type: 'TEXT',
  title: 'Numéro de registre national',
  required: true,
  pattern: '\\d{11}',
});
const heardOf = customField({
  id: 2,
  entity: 'CUSTOMERS',
  type: 'CHOICES_MULTIPLE',
  title: 'Comment nous avez-vous connus ?',
  choices: choicesOf(21, 'Amis', 'École'),
});
const allergies = customField({ id: 3, entity: 'PARTICIPANTS', type: 'TEXT', title: 'Allergies' });
const website = websiteWith([nationalNumber, heardOf, allergies]);

function camille(): Session {
  const session = signedIn();
  if (!session.customer) throw new Error('signed in');
  return {
    ...session,
    customer: {
      ...session.customer,
      address: home,
      custom_data: [
        { field_id: 1, data: '85073100123' },
        { field_id: 2, data: 'Amis' },
      ],
    },
  };
}

describe('profile', () => {
  it('is prefilled from the session, with the customer custom fields only', async () => {
    await renderAccount('/account/profile', { session: camille(), website });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mon profil' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Prénom' }) as HTMLInputElement).value).toBe('Camille');
    expect((screen.getByRole('textbox', { name: 'Nom' }) as HTMLInputElement).value).toBe('Martin');
    expect((screen.getByRole('textbox', { name: 'Adresse e-mail' }) as HTMLInputElement).value).toBe(
      'camille@example.be',
    );
    expect((screen.getByRole('textbox', { name: 'Téléphone' }) as HTMLInputElement).value).toBe(
      '+32470000000',
    );
    expect((screen.getByRole('combobox', { name: 'Adresse' }) as HTMLInputElement).value).toBe(home.address);
    expect(
      (screen.getByRole('textbox', { name: /Numéro de registre national/ }) as HTMLInputElement).value,
    ).toBe('85073100123');
    expect((screen.getByRole('checkbox', { name: 'Amis' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /Allergies/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Supprimer mon compte' }).getAttribute('href')).toBe(
      '/account/profile/delete',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the part 2 §5 errors beside their fields and sends nothing', { timeout: 60_000 }, async () => {
    const { server } = await renderAccount('/account/profile', { session: camille(), website });
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Prénom' }));
    await user.type(screen.getByRole('textbox', { name: 'Prénom' }), '   ');
    await user.clear(screen.getByRole('textbox', { name: 'Adresse e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'camille');
    await user.clear(screen.getByRole('textbox', { name: /Numéro de registre national/ }));
    await user.type(screen.getByRole('textbox', { name: /Numéro de registre national/ }), '123');
    // Typing in the address forgets the chosen one: a new one must be chosen from the list.
    await user.type(screen.getByRole('combobox', { name: 'Adresse' }), 'x');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));

    const firstname = screen.getByRole('textbox', { name: 'Prénom' });
    expect(firstname.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Saisissez une adresse e-mail valable.')).toBeTruthy();
    expect(screen.getByText('Cette valeur n’a pas le format attendu.')).toBeTruthy();
    // First name and address.
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Adresse' }).getAttribute('aria-invalid')).toBe('true');
    expect(server.calls().filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it(
    'saves with PUT /api/session: a newly chosen address, trimmed and lowercased e-mail, custom data',
    { timeout: 60_000 },
    async () => {
      const { server } = await renderAccount('/account/profile', {
        session: camille(),
        website,
        answer: (request, state) => {
          if (request.url.pathname === '/api/mapbox/autofill') return { body: { data: [volta] } };
          if (request.method === 'PUT' && request.url.pathname === '/api/session') {
            const body = request.body as Record<string, never>;
            const customer = { ...state.session.customer, ...body, fullname: 'Camille Martin-Dubois' };
            state.session = { ...state.session, customer } as Session;
            return { body: { customer } };
          }
          return undefined;
        },
      });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Nom' }), '-Dubois');
      await user.clear(screen.getByRole('textbox', { name: 'Adresse e-mail' }));
      await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), '  Camille@Example.BE ');
      const address = screen.getByRole('combobox', { name: 'Adresse' });
      await user.clear(address);
      await user.paste('Rue Volta');
      await user.click(await screen.findByRole('option', { name: /Rue Volta 18/ }, { timeout: 3000 }));
      await user.click(screen.getByRole('checkbox', { name: 'École' }));
      await user.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));

      expect(await screen.findByText('Votre profil a été mis à jour.')).toBeTruthy();
      const put = server.calls().find((request) => request.method === 'PUT');
      expect(put?.url.pathname).toBe('/api/session');
      expect(put?.body).toEqual({
        firstname: 'Camille',
        lastname: 'Martin-Dubois',
        email: 'camille@example.be',
        phone: '+32470000000',
        address: volta,
        custom_data: [
          { field_id: 1, data: '85073100123' },
          { field_id: 2, data: 'Amis, École' },
        ],
      });
      const searches = server.calls().filter((request) => request.url.pathname === '/api/mapbox/autofill');
      expect(searches.map((request) => request.url.search)).toEqual(['?search=Rue+Volta']);
      // The session is read again, so the greeting and the tabs follow.
      await waitFor(() =>
        expect(
          server.received.filter(
            (request) => request.method === 'GET' && request.url.pathname === '/api/session',
          ),
        ).toHaveLength(2),
      );
    },
  );

  it('puts EMAIL_TAKEN beside the e-mail and shows the failure as a toast', async () => {
    await renderAccount('/account/profile', {
      session: camille(),
      website,
      answer: (request) =>
        request.method === 'PUT'
          ? { status: 409, body: { error: 'EMAIL_TAKEN', fields: { email: 'EMAIL_TAKEN' } } }
          : undefined,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enregistrer mon profil' }));
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    const beside = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(beside).toContain('Un compte existe déjà avec cette adresse e-mail.');
    // The form toast: loading, then the refusal in its place once the 350 ms minimum is over.
    const toast = await screen.findByRole('alertdialog');
    expect(await within(toast).findByText('Un compte existe déjà avec cette adresse e-mail.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer mon profil' })).toBeTruthy();
  });
});
