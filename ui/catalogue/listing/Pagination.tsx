import { pagination } from '../../../core/lists/index';
import { useT } from '../../i18n/react';
import { Pagination as KitPagination, paginationTexts } from '../../kit/Pagination';

/** The catalogue lists' pagination, in place: the kit's with the catalogue's words and result count. */
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
  return (
    <KitPagination
      view={view}
      className="catalog-pagination"
      texts={paginationTexts(t, 'catalog.pagination')}
      status={
        <>
          {t('catalog.pagination.page', { page: view.page, pages: view.pageCount })}
          <span className="catalog-muted"> · {t('catalog.list.results', { count: view.total })}</span>
        </>
      }
      onPage={onPage}
    />
  );
}
