import { Button } from 'react-aria-components';
import { pagination } from '../../../core/lists/index';
import { useT } from '../../i18n/react';

/**
 * Previous / next for a card grid: "pagination shown only when the total exceeds the page size"; previous
 * disabled at page 1, next at the last page (core/lists `pagination`).
 */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useT();
  const view = pagination({ page, pageSize, total });
  if (!view.visible) return null;
  return (
    <nav className="site-pagination" aria-label={t('site.pagination.label')}>
      <Button
        className="button"
        isDisabled={view.previousDisabled}
        onPress={() => view.previousPage !== null && onChange(view.previousPage)}
      >
        {t('site.pagination.previous')}
      </Button>
      <p className="site-pagination__status" aria-live="polite">
        {t('site.pagination.status', { page: view.page, pageCount: view.pageCount, total: view.total })}
      </p>
      <Button
        className="button"
        isDisabled={view.nextDisabled}
        onPress={() => view.nextPage !== null && onChange(view.nextPage)}
      >
        {t('site.pagination.next')}
      </Button>
    </nav>
  );
}
