import {
  add,
  type Dinero,
  dinero,
  allocate as dineroAllocate,
  down,
  EUR,
  halfEven,
  isNegative,
  maximum,
  minimum,
  multiply,
  subtract,
  toSnapshot,
  transformScale,
  up,
} from 'dinero.js';

/** Money is Dinero in EUR, the only supported currency (part 2 §9). Integer minor units on the wire. */
export type Money = Dinero<number, 'EUR'>;
export type Rounding = 'down' | 'up' | 'nearest';

const roundingFunctions = { down, up, nearest: halfEven } as const;

function assertMinorUnits(amount: number): void {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`money amounts are whole minor units, got ${amount}`);
  }
}

/** From integer minor units (cents). */
export function fromMinor(amount: number): Money {
  assertMinorUnits(amount);
  return dinero({ amount, currency: EUR }) as Money;
}

/** To integer minor units (cents), at the currency's own scale. */
export function toMinor(money: Money): number {
  const snapshot = toSnapshot(transformScale(money, EUR.exponent, down));
  return snapshot.amount;
}

export const zero = (): Money => fromMinor(0);

export function sum(amounts: readonly Money[]): Money {
  return amounts.reduce<Money>((total, amount) => add(total, amount), zero());
}

export function sumMinor(amounts: readonly number[]): number {
  return toMinor(sum(amounts.map(fromMinor)));
}

/** Splits a percentage given as a decimal number (12.5 for 12.5 %) into an exact scaled integer. */
function percentToScaledRate(percent: number): { amount: number; scale: number } {
  if (!Number.isFinite(percent)) throw new RangeError(`percentage must be finite, got ${percent}`);
  const [, decimals = ''] = String(percent).split('.');
  if (String(percent).includes('e')) throw new RangeError(`percentage out of range: ${percent}`);
  const scale = decimals.length;
  return { amount: Math.round(percent * 10 ** scale), scale: scale + 2 };
}

/** `percent` % of `money`, rounded to whole cents in the stated direction (service fee: down). */
export function percentage(money: Money, percent: number, rounding: Rounding): Money {
  const scaled = multiply(money, percentToScaledRate(percent));
  return transformScale(scaled, EUR.exponent, roundingFunctions[rounding]) as Money;
}

/** Splits an amount by ratios without losing or creating a cent (largest remainders first). */
export function allocate(money: Money, ratios: readonly number[]): Money[] {
  return dineroAllocate(money, [...ratios]) as Money[];
}

export function minus(a: Money, b: Money): Money {
  return subtract(a, b) as Money;
}

export function smallest(first: Money, ...rest: Money[]): Money {
  return minimum([first, ...rest]) as Money;
}

export function largest(first: Money, ...rest: Money[]): Money {
  return maximum([first, ...rest]) as Money;
}

/** Never below zero: totals, amounts due and remaining balances are floored at 0. */
export function atLeastZero(money: Money): Money {
  return isNegative(money) ? zero() : money;
}

/** Minor units to the decimal text an amount input shows (1234 → "12.34"). */
export function minorToDecimalText(amount: number): string {
  assertMinorUnits(amount);
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const units = Math.floor(absolute / 10 ** EUR.exponent);
  const cents = String(absolute % 10 ** EUR.exponent).padStart(EUR.exponent, '0');
  return `${sign}${units}.${cents}`;
}

/** Decimal text typed in an amount input ("12,3" or "12.30") to minor units; null when not an amount. */
export function decimalTextToMinor(text: string): number | null {
  const match = /^\s*(-?)(\d+)(?:[.,](\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  const [, sign, units = '0', cents = ''] = match;
  const amount = Number(units) * 10 ** EUR.exponent + Number(cents.padEnd(EUR.exponent, '0'));
  if (!Number.isSafeInteger(amount)) return null;
  return sign === '-' ? -amount : amount;
}
