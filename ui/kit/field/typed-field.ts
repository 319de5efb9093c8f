import { type CalendarDate, parseDate } from '@internationalized/date';
import type { CustomField, Question } from '../../../core/schemas/index';

/** Part 1 §3 "Custom field" types; an activity question uses all of them but LONGTEXT. */
export type TypedFieldType = CustomField['type'] | Question['type'];

/** A typed field's form value: text, an ISO date, one label, a list of labels, or null when empty. */
export type TypedFieldValue = string | string[] | null;

/** What a typed field shows, whether it is an organiser's custom field or an activity's question. */
export interface TypedFieldSpec {
  type: TypedFieldType;
  title: string;
  description: string | null;
  required: boolean;
  /** The labels a choice field offers, in the organiser's order (the label is the value sent). */
  choices: string[];
}

export function customFieldSpec(field: CustomField): TypedFieldSpec {
  return {
    type: field.type,
    title: field.title,
    description: field.description ?? null,
    required: field.required,
    choices: field.choices.map((choice) => choice.label),
  };
}

export function questionSpec(question: Question): TypedFieldSpec {
  return {
    type: question.type,
    title: question.title,
    description: question.description,
    required: question.required,
    choices: [...question.choices].sort((a, b) => a.order - b.order).map((choice) => choice.label),
  };
}

/**
 * The one empty-value rule of every typed field: a blank text, no date, no choice and no box ticked are all
 * `null`. Core reads null as "no answer" for every type: a required field then fails with `required`
 * (customFieldValueSchema, questionAnswerSchemaFor, the add form's check) and an optional one is left out.
 */
export function typedFieldValue(raw: string | readonly string[] | null | undefined): TypedFieldValue {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string') return raw.trim() === '' ? null : raw;
  return raw.length === 0 ? null : [...raw];
}

/** The text a text control shows for a value (a list is no text). */
export function textOf(value: TypedFieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** The label a single choice shows as chosen. */
export function labelOf(value: TypedFieldValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The labels a multiple choice shows as ticked. */
export function labelsOf(value: TypedFieldValue | undefined): string[] {
  return Array.isArray(value) ? value : [];
}

/** A stored date or instant as the date picker's day; anything that is not a date shows as no date. */
export function calendarDateOf(value: TypedFieldValue | undefined): CalendarDate | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}
