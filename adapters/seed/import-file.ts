import { z } from 'zod';
import { ageDisplayRulesSchema } from '../../core/catalogue/index';
import {
  activitySchema,
  addressSchema,
  availabilityDateSchema,
  availabilitySchema,
  blogArticleSchema,
  bundleSchema,
  CUSTOM_FIELD_ENTITIES,
  type CustomField,
  categoryGroupSchema,
  categorySchema,
  cuid as coreCuid,
  customFieldSchema,
  customFieldValueSchema,
  DATE_REQUIREMENTS,
  footerSchema,
  headerSchema,
  instant,
  isoDate,
  locationSchema,
  MULTIPLE_CHOICE_SEPARATOR,
  membershipSchema,
  nonNegativeMinorUnits,
  optionPriceSchema,
  optionSchema,
  PASSWORD_MINIMUM,
  PAYMENT_REQUIREMENTS,
  PRODUCT_ENTITIES,
  paymentMethodSchema,
  paymentMethodsSchema,
  profileSchemaFor,
  questionSchema,
  REGISTRATION_FLOWS,
  resourceAvailabilitySchema,
  resourceSchema,
  sectionSettingsSchema,
  serviceFeesSchema,
  tierSchema,
  topbarSchema,
  trimmedText,
  voucherSchema,
  websitePageSchema,
  websiteSchema,
} from '../../core/schemas/index';
import type { OrganiserSettings } from '../db/index';

/**
 * An organiser's import file (JSON): everything one organiser owns, composed from the core entity schemas.
 *
 * - No database ids: the database assigns them. Entries refer to each other by cuid or by slug:
 *   an activity's `categories` are category cuids; an availability's `activity` is an activity slug and its
 *   `location` a location cuid; catalogs list activity slugs, segments availability cuids, bundles activity
 *   slugs; a resource names its `booking_configuration` and `location` by cuid; a category its `group` by cuid;
 *   a document its `activity` by slug (null: every activity) and a CUSTOM_FIELD element its field by entity
 *   and title.
 *   Page section settings (`catalogs`, `segments`, `memberships`, `vouchers`: cuids; `activities`: slugs) are
 *   turned into the database ids the storefront filters on.
 * - Custom fields get their ids in file order; customers and participants fill them by title
 *   (`{ "field": "Sait nager", "data": "Oui" }`). Choices are listed by label; their ids follow their order.
 * - Amounts are integer minor units (cents); instants ISO 8601 with an offset (`Z` or `+01:00`); birthdates
 *   `YYYY-MM-DD`. Customers carry a plaintext `password`, hashed at import.
 *
 * `validateOrganiserFile` reports every problem at once as `path: message` lines: shape errors (zod) and the
 * checks no single entry can make (unknown references, duplicates, dates outside their availability, seats
 * over capacity, values the database cannot store).
 */

export const IMPORT_FILE_VERSION = 1;
/** PostgreSQL `integer`. */
export const INT4_MAX = 2_147_483_647;

/** Public ids appear in URLs: letters, digits, `_` and `-`. */
const cuid = coreCuid.regex(/^[A-Za-z0-9_-]+$/, {
  error: 'a cuid is letters, digits, "_" and "-" only',
});
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'a slug is lowercase letters and digits joined by single "-"',
});
const hostname = z.string().regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/, {
  error: 'a hostname is lowercase, e.g. "club.example.be"',
});
const title = z.string().trim().min(1);
const optionalText = z.string().nullable().default(null);
const nullableInstant = instant.nullable().default(null);
const count = z.number().int().min(0);

export const organiserSettingsSchema = z
  .object({
    create_participant: z.boolean().default(true),
    cart_expiry_minutes: z.number().int().min(1).max(1440).default(15),
    payment_methods: paymentMethodsSchema.default({
      online: false,
      bank_transfers: true,
      bank_account: null,
    }),
    methods: z.array(paymentMethodSchema).default([{ type: 'DELAYED', priority: 1 }]),
    service_fees: serviceFeesSchema.default({ amount: 0, percentage: 0 }),
    formats: z.object({ ages: ageDisplayRulesSchema.default([]) }).default({ ages: [] }),
  })
  .strict() satisfies z.ZodType<OrganiserSettings, unknown>;

const organiserFileOrganiser = z
  .object({
    cuid,
    hostname,
    name: title,
    logo: z.string().nullable().default(null),
    language: z.enum(['fr', 'en']),
    settings: organiserSettingsSchema.default(organiserSettingsSchema.parse({})),
  })
  .strict();

const websiteFile = z
  .object({
    theme: websiteSchema.shape.theme,
    topbar: topbarSchema,
    header: headerSchema,
    footer: footerSchema,
  })
  .strict();

/** Page content as in the database, except section settings that point at catalogue entries (see above). */
const pageFile = websitePageSchema.extend({ description: optionalText }).strict();

const customFieldFile = customFieldSchema
  .omit({ id: true, order: true, choices: true })
  .extend({
    description: optionalText,
    pattern: optionalText,
    required: z.boolean().default(false),
    active: z.boolean().default(true),
    /** Labels, in order: choice ids are 1, 2, 3… */
    choices: z.array(title).default([]),
  })
  .strict();

