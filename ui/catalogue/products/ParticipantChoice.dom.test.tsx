// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bundle, Membership, Participant } from '../../../core/schemas/index';
import type { Session } from '../../app/context';
import { martinSession, participantFixture } from '../../testing/fixtures';
import { renderWithStorefront } from '../../testing/render';
import { productMessages } from './messages';
import { BundlePage, MembershipPage } from './ProductPages';
import { fakeFetch, type RecordedCall, website } from './test-harness';

afterEach(cleanup);

/** Issue 18 §13: a bundle or membership form always offers to create a participant and takes it back. */

const bundle: Bundle = {
  id: 4,
  cuid: 'b-10',
  title: 'Carte 10 séances',
  price: 12000,
  images: [],
  description: null,
  capacity: 10,
  duration: 31_536_000,
  expires_at: null,
  entity: 'PARTICIPANTS',
};

const membership: Membership = {
  id: 3,
  cuid: 'm-1',
  title: 'Adhésion natation',
  price: 2500,
  images: [],
  description: null,
  entity: 'PARTICIPANTS',
  period_type: 'FIXED',
  rolling_period_type: null,
  rolling_period_duration: null,
  fixed_period_start_at: '2026-09-01T00:00:00+02:00',
  fixed_period_end_at: '2027-06-30T00:00:00+02:00',
};

const zoe = participantFixture(13, 'Zoé', '2019-03-04', {
  cuid: 'p-zoe',
  lastname: 'Martin',
  fullname: 'Zoé Martin',
}) as Participant;

/** The Martin family's session, with `extra` participants added to Léa and Hugo. */
function sessionWith(extra: Participant[]): Session {
  const session = martinSession(true);
  if (!session.customer) throw new Error('martinSession(true) has a customer');
  return {
    ...session,
    customer: { ...session.customer, participants: [...session.customer.participants, ...extra] },
  };
}

function render(ui: () => React.ReactNode, path: string, session: () => Session, calls: RecordedCall[] = []) {
  return renderWithStorefront(ui, {
    path,
    website,
    session,
    fetch: fakeFetch(calls),
    providers: 'shell+toasts',
    translations: (i18n) => {
      i18n.addResourceBundle('fr', 'translation', productMessages.fr, true, false);
      i18n.addResourceBundle('en', 'translation', productMessages.en, true, false);
    },
  });
}

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('participant round trip of the product forms', () => {
  it('offers "Ajouter un participant" beside the participants, coming back to this page and query', async () => {
    await render(
      () => <BundlePage item={bundle} catalogue={null} />,
      '/bundles/b-10?from=%2Fpacks',
      () => sessionWith([]),
    );
    expect(await screen.findByRole('button', { name: /Participant/ })).toBeTruthy();
    const create = screen.getByRole('link', { name: 'Ajouter un participant' });
    expect(create.getAttribute('href')).toBe(
      `/account/participants/create?redirect=${encodeURIComponent('/bundles/b-10?from=%2Fpacks')}`,
    );
  });

  it('comes back with the new participant chosen, and adds the membership for them', async () => {
    const user = userEvent.setup();
    const calls: RecordedCall[] = [];
    await render(
      () => <MembershipPage item={membership} catalogue={null} participantCuid="p-zoe" />,
      '/memberships/m-1?participant=p-zoe',
      () => sessionWith([zoe]),
      calls,
    );
    const select = await screen.findByRole('button', { name: /Participant/ });
    expect(select.textContent).toContain('Zoé Martin');
    expect(screen.getByRole('link', { name: 'Ajouter un participant' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ memberships: [{ membership_id: 3, participant_id: 13 }] });
  });

  it('chooses the new participant once it reaches the session after the first render', async () => {
    let session = sessionWith([]);
    const { router } = await render(
      () => <BundlePage item={bundle} catalogue={null} participantCuid="p-zoe" />,
      '/bundles/b-10?participant=p-zoe',
      () => session,
    );
    const select = await screen.findByRole('button', { name: /Participant/ });
    expect(select.textContent).not.toContain('Zoé Martin');
    session = sessionWith([zoe]);
    await act(() => router.invalidate());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Participant/ }).textContent).toContain('Zoé Martin'),
    );
  });

  it('keeps the note and the link when the customer has no participant yet', async () => {
    const session = martinSession(true);
    const none = { ...session, customer: session.customer && { ...session.customer, participants: [] } };
    await render(
      () => <BundlePage item={bundle} catalogue={null} />,
      '/bundles/b-10',
      () => none,
    );
    expect(
      await screen.findByText('Ajoutez un participant à votre compte avant d’ajouter cet article au panier.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter un participant' }).getAttribute('href')).toBe(
      `/account/participants/create?redirect=${encodeURIComponent('/bundles/b-10')}`,
    );
    expect(screen.queryByRole('button', { name: /Participant/ })).toBeNull();
  });
});
