// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMinor } from '../../../core/money/index';
import type { RegistrationRequest } from '../../../core/schemas/index';
import { availability, axeViolations } from '../../cart/testing';
import { type FakeRequest, fetchAnswering, questionFixture } from '../../testing/fixtures';
import { registrationRequest, renderOrders } from './testing';

afterEach(cleanup);

const euros = (minor: number) => formatMinor(minor, 'fr').replace(/\s/g, ' ');
const badge = { selector: '.account-badge' };

const pending = registrationRequest('PENDING', { total: 10000, deposit: 3000, paid: 0 });
const approved = registrationRequest('APPROVED', { total: 10000, deposit: 3000, paid: 3000 });
const rejected = registrationRequest('REJECTED', { total: 10000, deposit: 0, paid: 0 });
const cancelled = registrationRequest('CANCELLED', { total: 10000, deposit: 3000, paid: 10000 });

/** The tennis course's options and questions, as its availability's detail answers them. */
const tennisDetail = {
  availability: {
    ...availability(
      'Stage de tennis',
      'tennis',
      'av-61',
      '2026-05-02T07:00:00.000Z',
      '2026-05-02T10:00:00.000Z',
    ),
    options: [
      {
        id: 3,
        title: 'Location de raquette',
        description: null,
        order: 1,
        answer_required: false,
        prices: [{ id: 31, label: 'Raquette junior', amount: 500, percentage: null, option_id: 3 }],
      },
    ],
    questions: [questionFixture(8, 'Allergies')],
  },
};

function server(
  requests: RegistrationRequest[],
  options: { cancel?: { status: number; body: unknown }; catalogue?: boolean } = {},
) {
  const received: FakeRequest[] = [];
  let current = [...requests];
  const fetch = fetchAnswering((request) => {
    received.push(request);
    const path = request.url.pathname;
    if (path === '/api/account/registrations-requests') {
      return { body: { data: current, count: current.length } };
    }
    if (path === '/api/registrations/requests/cancel' && request.method === 'POST') {
      if (options.cancel) {
        current = current.map((entry) => ({ ...entry, status: 'APPROVED' as const }));
        return options.cancel;
      }
      const id = (request.body as { registration_request_id: number }).registration_request_id;
      current = current.map((entry) =>
        entry.id === id ? { ...entry, status: 'CANCELLED' as const } : entry,
      );
      return { body: {} };
    }
    if (path === '/api/availabilities/av-61' && options.catalogue !== false) return { body: tennisDetail };
    const found = current.find((entry) => path === `/api/account/registrations-requests/${entry.cuid}`);
    return found ? { body: { registration_request: found } } : undefined;
  });
  return { fetch, received };
}

