import { pagination } from '../../../core/lists/index';
import { useT } from '../../i18n/react';
import { Pagination as KitPagination, paginationTexts } from '../Pagination';

/** A card grid's pagination, in place: the kit's with the site's words (core/lists `pagination`). */
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
  return (
    <KitPagination
      view={view}
      className="site-pagination"
      texts={paginationTexts(t, 'site.pagination')}
      status={t('site.pagination.status', { page: view.page, pageCount: view.pageCount, total: view.total })}
      onPage={onChange}
    />
  );
}
