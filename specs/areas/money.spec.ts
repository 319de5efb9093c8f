import assert from 'node:assert/strict';
import { toSnapshot } from 'dinero.js';
import fc from 'fast-check';
import {
  decimalTextToMinor,
  formatMinor,
  formatNumber,
  formatPercentage,
  fromMinor,
  minorToDecimalText,
} from '../../core/money';
import { TIME_ZONE } from '../../core/time';
import { defineArea, examples } from '../book';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const locale = fc.constantFrom('fr' as const, 'en' as const);

export default defineArea({
  area: 'MONEY',
  title: 'Money: currency, amounts and number formats',
  rules: [
    {
      id: 'MONEY-01',
      source: 'part 2 §9',
      sentence: 'Languages French and English; currency EUR only; timezone Europe/Brussels only.',
      kind: 'property',
      check: () => {
        // Every amount the product builds (fromMinor) is EUR with 2 decimals, shown in either language.
        fc.assert(
          fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
            const { currency } = toSnapshot(fromMinor(cents));
            return currency.code === 'EUR' && currency.exponent === 2;
          }),
        );
        assert.equal(TIME_ZONE, 'Europe/Brussels');
        assert.match(plain(formatMinor(100, 'fr')), /€/);
        assert.match(plain(formatMinor(100, 'en')), /€/);
      },
    },
    {
      id: 'MONEY-02',
      source: 'part 2 §9',
      sentence:
        'Numbers use at most 2 decimals; percentages exactly 2; currency uses its own fraction digits.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), locale, (value, language) => {
            const decimals = formatNumber(value, language).split(language === 'fr' ? ',' : '.')[1] ?? '';
            return decimals.length <= 2;
          }),
        );
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 10_000 }), locale, (basisPoints, language) => {
            const text = plain(formatPercentage(basisPoints / 100, language));
            return /[.,]\d{2}\s?%$/.test(text);
          }),
        );
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 1e9 }), locale, (cents, language) => {
            return /[.,]\d{2}(\s?€)?$/.test(plain(formatMinor(cents, language)));
          }),
        );
        examples(
          [
            [{ cents: 123_456, language: 'fr' as const }, '1 234,56 €'],
            [{ cents: 123_456, language: 'en' as const }, '€1,234.56'],
          ],
          ({ cents, language }) => plain(formatMinor(cents, language)),
        );
        // At most 2: a number is rounded to 2 decimals, never padded to them.
        examples(
          [
            [{ value: 1.23456, language: 'en' as const }, '1.23'],
            [{ value: 2, language: 'en' as const }, '2'],
            [{ value: 1.5, language: 'fr' as const }, '1,5'],
          ],
          ({ value, language }) => formatNumber(value, language),
        );
      },
    },
    {
      id: 'MONEY-03',
      source: 'part 2 §5',
      sentence: "Amount inputs convert between minor units and the currency's decimal places.",
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.integer({ min: -1e9, max: 1e9 }),
            (cents) => decimalTextToMinor(minorToDecimalText(cents)) === cents,
          ),
        );
        examples(
          [
            ['12,5', 1250],
            ['0.07', 7],
            ['3', 300],
            ['1.234', null],
          ],
          decimalTextToMinor,
        );
      },
    },
  ],
});