describe('/account/registrations-requests', () => {
  it('shows each request with its activity, participant, sessions, status and payment badges', async () => {
    const { fetch } = server([pending, approved, rejected, cancelled]);
    await renderOrders({ path: '/account/registrations-requests', fetch });
    const cards = await screen.findAllByRole('article');
    const [first, second, third, fourth] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    const link = within(first).getByRole('link', { name: 'Stage de tennis' });
    expect(link.getAttribute('href')).toBe('/account/registrations-requests/req-pending');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/media/tennis.jpg');
    expect(within(first).getByText('Léa Martin')).toBeTruthy();
    expect(within(first).getByText('2 séances')).toBeTruthy();
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);

    const badges = (card: HTMLElement) =>
      [...card.querySelectorAll('.account-badge')].map((element) => element.textContent);
    // "outstanding when paid<deposit"
    expect(badges(first)).toEqual(['Statut : En attente', 'À régler']);
    // "deposited when deposit>0 and deposit<=paid<total"
    expect(badges(second)).toEqual(['Statut : Acceptée', 'Acompte payé']);
    // No deposit and nothing paid: no payment badge.
    expect(badges(third)).toEqual(['Statut : Refusée']);
    // "complete when paid >= total (total>0)"
    expect(badges(fourth)).toEqual(['Statut : Annulée', 'Payé']);
    expect(within(first).getByText('En attente', badge).getAttribute('data-tone')).toBe('info');
    expect(within(second).getByText('Acceptée', badge).getAttribute('data-tone')).toBe('success');
    expect(within(third).getByText('Refusée', badge).getAttribute('data-tone')).toBe('danger');
  });

  it('details the request: activity header, participant, sessions, answers under their titles', async () => {
    const withAnswers = {
      ...pending,
      options: [{ price_id: 31, content: null }],
      questions: [{ question_id: 8, content: 'Arachides' }],
    };
    const { fetch } = server([withAnswers]);
    await renderOrders({ path: '/account/registrations-requests/req-pending', fetch });
    expect(await screen.findByRole('heading', { level: 2, name: 'Stage de tennis' })).toBeTruthy();
    const answers = screen.getByRole('region', { name: 'Vos réponses' });
    expect(within(answers).getByText('Location de raquette').nextElementSibling?.textContent).toBe(
      'Raquette junior',
    );
    expect(within(answers).getByText('Allergies').nextElementSibling?.textContent).toBe('Arachides');
    const details = screen.getByRole('region', { name: 'Détails de la demande' });
    expect(within(details).getByText('Léa Martin')).toBeTruthy();
    expect(within(details).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('En attente', badge)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('still shows the answers when the activity can no longer be read', async () => {
    const withAnswers = { ...pending, questions: [{ question_id: 8, content: 'Arachides' }] };
    const { fetch } = server([withAnswers], { catalogue: false });
    await renderOrders({ path: '/account/registrations-requests/req-pending', fetch });
    const answers = await screen.findByRole('region', { name: 'Vos réponses' });
    expect(within(answers).getByText('Question 1').nextElementSibling?.textContent).toBe('Arachides');
  });

  it('cancels a pending request after confirmation, says so, and reloads it as cancelled', async () => {
    const { fetch, received } = server([pending]);
    await renderOrders({ path: '/account/registrations-requests/req-pending', fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la demande' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Annuler cette demande d'inscription ?" });
    expect(within(dialog).getByText(/Léa Martin/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler la demande' }));

    expect(await screen.findByText("Votre demande d'inscription a été annulée.")).toBeTruthy();
    const cancel = received.filter(
      (request) => request.url.pathname === '/api/registrations/requests/cancel',
    );
    expect(cancel).toHaveLength(1);
    expect(cancel[0]?.body).toEqual({ registration_request_id: 70 });
    await waitFor(() => expect(screen.getByText('Annulée', badge)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Annuler la demande' })).toBeNull();
    expect(screen.queryByRole('alertdialog', { name: "Annuler cette demande d'inscription ?" })).toBeNull();
  });

  it('keeps the request when the customer changes their mind', async () => {
    const { fetch, received } = server([pending]);
    await renderOrders({ path: '/account/registrations-requests/req-pending', fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la demande' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Garder la demande' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(received.some((request) => request.url.pathname === '/api/registrations/requests/cancel')).toBe(
      false,
    );
    expect(screen.getByText('En attente', badge)).toBeTruthy();
  });

  it('shows the refusal when the organiser answered meanwhile, and the new status', async () => {
    const { fetch } = server([pending], {
      cancel: { status: 409, body: { error: 'REGISTRATION_REQUEST.NOT_PENDING' } },
    });
    await renderOrders({ path: '/account/registrations-requests/req-pending', fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la demande' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler la demande' }));
    expect(
      await screen.findByText('Cette demande a déjà été traitée et ne peut plus être annulée.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Acceptée', badge)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Annuler la demande' })).toBeNull();
  });

  it('offers cancel only while PENDING, and payment only once APPROVED with something due', async () => {
    for (const request of [approved, rejected, cancelled]) {
      const { fetch } = server([request]);
      await renderOrders({ path: `/account/registrations-requests/${request.cuid}`, fetch });
      await screen.findByRole('heading', { level: 2, name: 'Stage de tennis' });
      expect(screen.queryByRole('button', { name: 'Annuler la demande' })).toBeNull();
      const pay = screen.queryByRole('region', { name: 'Régler le solde' });
      if (request.status === 'APPROVED') {
        expect(within(pay as HTMLElement).getByText(euros(7000))).toBeTruthy();
        // The order's structured reference for a transfer, never the request's own (issue 18).
        expect(
          within(pay as HTMLElement).getByText(/avec la communication \+\+\+000\/0000\/07070\+\+\+\.$/),
        ).toBeTruthy();
        expect(within(pay as HTMLElement).queryByText(/RQ-APPROVED/)).toBeNull();
        expect(
          screen.getByText(
            'Référence de la commande, à indiquer en communication de votre virement : +++000/0000/07070+++',
          ),
        ).toBeTruthy();
      } else {
        expect(pay).toBeNull();
      }
      cleanup();
    }
    const { fetch } = server([pending]);
    await renderOrders({ path: '/account/registrations-requests/req-pending', fetch });
    expect(await screen.findByRole('button', { name: 'Annuler la demande' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Régler le solde' })).toBeNull();
  });
});