const locationFile = locationSchema
  .partial()
  .extend({
    cuid,
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
  })
  .strict();

const categoryGroupFile = categoryGroupSchema
  .extend({ cuid, title, order: z.number().int().optional() })
  .strict();
const categoryFile = categorySchema
  .omit({ group: true })
  .extend({ cuid, title, order: z.number().int().optional(), group: cuid.nullable().default(null) })
  .strict();

const periodFile = z.object({ cuid, title, start_at: instant, end_at: instant }).strict();

const optionPriceFile = optionPriceSchema
  .omit({ id: true, option_id: true })
  .extend({
    label: title,
    amount: nonNegativeMinorUnits.nullable().default(null),
    percentage: optionPriceSchema.shape.percentage.default(null),
  })
  .strict();
/** Options and questions are ordered as listed. */
const optionFile = optionSchema
  .omit({ id: true, order: true, prices: true })
  .extend({
    title,
    description: optionalText,
    answer_required: z.boolean().default(false),
    prices: z.array(optionPriceFile).min(1),
  })
  .strict();
const questionFile = questionSchema
  .omit({ id: true, order: true, choices: true })
  .extend({
    title,
    description: optionalText,
    required: z.boolean().default(false),
    /** Labels, in display order. */
    choices: z.array(title).default([]),
  })
  .strict();

/** How the file names what has a page of its own (activity, bundle, membership, voucher). */
const pageNaming = { cuid, slug, title, description: optionalText };

const activityFile = activitySchema
  .omit({ id: true, categories: true })
  .extend({
    ...pageNaming,
    instructions: optionalText,
    age_minimum: count.nullable().default(null),
    age_maximum: count.nullable().default(null),
    default_capacity: count.nullable().default(null),
    default_deposit: nonNegativeMinorUnits.default(0),
    /** The fee of a registration to some of the dates; null: every date is required. */
    partial_registration_fee: nonNegativeMinorUnits.nullable().default(null),
    registration_flow: z.enum(REGISTRATION_FLOWS).default('DIRECT'),
    settings: activitySchema.shape.settings.default({ allow_registrations_after_start: false }),
    /** Category cuids. */
    categories: z.array(z.string()).default([]),
    options: z.array(optionFile).default([]),
    questions: z.array(questionFile).default([]),
    /** Registration request tiers: only for registration_flow REQUEST. */
    tiers: z.array(tierSchema).default([]),
  })
  .strict();

const availabilityDateFile = availabilityDateSchema
  .omit({ id: true })
  .extend({ cuid, capacity: count.nullable().default(null), registered: count.default(0) })
  .strict();
const availabilityFile = availabilitySchema
  .omit({ id: true, location: true, dates: true, categories: true, activity: true })
  .extend({
    cuid,
    /** Activity slug. */
    activity: z.string(),
    /** Location cuid. */
    location: z.string().nullable().default(null),
    registrations_start_at: nullableInstant,
    registrations_end_at: nullableInstant,
    deposit: nonNegativeMinorUnits.default(0),
    capacity: count.nullable().default(null),
    registered: count.default(0),
    age_minimum: count.nullable().default(null),
    age_maximum: count.nullable().default(null),
    dates: z.array(availabilityDateFile).min(1),
  })
  .strict();

const catalogFile = z.object({ cuid, title, activities: z.array(z.string()).default([]) }).strict();
const segmentFile = z.object({ cuid, title, availabilities: z.array(z.string()).default([]) }).strict();

const bundleFile = bundleSchema
  .omit({ id: true })
  .extend({
    ...pageNaming,
    capacity: count.nullable().default(null),
    duration: count.nullable().default(null),
    expires_at: nullableInstant,
    entity: z.enum(PRODUCT_ENTITIES).default('PARTICIPANTS'),
    /** Activity slugs the bundle pays for. */
    activities: z.array(z.string()).default([]),
  })
  .strict();

const membershipFile = membershipSchema
  .omit({ id: true })
  .extend({
    ...pageNaming,
    rolling_period_type: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']).nullable().default(null),
    rolling_period_duration: membershipSchema.shape.rolling_period_duration.default(null),
    fixed_period_start_at: nullableInstant,
    fixed_period_end_at: nullableInstant,
  })
  .strict();

const voucherFile = voucherSchema
  .omit({ id: true })
  .extend({
    ...pageNaming,
    duration: count.nullable().default(null),
    /** Value credited when the voucher is redeemed. */
    amount: nonNegativeMinorUnits,
  })
  .strict();

const bookingConfigurationFile = z.object({ cuid, title }).strict();
const resourceFile = resourceSchema
  .omit({ id: true, location: true })
  .extend({
    cuid,
    name: title,
    /** Booking configuration cuid. */
    booking_configuration: z.string(),
    /** Location cuid. */
    location: z.string().nullable().default(null),
    /** Bookable slots: a start and its priced durations (seconds, minor units). */
    availabilities: z
      .array(
        resourceAvailabilitySchema
          .omit({ id: true, resource_id: true })
          .extend({ booked: z.boolean().default(false) })
          .strict(),
      )
      .default([]),
  })
  .strict();

