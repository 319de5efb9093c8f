/**
 * Paginated lists (part 1 §4 "Pagination", part 2 §9 "Lists and catalogue"). Pages are numbered from 1; a page
 * size is a whole number of items at least 1. Inputs from the URL are normalised with `pageNumber` / `pageSize`.
 */

/** "Default page size 20, page number 1" (part 2 §9). */
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGE_NUMBER = 1;
/** "Blog page 12" (part 2 §9; part 1 §2 "/blog: article list, 12 per page"). */
export const BLOG_PAGE_SIZE = 12;
/** "Card grid columns default 2" (part 2 §9). */
export const CARD_GRID_COLUMNS_DEFAULT = 2;
/** "bundles, memberships and vouchers 20" (part 2 §9). */
export const BUNDLES_PAGE_SIZE = 20;
export const MEMBERSHIPS_PAGE_SIZE = 20;
export const VOUCHERS_PAGE_SIZE = 20;
/** "Default status filter OPEN" (part 2 §9). */
export const DEFAULT_STATUS_FILTER: readonly ['OPEN'] = ['OPEN'];

const isWholeAtLeast = (value: unknown, minimum: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= minimum;

/** A page number from untrusted input: a whole number at least 1, otherwise the default 1. */
export function pageNumber(value: unknown): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return isWholeAtLeast(number, 1) && Number.isSafeInteger(number) ? number : DEFAULT_PAGE_NUMBER;
}

/** A page size from untrusted input: a whole number at least 1, otherwise `fallback` (default 20). */
export function pageSize(value: unknown, fallback: number = DEFAULT_PAGE_SIZE): number {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return isWholeAtLeast(number, 1) && Number.isSafeInteger(number) ? number : fallback;
}

/** Card grid columns from a section setting ("columns an integer (default 2)"): at least 1, else 2. */
export function gridColumns(value: unknown): number {
  return isWholeAtLeast(value, 1) ? value : CARD_GRID_COLUMNS_DEFAULT;
}

/**
 * "activities page size is 20 rounded up to a multiple of the columns" (part 2 §9), so the last row of a page
 * is full: 2 columns → 20, 3 → 21, 6 → 24, 25 → 25. Columns that are not a whole number ≥ 1 count as 2.
 */
export function activitiesPageSize(columns: unknown = CARD_GRID_COLUMNS_DEFAULT): number {
  const count = gridColumns(columns);
  return Math.ceil(DEFAULT_PAGE_SIZE / count) * count;
}

/** "previous disabled at page 1" (part 1 §4). Any page at or below 1 has no previous page. */
export function isPreviousDisabled(page: number): boolean {
  return page <= 1;
}

/** "next disabled when page is at or beyond total divided by page size" (part 1 §4). */
export function isNextDisabled(page: number, total: number, size: number): boolean {
  return page >= total / size;
}

/** "pagination shown only when the total exceeds the page size" (part 2 §9). */
export function showsPagination(total: number, size: number): boolean {
  return total > size;
}

/** Number of pages: at least 1, so an empty list still reads "page 1 of 1". */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

export interface OffsetLimit {
  offset: number;
  limit: number;
}

/** The `offset`/`limit` pair the list calls take (part 2 §7) for a page: offset (page − 1) × size. */
export function offsetLimit(page: number, size: number): OffsetLimit {
  return { offset: (Math.max(1, page) - 1) * size, limit: size };
}

/** Back from an offset to the page that starts there (offsets between pages belong to the earlier page). */
export function pageOfOffset(offset: number, size: number): number {
  return Math.floor(Math.max(0, offset) / size) + 1;
}

export interface PaginationView {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  /** "pagination shown only when the total exceeds the page size". */
  visible: boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
  /** The page numbers the previous/next buttons go to, null when disabled. */
  previousPage: number | null;
  nextPage: number | null;
}

/** What a paginated list shows: page number, total results, previous and next (part 1 §2 account lists). */
export function pagination(input: { page: number; pageSize: number; total: number }): PaginationView {
  const { page, total } = input;
  const size = input.pageSize;
  const previousDisabled = isPreviousDisabled(page);
  const nextDisabled = isNextDisabled(page, total, size);
  return {
    page,
    pageSize: size,
    total,
    pageCount: pageCount(total, size),
    visible: showsPagination(total, size),
    previousDisabled,
    nextDisabled,
    previousPage: previousDisabled ? null : page - 1,
    nextPage: nextDisabled ? null : page + 1,
  };
}

/** What a list call may carry: `limit`/`offset` (part 2 §7 list calls) and/or `page_number`/`page_size`. */
export interface ListWindowRequest {
  limit?: number | undefined;
  offset?: number | undefined;
  page_number?: number | undefined;
  page_size?: number | undefined;
}

/**
 * The rows a list call answers. An explicit `limit`/`offset` wins; otherwise the page: offset
 * (page_number − 1) × page_size, page_size defaulting to the list's own size (20, blog 12).
 */
export function requestedWindow(
  request: ListWindowRequest,
  defaultSize: number = DEFAULT_PAGE_SIZE,
): OffsetLimit {
  const limit = request.limit ?? request.page_size ?? defaultSize;
  const offset = request.offset ?? (Math.max(1, request.page_number ?? DEFAULT_PAGE_NUMBER) - 1) * limit;
  return { offset, limit };
}
