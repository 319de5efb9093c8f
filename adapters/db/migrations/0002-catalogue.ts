import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * The catalogue of part 1 §3: locations, categories, periods, activities with their options and questions,
 * availabilities and their dates, catalogs and segments (the ids sections filter on), request tiers,
 * bundles, memberships, vouchers, resources with priced slots, blog articles.
 *
 * Seats: `registered` is a counter next to `capacity`, guarded by a check constraint, so a seat can only be
 * taken by a conditional update that the database refuses once the capacity is reached: overselling is
 * impossible even under concurrent carts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table locations (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      name text,
      title text,
      street text,
      number text,
      postcode text,
      city text,
      latitude double precision,
      longitude double precision
    );
    create table category_groups (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      title text not null,
      scope text not null,
      "order" integer not null default 0
    );
    create table categories (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      group_id integer references category_groups(id) on delete set null,
      title text not null,
      "order" integer not null default 0
    );
    create table periods (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      title text not null,
      start_at timestamptz not null,
      end_at timestamptz not null,
      check (end_at > start_at)
    );
    create table activities (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      title text not null,
      slug text not null,
      description text,
      images jsonb not null default '[]',
      instructions text,
      age_minimum integer check (age_minimum >= 0),
      age_maximum integer check (age_maximum >= 0),
      default_capacity integer check (default_capacity >= 0),
      default_price integer not null check (default_price >= 0),
      default_deposit integer not null default 0 check (default_deposit >= 0),
      registration_flow text not null default 'DIRECT',
      allow_registrations_after_start boolean not null default false,
      created_at timestamptz not null default now(),
      unique (organiser_id, slug)
    );
    create table activity_categories (
      organiser_id integer not null references organisers(id) on delete cascade,
      activity_id integer not null references activities(id) on delete cascade,
      category_id integer not null references categories(id) on delete cascade,
      primary key (activity_id, category_id)
    );
    create table options (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      activity_id integer not null references activities(id) on delete cascade,
      title text not null,
      description text,
      "order" integer not null default 0,
      answer_required boolean not null default false
    );
    create table option_prices (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      option_id integer not null references options(id) on delete cascade,
      label text not null,
      amount integer,
      percentage numeric(5, 2) check (percentage between 0 and 100),
      check ((amount is null) <> (percentage is null))
    );
    create table questions (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      activity_id integer not null references activities(id) on delete cascade,
      title text not null,
      description text,
      type text not null check (type in ('TEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE')),
      required boolean not null default false,
      "order" integer not null default 0
    );
    create table question_choices (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      question_id integer not null references questions(id) on delete cascade,
      label text not null,
      "order" integer not null default 0
    );
    create table request_tiers (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      activity_id integer not null references activities(id) on delete cascade,
      name text not null,
      minimum_availabilities integer not null check (minimum_availabilities >= 0),
      maximum_availabilities integer not null,
      "order" integer not null default 0,
      check (minimum_availabilities <= maximum_availabilities)
    );
    create table availabilities (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      activity_id integer not null references activities(id) on delete cascade,
      location_id integer references locations(id) on delete set null,
      status text not null check (status in ('OPEN', 'CLOSED', 'FULL', 'OVERLAP')),
      registrations_start_at timestamptz,
      registrations_end_at timestamptz,
      start_at timestamptz not null,
      end_at timestamptz not null,
      price integer not null check (price >= 0),
      deposit integer not null default 0 check (deposit >= 0),
      capacity integer check (capacity >= 0),
      registered integer not null default 0 check (registered >= 0),
      age_minimum integer check (age_minimum >= 0),
      age_maximum integer check (age_maximum >= 0),
      check (end_at >= start_at),
      check (capacity is null or registered <= capacity)
    );
    create index availabilities_listing on availabilities (organiser_id, status, start_at);
    create index availabilities_of_activity on availabilities (activity_id);
    create table availability_dates (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      availability_id integer not null references availabilities(id) on delete cascade,
      start_at timestamptz not null,
      end_at timestamptz not null,
      status text not null check (status in ('OPEN', 'CLOSED', 'FULL', 'OVERLAP')),
      capacity integer check (capacity >= 0),
      registered integer not null default 0 check (registered >= 0),
      check (end_at >= start_at),
      check (capacity is null or registered <= capacity)
    );
    create index availability_dates_of_availability on availability_dates (availability_id, start_at);
    create index availability_dates_listing on availability_dates (organiser_id, start_at);
    create table catalogs (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      title text not null
    );
    create table catalog_activities (
      organiser_id integer not null references organisers(id) on delete cascade,
      catalog_id integer not null references catalogs(id) on delete cascade,
      activity_id integer not null references activities(id) on delete cascade,
      primary key (catalog_id, activity_id)
    );
    create table segments (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      title text not null
    );
    create table segment_availabilities (
      organiser_id integer not null references organisers(id) on delete cascade,
      segment_id integer not null references segments(id) on delete cascade,
      availability_id integer not null references availabilities(id) on delete cascade,
      primary key (segment_id, availability_id)
    );
    create table bundles (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      title text not null,
      slug text not null,
      price integer not null check (price >= 0),
      images jsonb not null default '[]',
      description text,
      capacity integer check (capacity >= 0),
      duration integer check (duration >= 0),
      expires_at timestamptz,
      entity text not null check (entity in ('PARTICIPANTS', 'CUSTOMERS')),
      "order" integer not null default 0,
      unique (organiser_id, slug)
    );
    create table bundle_activities (
      organiser_id integer not null references organisers(id) on delete cascade,
      bundle_id integer not null references bundles(id) on delete cascade,
      activity_id integer not null references activities(id) on delete cascade,
      primary key (bundle_id, activity_id)
    );
    create table memberships (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      title text not null,
      slug text not null,
      price integer not null check (price >= 0),
      images jsonb not null default '[]',
      description text,
      entity text not null check (entity in ('PARTICIPANTS', 'CUSTOMERS')),
      period_type text not null check (period_type in ('ROLLING', 'FIXED')),
      rolling_period_type text check (rolling_period_type in ('DAY', 'WEEK', 'MONTH', 'YEAR')),
      rolling_period_duration integer check (rolling_period_duration >= 1),
      fixed_period_start_at timestamptz,
      fixed_period_end_at timestamptz,
      "order" integer not null default 0,
      unique (organiser_id, slug),
      check (
        (period_type = 'ROLLING' and rolling_period_type is not null and rolling_period_duration is not null)
        or (period_type = 'FIXED' and fixed_period_start_at is not null and fixed_period_end_at > fixed_period_start_at)
      )
    );
    create table vouchers (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      title text not null,
      slug text not null,
      price integer not null check (price >= 0),
      amount integer not null check (amount >= 0),
      duration integer check (duration >= 0),
      images jsonb not null default '[]',
      description text,
      "order" integer not null default 0,
      unique (organiser_id, slug)
    );
    create table booking_configurations (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      title text not null
    );
    create table resources (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      booking_configuration_id integer not null references booking_configurations(id) on delete cascade,
      location_id integer references locations(id) on delete set null,
      name text not null,
      images jsonb not null default '[]'
    );
    create table resource_availabilities (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      resource_id integer not null references resources(id) on delete cascade,
      start_at timestamptz not null,
      prices jsonb not null,
      booked boolean not null default false,
      unique (resource_id, start_at)
    );
    create index resource_availabilities_listing on resource_availabilities (organiser_id, start_at);
    create table blog_articles (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      slug text not null,
      title text not null,
      content text not null,
      images jsonb not null default '[]',
      created_at timestamptz not null default now(),
      unique (organiser_id, slug)
    );
    create index blog_articles_listing on blog_articles (organiser_id, created_at desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table blog_articles, resource_availabilities, resources, booking_configurations, vouchers, memberships,
      bundle_activities, bundles, segment_availabilities, segments, catalog_activities, catalogs,
      availability_dates, availabilities, request_tiers, question_choices, questions, option_prices, options,
      activity_categories, activities, periods, categories, category_groups, locations;
  `,
  );
}
