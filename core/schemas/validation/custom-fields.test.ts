import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CustomField } from '../entities/customer';
import {
  customDataEntriesSchema,
  customDataSchema,
  customFieldValueSchema,
  fromCustomDataEntries,
  toCustomDataEntries,
} from './custom-fields';

const base = {
  entity: 'CUSTOMERS' as const,
  title: 'Field',
  active: true,
  order: 1,
  pattern: null,
  choices: [],
};
const text = (required: boolean, pattern: string | null = null): CustomField => ({
  ...base,
  id: 1,
  type: 'TEXT',
  required,
  pattern,
});
const choices = [
  { id: 1, label: 'Gluten' },
  { id: 2, label: 'Lactose, sans' },
];
const multiple = (required: boolean): CustomField => ({
  ...base,
  id: 4,
  type: 'CHOICES_MULTIPLE',
  required,
  choices: [
    { id: 1, label: 'Gluten' },
    { id: 2, label: 'Lactose' },
  ],
});
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('custom field values (part 2 §5)', () => {
  it('required TEXT must be non-empty; patterns must match the whole value', () => {
    expect(messageOf(customFieldValueSchema(text(true)).safeParse('  '))).toBe('required');
    expect(messageOf(customFieldValueSchema(text(true)).safeParse(undefined))).toBe('required');
    expect(customFieldValueSchema(text(true, '[A-Z]{2}\\d{2}')).safeParse('BE12').success).toBe(true);
    expect(messageOf(customFieldValueSchema(text(true, '[A-Z]{2}\\d{2}')).safeParse('xBE12'))).toBe(
      'pattern_mismatch',
    );
  });

  it('an organiser pattern that is not a valid expression does not block customers', () => {
    expect(customFieldValueSchema(text(true, '([')).safeParse('anything').success).toBe(true);
  });

  it('DATE must be a date', () => {
    const date: CustomField = { ...base, id: 2, type: 'DATE', required: true };
    expect(customFieldValueSchema(date).safeParse('2026-02-28').success).toBe(true);
    expect(messageOf(customFieldValueSchema(date).safeParse('2026-02-30'))).toBe('invalid_date');
    expect(messageOf(customFieldValueSchema(date).safeParse(''))).toBe('required');
  });

  it('CHOICES_SINGLE is one of the labels; CHOICES_MULTIPLE a list, at least 1 when required', () => {
    const single: CustomField = { ...base, id: 3, type: 'CHOICES_SINGLE', required: true, choices };
    expect(customFieldValueSchema(single).safeParse('Gluten').success).toBe(true);
    expect(messageOf(customFieldValueSchema(single).safeParse('Peanuts'))).toBe('not_allowed');
    expect(messageOf(customFieldValueSchema(multiple(true)).safeParse([]))).toBe('required');
    expect(customFieldValueSchema(multiple(true)).safeParse(['Gluten', 'Lactose']).success).toBe(true);
    expect(customFieldValueSchema(multiple(false)).safeParse([]).success).toBe(true);
  });

  it('non-required fields are nullable and optional', () => {
    for (const type of ['TEXT', 'LONGTEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE'] as const) {
      const field: CustomField = { ...base, id: 9, type, required: false };
      expect(customFieldValueSchema(field).safeParse(null).success, type).toBe(true);
      expect(customFieldValueSchema(field).safeParse(undefined).success, type).toBe(true);
    }
  });

  it('only active fields of the entity take part, keyed by id', () => {
    const fields: CustomField[] = [
      text(true),
      { ...text(true), id: 7, active: false },
      { ...text(true), id: 8, entity: 'PARTICIPANTS' },
    ];
    expect(Object.keys(customDataSchema(fields, 'CUSTOMERS').shape)).toEqual(['1']);
  });
});

describe('stored entries', () => {
  it('join multiple choices with a comma and a space; dates stay ISO', () => {
    const fields = [multiple(false), { ...base, id: 5, type: 'DATE' as const, required: false }];
    expect(toCustomDataEntries(fields, { '4': ['Gluten', 'Lactose'], '5': '2026-01-31' })).toEqual([
      { field_id: 4, data: 'Gluten, Lactose' },
      { field_id: 5, data: '2026-01-31' },
    ]);
  });

  it('the server checks entries against the organiser fields and refuses unknown ones', () => {
    const schema = customDataEntriesSchema([text(true), multiple(true)], 'CUSTOMERS');
    expect(
      schema.parse([
        { field_id: 1, data: ' x ' },
        { field_id: 4, data: 'Gluten' },
      ]),
    ).toEqual([
      { field_id: 1, data: 'x' },
      { field_id: 4, data: 'Gluten' },
    ]);
    expect(schema.safeParse([{ field_id: 1, data: 'x' }]).success).toBe(false);
    expect(
      messageOf(
        schema.safeParse([
          { field_id: 1, data: 'x' },
          { field_id: 4, data: 'Gluten' },
          { field_id: 99, data: 'y' },
        ]),
      ),
    ).toBe('unknown_custom_field');
  });

  it('entries round-trip through form values (property)', () => {
    const labels = ['Gluten', 'Lactose', 'Noix', 'Œufs'];
    const field = { ...multiple(false), choices: labels.map((label, index) => ({ id: index, label })) };
    fc.assert(
      fc.property(fc.subarray(labels, { minLength: 1 }), (chosen) => {
        const entries = toCustomDataEntries([field], { '4': chosen });
        return JSON.stringify(fromCustomDataEntries([field], entries)['4']) === JSON.stringify(chosen);
      }),
    );
  });

  it('a required TEXT accepts exactly the values with a non-blank character (property)', () => {
    const schema = customFieldValueSchema(text(true));
    fc.assert(
      fc.property(fc.string(), (value) => schema.safeParse(value).success === value.trim().length > 0),
    );
  });
});
