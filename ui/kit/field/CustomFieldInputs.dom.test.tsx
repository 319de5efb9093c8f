// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomField, CustomFieldValues } from '../../../core/schemas/index';
import { createI18n } from '../../i18n/i18n';
import { TranslationProvider } from '../../i18n/react';
import { choicesOf } from '../../testing/fixtures';
import { CustomFieldInputs } from './CustomFieldInputs';

const field = (overrides: Partial<CustomField>): CustomField => ({
  id: 1,
  entity: 'PARTICIPANTS',
  type: 'TEXT',
  title: 'Champ',
  description: null,
  required: false,
  active: true,
  order: 0,
  pattern: null,
  choices: [],
  ...overrides,
});
const FIELDS = [
  field({
    id: 1,
    type: 'CHOICES_SINGLE',
    title: 'Sait nager',
    required: true,
    choices: choicesOf(1, 'Oui', 'Non'),
  }),
  field({
    id: 2,
    type: 'CHOICES_MULTIPLE',
    title: 'Allergies',
    order: 1,
    choices: choicesOf(3, 'Gluten', 'Lactose'),
  }),
  field({ id: 3, type: 'LONGTEXT', title: 'Remarques', order: 2 }),
  field({ id: 4, entity: 'CUSTOMERS', title: 'Registre national' }),
  field({ id: 5, title: 'Inactif', active: false }),
];

afterEach(cleanup);

describe('CustomFieldInputs', () => {
  it('renders the entity’s active fields in order with the control their type asks for, and reports values', async () => {
    const i18n = await createI18n('fr');
    let latest: CustomFieldValues = {};
    function Harness() {
      const [values, setValues] = useState<CustomFieldValues>({});
      latest = values;
      return (
        <CustomFieldInputs
          fields={FIELDS}
          entity="PARTICIPANTS"
          values={values}
          onChange={setValues}
          errors={{ '1': 'required' }}
        />
      );
    }
    render(
      <TranslationProvider instance={i18n}>
        <Harness />
      </TranslationProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: /Sait nager/ })).toBeTruthy();
    expect(screen.queryByText('Registre national')).toBeNull();
    expect(screen.queryByText('Inactif')).toBeNull();
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Non' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gluten' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Remarques (facultatif)' }), 'Vélo');
    expect(latest).toEqual({ '1': 'Non', '2': ['Gluten'], '3': 'Vélo' });
  });
});
