import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * The tables whose rows the catalogue's shared answers are made of, and the columns of each that are seat
 * counts rather than catalogue: checkouts move those (the answers carrying seats live 2 s only), so a
 * checkout neither bumps the version nor waits on its row.
 */
const CATALOGUE_TABLES: ReadonlyArray<{ table: string; key: string; seatColumns: readonly string[] }> = [
  { table: 'organisers', key: 'id', seatColumns: [] },
  ...[
    'websites',
    'website_pages',
    'custom_fields',
    'locations',
    'category_groups',
    'categories',
    'periods',
    'activities',
    'activity_categories',
    'options',
    'option_prices',
    'questions',
    'question_choices',
    'request_tiers',
    'catalogs',
    'catalog_activities',
    'segments',
    'segment_availabilities',
    'bundles',
    'bundle_activities',
    'memberships',
    'vouchers',
    'booking_configurations',
    'resources',
    'blog_articles',
  ].map((table) => ({ table, key: 'organiser_id', seatColumns: [] })),
  { table: 'availabilities', key: 'organiser_id', seatColumns: ['registered'] },
  { table: 'availability_dates', key: 'organiser_id', seatColumns: ['registered'] },
  { table: 'resource_availabilities', key: 'organiser_id', seatColumns: ['booked'] },
];

/**
 * Catalogue versions (issue 17 §2 and §5): one row per organiser whose number grows with every statement
 * that changes its catalogue, from any process (the server, the import command, a console), so every
 * server process drops its cached catalogue answers after reading the new number. Statement-level triggers
 * with transition tables: a bulk import bumps once per statement, not once per row; the rows compared
 * without their seat columns, so a checkout's `registered + 1` leaves the version alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One event per trigger: PostgreSQL takes transition tables on single-event triggers only.
  const triggers = CATALOGUE_TABLES.flatMap(({ table, key, seatColumns }) => {
    const args = [key, ...seatColumns].map((name) => `'${name}'`).join(', ');
    const run = `for each statement execute function catalogue_changed(${args})`;
    return [
      `create trigger ${table}_catalogue_inserted after insert on ${table} referencing new table as new_rows ${run}`,
      `create trigger ${table}_catalogue_updated after update on ${table} referencing old table as old_rows new table as new_rows ${run}`,
      `create trigger ${table}_catalogue_deleted after delete on ${table} referencing old table as old_rows ${run}`,
    ];
  });
  await runStatements(
    db,
    `
    create table catalogue_versions (
      organiser_id integer primary key,
      version bigint not null
    );
    create function catalogue_bump(organisers integer[]) returns void language sql as $$ insert into catalogue_versions as v (organiser_id, version) select distinct unnest(organisers), 1 order by 1 on conflict (organiser_id) do update set version = v.version + 1 $$;
    create function catalogue_changed() returns trigger language plpgsql as $$ declare key text := tg_argv[0]; ignored text[] := coalesce(tg_argv[1:], '{}'); changed integer[]; begin if tg_op = 'INSERT' then select array_agg((to_jsonb(r) ->> key)::integer) into changed from new_rows r; elsif tg_op = 'DELETE' then select array_agg((to_jsonb(r) ->> key)::integer) into changed from old_rows r; else select array_agg((doc ->> key)::integer) into changed from ((select to_jsonb(r) - ignored as doc from new_rows r except select to_jsonb(r) - ignored from old_rows r) union all (select to_jsonb(r) - ignored from old_rows r except select to_jsonb(r) - ignored from new_rows r)) moved; end if; if changed is not null then perform catalogue_bump(changed); end if; return null; end $$;
    ${triggers.join(';\n    ')}
    `,
  );
}
