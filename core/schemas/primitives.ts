import { z } from 'zod';
import { LIST_LIMITS, TEXT_LIMITS, TOO_LONG } from './limits';

/**
 * Building blocks shared by every schema. Message texts are translation keys: the spec's own where it
 * names one, otherwise the stable keys of VALIDATION_KEYS (translated as forms.errors.{key}).
 */
export const VALIDATION_KEYS = {
  required: 'required',
  invalidEmail: 'invalid_email',
  invalidDate: 'invalid_date',
  invalidNumber: 'invalid_number',
  tooShort: 'too_short',
  pattern: 'pattern_mismatch',
  notAllowed: 'not_allowed',
  invalidUrl: 'invalid_url',
} as const;

const key = VALIDATION_KEYS;

/** Whole numbers stored in 32-bit integer columns (ids, amounts in cents, counts). */
const INT32 = { min: -2_147_483_648, max: 2_147_483_647 } as const;
const int32 = () =>
  z
    .number({ error: key.invalidNumber })
    .int({ error: key.invalidNumber })
    .min(INT32.min, { error: key.invalidNumber })
    .max(INT32.max, { error: key.invalidNumber });

/** Database ids are whole numbers. */
export const id = int32();
/** Collision-resistant public ids used in URLs. */
export const cuid = z.string().min(1);
/** An instant on the wire: ISO 8601 with offset or Z. */
export const instant = z.iso
  .datetime({ offset: true, error: key.invalidDate })
  .refine((value) => !value.startsWith('0000'), { error: key.invalidDate });
/** A calendar date `YYYY-MM-DD` (year 1 or later: there is no year 0). */
export const isoDate = z.iso
  .date({ error: key.invalidDate })
  .refine((value) => !value.startsWith('0000'), { error: key.invalidDate });
/** A date or an ISO date-time (birthdates arrive both ways, part 2 §5). */
export const dateOrInstant = z.union([isoDate, instant], { error: key.invalidDate });
/** Money on the wire: integer minor units (cents) of EUR. */
export const minorUnits = int32();
export const nonNegativeMinorUnits = minorUnits.min(0);
/** A percentage as organisers enter it: 12.5 means 12.5 %. */
export const percent = z.number().min(0).max(100);

/** "trimmed with at least 1 character". */
export const trimmedText = z.string({ error: key.required }).trim().min(1, { error: key.required });

/** Free text of at most `max` characters (core/schemas/limits.ts); longer is refused with TOO_LONG. */
export const boundedText = (max: number) => z.string().max(max, { error: TOO_LONG });

/** "trimmed with at least 1 character", and at most `max` characters. */
export const trimmedTextMax = (max: number) => trimmedText.max(max, { error: TOO_LONG });

/** First and last names: trimmed, 1 to TEXT_LIMITS.name characters. */
export const personName = trimmedTextMax(TEXT_LIMITS.name);
/** A phone number as typed: trimmed, 1 to TEXT_LIMITS.phone characters. */
export const phoneText = trimmedTextMax(TEXT_LIMITS.phone);

/** A list of at most `max` entries (core/schemas/limits.ts); longer is refused with TOO_LONG. */
export const boundedArray = <T extends z.ZodType>(item: T, max: number = LIST_LIMITS.entries) =>
  z.array(item).max(max, { error: TOO_LONG });

/** "email required, trimmed and lowercased, must be a valid e-mail". */
export const email = z
  .string({ error: key.required })
  .trim()
  .toLowerCase()
  .min(1, { error: key.required, abort: true })
  .max(TEXT_LIMITS.email, { error: TOO_LONG, abort: true })
  .pipe(z.email({ error: key.invalidEmail }));

export const image = z.object({ id: id.optional(), public_url: z.string() });

/** A comma-separated query value ("1,2,3") as a list; repeated values are accepted too. */
export function commaList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null) return undefined;
    const parts = (Array.isArray(value) ? value : [value])
      .flatMap((part) => String(part).split(','))
      .map((part) => part.trim())
      .filter((part) => part !== '');
    // "status=," names nothing: the same as no filter (an empty list would read as "match nothing").
    return parts.length ? parts : undefined;
  }, z.array(item).max(LIST_LIMITS.query, { error: TOO_LONG }).optional());
}

/** A whole number from a query string. */
export const queryInt = z.coerce
  .number({ error: key.invalidNumber })
  .int({ error: key.invalidNumber })
  .min(INT32.min, { error: key.invalidNumber })
  .max(INT32.max, { error: key.invalidNumber });

/** "Pagination query parameters: page_number (default 1) and page_size (default 20)." */
export const paginationQuery = z.object({
  page_number: queryInt.min(1).default(1),
  page_size: queryInt.min(1).max(100).default(20),
});

/** Lists answered by the API: data[] and count. */
export function listAnswer<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), count: z.number().int().min(0) });
}

/**
 * Field-level details of a refusal (VALIDATION_FAILED, EMAIL_TAKEN, COUPON.INVALID...): each field's path, the
 * issue path joined with dots as the form controls are named, to its message key or code.
 */
export const errorFields = z.record(z.string(), z.string());
export type ErrorFields = z.infer<typeof errorFields>;

/** Every error answer: `{ error: CODE }` (part 2 §8), with `fields` when the refusal names fields. */
export const errorAnswer = z.object({ error: z.string().min(1), fields: errorFields.optional() });

/** A call whose answer carries nothing the storefront reads. */
export const emptyAnswer = z.object({}).passthrough();
