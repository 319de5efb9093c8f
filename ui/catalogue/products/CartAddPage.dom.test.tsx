// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AvailabilityDetail, CartAddPage, type SelectedAvailability } from './CartAddPage';
import { fakeFetch, type RecordedCall, renderPage } from './test-harness';

afterEach(cleanup);

const NOW = '2026-06-01T08:00:00Z';

function availability(
  id: number,
  title: string,
  overrides: Partial<AvailabilityDetail> = {},
): AvailabilityDetail {
  return {
    id,
    cuid: `av-${id}`,
    status: 'OPEN',
    registrations_start_at: null,
    registrations_end_at: null,
    start_at: '2026-07-06T07:00:00Z',
    end_at: '2026-07-10T15:00:00Z',
    price: 14500,
    deposit: 0,
    capacity: 20,
    registered: 3,
    age_minimum: 6,
    age_maximum: 12,
    location: {
      name: 'Piscine',
      title: 'Piscine communale',
      street: null,
      number: null,
      postcode: null,
      city: 'Namur',
    },
    // Two open days, 6 and 7 July.
    dates: [1, 2].map((day) => ({
      id: id * 10 + day,
      cuid: `d-${id}-${day}`,
      start_at: `2026-07-0${5 + day}T07:00:00Z`,
      end_at: `2026-07-0${5 + day}T15:00:00Z`,
      status: 'OPEN',
      capacity: 20,
      registered: 3,
    })),
    categories: [],
    activity: {
      id: id + 100,
      cuid: `ac-${id}`,
      title,
      slug: `activity-${id}`,
      description: null,
      images: [],
      instructions: null,
      age_minimum: null,
      age_maximum: null,
      default_capacity: null,
      default_price: 0,
      default_deposit: 0,
      categories: [],
      registration_flow: 'DIRECT',
      settings: { allow_registrations_after_start: false },
      partial_registration_fee: null,
    },
    options: [],
    questions: [],
    ...overrides,
  };
}

function Selection({ initial }: { initial: SelectedAvailability[] }) {
  const [items, setItems] = useState(initial);
  return (
    <CartAddPage
      items={items}
      now={NOW}
      onRemove={(cuid) => setItems((current) => current.filter((item) => item.availability.cuid !== cuid))}
    />
  );
}

describe('/cart/add', () => {
  it('removes an availability from the selection, then shows the empty state', async () => {
    const user = userEvent.setup();
    await renderPage(() => (
      <Selection
        initial={[
          { availability: availability(1, 'Stage natation'), dateCuids: null },
          { availability: availability(2, 'Stage multisport'), dateCuids: ['d-2-2'] },
        ]}
      />
    ));
    const selection = await screen.findByRole('region', { name: 'Votre sélection' });
    expect(within(selection).getAllByRole('listitem')).toHaveLength(2);
    expect(within(selection).getByText(/^2 dates/)).toBeTruthy();
    expect(within(selection).getByText(/^1 date/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter 2 inscriptions' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retirer Stage natation de la sélection' }));
    expect(within(selection).getAllByRole('listitem')).toHaveLength(1);
    expect(within(selection).queryByText('Stage natation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ajouter 1 inscription' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retirer Stage multisport de la sélection' }));
    expect(await screen.findByRole('heading', { name: 'Aucune sélection' })).toBeTruthy();
  });

  it('adds one registration per addable availability for the chosen participant', async () => {
    const user = userEvent.setup();
    const calls: RecordedCall[] = [];
    await renderPage(
      () => (
        <Selection
          initial={[
            { availability: availability(1, 'Stage natation'), dateCuids: null },
            { availability: availability(2, 'Stage multisport'), dateCuids: ['d-2-2'] },
            { availability: availability(3, 'Stage complet', { status: 'FULL' }), dateCuids: null },
          ]}
        />
      ),
      { fetch: fakeFetch(calls) },
    );
    expect(
      await screen.findByText('Cette disponibilité est complète ; elle ne sera pas ajoutée.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Participant/ }));
    await user.click(await screen.findByRole('option', { name: 'Hugo Martin' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter 2 inscriptions' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const body = calls.find((call) => call.method === 'POST')?.body as { registrations: unknown[] };
    expect(body.registrations).toEqual([
      expect.objectContaining({
        availability_id: 1,
        participant_id: 12,
        availability_dates: [{ date_id: 11 }, { date_id: 12 }],
      }),
      expect.objectContaining({
        availability_id: 2,
        participant_id: 12,
        availability_dates: [{ date_id: 22 }],
      }),
    ]);
    expect(await screen.findByText('Votre panier a été mis à jour.')).toBeTruthy();
  });

  it('asks for required options before adding', async () => {
    const user = userEvent.setup();
    const calls: RecordedCall[] = [];
    const withOption = availability(1, 'Stage natation', {
      options: [
        {
          id: 5,
          title: 'Repas',
          description: null,
          order: 1,
          answer_required: true,
          prices: [{ id: 51, label: 'Repas chaud', amount: 2500, percentage: null, option_id: 5 }],
        },
      ],
    });
    await renderPage(() => <Selection initial={[{ availability: withOption, dateCuids: null }]} />, {
      fetch: fakeFetch(calls),
    });
    await user.click(await screen.findByRole('button', { name: /Participant/ }));
    await user.click(await screen.findByRole('option', { name: 'Léa Martin' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter 1 inscription' }));
    expect(await screen.findByText('Choisissez un des tarifs.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Repas/ }));
    await user.click(await screen.findByRole('option', { name: /Repas chaud/ }));
    await user.click(screen.getByRole('button', { name: 'Ajouter 1 inscription' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      registrations: [{ availability_id: 1, options: [{ price_id: 51, content: null }] }],
    });
  });

  it('shows a visitor the login prompt beside the selection', async () => {
    await renderPage(
      () => <Selection initial={[{ availability: availability(1, 'Stage natation'), dateCuids: null }]} />,
      {
        signedIn: false,
      },
    );
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByText('Stage natation')).toBeTruthy();
  });

  it('offers to create a participant and comes back to this selection with them chosen (issue 18 §13)', async () => {
    const user = userEvent.setup();
    const calls: RecordedCall[] = [];
    await renderPage(
      () => (
        <CartAddPage
          items={[{ availability: availability(1, 'Stage natation'), dateCuids: null }]}
          now={NOW}
          onRemove={() => {}}
          participantCuid="p-hugo"
        />
      ),
      { fetch: fakeFetch(calls), path: '/cart/add?availabilities=av-1&participant=p-hugo' },
    );
    const create = await screen.findByRole('link', { name: 'Ajouter un participant' });
    expect(create.getAttribute('href')).toBe(
      `/account/participants/create?redirect=${encodeURIComponent('/cart/add?availabilities=av-1&participant=p-hugo')}`,
    );
    // Back from the create screen: the participant it sent back is chosen without a click.
    expect(screen.getByRole('button', { name: /Participant/ }).textContent).toContain('Hugo Martin');
    await user.click(screen.getByRole('button', { name: 'Ajouter 1 inscription' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      registrations: [{ availability_id: 1, participant_id: 12 }],
    });
  });
});
