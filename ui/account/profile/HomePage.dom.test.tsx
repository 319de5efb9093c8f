// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorSession } from '../../testing/fixtures';
import { axeViolations, renderAccount, signedIn } from './testing';

vi.mock('../../shell/Shell', async () => ({ Shell: (await import('./shell-stub')).ShellStub }));

afterEach(cleanup);

const counters = {
  participants: 2,
  carts: 3,
  registrations: 1,
  bookings: 0,
  registrations_requests: 0,
  bundles: 0,
  vouchers: 0,
  available_vouchers: 2,
  memberships: 1,
  attendance_charges: 0,
};

describe('account home', () => {
  it('/account opens the home tab', async () => {
    const { router } = await renderAccount('/account');
    expect(router.state.location.pathname).toBe('/account/home');
    expect(await screen.findByRole('heading', { level: 2, name: 'Vue d’ensemble' })).toBeTruthy();
  });

  it('shows a card per visible tab with its counter, the wallet and the vouchers to use', async () => {
    await renderAccount('/account/home', {
      session: signedIn({ counters, wallet: { amount: 2_550 } }),
    });
    const cards = screen.getByRole('list', { name: 'Rubriques de votre compte' });
    const titles = within(cards)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // Home itself is not a card; bookings, bundles and attendance charges are at 0 and hidden; vouchers
    // shows through available_vouchers.
    expect(titles).toEqual(['Profil', 'Participants', 'Commandes', 'Inscriptions', 'Bons', 'Abonnements']);
    expect(within(cards).getByRole('link', { name: 'Commandes' }).getAttribute('href')).toBe(
      '/account/carts',
    );
    expect(within(cards).getByText('3 commandes')).toBeTruthy();
    expect(within(cards).getByText('1 inscription')).toBeTruthy();
    expect(within(cards).getByText('0 bon')).toBeTruthy();
    expect(within(cards).getByText('Léa, Hugo')).toBeTruthy();
    expect(within(cards).getByText('camille@example.be')).toBeTruthy();

    const wallet = screen.getByRole('region', { name: 'Solde du portefeuille' });
    expect(within(wallet).getByText(/25,50\s€/)).toBeTruthy();
    expect(screen.getByText('Vous avez 2 bons prêts à être utilisés.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir mes bons' }).getAttribute('href')).toBe(
      '/account/vouchers',
    );
    expect(screen.queryByText('Ajoutez votre premier participant')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('a new customer sees profile only, no wallet, and is offered a first participant', async () => {
    const session = signedIn({ wallet: { amount: 0 } });
    await renderAccount('/account/home', {
      session: {
        ...session,
        customer: session.customer ? { ...session.customer, participants: [] } : null,
        counters: {
          ...counters,
          participants: 0,
          carts: 0,
          registrations: 0,
          memberships: 0,
          available_vouchers: 0,
        },
      },
    });
    const cards = screen.getByRole('list', { name: 'Rubriques de votre compte' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Profil']);
    expect(screen.queryByRole('region', { name: 'Solde du portefeuille' })).toBeNull();
    expect(screen.queryByText(/prêts? à être utilisés?/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ajouter un participant' }).getAttribute('href')).toBe(
      '/account/participants/create',
    );
  });

  it('asks a visitor to sign in and come back', async () => {
    await renderAccount('/account/home', { session: visitorSession });
    expect(screen.queryByRole('heading', { name: 'Vue d’ensemble' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Faccount%2Fhome',
    );
  });

  it('speaks English on the English site', async () => {
    await renderAccount('/account/home', { session: signedIn({ counters }), language: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeTruthy();
    expect(screen.getByText('3 orders')).toBeTruthy();
  });
});
