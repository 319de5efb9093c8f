import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, Tables } from '../db/index';
import { hashPassword } from '../server/passwords';
import { sanitizeHtml, sanitizeNullableHtml } from '../server/security/sanitize-html';
import { cleanPageContent } from '../server/security/stored-html';
import { newCuid, randomToken } from '../server/tokens';
import { customDataText, formatPath, type OrganiserFile, validateOrganiserFile } from './import-file';

export interface ImportOptions {
  /** Delete the organiser that has the file's hostname first (in the same transaction; everything it owns cascades). */
  replace?: boolean;
}

/** Rows written per table. */
export type ImportCounts = { [T in WrittenTable]: number };

export type ImportResult =
  | {
      ok: true;
      organiser: { id: number; cuid: string; hostname: string; name: string };
      /** Whether an organiser with that hostname was deleted first. */
      replaced: boolean;
      counts: ImportCounts;
    }
  | {
      ok: false;
      /** validation: the file itself; conflict: hostname or cuids already in the database; database: a write failed. */
      stage: 'validation' | 'conflict' | 'database';
      /** `path: message` lines. */
      errors: string[];
    };

/** Tables an import writes, in the order it writes them (foreign keys first). */
const WRITTEN_TABLES = [
  'organisers',
  'websites',
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
  'availabilities',
  'availability_dates',
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
  'resource_availabilities',
  'blog_articles',
  'coupons',
  'discounts',
  'volume_discounts',
  'documents',
  'website_pages',
  'customers',
  'participants',
  'newsletter_subscriptions',
] as const satisfies ReadonlyArray<keyof Tables>;
type WrittenTable = (typeof WRITTEN_TABLES)[number];

/** Tables with a `serial` id whose ids the import takes from their sequence before writing. */
type SerialTable = Exclude<
  WrittenTable,
  'websites' | 'activity_categories' | 'catalog_activities' | 'segment_availabilities' | 'bundle_activities'
>;

/** Raised inside the transaction to roll it back with a report. */
class ImportRefused extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/**
 * Validates an organiser file, then writes everything it holds in one transaction: all of it or nothing.
 * Refuses when the hostname or any cuid already exists (unless `replace` deletes the organiser that has
 * that hostname first, inside the same transaction).
 */
export async function importOrganiser(
  db: Database,
  input: unknown,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const validated = validateOrganiserFile(input);
  if (!validated.ok) return { ok: false, stage: 'validation', errors: validated.errors };
  const file = validated.file;
  // Hashing is slow on purpose: done before the transaction opens, so it holds no locks meanwhile.
  const passwordHashes = await Promise.all(file.customers.map((customer) => hashPassword(customer.password)));
  try {
    return await db.transaction().execute(async (trx) => {
      let replaced = false;
      if (options.replace) {
        const deleted = await trx
          .deleteFrom('organisers')
          .where('hostname', '=', file.organiser.hostname)
          .executeTakeFirst();
        replaced = Number(deleted.numDeletedRows) > 0;
      }
      const conflicts = await findConflicts(trx, file, options.replace === true);
      if (conflicts.length > 0) throw new ImportRefused(conflicts);
      const { organiserId, counts } = await writeOrganiser(trx, file, passwordHashes);
      return {
        ok: true as const,
        organiser: {
          id: organiserId,
          cuid: file.organiser.cuid,
          hostname: file.organiser.hostname,
          name: file.organiser.name,
        },
        replaced,
        counts,
      };
    });
  } catch (error) {
    if (error instanceof ImportRefused) return { ok: false, stage: 'conflict', errors: error.lines };
    return { ok: false, stage: 'database', errors: [databaseMessage(error)] };
  }
}

/** A result as lines for people: the summary, or the report. */
export function describeImport(result: ImportResult): string {
  if (!result.ok) {
    const heading = {
      validation: 'The file is not valid; nothing was imported:',
      conflict: 'The file clashes with the database; nothing was imported:',
      database: 'The database refused the import; nothing was imported:',
    }[result.stage];
    return [heading, ...result.errors.map((line) => `  ${line}`)].join('\n');
  }
  const { organiser, counts } = result;
  const rows = WRITTEN_TABLES.filter((table) => counts[table] > 0).map(
    (table) => `  ${table.padEnd(24)} ${String(counts[table]).padStart(5)}`,
  );
  return [
    `${result.replaced ? 'Replaced' : 'Imported'} organiser "${organiser.name}" (${organiser.hostname}, id ${organiser.id}, cuid ${organiser.cuid}):`,
    ...rows,
  ].join('\n');
}

