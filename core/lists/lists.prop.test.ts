import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  isNextDisabled,
  isPreviousDisabled,
  offsetLimit,
  pageCount,
  pageNumber,
  pageOfOffset,
  pagination,
  showsPagination,
} from './lists.rules';

const page = fc.integer({ min: 1, max: 10_000 });
const total = fc.integer({ min: 0, max: 1_000_000 });
const size = fc.integer({ min: 1, max: 500 });

describe('pagination properties', () => {
  it('next is enabled exactly on the pages before the last one', () => {
    fc.assert(fc.property(page, total, size, (p, t, s) => !isNextDisabled(p, t, s) === p < pageCount(t, s)));
  });

  it('pagination shows exactly when there is more than one page', () => {
    fc.assert(fc.property(total, size, (t, s) => showsPagination(t, s) === pageCount(t, s) > 1));
  });

  it('pages tile the list: offsets are consecutive, and every item lies on exactly one page', () => {
    fc.assert(
      fc.property(page, size, (p, s) => {
        const here = offsetLimit(p, s);
        const next = offsetLimit(p + 1, s);
        return here.limit === s && next.offset === here.offset + s && pageOfOffset(here.offset, s) === p;
      }),
    );
  });

  it('the last page holds the last item: pageCount × size ≥ total > (pageCount − 1) × size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), size, (t, s) => {
        const count = pageCount(t, s);
        return count * s >= t && (count - 1) * s < t;
      }),
    );
  });

  it('the view agrees with the single rules', () => {
    fc.assert(
      fc.property(page, total, size, (p, t, s) => {
        const view = pagination({ page: p, pageSize: s, total: t });
        return (
          view.previousDisabled === isPreviousDisabled(p) &&
          view.nextDisabled === isNextDisabled(p, t, s) &&
          view.visible === showsPagination(t, s) &&
          (view.nextPage === null) === view.nextDisabled
        );
      }),
    );
  });

  it('any page number text becomes a whole number ≥ 1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String)), (text) => {
        const value = pageNumber(text);
        return Number.isInteger(value) && value >= 1;
      }),
    );
  });
});
