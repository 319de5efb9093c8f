import { describe, expect, it } from 'vitest';
import { formatsFor } from './formats';

/** Intl writes narrow and no-break spaces; the assertions read them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('formatsFor: one locale map for every display format', () => {
  const fr = formatsFor('fr');
  const en = formatsFor('en');

  it('writes amounts from minor units and numbers in the language', () => {
    expect(plain(fr.money(123450))).toBe('1 234,50 €');
    expect(en.money(123450)).toBe('€1,234.50');
    expect(fr.number(1.456)).toBe('1,46');
    expect(en.number(1.456, 1)).toBe('1.5');
  });

  it('reads instants in Europe/Brussels, across the summer-time change', () => {
    expect(fr.instant('2026-11-20T09:05:00Z', 'date')).toBe('20 novembre 2026');
    expect(en.instant('2026-11-20T09:05:00Z', 'dateTime')).toBe('Fri, 20 Nov 2026, 10:05');
    expect(en.instant('2026-11-20T09:05:00Z', 'weekdayDate')).toBe('Fri, 20 Nov 2026');
    expect(fr.instant('2026-03-29T00:30:00Z', 'time')).toBe('01:30');
    expect(fr.instant('2026-03-29T01:30:00Z', 'time')).toBe('03:30');
    expect(en.instant('2026-12-31T23:30:00Z', 'date')).toBe('1 January 2027');
  });

  it('writes the shared parts of a range once, with one plain space around the dash', () => {
    expect(fr.instantRange('2026-11-20T09:05:00Z', '2026-11-20T11:30:00Z', 'dateTime')).toBe(
      'ven. 20 nov. 2026, 10:05 – 12:30',
    );
    expect(en.instantRange('2026-11-12T17:00:00Z', '2027-02-11T18:00:00Z', 'dates')).toBe(
      '12 Nov 2026 – 11 Feb 2027',
    );
    expect(en.instantRange('2026-11-20T08:00:00Z', '2026-11-20T15:00:00Z', 'time')).toBe('09:00 – 16:00');
    expect(fr.dayRange('2026-11-16', '2026-11-22', 'days')).toBe('16 – 22 novembre 2026');
  });

  it('writes plain days without any time zone shift', () => {
    expect(fr.day('2026-11-20', 'full')).toBe('vendredi 20 novembre 2026');
    expect(en.day('2026-11-20', 'withoutYear')).toBe('Friday 20 November');
    expect(fr.day('2026-11-20', 'numeric')).toBe('ven. 20/11');
    expect(en.day('2027-01-01', 'medium')).toBe('1 Jan 2027');
    expect(en.hour(8)).toBe('08:00');
    expect(en.hour(24)).toBe('00:00');
  });

  it('says how long ago from the given "now"', () => {
    expect(fr.relative('2026-11-17T09:00:00Z', '2026-11-20T09:00:00Z')).toBe('il y a 3 jours');
    expect(en.relative('2026-11-19T09:00:00Z', '2026-11-20T09:00:00Z')).toBe('yesterday');
  });
});
