import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import { CATALOGUE_STATUSES } from '../../../core/catalogue/index';
import { requestedWindow } from '../../../core/lists/index';
import { catalogueCalls } from '../../../core/schemas/index';
import {
  type AvailabilityFilter,
  availabilityWhere,
  filterFromQuery,
} from '../catalogue/availability-filter';
import { availabilityListPage } from '../catalogue/availability-list';
import { heldOnDate, optionsAndQuestions, shapeAvailabilities } from '../catalogue/shapes';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../errors';
import { route } from '../http';

/** Most dates one dates read answers (a calendar range); `count` tells the client how many matched. */
const MAX_DATES = 1000;
/** Days one calendar page lists. */
const CALENDAR_PAGE_DAYS = 366;
const LOCAL_ZONE = sql.lit('Europe/Brussels');

/** The availability filters of part 2 §7 as a read's query names them. */
interface FilterQuery {
  status: AvailabilityFilter['statuses'];
  activity?: AvailabilityFilter['activityIds'];
  catalog?: AvailabilityFilter['catalogIds'];
  segment?: AvailabilityFilter['segmentIds'];
  after?: AvailabilityFilter['after'];
  search?: AvailabilityFilter['search'];
  date?: AvailabilityFilter['date'];
  weekday?: AvailabilityFilter['weekday'];
  age?: AvailabilityFilter['age'];
  location?: AvailabilityFilter['locationCuids'];
}

/**
 * The filter a read's query asks for, on the site's organiser; `leftOut` names the parameters the read does
 * not filter availabilities on (it applies them itself, or does not take them).
 */
function filterOf(
  c: Context<AppEnv>,
  input: FilterQuery,
  leftOut: ReadonlyArray<Exclude<keyof FilterQuery, 'status'>> = [],
): AvailabilityFilter {
  const query: FilterQuery = { ...input };
  for (const name of leftOut) delete query[name];
  return filterFromQuery(c.req.url, {
    organiserId: c.get('organiser').id,
    statuses: query.status,
    activityIds: query.activity,
    catalogIds: query.catalog,
    segmentIds: query.segment,
    after: query.after,
    search: query.search,
    date: query.date,
    weekday: query.weekday,
    age: query.age,
    locationCuids: query.location,
  });
}

/**
 * The availability reads of part 2 §7. Fixed paths are registered before `/api/availabilities/:cuid`
 * so that `dates`, `calendar` and `periods` are never read as a cuid.
 */
export function availabilityRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const availabilitiesFrom = () =>
    db.selectFrom('availabilities as av').innerJoin('activities as ac', 'ac.id', 'av.activity_id');

  route(app, catalogueCalls.availabilities, async (input, c) => {
    const filter = filterOf(c, input);
    const { offset, limit } = requestedWindow(input);
    const direction = input.sort === '-start_at' ? 'desc' : 'asc';
    const matching = availabilitiesFrom().where((eb) => availabilityWhere(eb, filter));
    // One statement: the page, its total (a window count) and its rows' dates; a page past the end
    // still needs a count.
    const { data, total } = await availabilityListPage(
      db,
      matching,
      { offset, limit, direction },
      deps.now(),
    );
    const count =
      total ??
      (offset === 0
        ? 0
        : (await matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow())
            .count);
    return { data, count: Number(count) };
  });

  route(app, catalogueCalls.availabilityDates, async (input, c) => {
    // The dates' own window (after, before, date, weekday) applies to the dates themselves, below.
    const filter = filterOf(c, input, ['after', 'date', 'weekday']);
    let matching = availabilitiesFrom()
      .innerJoin('availability_dates as d', 'd.availability_id', 'av.id')
      .where((eb) => availabilityWhere(eb, filter));
    if (input.after) matching = matching.where('d.end_at', '>=', input.after);
    if (input.before) matching = matching.where('d.start_at', '<', input.before);
    if (input.date)
      matching = matching.where(
        sql`(d.start_at at time zone ${LOCAL_ZONE})::date`,
        '=',
        sql`${input.date}::date`,
      );
    if (input.weekday)
      matching = matching.where(
        sql`extract(isodow from d.start_at at time zone ${LOCAL_ZONE})`,
        '=',
        input.weekday,
      );
    const [rows, total] = await Promise.all([
      matching
        .select(['d.id', 'd.cuid', 'd.start_at', 'd.end_at', 'd.status', 'd.capacity', 'd.availability_id'])
        .select(sql<number>`d.registered + ${heldOnDate(deps.now())}`.as('registered'))
        .orderBy('d.start_at')
        .orderBy('d.id')
        .limit(MAX_DATES)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { availabilities_dates: { data: rows, count: Number(total.count) } };
  });

  // The days that have something, for the date pickers: from today (Brussels) on, `date` itself not applied.
  route(app, catalogueCalls.availabilityCalendar, async (input, c) => {
    const filter = filterOf(c, input, ['segment', 'after', 'date']);
    const day = sql<string>`to_char(d.start_at at time zone ${LOCAL_ZONE}, 'YYYY-MM-DD')`;
    const rows = await availabilitiesFrom()
      .innerJoin('availability_dates as d', 'd.availability_id', 'av.id')
      .where((eb) => availabilityWhere(eb, filter))
      .where('d.end_at', '>=', deps.now())
      .select(day.as('date'))
      .distinct()
      .orderBy('date')
      .limit(CALENDAR_PAGE_DAYS)
      .offset((input.page_number - 1) * CALENDAR_PAGE_DAYS)
      .execute();
    return { dates: rows };
  });

  // Periods that hold at least one upcoming catalogue availability.
  route(app, catalogueCalls.availabilityPeriods, async (input, c) => {
    const organiserId = c.get('organiser').id;
    const filter = {
      organiserId,
      statuses: CATALOGUE_STATUSES,
      activityIds: input.activity,
      catalogIds: input.catalog,
      after: deps.now(),
    };
    const data = await db
      .selectFrom('periods as p')
      .select(['p.cuid', 'p.title', 'p.start_at', 'p.end_at'])
      .where('p.organiser_id', '=', organiserId)
      .where(({ exists }) =>
        exists(
          availabilitiesFrom()
            .select('av.id')
            .where((eb) => availabilityWhere(eb, filter))
            .where(sql<boolean>`av.start_at < p.end_at and av.end_at > p.start_at`),
        ),
      )
      .orderBy('p.start_at')
      .execute();
    return { data };
  });

  route(app, catalogueCalls.availability, async (_input, c) => {
    const row = await db
      .selectFrom('availabilities')
      .selectAll()
      .where('organiser_id', '=', c.get('organiser').id)
      .where('cuid', '=', c.req.param('cuid') ?? '')
      .executeTakeFirst();
    if (!row) throw notFound('AVAILABILITY_NOT_FOUND');
    const [shaped, extras] = await Promise.all([
      shapeAvailabilities(db, [row], deps.now()),
      optionsAndQuestions(db, row.activity_id),
    ]);
    const [availability] = shaped;
    if (!availability) throw notFound('AVAILABILITY_NOT_FOUND');
    return { availability: { ...availability, ...extras } };
  });
}
