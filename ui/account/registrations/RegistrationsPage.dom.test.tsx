// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, registrationFixture, renderRegistrations } from './testing';

afterEach(cleanup);

function answeringList(data: ReturnType<typeof registrationFixture>[], count = data.length) {
  return renderRegistrations('/account/registrations', (request) =>
    request.url.pathname === '/api/account/registrations' ? { body: { data, count } } : undefined,
  );
}

describe('/account/registrations', () => {
  it('shows each registration: image, title linking to its detail, dates, location, primary categories, participant, total, age and badges', async () => {
    const { requests } = await answeringList([registrationFixture()]);
    expect(requests[0]?.url.search).toBe('?page_number=1&page_size=20');
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Stage multisport' });
    expect(link.getAttribute('href')).toBe('/account/registrations/reg-1');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/stage.jpg');
    expect(within(card).getByText(/2020/)).toBeTruthy();
    expect(within(card).getByText('Hall omnisports · Rue du Parc 3, 5000 Namur')).toBeTruthy();
    // Directions to the place, named with its address (issue 20 §4).
    expect(
      within(card)
        .getByRole('link', { name: 'Itinéraire vers Rue du Parc 3, 5000 Namur (nouvel onglet)' })
        .getAttribute('target'),
    ).toBe('_blank');
    // The activity's and the availability's Football count once; the SECONDARY "Âge" group is not shown.
    expect(within(card).getByText('Discipline : Tennis, Football')).toBeTruthy();
    expect(within(card).queryByText(/Âge/)).toBeNull();
    expect(within(card).getByText('Participant : Léa Martin')).toBeTruthy();
    expect(within(card).getByText(/^150,00\s€$/)).toBeTruthy();
    expect(within(card).getByText('Créée il y a 3 jours')).toBeTruthy();
    // Outstanding (the spec's remaining is paid 50 € − total 150 € = −100 €) reads as money owed (issue 18 §8).
    expect(within(card).getByText(/^Reste à payer : 100,00\s€$/)).toBeTruthy();
  });

  it('shows no payment badge on a cancelled registration, only "cancelled" (issue 18 §8)', async () => {
    await answeringList([registrationFixture({ cuid: 'reg-cancelled', cancelled: true })]);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Annulée')).toBeTruthy();
    expect(within(card).queryByText(/Reste à payer|^Payée$/)).toBeNull();
  });

  it('shows complete, cancelled, bundle and bundle_capacity_refunded badges, and no payment badge for a free registration', async () => {
    await answeringList([
      registrationFixture({ cuid: 'reg-paid', paid_amount: 15_000 }),
      registrationFixture({
        cuid: 'reg-bundle',
        total_amount: 0,
        paid_amount: 0,
        cancelled: true,
        bundle_id: 3,
        bundle_capacity_refunded: true,
      }),
    ]);
    const [paid, bundle] = screen.getAllByRole('article');
    if (!paid || !bundle) throw new Error('two cards expected');
    expect(within(paid).getByText('Payée')).toBeTruthy();
    expect(within(paid).queryByText('Annulée')).toBeNull();
    expect(within(bundle).queryByText(/Reste à payer|^Payée$/)).toBeNull();
    const badges = [...(bundle.querySelector('.account-badges')?.children ?? [])].map(
      (badge) => badge.textContent,
    );
    expect(badges).toEqual(['Annulée', 'Séance du carnet rendue', 'Payée avec un carnet']);
  });

  it('says when there is nothing yet, and pages through with the count', async () => {
    await answeringList([]);
    expect(screen.getByText('Vous n’avez encore aucune inscription.')).toBeTruthy();
    cleanup();
    await answeringList([registrationFixture()], 45);
    expect(screen.getByText('Page 1 sur 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Suivante' }).getAttribute('href')).toBe(
      '/account/registrations?page_number=2',
    );
  });

  it('has no axe violations', async () => {
    await answeringList([registrationFixture(), registrationFixture({ cuid: 'reg-2', cancelled: true })]);
    expect(await axeViolations()).toEqual([]);
  });
});
