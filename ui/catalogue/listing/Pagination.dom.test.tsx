// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../availability/test-support';
import { Pagination } from './Pagination';

afterEach(cleanup);

describe('pagination', () => {
  it('is hidden when the total does not exceed the page size', async () => {
    await renderTranslated(<Pagination page={1} pageSize={20} total={20} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('disables previous on page 1 and goes to the next page', async () => {
    const onPage = vi.fn();
    await renderTranslated(<Pagination page={1} pageSize={20} total={45} onPage={onPage} />);
    expect(screen.getByText(/Page 1 sur 3/)).toBeTruthy();
    expect(screen.getByText(/45 résultats/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Précédent' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('disables next on the last page', async () => {
    const onPage = vi.fn();
    await renderTranslated(<Pagination page={3} pageSize={20} total={45} onPage={onPage} />);
    expect((screen.getByRole('button', { name: 'Suivant' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
