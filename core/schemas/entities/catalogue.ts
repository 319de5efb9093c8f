import { z } from 'zod';
import { cuid, id, image, instant, minorUnits, percent } from '../primitives';

export const AVAILABILITY_STATUSES = ['OPEN', 'CLOSED', 'FULL', 'OVERLAP'] as const;
export const availabilityStatus = z.enum(AVAILABILITY_STATUSES);

export const categoryGroupSchema = z.object({
  cuid,
  title: z.string(),
  /** PRIMARY-scope groups are displayed as 'group title: values'. */
  scope: z.string(),
});
export const categorySchema = z.object({
  cuid,
  title: z.string(),
  order: z.number().int(),
  group: categoryGroupSchema.nullable(),
});

export const locationSchema = z.object({
  name: z.string().nullable(),
  title: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  /** Where the venue stands, when the organiser gave it: directions lead there (issue 20 §4). */
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
});
export type Location = z.infer<typeof locationSchema>;

export const availabilityDateSchema = z.object({
  id,
  cuid,
  start_at: instant,
  end_at: instant,
  status: availabilityStatus,
  /** null: unlimited. */
  capacity: z.number().int().min(0).nullable(),
  registered: z.number().int().min(0),
});
export type AvailabilityDate = z.infer<typeof availabilityDateSchema>;

export const REGISTRATION_FLOWS = ['DIRECT', 'REQUEST'] as const;

export const activitySchema = z.object({
  id,
  cuid,
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  images: z.array(image).default([]),
  /** HTML, sanitised by the server. */
  instructions: z.string().nullable(),
  age_minimum: z.number().int().min(0).nullable(),
  age_maximum: z.number().int().min(0).nullable(),
  default_capacity: z.number().int().min(0).nullable(),
  default_price: minorUnits.min(0),
  default_deposit: minorUnits.min(0),
  categories: z.array(categorySchema).default([]),
  /** "registration_flow (REQUEST or other)". */
  registration_flow: z.string(),
  settings: z.object({ allow_registrations_after_start: z.boolean() }),
  /**
   * The fee added to a registration to some of the dates; null when partial registration is not offered
   * and every date is required (core/pricing eligibility, core/cart `addFormDates`).
   */
  partial_registration_fee: minorUnits.min(0).nullable().default(null),
});
export type Activity = z.infer<typeof activitySchema>;

export const availabilitySchema = z.object({
  id,
  cuid,
  status: availabilityStatus,
  registrations_start_at: instant.nullable(),
  registrations_end_at: instant.nullable(),
  start_at: instant,
  end_at: instant,
  price: minorUnits.min(0),
  deposit: minorUnits.min(0),
  capacity: z.number().int().min(0).nullable(),
  registered: z.number().int().min(0),
  age_minimum: z.number().int().min(0).nullable(),
  age_maximum: z.number().int().min(0).nullable(),
  location: locationSchema.nullable(),
  dates: z.array(availabilityDateSchema).default([]),
  categories: z.array(categorySchema).default([]),
  activity: activitySchema,
});
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * One availability as the lists read it (cards, the dated schedule, the weekly grid, the request launcher,
 * the cart's date lookup): only what they show or decide on (issue 17 §2). The detail page, the cart and
 * the account read the whole `availabilitySchema`.
 */
export const availabilityListItemSchema = availabilitySchema
  .pick({
    id: true,
    cuid: true,
    status: true,
    registrations_start_at: true,
    registrations_end_at: true,
    start_at: true,
    end_at: true,
    price: true,
    capacity: true,
    registered: true,
    // The availability's own limits, else its activity's.
    age_minimum: true,
    age_maximum: true,
  })
  .extend({
    /** Cards and lines name the place and its city, never the street. */
    location: locationSchema.pick({ name: true, title: true, city: true }).nullable(),
    dates: z.array(availabilityDateSchema),
    activity: z.object({
      title: z.string(),
      /** The activity's first image, the card's picture. */
      image: image.nullable(),
      settings: activitySchema.shape.settings,
    }),
  });
export type AvailabilityListItem = z.infer<typeof availabilityListItemSchema>;

/** Tier of a registration request configuration. */
export const tierSchema = z
  .object({
    cuid,
    name: z.string(),
    minimum_availabilities: z.number().int().min(0),
    maximum_availabilities: z.number().int().min(0),
  })
  .refine((tier) => tier.minimum_availabilities <= tier.maximum_availabilities, {
    error: 'tier_bounds_inverted',
    path: ['maximum_availabilities'],
  });
export type Tier = z.infer<typeof tierSchema>;

/** The price estimate of POST /api/carts/items/estimate. */
export const estimateDetailsSchema = z.object({
  base_price: minorUnits,
  partial_registration_total_fee: minorUnits,
  partial_registration_total_discount: minorUnits,
  options_total: minorUnits,
  bundle_total: minorUnits,
  discounts_total: minorUnits,
  volume_discounts_total: minorUnits,
  price: minorUnits.min(0),
});
export type EstimateDetails = z.infer<typeof estimateDetailsSchema>;

export const optionPriceSchema = z.object({
  id,
  label: z.string(),
  /** Either a fixed amount or a percentage of the base price. */
  amount: minorUnits.nullable(),
  percentage: percent.nullable(),
  option_id: id,
});
export const optionSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  answer_required: z.boolean(),
  prices: z.array(optionPriceSchema).default([]),
});
export type Option = z.infer<typeof optionSchema>;

