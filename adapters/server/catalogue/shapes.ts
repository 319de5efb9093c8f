import type { z } from 'zod';
import type {
  activitySchema,
  availabilityDateSchema,
  availabilitySchema,
  categorySchema,
  locationSchema,
  optionSchema,
  questionSchema,
} from '../../../core/schemas/index';
import type { AvailabilitiesTable, Database } from '../../db/index';

/** Catalogue rows → the core schemas' shapes, loaded in batches (one query per relation, never one per row). */

type Category = z.input<typeof categorySchema>;
type Activity = z.input<typeof activitySchema>;
type Location = z.input<typeof locationSchema>;
type AvailabilityDate = z.input<typeof availabilityDateSchema>;
type Availability = z.input<typeof availabilitySchema>;

type AvailabilityRow = {
  [K in keyof AvailabilitiesTable]: K extends 'id' | 'deposit' | 'registered'
    ? number
    : AvailabilitiesTable[K];
};

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/** Categories of each activity, ordered by group then category order. */
async function categoriesOf(db: Database, activityIds: readonly number[]): Promise<Map<number, Category[]>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('activity_categories as link')
    .innerJoin('categories as category', 'category.id', 'link.category_id')
    .leftJoin('category_groups as grp', 'grp.id', 'category.group_id')
    .select([
      'link.activity_id',
      'category.cuid',
      'category.title',
      'category.order',
      'grp.cuid as group_cuid',
      'grp.title as group_title',
      'grp.scope as group_scope',
    ])
    .where('link.activity_id', 'in', [...activityIds])
    .orderBy('grp.order')
    .orderBy('category.order')
    .orderBy('category.id')
    .execute();
  const byActivity = groupBy(rows, (row) => row.activity_id);
  return new Map(
    [...byActivity].map(([activityId, list]) => [
      activityId,
      list.map((row) => ({
        cuid: row.cuid,
        title: row.title,
        order: row.order,
        group:
          row.group_cuid && row.group_title && row.group_scope
            ? { cuid: row.group_cuid, title: row.group_title, scope: row.group_scope }
            : null,
      })),
    ]),
  );
}

/** Activities by id, with their categories. */
export async function loadActivities(db: Database, ids: readonly number[]): Promise<Map<number, Activity>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, categories] = await Promise.all([
    db.selectFrom('activities').selectAll().where('id', 'in', unique).execute(),
    categoriesOf(db, unique),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        cuid: row.cuid,
        title: row.title,
        slug: row.slug,
        description: row.description,
        images: row.images,
        instructions: row.instructions,
        age_minimum: row.age_minimum,
        age_maximum: row.age_maximum,
        default_capacity: row.default_capacity,
        default_price: row.default_price,
        default_deposit: row.default_deposit,
        categories: categories.get(row.id) ?? [],
        registration_flow: row.registration_flow,
        settings: { allow_registrations_after_start: row.allow_registrations_after_start },
      },
    ]),
  );
}

async function loadLocations(db: Database, ids: readonly number[]): Promise<Map<number, Location>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'name', 'title', 'street', 'number', 'postcode', 'city'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map(({ id, ...location }) => [id, location]));
}

async function loadDates(db: Database, availabilityIds: readonly number[]) {
  if (availabilityIds.length === 0) return new Map<number, AvailabilityDate[]>();
  const rows = await db
    .selectFrom('availability_dates')
    .select(['id', 'cuid', 'availability_id', 'start_at', 'end_at', 'status', 'capacity', 'registered'])
    .where('availability_id', 'in', [...availabilityIds])
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  const byAvailability = groupBy(rows, (row) => row.availability_id);
  return new Map(
    [...byAvailability].map(([availabilityId, list]) => [
      availabilityId,
      list.map(({ availability_id: _, ...date }) => date),
    ]),
  );
}

/** Availability rows → availabilities with their activity, location, dates and categories. */
export async function shapeAvailabilities(
  db: Database,
  rows: readonly AvailabilityRow[],
): Promise<Availability[]> {
  const [activities, locations, dates] = await Promise.all([
    loadActivities(
      db,
      rows.map((row) => row.activity_id),
    ),
    loadLocations(
      db,
      rows.flatMap((row) => (row.location_id === null ? [] : [row.location_id])),
    ),
    loadDates(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const activity = activities.get(row.activity_id);
    if (!activity) throw new Error(`availability ${row.id} has no activity`);
    return {
      id: row.id,
      cuid: row.cuid,
      status: row.status,
      registrations_start_at: row.registrations_start_at,
      registrations_end_at: row.registrations_end_at,
      start_at: row.start_at,
      end_at: row.end_at,
      price: row.price,
      deposit: row.deposit,
      capacity: row.capacity,
      registered: row.registered,
      age_minimum: row.age_minimum ?? activity.age_minimum ?? null,
      age_maximum: row.age_maximum ?? activity.age_maximum ?? null,
      location: row.location_id === null ? null : (locations.get(row.location_id) ?? null),
      dates: dates.get(row.id) ?? [],
      categories: activity.categories ?? [],
      activity,
    };
  });
}

/** The options (with prices) and questions (with choices) of an activity, in display order. */
export async function optionsAndQuestions(
  db: Database,
  activityId: number,
): Promise<{
  options: Array<z.input<typeof optionSchema>>;
  questions: Array<z.input<typeof questionSchema>>;
}> {
  const [options, prices, questions, choices] = await Promise.all([
    db
      .selectFrom('options')
      .select(['id', 'title', 'description', 'order', 'answer_required'])
      .where('activity_id', '=', activityId)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('option_prices as price')
      .innerJoin('options as option', 'option.id', 'price.option_id')
      .select(['price.id', 'price.label', 'price.amount', 'price.percentage', 'price.option_id'])
      .where('option.activity_id', '=', activityId)
      .orderBy('price.id')
      .execute(),
    db
      .selectFrom('questions')
      .select(['id', 'title', 'description', 'type', 'required', 'order'])
      .where('activity_id', '=', activityId)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('question_choices as choice')
      .innerJoin('questions as question', 'question.id', 'choice.question_id')
      .select(['choice.id', 'choice.label', 'choice.order', 'choice.question_id'])
      .where('question.activity_id', '=', activityId)
      .orderBy('choice.order')
      .orderBy('choice.id')
      .execute(),
  ]);
  const pricesByOption = groupBy(prices, (price) => price.option_id);
  const choicesByQuestion = groupBy(choices, (choice) => choice.question_id);
  return {
    options: options.map((option) => ({
      ...option,
      prices: (pricesByOption.get(option.id) ?? []).map((price) => ({
        ...price,
        percentage: price.percentage === null ? null : Number(price.percentage),
      })),
    })),
    questions: questions.map((question) => ({
      ...question,
      choices: (choicesByQuestion.get(question.id) ?? []).map(({ question_id: _, ...choice }) => choice),
    })),
  };
}
