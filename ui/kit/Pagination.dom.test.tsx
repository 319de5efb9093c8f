// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagination } from '../../core/lists/index';
import { axeViolations } from '../cart/testing';
import { type PageTarget, Pagination } from './Pagination';

afterEach(cleanup);

const texts = { label: 'Pages of results', previous: 'Previous', next: 'Next' };

/** Page `page` of a 20-a-page list of `total`, its status "Page n of m", reached as `target` says. */
function renderPage(page: number, total: number, target: PageTarget) {
  const view = pagination({ page, pageSize: 20, total });
  render(
    <Pagination
      {...target}
      view={view}
      texts={texts}
      status={`Page ${page} of ${view.pageCount}`}
      className="list-pagination"
    />,
  );
}

describe('the kit pagination', () => {
  it('renders nothing when one page holds the whole list', () => {
    renderPage(1, 20, { onPage: () => {} });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('in place: named navigation, the current page marked, a closed direction disabled, a page chosen', async () => {
    const onPage = vi.fn();
    renderPage(3, 45, { onPage });
    const nav = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Page 3 of 3');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(await axeViolations()).toEqual([]);
  });

  it('by links: the open direction is the page link, the closed one plain text marked disabled', async () => {
    renderPage(1, 45, {
      linkTo: (page, className, children) => (
        <a href={`/list?page_number=${page}`} className={className}>
          {children}
        </a>
      ),
    });
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toBe('/list?page_number=2');
    expect(next.className).toBe('button list-pagination__link');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Page 1 of 3').getAttribute('aria-current')).toBe('page');
    expect(await axeViolations()).toEqual([]);
  });
});
