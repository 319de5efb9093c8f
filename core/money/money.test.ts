import { describe, expect, it } from 'vitest';
import {
  allocate,
  atLeastZero,
  decimalTextToMinor,
  fromMinor,
  minorToDecimalText,
  percentage,
  sumMinor,
  toMinor,
} from './money';

describe('money', () => {
  it('round-trips integer minor units', () => {
    expect(toMinor(fromMinor(12_345))).toBe(12_345);
    expect(toMinor(fromMinor(-1))).toBe(-1);
  });

  it('rejects amounts that are not whole minor units', () => {
    expect(() => fromMinor(12.5)).toThrow(RangeError);
    expect(() => fromMinor(Number.NaN)).toThrow(RangeError);
  });

  it('sums amounts', () => {
    expect(sumMinor([100, 250, -50])).toBe(300);
    expect(sumMinor([])).toBe(0);
  });

  it('takes percentages with the stated rounding', () => {
    expect(toMinor(percentage(fromMinor(999), 2.5, 'down'))).toBe(24);
    expect(toMinor(percentage(fromMinor(999), 2.5, 'up'))).toBe(25);
    expect(toMinor(percentage(fromMinor(1_000), 12.345, 'nearest'))).toBe(123);
    expect(toMinor(percentage(fromMinor(1_000), 0, 'down'))).toBe(0);
  });

  it('allocates without losing a cent', () => {
    expect(allocate(fromMinor(100), [1, 1, 1]).map(toMinor)).toEqual([34, 33, 33]);
  });

  it('floors at zero', () => {
    expect(toMinor(atLeastZero(fromMinor(-5)))).toBe(0);
    expect(toMinor(atLeastZero(fromMinor(5)))).toBe(5);
  });

  it('converts amount inputs between minor units and decimals', () => {
    expect(minorToDecimalText(1234)).toBe('12.34');
    expect(minorToDecimalText(5)).toBe('0.05');
    expect(minorToDecimalText(-250)).toBe('-2.50');
    expect(decimalTextToMinor('12,3')).toBe(1230);
    expect(decimalTextToMinor('12.34')).toBe(1234);
    expect(decimalTextToMinor('12')).toBe(1200);
    expect(decimalTextToMinor('12.345')).toBeNull();
    expect(decimalTextToMinor('abc')).toBeNull();
  });
});

// Number, percentage and currency formats in fr and en are the book's MONEY-02 (specs/areas/money.spec.ts).
