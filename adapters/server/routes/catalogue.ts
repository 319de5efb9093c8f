import type { Hono } from 'hono';
import { type SqlBool, sql } from 'kysely';
import { CATALOGUE_STATUSES, parseCatalogueFilters } from '../../../core/catalogue/index';
import { BLOG_PAGE_SIZE, requestedWindow } from '../../../core/lists/index';
import { catalogueCalls, registrationCalls } from '../../../core/schemas/index';
import { containsPattern } from '../../db/like';
import { activityConditions } from '../catalogue/availability-filter';
import { freeSlotDates, withStatus } from '../catalogue/resource-slots';
import { readActivityReviews } from '../catalogue/reviews';
import { loadActivities } from '../catalogue/shapes';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../errors';
import { route } from '../http';

/** Resource slots one read answers when no `before` is given: two weeks. */
const RESOURCE_WINDOW_DAYS = 14;
const MAX_RESOURCE_SLOTS = 2000;
/** The calendar popover's default reach: a year of dates. */
const RESOURCE_CALENDAR_DAYS = 366;
const MAX_CALENDAR_DATES = 1000;

/** Activities, categories, locations, products (bundles, memberships, vouchers), blog, resources, request tiers. */
export function catalogueRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  route(app, catalogueCalls.activities, async (input, c) => {
    const organiserId = c.get('organiser').id;
    const filters = parseCatalogueFilters(new URL(c.req.url).searchParams);
    const { offset, limit } = requestedWindow(input);
    let matching = db
      .selectFrom('activities as ac')
      .where('ac.organiser_id', '=', organiserId)
      .where((eb) =>
        eb.and(
          activityConditions(eb, {
            catalogIds: input.catalog,
            search: filters.search,
            categories: filters.categories,
          }),
        ),
      );
    if (input.id?.length) matching = matching.where('ac.id', 'in', input.id);
    // "after (only when the available-only setting is on)": activities with a catalogue availability still running.
    if (input.after || filters.location.length) {
      const after = input.after;
      const locations = filters.location;
      matching = matching.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('availabilities as av')
            .select('av.id')
            .whereRef('av.activity_id', '=', 'ac.id')
            .where('av.status', 'in', [...CATALOGUE_STATUSES])
            .$if(!!after, (query) => query.where('av.end_at', '>=', after ?? ''))
            .$if(locations.length > 0, (query) =>
              query.where(
                'av.location_id',
                'in',
                db
                  .selectFrom('locations')
                  .select('id')
                  .where('organiser_id', '=', organiserId)
                  .where('cuid', 'in', locations),
              ),
            ),
        ),
      );
    }
    if (filters.age !== null) {
      const age = filters.age;
      matching = matching
        .where(sql<SqlBool>`coalesce(ac.age_minimum, 0) <= ${age}`)
        .where(sql<SqlBool>`coalesce(ac.age_maximum, 2147483647) >= ${age}`);
    }
    const [rows, total] = await Promise.all([
      matching.select('ac.id').orderBy('ac.title').orderBy('ac.id').limit(limit).offset(offset).execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const activities = await loadActivities(
      db,
      rows.map((row) => row.id),
    );
    return {
      data: rows.flatMap((row) => activities.get(row.id) ?? []),
      count: Number(total.count),
    };
  });

  route(app, catalogueCalls.activityPeriods, async (input, c) => {
    const data = await db
      .selectFrom('periods')
      .select(['cuid', 'title', 'start_at', 'end_at'])
      .where('organiser_id', '=', c.get('organiser').id)
      .where('end_at', '>', input.after ?? deps.now())
      .orderBy('start_at')
      .execute();
    return { data };
  });

  route(app, registrationCalls.requestsConfiguration, async (_input, c) => {
    const organiserId = c.get('organiser').id;
    const activity = await db
      .selectFrom('activities')
      .select('id')
      .where('organiser_id', '=', organiserId)
      .where('cuid', '=', c.req.param('cuid') ?? '')
      .executeTakeFirst();
    if (!activity) throw notFound('ACTIVITY_NOT_FOUND');
    const tiers = await db
      .selectFrom('request_tiers')
      .select(['cuid', 'name', 'minimum_availabilities', 'maximum_availabilities'])
      .where('activity_id', '=', activity.id)
      .orderBy('order')
      .orderBy('id')
      .execute();
    return { tiers };
  });

  route(app, catalogueCalls.activity, async (_input, c) => {
    const key = c.req.param('cuid') ?? '';
    const row = await db
      .selectFrom('activities')
      .select('id')
      .where('organiser_id', '=', c.get('organiser').id)
      .where((eb) => eb.or([eb('cuid', '=', key), eb('slug', '=', key)]))
      .executeTakeFirst();
    const activity = row ? (await loadActivities(db, [row.id])).get(row.id) : undefined;
    if (!activity) throw notFound('ACTIVITY_NOT_FOUND');
    return { activity };
  });

  route(app, catalogueCalls.activityReviews, async (input, c) => {
    const reviews = await readActivityReviews(db, {
      organiserId: c.get('organiser').id,
      activity: c.req.param('cuid') ?? '',
      pageNumber: input.page_number,
      pageSize: input.page_size,
      now: deps.now(),
    });
    if (!reviews) throw notFound('ACTIVITY_NOT_FOUND');
    return reviews;
  });

  route(app, catalogueCalls.categoryGroups, async (input, c) => {
    const organiserId = c.get('organiser').id;
    let groupsQuery = db
      .selectFrom('category_groups')
      .select(['id', 'cuid', 'title', 'scope'])
      .where('organiser_id', '=', organiserId);
    if (input.cuid?.length) groupsQuery = groupsQuery.where('cuid', 'in', input.cuid);
    const groups = await groupsQuery.orderBy('order').orderBy('id').execute();
    const categories =
      groups.length === 0
        ? []
        : await db
            .selectFrom('categories')
            .select(['cuid', 'title', 'order', 'group_id'])
            .where(
              'group_id',
              'in',
              groups.map((group) => group.id),
            )
            .orderBy('order')
            .orderBy('id')
            .execute();
    return {
      data: groups.map(({ id, ...group }) => ({
        ...group,
        categories: categories
          .filter((category) => category.group_id === id)
          .map(({ group_id: _, ...category }) => category),
      })),
    };
  });

  route(app, catalogueCalls.locations, async (_input, c) => {
    const data = await db
      .selectFrom('locations')
      .select(['id', 'cuid', 'name', 'title', 'street', 'number', 'postcode', 'city'])
      .where('organiser_id', '=', c.get('organiser').id)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return { data };
  });

  // Bundles, memberships and vouchers: the same list read over three tables; each answer schema shapes its rows.
  const productList =
    (table: 'bundles' | 'memberships' | 'vouchers') =>
    async (
      input: {
        id?: number[] | undefined;
        limit?: number | undefined;
        offset?: number | undefined;
        page_number: number;
        page_size?: number | undefined;
        search?: string | undefined;
      },
      organiserId: number,
    ) => {
      const { offset, limit } = requestedWindow(input);
      let matching = db.selectFrom(table).where('organiser_id', '=', organiserId);
      if (input.id?.length) matching = matching.where('id', 'in', input.id);
      // The cards grids' search filter, matched as the activities' search is (title or description).
      if (input.search) {
        const pattern = containsPattern(input.search);
        matching = matching.where((eb) =>
          eb.or([eb('title', 'ilike', pattern), eb('description', 'ilike', pattern)]),
        );
      }
      const [data, total] = await Promise.all([
        matching.selectAll().orderBy('order').orderBy('id').limit(limit).offset(offset).execute(),
        matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { data: data, count: Number(total.count) };
    };
  const bundles = productList('bundles');
  const memberships = productList('memberships');
  const vouchers = productList('vouchers');
  route(app, catalogueCalls.bundles, (input, c) => bundles(input, c.get('organiser').id));
  route(app, catalogueCalls.memberships, (input, c) => memberships(input, c.get('organiser').id));
  route(app, catalogueCalls.vouchers, (input, c) => vouchers(input, c.get('organiser').id));

  const bySlugOrCuid = (
    table: 'bundles' | 'memberships' | 'vouchers' | 'blog_articles',
    organiserId: number,
    key: string,
  ) =>
    db
      .selectFrom(table)
      .selectAll()
      .where('organiser_id', '=', organiserId)
      .where((eb) => eb.or([eb('cuid', '=', key), eb('slug', '=', key)]))
      .executeTakeFirst();

  route(app, catalogueCalls.bundle, async (_input, c) => {
    const bundle = await bySlugOrCuid('bundles', c.get('organiser').id, c.req.param('cuid') ?? '');
    if (!bundle) throw notFound('BUNDLE_NOT_FOUND');
    return { bundle };
  });
  route(app, catalogueCalls.membership, async (_input, c) => {
    const membership = await bySlugOrCuid('memberships', c.get('organiser').id, c.req.param('cuid') ?? '');
    if (!membership) throw notFound('MEMBERSHIP_NOT_FOUND');
    return { membership };
  });
  route(app, catalogueCalls.voucher, async (_input, c) => {
    const voucher = await bySlugOrCuid('vouchers', c.get('organiser').id, c.req.param('cuid') ?? '');
    if (!voucher) throw notFound('VOUCHER_NOT_FOUND');
    return { voucher };
  });

  route(app, catalogueCalls.blogArticles, async (input, c) => {
    const { offset, limit } = requestedWindow(input, BLOG_PAGE_SIZE);
    const matching = db.selectFrom('blog_articles').where('organiser_id', '=', c.get('organiser').id);
    const [data, total] = await Promise.all([
      matching
        .select(['cuid', 'slug', 'title', 'content', 'created_at', 'images'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { data: data, count: Number(total.count), offset, limit };
  });
  route(app, catalogueCalls.blogArticle, async (_input, c) => {
    const article = await bySlugOrCuid('blog_articles', c.get('organiser').id, c.req.param('cuid') ?? '');
    if (!article) throw notFound('ARTICLE_NOT_FOUND');
    return { article };
  });

  route(app, catalogueCalls.resources, async (input, c) => {
    let matching = db
      .selectFrom('resources as resource')
      .leftJoin('locations as location', 'location.id', 'resource.location_id')
      .where('resource.organiser_id', '=', c.get('organiser').id);
    const configurations = input['bookings-configurations'];
    if (configurations?.length)
      matching = matching.where('resource.booking_configuration_id', 'in', configurations);
    if (input.cuid?.length) matching = matching.where('resource.cuid', 'in', input.cuid);
    const rows = await matching
      .select([
        'resource.id',
        'resource.cuid',
        'resource.name',
        'resource.images',
        'location.id as location_id',
        'location.name as location_name',
        'location.title as location_title',
      ])
      .orderBy('resource.name')
      .orderBy('resource.id')
      .execute();
    return {
      data: rows.map((row) => ({
        id: row.id,
        cuid: row.cuid,
        name: row.name,
        images: row.images,
        location:
          row.location_id === null
            ? null
            : { name: row.location_name ?? null, title: row.location_title ?? null },
      })),
    };
  });

  route(app, catalogueCalls.resourceAvailabilities, async (input, c) => {
    const now = deps.now();
    const after = input.after ?? now;
    const before =
      input.before ?? new Date(Date.parse(after) + RESOURCE_WINDOW_DAYS * 86_400_000).toISOString();
    const wanted = new Set(input.status);
    let matching = db
      .selectFrom('resource_availabilities as slot')
      .innerJoin('resources as resource', 'resource.id', 'slot.resource_id')
      .where('slot.organiser_id', '=', c.get('organiser').id)
      .where('slot.start_at', '>=', after)
      .where('slot.start_at', '<', before);
    // Narrow the rows to those that can have a wanted status (core slotStatus decides below): a booked slot
    // is BOOKED or PAST, a slot that has started is PAST.
    if (!wanted.has('BOOKED') && !wanted.has('PAST')) matching = matching.where('slot.booked', '=', false);
    if (!wanted.has('PAST')) matching = matching.where('slot.start_at', '>', now);
    const configurations = input['bookings-configurations'];
    if (configurations?.length)
      matching = matching.where('resource.booking_configuration_id', 'in', configurations);
    if (input.resource?.length) matching = matching.where('resource.cuid', 'in', input.resource);
    const rows = await matching
      .select(['slot.id', 'slot.resource_id', 'slot.start_at', 'slot.prices', 'slot.booked'])
      .orderBy('slot.start_at')
      .orderBy('slot.id')
      .limit(MAX_RESOURCE_SLOTS)
      .execute();
    const data = (await withStatus(db, rows, now))
      .filter((slot) => wanted.has(slot.status))
      .map(({ booked: _, ...slot }) => slot);
    return { data };
  });

  route(app, catalogueCalls.resourceAvailabilityCalendar, async (input, c) => {
    const now = deps.now();
    const after = input.after ?? now;
    const before =
      input.before ?? new Date(Date.parse(after) + RESOURCE_CALENDAR_DAYS * 86_400_000).toISOString();
    const dates = await freeSlotDates(
      db,
      {
        organiserId: c.get('organiser').id,
        configurations: input['bookings-configurations'],
        resources: input.resource,
      },
      { after, before },
      now,
      MAX_CALENDAR_DATES,
    );
    return { dates: dates.map((date) => ({ date })) };
  });
}
