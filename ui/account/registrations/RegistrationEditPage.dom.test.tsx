// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Option, RegistrationDetail } from '../../../core/schemas/index';
import {
  answeringDetail,
  availabilityDate,
  axeViolations,
  DATES,
  detailFixture,
  FUTURE,
  OPTIONS,
  registrationFixture,
  renderRegistrations,
} from './testing';

afterEach(cleanup);

const PATH = '/account/registrations/reg-1/edit';

function renderEdit(
  detail: RegistrationDetail,
  put: (body: unknown) => { status?: number; body: unknown } = () => ({ body: {} }),
) {
  const read = answeringDetail(() => detail);
  return renderRegistrations(PATH, (request) =>
    request.method === 'PUT' && request.url.pathname === '/api/registrations'
      ? put(request.body)
      : read(request),
  );
}

const datesGroup = () => screen.getByRole('group', { name: 'Dates' });
const dateBox = (year: RegExp) =>
  within(datesGroup())
    .getAllByRole('checkbox')
    .find((box) => year.test(box.closest('label')?.textContent ?? '')) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

/** The registration holding only the date to come (72): no started date keeps the selection non-empty. */
const withoutStartedDate = () =>
  detailFixture({
    registration: registrationFixture({
      availability: { ...registrationFixture().availability, dates: DATES.filter((date) => date.id !== 71) },
      dates: registrationFixture().dates.filter((date) => date.date_id === 72),
    }),
  });

