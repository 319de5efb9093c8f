// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bundle, Membership, Voucher } from '../../../core/schemas/index';
import { BundlePage, MembershipPage, VoucherPage } from './ProductPages';
import { fakeFetch, type RecordedCall, renderPage } from './test-harness';

afterEach(cleanup);

const bundle = (entity: string): Bundle => ({
  id: 4,
  cuid: 'b-10',
  title: 'Carte 10 séances',
  price: 12000,
  images: [{ public_url: '/media/bundle.jpg' }],
  description: '<p>Dix séances de natation.</p>',
  capacity: 10,
  duration: 31_536_000,
  expires_at: null,
  entity,
});

const membership = (overrides: Partial<Membership>): Membership => ({
  id: 3,
  cuid: 'm-1',
  title: 'Adhésion annuelle',
  price: 2500,
  images: [],
  description: '<p>Accès au club.</p>',
  entity: 'PARTICIPANTS',
  period_type: 'ROLLING',
  rolling_period_type: 'YEAR',
  rolling_period_duration: 1,
  fixed_period_start_at: null,
  fixed_period_end_at: null,
  ...overrides,
});

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('bundle add-to-cart form', () => {
  it('requires a participant when the entity is PARTICIPANTS', async () => {
    const user = userEvent.setup();
    const calls: RecordedCall[] = [];
    await renderPage(() => <BundlePage item={bundle('PARTICIPANTS')} catalogue={null} />, {
      fetch: fakeFetch(calls),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carte 10 séances' })).toBeTruthy();
    expect(screen.getByText('10 inscriptions')).toBeTruthy();
    // The same words as its card's "Valable 1 an après l’achat" (core durationInLargestUnit), not "365 jours".
    expect(screen.getByText('1 an')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByText('Choisissez un participant.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Participant/ }));
    await user.click(await screen.findByRole('option', { name: 'Léa Martin' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      customer_id: 5,
      bundles: [{ bundle_id: 4, participant_id: 11 }],
      vouchers: [],
      memberships: [],
    });
    expect(await screen.findByText('Votre panier a été mis à jour.')).toBeTruthy();
    // The cart machine reloads the cart after the addition.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/carts/current').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('asks no participant for a CUSTOMERS bundle and repeats it once per quantity', async () => {
    const user = userEvent.setup();
    const calls: RecordedCall[] = [];
    await renderPage(() => <BundlePage item={bundle('CUSTOMERS')} catalogue={null} />, {
      fetch: fakeFetch(calls),
    });
    await screen.findByRole('heading', { level: 1, name: 'Carte 10 séances' });
    expect(screen.queryByRole('button', { name: /Participant/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Augmenter/ }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      bundles: [
        { bundle_id: 4, participant_id: null },
        { bundle_id: 4, participant_id: null },
      ],
    });
  });

  it('shows a visitor a login prompt back to this page instead of the form', async () => {
    await renderPage(() => <BundlePage item={bundle('PARTICIPANTS')} catalogue={null} />, {
      signedIn: false,
      path: '/bundles/b-10?from=%2Fpacks',
    });
    const login = await screen.findByRole('link', { name: 'Se connecter' });
    expect(login.getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/bundles/b-10?from=%2Fpacks')}`,
    );
    expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  });
});

describe('membership page', () => {
  it('shows the informational alert for CUSTOMERS and the quantity for ROLLING', async () => {
    await renderPage(() => (
      <MembershipPage
        item={membership({ entity: 'CUSTOMERS', period_type: 'ROLLING' })}
        catalogue={{ title: 'Adhésions', pathname: '/adhesions' }}
      />
    ));
    expect(await screen.findByText(/liée à votre compte client/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Quantité' })).toBeTruthy();
    expect(screen.getByText('1 an à partir de la date d’achat')).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(breadcrumb.textContent).toContain('Les Petits Sportifs');
    expect(screen.getByRole('link', { name: 'Adhésions' }).getAttribute('href')).toBe('/adhesions');
  });

  it('hides the alert for PARTICIPANTS and the quantity for FIXED periods', async () => {
    await renderPage(() => (
      <MembershipPage
        item={membership({
          entity: 'PARTICIPANTS',
          period_type: 'FIXED',
          fixed_period_start_at: '2026-09-01T00:00:00+02:00',
          fixed_period_end_at: '2027-06-30T00:00:00+02:00',
        })}
        catalogue={null}
      />
    ));
    expect(await screen.findByText('Du 1 septembre 2026 au 30 juin 2027')).toBeTruthy();
    expect(screen.queryByText(/liée à votre compte client/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Quantité' })).toBeNull();
    expect(screen.getByRole('button', { name: /Participant/ })).toBeTruthy();
  });
});

describe('voucher page', () => {
  it('adds vouchers without a participant', async () => {
    const user = userEvent.setup();
    const calls: RecordedCall[] = [];
    const voucher: Voucher = {
      id: 7,
      cuid: 'v-1',
      title: 'Bon cadeau 50 €',
      price: 5000,
      duration: 31_536_000,
      images: [],
      description: null,
    };
    await renderPage(() => <VoucherPage item={voucher} catalogue={null} />, { fetch: fakeFetch(calls) });
    await screen.findByRole('heading', { level: 1, name: 'Bon cadeau 50 €' });
    expect(screen.getByText('1 an')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Participant/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      vouchers: [{ voucher_id: 7 }],
      bundles: [],
      memberships: [],
    });
  });
});
