// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationDetail } from '../../../core/schemas/index';
import type { Session } from '../../app/context';
import { navigateBrowser } from './browser';
import {
  answeringDetail,
  axeViolations,
  detailFixture,
  documentFixture,
  registrationFixture,
  renderRegistrations,
  signedIn,
} from './testing';

vi.mock('./browser', () => ({ navigateBrowser: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(navigateBrowser).mockClear();
});

const MEDICAL = '/account/registrations/reg-1/documents/doc-fiche';

function renderDocument(path: string, detail: RegistrationDetail = detailFixture(), session?: Session) {
  return renderRegistrations(
    path,
    answeringDetail(() => detail),
    session ? { session } : {},
  );
}

/** Camille with her emergency phone (field 204, a CUSTOMERS field) already in her profile. */
function withPhone(): Session {
  const session = signedIn();
  if (!session.customer) throw new Error('signed in expected');
  return {
    ...session,
    customer: { ...session.customer, custom_data: [{ field_id: 204, data: '+32 470 11 22 33' }] },
  };
}

const download = () => userEvent.click(screen.getByRole('button', { name: 'Télécharger le document' }));

describe('/account/registrations/{cuid}/documents/{documentCuid}', () => {
  it("asks for the document's custom fields, each once, the customer's own answers filled in", async () => {
    await renderDocument(MEDICAL, detailFixture(), withPhone());
    expect(screen.getByRole('heading', { name: 'Fiche sanitaire', level: 2 })).toBeTruthy();
    expect(screen.getByText('À remettre le premier jour.')).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /Médecin traitant/ })).toHaveLength(1);
    const vaccine = await screen.findByRole('group', { name: /Date du dernier vaccin/ });
    expect(within(vaccine).getAllByRole('spinbutton')).toHaveLength(3);
    const activities = screen.getByRole('group', { name: 'Activités autorisées (facultatif)' });
    expect(within(activities).getAllByRole('checkbox')).toHaveLength(2);
    expect(
      (screen.getByRole('textbox', { name: 'Téléphone d’urgence (facultatif)' }) as HTMLInputElement).value,
    ).toBe('+32 470 11 22 33');
  });

  it('refuses to download while a required field is empty, and says which', async () => {
    await renderDocument(MEDICAL);
    await download();
    const doctor = screen.getByRole('textbox', { name: /Médecin traitant/ });
    expect(doctor.getAttribute('aria-invalid')).toBe('true');
    expect(doctor.closest('.typed-field')?.textContent).toMatch(/Ce champ est obligatoire\./);
    expect(
      (await screen.findByRole('group', { name: /Date du dernier vaccin/ })).closest('.typed-field')
        ?.textContent,
    ).toMatch(/Ce champ est obligatoire\./);
    expect(navigateBrowser).not.toHaveBeenCalled();
  });

  it('downloads by navigating the browser to /api/documents/download with registration_id, document_id and custom_element_{id} values', async () => {
    await renderDocument(MEDICAL, detailFixture(), withPhone());
    await userEvent.type(screen.getByRole('textbox', { name: /Médecin traitant/ }), '  Dr Dupuis ');
    const vaccine = await screen.findByRole('group', { name: /Date du dernier vaccin/ });
    await userEvent.click(within(vaccine).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('01032025');
    const activities = screen.getByRole('group', { name: 'Activités autorisées (facultatif)' });
    await userEvent.click(within(activities).getByRole('checkbox', { name: 'Natation' }));
    await userEvent.click(within(activities).getByRole('checkbox', { name: 'Escalade' }));
    await download();
    expect(navigateBrowser).toHaveBeenCalledTimes(1);
    const href = vi.mocked(navigateBrowser).mock.calls[0]?.[0] ?? '';
    const url = new URL(href, 'http://petits-sportifs.localhost');
    expect(url.pathname).toBe('/api/documents/download');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      registration_id: '41',
      document_id: '92',
      custom_element_201: 'Dr Dupuis',
      custom_element_202: '2025-03-01',
      custom_element_203: 'Natation, Escalade',
      custom_element_204: '+32 470 11 22 33',
    });
  });

  it('leaves empty optional fields out of the address, and a document without fields downloads at once', async () => {
    const noFields = documentFixture({ cuid: 'doc-plain', id: 95, title: 'Règlement', pages: [] });
    await renderDocument(
      '/account/registrations/reg-1/documents/doc-plain',
      detailFixture({ documents: [noFields] }),
    );
    expect(screen.getByText('Ce document est prêt à être téléchargé.')).toBeTruthy();
    await download();
    expect(navigateBrowser).toHaveBeenCalledWith('/api/documents/download?registration_id=41&document_id=95');
  });

  it('shows the amount due instead of the form while the payment requirement is not met', async () => {
    await renderDocument('/account/registrations/reg-1/documents/doc-attestation');
    expect(screen.getByRole('heading', { name: 'Attestation de participation' })).toBeTruthy();
    expect(screen.getByText(/^Disponible après le paiement de 100,00\s€\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Télécharger le document' })).toBeNull();
  });

  it('shows the date from which it is available while the date requirement has not passed', async () => {
    await renderDocument('/account/registrations/reg-1/documents/doc-certificat');
    expect(screen.getByText(/^Disponible à partir du .*2099.*\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Télécharger le document' })).toBeNull();
  });

  it('is not found for a cancelled registration or a document that is not offered', async () => {
    await renderDocument(MEDICAL, detailFixture({ registration: registrationFixture({ cancelled: true }) }));
    expect(await screen.findByRole('heading', { name: 'Introuvable dans votre compte' })).toBeTruthy();
    cleanup();
    await renderDocument('/account/registrations/reg-1/documents/doc-unknown');
    expect(await screen.findByRole('heading', { name: 'Introuvable dans votre compte' })).toBeTruthy();
  });

  it('has no axe violations, with the errors showing', async () => {
    await renderDocument(MEDICAL);
    expect(await axeViolations()).toEqual([]);
    await download();
    expect(await axeViolations()).toEqual([]);
  });
});
