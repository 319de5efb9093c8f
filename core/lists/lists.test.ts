import { describe, expect, it } from 'vitest';
import {
  activitiesPageSize,
  BLOG_PAGE_SIZE,
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
  gridColumns,
  offsetLimit,
  pageCount,
  pageNumber,
  pageOfOffset,
  pageSize,
  pagination,
} from './lists.rules';

describe('pagination', () => {
  // Previous disabled at page 1, next at or beyond total ÷ size, and shown only when the total exceeds the
  // page size are the book's LIST-01 and LIST-02 (specs/areas/lists.spec.ts).
  it('offset and limit from a page', () => {
    expect(offsetLimit(1, 20)).toEqual({ offset: 0, limit: 20 });
    expect(offsetLimit(3, 12)).toEqual({ offset: 24, limit: 12 });
    expect(offsetLimit(0, 12)).toEqual({ offset: 0, limit: 12 });
    expect(pageOfOffset(24, 12)).toBe(3);
  });

  it('a view for a list of 45 results by 20', () => {
    expect(pagination({ page: 2, pageSize: 20, total: 45 })).toEqual({
      page: 2,
      pageSize: 20,
      total: 45,
      pageCount: 3,
      visible: true,
      previousDisabled: false,
      nextDisabled: false,
      previousPage: 1,
      nextPage: 3,
    });
    expect(pageCount(0, 20)).toBe(1);
  });
});

describe('page parameters and constants', () => {
  it('defaults and untrusted values', () => {
    expect([DEFAULT_PAGE_SIZE, DEFAULT_PAGE_NUMBER, BLOG_PAGE_SIZE]).toEqual([20, 1, 12]);
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(' 4 ')).toBe(4);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('-2')).toBe(1);
    expect(pageNumber('2.5')).toBe(1);
    expect(pageNumber('abc')).toBe(1);
    expect(pageNumber(undefined)).toBe(1);
    expect(pageSize('12')).toBe(12);
    expect(pageSize('0')).toBe(20);
    expect(pageSize(null, 21)).toBe(21);
  });

  it('activities page size is 20 rounded up to a multiple of the columns', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 25].map(activitiesPageSize)).toEqual([
      20, 20, 21, 20, 20, 24, 21, 24, 25,
    ]);
    expect(activitiesPageSize()).toBe(20);
    expect(activitiesPageSize(0)).toBe(20);
    expect(gridColumns(2.5)).toBe(2);
  });
});
