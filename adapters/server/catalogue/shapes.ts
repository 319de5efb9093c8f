import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { z } from 'zod';
import { effectiveAgeLimits } from '../../../core/catalogue/index';
import type {
  activitySchema,
  availabilitySchema,
  categorySchema,
  optionSchema,
  questionSchema,
} from '../../../core/schemas/index';
import type { AvailabilitiesTable, Database, Tables } from '../../db/index';
import { heldSeats } from '../cart/holds';

/** Catalogue rows → the core schemas' shapes, loaded in batches (one query per relation, never one per row). */

type Category = z.input<typeof categorySchema>;
type Activity = z.input<typeof activitySchema>;
type Availability = z.input<typeof availabilitySchema>;

type AvailabilityRow = {
  [K in keyof AvailabilitiesTable]: K extends 'id' | 'deposit' | 'registered'
    ? number
    : AvailabilitiesTable[K];
};

/** Instants inside JSON aggregates arrive as PostgreSQL writes them (`…+00:00`): the API writes ISO Z. */
const toIso = (value: string) => new Date(value).toISOString();

type TimeField =
  | 'cuid'
  | 'status'
  | 'registrations_start_at'
  | 'registrations_end_at'
  | 'start_at'
  | 'end_at';

/** An availability's state and times, as every shape of it shows them (and the core's seat rules read them). */
export const availabilityTimes = <Row extends Record<TimeField, unknown>>(
  row: Row,
): Pick<Row, TimeField> => ({
  cuid: row.cuid,
  status: row.status,
  registrations_start_at: row.registrations_start_at,
  registrations_end_at: row.registrations_end_at,
  start_at: row.start_at,
  end_at: row.end_at,
});

/**
 * An instant as the API writes it (ISO, milliseconds, Z), by PostgreSQL: the dates' instants arrive inside
 * JSON, where the driver's timestamp parser does not reach them.
 */
export const isoInstant = (column: 'd.start_at' | 'd.end_at') =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Dates read back from a JSON aggregate, with their instants in ISO form. */
export const withIsoInstants = <Row extends { start_at: string; end_at: string }>(dates: readonly Row[]) =>
  dates.map((date) => ({ ...date, start_at: toIso(date.start_at), end_at: toIso(date.end_at) }));

type Eb = ExpressionBuilder<Tables, never>;

/** An activity's categories (group first, then category order) as a JSON array, for the activity `ac`. */
const categoriesJson = (eb: Eb) =>
  jsonArrayFrom(
    eb
      .selectFrom('activity_categories as link')
      .innerJoin('categories as category', 'category.id', 'link.category_id')
      .leftJoin('category_groups as grp', 'grp.id', 'category.group_id')
      .select((inner) => [
        'category.cuid',
        'category.title',
        'category.order',
        jsonObjectFrom(
          inner
            .selectFrom('category_groups as g')
            .select(['g.cuid', 'g.title', 'g.scope'])
            .whereRef('g.id', '=', 'category.group_id'),
        ).as('group'),
      ])
      .whereRef('link.activity_id', '=', sql.ref('ac.id'))
      .orderBy('grp.order')
      .orderBy('category.order')
      .orderBy('category.id'),
  );

/**
 * Seats held now (cart/holds.ts `heldSeats`) on the availability `av` and on the date `d`: the catalogue's
 * `registered` counts them, so the browser shows the same free capacity the cart enforces.
 */
export const heldOnAvailability = (now: string) => heldSeats('availabilities', 'av', now);
export const heldOnDate = (now: string) => heldSeats('availability_dates', 'd', now);

/** Activities by id, with their categories: one query. */
export async function loadActivities(db: Database, ids: readonly number[]): Promise<Map<number, Activity>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('activities as ac')
    .selectAll('ac')
    .select((eb) => categoriesJson(eb as unknown as Eb).as('categories'))
    .where('ac.id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, activityOut(row)]));
}

