import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index';
import { verifyPassword } from '../server/passwords';
import { describeImport, importOrganiser } from './import';
import { formatPath, organiserFileSchema, validateOrganiserFile } from './import-file';
import { drivers, openTestDatabase, tableCounts } from './test-database';

type Json = Record<string, unknown>;
const EXAMPLE_PATH = new URL('./examples/organiser.example.json', import.meta.url);
const example = (): Json => JSON.parse(readFileSync(EXAMPLE_PATH, 'utf8')) as Json;
const HOST = 'example-club.localhost';

/** Sets the value at a path of a JSON document (a copy). */
function withValue(file: Json, path: ReadonlyArray<string | number>, value: unknown): Json {
  const copy = structuredClone(file);
  let node: unknown = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
  (node as Record<string | number, unknown>)[path.at(-1) as string | number] = value;
  return copy;
}
const valueAt = (file: Json, path: ReadonlyArray<string | number>): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], file);

/** A file with one problem of each kind the report must name. */
function badExample(): { file: Json; paths: string[] } {
  let file = example();
  file = withValue(file, ['activities', 0, 'categories', 1], 'no-such-category');
  file = withValue(file, ['activities', 1, 'slug'], 'stage-football');
  file = withValue(file, ['activities', 0, 'default_price'], 140.5);
  file = withValue(file, ['availabilities', 0, 'dates', 2, 'end_at'], '2027-04-29T16:00:00+02:00');
  file = withValue(file, ['availabilities', 1, 'registered'], 9);
  file = withValue(file, ['availabilities', 0, 'capacity'], 'twelve');
  file = withValue(file, ['vouchers', 0, 'price'], '30');
  file = withValue(file, ['periods', 0, 'start_at'], '2027-04-24');
  return {
    file,
    paths: [
      'activities[0].categories[1]',
      'activities[1].slug',
      'activities[0].default_price',
      'availabilities[0].dates[2].end_at',
      'availabilities[1].registered',
      'availabilities[0].capacity',
      'vouchers[0].price',
      'periods[0].start_at',
    ],
  };
}

/** Every place the example refers to another entry, and the kind of entry it names. */
const REFERENCES: Array<{ path: Array<string | number>; kind: string }> = [
  { path: ['categories', 0, 'group'], kind: 'group' },
  { path: ['categories', 1, 'group'], kind: 'group' },
  { path: ['activities', 0, 'categories', 0], kind: 'category' },
  { path: ['activities', 1, 'categories', 0], kind: 'category' },
  { path: ['availabilities', 0, 'activity'], kind: 'activity' },
  { path: ['availabilities', 1, 'activity'], kind: 'activity' },
  { path: ['availabilities', 0, 'location'], kind: 'location' },
  { path: ['availabilities', 1, 'location'], kind: 'location' },
  { path: ['catalogs', 0, 'activities', 0], kind: 'activity' },
  { path: ['catalogs', 0, 'activities', 1], kind: 'activity' },
  { path: ['segments', 0, 'availabilities', 0], kind: 'availability' },
  { path: ['bundles', 0, 'activities', 0], kind: 'activity' },
  { path: ['resources', 0, 'booking_configuration'], kind: 'configuration' },
  { path: ['resources', 0, 'location'], kind: 'location' },
  { path: ['pages', 0, 'content', 0, 'settings', 'catalogs', 0], kind: 'catalog' },
  { path: ['customers', 0, 'participants', 0, 'custom_data', 0, 'field'], kind: 'field' },
];
/** Where each kind of entry keeps the key references use. */
const TARGETS: Array<{ path: Array<string | number>; kind: string }> = [
  { path: ['category_groups', 0, 'cuid'], kind: 'group' },
  { path: ['categories', 0, 'cuid'], kind: 'category' },
  { path: ['categories', 1, 'cuid'], kind: 'category' },
  { path: ['activities', 0, 'slug'], kind: 'activity' },
  { path: ['activities', 1, 'slug'], kind: 'activity' },
  { path: ['locations', 0, 'cuid'], kind: 'location' },
  { path: ['availabilities', 0, 'cuid'], kind: 'availability' },
  { path: ['booking_configurations', 0, 'cuid'], kind: 'configuration' },
  { path: ['catalogs', 0, 'cuid'], kind: 'catalog' },
  { path: ['custom_fields', 0, 'title'], kind: 'field' },
];

