import { describe, expect, it } from 'vitest';
import { findViolations } from './find-violations';

const kinds = (source: string, fileName = 'ui/area/Page.tsx') =>
  findViolations(fileName, source).map((violation) => `${violation.kind}: ${violation.text}`);

describe('ui rules: wall-clock reads', () => {
  it('catches new Date() without arguments, Date.now() and Temporal.Now', () => {
    expect(
      kinds(
        [
          'const a = new Date().toISOString();',
          'const b = Date.now();',
          'const c = Temporal.Now.instant();',
        ].join('\n'),
      ),
    ).toEqual(['wall-clock: new Date()', 'wall-clock: Date.now()', 'wall-clock: Temporal.Now']);
  });

  it('lets a date be built from a given instant or parsed (formatting, not reading the clock)', () => {
    expect(kinds("format(new Date(iso)); Date.parse(iso); new Date('2026-01-01T00:00:00Z');")).toEqual([]);
  });

  it('catches them in tests too: a test pins "now" instead', () => {
    expect(kinds('const now = new Date();', 'ui/area/Page.dom.test.tsx')).toEqual(['wall-clock: new Date()']);
  });
});

describe('ui rules: seat and money arithmetic', () => {
  it('catches arithmetic on amounts and seat counts, through properties and compound assignments', () => {
    expect(
      kinds(
        [
          'const due = registration.total_amount - registration.paid_amount;',
          'const free = Math.max(0, availability.capacity - availability.registered);',
          'const euros = amount / 100;',
          "const gross = summary.itemsTotal + data['discount'];",
          'sum += item.price;',
          'const seats = (left!) * 2;',
        ].join('\n'),
      ),
    ).toEqual([
      'business-arithmetic: registration.total_amount - registration.paid_amount',
      'business-arithmetic: availability.capacity - availability.registered',
      'business-arithmetic: amount / 100',
      "business-arithmetic: summary.itemsTotal + data['discount']",
      'business-arithmetic: sum += item.price',
    ]);
  });

  it('ignores text built with +, other arithmetic and comparisons', () => {
    expect(
      kinds(
        [
          "const label = 'Total: ' + total;",
          'const next = page + 1;',
          'const width = columns * 120;',
          'const over = amount > due;',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('lets tests and fixtures compute their expected amounts', () => {
    expect(kinds('const outstanding = 17000 - paid;', 'ui/area/Page.dom.test.tsx')).toEqual([]);
    expect(kinds('const outstanding = 17000 - paid;', 'ui/area/testing.tsx')).toEqual([]);
  });
});
