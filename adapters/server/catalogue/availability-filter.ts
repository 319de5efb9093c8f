import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { parseCatalogueFilters } from '../../../core/catalogue/index';
import {
  type ActivitiesTable,
  type AvailabilitiesTable,
  type AvailabilityStatusColumn,
  containsPattern,
  type Tables,
} from '../../db/index';

/** What the availability reads (list, dates, calendar, periods) filter on, once normalised. */
export interface AvailabilityFilter {
  organiserId: number;
  statuses: readonly AvailabilityStatusColumn[];
  activityIds?: readonly number[] | undefined;
  catalogIds?: readonly number[] | undefined;
  segmentIds?: readonly number[] | undefined;
  /** Availabilities still running at this instant (end_at ≥ after). */
  after?: string | undefined;
  /** Availabilities starting before this instant. */
  before?: string | undefined;
  search?: string | null | undefined;
  /** A local (Europe/Brussels) calendar date one of its dates falls on. */
  date?: string | null | undefined;
  /** ISO weekday (1 Monday … 7 Sunday) one of its dates falls on, locally. */
  weekday?: number | null | undefined;
  age?: number | null | undefined;
  locationCuids?: readonly string[] | undefined;
  periodCuids?: readonly string[] | undefined;
  /** Category group cuid → category cuids: any value within a group, every group. */
  categories?: Readonly<Record<string, readonly string[]>> | undefined;
}

/** The parts of a catalogue query string that the core filter parser reads (category-{cuid}, periods). */
export function filterFromQuery(
  url: string,
  base: Omit<AvailabilityFilter, 'categories' | 'periodCuids'>,
): AvailabilityFilter {
  const parsed = parseCatalogueFilters(new URL(url).searchParams);
  const periodCuids = [parsed.period, parsed.availabilities_period].filter((cuid): cuid is string => !!cuid);
  return { ...base, periodCuids, categories: parsed.categories };
}

type AvailabilityDb = Tables & { av: AvailabilitiesTable; ac: ActivitiesTable };
const LOCAL_ZONE = 'Europe/Brussels';

type ActivityDb = Tables & { ac: ActivitiesTable };

/** Conditions on the activity `ac` that the availability and the activity reads share. */
export function activityConditions(
  eb: ExpressionBuilder<ActivityDb, 'ac'>,
  filter: Pick<AvailabilityFilter, 'catalogIds' | 'search' | 'categories'>,
): Array<Expression<SqlBool>> {
  const conditions: Array<Expression<SqlBool>> = [];
  if (filter.catalogIds?.length) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('catalog_activities as link')
          .select('link.activity_id')
          .whereRef('link.activity_id', '=', 'ac.id')
          .where('link.catalog_id', 'in', [...filter.catalogIds]),
      ),
    );
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(eb.or([eb('ac.title', 'ilike', pattern), eb('ac.description', 'ilike', pattern)]));
  }
  for (const [groupCuid, categoryCuids] of Object.entries(filter.categories ?? {})) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('activity_categories as link')
          .innerJoin('categories as category', 'category.id', 'link.category_id')
          .innerJoin('category_groups as grp', 'grp.id', 'category.group_id')
          .select('link.activity_id')
          .whereRef('link.activity_id', '=', 'ac.id')
          .where('grp.cuid', '=', groupCuid)
          .where('category.cuid', 'in', [...categoryCuids]),
      ),
    );
  }
  return conditions;
}

/** The WHERE of every availability read, over `availabilities as av` joined to `activities as ac`. */
export function availabilityWhere(
  eb: ExpressionBuilder<AvailabilityDb, 'av' | 'ac'>,
  filter: AvailabilityFilter,
): Expression<SqlBool> {
  const conditions: Array<Expression<SqlBool>> = [
    eb('av.organiser_id', '=', filter.organiserId),
    eb('av.status', 'in', [...filter.statuses]),
  ];
  if (filter.activityIds?.length) conditions.push(eb('av.activity_id', 'in', [...filter.activityIds]));
  if (filter.segmentIds?.length) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('segment_availabilities as link')
          .select('link.availability_id')
          .whereRef('link.availability_id', '=', 'av.id')
          .where('link.segment_id', 'in', [...(filter.segmentIds ?? [])]),
      ),
    );
  }
  if (filter.after) conditions.push(eb('av.end_at', '>=', filter.after));
  if (filter.before) conditions.push(eb('av.start_at', '<', filter.before));
  if (filter.date || filter.weekday) {
    const date = filter.date;
    const weekday = filter.weekday;
    const localDay = sql`(d.start_at at time zone ${sql.lit(LOCAL_ZONE)})`;
    conditions.push(
      eb.exists(
        eb
          .selectFrom('availability_dates as d')
          .select('d.id')
          .whereRef('d.availability_id', '=', 'av.id')
          .where((inner) =>
            inner.and([
              ...(date ? [sql<SqlBool>`${localDay}::date = ${date}::date`] : []),
              ...(weekday ? [sql<SqlBool>`extract(isodow from ${localDay}) = ${weekday}`] : []),
            ]),
          ),
      ),
    );
  }
  if (filter.age !== null && filter.age !== undefined) {
    const age = filter.age;
    conditions.push(sql<SqlBool>`coalesce(av.age_minimum, ac.age_minimum, 0) <= ${age}`);
    conditions.push(sql<SqlBool>`coalesce(av.age_maximum, ac.age_maximum, 2147483647) >= ${age}`);
  }
  if (filter.locationCuids?.length) {
    conditions.push(
      eb(
        'av.location_id',
        'in',
        eb
          .selectFrom('locations')
          .select('locations.id')
          .where('locations.organiser_id', '=', filter.organiserId)
          .where('locations.cuid', 'in', [...(filter.locationCuids ?? [])]),
      ),
    );
  }
  for (const periodCuid of filter.periodCuids ?? []) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('periods as p')
          .select('p.id')
          .where('p.organiser_id', '=', filter.organiserId)
          .where('p.cuid', '=', periodCuid)
          .whereRef('p.start_at', '<', 'av.end_at')
          .whereRef('p.end_at', '>', 'av.start_at'),
      ),
    );
  }
  conditions.push(...activityConditions(eb, filter));
  return eb.and(conditions);
}
