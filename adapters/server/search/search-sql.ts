import { type RawBuilder, sql } from 'kysely';

/**
 * The text search configurations of migration 0012, by organiser language: PostgreSQL's French and English
 * with `unaccent` before the stemmer, the ones the stored documents were made with.
 */
const CONFIGURATIONS = {
  fr: sql.raw(`'search_french'::regconfig`),
  en: sql.raw(`'search_english'::regconfig`),
} as const;

export type SearchLanguage = keyof typeof CONFIGURATIONS;

export const searchConfiguration = (language: SearchLanguage): RawBuilder<unknown> =>
  CONFIGURATIONS[language];