function databaseMessage(error: unknown): string {
  if (!(error instanceof Error)) return `database: ${String(error)}`;
  const details = error as Error & { detail?: string; table?: string; constraint?: string };
  const where = [
    details.table && `table ${details.table}`,
    details.constraint && `constraint ${details.constraint}`,
  ]
    .filter(Boolean)
    .join(', ');
  return `database: ${error.message}${details.detail ? ` (${details.detail})` : ''}${where ? ` [${where}]` : ''}`;
}

/** Cuids of the file, per table, with where each one is in the file. */
function fileCuids(file: OrganiserFile): Array<[table: string, cuid: string, path: string]> {
  const rows: Array<[string, string, string]> = [];
  const each = <T extends { cuid?: string | undefined }>(
    table: string,
    items: readonly T[],
    section: string,
  ) => {
    items.forEach((item, index) => {
      if (item.cuid) rows.push([table, item.cuid, formatPath([section, index, 'cuid'])]);
    });
  };
  each('locations', file.locations, 'locations');
  each('category_groups', file.category_groups, 'category_groups');
  each('categories', file.categories, 'categories');
  each('periods', file.periods, 'periods');
  each('activities', file.activities, 'activities');
  file.activities.forEach((activity, index) => {
    each('request_tiers', activity.tiers, formatPath(['activities', index, 'tiers']));
  });
  each('availabilities', file.availabilities, 'availabilities');
  file.availabilities.forEach((availability, index) => {
    each('availability_dates', availability.dates, formatPath(['availabilities', index, 'dates']));
  });
  each('catalogs', file.catalogs, 'catalogs');
  each('segments', file.segments, 'segments');
  each('bundles', file.bundles, 'bundles');
  each('memberships', file.memberships, 'memberships');
  each('vouchers', file.vouchers, 'vouchers');
  each('booking_configurations', file.booking_configurations, 'booking_configurations');
  each('resources', file.resources, 'resources');
  each('blog_articles', file.blog_articles, 'blog_articles');
  each('coupons', file.coupons, 'coupons');
  each('documents', file.documents, 'documents');
  each('customers', file.customers, 'customers');
  file.customers.forEach((customer, index) => {
    each('participants', customer.participants, formatPath(['customers', index, 'participants']));
  });
  return rows;
}

const MAX_CLASHES_LISTED = 20;

/** The file's hostname and cuids that the database already holds (one query for all tables). */
async function findConflicts(trx: Transaction<Tables>, file: OrganiserFile, replacing: boolean) {
  const lines: string[] = [];
  const hostOwner = await trx
    .selectFrom('organisers')
    .select(['cuid', 'hostname'])
    .where((eb) =>
      eb.or([eb('hostname', '=', file.organiser.hostname), eb('cuid', '=', file.organiser.cuid)]),
    )
    .execute();
  for (const owner of hostOwner) {
    if (owner.hostname === file.organiser.hostname) {
      lines.push(
        `organiser.hostname: an organiser with hostname "${owner.hostname}" already exists${replacing ? '' : ' (import with replace to replace it)'}`,
      );
    } else {
      lines.push(`organiser.cuid: "${owner.cuid}" already exists (organiser ${owner.hostname})`);
    }
  }
  const cuids = fileCuids(file);
  const byTable = new Map<string, string[]>();
  for (const [table, cuid] of cuids) byTable.set(table, [...(byTable.get(table) ?? []), cuid]);
  if (byTable.size > 0) {
    const { rows } = await sql<{ table_name: string; cuid: string }>`${sql.join(
      [...byTable].map(
        ([table, values]) =>
          sql`select ${table}::text as table_name, cuid from ${sql.table(table)} where cuid in (${sql.join(values)})`,
      ),
      sql` union all `,
    )}`.execute(trx);
    const taken = new Set(rows.map((row) => `${row.table_name} ${row.cuid}`));
    const clashes = cuids.filter(([table, cuid]) => taken.has(`${table} ${cuid}`));
    for (const [table, cuid, path] of clashes.slice(0, MAX_CLASHES_LISTED)) {
      lines.push(`${path}: "${cuid}" already exists in ${table}`);
    }
    if (clashes.length > MAX_CLASHES_LISTED) {
      lines.push(`… and ${clashes.length - MAX_CLASHES_LISTED} more cuids that already exist`);
    }
  }
  return lines;
}

