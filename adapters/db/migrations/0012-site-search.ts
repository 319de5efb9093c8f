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
 * - `search_documents`: one stored, weighted tsvector per activity, blog article and website page (title A,
 *   description or content B, a page's content strings C), in its organiser's configuration, kept by
 *   triggers on those tables and on the organiser's language. Stored rather than computed per request (an
 *   expression index needs the configuration in the row, and the language lives on the organiser; computing
 *   every document at each keystroke cost most of a search), and in a table of its own rather than
 *   generated columns, so the catalogue's `select *` reads carry no vectors. A GIN index answers `@@`.
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
    create table search_documents (
      organiser_id integer not null references organisers(id) on delete cascade,
      kind text not null check (kind in ('activity', 'article', 'page')),
      ref_id integer not null,
      document tsvector not null,
      primary key (kind, ref_id)
    );
    create index search_documents_document on search_documents using gin (document);
    create index search_documents_organiser on search_documents (organiser_id, kind);
    create function search_configuration(organiser integer) returns regconfig language sql stable as $$ select case when language = 'en' then 'search_english'::regconfig else 'search_french'::regconfig end from organisers where id = organiser $$;
    create function search_document(config regconfig, title text, body text, content jsonb) returns tsvector language sql immutable as $$ select setweight(to_tsvector(config, coalesce(title, '')), 'A') || setweight(to_tsvector(config, coalesce(body, '')), 'B') || setweight(coalesce(jsonb_to_tsvector(config, content, '["string"]'), ''::tsvector), 'C') $$;
    create function search_keep(organiser integer, kind text, ref integer, document tsvector) returns void language sql as $$ insert into search_documents (organiser_id, kind, ref_id, document) values (organiser, kind, ref, document) on conflict (kind, ref_id) do update set organiser_id = excluded.organiser_id, document = excluded.document $$;
    create function search_activity_changed() returns trigger language plpgsql as $$ begin if tg_op = 'DELETE' then delete from search_documents where kind = 'activity' and ref_id = old.id; return old; end if; perform search_keep(new.organiser_id, 'activity', new.id, search_document(search_configuration(new.organiser_id), new.title, new.description, null)); return new; end $$;
    create function search_article_changed() returns trigger language plpgsql as $$ begin if tg_op = 'DELETE' then delete from search_documents where kind = 'article' and ref_id = old.id; return old; end if; perform search_keep(new.organiser_id, 'article', new.id, search_document(search_configuration(new.organiser_id), new.title, new.content, null)); return new; end $$;
    create function search_page_changed() returns trigger language plpgsql as $$ begin if tg_op = 'DELETE' then delete from search_documents where kind = 'page' and ref_id = old.id; return old; end if; perform search_keep(new.organiser_id, 'page', new.id, search_document(search_configuration(new.organiser_id), new.title, new.description, new.content)); return new; end $$;
    create function search_refresh(organiser integer) returns void language sql as $$ delete from search_documents where organiser_id = organiser; insert into search_documents (organiser_id, kind, ref_id, document) select organiser_id, 'activity', id, search_document(search_configuration(organiser_id), title, description, null) from activities where organiser_id = organiser union all select organiser_id, 'article', id, search_document(search_configuration(organiser_id), title, content, null) from blog_articles where organiser_id = organiser union all select organiser_id, 'page', id, search_document(search_configuration(organiser_id), title, description, content) from website_pages where organiser_id = organiser $$;
    create function search_organiser_changed() returns trigger language plpgsql as $$ begin perform search_refresh(new.id); return new; end $$;
    create trigger activities_search after insert or update of organiser_id, title, description or delete on activities for each row execute function search_activity_changed();
    create trigger blog_articles_search after insert or update of organiser_id, title, content or delete on blog_articles for each row execute function search_article_changed();
    create trigger website_pages_search after insert or update of organiser_id, title, description, content or delete on website_pages for each row execute function search_page_changed();
    create trigger organisers_search after update of language on organisers for each row when (old.language is distinct from new.language) execute function search_organiser_changed();
    select search_refresh(id) from organisers
    `,
  );
}
