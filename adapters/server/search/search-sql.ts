import { type RawBuilder, sql } from 'kysely';

/**
 * The text search configurations of migration 0012, by organiser language: PostgreSQL's French and English
 * with `unaccent` before the stemmer. Written as literals (never parameters) so the WHERE below repeats the
 * expression indexes of 0012 exactly and the planner may use them.
 */
const CONFIGURATIONS = {
  fr: sql.raw(`'search_french'::regconfig`),
  en: sql.raw(`'search_english'::regconfig`),
} as const;

export type SearchLanguage = keyof typeof CONFIGURATIONS;

export const searchConfiguration = (language: SearchLanguage): RawBuilder<unknown> =>
  CONFIGURATIONS[language];

/** An activity's document (alias `ac`): title weighs A, description B (index activities_search_fr/en). */
export const activityVector = (config: RawBuilder<unknown>) =>
  sql`(setweight(to_tsvector(${config}, ac.title), 'A') || setweight(to_tsvector(${config}, coalesce(ac.description, '')), 'B'))`;

/** A blog article's document (alias `ba`): title A, content B (index blog_articles_search_fr/en). */
export const articleVector = (config: RawBuilder<unknown>) =>
  sql`(setweight(to_tsvector(${config}, ba.title), 'A') || setweight(to_tsvector(${config}, ba.content), 'B'))`;

/**
 * A website page's document (alias `wp`): title A, description B, the strings of its content C
 * (index website_pages_search_fr/en).
 */
export const pageVector = (config: RawBuilder<unknown>) =>
  sql`(setweight(to_tsvector(${config}, wp.title), 'A') || setweight(to_tsvector(${config}, coalesce(wp.description, '')), 'B') || setweight(jsonb_to_tsvector(${config}, wp.content, '["string"]'), 'C'))`;