describe('validateOrganiserFile', () => {
  it('accepts the example file, and so does the complete schema', () => {
    const result = validateOrganiserFile(example());
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(organiserFileSchema.safeParse(example()).success).toBe(true);
  });

  it('applies the defaults of fields a file leaves out', () => {
    const result = validateOrganiserFile(example());
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const [foot, painting] = result.file.activities;
    expect(foot?.registration_flow).toBe('DIRECT');
    expect(foot?.settings).toEqual({ allow_registrations_after_start: false });
    expect(painting).toMatchObject({
      default_deposit: 0,
      options: [],
      questions: [],
      tiers: [],
      description: null,
    });
    expect(result.file.organiser.settings).toMatchObject({
      create_participant: true,
      cart_expiry_minutes: 15,
    });
    expect(result.file.availabilities[1]).toMatchObject({ deposit: 0, registrations_start_at: null });
  });

  it('names every bad path of a file in one report, each once', () => {
    const { file, paths } = badExample();
    const result = validateOrganiserFile(file);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    for (const path of paths)
      expect(
        errors.some((line) => line.startsWith(`${path}: `)),
        path,
      ).toBe(true);
    expect(new Set(errors).size).toBe(errors.length);
    expect(errors).toContain('activities[0].categories[1]: unknown category cuid "no-such-category"');
    expect(errors).toContain('availabilities[1].registered: registered (9) exceeds capacity (8)');
    expect(errors.find((line) => line.startsWith('activities[0].default_price'))).toMatch(/cents/);
    expect(errors.find((line) => line.startsWith('activities[1].slug'))).toMatch(/duplicate activity slug/);
  });

  it('reports unknown keys, missing fields and numeric ids where references are expected', () => {
    let file = withValue(example(), ['activities', 0, 'deafult_price'], 1);
    file = withValue(file, ['pages', 0, 'content', 0, 'settings', 'catalogs', 0], 7);
    delete (valueAt(file, ['locations', 0]) as Json).cuid;
    const result = validateOrganiserFile(file);
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        'activities[0]: unknown key "deafult_price"',
        'locations[0].cuid: is required',
        expect.stringMatching(
          /^pages\[0\]\.content\[0\]\.settings\.catalogs\[0\]: database ids are not known/,
        ),
      ]),
    );
  });

  it('checks customers’ custom data with the storefront’s custom-field rules', () => {
    let file = withValue(
      example(),
      ['customers', 0, 'participants', 0, 'custom_data', 0, 'data'],
      'Peut-être',
    );
    file = withValue(file, ['customers', 0, 'participants', 1], { firstname: 'Noa', lastname: 'Martin' });
    const result = validateOrganiserFile(file);
    expect(result.ok ? [] : result.errors).toEqual([
      "customers[0].participants[0].custom_data[0].data: not one of the field's choices (Oui, Non)",
      'customers[0].participants[1].custom_data: required custom field "Sait nager" is missing',
    ]);
  });

  it('refuses values the database cannot store and membership periods that do not fit', () => {
    let file = withValue(example(), ['bundles', 0, 'duration'], 3_000_000_000);
    file = withValue(file, ['memberships', 0, 'rolling_period_type'], null);
    file = withValue(file, ['activities', 0, 'options', 1, 'prices', 0, 'percentage'], 5.125);
    const result = validateOrganiserFile(file);
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^bundles\[0\]\.duration: 3000000000 is too large/),
        'memberships[0].rolling_period_type: is required when period_type is ROLLING',
        'activities[0].options[1].prices[0].percentage: a percentage has at most 2 decimals',
      ]),
    );
  });

  it('checks coupons and discounts: one of amount or percentage, codes unique in any case, known activities', () => {
    let file = withValue(
      example(),
      ['coupons'],
      [
        { cuid: 'c-1', code: 'ETE', title: 'Été', percentage: 10 },
        { cuid: 'c-2', code: 'ete', title: 'Été bis', amount: 500 },
        { cuid: 'c-3', code: 'BOTH', title: 'Both', amount: 500, percentage: 5 },
      ],
    );
    file = withValue(file, ['discounts'], [{ title: 'Fratrie', activity: 'no-such-activity', amount: 500 }]);
    file = withValue(file, ['volume_discounts'], [{ minimum_registrations: 1, amount: 500 }]);
    const result = validateOrganiserFile(file);
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        'coupons[1].code: duplicate coupon code "ete"',
        'coupons[2].amount: exactly one of amount and percentage',
        'discounts[0].activity: unknown activity slug "no-such-activity"',
        expect.stringMatching(/^volume_discounts\[0\]\.minimum_registrations: /),
      ]),
    );
  });

  it('reports a file that is not an object at all', () => {
    expect(validateOrganiserFile([])).toEqual({ ok: false, errors: ['(file): expected object, got a list'] });
  });
});