/** Ids for new rows, taken from each table's sequence in one round trip, ascending per table. */
async function allocateIds(
  trx: Kysely<Tables>,
  needs: Record<SerialTable, number>,
): Promise<Record<SerialTable, number[]>> {
  const wanted = (Object.entries(needs) as Array<[SerialTable, number]>).filter(([, count]) => count > 0);
  const ids = Object.fromEntries(Object.keys(needs).map((table) => [table, [] as number[]])) as Record<
    SerialTable,
    number[]
  >;
  if (wanted.length === 0) return ids;
  const { rows } = await sql<{ table_name: SerialTable; id: number }>`${sql.join(
    wanted.map(
      ([table, count]) =>
        sql`select ${table}::text as table_name, nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count}::int)`,
    ),
    sql` union all `,
  )}`.execute(trx);
  for (const row of rows) ids[row.table_name].push(Number(row.id));
  for (const list of Object.values(ids)) list.sort((a, b) => a - b);
  return ids;
}

/** Inserts rows in statements of at most `CHUNK` rows (PostgreSQL takes at most 65535 parameters). */
const CHUNK = 500;
async function insertRows<T extends WrittenTable>(
  trx: Kysely<Tables>,
  table: T,
  rows: ReadonlyArray<Insertable<Tables[T]>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // Kysely cannot relate a generic table name to its row type; the signature above keeps callers exact.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .execute();
  }
}

const json = (value: unknown) => JSON.stringify(value);
const idAt = <T>(values: readonly T[], index: number): T => {
  const value = values[index];
  if (value === undefined) throw new Error(`no value for row ${index}`);
  return value;
};
const lookup = <K>(map: ReadonlyMap<K, number>, key: K, what: string): number => {
  const id = map.get(key);
  if (id === undefined) throw new Error(`unresolved ${what} "${String(key)}"`);
  return id;
};