const blogArticleFile = blogArticleSchema.extend({ cuid, slug, title }).strict();

/** A custom field's value, by the field's title: text, a date, one label, or a list of labels. */
const customDataFile = z
  .object({ field: z.string().min(1), data: z.union([z.string(), z.array(z.string())]) })
  .strict();
const person = profileSchemaFor([]).shape;
const participantFile = z
  .object({
    cuid: cuid.optional(),
    firstname: person.firstname,
    lastname: person.lastname,
    birthdate: isoDate.nullable().default(null),
    custom_data: z.array(customDataFile).default([]),
  })
  .strict();
const customerFile = z
  .object({
    cuid: cuid.optional(),
    firstname: person.firstname,
    lastname: person.lastname,
    email: person.email,
    phone: trimmedText,
    /** Plaintext, hashed at import. */
    password: z.string().min(PASSWORD_MINIMUM),
    address: addressSchema.omit({ id: true }).nullable().default(null),
    custom_data: z.array(customDataFile).default([]),
    wallet_amount: nonNegativeMinorUnits.default(0),
    /** Subscribed to the newsletter (a token is generated). */
    newsletter: z.boolean().default(false),
    participants: z.array(participantFile).default([]),
  })
  .strict();

/**
 * Document models (part 1 §3 Document): pages of elements the server draws into the PDF. A TEXT element is
 * the organiser's text with {placeholders} (core DOCUMENT_PLACEHOLDERS); a CUSTOM_FIELD element asks the
 * customer for a custom field's value (`required`: mandatory on this document). "Document element settings:
 * fontSize at least 1, colour exactly 7 characters".
 */
export const documentElementSettingsFile = z
  .object({
    fontSize: z.number().min(1).optional(),
    color: z
      .string()
      // Exactly 7 characters.
      .regex(/^#[0-9a-fA-F]{6}$/, { error: 'a colour is "#" and 6 hexadecimal digits, e.g. "#1f6feb"' })
      .optional(),
  })
  .strict();
const documentElementFile = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('TEXT'),
      text: z.string().trim().min(1),
      settings: documentElementSettingsFile.default({}),
    })
    .strict(),
  z
    .object({
      type: z.literal('CUSTOM_FIELD'),
      /** The field, by its entity and title (custom_fields). */
      entity: z.enum(CUSTOM_FIELD_ENTITIES),
      field: z.string().min(1),
      required: z.boolean().default(false),
      settings: documentElementSettingsFile.default({}),
    })
    .strict(),
]);
const documentFile = z
  .object({
    cuid,
    title,
    description: optionalText,
    icon: optionalText,
    /** Activity slug; null: offered for every activity. */
    activity: z.string().nullable().default(null),
    payment_requirement: z.enum(PAYMENT_REQUIREMENTS),
    date_requirement: z.enum(DATE_REQUIREMENTS).nullable().default(null),
    pages: z.array(z.object({ elements: z.array(documentElementFile).default([]) }).strict()).min(1),
  })
  .strict();

/** A fixed amount or a percentage, never both (coupons, discounts, volume discounts). */
const adjustment = {
  amount: nonNegativeMinorUnits.nullable().default(null),
  percentage: z.number().gt(0).max(100).multipleOf(0.01).nullable().default(null),
};
const oneOfAmountOrPercentage = (value: { amount: number | null; percentage: number | null }) =>
  (value.amount === null) !== (value.percentage === null);
const AMOUNT_XOR_PERCENTAGE = { error: 'exactly one of amount and percentage', path: ['amount'] };

const couponFile = z
  .object({
    cuid,
    code: z.string().trim().min(1).max(64),
    title,
    label: z.string().nullable().default(null),
    ...adjustment,
    min_total_amount: nonNegativeMinorUnits.nullable().default(null),
    active: z.boolean().default(true),
    starts_at: nullableInstant,
    ends_at: nullableInstant,
    usage_limit: count.nullable().default(null),
  })
  .strict()
  .refine(oneOfAmountOrPercentage, AMOUNT_XOR_PERCENTAGE);

const discountFile = z
  .object({
    title,
    /** Activity slug; null: every activity. */
    activity: z.string().nullable().default(null),
    ...adjustment,
    starts_at: nullableInstant,
    ends_at: nullableInstant,
  })
  .strict()
  .refine(oneOfAmountOrPercentage, AMOUNT_XOR_PERCENTAGE);

const volumeDiscountFile = z
  .object({
    activity: z.string().nullable().default(null),
    minimum_registrations: z.number().int().min(2),
    ...adjustment,
  })
  .strict()
  .refine(oneOfAmountOrPercentage, AMOUNT_XOR_PERCENTAGE);

