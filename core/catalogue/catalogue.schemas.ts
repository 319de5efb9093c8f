/**
 * zod schemas local to the catalogue: the normalised catalogue filters kept in the query string (part 1 §2,
 * part 2 §5) and the organiser's age display rules (part 1 §3, `settings.formats.ages`).
 */
import { z } from 'zod';
import { AGE_UNITS, ROUNDING_METHODS } from './age.rules';

/** A trimmed, non-empty text without commas (the list separator). */
const listValue = z
  .string()
  .min(1)
  .refine(
    (value) => value === value.trim() && !value.includes(','),
    'list values are trimmed and hold no comma',
  );

export const catalogueFiltersSchema = z.object({
  /** "Search filter text is trimmed." Empty is null. */
  search: z
    .string()
    .min(1)
    .refine((value) => value === value.trim(), 'search is trimmed')
    .nullable(),
  /** A calendar date `YYYY-MM-DD`. */
  date: z.iso.date().nullable(),
  /** ISO weekday, 1 (Monday) to 7 (Sunday). */
  weekday: z.number().int().min(1).max(7).nullable(),
  /** "Location and category filters accept comma-separated values." */
  location: z.array(listValue),
  period: listValue.nullable(),
  availabilities_period: listValue.nullable(),
  /** "Age filter minimum 0." */
  age: z.number().min(0).nullable(),
  /** `category-{cuid}` parameters: the values chosen per category group cuid. */
  categories: z.record(z.string().min(1), z.array(listValue).min(1)),
  page_number: z.number().int().min(1),
  page_size: z.number().int().min(1),
});

export type CatalogueFilters = z.infer<typeof catalogueFiltersSchema>;

export const ageDisplayRuleSchema = z.object({
  type: z.enum(AGE_UNITS),
  number_of_days: z.number().positive().nullish(),
  limit: z.number().min(0).nullish(),
  rounding_interval: z.number().positive().nullish(),
  rounding_method: z.enum(ROUNDING_METHODS).nullish(),
});

export const ageDisplayRulesSchema = z.array(ageDisplayRuleSchema);
