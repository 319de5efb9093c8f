import { Link } from '@tanstack/react-router';
import { nextAvailableDay } from '../../../core/catalogue/index';
import { catalogueCalls, sectionSettingsOrNothing } from '../../../core/schemas/index';
import { useRead } from '../../app/data/useRead';
import { useT } from '../../i18n/react';
import { scopeQuery, searchWithFilters, useCatalogueFilters } from '../../kit/catalogue-filters/filters';
import { AvailabilityBadges } from '../listing/AvailabilityCard';
import { ListStatus, useAvailabilities } from '../listing/AvailabilityList';
import { Pagination } from '../listing/Pagination';
import { type CatalogueSectionProps, sectionScope } from './scope';
import '../catalogue.css';
import { useNow } from '../../kit/clock/clock';
import { useFormat } from '../../kit/format/index';

/** The first day with something after the chosen day (or from today), from GET /api/availabilities/calendar. */
function useNextAvailableDate(
  scope: ReturnType<typeof sectionScope>,
  after: string | null,
  enabled: boolean,
) {
  const query = scopeQuery({ activity: scope.activity, catalog: scope.catalog, status: scope.status });
  const read = useRead(catalogueCalls.availabilityCalendar, enabled ? query : null, {
    select: (answer) => answer.dates.map((day) => day.date),
  });
  if (!enabled || read.status !== 'ready') return null;
  return nextAvailableDay(read.data, after);
}

/**
 * "availabilities quick list" section: one line per availability (dates, title, price, badges). When nothing
 * matches, the visitor is told so and offered the next available date as a link (part 1 §2, part 2 §8).
 */
export function QuickListSection({ element, children }: CatalogueSectionProps) {
  const { t } = useT();
  const format = useFormat();
  const settings = sectionSettingsOrNothing(element.settings);
  const { filters, setFilters } = useCatalogueFilters();
  const scope = sectionScope(settings ?? { columns: 2 });
  const read = useAvailabilities(scope, filters);
  const answer = read.data;
  const empty = answer !== null && answer.data.length === 0;
  const nextDate = useNextAvailableDate(scope, filters.date, settings !== null && empty);
  const now = useNow();
  if (settings === null) return null;
  return (
    <section className="catalog-section catalog-quick" data-section={element.type}>
      {children}
      {empty ? (
        <div className="catalog-empty">
          <output>{t('catalog.quickList.empty')}</output>
          {nextDate ? (
            <Link
              to="."
              search={searchWithFilters(() => ({ ...filters, date: nextDate, page_number: 1 }))}
              className="button button--primary"
            >
              {t('catalog.quickList.nextDate', { date: format.day(nextDate, 'withoutYear') })}
            </Link>
          ) : read.status === 'ready' ? (
            <p className="catalog-muted">{t('catalog.quickList.noneLeft')}</p>
          ) : null}
        </div>
      ) : (
        <ListStatus
          loading={answer === null && read.status === 'loading'}
          error={answer === null && read.status === 'error'}
          empty={false}
        >
          <ul className="catalog-quick__list" aria-label={t('catalog.list.label')}>
            {(answer?.data ?? []).map((availability) => (
              <li key={availability.id} className="catalog-quick__item">
                <Link
                  to="/availabilities/$availability"
                  params={{ availability: availability.cuid }}
                  className="catalog-quick__link"
                >
                  <span className="catalog-quick__when">
                    {format.instantRange(availability.start_at, availability.end_at, 'slot')}
                  </span>
                  <span className="catalog-quick__title">{availability.activity.title}</span>
                  <span className="catalog-quick__price">{format.money(availability.price)}</span>
                </Link>
                <AvailabilityBadges availability={availability} now={now} />
              </li>
            ))}
          </ul>
          <Pagination
            page={filters.page_number}
            pageSize={filters.page_size}
            total={answer?.count ?? 0}
            onPage={(page) => setFilters((current) => ({ ...current, page_number: page }))}
          />
        </ListStatus>
      )}
    </section>
  );
}
