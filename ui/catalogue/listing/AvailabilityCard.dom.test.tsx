// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { availability, fullDates, listed } from '../availability/fixtures';
import { fakeFetch, renderInApp } from '../availability/test-support';
import { AvailabilityCard } from './AvailabilityCard';

afterEach(cleanup);

const now = '2030-01-01T10:00:00.000Z';
// The card gets what the list answers: the lean list item.
const renderCard = (data: ReturnType<typeof availability>) =>
  renderInApp(() => <AvailabilityCard availability={listed(data)} now={now} />, {
    fetch: fakeFetch({}).fetch,
  });

describe('availability card', () => {
  it('shows image, title linking to the detail, dates, location, age and price, without badge when open', async () => {
    await renderCard(availability());
    const link = await screen.findByRole('link', { name: 'Hip-hop & danse urbaine' });
    expect(link.getAttribute('href')).toBe('/availabilities/ps-av-hip-hop-t1');
    expect(document.querySelector('.catalog-card__media img')?.getAttribute('src')).toBe(
      '/media/hip-hop.svg',
    );
    expect(screen.getByText(/2 dates/)).toBeTruthy();
    expect(screen.getByText('Atelier de la Chaussée de Haecht, Schaerbeek')).toBeTruthy();
    expect(screen.getByText('De 12 ans à 17 ans')).toBeTruthy();
    expect(screen.getByText(/180,00/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: undefined })?.textContent ?? '').not.toMatch(/Complet|Fermé/);
  });

  it('shows the CLOSED badge of a closed availability', async () => {
    await renderCard(availability({ status: 'CLOSED' }));
    await screen.findByRole('link', { name: 'Hip-hop & danse urbaine' });
    expect(screen.getByText('Fermé')).toBeTruthy();
  });

  it('adds FULL when no future date has free capacity, and CLOSED when registrations have ended', async () => {
    const { container } = await renderCard(
      availability({ dates: fullDates, registrations_end_at: '2029-12-01T10:00:00.000Z' }),
    );
    await screen.findByRole('link', { name: 'Hip-hop & danse urbaine' });
    const badges = container.querySelector('.catalog-badges') as HTMLElement;
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fermé', 'Complet']);
  });

  it('says when registrations open on a card that takes them later, and nothing once open (issue 18 §18)', async () => {
    await renderCard(availability({ registrations_start_at: '2030-02-03T08:00:00.000Z' }));
    await screen.findByRole('link', { name: 'Hip-hop & danse urbaine' });
    expect(screen.getByText(/^Inscriptions dès le 3 février 2030/)).toBeTruthy();
    cleanup();
    await renderCard(availability({ registrations_start_at: '2029-12-03T08:00:00.000Z' }));
    await screen.findByRole('link', { name: 'Hip-hop & danse urbaine' });
    expect(screen.queryByText(/^Inscriptions dès le/)).toBeNull();
  });

  it('shows the OVERLAP badge', async () => {
    await renderCard(availability({ status: 'OVERLAP' }));
    expect(await screen.findByText('Chevauchement')).toBeTruthy();
  });
});
