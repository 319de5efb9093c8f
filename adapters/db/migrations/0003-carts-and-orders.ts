import type { Kysely } from 'kysely';
import { runStatements } from './statements';

/**
 * Carts, seat holds, checkout and what a checkout creates (part 1 §3 Cart, Registration, Booking,
 * Registration request, owned bundles, vouchers and memberships; part 2 §7 "Cart").
 *
 * Holds: an unexpired item of an unprocessed cart holds one seat on its availability and on each of its
 * dates (`cart_items.expires_at > now`, no job needed). Checkout turns holds into `registered` seats. Both
 * writes lock the availability and date rows they count (in id order), so no interleaving exceeds a capacity;
 * the `registered <= capacity` checks of 0002 refuse an oversold row whatever the code does.
 *
 * Idempotency: every order row points at the cart item it came from (`cart_item_id unique`), and a cart
 * has at most one online checkout payment, so a repeated checkout can never create a second order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table activities add column partial_registration_fee integer check (partial_registration_fee >= 0);
    create table coupons (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      code text not null,
      title text not null,
      label text,
      amount integer check (amount >= 0),
      percentage numeric(5,2) check (percentage > 0 and percentage <= 100),
      min_total_amount integer check (min_total_amount >= 0),
      active boolean not null default true,
      starts_at timestamptz,
      ends_at timestamptz,
      usage_limit integer check (usage_limit >= 0),
      used_count integer not null default 0 check (used_count >= 0),
      check ((amount is null) <> (percentage is null)),
      check (usage_limit is null or used_count <= usage_limit)
    );
    create unique index coupons_code on coupons (organiser_id, lower(code));
    create table discounts (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      activity_id integer references activities(id) on delete cascade,
      title text not null,
      amount integer check (amount >= 0),
      percentage numeric(5,2) check (percentage > 0 and percentage <= 100),
      starts_at timestamptz,
      ends_at timestamptz,
      check ((amount is null) <> (percentage is null))
    );
    create table volume_discounts (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      activity_id integer references activities(id) on delete cascade,
      minimum_registrations integer not null check (minimum_registrations >= 2),
      amount integer check (amount >= 0),
      percentage numeric(5,2) check (percentage > 0 and percentage <= 100),
      check ((amount is null) <> (percentage is null))
    );
    create table carts (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      reference text not null,
      coupon_id integer references coupons(id) on delete set null,
      created_at timestamptz not null,
      processed_at timestamptz,
      payment_strategy text check (payment_strategy in ('IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED', 'WALLET')),
      items_total integer not null default 0 check (items_total >= 0),
      wallet_amount integer not null default 0 check (wallet_amount >= 0),
      service_fee integer not null default 0 check (service_fee >= 0),
      service_fee_paid integer not null default 0 check (service_fee_paid >= 0 and service_fee_paid <= service_fee)
    );
    create unique index carts_one_open on carts (customer_id) where processed_at is null;
    create table cart_items (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      cart_id integer not null references carts(id) on delete cascade,
      type text not null check (type in ('REGISTRATION', 'BUNDLE', 'VOUCHER', 'MEMBERSHIP', 'REGISTRATION_REQUEST', 'BOOKING')),
      gross_price integer not null check (gross_price >= 0),
      price integer not null check (price >= 0 and price <= gross_price),
      deposit integer not null default 0 check (deposit >= 0),
      expires_at timestamptz not null,
      created_at timestamptz not null,
      participant_id integer references participants(id),
      availability_id integer references availabilities(id),
      bundle_id integer references bundles(id),
      voucher_id integer references vouchers(id),
      membership_id integer references memberships(id),
      resource_id integer references resources(id),
      estimate jsonb,
      details jsonb not null default '{}'
    );
    create index cart_items_of_cart on cart_items (cart_id);
    create index cart_items_holds on cart_items (availability_id, expires_at) where availability_id is not null;
    create table cart_item_dates (
      organiser_id integer not null references organisers(id) on delete cascade,
      cart_item_id integer not null references cart_items(id) on delete cascade,
      availability_date_id integer not null references availability_dates(id),
      primary key (cart_item_id, availability_date_id)
    );
    create index cart_item_dates_holds on cart_item_dates (availability_date_id);
    create table cart_item_slots (
      organiser_id integer not null references organisers(id) on delete cascade,
      cart_item_id integer not null references cart_items(id) on delete cascade,
      resource_availability_id integer not null references resource_availabilities(id),
      start_at timestamptz not null,
      end_at timestamptz not null,
      primary key (cart_item_id, resource_availability_id)
    );
    create index cart_item_slots_holds on cart_item_slots (resource_availability_id);
    create table registrations (
      id serial primary key,
      cuid text not null unique,
      reference text not null,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      participant_id integer not null references participants(id),
      availability_id integer not null references availabilities(id),
      cart_id integer not null references carts(id),
      cart_item_id integer not null unique references cart_items(id),
      total_amount integer not null check (total_amount >= 0),
      deposit_amount integer not null default 0 check (deposit_amount >= 0),
      paid_amount integer not null default 0 check (paid_amount >= 0),
      cancelled boolean not null default false,
      bundle_id integer,
      bundle_capacity_refunded boolean not null default false,
      options jsonb not null default '[]',
      questions jsonb not null default '[]',
      created_at timestamptz not null
    );
    create index registrations_of_customer on registrations (customer_id, created_at);
    create index registrations_of_availability on registrations (availability_id);
    create table registration_dates (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      registration_id integer not null references registrations(id) on delete cascade,
      availability_date_id integer not null references availability_dates(id),
      unique (registration_id, availability_date_id)
    );
    create table registration_requests (
      id serial primary key,
      cuid text not null unique,
      reference text not null,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      participant_id integer not null references participants(id),
      cart_id integer not null references carts(id),
      cart_item_id integer not null unique references cart_items(id),
      status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
      total_amount integer not null default 0 check (total_amount >= 0),
      deposit_amount integer not null default 0 check (deposit_amount >= 0),
      paid_amount integer not null default 0 check (paid_amount >= 0),
      availabilities jsonb not null,
      options jsonb not null default '[]',
      questions jsonb not null default '[]',
      created_at timestamptz not null
    );
    create table bookings (
      id serial primary key,
      cuid text not null unique,
      reference text not null,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      resource_id integer not null references resources(id),
      cart_id integer not null references carts(id),
      cart_item_id integer not null unique references cart_items(id),
      participants jsonb not null default '[]',
      payment_split boolean not null default false,
      total_amount integer not null check (total_amount >= 0),
      paid_amount integer not null default 0 check (paid_amount >= 0),
      cancelled boolean not null default false,
      created_at timestamptz not null
    );
    create table booking_slots (
      organiser_id integer not null references organisers(id) on delete cascade,
      booking_id integer not null references bookings(id) on delete cascade,
      resource_availability_id integer not null unique references resource_availabilities(id),
      start_at timestamptz not null,
      end_at timestamptz not null,
      primary key (booking_id, resource_availability_id)
    );
    create table customer_bundles (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      participant_id integer references participants(id),
      bundle_id integer not null references bundles(id),
      cart_id integer not null references carts(id),
      cart_item_id integer not null unique references cart_items(id),
      capacity integer check (capacity >= 0),
      used integer not null default 0 check (used >= 0 and (capacity is null or used <= capacity)),
      expires_at timestamptz,
      total_amount integer not null check (total_amount >= 0),
      paid_amount integer not null default 0 check (paid_amount >= 0),
      created_at timestamptz not null
    );
    create table customer_vouchers (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      voucher_id integer not null references vouchers(id),
      cart_id integer not null references carts(id),
      cart_item_id integer not null unique references cart_items(id),
      code text not null unique,
      amount integer not null check (amount >= 0),
      total_amount integer not null check (total_amount >= 0),
      paid_amount integer not null default 0 check (paid_amount >= 0),
      expires_at timestamptz,
      redeemed_at timestamptz,
      redeemed_by_customer_id integer references customers(id),
      participant_id integer references participants(id),
      created_at timestamptz not null
    );
    create table customer_memberships (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      participant_id integer references participants(id),
      membership_id integer not null references memberships(id),
      cart_id integer not null references carts(id),
      cart_item_id integer not null unique references cart_items(id),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      cancelled boolean not null default false,
      total_amount integer not null check (total_amount >= 0),
      paid_amount integer not null default 0 check (paid_amount >= 0),
      created_at timestamptz not null
    );
    create table payments (
      id serial primary key,
      cuid text not null unique,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      cart_id integer not null references carts(id),
      kind text not null check (kind in ('CHECKOUT', 'TRANSACTION')),
      method text not null check (method in ('ONLINE', 'WALLET')),
      amount integer not null check (amount > 0),
      status text not null check (status in ('PENDING', 'PAID', 'FAILED', 'CANCELLED')),
      provider text,
      provider_reference text unique,
      redirect_url text,
      return_url text,
      destination text,
      created_at timestamptz not null,
      settled_at timestamptz
    );
    create unique index payments_one_checkout on payments (cart_id) where kind = 'CHECKOUT' and method = 'ONLINE';
    create table payment_sandbox_sessions (
      reference text primary key,
      intent jsonb not null,
      created_at timestamptz not null default now()
    );
    create table wallet_movements (
      id serial primary key,
      organiser_id integer not null references organisers(id) on delete cascade,
      customer_id integer not null references customers(id) on delete cascade,
      amount integer not null check (amount <> 0),
      reason text not null,
      cart_id integer references carts(id),
      created_at timestamptz not null
    );
    `,
  );
}
