import { Button } from 'react-aria-components';
import { pagination } from '../../../core/lists/index';
import { useT } from '../../i18n/react';

/**
 * Previous / next with the page number and total (part 1 §4 "Pagination"): core `pagination` decides
 * whether it shows and which buttons are disabled.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  const view = pagination({ page, pageSize, total });
  if (!view.visible) return null;
  return (
    <nav className="catalog-pagination" aria-label={t('catalog.pagination.label')}>
      <Button
        className="button"
        isDisabled={view.previousDisabled}
        onPress={() => view.previousPage !== null && onPage(view.previousPage)}
      >
        {t('catalog.pagination.previous')}
      </Button>
      <p className="catalog-pagination__status" aria-live="polite">
        {t('catalog.pagination.page', { page: view.page, pages: view.pageCount })}
        <span className="catalog-muted"> · {t('catalog.list.results', { count: view.total })}</span>
      </p>
      <Button
        className="button"
        isDisabled={view.nextDisabled}
        onPress={() => view.nextPage !== null && onPage(view.nextPage)}
      >
        {t('catalog.pagination.next')}
      </Button>
    </nav>
  );
}
