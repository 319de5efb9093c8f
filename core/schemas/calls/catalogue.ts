import { z } from 'zod';
import {
  activitySchema,
  availabilityDateSchema,
  availabilityListItemSchema,
  availabilitySchema,
  availabilityStatus,
  blogArticleSchema,
  bundleSchema,
  categorySchema,
  locationSchema,
  membershipSchema,
  optionSchema,
  questionSchema,
  resourceSchema,
  resourceSlotSchema,
  resourceSlotStatus,
  voucherSchema,
} from '../entities/catalogue';
import { websitePageSchema, websiteSchema } from '../entities/website';
import { TEXT_LIMITS } from '../limits';
import { boundedText, commaList, cuid, id, instant, isoDate, listAnswer, queryInt } from '../primitives';
import { defineCall, defineRequestlessCall } from './contract';

/** Reviews per page (issue 20 §2); core/registration's review-summary rules name the same bounds. */
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEWS_PAGE_SIZE_MAX = 20;

const statusList = commaList(availabilityStatus).transform(
  (list): Array<z.infer<typeof availabilityStatus>> => list ?? ['OPEN'],
);
const idList = commaList(queryInt.pipe(z.number().int()));
const cuidList = commaList(cuid.max(TEXT_LIMITS.cuid));
/** Search text and one filter value from the query string. */
const filterText = boundedText(TEXT_LIMITS.search);
/** Filters arriving under their own names (category-{cuid}=a,b): comma lists. */
const namedFilter = boundedText(TEXT_LIMITS.filter);
const slotStatusList = commaList(resourceSlotStatus).transform(
  (list): Array<z.infer<typeof resourceSlotStatus>> => list ?? ['FREE'],
);
/** List windows: `limit`/`offset` or `page_number`/`page_size` (part 2 §7 defaults 1/20); see lists' requestedWindow. */
const listWindow = {
  limit: queryInt.min(1).max(100).optional(),
  offset: queryInt.min(0).optional(),
  page_number: queryInt.min(1).default(1),
  page_size: queryInt.min(1).max(100).optional(),
};

/** GET /api/bundles, /api/memberships, /api/vouchers: "limit, offset, id (comma list), filters" (part 2 §7); the search filter. */
const productListQuery = z.object({ ...listWindow, id: idList, search: filterText.trim().optional() });

/** Catalogue filters shared by the availability reads (part 2 §5: search trimmed; location and category comma lists). */
const filters = {
  search: filterText.trim().optional(),
  date: isoDate.optional(),
  location: commaList(filterText.min(1)),
  weekday: queryInt.min(1).max(7).optional(),
  age: queryInt.min(0).optional(),
  period: filterText.optional(),
};

export const availabilitiesQuery = z
  .object({
    ...listWindow,
    activity: idList,
    status: statusList,
    catalog: idList,
    segment: idList,
    after: instant.optional(),
    sort: z.enum(['start_at', '-start_at']).default('start_at'),
    ...filters,
  })
  // category-{cuid}=a,b filters arrive under their own names.
  .catchall(namedFilter);

/** One availability as its detail page reads it: the activity's options and questions come along. */
export const availabilityDetailSchema = availabilitySchema.extend({
  options: z.array(optionSchema),
  questions: z.array(questionSchema),
});

/** A single catalogue item read by cuid or slug (the storefront's detail pages; not named in §7). */
const byCuidOrSlug = <T extends z.ZodType>(path: string, key: string, item: T) =>
  defineRequestlessCall({
    method: 'GET',
    path,
    answer: z.object({ [key]: item }) as z.ZodObject<Record<string, T>>,
    auth: 'either',
  });

/**
 * A review as the activity and availability pages show it (issue 20 §2): the reviewer's first name and
 * last-name initial, never more of them; the message is plain text.
 */