export const QUESTION_TYPES = ['TEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE'] as const;
export const questionSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  order: z.number().int(),
  choices: z.array(z.object({ id, label: z.string(), order: z.number().int() })).default([]),
});
export type Question = z.infer<typeof questionSchema>;

export const PRODUCT_ENTITIES = ['PARTICIPANTS', 'CUSTOMERS'] as const;

/** The fields a bundle and a membership begin with: what their product pages show first. */
const productFields = {
  id,
  cuid,
  title: z.string(),
  price: minorUnits.min(0),
  images: z.array(image).default([]),
  description: z.string().nullable(),
};

export const bundleSchema = z.object({
  ...productFields,
  /** null: unlimited registrations. */
  capacity: z.number().int().min(0).nullable(),
  /** Seconds of validity after purchase; null: no duration. */
  duration: z.number().int().min(0).nullable(),
  expires_at: instant.nullable(),
  entity: z.string(),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const PERIOD_TYPES = ['ROLLING', 'FIXED'] as const;
export const membershipSchema = z.object({
  ...productFields,
  entity: z.enum(PRODUCT_ENTITIES),
  period_type: z.enum(PERIOD_TYPES),
  rolling_period_type: z.string().nullable(),
  rolling_period_duration: z.number().int().min(1).nullable(),
  fixed_period_start_at: instant.nullable(),
  fixed_period_end_at: instant.nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const voucherSchema = z.object({
  id,
  cuid,
  title: z.string(),
  price: minorUnits.min(0),
  /** Seconds of validity after purchase; null: no expiry. */
  duration: z.number().int().min(0).nullable(),
  images: z.array(image).default([]),
  description: z.string().nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const resourceSchema = z.object({
  id,
  cuid,
  name: z.string(),
  images: z.array(image).default([]),
  location: z.object({ name: z.string().nullable(), title: z.string().nullable() }).nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourcePriceSchema = z.object({
  /** Seconds. */
  duration: z.number().int().positive(),
  amount: minorUnits.min(0),
});
export const resourceAvailabilitySchema = z.object({
  id,
  resource_id: id,
  start_at: instant,
  prices: z.array(resourcePriceSchema).min(1),
});

/** A slot at the time of a read: FREE, BOOKED, HELD by an unexpired cart item, or PAST (core/booking slotStatus). */
export const RESOURCE_SLOT_STATUSES = ['FREE', 'BOOKED', 'HELD', 'PAST'] as const;
export const resourceSlotStatus = z.enum(RESOURCE_SLOT_STATUSES);
/** A resource availability as the storefront reads it, with its status at the time of the read. */
export const resourceSlotSchema = resourceAvailabilitySchema.extend({ status: resourceSlotStatus });
export type ResourceSlot = z.infer<typeof resourceSlotSchema>;

export const blogArticleSchema = z.object({
  cuid,
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  created_at: instant,
  images: z.array(image).default([]),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

export const faqItemSchema = z.object({
  id: z.union([id, z.string()]),
  question: z.string(),
  answer: z.string(),
});
