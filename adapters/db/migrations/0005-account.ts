import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * The customer account (part 1 §2 "Account area", §3 Registration, Review, Document, Attendance charge, Owned
 * membership; part 2 §7 "Registrations, requests, vouchers, documents").
 *
 * - Cancellations keep who cancelled and why (part 1 §4 "Cancellation types: automatic, customer, organiser,
 *   automatic-insufficient-participants") instead of deleting anything a customer paid for.
 * - One review per registration; editing changes it in place.
 * - Documents are organiser models (per activity, or every activity when `activity_id` is null); `pages` holds
 *   the elements the server draws into the PDF.
 * - Attendance charges bill the registration dates a participant attended, per billing cycle.
 * - Memberships renew in cycles; the owned row is the first cycle, renewals are rows of their own.
 * - Payments of an attendance charge and bundles granted by a redeemed voucher belong to no cart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table registrations add column cancelled_at timestamptz;
    alter table registrations add column cancellation_type text check (cancellation_type in ('AUTOMATIC', 'CUSTOMER', 'ORGANISER', 'AUTOMATIC_INSUFFICIENT_PARTICIPANTS'));
    alter table registrations add column cancellation_message text;
    alter table registration_requests add column cancelled_at timestamptz;
    create table reviews (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      registration_id integer not null unique references registrations(id) on delete cascade,
      score integer not null check (score between 0 and 5),
      message text,
      private boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create table documents (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      activity_id integer references activities(id) on delete cascade,
      title text not null,
      description text,
      icon text,
      payment_requirement text check (payment_requirement in ('DEPOSIT', 'TOTAL')),
      date_requirement text check (date_requirement in ('AVAILABILITY_START', 'AVAILABILITY_END')),
      pages jsonb not null default '[]',
      sort_order integer not null default 0
    );
    create index documents_of_organiser on documents (organiser_id, activity_id);
    create table billing_cycles (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      title text not null,
      description text,
      images jsonb not null default '[]',
      start_at timestamptz not null,
      end_at timestamptz not null check (end_at > start_at)
    );
    create table attendance_charges (
      id serial primary key,
      cuid text not null unique,
      reference text not null,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      billing_cycle_id integer not null references billing_cycles(id),
      total_amount integer not null check (total_amount >= 0),
      paid_amount integer not null default 0 check (paid_amount >= 0),
      created_at timestamptz not null
    );
    create index attendance_charges_of_customer on attendance_charges (organiser_id, customer_id, created_at);
    create table attendance_charge_items (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      attendance_charge_id integer not null references attendance_charges(id) on delete cascade,
      registration_date_id integer not null references registration_dates(id),
      arrival timestamptz,
      departure timestamptz,
      duration_minutes integer not null check (duration_minutes >= 0),
      amount integer not null check (amount >= 0),
      unique (attendance_charge_id, registration_date_id)
    );
    alter table customer_memberships add column recurring boolean not null default false;
    create table customer_membership_cycles (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_membership_id integer not null references customer_memberships(id) on delete cascade,
      start_at timestamptz not null,
      end_at timestamptz not null check (end_at > start_at),
      total_amount integer not null check (total_amount >= 0),
      paid_amount integer not null default 0 check (paid_amount >= 0),
      created_at timestamptz not null
    );
    alter table payments alter column cart_id drop not null;
    alter table customer_bundles alter column cart_id drop not null;
    alter table customer_bundles alter column cart_item_id drop not null;
    alter table customer_bundles add column customer_voucher_id integer unique references customer_vouchers(id)
    `,
  );
}