describe('/account/registrations/{cuid}/edit', () => {
  it('locks the started date (checked, kept) and disables the dates that cannot be chosen, with the reason', async () => {
    await renderEdit(detailFixture());
    const boxes = within(datesGroup()).getAllByRole('checkbox') as HTMLInputElement[];
    const labels = boxes.map((box) => box.closest('label')?.textContent);
    expect(labels[0]).toMatch(/2020.*commencée, conservée/);
    expect(labels[2]).toMatch(/complète$/);
    expect(labels[3]).toMatch(/fermée$/);
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [true, false],
      [false, true],
      [false, true],
    ]);
    await userEvent.click(boxes[0] as HTMLInputElement);
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
  });

  it('lists struck through only the booked dates taken out, never a date that was not booked (issue 18 §14)', async () => {
    await renderEdit(
      detailFixture({
        registration: registrationFixture({
          availability: {
            ...registrationFixture().availability,
            dates: [...DATES, availabilityDate(76, '2099-07-09T07:00:00.000Z')],
          },
        }),
      }),
    );
    // 76 is open with seats but was never booked: leaving it out is no change, so no warning.
    const warning = () => document.querySelector('.registration-edit__dropped');
    expect(dateBox(/9 juil\. 2099/).checked).toBe(false);
    expect(warning()).toBeNull();
    await userEvent.click(dateBox(/9 juil\. 2099/));
    expect(warning()).toBeNull();
    await userEvent.click(dateBox(/9 juil\. 2099/));
    expect(warning()).toBeNull();
    // 72 is booked: taking it out warns, with that date alone struck through.
    await userEvent.click(dateBox(/6 juil\. 2099/));
    expect(warning()?.textContent).toMatch(/^Cette date sera retirée de votre inscription :.*6 juil\. 2099/);
    expect([...(warning()?.querySelectorAll('s') ?? [])].map((struck) => struck.textContent)).toEqual([
      expect.stringMatching(/6 juil\. 2099/),
    ]);
    await userEvent.click(dateBox(/6 juil\. 2099/));
    expect(warning()).toBeNull();
  });

  it('refuses to save without any date: registrations.edit.form.messages.availability_dates.required under the dates, no call', async () => {
    const { requests } = await renderEdit(withoutStartedDate());
    await userEvent.click(dateBox(/2099/));
    await submit();
    expect(within(datesGroup()).getByText('Gardez au moins une date.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await userEvent.click(dateBox(/2099/));
    expect(within(datesGroup()).queryByText('Gardez au moins une date.')).toBeNull();
  });

  it('requires the required questions (text, multiple choice) before saving', async () => {
    const { requests } = await renderEdit(detailFixture());
    const allergies = screen.getByRole('textbox', { name: 'Allergies' });
    await userEvent.clear(allergies);
    const preferred = screen.getByRole('group', { name: 'Activités préférées' });
    await userEvent.click(within(preferred).getByRole('checkbox', { name: 'Football' }));
    await userEvent.click(within(preferred).getByRole('checkbox', { name: 'Tennis' }));
    await submit();
    expect(allergies.closest('.typed-field')?.textContent).toMatch(/Ce champ est obligatoire\./);
    expect(within(preferred).getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await userEvent.type(allergies, 'Aucune');
    expect(allergies.closest('.typed-field')?.textContent).not.toMatch(/obligatoire/);
  });

  it('requires a price for an option whose answer is required before saving, the error leaving once chosen', async () => {
    const size: Option = {
      id: 6,
      title: 'Taille du t-shirt',
      description: null,
      order: 2,
      answer_required: true,
      prices: [{ id: 61, label: 'S', amount: 0, percentage: null, option_id: 6 }],
    };
    const { requests } = await renderEdit(detailFixture({ options: [...OPTIONS, size] }));
    const group = screen.getByRole('radiogroup', { name: 'Taille du t-shirt' });
    await submit();
    expect(within(group).getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await userEvent.click(within(group).getByRole('radio', { name: /^S/ }));
    expect(within(group).queryByText('Ce champ est obligatoire.')).toBeNull();
  });

  it('saves dates, options, answers and the automatic price with PUT /api/registrations, then shows the registration', async () => {
    const { requests } = await renderEdit(detailFixture());
    await userEvent.click(screen.getByRole('radio', { name: /^Pique-nique \(\+10,00\s€\)$/ }));
    const content = screen.getByRole('textbox', { name: 'Précision pour « Repas » (facultatif)' });
    expect((content as HTMLInputElement).value).toBe('Végétarien');
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    const certificate = await screen.findByRole('group', { name: 'Date du certificat (facultatif)' });
    await userEvent.click(within(certificate).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('02052026');
    const preferred = screen.getByRole('group', { name: 'Activités préférées' });
    await userEvent.click(within(preferred).getByRole('checkbox', { name: 'Tennis' }));
    const automatic = screen.getByRole('switch', { name: 'Recalculer le prix automatiquement' });
    expect((automatic as HTMLInputElement).checked).toBe(true);
    await userEvent.click(automatic);
    await submit();
    expect(await screen.findByText('Votre inscription a été modifiée.')).toBeTruthy();
    const body = requests.find((request) => request.method === 'PUT')?.body as {
      questions: Array<{ question_id: number }>;
    };
    expect({ ...body, questions: [...body.questions].sort((a, b) => a.question_id - b.question_id) }).toEqual(
      {
        registration_id: 41,
        availability_dates: [{ date_id: 71 }, { date_id: 72 }],
        options: [{ price_id: 52, content: 'Végétarien' }],
        questions: [
          { question_id: 31, content: 'Arachides' },
          { question_id: 32, content: 'Football' },
          { question_id: 33, content: '2026-05-02' },
          { question_id: 34, content: 'M' },
        ],
        automatic_price: false,
      },
    );
    expect(await screen.findByText('Référence R-2026-0041')).toBeTruthy();
  });

  it('drops an option with "None" and keeps the page on a refusal, with its toast', async () => {
    const puts: unknown[] = [];
    await renderEdit(detailFixture(), (body) => {
      puts.push(body);
      return { status: 409, body: { error: 'REGISTRATION.DATE_UNAVAILABLE' } };
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Aucune' }));
    expect(screen.queryByRole('textbox', { name: /Précision/ })).toBeNull();
    await submit();
    expect(await screen.findByText('Une des dates n’est plus disponible.')).toBeTruthy();
    expect((puts[0] as { options: unknown[] }).options).toEqual([]);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Enregistrer les modifications' }).hasAttribute('data-pending'),
      ).toBe(false),
    );
    expect(screen.getByRole('heading', { name: 'Modifier l’inscription' })).toBeTruthy();
  });

  it('does not offer the form for a cancelled registration', async () => {
    await renderEdit(detailFixture({ registration: registrationFixture({ cancelled: true }) }));
    expect(screen.getByText('Cette inscription est annulée : elle ne peut plus être modifiée.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).toBeNull();
  });

  it('has no axe violations', async () => {
    await renderEdit(detailFixture());
    await userEvent.click(dateBox(new RegExp(FUTURE.slice(0, 4))));
    expect(await axeViolations()).toEqual([]);
  });
});
