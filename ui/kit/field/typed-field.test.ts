import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customFieldValueSchema, questionAnswerSchemaFor } from '../../../core/schemas/index';
import { calendarDateOf, typedFieldValue } from './typed-field';

const TYPES = ['TEXT', 'LONGTEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE'] as const;
const blank = fc.stringMatching(/^[ \t\n]*$/);

describe('typedFieldValue (the one empty-value rule)', () => {
  it('reads a blank text and an empty list as null, and keeps anything else as it is', () => {
    fc.assert(
      fc.property(fc.oneof(blank, fc.constant([] as string[]), fc.constant(null)), (empty) => {
        expect(typedFieldValue(empty)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string().filter((text) => text.trim() !== ''),
          fc.array(fc.string(), { minLength: 1 }),
        ),
        (filled) => {
          expect(typedFieldValue(filled)).toEqual(filled);
        },
      ),
    );
  });

  it('sends what core accepts: an empty optional field passes, an empty required one is `required`', () => {
    for (const type of TYPES) {
      const field = { id: 1, type, pattern: null, choices: [{ id: 1, label: 'Oui' }] };
      const empty = typedFieldValue(type === 'CHOICES_MULTIPLE' ? [] : '');
      expect(customFieldValueSchema({ ...field, required: false }).safeParse(empty).success).toBe(true);
      const refused = customFieldValueSchema({ ...field, required: true }).safeParse(empty);
      expect(refused.error?.issues[0]?.message).toBe('required');
      if (type !== 'LONGTEXT') {
        expect(questionAnswerSchemaFor({ type, required: false }).safeParse(empty).success).toBe(true);
        expect(questionAnswerSchemaFor({ type, required: true }).safeParse(empty).success).toBe(false);
      }
    }
  });
});

describe('calendarDateOf', () => {
  it('reads an ISO date or an instant as its day, and anything else as no date', () => {
    expect(calendarDateOf('2026-05-02')?.toString()).toBe('2026-05-02');
    expect(calendarDateOf('2026-05-02T22:00:00.000Z')?.toString()).toBe('2026-05-02');
    expect(calendarDateOf('soon')).toBeNull();
    expect(calendarDateOf(null)).toBeNull();
    expect(calendarDateOf(['2026-05-02'])).toBeNull();
  });
});
