import { describe, expect, it } from 'vitest';
import {
  customElementKey,
  customElementText,
  customElementValue,
  DOCUMENT_ERRORS,
  documentDownloadEligibility,
  documentDownloadQuery,
  documentDownloadRefusal,
  documentFieldIds,
  documentFilename,
  fillPlaceholders,
} from './document.rules';

const now = '2026-06-03T12:00:00.000Z';
const registration = {
  cancelled: false,
  deposit_amount: 2000,
  total_amount: 5000,
  paid_amount: 0,
  availability: { start_at: '2026-06-01T07:00:00.000Z', end_at: '2026-06-05T14:00:00.000Z' },
};

describe('document download eligibility', () => {
  it('asks for the deposit or the total, then the date, and hides documents of a cancelled registration', () => {
    const deposit = { settings: { payment_requirement: 'DEPOSIT' as const, date_requirement: null } };
    const totalAtEnd = {
      settings: { payment_requirement: 'TOTAL' as const, date_requirement: 'AVAILABILITY_END' as const },
    };
    expect(documentDownloadEligibility(registration, deposit, now)).toEqual({
      kind: 'amount-due',
      amount: 2000,
    });
    expect(documentDownloadEligibility({ ...registration, paid_amount: 2000 }, deposit, now)).toEqual({
      kind: 'allowed',
    });
    expect(documentDownloadEligibility({ ...registration, paid_amount: 2000 }, totalAtEnd, now)).toEqual({
      kind: 'amount-due',
      amount: 3000,
    });
    expect(documentDownloadEligibility({ ...registration, paid_amount: 5000 }, totalAtEnd, now)).toEqual({
      kind: 'available-from',
      date: '2026-06-05T14:00:00.000Z',
    });
    expect(
      documentDownloadEligibility({ ...registration, paid_amount: 5000 }, totalAtEnd, '2026-06-05T14:00:00Z'),
    ).toEqual({ kind: 'allowed' });
    expect(
      documentDownloadEligibility({ ...registration, cancelled: true, paid_amount: 5000 }, deposit, now),
    ).toEqual({ kind: 'hidden' });
  });

  it('asks no payment when the document has no payment requirement, only its date', () => {
    const atStart = {
      settings: { payment_requirement: null, date_requirement: 'AVAILABILITY_START' as const },
    };
    expect(documentDownloadEligibility(registration, atStart, now)).toEqual({ kind: 'allowed' });
    expect(documentDownloadEligibility(registration, atStart, '2026-05-01T00:00:00Z')).toEqual({
      kind: 'available-from',
      date: '2026-06-01T07:00:00.000Z',
    });
    expect(
      documentDownloadEligibility(
        registration,
        { settings: { payment_requirement: null } },
        '2020-01-01T00:00:00Z',
      ),
    ).toEqual({ kind: 'allowed' });
  });

  it('answers hidden with not found, a payment due or a later date with a conflict, allowed with nothing', () => {
    expect(documentDownloadRefusal({ kind: 'allowed' })).toBeNull();
    expect(documentDownloadRefusal({ kind: 'hidden' })).toEqual({ status: 404, code: 'DOCUMENT_NOT_FOUND' });
    expect(documentDownloadRefusal({ kind: 'amount-due', amount: 1 })).toEqual({
      status: 409,
      code: DOCUMENT_ERRORS.PAYMENT_REQUIRED,
    });
    expect(documentDownloadRefusal({ kind: 'available-from', date: now })).toEqual({
      status: 409,
      code: 'DOCUMENT.NOT_YET_AVAILABLE',
    });
  });
});

describe('document form and query', () => {
  it('lists each custom field of the pages once, in page then element order', () => {
    expect(
      documentFieldIds([
        { elements: [{ custom_field_id: null }, { custom_field_id: 4 }, { custom_field_id: 2 }] },
        { elements: [{ custom_field_id: 4 }, {}, { custom_field_id: 7 }] },
      ]),
    ).toEqual([4, 2, 7]);
  });

  it('carries the filled values as custom_element_{id}, lists joined by ", ", empty values left out', () => {
    expect(customElementKey(12)).toBe('custom_element_12');
    expect(
      documentDownloadQuery(3, 9, { 4: 'Dr Martin', 5: ['Gluten', 'Lactose'], 6: '', 7: null, 8: [] }),
    ).toEqual({
      registration_id: '3',
      document_id: '9',
      custom_element_4: 'Dr Martin',
      custom_element_5: 'Gluten, Lactose',
    });
    expect(customElementText(undefined)).toBe('');
    expect(customElementValue('CHOICES_MULTIPLE', 'Gluten, Lactose')).toEqual(['Gluten', 'Lactose']);
    expect(customElementValue('CHOICES_MULTIPLE', '')).toEqual([]);
    expect(customElementValue('TEXT', 'Dr Martin, Ixelles')).toBe('Dr Martin, Ixelles');
    expect(customElementValue('TEXT', undefined)).toBeUndefined();
  });
});

describe('document text', () => {
  it('resolves known placeholders and keeps unknown ones as written', () => {
    expect(
      fillPlaceholders(
        '{participant.fullname} participe à « {activity.title} » ({registration.reference}) {nope}',
        {
          'participant.fullname': 'Léa Dubois',
          'activity.title': 'Multisport',
          'registration.reference': '12-1',
        },
      ),
    ).toBe('Léa Dubois participe à « Multisport » (12-1) {nope}');
    expect(fillPlaceholders('{toString} {constructor}', {})).toBe('{toString} {constructor}');
    expect(fillPlaceholders('{a}{a}', { a: '{a}' })).toBe('{a}{a}');
  });

  it('names the file after the title and reference, without separators or control characters', () => {
    expect(documentFilename('Attestation de participation', '12-1')).toBe(
      'Attestation de participation 12-1.pdf',
    );
    expect(documentFilename('Fiche / sanitaire\u0000\n', ' 3-2 ')).toBe('Fiche sanitaire 3-2.pdf');
    expect(documentFilename('  ', '')).toBe('document.pdf');
  });
});
