import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  customElementKey,
  customElementValue,
  documentDownloadEligibility,
  documentDownloadQuery,
  documentDownloadRefusal,
  documentFilename,
  fillPlaceholders,
} from './document.rules';
import { documentEligibility } from './registration.rules';

const NOW_MS = Date.UTC(2026, 5, 3, 12);
const iso = (offsetHours: number) => new Date(NOW_MS + offsetHours * 3_600_000).toISOString();

const registrationArb = fc
  .record({
    cancelled: fc.boolean(),
    deposit_amount: fc.integer({ min: 0, max: 10_000 }),
    total_amount: fc.integer({ min: 0, max: 10_000 }),
    paid_amount: fc.integer({ min: 0, max: 12_000 }),
    start: fc.integer({ min: -500, max: 500 }),
    length: fc.integer({ min: 0, max: 200 }),
  })
  .map(({ start, length, ...rest }) => ({
    ...rest,
    availability: { start_at: iso(start), end_at: iso(start + length) },
  }));
const dateRequirementArb = fc.constantFrom(null, 'AVAILABILITY_START' as const, 'AVAILABILITY_END' as const);
const now = iso(0);

describe('document download over any registration and document', () => {
  it('agrees with documentEligibility whenever the document names its payment requirement', () => {
    fc.assert(
      fc.property(
        registrationArb,
        fc.constantFrom('DEPOSIT' as const, 'TOTAL' as const),
        dateRequirementArb,
        (registration, payment, date) => {
          const settings = { payment_requirement: payment, date_requirement: date };
          const ours = documentDownloadEligibility(registration, { settings }, now);
          const core = documentEligibility(registration, { settings }, now);
          return JSON.stringify(ours) === JSON.stringify(core);
        },
      ),
    );
  });

  it('never asks a payment when none is required, and hides every document of a cancelled registration', () => {
    fc.assert(
      fc.property(registrationArb, dateRequirementArb, (registration, date) => {
        const result = documentDownloadEligibility(
          registration,
          { settings: { payment_requirement: null, date_requirement: date } },
          now,
        );
        if (registration.cancelled) return result.kind === 'hidden';
        return result.kind !== 'amount-due' && result.kind !== 'hidden';
      }),
    );
  });

  it('refuses exactly what is not allowed: 404 for hidden, 409 otherwise', () => {
    fc.assert(
      fc.property(
        registrationArb,
        fc.constantFrom('DEPOSIT' as const, 'TOTAL' as const, null),
        dateRequirementArb,
        (registration, payment, date) => {
          const eligibility = documentDownloadEligibility(
            registration,
            { settings: { payment_requirement: payment, date_requirement: date } },
            now,
          );
          const refusal = documentDownloadRefusal(eligibility);
          if (eligibility.kind === 'allowed') return refusal === null;
          return refusal !== null && refusal.status === (eligibility.kind === 'hidden' ? 404 : 409);
        },
      ),
    );
  });
});

describe('document query and text over any values', () => {
  const label = fc
    .string({ minLength: 1, maxLength: 8 })
    .filter((text) => !text.includes(',') && text.trim() === text && text !== '');

  it('a list of labels goes into the query and comes back as the same list', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(label, { minLength: 1, maxLength: 5 }),
        (id, labels) => {
          const query = documentDownloadQuery(1, 2, { [id]: labels });
          const back = customElementValue('CHOICES_MULTIPLE', query[customElementKey(id)]);
          return JSON.stringify(back) === JSON.stringify(labels);
        },
      ),
    );
  });

  it('text without a known placeholder is left as it is; each known placeholder is replaced', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 10 }), (text, value) => {
        const plain = text.replace(/[{}]/g, '');
        const once = fillPlaceholders(`${plain}{activity.title}${plain}`, { 'activity.title': value });
        return (
          fillPlaceholders(plain, { 'activity.title': value }) === plain &&
          once === `${plain}${value}${plain}`
        );
      }),
    );
  });

  it('a file name always ends in .pdf and holds no separator or control character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 10 }), (title, reference) => {
        const name = documentFilename(title, reference);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the property is about control characters
        return name.endsWith('.pdf') && !/[/\\\u0000-\u001f"]/.test(name) && name.trim() === name;
      }),
    );
  });
});
