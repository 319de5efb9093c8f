import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/** Organisers (tenants), their sites, customers, participants, sessions, reset tokens, mail outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table organisers (
      id serial primary key,
      cuid text not null unique,
      hostname text not null unique,
      name text not null,
      logo text,
      language text not null check (language in ('fr', 'en')),
      settings jsonb not null,
      created_at timestamptz not null default now()
    );
    create table websites (
      organiser_id integer primary key references organisers(id) on delete cascade,
      theme jsonb not null,
      topbar jsonb not null,
      header jsonb not null,
      footer jsonb not null
    );
    create table website_pages (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      pathname text not null check (pathname like '/%'),
      title text not null,
      description text,
      type text not null check (type in ('DEFAULT', 'AVAILABILITY')),
      content jsonb not null,
      unique (organiser_id, pathname)
    );
    create table custom_fields (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      entity text not null check (entity in ('CUSTOMERS', 'PARTICIPANTS')),
      type text not null check (type in ('TEXT', 'LONGTEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE')),
      title text not null,
      description text,
      required boolean not null default false,
      active boolean not null default true,
      "order" integer not null default 0,
      pattern text,
      choices jsonb not null default '[]'
    );
    create table customers (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      firstname text not null,
      lastname text not null,
      email text not null,
      phone text not null,
      address jsonb,
      custom_data jsonb not null default '[]',
      password_hash text not null,
      wallet_amount integer not null default 0 check (wallet_amount >= 0),
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    );
    create unique index customers_email_per_organiser on customers (organiser_id, lower(email)) where deleted_at is null;
    create table participants (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      firstname text not null,
      lastname text not null,
      birthdate date,
      custom_data jsonb not null default '[]',
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    );
    create index participants_of_customer on participants (organiser_id, customer_id) where deleted_at is null;
    create table sessions (
      token_hash text primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index sessions_of_customer on sessions (customer_id);
    create table password_reset_tokens (
      token_hash text primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create table mail_outbox (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      recipient text not null,
      template text not null,
      language text not null check (language in ('fr', 'en')),
      subject text not null,
      body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create table newsletter_subscriptions (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      email text not null,
      token text not null unique,
      unsubscribed_at timestamptz
    );
    create table address_book (
      id serial primary key,
      address text not null,
      street text not null,
      number text not null,
      postcode text not null,
      city text not null,
      state text,
      country text not null,
      longitude double precision not null,
      latitude double precision not null
    );
    create index address_book_search on address_book (lower(address));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table address_book, newsletter_subscriptions, mail_outbox, password_reset_tokens, sessions,
      participants, customers, custom_fields, website_pages, websites, organisers;
  `,
  );
}