/** The file's shape alone (every entry valid on its own); `organiserFileSchema` adds the cross-entry checks. */
export const organiserFileShape = z
  .object({
    version: z.literal(IMPORT_FILE_VERSION),
    organiser: organiserFileOrganiser,
    website: websiteFile,
    pages: z.array(pageFile).default([]),
    custom_fields: z.array(customFieldFile).default([]),
    locations: z.array(locationFile).default([]),
    category_groups: z.array(categoryGroupFile).default([]),
    categories: z.array(categoryFile).default([]),
    periods: z.array(periodFile).default([]),
    activities: z.array(activityFile).default([]),
    availabilities: z.array(availabilityFile).default([]),
    catalogs: z.array(catalogFile).default([]),
    segments: z.array(segmentFile).default([]),
    bundles: z.array(bundleFile).default([]),
    memberships: z.array(membershipFile).default([]),
    vouchers: z.array(voucherFile).default([]),
    booking_configurations: z.array(bookingConfigurationFile).default([]),
    resources: z.array(resourceFile).default([]),
    blog_articles: z.array(blogArticleFile).default([]),
    coupons: z.array(couponFile).default([]),
    discounts: z.array(discountFile).default([]),
    volume_discounts: z.array(volumeDiscountFile).default([]),
    documents: z.array(documentFile).default([]),
    customers: z.array(customerFile).default([]),
  })
  .strict();

export interface FileIssue {
  path: Array<string | number>;
  message: string;
}

/** The complete schema: shape plus every cross-entry check. */
export const organiserFileSchema = organiserFileShape.superRefine((file, context) => {
  for (const issue of crossEntryIssues(file)) context.addIssue({ code: 'custom', ...issue });
});

/** What a file may contain (defaults not yet applied): what the demo seed writes. */
export type OrganiserFileInput = z.input<typeof organiserFileShape>;
/** A validated file, defaults applied. */
export type OrganiserFile = z.output<typeof organiserFileShape>;

export type ValidationResult = { ok: true; file: OrganiserFile } | { ok: false; errors: string[] };

/**
 * Every problem of a file, as `path: message` lines in file order (shape errors and cross-entry checks
 * together, so one run reports everything), or the file with its defaults applied.
 */
export function validateOrganiserFile(input: unknown): ValidationResult {
  const parsed = organiserFileShape.safeParse(input, { reportInput: true });
  const issues: FileIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'),
        message: describeIssue(issue),
      }));
  // Cross-entry checks read the raw input defensively, so they run even when some entries are malformed.
  issues.push(...crossEntryIssues(input));
  if (parsed.success && issues.length === 0) return { ok: true, file: parsed.data };
  return { ok: false, errors: [...new Set(inFileOrder(issues).map(formatIssue))] };
}

const SECTION_ORDER = Object.keys(organiserFileShape.shape);
/** Issues grouped by section (in the file's order of sections) and entry; stable within an entry. */
function inFileOrder(issues: readonly FileIssue[]): FileIssue[] {
  const rank = (issue: FileIssue): [number, number] => {
    const [section, index] = issue.path;
    const position = typeof section === 'string' ? SECTION_ORDER.indexOf(section) : -1;
    return [position, typeof index === 'number' ? index : -1];
  };
  return issues
    .map((issue, order) => ({ issue, order, rank: rank(issue) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.order - b.order)
    .map(({ issue }) => issue);
}

/** `activities[3].categories[1]`. */
export function formatPath(path: ReadonlyArray<string | number>): string {
  if (path.length === 0) return '(file)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`))
    .join('');
}

export const formatIssue = (issue: FileIssue) => `${formatPath(issue.path)}: ${issue.message}`;

// ---------------------------------------------------------------------------------------------------------
// Messages

const AMOUNT_KEYS = new Set([
  'price',
  'deposit',
  'amount',
  'default_price',
  'default_deposit',
  'wallet_amount',
]);
const KNOWN_KEYS: Record<string, string> = {
  tier_bounds_inverted: 'minimum_availabilities must not exceed maximum_availabilities',
  invalid_email: 'not a valid e-mail address',
  invalid_colour: 'expected a colour like #1f6feb',
  required: 'is required',
};

const preview = (value: unknown): string => {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};
const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number' && !Number.isInteger(value)) return `the decimal ${value}`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${preview(value)}`;
};

function describeIssue(issue: z.core.$ZodIssue): string {
  const last = issue.path.at(-1);
  const input = (issue as { input?: unknown }).input;
  const missing = !('input' in issue) || input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return 'is required';
      if (issue.expected === 'int') {
        return typeof last === 'string' && AMOUNT_KEYS.has(last)
          ? `an amount is a whole number of cents (integer minor units), got ${kindOf(input)}`
          : `expected a whole number, got ${kindOf(input)}`;
      }
      return `expected ${issue.expected}, got ${kindOf(input)}`;
    case 'invalid_format':
      if (issue.format === 'datetime') {
        return `expected an ISO instant with offset, e.g. "2027-02-15T09:00:00+01:00", got ${preview(input)}`;
      }
      if (issue.format === 'date') return `expected a date "YYYY-MM-DD", got ${preview(input)}`;
      if (issue.format === 'email') return `not a valid e-mail address: ${preview(input)}`;
      if (issue.format === 'regex' && !/^[a-z_]+$/.test(issue.message)) return issue.message;
      return `invalid ${issue.format}: ${preview(input)}`;
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'array') return `needs at least ${minimum} ${minimum === 1 ? 'entry' : 'entries'}`;
      if (issue.origin === 'string')
        return minimum <= 1 ? 'must not be empty' : `needs ${minimum}+ characters`;
      if (typeof last === 'string' && AMOUNT_KEYS.has(last))
        return `an amount cannot be negative, got ${preview(input)}`;
      return `must be at least ${minimum}, got ${preview(input)}`;
    }
    case 'too_big':
      return `must be at most ${Number(issue.maximum)}, got ${preview(input)}`;
    case 'invalid_value':
      if (missing) return 'is required';
      return `must be ${issue.values.length === 1 ? '' : 'one of '}${issue.values.map((value) => preview(value)).join(', ')}, got ${preview(input)}`;
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_union':
      return missing ? 'is required' : `unexpected value ${preview(input)}`;
    default:
      return KNOWN_KEYS[issue.message] ?? issue.message.replace(/_/g, ' ');
  }
}