/** Builds every row with its id, then writes table by table. */
async function writeOrganiser(
  trx: Transaction<Tables>,
  file: OrganiserFile,
  passwordHashes: readonly string[],
): Promise<{ organiserId: number; counts: ImportCounts }> {
  const options = file.activities.flatMap((activity, activityIndex) =>
    activity.options.map((option, order) => ({ option, order, activityIndex })),
  );
  const questions = file.activities.flatMap((activity, activityIndex) =>
    activity.questions.map((question, order) => ({ question, order, activityIndex })),
  );
  const tiers = file.activities.flatMap((activity, activityIndex) =>
    activity.tiers.map((tier, order) => ({ tier, order, activityIndex })),
  );
  const dates = file.availabilities.flatMap((availability, availabilityIndex) =>
    availability.dates.map((date) => ({ date, availabilityIndex })),
  );
  const slots = file.resources.flatMap((resource, resourceIndex) =>
    resource.availabilities.map((slot) => ({ slot, resourceIndex })),
  );
  const participants = file.customers.flatMap((customer, customerIndex) =>
    customer.participants.map((participant) => ({ participant, customerIndex })),
  );
  const ids = await allocateIds(trx, {
    organisers: 1,
    custom_fields: file.custom_fields.length,
    locations: file.locations.length,
    category_groups: file.category_groups.length,
    categories: file.categories.length,
    periods: file.periods.length,
    activities: file.activities.length,
    options: options.length,
    option_prices: options.reduce((sum, { option }) => sum + option.prices.length, 0),
    questions: questions.length,
    question_choices: questions.reduce((sum, { question }) => sum + question.choices.length, 0),
    request_tiers: tiers.length,
    availabilities: file.availabilities.length,
    availability_dates: dates.length,
    catalogs: file.catalogs.length,
    segments: file.segments.length,
    bundles: file.bundles.length,
    memberships: file.memberships.length,
    vouchers: file.vouchers.length,
    booking_configurations: file.booking_configurations.length,
    resources: file.resources.length,
    resource_availabilities: slots.length,
    blog_articles: file.blog_articles.length,
    coupons: file.coupons.length,
    discounts: file.discounts.length,
    volume_discounts: file.volume_discounts.length,
    documents: file.documents.length,
    website_pages: file.pages.length,
    customers: file.customers.length,
    participants: participants.length,
    newsletter_subscriptions: file.customers.filter((customer) => customer.newsletter).length,
  });
  const organiserId = idAt(ids.organisers, 0);
  const owned = { organiser_id: organiserId };
  const byKey = <T>(items: readonly T[], key: (item: T) => string, table: readonly number[]) =>
    new Map(items.map((item, index) => [key(item), idAt(table, index)]));
  const locationIds = byKey(file.locations, (location) => location.cuid, ids.locations);
  const groupIds = byKey(file.category_groups, (group) => group.cuid, ids.category_groups);
  const categoryIds = byKey(file.categories, (category) => category.cuid, ids.categories);
  const activityIds = byKey(file.activities, (activity) => activity.slug, ids.activities);
  const availabilityIds = byKey(file.availabilities, (availability) => availability.cuid, ids.availabilities);
  const catalogIds = byKey(file.catalogs, (catalog) => catalog.cuid, ids.catalogs);
  const segmentIds = byKey(file.segments, (segment) => segment.cuid, ids.segments);
  const membershipIds = byKey(file.memberships, (membership) => membership.cuid, ids.memberships);
  const voucherIds = byKey(file.vouchers, (voucher) => voucher.cuid, ids.vouchers);
  const configurationIds = byKey(
    file.booking_configurations,
    (config) => config.cuid,
    ids.booking_configurations,
  );
  const fieldIds = new Map(
    file.custom_fields.map((field, index) => [
      `${field.entity}: ${field.title}`,
      idAt(ids.custom_fields, index),
    ]),
  );
  const customData = (
    entity: 'CUSTOMERS' | 'PARTICIPANTS',
    data: ReadonlyArray<{ field: string; data: string | string[] }>,
  ) =>
    json(
      data
        .map((entry) => ({
          field_id: lookup(fieldIds, `${entity}: ${entry.field}`, 'custom field'),
          data: customDataText(entry.data),
        }))
        .filter((entry) => entry.data !== ''),
    );
  const settingIds: Record<string, ReadonlyMap<string, number>> = {
    catalogs: catalogIds,
    segments: segmentIds,
    activities: activityIds,
    memberships: membershipIds,
    vouchers: voucherIds,
  };
  type Element = OrganiserFile['pages'][number]['content'][number];
  const resolveElement = (element: Element): Element => {
    const settings = { ...element.settings };
    for (const [key, known] of Object.entries(settingIds)) {
      const value = settings[key];
      if (Array.isArray(value)) settings[key] = value.map((ref) => lookup(known, String(ref), key));
    }
    return { ...element, settings, children: element.children.map(resolveElement) };
  };

  const rows = {
    organisers: [
      {
        id: organiserId,
        cuid: file.organiser.cuid,
        hostname: file.organiser.hostname,
        name: file.organiser.name,
        logo: file.organiser.logo,
        language: file.organiser.language,
        settings: json(file.organiser.settings),
      },
    ],
    websites: [
      {
        ...owned,
        theme: json(file.website.theme),
        topbar: json(file.website.topbar),
        header: json(file.website.header),
        footer: json(file.website.footer),
      },
    ],
    custom_fields: file.custom_fields.map((field, order) => ({
      ...owned,
      id: idAt(ids.custom_fields, order),
      entity: field.entity,
      type: field.type,
      title: field.title,
      description: field.description,
      required: field.required,
      active: field.active,
      order,
      pattern: field.pattern,
      choices: json(field.choices.map((label, index) => ({ id: index + 1, label }))),
    })),
    locations: file.locations.map((location, index) => ({
      ...owned,
      id: idAt(ids.locations, index),
      cuid: location.cuid,
      name: location.name ?? null,
      title: location.title ?? null,
      street: location.street ?? null,
      number: location.number ?? null,
      postcode: location.postcode ?? null,
      city: location.city ?? null,
      latitude: location.latitude,
      longitude: location.longitude,
    })),
    category_groups: file.category_groups.map((group, index) => ({
      ...owned,
      id: idAt(ids.category_groups, index),
      cuid: group.cuid,
      title: group.title,
      scope: group.scope,
      order: group.order ?? index,
    })),
    categories: file.categories.map((category, index) => ({
      ...owned,
      id: idAt(ids.categories, index),
      cuid: category.cuid,
      group_id: category.group === null ? null : lookup(groupIds, category.group, 'category group'),
      title: category.title,
      order: category.order ?? index,
    })),
    periods: file.periods.map((period, index) => ({
      ...owned,
      id: idAt(ids.periods, index),
      cuid: period.cuid,
      title: period.title,
      start_at: period.start_at,
      end_at: period.end_at,
    })),
    activities: file.activities.map((activity, index) => ({
      ...owned,
      id: idAt(ids.activities, index),
      cuid: activity.cuid,
      title: activity.title,
      slug: activity.slug,
      description: sanitizeNullableHtml(activity.description),
      images: json(activity.images),
      instructions: sanitizeNullableHtml(activity.instructions),
      age_minimum: activity.age_minimum,
      age_maximum: activity.age_maximum,
      default_capacity: activity.default_capacity,
      default_price: activity.default_price,
      default_deposit: activity.default_deposit,
      partial_registration_fee: activity.partial_registration_fee,
      registration_flow: activity.registration_flow,
      allow_registrations_after_start: activity.settings.allow_registrations_after_start,
    })),
    activity_categories: file.activities.flatMap((activity, index) =>
      [...new Set(activity.categories)].map((category) => ({
        ...owned,
        activity_id: idAt(ids.activities, index),
        category_id: lookup(categoryIds, category, 'category'),
      })),
    ),
    options: options.map(({ option, order, activityIndex }, index) => ({
      ...owned,
      id: idAt(ids.options, index),
      activity_id: idAt(ids.activities, activityIndex),
      title: option.title,
      description: option.description,
      order,
      answer_required: option.answer_required,
    })),
    option_prices: options
      .flatMap(({ option }, optionIndex) => option.prices.map((price) => ({ price, optionIndex })))
      .map(({ price, optionIndex }, index) => ({
        ...owned,
        id: idAt(ids.option_prices, index),
        option_id: idAt(ids.options, optionIndex),
        label: price.label,
        amount: price.amount,
        percentage: price.percentage,
      })),
    questions: questions.map(({ question, order, activityIndex }, index) => ({
      ...owned,
      id: idAt(ids.questions, index),
      activity_id: idAt(ids.activities, activityIndex),
      title: question.title,
      description: question.description,
      type: question.type,
      required: question.required,
      order,
    })),
    question_choices: questions
      .flatMap(({ question }, questionIndex) =>
        question.choices.map((label, order) => ({ label, order, questionIndex })),
      )
      .map(({ label, order, questionIndex }, index) => ({
        ...owned,
        id: idAt(ids.question_choices, index),
        question_id: idAt(ids.questions, questionIndex),
        label,
        order,
      })),
    request_tiers: tiers.map(({ tier, order, activityIndex }, index) => ({
      ...owned,
      id: idAt(ids.request_tiers, index),
      cuid: tier.cuid,
      activity_id: idAt(ids.activities, activityIndex),
      name: tier.name,
      minimum_availabilities: tier.minimum_availabilities,
      maximum_availabilities: tier.maximum_availabilities,
      order,
    })),
    availabilities: file.availabilities.map((availability, index) => ({
      ...owned,
      id: idAt(ids.availabilities, index),
      cuid: availability.cuid,
      activity_id: lookup(activityIds, availability.activity, 'activity'),
      location_id:
        availability.location === null ? null : lookup(locationIds, availability.location, 'location'),
      status: availability.status,
      registrations_start_at: availability.registrations_start_at,
      registrations_end_at: availability.registrations_end_at,
      start_at: availability.start_at,
      end_at: availability.end_at,
      price: availability.price,
      deposit: availability.deposit,
      capacity: availability.capacity,
      registered: availability.registered,
      age_minimum: availability.age_minimum,
      age_maximum: availability.age_maximum,
    })),
    availability_dates: dates.map(({ date, availabilityIndex }, index) => ({
      ...owned,
      id: idAt(ids.availability_dates, index),
      cuid: date.cuid,
      availability_id: idAt(ids.availabilities, availabilityIndex),
      start_at: date.start_at,
      end_at: date.end_at,
      status: date.status,
      capacity: date.capacity,
      registered: date.registered,
    })),
    catalogs: file.catalogs.map((catalog, index) => ({
      ...owned,
      id: idAt(ids.catalogs, index),
      cuid: catalog.cuid,
      title: catalog.title,
    })),
    catalog_activities: file.catalogs.flatMap((catalog, index) =>
      [...new Set(catalog.activities)].map((slug) => ({
        ...owned,
        catalog_id: idAt(ids.catalogs, index),
        activity_id: lookup(activityIds, slug, 'activity'),
      })),
    ),
    segments: file.segments.map((segment, index) => ({
      ...owned,
      id: idAt(ids.segments, index),
      cuid: segment.cuid,
      title: segment.title,
    })),
    segment_availabilities: file.segments.flatMap((segment, index) =>
      [...new Set(segment.availabilities)].map((cuid) => ({
        ...owned,
        segment_id: idAt(ids.segments, index),
        availability_id: lookup(availabilityIds, cuid, 'availability'),
      })),
    ),
    bundles: file.bundles.map((bundle, index) => ({
      ...owned,
      id: idAt(ids.bundles, index),
      cuid: bundle.cuid,
      title: bundle.title,
      slug: bundle.slug,
      price: bundle.price,
      images: json(bundle.images),
      description: sanitizeNullableHtml(bundle.description),
      capacity: bundle.capacity,
      duration: bundle.duration,
      expires_at: bundle.expires_at,
      entity: bundle.entity,
      order: index,
    })),
    bundle_activities: file.bundles.flatMap((bundle, index) =>
      [...new Set(bundle.activities)].map((slug) => ({
        ...owned,
        bundle_id: idAt(ids.bundles, index),
        activity_id: lookup(activityIds, slug, 'activity'),
      })),
    ),
    memberships: file.memberships.map((membership, index) => ({
      ...owned,
      id: idAt(ids.memberships, index),
      cuid: membership.cuid,
      title: membership.title,
      slug: membership.slug,
      price: membership.price,
      images: json(membership.images),
      description: sanitizeNullableHtml(membership.description),
      entity: membership.entity,
      period_type: membership.period_type,
      rolling_period_type: membership.rolling_period_type,
      rolling_period_duration: membership.rolling_period_duration,
      fixed_period_start_at: membership.fixed_period_start_at,
      fixed_period_end_at: membership.fixed_period_end_at,
      order: index,
    })),
    vouchers: file.vouchers.map((voucher, index) => ({
      ...owned,
      id: idAt(ids.vouchers, index),
      cuid: voucher.cuid,
      title: voucher.title,
      slug: voucher.slug,
      price: voucher.price,
      amount: voucher.amount,
      duration: voucher.duration,
      images: json(voucher.images),
      description: sanitizeNullableHtml(voucher.description),
      order: index,
    })),
    coupons: file.coupons.map((coupon, index) => ({
      ...owned,
      id: idAt(ids.coupons, index),
      cuid: coupon.cuid,
      code: coupon.code,
      title: coupon.title,
      label: coupon.label,
      amount: coupon.amount,
      percentage: coupon.percentage,
      min_total_amount: coupon.min_total_amount,
      active: coupon.active,
      starts_at: coupon.starts_at,
      ends_at: coupon.ends_at,
      usage_limit: coupon.usage_limit,
    })),
    discounts: file.discounts.map((discount, index) => ({
      ...owned,
      id: idAt(ids.discounts, index),
      title: discount.title,
      activity_id: discount.activity === null ? null : lookup(activityIds, discount.activity, 'activity'),
      amount: discount.amount,
      percentage: discount.percentage,
      starts_at: discount.starts_at,
      ends_at: discount.ends_at,
    })),
    volume_discounts: file.volume_discounts.map((tier, index) => ({
      ...owned,
      id: idAt(ids.volume_discounts, index),
      activity_id: tier.activity === null ? null : lookup(activityIds, tier.activity, 'activity'),
      minimum_registrations: tier.minimum_registrations,
      amount: tier.amount,
      percentage: tier.percentage,
    })),
    documents: file.documents.map((document, index) => ({
      ...owned,
      id: idAt(ids.documents, index),
      cuid: document.cuid,
      activity_id: document.activity === null ? null : lookup(activityIds, document.activity, 'activity'),
      title: document.title,
      description: document.description,
      icon: document.icon,
      payment_requirement: document.payment_requirement,
      date_requirement: document.date_requirement,
      pages: json(
        document.pages.map((page) => ({
          elements: page.elements.map((element) =>
            element.type === 'TEXT'
              ? { type: element.type, text: element.text, settings: element.settings }
              : {
                  type: element.type,
                  custom_field_id: lookup(fieldIds, `${element.entity}: ${element.field}`, 'custom field'),
                  required: element.required,
                  settings: element.settings,
                },
          ),
        })),
      ),
      sort_order: index,
    })),
    booking_configurations: file.booking_configurations.map((configuration, index) => ({
      ...owned,
      id: idAt(ids.booking_configurations, index),
      cuid: configuration.cuid,
      title: configuration.title,
    })),
    resources: file.resources.map((resource, index) => ({
      ...owned,
      id: idAt(ids.resources, index),
      cuid: resource.cuid,
      booking_configuration_id: lookup(
        configurationIds,
        resource.booking_configuration,
        'booking configuration',
      ),
      location_id: resource.location === null ? null : lookup(locationIds, resource.location, 'location'),
      name: resource.name,
      images: json(resource.images),
    })),
    resource_availabilities: slots.map(({ slot, resourceIndex }, index) => ({
      ...owned,
      id: idAt(ids.resource_availabilities, index),
      resource_id: idAt(ids.resources, resourceIndex),
      start_at: slot.start_at,
      prices: json(slot.prices),
      booked: slot.booked,
    })),
    blog_articles: file.blog_articles.map((article, index) => ({
      ...owned,
      id: idAt(ids.blog_articles, index),
      cuid: article.cuid,
      slug: article.slug,
      title: article.title,
      content: sanitizeHtml(article.content),
      images: json(article.images),
      created_at: article.created_at,
    })),
    website_pages: file.pages.map((page, index) => ({
      ...owned,
      id: idAt(ids.website_pages, index),
      pathname: page.pathname,
      title: page.title,
      description: page.description,
      type: page.type,
      content: json(cleanPageContent(page.content.map(resolveElement))),
    })),
    customers: file.customers.map((customer, index) => ({
      ...owned,
      id: idAt(ids.customers, index),
      cuid: customer.cuid ?? newCuid(),
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: customer.email,
      phone: customer.phone,
      address: json(customer.address),
      custom_data: customData('CUSTOMERS', customer.custom_data),
      password_hash: idAt(passwordHashes, index),
      wallet_amount: customer.wallet_amount,
      deleted_at: null,
    })),
    participants: participants.map(({ participant, customerIndex }, index) => ({
      ...owned,
      id: idAt(ids.participants, index),
      cuid: participant.cuid ?? newCuid(),
      customer_id: idAt(ids.customers, customerIndex),
      firstname: participant.firstname,
      lastname: participant.lastname,
      birthdate: participant.birthdate,
      custom_data: customData('PARTICIPANTS', participant.custom_data),
      deleted_at: null,
    })),
    newsletter_subscriptions: file.customers
      .map((customer, customerIndex) => ({ customer, customerIndex }))
      .filter(({ customer }) => customer.newsletter)
      .map(({ customer }, index) => ({
        ...owned,
        id: idAt(ids.newsletter_subscriptions, index),
        email: customer.email,
        token: randomToken(),
        unsubscribed_at: null,
      })),
  } satisfies { [T in WrittenTable]: Array<Insertable<Tables[T]>> };

  const counts = {} as ImportCounts;
  for (const table of WRITTEN_TABLES) {
    const tableRows: ReadonlyArray<Insertable<Tables[typeof table]>> = rows[table];
    await insertRows(trx, table, tableRows);
    counts[table] = tableRows.length;
  }
  return { organiserId, counts };
}