export const publicReviewSchema = z.object({
  id,
  score: z.number().int().min(0).max(5),
  message: z.string().nullable(),
  author: z.string(),
  created_at: instant,
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The activity's public reviews: average (one decimal, null without reviews), count, and one page of them. */
export const activityReviewsAnswer = z.object({
  average: z.number().min(0).max(5).nullable(),
  count: z.number().int().min(0),
  data: z.array(publicReviewSchema),
});
export type ActivityReviews = z.infer<typeof activityReviewsAnswer>;

export const catalogueCalls = {
  website: defineRequestlessCall({
    method: 'GET',
    path: '/api/website',
    answer: z.object({ website: websiteSchema.omit({ pages: true }) }),
    auth: 'either',
  }),
  page: defineCall({
    method: 'GET',
    path: '/api/website/pages',
    requestIn: 'query',
    request: z.object({ pathname: boundedText(TEXT_LIMITS.reference).startsWith('/') }),
    answer: z.object({ page: websitePageSchema }),
    auth: 'either',
  }),
  availabilities: defineCall({
    method: 'GET',
    path: '/api/availabilities',
    requestIn: 'query',
    request: availabilitiesQuery,
    answer: listAnswer(availabilityListItemSchema),
    auth: 'either',
  }),
  availability: defineRequestlessCall({
    method: 'GET',
    path: '/api/availabilities/:cuid',
    answer: z.object({ availability: availabilityDetailSchema }),
    auth: 'either',
  }),
  availabilityDates: defineCall({
    method: 'GET',
    path: '/api/availabilities/dates',
    requestIn: 'query',
    request: z
      .object({
        activity: idList,
        status: statusList,
        after: instant.optional(),
        before: instant.optional(),
        catalog: idList,
        segment: idList,
        ...filters,
      })
      .catchall(namedFilter),
    answer: z.object({
      availabilities_dates: listAnswer(availabilityDateSchema.extend({ availability_id: id })),
    }),
    auth: 'either',
  }),
  availabilityCalendar: defineCall({
    method: 'GET',
    path: '/api/availabilities/calendar',
    requestIn: 'query',
    request: z
      .object({
        catalog: idList,
        activity: idList,
        status: statusList,
        // Pages of a year of days: "calendar range plus or minus 100 years" (part 2 §9) needs at most 200.
        page_number: queryInt.min(1).max(200).default(1),
        ...filters,
      })
      .catchall(namedFilter),
    answer: z.object({ dates: z.array(z.object({ date: isoDate })) }),
    auth: 'either',
  }),
  availabilityPeriods: defineCall({
    method: 'GET',
    path: '/api/availabilities/periods',
    requestIn: 'query',
    request: z.object({ activity: idList, catalog: idList }),
    answer: z.object({
      data: z.array(z.object({ cuid, title: z.string(), start_at: instant, end_at: instant })),
    }),
    auth: 'either',
  }),
  activityPeriods: defineCall({
    method: 'GET',
    path: '/api/activities/periods',
    requestIn: 'query',
    request: z.object({ after: instant.optional() }),
    answer: z.object({
      data: z.array(z.object({ cuid, title: z.string(), start_at: instant, end_at: instant })),
    }),
    auth: 'either',
  }),
  /** The reviews of an activity's finished registrations, latest first (issue 20 §2); by cuid or slug. */
  activityReviews: defineCall({
    method: 'GET',
    path: '/api/activities/:cuid/reviews',
    requestIn: 'query',
    request: z.object({
      page_number: queryInt.min(1).default(1),
      page_size: queryInt.min(1).max(REVIEWS_PAGE_SIZE_MAX).default(REVIEWS_PAGE_SIZE),
    }),
    answer: activityReviewsAnswer,
    auth: 'either',
  }),
  categoryGroups: defineCall({
    method: 'GET',
    path: '/api/categories/groups',
    requestIn: 'query',
    request: z.object({ cuid: cuidList }),
    answer: z.object({
      data: z.array(
        z.object({
          cuid,
          title: z.string(),
          scope: z.string(),
          categories: z.array(categorySchema.omit({ group: true })),
        }),
      ),
    }),
    auth: 'either',
  }),
  locations: defineRequestlessCall({
    method: 'GET',
    path: '/api/locations',
    answer: z.object({ data: z.array(locationSchema.extend({ id, cuid })) }),
    auth: 'either',
  }),
  activities: defineCall({
    method: 'GET',
    path: '/api/activities',
    requestIn: 'query',
    request: z
      .object({ ...listWindow, catalog: idList, id: idList, after: instant.optional() })
      .catchall(namedFilter),
    answer: listAnswer(activitySchema),
    auth: 'either',
  }),
  activity: defineRequestlessCall({
    method: 'GET',
    path: '/api/activities/:cuid',
    answer: z.object({ activity: activitySchema }),
    auth: 'either',
  }),
  bundles: defineCall({
    method: 'GET',
    path: '/api/bundles',
    requestIn: 'query',
    request: productListQuery,
    answer: listAnswer(bundleSchema),
    auth: 'either',
  }),
  memberships: defineCall({
    method: 'GET',
    path: '/api/memberships',
    requestIn: 'query',
    request: productListQuery,
    answer: listAnswer(membershipSchema),
    auth: 'either',
  }),
  vouchers: defineCall({
    method: 'GET',
    path: '/api/vouchers',
    requestIn: 'query',
    request: productListQuery,
    answer: listAnswer(voucherSchema),
    auth: 'either',
  }),
  bundle: byCuidOrSlug('/api/bundles/:cuid', 'bundle', bundleSchema),
  membership: byCuidOrSlug('/api/memberships/:cuid', 'membership', membershipSchema),
  voucher: byCuidOrSlug('/api/vouchers/:cuid', 'voucher', voucherSchema),
  blogArticle: byCuidOrSlug('/api/blog/articles/:cuid', 'article', blogArticleSchema),
  blogArticles: defineCall({
    method: 'GET',
    path: '/api/blog/articles',
    requestIn: 'query',
    request: z.object({ limit: queryInt.min(1).max(100).default(12), offset: queryInt.min(0).default(0) }),
    answer: z.object({
      data: z.array(blogArticleSchema),
      count: z.number().int().min(0),
      offset: z.number().int().min(0),
      limit: z.number().int().min(1),
    }),
    auth: 'either',
  }),
  /** Also `cuid` (comma list): the resources a booking preview or schedule names. */
  resources: defineCall({
    method: 'GET',
    path: '/api/resources',
    requestIn: 'query',
    request: z.object({ 'bookings-configurations': idList, cuid: cuidList }),
    answer: z.object({ data: z.array(resourceSchema) }),
    auth: 'either',
  }),
  /**
   * Slots starting in [after, before) (default: from now, two weeks), with their status at the time of the
   * read; `status` (comma list, default FREE) says which ones, `resource` (cuid comma list) whose.
   */
  resourceAvailabilities: defineCall({
    method: 'GET',
    path: '/api/resources/availabilities',
    requestIn: 'query',
    request: z.object({
      'bookings-configurations': idList,
      resource: cuidList,
      status: slotStatusList,
      after: instant.optional(),
      before: instant.optional(),
    }),
    answer: z.object({ data: z.array(resourceSlotSchema) }),
    auth: 'either',
  }),
  /**
   * The schedule's calendar popover: the Brussels dates holding a FREE slot from `after` (default now) to
   * `before` (default one year later), ascending.
   */
  resourceAvailabilityCalendar: defineCall({
    method: 'GET',
    path: '/api/resources/availabilities/calendar',
    requestIn: 'query',
    request: z.object({
      'bookings-configurations': idList,
      resource: cuidList,
      after: instant.optional(),
      before: instant.optional(),
    }),
    answer: z.object({ dates: z.array(z.object({ date: isoDate })) }),
    auth: 'either',
  }),
  /** "Generic async select lists: GET or POST with id (or valueKey), search, response_type=multiselect-search, value_key; read data[]." */
  asyncSelect: defineCall({
    method: 'GET',
    path: '/api/participants/select',
    requestIn: 'query',
    request: z.object({
      /** Selected values: ids, or cuids when value_key is cuid. */
      id: commaList(z.string().min(1).max(TEXT_LIMITS.cuid)),
      search: filterText.trim().optional(),
      response_type: z.literal('multiselect-search'),
      value_key: z.enum(['id', 'cuid']).default('id'),
    }),
    answer: z.object({ data: z.array(z.object({ value: z.union([id, z.string()]), label: z.string() })) }),
    auth: 'customer',
  }),
};