function activityOut(row: {
  id: number;
  cuid: string;
  title: string;
  slug: string;
  description: string | null;
  images: Activity['images'];
  instructions: string | null;
  age_minimum: number | null;
  age_maximum: number | null;
  default_capacity: number | null;
  default_price: number;
  default_deposit: number;
  registration_flow: string;
  allow_registrations_after_start: boolean;
  partial_registration_fee: number | null;
  categories: Category[];
}): Activity {
  return {
    id: row.id,
    cuid: row.cuid,
    title: row.title,
    slug: row.slug,
    // Organiser HTML is stored sanitised (security/stored-html.ts): sent as it is, no parsing on read.
    description: row.description,
    images: row.images,
    instructions: row.instructions,
    age_minimum: row.age_minimum,
    age_maximum: row.age_maximum,
    default_capacity: row.default_capacity,
    default_price: row.default_price,
    default_deposit: row.default_deposit,
    categories: row.categories,
    registration_flow: row.registration_flow,
    settings: { allow_registrations_after_start: row.allow_registrations_after_start },
    partial_registration_fee: row.partial_registration_fee,
  };
}

type AvailabilityEb = ExpressionBuilder<Tables & { av: AvailabilitiesTable }, 'av'>;

/**
 * What an availability `av` brings along, built by PostgreSQL as JSON in the same statement (so the cost
 * does not grow with the number of relations; PGlite pays a fixed price per statement): the seats carts
 * hold on it, its location, its dates with their held seats, and its activity with its categories.
 */
const availabilityRelations = (eb: AvailabilityEb, now: string) =>
  [
    heldOnAvailability(now).as('held'),
    jsonObjectFrom(
      eb
        .selectFrom('locations as l')
        .select([
          'l.name',
          'l.title',
          'l.street',
          'l.number',
          'l.postcode',
          'l.city',
          'l.latitude',
          'l.longitude',
        ])
        .whereRef('l.id', '=', 'av.location_id'),
    ).as('location'),
    jsonArrayFrom(
      eb
        .selectFrom('availability_dates as d')
        .select(['d.id', 'd.cuid', 'd.start_at', 'd.end_at', 'd.status', 'd.capacity'])
        .select(sql<number>`d.registered + ${heldOnDate(now)}`.as('registered'))
        .whereRef('d.availability_id', '=', 'av.id')
        .orderBy('d.start_at')
        .orderBy('d.id'),
    ).as('dates'),
    jsonObjectFrom(
      eb
        .selectFrom('activities as ac')
        .selectAll('ac')
        .select((inner) => categoriesJson(inner as unknown as Eb).as('categories'))
        .whereRef('ac.id', '=', 'av.activity_id'),
    ).as('activity'),
  ] as const;

type Related = {
  held: number;
  location: Availability['location'];
  dates: NonNullable<Availability['dates']>;
  activity: unknown;
};

/** An availability row and what it brings along → the availability schema's shape. */
function availabilityOut(row: AvailabilityRow, related: Related): Availability {
  if (!related.activity) throw new Error(`availability ${row.id} has no activity`);
  const activity = activityOut(related.activity as Parameters<typeof activityOut>[0]);
  return {
    id: row.id,
    ...availabilityTimes(row),
    price: row.price,
    deposit: row.deposit,
    capacity: row.capacity,
    registered: row.registered + Number(related.held),
    ...effectiveAgeLimits(row, activity),
    location: related.location,
    dates: withIsoInstants(related.dates),
    categories: activity.categories ?? [],
    activity,
  };
}

