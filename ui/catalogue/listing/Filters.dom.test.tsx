// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCatalogueFilters } from '../../../core/catalogue/index';
import { renderTranslated } from '../availability/test-support';
import { type FilterOptions, FiltersDialog } from './Filters';

afterEach(cleanup);

const options: FilterOptions = {
  locations: [
    { value: 'ps-loc-ixelles', label: 'Ixelles' },
    { value: 'ps-loc-uccle', label: 'Uccle' },
  ],
  periods: [],
  groups: [{ cuid: 'ps-grp-theme', title: 'Thème', categories: [{ value: 'ps-cat-sport', label: 'Sport' }] }],
};

describe('mobile filter dialog', () => {
  it("applies the draft with 'Voir les résultats'", async () => {
    const onApply = vi.fn();
    await renderTranslated(
      <FiltersDialog value={emptyCatalogueFilters()} onApply={onApply} options={options} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeTruthy();
    // Few locations: checkboxes (core locationFilterControl).
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ixelles' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sport' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Recherche' }), '  tennis ');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 10));
    await userEvent.click(screen.getByRole('button', { name: 'Voir les résultats' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply.mock.calls[0]?.[0]).toMatchObject({
      search: 'tennis',
      location: ['ps-loc-ixelles'],
      categories: { 'ps-grp-theme': ['ps-cat-sport'] },
      page_number: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("clears every filter with 'Réinitialiser'", async () => {
    const onApply = vi.fn();
    const filters = { ...emptyCatalogueFilters(), location: ['ps-loc-uccle'], age: 6, page_number: 3 };
    await renderTranslated(<FiltersDialog value={filters} onApply={onApply} options={options} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filtres (2)' }));
    expect((screen.getByRole('checkbox', { name: 'Uccle' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect((screen.getByRole('checkbox', { name: 'Uccle' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Voir les résultats' }));
    expect(onApply.mock.calls[0]?.[0]).toEqual(emptyCatalogueFilters());
  });
});
