import { Link, useRouterState } from '@tanstack/react-router';
import { type CatalogueVariant, catalogueVariant } from '../../../core/catalogue/index';
import { useT } from '../../i18n/react';

/** The variant the URL asks for: `?view=list` is the paginated list, anything else the date-based default. */
export function useCatalogueVariant(): CatalogueVariant {
  return catalogueVariant(
    useRouterState({ select: (state) => (state.location.search as Record<string, unknown>).view }),
  );
}

/** The search without these parameters, typed as the search it came from. */
function without<Search extends object>(search: Search, keys: readonly string[]): Partial<Search> {
  const kept: Partial<Search> = { ...search };
  for (const key of keys) Reflect.deleteProperty(kept, key);
  return kept;
}

/**
 * Links between the two variants of the activity page (part 1 §2). Going to the list drops the day and the page
 * (the list shows every date); going back to the days drops the page.
 */
export function VariantSwitch({ current }: { current: CatalogueVariant }) {
  const { t } = useT();
  return (
    <nav className="dated-variants" aria-label={t('catalog.variant.label')}>
      <Link
        to="."
        search={(previous) => without(previous, ['view', 'page_number'])}
        resetScroll={false}
        className="dated-variants__link"
        aria-current={current === 'dates' ? 'page' : undefined}
      >
        {t('catalog.variant.dates')}
      </Link>
      <Link
        to="."
        search={(previous) => ({
          ...without(previous, ['date', 'page_number']),
          view: 'list',
        })}
        resetScroll={false}
        className="dated-variants__link"
        aria-current={current === 'list' ? 'page' : undefined}
      >
        {t('catalog.variant.list')}
      </Link>
    </nav>
  );
}
