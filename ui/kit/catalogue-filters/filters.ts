import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import {
  CATALOG_FILTER_PARAMS,
  CATALOGUE_VARIANTS,
  CATEGORY_PARAM_PREFIX,
  type CatalogueFilterOptions,
  type CatalogueFilters,
  catalogueFilterEntries,
  parseCatalogueFilters,
} from '../../../core/catalogue/index';

/** A query value as the router parses it (numbers and booleans arrive typed): kept as text, else dropped. */
const queryText = z
  .union([z.string(), z.number(), z.boolean()])
  .transform(String)
  .optional()
  .catch(undefined);

/**
 * The catalogue's query string (part 1 §2): search, date, weekday, location, period, availabilities-period,
 * age, category-{cuid}, page_number, page_size. Values are read leniently; core `parseCatalogueFilters`
 * normalises them (trimmed search, comma lists, age at least 0...). `view=list` picks the activity page's list
 * variant instead of the date-based default (core `catalogueVariant`).
 */
export const catalogueSearchSchema = z
  .object({
    search: queryText,
    date: queryText,
    weekday: queryText,
    location: queryText,
    period: queryText,
    'availabilities-period': queryText,
    age: queryText,
    page_number: queryText,
    page_size: queryText,
    view: z.enum(CATALOGUE_VARIANTS).optional().catch(undefined),
  })
  .catchall(queryText);
export type CatalogueSearch = z.output<typeof catalogueSearchSchema>;

export function validateCatalogueSearch(search: Record<string, unknown>): CatalogueSearch {
  return catalogueSearchSchema.parse(search);
}

export function isFilterParam(key: string): boolean {
  return (CATALOG_FILTER_PARAMS as readonly string[]).includes(key) || key.startsWith(CATEGORY_PARAM_PREFIX);
}

/** The query's pairs as text, for core's parser. */
export function searchEntries(search: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(search).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [[key, String(value)]]
        : [],
  );
}

/**
 * A router search reducer for a link or navigation to `'.'`: the query's other parameters kept (participant,
 * preview, view...), the catalogue filters replaced by `update(current)`. Applied to the query as it is when
 * the navigation is built, not as a render saw it. Every value is text, as `parseSearch` reads the URL, which
 * is also the type the router's search accepts (so no cast at the call sites).
 */
export function searchWithFilters(
  update: (current: CatalogueFilters) => CatalogueFilters,
  options: CatalogueFilterOptions = {},
): (previous: Record<string, unknown>) => Record<string, string> {
  return (previous) => {
    const entries = searchEntries(previous);
    const current = parseCatalogueFilters(entries, options);
    const kept = entries.filter(([key]) => !isFilterParam(key));
    return Object.fromEntries([...kept, ...catalogueFilterEntries(update(current), options)]);
  };
}

/** The API accepts pages of at most 100 (part 2 §7 list windows). */
const API_MAX_PAGE_SIZE = 100;

/** A list of ids or statuses as one query value ("OPEN,FULL"). */
export const commaJoined = (values: readonly (string | number)[]): string => values.join(',');

/** Which availabilities a read covers: activities, catalogues, segments (each left out when empty) and statuses. */
export interface AvailabilityScope {
  activity?: number[];
  catalog?: number[];
  segment?: number[];
  status: readonly string[];
}

/** A scope as query parameters, in the order the availability reads list them. */
export function scopeQuery(scope: AvailabilityScope): Record<string, string> {
  const query: Record<string, string> = { status: commaJoined(scope.status) };
  if (scope.activity?.length) query.activity = commaJoined(scope.activity);
  if (scope.catalog?.length) query.catalog = commaJoined(scope.catalog);
  if (scope.segment?.length) query.segment = commaJoined(scope.segment);
  return query;
}

/**
 * GET /api/availabilities query of a filter set: the same parameter names, plus the page window. Values are
 * text as in the query string (lists comma-joined), the form the contract's named filters are typed by.
 */
export function availabilitiesApiQuery(
  filters: CatalogueFilters,
  scope: AvailabilityScope,
): Record<string, string> {
  return {
    ...Object.fromEntries(catalogueFilterEntries(filters)),
    page_number: String(filters.page_number),
    page_size: String(Math.min(filters.page_size, API_MAX_PAGE_SIZE)),
    ...scopeQuery(scope),
  };
}

/**
 * The catalogue filters of the current URL, and a setter that writes them back, keeping the query's other
 * parameters (participant, preview...). Works on any route, so page sections share the catalogue's filters.
 */
export function useCatalogueFilters(options: CatalogueFilterOptions = {}): {
  filters: CatalogueFilters;
  setFilters: (next: FiltersUpdate) => void;
} {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const defaultPageSize = options.defaultPageSize;
  const filters = useMemo(
    () => parseCatalogueFilters(searchEntries(search), { defaultPageSize }),
    [search, defaultPageSize],
  );
  const setFilters = useCallback(
    (next: FiltersUpdate) => {
      // Applied to the query string as it is when the navigation is built, not as this render saw it: a
      // change landing after another (a debounced search after a category tick, an age committed on blur
      // just before a click) keeps the other's work instead of writing back a stale set (issue 18 §16).
      void navigate({
        to: '.',
        search: searchWithFilters((current) => (typeof next === 'function' ? next(current) : next), {
          defaultPageSize,
        }),
        replace: false,
        resetScroll: false,
      });
    },
    [navigate, defaultPageSize],
  );
  return { filters, setFilters };
}

/** A new filter set, or how to change the current one (preferred: it composes with changes in flight). */
export type FiltersUpdate = CatalogueFilters | ((current: CatalogueFilters) => CatalogueFilters);
