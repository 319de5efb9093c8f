/**
 * Catalogue filters kept in the query string (part 1 §2 "Catalog filters are kept in the query string: search,
 * date, weekday, location, period, availabilities-period, age, category-{cuid}, page_number, page_size";
 * part 2 §5 "Search filter text is trimmed. Location and category filters accept comma-separated values."
 * and "Age filter minimum 0."). Parsing is lenient (a value that does not fit is dropped, never thrown);
 * serialising writes only what differs from the defaults, in a stable order, so
 * `parseCatalogueFilters(serializeCatalogueFilters(f))` gives `f` back and the URL of a filter set is unique.
 */
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, pageNumber, pageSize } from '../lists/index';
import { Temporal } from '../time/index';
import type { CatalogueFilters } from './catalogue.schemas';

export const CATEGORY_PARAM_PREFIX = 'category-';
/** The query parameter names, in the order they are written. */
export const CATALOG_FILTER_PARAMS = [
  'search',
  'date',
  'weekday',
  'location',
  'period',
  'availabilities-period',
  'age',
  'page_number',
  'page_size',
] as const;

export interface CatalogueFilterOptions {
  /** The page size the list uses when the URL gives none (default 20; activities use `activitiesPageSize`). */
  defaultPageSize?: number;
}

export function emptyCatalogueFilters(options: CatalogueFilterOptions = {}): CatalogueFilters {
  return {
    search: null,
    date: null,
    weekday: null,
    location: [],
    period: null,
    availabilities_period: null,
    age: null,
    categories: {},
    page_number: DEFAULT_PAGE_NUMBER,
    page_size: options.defaultPageSize ?? DEFAULT_PAGE_SIZE,
  };
}

/** Replaces lone UTF-16 surrogates, which cannot be written in a URL. */
const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Query string (with or without `?`) or any iterable of pairs, e.g. a URLSearchParams. */
export type QueryInput = string | Iterable<readonly [string, string]>;

export function queryEntries(query: QueryInput): Array<[string, string]> {
  if (typeof query !== 'string') return [...query].map(([key, value]) => [key, value]);
  const text = query.startsWith('?') ? query.slice(1) : query;
  return text
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? [decode(part), ''] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
    });
}

/** "Search filter text is trimmed": empty after trimming is no search. */
export function normaliseSearch(text: string): string | null {
  const trimmed = wellFormed(text).trim();
  return trimmed === '' ? null : trimmed;
}

/** A comma-separated list: values trimmed, empty ones dropped, duplicates removed, order kept. */
export function parseCommaList(text: string): string[] {
  const values = wellFormed(text)
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}

function parseDateParam(text: string): string | null {
  const value = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return Temporal.PlainDate.from(value).toString();
  } catch {
    return null;
  }
}

function parseWeekday(text: string): number | null {
  const value = text.trim();
  return /^[1-7]$/.test(value) ? Number(value) : null;
}

/** "Age filter minimum 0": a finite number at least 0. */
function parseAge(text: string): number | null {
  const value = text.trim();
  if (!/^\d+(\.\d+)?([eE][+-]?\d+)?$/.test(value)) return null;
  const age = Number(value);
  return Number.isFinite(age) && age >= 0 ? age : null;
}

const single = (text: string): string | null => {
  const list = parseCommaList(text);
  return list.length === 1 ? (list[0] ?? null) : null;
};

/** Reads the catalogue filters from the query string. Unknown parameters are ignored; the last repeat wins. */
export function parseCatalogueFilters(
  query: QueryInput,
  options: CatalogueFilterOptions = {},
): CatalogueFilters {
  const filters = emptyCatalogueFilters(options);
  const categories = new Map<string, string[]>();
  for (const [key, raw] of queryEntries(query)) {
    switch (key) {
      case 'search':
        filters.search = normaliseSearch(raw);
        break;
      case 'date':
        filters.date = parseDateParam(raw);
        break;
      case 'weekday':
        filters.weekday = parseWeekday(raw);
        break;
      case 'location':
        filters.location = parseCommaList(raw);
        break;
      case 'period':
        filters.period = single(raw);
        break;
      case 'availabilities-period':
        filters.availabilities_period = single(raw);
        break;
      case 'age':
        filters.age = parseAge(raw);
        break;
      case 'page_number':
        filters.page_number = pageNumber(raw);
        break;
      case 'page_size':
        filters.page_size = pageSize(raw, filters.page_size);
        break;
      default:
        if (key.startsWith(CATEGORY_PARAM_PREFIX) && key.length > CATEGORY_PARAM_PREFIX.length) {
          const cuid = wellFormed(key.slice(CATEGORY_PARAM_PREFIX.length));
          const values = parseCommaList(raw);
          if (values.length > 0) categories.set(cuid, values);
          else categories.delete(cuid);
        }
    }
  }
  filters.categories = Object.fromEntries([...categories].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return filters;
}

/** The parameters of a filter set, in a stable order, leaving out empty filters and default pages. */
export function catalogueFilterEntries(
  filters: CatalogueFilters,
  options: CatalogueFilterOptions = {},
): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  const search = filters.search === null ? null : normaliseSearch(filters.search);
  if (search !== null) entries.push(['search', search]);
  if (filters.date !== null) entries.push(['date', filters.date]);
  if (filters.weekday !== null) entries.push(['weekday', String(filters.weekday)]);
  if (filters.location.length > 0) entries.push(['location', filters.location.join(',')]);
  if (filters.period !== null) entries.push(['period', filters.period]);
  if (filters.availabilities_period !== null)
    entries.push(['availabilities-period', filters.availabilities_period]);
  if (filters.age !== null) entries.push(['age', String(filters.age)]);
  for (const cuid of Object.keys(filters.categories).sort()) {
    const values = filters.categories[cuid] ?? [];
    if (values.length > 0) entries.push([`${CATEGORY_PARAM_PREFIX}${cuid}`, values.join(',')]);
  }
  if (filters.page_number !== DEFAULT_PAGE_NUMBER) entries.push(['page_number', String(filters.page_number)]);
  if (filters.page_size !== (options.defaultPageSize ?? DEFAULT_PAGE_SIZE)) {
    entries.push(['page_size', String(filters.page_size)]);
  }
  return entries;
}

/** Any filter chosen (the page number and size are not filters). */
export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return (
    catalogueFilterEntries(
      { ...filters, page_number: DEFAULT_PAGE_NUMBER },
      { defaultPageSize: filters.page_size },
    ).length > 0
  );
}

/** A changed filter set starts again at page 1, keeping the page size. */
export function withFilters(
  filters: CatalogueFilters,
  patch: Partial<Omit<CatalogueFilters, 'page_number'>>,
): CatalogueFilters {
  return { ...filters, ...patch, page_number: DEFAULT_PAGE_NUMBER };
}
