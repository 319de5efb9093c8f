import { Link } from '@tanstack/react-router';
import type { CatalogueFilters } from '../../../core/catalogue/index';
import { useT } from '../../i18n/react';
import { useFormat } from '../../kit/format/index';
import { daySearch } from './daySearch';

/** "no results" (with the next available day as a link when there is one) and "empty schedule". */
export function DayEmpty({
  kind,
  nextDay,
  filters,
}: {
  kind: 'no-results' | 'empty-schedule';
  nextDay: string | null;
  filters: CatalogueFilters;
}) {
  const { t } = useT();
  const format = useFormat();
  if (kind === 'empty-schedule') {
    return (
      <div className="catalog-empty">
        <p className="catalog-empty__title">{t('catalog.dated.emptySchedule')}</p>
      </div>
    );
  }
  return (
    <div className="catalog-empty">
      <p className="catalog-empty__title">{t('catalog.dated.noResultsTitle')}</p>
      <p>{t('catalog.dated.noResultsText')}</p>
      {nextDay ? (
        <Link
          to="."
          search={daySearch(filters, nextDay)}
          resetScroll={false}
          className="button button--primary"
        >
          {t('catalog.dated.nextDate', { date: format.day(nextDay, 'withoutYear') })}
        </Link>
      ) : null}
    </div>
  );
}