// ---------------------------------------------------------------------------------------------------------
// Cross-entry checks, on raw input (nothing is assumed about entries the shape check rejects)

type Path = Array<string | number>;
type Raw = Record<string, unknown>;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Raw =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {};
const integer = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;
const at = (value: unknown): number | undefined =>
  typeof value === 'string' && instant.safeParse(value).success ? Date.parse(value) : undefined;
/** Each entry of a top-level list with its path. */
const entries = (file: Raw, section: string): Array<[Raw, Path]> =>
  list(file[section]).map((item, index) => [record(item), [section, index]]);
/** The `key` of every item nested under `child` in each entry of a top-level list, with its path. */
const nestedValues = (file: Raw, section: string, child: string, key: string): Array<[unknown, Path]> =>
  entries(file, section).flatMap(([entry, path]) =>
    list(entry[child]).map((item, index): [unknown, Path] => [
      record(item)[key],
      [...path, child, index, key],
    ]),
  );

/** Section settings that hold catalogue ids in the database and cuids or slugs in a file. */
const SETTING_REFERENCES = {
  catalogs: 'catalog cuid',
  segments: 'segment cuid',
  activities: 'activity slug',
  memberships: 'membership cuid',
  vouchers: 'voucher cuid',
} as const;
type SettingReference = keyof typeof SETTING_REFERENCES;

