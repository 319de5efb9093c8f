// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistrationDetail } from '../../../core/schemas/index';
import {
  answeringDetail,
  axeViolations,
  detailFixture,
  registrationFixture,
  renderRegistrations,
  reviewFixture,
  signedIn,
} from './testing';

afterEach(cleanup);

const PATH = '/account/registrations/reg-1';

/** A fake server with the detail, which the writes below change like the real server would. */
function server(
  initial: RegistrationDetail,
  writes: (request: {
    method: string;
    pathname: string;
    body: unknown;
  }) => { status?: number; body: unknown } | undefined = () => undefined,
) {
  let detail = initial;
  const read = answeringDetail(() => detail);
  return {
    set: (next: RegistrationDetail) => {
      detail = next;
    },
    answer: (request: Parameters<typeof read>[0]) =>
      request.method === 'GET'
        ? read(request)
        : writes({ method: request.method, pathname: request.url.pathname, body: request.body }),
  };
}

const section = (name: string | RegExp) => {
  const heading = screen.getByRole('heading', { name });
  const panel = heading.closest('section');
  if (!panel) throw new Error(`no section for ${String(name)}`);
  return panel;
};

describe('/account/registrations/{cuid}', () => {
  it('shows the participant, amounts, location, primary categories, sorted dates, options and answered questions', async () => {
    await renderRegistrations(PATH, server(detailFixture()).answer);
    expect(screen.getByRole('heading', { name: 'Stage multisport', level: 2 })).toBeTruthy();
    expect(screen.getByText('Référence R-2026-0041')).toBeTruthy();
    const summary = section('Résumé');
    const facts = [...summary.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent?.replace(/\s/g, ' '),
    ]);
    expect(facts).toEqual([
      ['Participant', 'Léa Martin'],
      ['Période', expect.stringMatching(/2020/)],
      // The place, then its directions link (issue 20 §4).
      [
        'Lieu',
        'Hall omnisports · Rue du Parc 3, 5000 NamurItinéraire vers Rue du Parc 3, 5000 Namur (nouvel onglet)',
      ],
      ['Discipline', 'Tennis, Football'],
      ['Acompte', '50,00 €'],
      ['Total', '150,00 €'],
      ['Payé', '50,00 €'],
    ]);
    const directions = within(summary).getByRole('link', {
      name: 'Itinéraire vers Rue du Parc 3, 5000 Namur (nouvel onglet)',
    });
    expect(directions.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=Rue%20du%20Parc%203%2C%205000%20Namur',
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeTruthy();
    const dates = within(section('Dates (2)'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(dates[0]).toMatch(/2020/);
    expect(dates[1]).toMatch(/2099/);
    expect(within(section('Options')).getByText('Repas chaud (+25,00 €)')).toBeTruthy();
    expect(within(section('Options')).getByText('Végétarien')).toBeTruthy();
    const answers = section('Vos réponses');
    expect(within(answers).getByText('Arachides')).toBeTruthy();
    expect(within(answers).queryByText('Date du certificat')).toBeNull();
    // "total with a pay action": 100 € still due.
    expect(screen.getByRole('heading', { name: 'Régler le solde' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier l’inscription' }).getAttribute('href')).toBe(
      '/account/registrations/reg-1/edit',
    );
  });

  it('gives its order’s structured reference for a bank transfer, labelled, never the registration’s own', async () => {
    const transfers = signedIn({
      wallet: { amount: 0 },
      payment_methods: { online: false, bank_transfers: true, bank_account: 'BE71 0961 2345 6769' },
    });
    await renderRegistrations(PATH, server(detailFixture()).answer, { session: transfers });
    expect(screen.getByText('Référence R-2026-0041')).toBeTruthy();
    expect(
      screen.getByText(
        'Référence de la commande, à indiquer en communication de votre virement : +++000/0000/00404+++',
      ),
    ).toBeTruthy();
    const pay = section('Régler le solde');
    expect(
      within(pay).getByText(
        'Payez par virement au compte BE71 0961 2345 6769 avec la communication +++000/0000/00404+++.',
      ),
    ).toBeTruthy();
    expect(within(pay).queryByText(/R-2026-0041/)).toBeNull();
    cleanup();

    // The same in English.
    await renderRegistrations(PATH, server(detailFixture()).answer, { session: transfers, language: 'en' });
    expect(
      screen.getByText('Order reference, to give with your bank transfer: +++000/0000/00404+++'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Pay by bank transfer to BE71 0961 2345 6769 with the reference +++000/0000/00404+++.',
      ),
    ).toBeTruthy();
  });

  it('offers each document, or says the amount due or the date from which it is available', async () => {
    await renderRegistrations(PATH, server(detailFixture()).answer);
    const documents = section('Documents');
    const [medical, attestation, certificate] = within(documents).getAllByRole('listitem');
    if (!medical || !attestation || !certificate) throw new Error('three documents expected');
    expect(
      within(medical)
        .getByRole('link', { name: 'Compléter et télécharger « Fiche sanitaire »' })
        .getAttribute('href'),
    ).toBe('/account/registrations/reg-1/documents/doc-fiche');
    expect(within(attestation).queryByRole('link')).toBeNull();
    expect(within(attestation).getByText(/^Disponible après le paiement de 100,00\s€\.$/)).toBeTruthy();
    expect(within(certificate).queryByRole('link')).toBeNull();
    expect(within(certificate).getByText(/^Disponible à partir du .*2099.*\.$/)).toBeTruthy();
  });

  it('hides the documents, the pay action, cancel and edit once cancelled, and shows the cancellation message', async () => {
    await renderRegistrations(
      PATH,
      server(
        detailFixture({
          registration: registrationFixture({ cancelled: true, cancellation_message: 'Léa est malade.' }),
        }),
      ).answer,
    );
    expect(screen.getByText('Annulée')).toBeTruthy();
    expect(screen.getByText('Annulée. Votre message : « Léa est malade. »')).toBeTruthy();
    expect(
      screen.getByText(/^Vous aviez payé 50,00\s€ pour cette inscription : un remboursement/),
    ).toBeTruthy();
    expect(screen.getByText(/^Le solde de 100,00\s€ ne vous est plus demandé\.$/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Régler le solde' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler l’inscription' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Modifier l’inscription' })).toBeNull();
  });

  it('cancels with a required message: POST /api/registrations/cancel, a toast, and the page reloaded', async () => {
    const fake = server(detailFixture(), (request) => {
      if (request.method === 'POST' && request.pathname === '/api/registrations/cancel') {
        fake.set(detailFixture({ registration: registrationFixture({ cancelled: true }) }));
        return { body: {} };
      }
      return undefined;
    });
    const { requests } = await renderRegistrations(PATH, fake.answer);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler l’inscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette inscription ?' });
    // Before confirming, the parent reads what happens to the 50 € paid and the 100 € still owed.
    expect(
      within(dialog).getByText(/^Vous avez payé 50,00\s€ pour cette inscription\. Un remboursement/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/^Le solde de 100,00\s€ ne vous sera plus demandé\.$/)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Lire les conditions générales' }).getAttribute('href'),
    ).toMatch(/\/terms$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler l’inscription' }));
    expect(within(dialog).getByText('Ce champ est obligatoire.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler l’inscription' }));
    expect(within(dialog).getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), ' Léa est malade. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler l’inscription' }));
    expect(await screen.findByText('Votre inscription a été annulée.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      registration_id: 41,
      message: 'Léa est malade.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Annulée')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
  });

  it('after a confirmed cancel, focus goes to the registration’s heading, not <body> (issue 18 §20)', async () => {
    const fake = server(detailFixture(), (request) => {
      if (request.method === 'POST' && request.pathname === '/api/registrations/cancel') {
        fake.set(detailFixture({ registration: registrationFixture({ cancelled: true }) }));
        return { body: {} };
      }
      return undefined;
    });
    await renderRegistrations(PATH, fake.answer);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler l’inscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette inscription ?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), 'Léa est malade.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler l’inscription' }));
    expect(await screen.findByText('Annulée')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', { level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the refusal of a cancel as a toast and keeps the dialog open', async () => {
    await renderRegistrations(
      PATH,
      server(detailFixture(), () => ({ status: 409, body: { error: 'REGISTRATION.ALREADY_CANCELLED' } }))
        .answer,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Annuler l’inscription' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), 'Raison');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler l’inscription' }));
    expect(await screen.findByText('Cette inscription est déjà annulée.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers no review before the activity has ended, nor on a cancelled registration (issue 18 §19)', async () => {
    await renderRegistrations(PATH, server(detailFixture()).answer);
    expect(screen.queryByRole('button', { name: 'Laisser un avis' })).toBeNull();
    cleanup();
    const cancelledAfterEnd = endedRegistration({ cancelled: true });
    await renderRegistrations(PATH, server(detailFixture({ registration: cancelledAfterEnd })).answer);
    expect(screen.queryByRole('button', { name: 'Laisser un avis' })).toBeNull();
  });

  it('leaves a review: 1 to 5 stars required, public by default, POST, and the review shown', async () => {
    const ended = endedRegistration();
    const fake = server(detailFixture({ registration: ended }), (request) => {
      if (request.method === 'POST' && request.pathname === '/api/registrations/review') {
        const review = reviewFixture({ score: 5, message: 'Génial' });
        fake.set(detailFixture({ registration: ended, review }));
        return { body: { review } };
      }
      return undefined;
    });
    const { requests } = await renderRegistrations(PATH, fake.answer);
    expect(screen.queryByRole('heading', { name: 'Votre avis' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Laisser un avis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre avis' });
    const stars = within(dialog).getByRole('radiogroup', { name: 'Votre note' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(stars.querySelectorAll('svg[width="16"][height="16"]')).toHaveLength(5);
    const visibility = within(dialog).getByRole('switch', { name: 'Publier mon avis' }) as HTMLInputElement;
    expect(visibility.checked).toBe(true);
    expect(visibility.disabled).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer mon avis' }));
    expect(within(dialog).getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.click(within(stars).getByRole('radio', { name: '5 étoiles' }));
    expect(stars.querySelectorAll('svg[data-filled]')).toHaveLength(5);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Votre commentaire' }), 'Génial');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer mon avis' }));
    expect(await screen.findByText('Merci, votre avis a été enregistré.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      registration_id: 41,
      score: 5,
      message: 'Génial',
      public: true,
    });
    const shown = await screen.findByRole('heading', { name: 'Votre avis' });
    const panel = shown.closest('section') as HTMLElement;
    expect(within(panel).getByRole('img', { name: '5 étoiles sur 5' })).toBeTruthy();
    expect(within(panel).getByText('Génial')).toBeTruthy();
    expect(within(panel).getByText('Publié sur le site.')).toBeTruthy();
  });

  it('edits an existing review with PUT and its review_id; the public switch shows the saved visibility, disabled', async () => {
    const fake = server(detailFixture({ review: reviewFixture({ private: true }) }), (request) =>
      request.method === 'PUT' && request.pathname === '/api/registrations/review'
        ? { body: { review: reviewFixture({ private: true, score: 2 }) } }
        : undefined,
    );
    const { requests } = await renderRegistrations(PATH, fake.answer);
    expect(within(section('Votre avis')).getByText('Visible par l’organisateur uniquement.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Modifier mon avis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier votre avis' });
    expect((within(dialog).getByRole('radio', { name: '4 étoiles' }) as HTMLInputElement).checked).toBe(true);
    const visibility = within(dialog).getByRole('switch', { name: 'Publier mon avis' }) as HTMLInputElement;
    expect(visibility.checked).toBe(false);
    expect(visibility.disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 étoiles' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer mon avis' }));
    expect(await screen.findByText('Merci, votre avis a été enregistré.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      review_id: 9,
      score: 2,
      message: 'Super stage !',
      public: false,
    });
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('answers "not found in your account" for someone else’s registration', async () => {
    await renderRegistrations('/account/registrations/reg-other', () => ({
      status: 404,
      body: { error: 'REGISTRATION_NOT_FOUND' },
    }));
    expect(await screen.findByRole('heading', { name: 'Introuvable dans votre compte' })).toBeTruthy();
  });

  it('has no axe violations, on the page and with the review dialog open', async () => {
    await renderRegistrations(PATH, server(detailFixture({ review: reviewFixture() })).answer);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier mon avis' }));
    await screen.findByRole('dialog');
    expect(await axeViolations()).toEqual([]);
  });
});

/** The fixture registration, its availability over (it ended in 2020): a review may be left. */
function endedRegistration(fields: Parameters<typeof registrationFixture>[0] = {}) {
  const registration = registrationFixture(fields);
  return {
    ...registration,
    availability: {
      ...registration.availability,
      start_at: '2020-01-06T08:00:00.000Z',
      end_at: '2020-01-10T16:00:00.000Z',
    },
  };
}
