import fc from 'fast-check';
import {
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
  isNextDisabled,
  isPreviousDisabled,
  offsetLimit,
  pageCount,
  pageNumber,
  pageSize,
  pagination,
  requestedWindow,
  showsPagination,
} from '../../core/lists';
import { defineArea, examples } from '../book';

const page = fc.integer({ min: 1, max: 100_000 });
const total = fc.integer({ min: 0, max: 10_000_000 });
const size = fc.integer({ min: 1, max: 1000 });

export default defineArea({
  area: 'LIST',
  title: 'Lists: pagination, page size and page number',
  rules: [
    {
      id: 'LIST-01',
      source: 'part 1 §4',
      sentence:
        'Pagination: previous disabled at page 1; next disabled when page is at or beyond total divided by page size.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            page,
            total,
            size,
            (p, t, s) => isPreviousDisabled(p) === (p === 1) && isNextDisabled(p, t, s) === p >= t / s,
          ),
        );
        examples<[number, number, number], boolean>(
          [
            [[1, 20, 20], true],
            [[1, 21, 20], false],
            [[2, 21, 20], true],
            [[3, 100, 20], false],
          ],
          ([p, t, s]) => isNextDisabled(p, t, s),
        );
      },
    },
    {
      id: 'LIST-02',
      source: 'part 2 §9',
      sentence:
        'Default page size 20, page number 1; pagination shown only when the total exceeds the page size.',
      kind: 'property',
      check: () => {
        examples<unknown, number>(
          [
            [undefined, 1],
            ['', 1],
            ['0', 1],
            ['7', 7],
          ],
          pageNumber,
        );
        examples<unknown, number>(
          [
            [undefined, 20],
            ['abc', 20],
            ['50', 50],
          ],
          (value) => pageSize(value),
        );
        if (DEFAULT_PAGE_SIZE !== 20 || DEFAULT_PAGE_NUMBER !== 1)
          throw new Error('defaults are not 20 and 1');
        fc.assert(fc.property(total, size, (t, s) => showsPagination(t, s) === t > s));
      },
    },
    {
      id: 'LIST-03',
      source: 'part 1 §2',
      sentence: 'Lists are paginated with previous and next buttons and show page number and total results.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(page, total, size, (p, t, s) => {
            const view = pagination({ page: p, pageSize: s, total: t });
            const { offset, limit } = offsetLimit(p, s);
            return (
              view.page === p &&
              view.total === t &&
              view.pageCount === pageCount(t, s) &&
              (view.previousPage === null) === view.previousDisabled &&
              (view.nextPage === null) === view.nextDisabled &&
              offset === (p - 1) * s &&
              limit === s
            );
          }),
        );
      },
    },
    {
      id: 'LIST-04',
      source: 'part 2 §7',
      sentence: 'Pagination query parameters: page_number (default 1) and page_size (default 20).',
      kind: 'property',
      check: () => {
        const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
        // A list call answers page_number/page_size, or an explicit limit/offset when the caller sends one.
        fc.assert(
          fc.property(
            maybe(size),
            maybe(fc.integer({ min: 0, max: 100_000 })),
            maybe(page),
            maybe(size),
            size,
            (limit, offset, pageNumberValue, pageSizeValue, fallback) => {
              const window = requestedWindow(
                { limit, offset, page_number: pageNumberValue, page_size: pageSizeValue },
                fallback,
              );
              const expectedLimit = limit ?? pageSizeValue ?? fallback;
              const expectedOffset = offset ?? offsetLimit(pageNumberValue ?? 1, expectedLimit).offset;
              return window.limit === expectedLimit && window.offset === expectedOffset;
            },
          ),
        );
        examples<Parameters<typeof requestedWindow>[0], { offset: number; limit: number }>(
          [
            [{}, { offset: 0, limit: 20 }],
            [{ page_number: 3 }, { offset: 40, limit: 20 }],
            [
              { page_number: 2, page_size: 12 },
              { offset: 12, limit: 12 },
            ],
            [
              { limit: 5, offset: 7, page_number: 9 },
              { offset: 7, limit: 5 },
            ],
          ],
          (request) => requestedWindow(request),
        );
      },
    },
  ],
});