/** Checks no single entry can make. Reads any input; returns issues in file order. */
export function crossEntryIssues(input: unknown): FileIssue[] {
  const file = record(input);
  const issues: FileIssue[] = [];
  const add = (path: Path, message: string) => issues.push({ path, message });

  /** Reports repeated values (first occurrence wins); returns the set of values. */
  const unique = (items: Array<[unknown, Path]>, label: string, normalise = (value: string) => value) => {
    const seen = new Map<string, Path>();
    for (const [value, path] of items) {
      if (typeof value !== 'string') continue;
      const key = normalise(value);
      const first = seen.get(key);
      if (first) add(path, `duplicate ${label} "${value}" (also at ${formatPath(first)})`);
      else seen.set(key, path);
    }
    return new Set(seen.keys());
  };
  const keyed = (section: string, key: 'cuid' | 'slug', label: string) =>
    unique(
      entries(file, section).map(([item, path]) => [item[key], [...path, key]]),
      `${label} ${key}`,
    );
  const refer = (value: unknown, known: ReadonlySet<string>, label: string, path: Path) => {
    if (typeof value === 'string' && !known.has(value)) add(path, `unknown ${label} "${value}"`);
  };
  const referList = (value: unknown, known: ReadonlySet<string>, label: string, path: Path) => {
    unique(
      list(value).map((item, index) => [item, [...path, index]]),
      label,
    );
    list(value).forEach((item, index) => {
      refer(item, known, label, [...path, index]);
    });
  };
  const ordered = (start: unknown, end: unknown, path: Path, message: string, strict = false) => {
    const [from, to] = [at(start), at(end)];
    if (from !== undefined && to !== undefined && (strict ? to <= from : to < from)) add(path, message);
  };
  const seats = (item: Raw, path: Path) => {
    const [capacity, registered] = [integer(item.capacity), integer(item.registered)];
    if (capacity !== undefined && registered !== undefined && registered > capacity) {
      add([...path, 'registered'], `registered (${registered}) exceeds capacity (${capacity})`);
    }
  };
  const ages = (item: Raw, path: Path) => {
    const [minimum, maximum] = [integer(item.age_minimum), integer(item.age_maximum)];
    if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
      add([...path, 'age_maximum'], `age_maximum (${maximum}) is below age_minimum (${minimum})`);
    }
  };
  const deposit = (item: Raw, path: Path, depositKey: string, priceKey: string) => {
    const [amount, price] = [integer(item[depositKey]), integer(item[priceKey])];
    if (amount !== undefined && price !== undefined && amount > price) {
      add([...path, depositKey], `${depositKey} (${amount}) exceeds ${priceKey} (${price})`);
    }
  };

  // Keys
  const locations = keyed('locations', 'cuid', 'location');
  const groups = keyed('category_groups', 'cuid', 'category group');
  const categories = keyed('categories', 'cuid', 'category');
  keyed('periods', 'cuid', 'period');
  keyed('activities', 'cuid', 'activity');
  const activitySlugs = keyed('activities', 'slug', 'activity');
  const availabilities = keyed('availabilities', 'cuid', 'availability');
  const catalogs = keyed('catalogs', 'cuid', 'catalog');
  const segments = keyed('segments', 'cuid', 'segment');
  keyed('bundles', 'cuid', 'bundle');
  keyed('bundles', 'slug', 'bundle');
  const memberships = keyed('memberships', 'cuid', 'membership');
  keyed('memberships', 'slug', 'membership');
  const vouchers = keyed('vouchers', 'cuid', 'voucher');
  keyed('vouchers', 'slug', 'voucher');
  const configurations = keyed('booking_configurations', 'cuid', 'booking configuration');
  keyed('resources', 'cuid', 'resource');
  keyed('blog_articles', 'cuid', 'blog article');
  keyed('blog_articles', 'slug', 'blog article');
  keyed('customers', 'cuid', 'customer');
  keyed('documents', 'cuid', 'document');
  unique(
    entries(file, 'pages').map(([page, path]) => [page.pathname, [...path, 'pathname']]),
    'page pathname',
  );
  unique(
    entries(file, 'customers').map(([customer, path]) => [customer.email, [...path, 'email']]),
    'customer email',
    (email) => email.trim().toLowerCase(),
  );
  unique(nestedValues(file, 'customers', 'participants', 'cuid'), 'participant cuid');
  unique(nestedValues(file, 'activities', 'tiers', 'cuid'), 'tier cuid');
  unique(nestedValues(file, 'availabilities', 'dates', 'cuid'), 'availability date cuid');

  // Catalogue structure
  for (const [category, path] of entries(file, 'categories')) {
    if (category.group !== null) refer(category.group, groups, 'category group cuid', [...path, 'group']);
  }
  for (const [period, path] of entries(file, 'periods')) {
    ordered(period.start_at, period.end_at, [...path, 'end_at'], 'end_at must be after start_at', true);
  }
  for (const [activity, path] of entries(file, 'activities')) {
    referList(activity.categories, categories, 'category cuid', [...path, 'categories']);
    ages(activity, path);
    deposit(activity, path, 'default_deposit', 'default_price');
    const flow = activity.registration_flow ?? 'DIRECT';
    const tiers = list(activity.tiers);
    if (flow !== 'REQUEST' && tiers.length > 0) {
      add([...path, 'tiers'], 'tiers are for registration_flow "REQUEST" only');
    }
    if (flow === 'REQUEST' && tiers.length === 0) {
      add([...path, 'tiers'], 'a REQUEST activity needs at least one tier');
    }
    list(activity.options).forEach((option, index) => {
      list(record(option).prices).forEach((item, priceIndex) => {
        const price = record(item);
        const pricePath = [...path, 'options', index, 'prices', priceIndex];
        const [hasAmount, hasPercentage] = [
          price.amount !== undefined && price.amount !== null,
          price.percentage !== undefined && price.percentage !== null,
        ];
        if (hasAmount === hasPercentage) add(pricePath, 'give either an amount or a percentage');
        if (
          typeof price.percentage === 'number' &&
          Math.abs(price.percentage * 100 - Math.round(price.percentage * 100)) > 1e-9
        ) {
          add([...pricePath, 'percentage'], 'a percentage has at most 2 decimals');
        }
      });
    });
    list(activity.questions).forEach((item, index) => {
      const question = record(item);
      const questionPath = [...path, 'questions', index];
      const choices = list(question.choices);
      const choosing = question.type === 'CHOICES_SINGLE' || question.type === 'CHOICES_MULTIPLE';
      if (choosing && choices.length === 0)
        add([...questionPath, 'choices'], `a ${question.type} question needs choices`);
      if (!choosing && typeof question.type === 'string' && choices.length > 0) {
        add([...questionPath, 'choices'], `a ${question.type} question has no choices`);
      }
      unique(
        choices.map((choice, choiceIndex) => [choice, [...questionPath, 'choices', choiceIndex]]),
        'choice',
      );
    });
  }

  // Availabilities and their dates
  for (const [availability, path] of entries(file, 'availabilities')) {
    refer(availability.activity, activitySlugs, 'activity slug', [...path, 'activity']);
    if (availability.location !== null) {
      refer(availability.location, locations, 'location cuid', [...path, 'location']);
    }
    ordered(availability.start_at, availability.end_at, [...path, 'end_at'], 'end_at is before start_at');
    ordered(
      availability.registrations_start_at,
      availability.registrations_end_at,
      [...path, 'registrations_end_at'],
      'registrations_end_at is before registrations_start_at',
    );
    seats(availability, path);
    ages(availability, path);
    deposit(availability, path, 'deposit', 'price');
    const [start, end] = [at(availability.start_at), at(availability.end_at)];
    list(availability.dates).forEach((item, index) => {
      const date = record(item);
      const datePath = [...path, 'dates', index];
      ordered(date.start_at, date.end_at, [...datePath, 'end_at'], 'end_at is before start_at');
      seats(date, datePath);
      const [dateStart, dateEnd] = [at(date.start_at), at(date.end_at)];
      if (start !== undefined && dateStart !== undefined && dateStart < start) {
        add([...datePath, 'start_at'], `starts before its availability (${String(availability.start_at)})`);
      }
      if (end !== undefined && dateEnd !== undefined && dateEnd > end) {
        add([...datePath, 'end_at'], `ends after its availability (${String(availability.end_at)})`);
      }
    });
  }

  // Groupings and products
  for (const [catalog, path] of entries(file, 'catalogs')) {
    referList(catalog.activities, activitySlugs, 'activity slug', [...path, 'activities']);
  }
  for (const [segment, path] of entries(file, 'segments')) {
    referList(segment.availabilities, availabilities, 'availability cuid', [...path, 'availabilities']);
  }
  for (const [bundle, path] of entries(file, 'bundles')) {
    referList(bundle.activities, activitySlugs, 'activity slug', [...path, 'activities']);
  }
  keyed('coupons', 'cuid', 'coupon');
  const couponCodes = new Map<string, number>();
  for (const [coupon, path] of entries(file, 'coupons')) {
    // Codes are matched case-insensitively at checkout, so two that differ only in case would clash.
    const code = typeof coupon.code === 'string' ? coupon.code.trim().toLowerCase() : '';
    if (code !== '' && couponCodes.has(code))
      add([...path, 'code'], `duplicate coupon code "${coupon.code}"`);
    couponCodes.set(code, 1);
  }
  for (const section of ['discounts', 'volume_discounts']) {
    for (const [discount, path] of entries(file, section)) {
      if (discount.activity !== null)
        refer(discount.activity, activitySlugs, 'activity slug', [...path, 'activity']);
    }
  }
  for (const [membership, path] of entries(file, 'memberships')) {
    if (membership.period_type === 'ROLLING') {
      for (const key of ['rolling_period_type', 'rolling_period_duration']) {
        if (membership[key] === undefined || membership[key] === null) {
          add([...path, key], 'is required when period_type is ROLLING');
        }
      }
    }
    if (membership.period_type === 'FIXED') {
      for (const key of ['fixed_period_start_at', 'fixed_period_end_at']) {
        if (membership[key] === undefined || membership[key] === null) {
          add([...path, key], 'is required when period_type is FIXED');
        }
      }
      ordered(
        membership.fixed_period_start_at,
        membership.fixed_period_end_at,
        [...path, 'fixed_period_end_at'],
        'fixed_period_end_at must be after fixed_period_start_at',
        true,
      );
    }
  }
  for (const [resource, path] of entries(file, 'resources')) {
    refer(resource.booking_configuration, configurations, 'booking configuration cuid', [
      ...path,
      'booking_configuration',
    ]);
    if (resource.location !== null)
      refer(resource.location, locations, 'location cuid', [...path, 'location']);
    const starts = new Map<number, Path>();
    list(resource.availabilities).forEach((slot, index) => {
      const start = at(record(slot).start_at);
      const slotPath = [...path, 'availabilities', index, 'start_at'];
      if (start === undefined) return;
      const first = starts.get(start);
      if (first) add(slotPath, `duplicate slot start (also at ${formatPath(first)})`);
      else starts.set(start, slotPath);
    });
  }

  // Site: page section settings and element ids
  const settingTargets: Record<SettingReference, ReadonlySet<string>> = {
    catalogs,
    segments,
    activities: activitySlugs,
    memberships,
    vouchers,
  };
  for (const [page, path] of entries(file, 'pages')) {
    const ids = new Map<string, Path>();
    const visit = (element: unknown, elementPath: Path) => {
      const node = record(element);
      if (typeof node.id === 'string') {
        const first = ids.get(node.id);
        if (first)
          add([...elementPath, 'id'], `duplicate element id "${node.id}" (also at ${formatPath(first)})`);
        else ids.set(node.id, elementPath);
      }
      const settings = record(node.settings);
      const resolved: Raw = { ...settings };
      for (const key of Object.keys(SETTING_REFERENCES) as SettingReference[]) {
        if (!(key in settings)) continue;
        const settingPath = [...elementPath, 'settings', key];
        if (!Array.isArray(settings[key])) continue;
        list(settings[key]).forEach((item, index) => {
          if (typeof item === 'number') {
            add(
              [...settingPath, index],
              `database ids are not known before import: give the ${SETTING_REFERENCES[key]} instead`,
            );
          } else refer(item, settingTargets[key], SETTING_REFERENCES[key], [...settingPath, index]);
        });
        resolved[key] = list(settings[key]).map(() => 1);
      }
      if (node.element === 'section') {
        const parsed = sectionSettingsSchema.safeParse(resolved);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const issuePath = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
            add([...elementPath, 'settings', ...issuePath], `section setting: ${describeIssue(issue)}`);
          }
        }
      }
      list(node.children).forEach((child, index) => {
        visit(child, [...elementPath, 'children', index]);
      });
    };
    list(page.content).forEach((element, index) => {
      visit(element, [...path, 'content', index]);
    });
  }

  // Customers: custom data by field title, checked with the storefront's own custom-field rules
  const fields = entries(file, 'custom_fields').map(([field, path], index) => ({
    field,
    path,
    id: index + 1,
  }));
  unique(
    fields.map(({ field, path }) => [
      typeof field.entity === 'string' && typeof field.title === 'string'
        ? `${field.entity}: ${field.title}`
        : undefined,
      [...path, 'title'],
    ]),
    'custom field',
  );
  for (const { field, path } of fields) {
    const choices = list(field.choices);
    if (typeof field.type === 'string' && field.type.startsWith('CHOICES_') && choices.length === 0) {
      add([...path, 'choices'], `a ${field.type} field needs choices`);
    }
    unique(
      choices.map((choice, index) => [choice, [...path, 'choices', index]]),
      'choice',
    );
  }
  const checkCustomData = (owner: Raw, path: Path, entity: CustomField['entity']) => {
    const own = fields.filter(({ field }) => field.entity === entity && field.active !== false);
    const given = new Set<string>();
    list(owner.custom_data).forEach((item, index) => {
      const entry = record(item);
      const entryPath = [...path, 'custom_data', index];
      if (typeof entry.field !== 'string') return;
      const match = own.find(({ field }) => field.title === entry.field);
      if (!match) {
        add([...entryPath, 'field'], `unknown ${entity.toLowerCase()} custom field "${entry.field}"`);
        return;
      }
      if (given.has(entry.field)) add([...entryPath, 'field'], `custom field "${entry.field}" given twice`);
      given.add(entry.field);
      const rule = customFieldRule(match.field, match.id);
      if (!rule) return;
      const value =
        rule.type === 'CHOICES_MULTIPLE' && typeof entry.data === 'string'
          ? entry.data.split(MULTIPLE_CHOICE_SEPARATOR)
          : entry.data;
      const parsed = customFieldValueSchema(rule).safeParse(value);
      if (!parsed.success) {
        const reason = parsed.error.issues[0]?.message ?? 'invalid';
        add(
          [...entryPath, 'data'],
          reason === 'pattern_mismatch'
            ? `does not match the field's pattern ${String(rule.pattern)}`
            : reason === 'not_allowed'
              ? `not one of the field's choices (${rule.choices.map((choice) => choice.label).join(', ')})`
              : (KNOWN_KEYS[reason] ?? reason.replace(/_/g, ' ')),
        );
      }
    });
    for (const { field } of own) {
      if (field.required === true && typeof field.title === 'string' && !given.has(field.title)) {
        add([...path, 'custom_data'], `required custom field "${field.title}" is missing`);
      }
    }
  };
  // Documents: offered for a known activity, asking for known custom fields
  for (const [document, path] of entries(file, 'documents')) {
    if (document.activity !== null)
      refer(document.activity, activitySlugs, 'activity slug', [...path, 'activity']);
    list(document.pages).forEach((page, pageIndex) => {
      list(record(page).elements).forEach((item, index) => {
        const element = record(item);
        if (element.type !== 'CUSTOM_FIELD' || typeof element.field !== 'string') return;
        const known = fields.some(
          ({ field }) => field.entity === element.entity && field.title === element.field,
        );
        if (!known) {
          add(
            [...path, 'pages', pageIndex, 'elements', index, 'field'],
            `unknown ${String(element.entity).toLowerCase()} custom field "${element.field}"`,
          );
        }
      });
    });
  }

  for (const [customer, path] of entries(file, 'customers')) {
    checkCustomData(customer, path, 'CUSTOMERS');
    list(customer.participants).forEach((participant, index) => {
      checkCustomData(record(participant), [...path, 'participants', index], 'PARTICIPANTS');
    });
  }

  // Whole numbers the database stores as `integer`
  for (const section of Object.keys(file)) {
    if (section === 'website' || section === 'pages' || section === 'organiser') continue;
    const walk = (value: unknown, path: Path) => {
      if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) > INT4_MAX) {
        add(path, `${value} is too large (at most ${INT4_MAX})`);
      } else if (Array.isArray(value)) {
        value.forEach((item, index) => {
          walk(item, [...path, index]);
        });
      } else if (value !== null && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
      }
    };
    walk(file[section], [section]);
  }
  return issues;
}

/** A file's custom field as the core custom-field rules take it; null when the entry is malformed. */
function customFieldRule(field: Raw, id: number): CustomField | null {
  const parsed = customFieldFile.safeParse(field);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    id,
    order: id - 1,
    choices: parsed.data.choices.map((label, index) => ({ id: index + 1, label })),
  };
}

/** A custom data entry of a file as stored: lists of labels joined by ", ". */
export function customDataText(data: string | string[]): string {
  return Array.isArray(data) ? data.join(MULTIPLE_CHOICE_SEPARATOR) : data;
}
