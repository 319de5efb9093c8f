// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { voltaAddress } from '../testing/fixtures';
import { renderWithStorefront } from '../testing/render';
import { type AddressChoice, AddressField } from './AddressField';

afterEach(cleanup);

const volta: AddressChoice = voltaAddress;
const neuve: AddressChoice = {
  ...volta,
  address: 'Rue Neuve 1, 1000 Bruxelles, Belgique',
  street: 'Rue Neuve',
  number: '1',
};

const texts = {
  label: 'Adresse',
  hint: 'Choisissez une suggestion',
  searching: 'Recherche…',
  none: 'Aucune adresse',
};

function autofill(answer: AddressChoice[]): typeof fetch {
  return async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/mapbox/autofill') return Response.json({ data: answer });
    return new Response('{}', { status: 404 });
  };
}

/** The field in a small form with a link before it, as a page has its header before the form. */
async function renderField(answer: AddressChoice[]) {
  const chosen: (AddressChoice | null)[] = [];
  function Form() {
    const [value, setValue] = useState<AddressChoice | null>(null);
    return (
      <form>
        <a href="/elsewhere">Header link</a>
        <AddressField
          value={value}
          onChange={(next) => {
            chosen.push(next);
            setValue(next);
          }}
          error={undefined}
          texts={texts}
        />
        <button type="button">After</button>
      </form>
    );
  }
  await renderWithStorefront(() => <Form />, { fetch: autofill(answer) });
  return chosen;
}

describe('AddressField', () => {
  it(
    'suggests after the debounce, picks with the keyboard alone and hides nothing around it',
    { timeout: 20_000 },
    async () => {
      const chosen = await renderField([volta, neuve]);
      const user = userEvent.setup();
      const input = screen.getByRole('combobox', { name: 'Adresse' });
      await user.click(input);
      await user.paste('Rue');
      expect(await screen.findByRole('option', { name: /Rue Volta 18/ }, { timeout: 3000 })).toBeTruthy();
      expect(input.getAttribute('aria-expanded')).toBe('true');
      expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
      // Issue 18 §20: nothing outside the field is aria-hidden while its list is open (axe aria-hidden-focus).
      expect(document.querySelectorAll('[aria-hidden="true"] a, [aria-hidden="true"] button')).toHaveLength(
        0,
      );
      expect(screen.getByRole('link', { name: 'Header link' }).closest('[aria-hidden="true"]')).toBeNull();

      // ArrowDown enters the list at its first suggestion, a second one moves on, Enter chooses.
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBeTruthy());
      await user.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(chosen.at(-1)).toEqual(neuve));
      expect((input as HTMLInputElement).value).toBe(neuve.address);
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(input);
    },
  );

  it(
    'closes on Escape, opens again on ArrowDown, and forgets the choice when typing again',
    { timeout: 20_000 },
    async () => {
      const chosen = await renderField([volta]);
      const user = userEvent.setup();
      const input = screen.getByRole('combobox', { name: 'Adresse' });
      await user.click(input);
      await user.paste('Rue Volta');
      await screen.findByRole('option', { name: /Rue Volta 18/ }, { timeout: 3000 });
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect((input as HTMLInputElement).value).toBe('Rue Volta');
      await user.keyboard('{ArrowDown}');
      await user.click(await screen.findByRole('option', { name: /Rue Volta 18/ }));
      expect(chosen.at(-1)).toEqual(volta);
      await user.type(input, 'x');
      expect(chosen.at(-1)).toBeNull();
    },
  );

  it('says when nothing matches, and closes when focus leaves the field', { timeout: 20_000 }, async () => {
    await renderField([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Adresse' }));
    await user.paste('Nowhere street');
    expect(await screen.findByText('Aucune adresse', {}, { timeout: 3000 })).toBeTruthy();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toBe(document.activeElement);
    expect(screen.queryByText('Aucune adresse')).toBeNull();
  });
});
