// @vitest-environment jsdom
import '../../testing/css-escape';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { TranslationProvider } from '../../i18n/react';
import { RADIO_LIMIT, TypedField } from './TypedField';
import type { TypedFieldSpec, TypedFieldValue } from './typed-field';

const spec = (overrides: Partial<TypedFieldSpec>): TypedFieldSpec => ({
  type: 'TEXT',
  title: 'Champ',
  description: null,
  required: true,
  choices: [],
  ...overrides,
});

/** Renders one field in French with its value kept in state; `values()` lists every value it reported. */
async function renderField(
  field: TypedFieldSpec,
  options: { initial?: TypedFieldValue; error?: string } = {},
) {
  const i18n = await createI18n('fr');
  const reported: TypedFieldValue[] = [];
  function Harness() {
    const [value, setValue] = useState<TypedFieldValue>(options.initial ?? null);
    return (
      <TypedField
        field={field}
        value={value}
        error={options.error}
        onChange={(next) => {
          reported.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <TranslationProvider instance={i18n}>
      <Harness />
    </TranslationProvider>,
  );
  return { reported, last: () => reported.at(-1) };
}

afterEach(cleanup);

describe('TypedField', () => {
  it('TEXT: a labelled text box with its description; emptied, it reports null', async () => {
    const { reported, last } = await renderField(spec({ title: 'Médecin', description: 'Nom et téléphone' }));
    const box = screen.getByRole('textbox', { name: 'Médecin' });
    expect(box.tagName).toBe('INPUT');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Nom et téléphone').id).toBe(box.getAttribute('aria-describedby'));
    await userEvent.type(box, 'Dr Peeters');
    expect(last()).toBe('Dr Peeters');
    await userEvent.clear(box);
    expect(last()).toBeNull();
    expect(reported).not.toContain('');
  });

  it('LONGTEXT: a text area; an optional field says so in its label', async () => {
    const { last } = await renderField(spec({ type: 'LONGTEXT', title: 'Remarques', required: false }));
    const area = screen.getByRole('textbox', { name: 'Remarques (facultatif)' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-required')).toBeNull();
    await userEvent.type(area, '   ');
    expect(last()).toBeNull();
  });

  it('DATE: typed segment by segment in the page’s order, reported as an ISO date, and null once cleared', async () => {
    const { last } = await renderField(spec({ type: 'DATE', title: 'Dernier rappel' }));
    // The date picker's code arrives on demand (a lazy chunk): its place shows first, then the control.
    const group = await screen.findByRole('group', { name: 'Dernier rappel' });
    const segments = within(group).getAllByRole('spinbutton');
    expect(segments).toHaveLength(3);
    await userEvent.click(segments[0] as HTMLElement);
    await userEvent.keyboard('02052026');
    expect(last()).toBe('2026-05-02');
    await userEvent.keyboard(
      '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}',
    );
    expect(last()).toBeNull();
  });

  it('DATE: shows a stored instant as its day, and opens a calendar from its button', async () => {
    await renderField(spec({ type: 'DATE', title: 'Arrivée' }), { initial: '2026-05-02T00:00:00.000Z' });
    const group = await screen.findByRole('group', { name: 'Arrivée' });
    const [day, month, year] = within(group).getAllByRole('spinbutton');
    expect([day?.textContent, month?.textContent, year?.textContent]).toEqual(['02', '05', '2026']);
    await userEvent.click(within(group).getByRole('button'));
    expect(await screen.findByRole('grid')).toBeTruthy();
  });

  it('CHOICES_SINGLE: radio buttons of the labels; the label chosen is the value', async () => {
    const { last } = await renderField(
      spec({ type: 'CHOICES_SINGLE', title: 'Sait nager', choices: ['Oui', 'Non'] }),
    );
    const group = screen.getByRole('radiogroup', { name: 'Sait nager' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Non' }));
    expect(last()).toBe('Non');
  });

  it('CHOICES_SINGLE: more labels than the radio limit make a select', async () => {
    const sizes = ['4 ans', '6 ans', '8 ans', '10 ans', '12 ans', '14 ans'];
    expect(sizes.length).toBeGreaterThan(RADIO_LIMIT);
    const { last } = await renderField(spec({ type: 'CHOICES_SINGLE', title: 'Taille', choices: sizes }));
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Taille/ }));
    await userEvent.click(await screen.findByRole('option', { name: '10 ans' }));
    expect(last()).toBe('10 ans');
  });

  it('CHOICES_MULTIPLE: check boxes; the ticked labels are the value, none ticked is null', async () => {
    const { last } = await renderField(
      spec({ type: 'CHOICES_MULTIPLE', title: 'Allergies', choices: ['Gluten', 'Lactose'] }),
    );
    const gluten = screen.getByRole('checkbox', { name: 'Gluten' });
    await userEvent.click(gluten);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lactose' }));
    expect(last()).toEqual(['Gluten', 'Lactose']);
    await userEvent.click(gluten);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lactose' }));
    expect(last()).toBeNull();
  });

  it.each([
    ['TEXT', 'textbox'],
    ['DATE', 'group'],
    ['CHOICES_SINGLE', 'radiogroup'],
  ] as const)('%s: the error the form passes shows under the field, which is marked invalid', async (type, role) => {
    await renderField(spec({ type, title: 'Question', choices: ['Oui', 'Non'] }), {
      error: 'Ce champ est obligatoire.',
    });
    const control = screen.getByRole(role, { name: 'Question' });
    const message = screen.getByText('Ce champ est obligatoire.');
    expect(control.closest('[data-invalid]')).toBeTruthy();
    expect(control.getAttribute('aria-describedby') ?? '').toContain(message.id);
  });

  it('shows no error and no invalid mark without one', async () => {
    await renderField(spec({ title: 'Question' }));
    expect(screen.getByRole('textbox', { name: 'Question' }).getAttribute('aria-invalid')).toBeNull();
  });
});
