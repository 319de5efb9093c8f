// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { participantFixture, visitorSession } from '../../testing/fixtures';
import { axeViolations, customField, renderAccount, websiteWith } from './testing';

vi.mock('../../shell/Shell', async () => ({ Shell: (await import('./shell-stub')).ShellStub }));

afterEach(cleanup);

const allergies = customField({
  id: 5,
  entity: 'PARTICIPANTS',
  type: 'CHOICES_MULTIPLE',
  title: 'Allergies',
  required: true,
  choices: [
    { id: 51, label: 'Gluten' },
    { id: 52, label: 'Lactose' },
  ],
});
const website = websiteWith([allergies]);
const created = participantFixture(21, 'Zoé', '2019-03-14', {
  cuid: 'p-zoe',
  lastname: 'Martin',
  fullname: 'Zoé Martin',
});

const creating = (request: { method: string; url: URL }) =>
  request.method === 'POST' && request.url.pathname === '/api/participants'
    ? { body: { participant: created } }
    : request.url.pathname === '/api/participants'
      ? { body: { data: [created], count: 1 } }
      : undefined;

async function fill() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Prénom' }), 'Zoé');
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Martin');
  await user.type(screen.getByLabelText('Date de naissance'), '2019-03-14');
  await user.click(screen.getByRole('checkbox', { name: 'Lactose' }));
  await user.click(screen.getByRole('button', { name: 'Ajouter le participant' }));
}

describe('participant create', () => {
  it('checks the form and sends nothing while it is not valid', async () => {
    const { server } = await renderAccount('/account/participants/create', { website, answer: creating });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ajouter un participant' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), '  ');
    await user.click(screen.getByRole('button', { name: 'Ajouter le participant' }));
    // First name, last name, birthdate and the required allergies.
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(4);
    expect(server.calls()).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it(
    'creates with POST /api/participants and returns to the redirect with participant set',
    { timeout: 60_000 },
    async () => {
      const { router, server } = await renderAccount(
        `/account/participants/create?redirect=${encodeURIComponent('/availabilities/foot/c1?dates=a,b')}`,
        { website, answer: creating },
      );
      await fill();
      await waitFor(() => expect(router.state.location.pathname).toBe('/availabilities/foot/c1'));
      expect(router.state.location.search).toEqual({ dates: 'a,b', participant: 'p-zoe' });
      expect(server.calls()[0]?.body).toEqual({
        firstname: 'Zoé',
        lastname: 'Martin',
        birthdate: '2019-03-14',
        custom_data: [{ field_id: 5, data: 'Lactose' }],
      });
      expect(await screen.findByText('Zoé Martin a été ajouté à vos participants.')).toBeTruthy();
    },
  );

  it('without a redirect (or an unsafe one) goes to the participants list', { timeout: 60_000 }, async () => {
    const { router } = await renderAccount(
      `/account/participants/create?redirect=${encodeURIComponent('//evil.example/x')}`,
      { website, answer: creating },
    );
    await fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/participants'));
    expect(await screen.findByRole('article', { name: 'Zoé Martin' })).toBeTruthy();
  });

  it('a refused creation is a toast and the form stays', { timeout: 60_000 }, async () => {
    const { router } = await renderAccount('/account/participants/create', {
      website,
      answer: (request) =>
        request.method === 'POST' ? { status: 503, body: { error: 'SERVICE_UNAVAILABLE' } } : undefined,
    });
    await fill();
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    // Loading first, then the refusal in its place once the 350 ms minimum is over (part 1 §4, part 2 §9).
    expect(await screen.findByText('SERVICE_UNAVAILABLE')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/participants/create');
    // The failure is the toast only: no inline message above the form any more.
    expect(screen.getAllByText('SERVICE_UNAVAILABLE')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toBeTruthy();
  });

  it('asks a visitor to sign in and come back to the same screen', async () => {
    await renderAccount('/account/participants/create?redirect=%2Fcart', { session: visitorSession });
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/account/participants/create?redirect=%2Fcart')}`,
    );
  });
});
