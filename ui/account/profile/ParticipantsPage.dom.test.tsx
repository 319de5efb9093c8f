// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../app/context';
import { participantFixture, TEST_NOW } from '../../testing/fixtures';
import {
  type AccountServer,
  axeViolations,
  customField,
  renderAccount,
  signedIn,
  websiteWith,
} from './testing';

vi.mock('../../shell/Shell', async () => ({ Shell: (await import('./shell-stub')).ShellStub }));

afterEach(cleanup);

/** An ISO date `years` years and `months` months (and `days` days) before the pinned today (`TEST_NOW`). */
function before(years: number, months: number, days = 0): string {
  const date = new Date(TEST_NOW);
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth() - months, date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const lea = participantFixture(11, 'Léa', before(9, 1), {
  cuid: 'p-lea',
  lastname: 'Martin',
  fullname: 'Léa Martin',
  custom_data: [{ field_id: 5, data: 'Gluten' }],
});
const noe = participantFixture(13, 'Noé', before(0, 5, 10), {
  cuid: 'p-noe',
  lastname: 'Martin',
  fullname: 'Noé Martin',
});
const hugo = participantFixture(12, 'Hugo', '', { cuid: 'p-hugo', birthdate: null, fullname: 'Hugo Dupont' });

const allergies = customField({ id: 5, entity: 'PARTICIPANTS', type: 'TEXT', title: 'Allergies' });
const swims = customField({
  id: 6,
  entity: 'PARTICIPANTS',
  type: 'CHOICES_SINGLE',
  title: 'Sait nager',
  required: true,
  choices: [
    { id: 61, label: 'Oui' },
    { id: 62, label: 'Non' },
  ],
});
const website = websiteWith([allergies, swims]);

function withParticipants(participants: unknown[], count = participants.length): Session {
  const session = signedIn();
  if (!session.customer) throw new Error('signed in');
  return {
    ...session,
    customer: { ...session.customer, participants } as Session['customer'],
    counters: session.counters ? { ...session.counters, participants: count } : null,
  };
}

/** A fake server holding the customer's participants: list, update, delete. */
function participantServer(participants: Array<Record<string, unknown>>, count = participants.length) {
  return (request: { method: string; url: URL; body: unknown }, state: AccountServer) => {
    if (request.url.pathname !== '/api/participants') return undefined;
    if (request.method === 'GET') return { body: { data: participants, count } };
    if (request.method === 'PUT') {
      const body = request.body as Record<string, unknown>;
      const at = participants.findIndex((participant) => participant.id === body.participant_id);
      const { participant_id: _id, ...fields } = body;
      const updated = { ...participants[at], ...fields, fullname: `${fields.firstname} ${fields.lastname}` };
      participants[at] = updated;
      return { body: { participant: updated } };
    }
    if (request.method === 'DELETE') {
      const id = Number(request.url.searchParams.get('participant_id'));
      const at = participants.findIndex((participant) => participant.id === id);
      participants.splice(at, 1);
      state.session = withParticipants(participants);
      return { body: {} };
    }
    return undefined;
  };
}

describe('participants list', () => {
  it('lists the participants with age, birthdate and when they were added', async () => {
    const { server } = await renderAccount('/account/participants', {
      session: withParticipants([lea, noe, hugo]),
      website,
      answer: participantServer([lea, noe, hugo]),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Participants' })).toBeTruthy();
    const list = server.calls().find((request) => request.url.pathname === '/api/participants');
    expect(list?.url.search).toBe('?page_number=1&page_size=20');

    const leaCard = screen.getByRole('article', { name: 'Léa Martin' });
    expect(within(leaCard).getByText(/^9 ans · Né\(e\) le \d+ \S+ \d{4}$/)).toBeTruthy();
    expect(within(leaCard).getByText(/^Ajouté /)).toBeTruthy();
    expect(within(leaCard).getByRole('button', { name: 'Modifier Léa Martin' })).toBeTruthy();
    expect(within(leaCard).getByRole('link', { name: 'Supprimer Léa Martin' }).getAttribute('href')).toBe(
      '/account/participants/p-lea/delete',
    );
    expect(within(screen.getByRole('article', { name: 'Noé Martin' })).getByText(/^5 mois · /)).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Hugo Dupont' })).getByText(
        'Date de naissance non renseignée',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter un participant' }).getAttribute('href')).toBe(
      '/account/participants/create',
    );
    expect(screen.getByText('3 résultats')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('reads the page of the query string and links the other pages', async () => {
    const { server } = await renderAccount('/account/participants?page_number=2', {
      session: withParticipants([lea], 41),
      answer: participantServer([lea], 41),
    });
    expect(await screen.findByText('Page 2 sur 3')).toBeTruthy();
    expect(server.calls()[0]?.url.search).toBe('?page_number=2&page_size=20');
    expect(screen.getByRole('link', { name: 'Précédente' }).getAttribute('href')).toBe(
      '/account/participants?page_number=1',
    );
    expect(screen.getByRole('link', { name: 'Suivante' }).getAttribute('href')).toBe(
      '/account/participants?page_number=3',
    );
  });

  it('shows an empty state with the add link', async () => {
    await renderAccount('/account/participants', {
      session: withParticipants([]),
      answer: participantServer([]),
    });
    expect(
      await screen.findByText(
        'Aucun participant pour l’instant. Ajoutez les personnes qui participent aux activités.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter un participant' })).toBeTruthy();
  });
});

describe('editing a participant', () => {
  it(
    'edits in a dialog: prefilled, checked, PUT /api/participants with the id, toast, list reloaded',
    { timeout: 60_000 },
    async () => {
      const { server } = await renderAccount('/account/participants', {
        session: withParticipants([lea, hugo]),
        website,
        answer: participantServer([lea, hugo]),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Modifier Léa Martin' }));
      const dialog = await screen.findByRole('dialog', { name: 'Modifier Léa Martin' });
      const firstname = within(dialog).getByRole('textbox', { name: 'Prénom' }) as HTMLInputElement;
      expect(firstname.value).toBe('Léa');
      expect((within(dialog).getByLabelText('Date de naissance') as HTMLInputElement).value).toBe(
        lea.birthdate,
      );
      expect(
        (within(dialog).getByRole('textbox', { name: 'Allergies (facultatif)' }) as HTMLInputElement).value,
      ).toBe('Gluten');

      // "Sait nager" is required: nothing is sent until it is answered.
      await user.clear(firstname);
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));
      expect(firstname.getAttribute('aria-invalid')).toBe('true');
      expect(within(dialog).getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
      expect(server.calls().filter((request) => request.method === 'PUT')).toEqual([]);

      await user.type(firstname, ' Léana ');
      await user.click(within(dialog).getByRole('radio', { name: 'Oui' }));
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));

      expect(await screen.findByText('Léana Martin a été mis à jour.')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(server.calls().find((request) => request.method === 'PUT')?.body).toEqual({
        participant_id: 11,
        firstname: 'Léana',
        lastname: 'Martin',
        birthdate: lea.birthdate,
        custom_data: [
          { field_id: 5, data: 'Gluten' },
          { field_id: 6, data: 'Oui' },
        ],
      });
      expect(await screen.findByRole('article', { name: 'Léana Martin' })).toBeTruthy();
      expect(
        server
          .calls()
          .filter((request) => request.method === 'GET' && request.url.pathname === '/api/participants'),
      ).toHaveLength(2);
    },
  );

  it('keeps the dialog open with a toast and the field details when the server refuses', async () => {
    await renderAccount('/account/participants', {
      session: withParticipants([hugo]),
      answer: (request) => {
        if (request.method === 'GET') return { body: { data: [hugo], count: 1 } };
        return { status: 400, body: { error: 'VALIDATION_FAILED', fields: { birthdate: 'invalid_date' } } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier Hugo Dupont' }));
    const dialog = await screen.findByRole('dialog');
    const birthdate = within(dialog).getByLabelText('Date de naissance');
    await user.type(birthdate, '2018-09-20');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      await screen.findByText('Certains champs ne sont pas valables. Vérifiez le formulaire.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Saisissez une date valable.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('cancel closes the dialog without sending anything', async () => {
    const { server } = await renderAccount('/account/participants', {
      session: withParticipants([hugo]),
      answer: participantServer([hugo]),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier Hugo Dupont' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls().filter((request) => request.method !== 'GET')).toEqual([]);
  });
});

describe('deleting a participant', () => {
  const confirmField = () =>
    screen.findByRole('textbox', { name: 'Tapez le prénom du participant pour confirmer' });

  it('asks for the first name, compared after lowercasing and removing whitespace', async () => {
    await renderAccount('/account/participants/p-lea/delete', { session: withParticipants([lea, hugo]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Supprimer Léa Martin' })).toBeTruthy();
    const button = () => screen.getByRole('button', { name: 'Supprimer Léa Martin' });
    const field = await confirmField();
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Pour confirmer, tapez Léa. Les majuscules et les espaces n’ont pas d’importance.',
    );
    expect(button().hasAttribute('disabled')).toBe(true);
    const user = userEvent.setup();
    await user.type(field, 'Lea');
    expect(button().hasAttribute('disabled')).toBe(true);
    await user.clear(field);
    await user.type(field, ' L É A ');
    expect(button().hasAttribute('disabled')).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it('sends DELETE /api/participants?participant_id=… and goes back to the list with a toast', async () => {
    const participants = [lea, hugo];
    const { router, server } = await renderAccount('/account/participants/p-lea/delete', {
      session: withParticipants(participants),
      answer: participantServer(participants),
    });
    const user = userEvent.setup();
    await user.type(await confirmField(), 'léa');
    await user.click(screen.getByRole('button', { name: 'Supprimer Léa Martin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/participants'));
    expect(await screen.findByText('Léa Martin ne fait plus partie de vos participants.')).toBeTruthy();
    const removal = server.calls().find((request) => request.method === 'DELETE');
    expect(removal?.url.pathname).toBe('/api/participants');
    expect(removal?.url.search).toBe('?participant_id=11');
    expect(await screen.findByRole('article', { name: 'Hugo Dupont' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Léa Martin' })).toBeNull();
  });

  it('an unknown participant is not found in the account', async () => {
    await renderAccount('/account/participants/p-someone-else/delete', { session: withParticipants([lea]) });
    expect(await screen.findByRole('heading', { name: 'Introuvable dans votre compte' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
