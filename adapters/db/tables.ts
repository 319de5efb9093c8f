import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { z } from 'zod';
import type { AgeDisplayRule } from '../../core/catalog/index';
import type { footerSchema, headerSchema, topbarSchema } from '../../core/schemas/index';

/** Kysely's view of the tables of migrations/. Amounts are integer minor units; instants ISO strings. */
type Instant = ColumnType<string, string | undefined, string>;
type Json<T extends object | null> = JSONColumnType<T, string, string>;

export interface OrganiserSettings {
  create_participant: boolean;
  cart_expiry_minutes: number;
  payment_methods: { online: boolean; bank_transfers: boolean; bank_account: string | null };
  methods: Array<{ type: 'IMMEDIATE' | 'IMMEDIATE_DEPOSIT' | 'DELAYED'; priority: number }>;
  service_fees: { amount: number; percentage: number };
  formats: { ages: AgeDisplayRule[] };
}

export interface OrganisersTable {
  id: Generated<number>;
  cuid: string;
  hostname: string;
  name: string;
  logo: string | null;
  language: 'fr' | 'en';
  settings: Json<OrganiserSettings>;
  created_at: Generated<string>;
}

export interface WebsitesTable {
  organiser_id: number;
  theme: Json<{ accent_color: string }>;
  topbar: Json<z.input<typeof topbarSchema>>;
  header: Json<z.input<typeof headerSchema>>;
  footer: Json<z.input<typeof footerSchema>>;
}

export interface WebsitePagesTable {
  id: Generated<number>;
  organiser_id: number;
  pathname: string;
  title: string;
  description: string | null;
  type: 'DEFAULT' | 'AVAILABILITY';
  content: Json<unknown[]>;
}

export interface CustomFieldsTable {
  id: Generated<number>;
  organiser_id: number;
  entity: 'CUSTOMERS' | 'PARTICIPANTS';
  type: 'TEXT' | 'LONGTEXT' | 'DATE' | 'CHOICES_SINGLE' | 'CHOICES_MULTIPLE';
  title: string;
  description: string | null;
  required: boolean;
  active: boolean;
  order: number;
  pattern: string | null;
  choices: Json<Array<{ id: number; label: string }>>;
}

export interface AddressJson {
  address: string;
  street: string;
  number: string;
  postcode: string;
  city: string;
  state: string | null;
  country: string;
  longitude: number;
  latitude: number;
}

export interface CustomersTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: Json<AddressJson | null>;
  custom_data: Json<Array<{ field_id: number; data: string }>>;
  password_hash: string;
  wallet_amount: Generated<number>;
  created_at: Generated<string>;
  deleted_at: string | null;
}

export interface ParticipantsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  birthdate: string | null;
  custom_data: Json<Array<{ field_id: number; data: string }>>;
  created_at: Generated<string>;
  deleted_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a database read never yields a usable cookie. */
  token_hash: string;
  organiser_id: number;
  customer_id: number;
  created_at: Generated<string>;
  last_seen_at: Instant;
  expires_at: string;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  organiser_id: number;
  customer_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  organiser_id: number;
  recipient: string;
  template: string;
  language: 'fr' | 'en';
  subject: string;
  body: string;
  created_at: Generated<string>;
  sent_at: string | null;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  organiser_id: number;
  email: string;
  token: string;
  unsubscribed_at: string | null;
}

export interface AddressBookTable {
  id: Generated<number>;
  address: string;
  street: string;
  number: string;
  postcode: string;
  city: string;
  state: string | null;
  country: string;
  longitude: number;
  latitude: number;
}

export interface Tables {
  organisers: OrganisersTable;
  websites: WebsitesTable;
  website_pages: WebsitePagesTable;
  custom_fields: CustomFieldsTable;
  customers: CustomersTable;
  participants: ParticipantsTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  address_book: AddressBookTable;
}
