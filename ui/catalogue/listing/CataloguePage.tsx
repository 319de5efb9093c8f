import type { z } from 'zod';
import { CATALOGUE_STATUSES } from '../../../core/catalogue/index';
import { isRequestFlow } from '../../../core/request/index';
import type { activitySchema, ActivityReviews as Reviews } from '../../../core/schemas/index';
import { useT } from '../../i18n/react';
import { useCatalogueFilters } from '../../kit/catalogue-filters/filters';
import { useFilterOptions } from '../../kit/catalogue-filters/useFilterOptions';
import { NoticePage } from '../../kit/NoticePage';
import { ShareButton } from '../../kit/place/ShareButton';
import { RichHtml } from '../../kit/RichHtml';
import { LocalLink } from '../../shell/LocalLink';
import { useWebsite } from '../../shell/website';
import { DatedCatalogue } from '../dated/DatedCatalogue';
import { useCatalogueVariant, VariantSwitch } from '../dated/VariantSwitch';
import { RequestLauncher } from '../requests/RequestLauncher';
import { ActivityReviews } from '../reviews/ActivityReviews';
import { AvailabilityList } from './AvailabilityList';
import { FilteredLayout } from './Filters';
import '../catalogue.css';

export type CatalogueActivity = z.output<typeof activitySchema>;

/**
 * The activity's catalogue page (/activities/$activity, part 1 §2): "two section variants: an availabilities
 * list with pagination, and a default date-based one with day navigation and an optional filter calendar". The
 * activity's data carries no variant setting (its settings hold only allow_registrations_after_start, stored in
 * their own column), so the date-based variant shows unless the query string says `view=list`.
 */
export function CataloguePage({
  activity,
  reviews = null,
  now,
}: {
  activity: CatalogueActivity;
  reviews?: Reviews | null;
  now?: string;
}) {
  const { t } = useT();
  const website = useWebsite();
  const variant = useCatalogueVariant();
  const image = activity.images[0];
  return (
    <div className="page catalog-page">
      <nav aria-label={t('catalog.detail.breadcrumb')} className="catalog-breadcrumb">
        <ol>
          <li>
            <LocalLink href="/">{website.organiser.name}</LocalLink>
          </li>
          <li aria-current="page">{activity.title}</li>
        </ol>
      </nav>
      <header className="catalog-page__header">
        {image ? (
          <img className="catalog-page__image" src={image.public_url} alt="" fetchPriority="high" />
        ) : null}
        <div>
          <h1>{activity.title}</h1>
          {activity.description ? (
            <RichHtml className="catalog-richtext" html={activity.description} />
          ) : null}
          <ShareButton title={activity.title} />
        </div>
      </header>
      {isRequestFlow(activity) ? (
        // A REQUEST activity's availabilities are asked for by the week, not added one by one (part 2 §5).
        <RequestLauncher activity={activity} />
      ) : (
        <VariantSwitch current={variant} />
      )}
      {isRequestFlow(activity) ? null : variant === 'list' ? (
        <ListVariant activity={activity} />
      ) : (
        <DatedCatalogue activityId={activity.id} now={now} />
      )}
      <ActivityReviews key={activity.cuid} activity={activity.cuid} initial={reviews} />
    </div>
  );
}

/**
 * The list variant: the availabilities (statuses OPEN and FULL, part 1 §4) as cards with pagination, the filters
 * beside them on wide screens and in a dialog on small ones, all kept in the query string.
 */
function ListVariant({ activity }: { activity: CatalogueActivity }) {
  const { t } = useT();
  const { filters, setFilters } = useCatalogueFilters();
  const options = useFilterOptions('availabilities_period', [activity.id]);
  const scope = { activity: [activity.id], status: CATALOGUE_STATUSES };
  return (
    <FilteredLayout
      className="catalog-layout"
      filters={filters}
      setFilters={setFilters}
      options={options}
      periodParam="availabilities_period"
      resultsLabel={t('catalog.list.label')}
    >
      <AvailabilityList
        scope={scope}
        filters={filters}
        onPage={(page) => setFilters((current) => ({ ...current, page_number: page }))}
        headingLevel={2}
      />
    </FilteredLayout>
  );
}

export function CatalogueNotFound() {
  const { t } = useT();
  return (
    <NoticePage
      title={t('pages.notFound.title')}
      text={t('catalog.activity.notFound')}
      action={t('pages.notFound.home')}
    />
  );
}
