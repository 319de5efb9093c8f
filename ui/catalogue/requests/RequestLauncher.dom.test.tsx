// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../cart/testing';
import { listed } from '../availability/fixtures';
import { fakeFetch } from '../availability/test-support';
import { renderRequests, slots, tier } from './testing';

afterEach(cleanup);

const CONFIGURATION = '/api/activities/ps-act-natation/registrations-requests-configuration';

const api = (tiers: unknown[]) =>
  fakeFetch({
    'GET /api/carts/current': { cart: null },
    'GET /api/availabilities': { data: slots.map(listed), count: slots.length },
    [`GET ${CONFIGURATION}`]: { tiers },
  });

const validate = () => screen.getByRole('button', { name: 'Valider la sélection' });
const slotBox = (day: RegExp) => screen.getByRole('checkbox', { name: day });

describe('registration request launcher', () => {
  it('auto-selects the only tier and shows the week of the first requestable slot', async () => {
    const { fetch, sent } = api([tier('t-one', '1 créneau par semaine', 1, 1)]);
    await renderRequests({ path: '/activities/natation-trimestre', fetch });
    const radio = await screen.findByRole('radio', { name: /1 créneau par semaine/ });
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { name: /Semaine du lundi 11 novembre/ })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(slotBox(/sam\./).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Indisponible')).toBeTruthy();
    expect(validate().hasAttribute('disabled')).toBe(true);
    const availabilitiesRead = sent.find((call) => call.path === '/api/availabilities');
    expect(availabilitiesRead?.query).toMatchObject({ activity: '40', status: 'OPEN,FULL' });
  });

  it('waits for a tier when there are several; validate stays disabled without one', async () => {
    const { fetch } = api([tier('t1', 'Un créneau', 1, 1), tier('t2', 'Deux créneaux', 2, 2)]);
    await renderRequests({ path: '/activities/natation-trimestre', fetch });
    await screen.findByRole('radio', { name: /Un créneau/ });
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await userEvent.click(slotBox(/lun\./));
    expect(screen.getByText('Choisissez une formule pour sélectionner vos créneaux.')).toBeTruthy();
    expect(validate().hasAttribute('disabled')).toBe(true);
  });

  it('too few, valid, too many: disabled below, enabled within, disabled and red above the maximum', async () => {
    const { fetch } = api([tier('t2', 'Deux créneaux', 2, 2), tier('t1', 'Un créneau', 1, 1)]);
    const { router } = await renderRequests({ path: '/activities/natation-trimestre?view=list', fetch });
    await userEvent.click(await screen.findByRole('radio', { name: /Deux créneaux/ }));
    await userEvent.click(slotBox(/lun\./));
    expect(screen.getByText('1 créneau sélectionné')).toBeTruthy();
    expect(screen.getByText('Sélectionnez au moins 2 créneaux.')).toBeTruthy();
    expect(validate().hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Un créneau/ }));
    expect(validate().hasAttribute('disabled')).toBe(false);
    await userEvent.click(slotBox(/mer\./));
    expect(screen.getByText('2 créneaux sélectionnés')).toBeTruthy();
    expect(screen.getByText(/Trop de créneaux/)).toBeTruthy();
    expect(validate().hasAttribute('disabled')).toBe(true);
    expect(validate().className).toContain('request-validate--over');
    await userEvent.click(screen.getByRole('radio', { name: /Deux créneaux/ }));
    expect(validate().className).not.toContain('request-validate--over');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(validate());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/registrations/request'));
    expect(router.state.location.search).toEqual({
      availabilities: 'av-lundi,av-mercredi',
      view: 'list',
      tier: 't2',
    });
  });

  it('moves week by week', async () => {
    const { fetch } = api([tier('t-one', 'Un créneau', 1, 1)]);
    await renderRequests({ path: '/activities/natation-trimestre', fetch });
    await screen.findByRole('radio', { name: /Un créneau/ });
    await userEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(screen.getByRole('heading', { name: /18 novembre/ })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(screen.getByText('Aucun créneau cette semaine. Essayez la semaine suivante.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    expect(screen.getByRole('heading', { name: /11 novembre/ })).toBeTruthy();
  });
});