describe.each(drivers)('importOrganiser on %s', { timeout: 120_000 }, (driver) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(driver));
  });
  afterAll(async () => {
    await close?.();
  });
  afterEach(async () => {
    await db.deleteFrom('organisers').execute();
  });

  /** Imports and checks nothing at all was written. */
  const expectNothingWritten = async (file: unknown, options = {}) => {
    const before = await tableCounts(db);
    const result = await importOrganiser(db, file, options);
    expect(await tableCounts(db)).toEqual(before);
    return result;
  };

  it('imports the example file: one row per entry, exactly the counts it reports', async () => {
    const before = await tableCounts(db);
    const result = await importOrganiser(db, example());
    if (!result.ok) throw new Error(describeImport(result));
    const after = await tableCounts(db);
    const {
      search_documents: documents = 0,
      catalogue_versions: versions = 0,
      ...written
    } = Object.fromEntries(
      Object.keys(after)
        .map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)] as const)
        .filter(([, count]) => count !== 0),
    );
    expect(written).toEqual(
      Object.fromEntries(Object.entries(result.counts).filter(([, count]) => count > 0)),
    );
    // The site search's documents are the database's own (triggers of migration 0012): one per activity,
    // blog article and website page written.
    const { activities = 0, blog_articles = 0, website_pages = 0 } = result.counts as Record<string, number>;
    expect(documents).toBe(activities + blog_articles + website_pages);
    // The catalogue's version (triggers of migration 0015): one row for the organiser written.
    expect(versions).toBe(1);
    expect(result.counts).toMatchObject({
      organisers: 1,
      activities: 2,
      options: 2,
      option_prices: 2,
      questions: 2,
      question_choices: 3,
      availabilities: 2,
      availability_dates: 4,
      catalog_activities: 2,
      resource_availabilities: 2,
      customers: 1,
      participants: 1,
      newsletter_subscriptions: 1,
    });
    expect(describeImport(result)).toMatch(/^Imported organiser "Club Exemple" \(example-club\.localhost/);
  });

  it('stores what the file says: references as ids, instants in UTC, custom data by field id, hashed passwords', async () => {
    const result = await importOrganiser(db, example());
    if (!result.ok) throw new Error(describeImport(result));
    const organiserId = result.organiser.id;
    const catalog = await db
      .selectFrom('catalogs')
      .select('id')
      .where('cuid', '=', 'ex-catalog-stages')
      .executeTakeFirstOrThrow();
    const page = await db
      .selectFrom('website_pages')
      .select('content')
      .where('organiser_id', '=', organiserId)
      .executeTakeFirstOrThrow();
    expect((page.content[0] as { settings: Json }).settings).toMatchObject({ catalogs: [catalog.id] });
    const date = await db
      .selectFrom('availability_dates')
      .select(['start_at', 'status', 'registered'])
      .where('cuid', '=', 'ex-av-foot-paques-d2')
      .executeTakeFirstOrThrow();
    expect(date).toEqual({ start_at: '2027-04-27T07:00:00.000Z', status: 'FULL', registered: 12 });
    const prices = await db
      .selectFrom('option_prices')
      .select(['amount', 'percentage'])
      .orderBy('id')
      .execute();
    expect(
      prices.map((price) => [price.amount, price.percentage === null ? null : Number(price.percentage)]),
    ).toEqual([
      [1500, null],
      [null, 5],
    ]);
    const field = await db
      .selectFrom('custom_fields')
      .select(['id', 'choices'])
      .where('organiser_id', '=', organiserId)
      .executeTakeFirstOrThrow();
    expect(field.choices).toEqual([
      { id: 1, label: 'Oui' },
      { id: 2, label: 'Non' },
    ]);
    const participant = await db
      .selectFrom('participants')
      .select(['custom_data', 'birthdate'])
      .executeTakeFirstOrThrow();
    expect(participant).toEqual({
      custom_data: [{ field_id: field.id, data: 'Oui' }],
      birthdate: '2019-03-14',
    });
    const customer = await db
      .selectFrom('customers')
      .select(['password_hash', 'email'])
      .executeTakeFirstOrThrow();
    expect(customer.email).toBe('alex@example.be');
    expect(customer.password_hash).not.toContain('example-password');
    expect(await verifyPassword('example-password', customer.password_hash)).toBe(true);
    const links = await db
      .selectFrom('activity_categories as link')
      .innerJoin('categories', 'categories.id', 'link.category_id')
      .innerJoin('activities', 'activities.id', 'link.activity_id')
      .select(['activities.slug', 'categories.cuid'])
      .orderBy('activities.slug')
      .execute();
    expect(links).toEqual([
      { slug: 'atelier-peinture', cuid: 'ex-cat-arts' },
      { slug: 'stage-football', cuid: 'ex-cat-sport' },
    ]);
  });

  it('writes nothing for a bad file and reports each bad path', async () => {
    const { file, paths } = badExample();
    const result = await expectNothingWritten(file);
    expect(result).toMatchObject({ ok: false, stage: 'validation' });
    const errors = result.ok ? [] : result.errors;
    for (const path of paths)
      expect(
        errors.some((line) => line.startsWith(`${path}: `)),
        path,
      ).toBe(true);
    expect(describeImport(result)).toMatch(/^The file is not valid; nothing was imported:\n {2}/);
  });

  it('refuses a hostname that already exists and writes nothing', async () => {
    expect((await importOrganiser(db, example())).ok).toBe(true);
    const renamed = structuredClone(example());
    // Same hostname, fresh cuids: only the hostname clashes.
    const result = await expectNothingWritten(
      JSON.parse(JSON.stringify(renamed).replaceAll('"ex-', '"ex2-')),
    );
    expect(result).toEqual({
      ok: false,
      stage: 'conflict',
      errors: [
        `organiser.hostname: an organiser with hostname "${HOST}" already exists (import with replace to replace it)`,
      ],
    });
  });

  it('refuses cuids that another organiser holds and writes nothing', async () => {
    expect((await importOrganiser(db, example())).ok).toBe(true);
    const other = withValue(
      withValue(example(), ['organiser', 'hostname'], 'other.localhost'),
      ['organiser', 'cuid'],
      'ex-other',
    );
    const result = await expectNothingWritten(other);
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        'activities[0].cuid: "ex-act-foot" already exists in activities',
        'availabilities[0].dates[1].cuid: "ex-av-foot-paques-d2" already exists in availability_dates',
      ]),
    );
  });

  it('stores organiser HTML sanitised, so reads send it as stored (issue 17 §2)', async () => {
    const payload =
      '<p onclick="alert(1)">Salut <em>toi</em></p><script>alert(1)</script><a href="javascript:x">l</a>';
    const clean = '<p>Salut <em>toi</em></p>l';
    let file = withValue(example(), ['activities', 0, 'description'], payload);
    file = withValue(file, ['activities', 0, 'instructions'], payload);
    file = withValue(file, ['blog_articles', 0, 'content'], payload);
    file = withValue(file, ['bundles', 0, 'description'], payload);
    const page = valueAt(file, ['pages', 0, 'content']) as Json[];
    const richText = {
      id: 'xss-block',
      element: 'block',
      type: 'rich-text',
      family: 'blocks',
      name: 'rich-text',
      children: [],
      settings: { html: payload },
    };
    file = withValue(file, ['pages', 0, 'content'], [...page, richText]);
    const result = await importOrganiser(db, file);
    if (!result.ok) throw new Error(describeImport(result));
    const organiserId = result.organiser.id;
    const activity = await db
      .selectFrom('activities')
      .select(['description', 'instructions'])
      .where('organiser_id', '=', organiserId)
      .where('cuid', '=', valueAt(file, ['activities', 0, 'cuid']) as string)
      .executeTakeFirstOrThrow();
    expect(activity).toEqual({ description: clean, instructions: clean });
    const article = await db
      .selectFrom('blog_articles')
      .select('content')
      .where('organiser_id', '=', organiserId)
      .executeTakeFirstOrThrow();
    expect(article.content).toBe(clean);
    const bundle = await db
      .selectFrom('bundles')
      .select('description')
      .where('organiser_id', '=', organiserId)
      .where('cuid', '=', valueAt(file, ['bundles', 0, 'cuid']) as string)
      .executeTakeFirstOrThrow();
    expect(bundle.description).toBe(clean);
    const stored = await db
      .selectFrom('website_pages')
      .select('content')
      .where('organiser_id', '=', organiserId)
      .where('pathname', '=', valueAt(file, ['pages', 0, 'pathname']) as string)
      .executeTakeFirstOrThrow();
    const blocks = stored.content as Array<{ id: string; settings: Json }>;
    expect(blocks.find((block) => block.id === 'xss-block')?.settings.html).toBe(clean);
  });

  it('replaces the organiser with that hostname when asked, in the same transaction', async () => {
    const first = await importOrganiser(db, example());
    if (!first.ok) throw new Error(describeImport(first));
    const counts = await tableCounts(db);
    const changed = withValue(example(), ['organiser', 'name'], 'Club Exemple (2027)');
    const second = await importOrganiser(db, changed, { replace: true });
    if (!second.ok) throw new Error(describeImport(second));
    expect(second.replaced).toBe(true);
    expect(second.organiser.id).not.toBe(first.organiser.id);
    // The replaced organiser's catalogue version row stays (no process will ask for it again).
    expect(await tableCounts(db)).toEqual({
      ...counts,
      catalogue_versions: (counts.catalogue_versions ?? 0) + 1,
    });
    const organisers = await db.selectFrom('organisers').select(['id', 'name']).execute();
    expect(organisers).toEqual([{ id: second.organiser.id, name: 'Club Exemple (2027)' }]);
    // A replace that fails keeps the organiser it would have replaced.
    const broken = withValue(changed, ['customers', 0, 'lastname'], 'Mar\u0000tin');
    expect(await expectNothingWritten(broken, { replace: true })).toMatchObject({
      ok: false,
      stage: 'database',
    });
    expect(await db.selectFrom('organisers').select('id').execute()).toEqual([{ id: second.organiser.id }]);
  });

  it('leaves nothing when the database refuses a row late in the import (a NUL character)', async () => {
    const file = withValue(example(), ['customers', 0, 'participants', 0, 'lastname'], 'Mar\u0000tin');
    expect(validateOrganiserFile(file).ok).toBe(true);
    const result = await expectNothingWritten(file);
    expect(result).toMatchObject({ ok: false, stage: 'database' });
    expect(result.ok ? '' : result.errors[0]).toMatch(/^database: /);
  });

  it('leaves nothing when the very last insert fails', async () => {
    await sql`create function refuse_row() returns trigger language plpgsql as $$ begin raise exception 'refused by test trigger'; end $$`.execute(
      db,
    );
    await sql`create trigger refuse_newsletter before insert on newsletter_subscriptions for each row execute function refuse_row()`.execute(
      db,
    );
    try {
      const result = await expectNothingWritten(example());
      expect(result).toMatchObject({ ok: false, stage: 'database' });
      expect(result.ok ? '' : result.errors[0]).toContain('refused by test trigger');
    } finally {
      await sql`drop trigger refuse_newsletter on newsletter_subscriptions`.execute(db);
      await sql`drop function refuse_row()`.execute(db);
    }
  });

  it('property: any single broken reference is reported at its path and nothing is written', async () => {
    const key = fc.stringMatching(/^[a-z0-9-]{1,10}$/).map((text) => `missing-${text}`);
    const pointElsewhere = fc
      .record({ site: fc.constantFrom(...REFERENCES), value: key })
      .map(({ site, value }) => ({
        file: withValue(example(), site.path, value),
        expected: [formatPath(site.path)],
      }));
    const renameTarget = fc
      .record({ target: fc.constantFrom(...TARGETS), value: key })
      .map(({ target, value }) => {
        const file = example();
        const old = valueAt(file, target.path);
        return {
          file: withValue(file, target.path, value),
          expected: REFERENCES.filter(
            (site) => site.kind === target.kind && valueAt(file, site.path) === old,
          ).map((site) => formatPath(site.path)),
        };
      });
    await fc.assert(
      fc.asyncProperty(fc.oneof(pointElsewhere, renameTarget), async ({ file, expected }) => {
        const result = await expectNothingWritten(file);
        expect(result.ok).toBe(false);
        const errors = result.ok ? [] : result.errors;
        expect(expected.length).toBeGreaterThan(0);
        for (const path of expected)
          expect(
            errors.some((line) => line.startsWith(`${path}: `)),
            path,
          ).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