/** Availability rows → availabilities with their activity (and its categories), location and dates: one query. */
export async function shapeAvailabilities(
  db: Database,
  rows: readonly AvailabilityRow[],
  now: string,
): Promise<Availability[]> {
  if (rows.length === 0) return [];
  const related = await db
    .selectFrom('availabilities as av')
    .where(
      'av.id',
      'in',
      rows.map((row) => row.id),
    )
    .select((eb) => ['av.id', ...availabilityRelations(eb, now)])
    .execute();
  const byId = new Map(related.map((row) => [row.id, row]));
  return rows.map((row) => {
    const extra = byId.get(row.id);
    if (!extra) throw new Error(`availability ${row.id} was not read back`);
    return availabilityOut(row, extra as Related);
  });
}

/**
 * The organiser's availabilities of these ids, shaped as `shapeAvailabilities` shapes rows, read in one
 * statement (the row and what it brings along).
 */
export async function shapeAvailabilitiesById(
  db: Database,
  organiserId: number,
  ids: readonly number[],
  now: string,
): Promise<Availability[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('availabilities as av')
    .selectAll('av')
    .select((eb) => availabilityRelations(eb, now))
    .where('av.organiser_id', '=', organiserId)
    .where('av.id', 'in', [...ids])
    .execute();
  return rows.map(({ held, location, dates, activity, ...row }) =>
    availabilityOut(row, { held, location, dates, activity } as Related),
  );
}

/**
 * The options (with prices) and questions (with choices) of an activity, in display order, as two JSON
 * sub-queries: `activityId` is a value or a column of the caller's statement (the cart add folds them into
 * its availability read, where every round trip counts).
 */
export const activityForm = (eb: Eb, activityId: number | Expression<number>) => ({
  options: jsonArrayFrom(
    eb
      .selectFrom('options as option')
      .select((inner) => [
        'option.id',
        'option.title',
        'option.description',
        'option.order',
        'option.answer_required',
        jsonArrayFrom(
          inner
            .selectFrom('option_prices as price')
            .select(['price.id', 'price.label', 'price.amount', 'price.percentage', 'price.option_id'])
            .whereRef('price.option_id', '=', 'option.id')
            .orderBy('price.id'),
        ).as('prices'),
      ])
      .where('option.activity_id', '=', activityId)
      .orderBy('option.order')
      .orderBy('option.id'),
  ),
  questions: jsonArrayFrom(
    eb
      .selectFrom('questions as question')
      .select((inner) => [
        'question.id',
        'question.title',
        'question.description',
        'question.type',
        'question.required',
        'question.order',
        jsonArrayFrom(
          inner
            .selectFrom('question_choices as choice')
            .select(['choice.id', 'choice.label', 'choice.order'])
            .whereRef('choice.question_id', '=', 'question.id')
            .orderBy('choice.order')
            .orderBy('choice.id'),
        ).as('choices'),
      ])
      .where('question.activity_id', '=', activityId)
      .orderBy('question.order')
      .orderBy('question.id'),
  ),
});

type FormRow = {
  options: Array<
    Omit<z.input<typeof optionSchema>, 'prices'> & {
      prices: Array<{
        id: number;
        label: string;
        amount: number | null;
        percentage: string | number | null;
        option_id: number;
      }>;
    }
  >;
  questions: Array<z.input<typeof questionSchema>>;
};

/** `activityForm`'s two columns as the schemas carry them (numeric percentages arrive as text or numbers). */
export function activityFormOut(row: FormRow): {
  options: Array<z.input<typeof optionSchema>>;
  questions: Array<z.input<typeof questionSchema>>;
} {
  return {
    options: row.options.map((option) => ({
      ...option,
      prices: option.prices.map((price) => ({
        ...price,
        percentage: price.percentage === null ? null : Number(price.percentage),
      })),
    })),
    questions: row.questions,
  };
}

/** The options (with prices) and questions (with choices) of an activity, in display order. */
export async function optionsAndQuestions(db: Database, activityId: number) {
  const row = await db
    .selectNoFrom((eb) => {
      const form = activityForm(eb, activityId);
      return [form.options.as('options'), form.questions.as('questions')];
    })
    .executeTakeFirstOrThrow();
  return activityFormOut(row);
}
