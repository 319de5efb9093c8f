import { z } from 'zod';
import { type CustomDataEntry, type CustomField, customDataEntriesInput } from '../entities/customer';
import { LIST_LIMITS, TEXT_LIMITS, TOO_LONG } from '../limits';
import { dateOrInstant, VALIDATION_KEYS } from '../primitives';

/** "multiple choices are labels joined by a comma and a space" (part 1 §3). */
export const MULTIPLE_CHOICE_SEPARATOR = ', ';

/** A form value of one custom field: text, ISO date, one label, or a list of labels. */
export type CustomFieldValue = string | string[] | null | undefined;
export type CustomFieldValues = Record<string, CustomFieldValue>;

type FieldRule = Pick<CustomField, 'id' | 'type' | 'required' | 'pattern' | 'choices'>;

/** An organiser's pattern must match the whole value; a pattern that is not a valid expression is ignored. */
function wholeMatch(pattern: string | null | undefined): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * One field's rule (part 2 §5 "Custom fields"): required TEXT non-empty, TEXT pattern, DATE a date,
 * CHOICES_SINGLE a string, CHOICES_MULTIPLE a list (≥ 1 when required); non-required nullable and optional.
 * Choices must be among the field's labels when it has any.
 */
export function customFieldValueSchema(field: FieldRule): z.ZodType<CustomFieldValue> {
  const labels = new Set(field.choices.map((choice) => choice.label));
  const isChoice = (label: string) => labels.size === 0 || labels.has(label);
  let schema: z.ZodType<CustomFieldValue>;
  switch (field.type) {
    case 'TEXT':
    case 'LONGTEXT': {
      const pattern = field.type === 'TEXT' ? wholeMatch(field.pattern) : null;
      // "TEXT vs LONGTEXT": a one-line answer, or a long one (core/schemas/limits.ts).
      const longest = field.type === 'TEXT' ? TEXT_LIMITS.text : TEXT_LIMITS.longText;
      const text = z
        .string({ error: VALIDATION_KEYS.required })
        .trim()
        .max(longest, { error: TOO_LONG, abort: true })
        .refine((value) => !pattern || value === '' || pattern.test(value), {
          error: VALIDATION_KEYS.pattern,
        });
      schema = field.required ? text.pipe(z.string().min(1, { error: VALIDATION_KEYS.required })) : text;
      break;
    }
    case 'DATE':
      schema = dateOrInstant;
      break;
    case 'CHOICES_SINGLE':
      schema = z
        .string({ error: VALIDATION_KEYS.required })
        .max(TEXT_LIMITS.text, { error: TOO_LONG, abort: true })
        .min(field.required ? 1 : 0, { error: VALIDATION_KEYS.required })
        .refine((label) => label === '' || isChoice(label), { error: VALIDATION_KEYS.notAllowed });
      break;
    case 'CHOICES_MULTIPLE':
      schema = z
        .array(
          z
            .string()
            .max(TEXT_LIMITS.text, { error: TOO_LONG, abort: true })
            .refine(isChoice, { error: VALIDATION_KEYS.notAllowed }),
          { error: VALIDATION_KEYS.required },
        )
        .max(LIST_LIMITS.labels, { error: TOO_LONG })
        .min(field.required ? 1 : 0, { error: VALIDATION_KEYS.required });
      break;
  }
  if (field.required) {
    const present = z
      .any()
      .refine((value) => value !== undefined, { error: VALIDATION_KEYS.required, abort: true });
    return z.preprocess((value) => (isEmpty(value) ? undefined : value), present.pipe(schema));
  }
  return z.preprocess((value) => (isEmpty(value) ? null : value), schema.nullable().optional());
}

/** The active fields of one entity, in the organiser's order. */
export function fieldsFor<F extends Pick<CustomField, 'entity' | 'active' | 'order'>>(
  fields: readonly F[],
  entity: CustomField['entity'],
): F[] {
  return fields.filter((field) => field.entity === entity && field.active).sort((a, b) => a.order - b.order);
}

/** A form's custom-field values keyed by field id. */
export function customDataSchema(fields: readonly CustomField[], entity: CustomField['entity']) {
  return z.object(
    Object.fromEntries(
      fieldsFor(fields, entity).map((field) => [String(field.id), customFieldValueSchema(field)]),
    ),
  );
}

/** Form values → stored entries (data strings; lists joined by ', '; empty values left out). */
export function toCustomDataEntries(
  fields: readonly Pick<CustomField, 'id'>[],
  values: CustomFieldValues,
): CustomDataEntry[] {
  return fields.flatMap((field) => {
    const value = values[String(field.id)];
    if (value === null || value === undefined) return [];
    const data = Array.isArray(value) ? value.join(MULTIPLE_CHOICE_SEPARATOR) : value;
    return data === '' ? [] : [{ field_id: field.id, data }];
  });
}

/** Stored entries → form values (lists split on ', '). */
export function fromCustomDataEntries(
  fields: readonly Pick<CustomField, 'id' | 'type'>[],
  entries: readonly CustomDataEntry[],
): CustomFieldValues {
  const byField = new Map(entries.map((entry) => [entry.field_id, entry.data]));
  return Object.fromEntries(
    fields.map((field) => {
      const data = byField.get(field.id);
      if (data === undefined) return [String(field.id), null];
      return [
        String(field.id),
        field.type === 'CHOICES_MULTIPLE' ? data.split(MULTIPLE_CHOICE_SEPARATOR) : data,
      ];
    }),
  );
}

/**
 * What the server receives (`custom_data[]` of {field_id, data}): checked against the organiser's fields
 * of that entity and given back as clean entries. Entries for unknown fields are refused.
 */
export function customDataEntriesSchema(fields: readonly CustomField[], entity: CustomField['entity']) {
  const active = fieldsFor(fields, entity);
  const known = new Set(active.map((field) => field.id));
  return customDataEntriesInput
    .default([])
    .superRefine((entries, context) => {
      entries.forEach((entry, index) => {
        if (!known.has(entry.field_id)) {
          context.addIssue({ code: 'custom', path: [index, 'field_id'], message: 'unknown_custom_field' });
        }
      });
    })
    .transform((entries): Record<string, unknown> => fromCustomDataEntries(active, entries))
    .pipe(customDataSchema(fields, entity))
    .transform((values) => toCustomDataEntries(active, values as CustomFieldValues));
}
