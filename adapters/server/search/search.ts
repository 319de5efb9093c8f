import { sql } from 'kysely';
import type { AvailabilityStatus } from '../../../core/catalogue/index';
import type { SearchResult } from '../../../core/schemas/index';
import { hasOpenSeats, pageContentText, plainExcerpt, prefixTsquery } from '../../../core/search/index';
import type { Database } from '../../db/index';
import { availabilityTimes, heldOnAvailability, heldOnDate, withIsoInstants } from '../catalogue/shapes';
import { type SearchLanguage, searchConfiguration } from './search-sql';

/**
 * Matches read per group at most: a search is for finding, and beyond this many results a visitor refines
 * the words; it bounds what one request can make the database do.
 */
export const SEARCH_GROUP_LIMIT = 200;

const segment = (value: string) => encodeURIComponent(value);

interface AvailabilityRow {
  cuid: string;
  status: AvailabilityStatus;
  registrations_start_at: string | null;
  registrations_end_at: string | null;
  start_at: string;
  end_at: string;
  capacity: number | null;
  registered: number;
  allow_registrations_after_start: boolean;
  slug: string;
  title: string;
  location: string | null;
  rank: number;
  dates: Array<{
    start_at: string;
    end_at: string;
    status: AvailabilityStatus;
    capacity: number | null;
    registered: number;
  }>;
}

/**
 * Issue 20 §3: the organiser's activities, availabilities with open seats, blog articles and website pages
 * matching `query`, in that group order, best rank first (ts_rank; titles weigh most), then by title.
 * Full text in the organiser's language with accents ignored, over the documents migration 0012 stores; the query's words are all
 * required and the last one is also a prefix (core/search prefixTsquery), built from letters and digits
 * only, so no input reaches `to_tsquery` as syntax. Everything is filtered by `organiserId`.
 */
export async function searchSite(
  db: Database,
  organiser: { id: number; language: SearchLanguage },
  query: string,
  now: string,
): Promise<SearchResult[]> {
  const text = prefixTsquery(query);
  if (text === null) return [];
  const config = searchConfiguration(organiser.language);
  const tsquery = sql`to_tsquery(${config}, ${text})`;

  // The organiser's matching documents once (a CTE), each group joined to its rows.
  const matched = sql`select sd.kind, sd.ref_id, ts_rank(sd.document, q.query) as rank
    from search_documents sd, ${tsquery} as q(query)
    where sd.organiser_id = ${organiser.id} and sd.document @@ q.query`;
  const [activities, availabilities, articles, pages] = await Promise.all([
    sql<{ cuid: string; slug: string; title: string; description: string | null; rank: number }>`
      with m as (${matched})
      select ac.cuid, ac.slug, ac.title, ac.description, m.rank
      from m join activities ac on ac.id = m.ref_id and ac.organiser_id = ${organiser.id}
      where m.kind = 'activity'
      order by m.rank desc, ac.title limit ${SEARCH_GROUP_LIMIT}`.execute(db),
    sql<AvailabilityRow>`
      with m as (${matched})
      select av.cuid, av.status, av.registrations_start_at, av.registrations_end_at, av.start_at, av.end_at,
        av.capacity, av.registered + ${heldOnAvailability(now)} as registered,
        ac.allow_registrations_after_start, ac.slug, ac.title,
        nullif(concat_ws(', ', coalesce(l.title, l.name), l.city), '') as location, m.rank,
        (select coalesce(json_agg(json_build_object('start_at', d.start_at, 'end_at', d.end_at,
            'status', d.status, 'capacity', d.capacity, 'registered', d.registered + ${heldOnDate(now)})
            order by d.start_at), '[]'::json)
          from availability_dates d where d.availability_id = av.id and d.start_at > ${now}) as dates
      from m
      join availabilities av on av.activity_id = m.ref_id and av.organiser_id = ${organiser.id}
      join activities ac on ac.id = av.activity_id and ac.organiser_id = av.organiser_id
      left join locations l on l.id = av.location_id and l.organiser_id = av.organiser_id
      where m.kind = 'activity' and av.status = 'OPEN' and av.end_at > ${now}
      order by m.rank desc, ac.title, av.start_at limit ${SEARCH_GROUP_LIMIT}`.execute(db),
    sql<{ slug: string; title: string; content: string; rank: number }>`
      with m as (${matched})
      select ba.slug, ba.title, ba.content, m.rank
      from m join blog_articles ba on ba.id = m.ref_id and ba.organiser_id = ${organiser.id}
      where m.kind = 'article'
      order by m.rank desc, ba.title limit ${SEARCH_GROUP_LIMIT}`.execute(db),
    sql<{ pathname: string; title: string; description: string | null; content: unknown; rank: number }>`
      with m as (${matched})
      select wp.pathname, wp.title, wp.description, wp.content, m.rank
      from m join website_pages wp on wp.id = m.ref_id and wp.organiser_id = ${organiser.id}
      where m.kind = 'page'
      order by m.rank desc, wp.title limit ${SEARCH_GROUP_LIMIT}`.execute(db),
  ]);

  const groups: SearchResult[][] = [
    activities.rows.map((row) => ({
      type: 'activity',
      title: row.title,
      href: `/activities/${segment(row.slug)}/${segment(row.cuid)}`,
      excerpt: plainExcerpt(row.description),
      start_at: null,
    })),
    availabilities.rows
      .filter((row) =>
        hasOpenSeats(
          {
            ...availabilityTimes(row),
            capacity: row.capacity,
            registered: Number(row.registered),
            activity: { settings: { allow_registrations_after_start: row.allow_registrations_after_start } },
            dates: withIsoInstants(row.dates),
          },
          now,
        ),
      )
      .map((row) => ({
        type: 'availability',
        title: row.title,
        href: `/availabilities/${segment(row.slug)}/${segment(row.cuid)}`,
        excerpt: row.location ?? '',
        start_at: row.start_at,
      })),
    articles.rows.map((row) => ({
      type: 'article',
      title: row.title,
      href: `/blog/${segment(row.slug)}`,
      excerpt: plainExcerpt(row.content),
      start_at: null,
    })),
    pages.rows.map((row) => ({
      type: 'page',
      title: row.title,
      href: row.pathname,
      excerpt: plainExcerpt(row.description ?? pageContentText(row.content)),
      start_at: null,
    })),
  ];
  // Each group comes ordered by the database (rank, then title or start).
  return groups.flat();
}
