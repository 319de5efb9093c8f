import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * Site search (issue 20 §3): full text in the organiser's language, accents ignored.
 *
 * - The `unaccent` extension (shipped by PostgreSQL's contrib and by PGlite, which loads it in
 *   adapters/db/connection.ts) lives in `public`, so every schema (the tests' throwaway ones too) finds the
 *   same one; an advisory lock makes two schemas migrating at once create it once.
 * - Two text search configurations, `search_french` and `search_english`: copies of PostgreSQL's own whose
 *   words pass through `unaccent` before the stemmer, so "Éveil" and "eveil" are one lexeme on both sides of
 *   `@@`, for titles, HTML bodies (the parser skips tags) and the strings of a page's JSON alike.
 * - Expression GIN indexes rather than generated tsvector columns: the configuration follows the organiser's
 *   language, which lives in another table (a generated column cannot read it), and a column would ride along
 *   in every `select *` of these rows (the catalogue's JSON reads). One index per configuration and table; the
 *   search's WHERE repeats these expressions exactly (adapters/server/search/search-sql.ts), so the planner
 *   can use them once a catalogue is large enough to prefer them over a scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    select pg_advisory_xact_lock(2020120012);
    create extension if not exists unaccent with schema public;
    create text search configuration search_french (copy = pg_catalog.french);
    alter text search configuration search_french alter mapping for hword, hword_part, word with public.unaccent, french_stem;
    create text search configuration search_english (copy = pg_catalog.english);
    alter text search configuration search_english alter mapping for hword, hword_part, word with public.unaccent, english_stem;
    create index activities_search_fr on activities using gin ((setweight(to_tsvector('search_french'::regconfig, title), 'A') || setweight(to_tsvector('search_french'::regconfig, coalesce(description, '')), 'B')));
    create index activities_search_en on activities using gin ((setweight(to_tsvector('search_english'::regconfig, title), 'A') || setweight(to_tsvector('search_english'::regconfig, coalesce(description, '')), 'B')));
    create index blog_articles_search_fr on blog_articles using gin ((setweight(to_tsvector('search_french'::regconfig, title), 'A') || setweight(to_tsvector('search_french'::regconfig, content), 'B')));
    create index blog_articles_search_en on blog_articles using gin ((setweight(to_tsvector('search_english'::regconfig, title), 'A') || setweight(to_tsvector('search_english'::regconfig, content), 'B')));
    create index website_pages_search_fr on website_pages using gin ((setweight(to_tsvector('search_french'::regconfig, title), 'A') || setweight(to_tsvector('search_french'::regconfig, coalesce(description, '')), 'B') || setweight(jsonb_to_tsvector('search_french'::regconfig, content, '["string"]'), 'C')));
    create index website_pages_search_en on website_pages using gin ((setweight(to_tsvector('search_english'::regconfig, title), 'A') || setweight(to_tsvector('search_english'::regconfig, coalesce(description, '')), 'B') || setweight(jsonb_to_tsvector('search_english'::regconfig, content, '["string"]'), 'C')))
    `,
  );
}
