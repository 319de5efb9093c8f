import type { ReactNode } from 'react';
import type { PaginationView } from '../../../core/lists/index';
import { useT } from '../../i18n/react';

/**
 * Previous and next page links with "page N of M" and the total. Rendered only when core says the total
 * exceeds the page size; a disabled direction is plain text, not a link.
 */
export function Pagination({
  view,
  linkTo,
}: {
  view: PaginationView;
  /** The link to a page, given its number, class name and text. */
  linkTo: (page: number, className: string, children: ReactNode) => ReactNode;
}) {
  const { t } = useT();
  if (!view.visible) return null;
  return (
    <nav className="pagination" aria-label={t('blogPages.pagination.label')}>
      {view.previousPage === null ? (
        <span className="button pagination__link" aria-disabled="true" data-disabled="true">
          {t('blogPages.pagination.previous')}
        </span>
      ) : (
        linkTo(view.previousPage, 'button pagination__link', t('blogPages.pagination.previous'))
      )}
      <p className="pagination__status">
        <span>{t('blogPages.pagination.status', { page: view.page, pages: view.pageCount })}</span>
        <span className="pagination__total">{t('blogPages.pagination.total', { count: view.total })}</span>
      </p>
      {view.nextPage === null ? (
        <span className="button pagination__link" aria-disabled="true" data-disabled="true">
          {t('blogPages.pagination.next')}
        </span>
      ) : (
        linkTo(view.nextPage, 'button pagination__link', t('blogPages.pagination.next'))
      )}
    </nav>
  );
}
