import type { ReactNode } from 'react';
import type { CatalogueFilters } from '../../../core/catalogue/index';
import { catalogueCalls } from '../../../core/schemas/index';
import { useRead } from '../../app/data/useRead';
import { useMinimumDisplay } from '../../app/minimum-display';
import { useT } from '../../i18n/react';
import { type AvailabilityScope, availabilitiesApiQuery } from '../../kit/catalogue-filters/filters';
import { useNow } from '../../kit/clock/clock';
import { AvailabilityCardGrid, type CatalogueAvailability } from './AvailabilityCard';
import { Pagination } from './Pagination';

export type { AvailabilityScope } from '../../kit/catalogue-filters/filters';

/** GET /api/availabilities for a scope (activity, catalogues, segments, statuses) and the URL's filters. */
export function useAvailabilities(scope: AvailabilityScope, filters: CatalogueFilters) {
  return useRead(catalogueCalls.availabilities, availabilitiesApiQuery(filters, scope));
}

/** The list's states: loading (first load), error, empty, or the cards. */
export function ListStatus({
  loading,
  error,
  empty,
  children,
}: {
  loading: boolean;
  error: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  // "loader minimum display 350 ms" (part 2 §9): a fast answer does not make the loader flash.
  const showLoading = useMinimumDisplay(loading);
  if (error) {
    return (
      <p className="catalog-empty" role="alert">
        {t('catalog.list.error')}
      </p>
    );
  }
  if (showLoading) {
    return (
      <output className="catalog-loading">
        <span className="catalog-spinner" aria-hidden="true" />
        {t('catalog.list.loading')}
      </output>
    );
  }
  if (empty) {
    return (
      <div className="catalog-empty">
        <p className="catalog-empty__title">{t('catalog.list.emptyTitle')}</p>
        <p>{t('catalog.list.emptyText')}</p>
      </div>
    );
  }
  return <>{children}</>;
}

/**
 * Cards of the availabilities matching a scope and the URL's filters, with the result count and the
 * pagination (part 1 §2 "an availabilities list with pagination").
 */
export function AvailabilityList({
  scope,
  filters,
  onPage,
  columns,
  headingLevel,
}: {
  scope: AvailabilityScope;
  filters: CatalogueFilters;
  onPage: (page: number) => void;
  columns?: number;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useT();
  const read = useAvailabilities(scope, filters);
  const answer = read.data;
  const now = useNow();
  const items: CatalogueAvailability[] = answer?.data ?? [];
  return (
    <div className="catalog-list" aria-busy={read.status === 'loading'}>
      {answer ? (
        <p className="catalog-list__count" aria-live="polite">
          {t('catalog.list.results', { count: answer.count })}
        </p>
      ) : null}
      <ListStatus
        loading={answer === null && read.status === 'loading'}
        error={read.status === 'error' && answer === null}
        empty={answer !== null && items.length === 0}
      >
        <AvailabilityCardGrid
          availabilities={items}
          now={now}
          columns={columns}
          headingLevel={headingLevel}
        />
        <Pagination
          page={filters.page_number}
          pageSize={filters.page_size}
          total={answer?.count ?? 0}
          onPage={onPage}
        />
      </ListStatus>
    </div>
  );
}
