import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { z } from 'zod';
import type { AgeDisplayRule } from '../../core/catalogue/index';
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

/** A mail to send, enqueued with the write that caused it (migrations/0010-notification-jobs.ts). */
export interface NotificationJobsTable {
  id: Generated<number>;
  organiser_id: number;
  /** core/mail MailTrigger. */
  trigger: string;
  dedupe_key: string;
  /** The subject of the mail (`{ registration_id }`, `{ cart_id }`...); the text is rendered when sent. */
  payload: Json<Record<string, number | string>>;
  status: ColumnType<'queued' | 'running' | 'done' | 'skipped' | 'failed', string | undefined, string>;
  run_at: string;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  locked_until: string | null;
  lock_token: string | null;
  created_at: Generated<string>;
  done_at: string | null;
}

/** When a process last claimed a run of a timed task (lifecycle/periodic-task.ts). */
export interface PeriodicTaskRunsTable {
  task: string;
  claimed_at: string;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  organiser_id: number;
  email: string;
  token: string;
  unsubscribed_at: string | null;
}

export interface AddressBookTable extends AddressJson {
  id: Generated<number>;
}

export interface ImageJson {
  id?: number;
  public_url: string;
}

export interface LocationsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  name: string | null;
  title: string | null;
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface CategoryGroupsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  title: string;
  scope: string;
  order: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  group_id: number | null;
  title: string;
  order: Generated<number>;
}

export interface PeriodsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  title: string;
  start_at: string;
  end_at: string;
}

export interface ActivitiesTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  title: string;
  slug: string;
  description: string | null;
  images: Json<ImageJson[]>;
  instructions: string | null;
  age_minimum: number | null;
  age_maximum: number | null;
  default_capacity: number | null;
  default_price: number;
  default_deposit: Generated<number>;
  registration_flow: Generated<string>;
  allow_registrations_after_start: Generated<boolean>;
  /** Null: partial registrations are not allowed; otherwise the fee added to a partial registration. */
  partial_registration_fee: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<string>;
}

export interface ActivityCategoriesTable {
  organiser_id: number;
  activity_id: number;
  category_id: number;
}

export interface OptionsTable {
  id: Generated<number>;
  organiser_id: number;
  activity_id: number;
  title: string;
  description: string | null;
  order: Generated<number>;
  answer_required: Generated<boolean>;
}

export interface OptionPricesTable {
  id: Generated<number>;
  organiser_id: number;
  option_id: number;
  label: string;
  amount: number | null;
  /** numeric(5,2): read back as text by both drivers. */
  percentage: ColumnType<string | null, number | null, number | null>;
}

export interface QuestionsTable {
  id: Generated<number>;
  organiser_id: number;
  activity_id: number;
  title: string;
  description: string | null;
  type: 'TEXT' | 'DATE' | 'CHOICES_SINGLE' | 'CHOICES_MULTIPLE';
  required: Generated<boolean>;
  order: Generated<number>;
}

export interface QuestionChoicesTable {
  id: Generated<number>;
  organiser_id: number;
  question_id: number;
  label: string;
  order: Generated<number>;
}

export interface RequestTiersTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  activity_id: number;
  name: string;
  minimum_availabilities: number;
  maximum_availabilities: number;
  order: Generated<number>;
}

export type AvailabilityStatusColumn = 'OPEN' | 'CLOSED' | 'FULL' | 'OVERLAP';

export interface AvailabilitiesTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  activity_id: number;
  location_id: number | null;
  status: AvailabilityStatusColumn;
  registrations_start_at: string | null;
  registrations_end_at: string | null;
  start_at: string;
  end_at: string;
  price: number;
  deposit: Generated<number>;
  capacity: number | null;
  registered: Generated<number>;
  age_minimum: number | null;
  age_maximum: number | null;
}

export interface AvailabilityDatesTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  availability_id: number;
  start_at: string;
  end_at: string;
  status: AvailabilityStatusColumn;
  capacity: number | null;
  registered: Generated<number>;
  /** Moves of start_at or end_at, counted by a trigger (migration 0011): the calendars' SEQUENCE. */
  revision: Generated<number>;
}

export interface CatalogsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  title: string;
}

export interface CatalogActivitiesTable {
  organiser_id: number;
  catalog_id: number;
  activity_id: number;
}

export interface SegmentsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  title: string;
}

export interface SegmentAvailabilitiesTable {
  organiser_id: number;
  segment_id: number;
  availability_id: number;
}

/** The columns every product table (bundles, memberships, vouchers) has: the catalogue page and the price. */
export interface ProductColumns {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  title: string;
  slug: string;
  price: number;
  images: Json<ImageJson[]>;
  description: string | null;
  order: Generated<number>;
}

export interface BundlesTable extends ProductColumns {
  capacity: number | null;
  duration: number | null;
  expires_at: string | null;
  entity: 'PARTICIPANTS' | 'CUSTOMERS';
}

export interface BundleActivitiesTable {
  organiser_id: number;
  bundle_id: number;
  activity_id: number;
}

export interface MembershipsTable extends ProductColumns {
  entity: 'PARTICIPANTS' | 'CUSTOMERS';
  period_type: 'ROLLING' | 'FIXED';
  rolling_period_type: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | null;
  rolling_period_duration: number | null;
  fixed_period_start_at: string | null;
  fixed_period_end_at: string | null;
}

export interface VouchersTable extends ProductColumns {
  /** Value credited when the voucher is redeemed. */
  amount: number;
  duration: number | null;
  /** The bundle a redeemed voucher grants instead of a wallet credit (migration 0006); null: none. */
  bundle_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface BookingConfigurationsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  title: string;
}

export interface ResourcesTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  booking_configuration_id: number;
  location_id: number | null;
  name: string;
  images: Json<ImageJson[]>;
}

export interface ResourceAvailabilitiesTable {
  id: Generated<number>;
  organiser_id: number;
  resource_id: number;
  start_at: string;
  /** Priced durations: seconds and minor units. */
  prices: Json<Array<{ duration: number; amount: number }>>;
  booked: Generated<boolean>;
}

export interface BlogArticlesTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  slug: string;
  title: string;
  content: string;
  images: Json<ImageJson[]>;
  created_at: Instant;
}

/** numeric(5,2) percentages: read back as text by both drivers. */
type Percentage = ColumnType<string | null, number | null | undefined, number | null>;

export interface CouponsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  code: string;
  title: string;
  label: string | null;
  amount: number | null;
  percentage: Percentage;
  min_total_amount: number | null;
  active: Generated<boolean>;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  used_count: Generated<number>;
}

export interface DiscountsTable {
  id: Generated<number>;
  organiser_id: number;
  activity_id: number | null;
  title: string;
  amount: number | null;
  percentage: Percentage;
  starts_at: string | null;
  ends_at: string | null;
}

export interface VolumeDiscountsTable {
  id: Generated<number>;
  organiser_id: number;
  activity_id: number | null;
  minimum_registrations: number;
  amount: number | null;
  percentage: Percentage;
}

export type PaymentStrategyColumn = 'IMMEDIATE' | 'IMMEDIATE_DEPOSIT' | 'DELAYED' | 'WALLET';

export interface CartsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  customer_id: number;
  reference: string;
  coupon_id: number | null;
  created_at: string;
  processed_at: string | null;
  payment_strategy: PaymentStrategyColumn | null;
  items_total: Generated<number>;
  wallet_amount: Generated<number>;
  service_fee: Generated<number>;
  service_fee_paid: Generated<number>;
  /** The language of the checkout, for the confirmation mail; null before checkout. */
  language: Generated<'fr' | 'en' | null>;
}

export type CartItemTypeColumn =
  | 'REGISTRATION'
  | 'BUNDLE'
  | 'VOUCHER'
  | 'MEMBERSHIP'
  | 'REGISTRATION_REQUEST'
  | 'BOOKING';

/** What an item carries beyond its columns: the answers and choices its order will keep. */
export interface CartItemDetails {
  options?: Array<{ price_id: number; content: string | null }>;
  questions?: Array<{ question_id: number; content: string | null }>;
  /** Registration requests: the chosen availabilities and dates. */
  availabilities?: Array<{ id: number; dates: number[] }>;
  /** Bookings: extra participants and whether they pay their share. */
  participants?: number[];
  payment_split?: boolean;
  /** Registrations: the owned bundle whose credit pays it (used at checkout). */
  customer_bundle_id?: number | null;
  /** Registration requests: the activity and the estimated total the organiser approves. */
  activity_id?: number;
  request_total?: number;
  /** Registration requests: the tier asked for (request_tiers.id), null when none was named or implied. */
  tier_id?: number | null;
}

export interface CartItemsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  cart_id: number;
  type: CartItemTypeColumn;
  gross_price: number;
  price: number;
  deposit: Generated<number>;
  expires_at: string;
  created_at: string;
  participant_id: number | null;
  availability_id: number | null;
  bundle_id: number | null;
  voucher_id: number | null;
  membership_id: number | null;
  resource_id: number | null;
  estimate: Json<Record<string, number> | null>;
  details: Json<CartItemDetails>;
  /** Set by the checkout that processed the item's cart: its hold became an order (migration 0017). */
  checked_out: Generated<boolean>;
}

export interface CartItemDatesTable {
  organiser_id: number;
  cart_item_id: number;
  availability_date_id: number;
}

export interface CartItemSlotsTable {
  organiser_id: number;
  cart_item_id: number;
  resource_availability_id: number;
  start_at: string;
  end_at: string;
}

interface OrderColumns {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  customer_id: number;
  cart_id: number;
  cart_item_id: number;
  total_amount: number;
  paid_amount: Generated<number>;
  created_at: string;
}

export interface RegistrationsTable extends OrderColumns {
  reference: string;
  participant_id: number;
  availability_id: number;
  deposit_amount: Generated<number>;
  cancelled: Generated<boolean>;
  bundle_id: number | null;
  bundle_capacity_refunded: Generated<boolean>;
  options: Json<Array<{ price_id: number; content: string | null }>>;
  questions: Json<Array<{ question_id: number; content: string | null }>>;
  cancelled_at: string | null;
  cancellation_type: CancellationTypeColumn | null;
  cancellation_message: string | null;
}

/** Part 1 §4 "Cancellation types: automatic, customer, organiser, automatic-insufficient-participants". */
export type CancellationTypeColumn =
  | 'AUTOMATIC'
  | 'CUSTOMER'
  | 'ORGANISER'
  | 'AUTOMATIC_INSUFFICIENT_PARTICIPANTS';

export interface RegistrationDatesTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  registration_id: number;
  availability_date_id: number;
}

export interface RegistrationRequestsTable extends OrderColumns {
  reference: string;
  participant_id: number;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED'>;
  deposit_amount: Generated<number>;
  availabilities: Json<Array<{ id: number; dates: number[] }>>;
  options: Json<Array<{ price_id: number; content: string | null }>>;
  questions: Json<Array<{ question_id: number; content: string | null }>>;
  cancelled_at: string | null;
}

export interface BookingsTable extends OrderColumns {
  reference: string;
  resource_id: number;
  participants: Json<number[]>;
  payment_split: Generated<boolean>;
  cancelled: Generated<boolean>;
}

export interface BookingSlotsTable {
  organiser_id: number;
  booking_id: number;
  resource_availability_id: number;
  start_at: string;
  end_at: string;
}

export interface CustomerBundlesTable extends Omit<OrderColumns, 'cart_id' | 'cart_item_id'> {
  /** Null for a bundle granted by a redeemed voucher. */
  cart_id: number | null;
  cart_item_id: number | null;
  customer_voucher_id: number | null;
  participant_id: number | null;
  bundle_id: number;
  capacity: number | null;
  used: Generated<number>;
  expires_at: string | null;
}

export interface CustomerVouchersTable extends OrderColumns {
  voucher_id: number;
  code: string;
  amount: number;
  expires_at: string | null;
  redeemed_at: string | null;
  redeemed_by_customer_id: number | null;
  participant_id: number | null;
}

export interface CustomerMembershipsTable extends OrderColumns {
  participant_id: number | null;
  membership_id: number;
  starts_at: string;
  ends_at: string;
  cancelled: Generated<boolean>;
  recurring: Generated<boolean>;
}

/** A renewal of an owned membership; the owned row itself is the first cycle. */
export interface CustomerMembershipCyclesTable {
  id: Generated<number>;
  organiser_id: number;
  customer_membership_id: number;
  start_at: string;
  end_at: string;
  total_amount: number;
  paid_amount: Generated<number>;
  created_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  organiser_id: number;
  customer_id: number;
  registration_id: number;
  score: number;
  message: string | null;
  private: Generated<boolean>;
  created_at: string;
  updated_at: string;
}

/** One element drawn on a document page: organiser text (with {placeholders}) or a custom field's value. */
export interface DocumentElementJson {
  type: 'TEXT' | 'CUSTOM_FIELD';
  text?: string;
  custom_field_id?: number;
  /** CUSTOM_FIELD elements: the field must be filled on this document even when optional elsewhere. */
  required?: boolean;
  settings?: { fontSize?: number; color?: string };
}

export interface DocumentsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  /** Null: offered for every activity of the organiser. */
  activity_id: number | null;
  title: string;
  description: string | null;
  icon: string | null;
  payment_requirement: 'DEPOSIT' | 'TOTAL' | null;
  date_requirement: 'AVAILABILITY_START' | 'AVAILABILITY_END' | null;
  pages: Json<Array<{ elements: DocumentElementJson[] }>>;
  sort_order: Generated<number>;
}

export interface BillingCyclesTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  title: string;
  description: string | null;
  images: Json<ImageJson[]>;
  start_at: string;
  end_at: string;
}

export interface AttendanceChargesTable {
  id: Generated<number>;
  cuid: string;
  reference: string;
  organiser_id: number;
  customer_id: number;
  billing_cycle_id: number;
  total_amount: number;
  paid_amount: Generated<number>;
  created_at: string;
}

export interface AttendanceChargeItemsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  attendance_charge_id: number;
  registration_date_id: number;
  arrival: string | null;
  departure: string | null;
  duration_minutes: number;
  amount: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  cuid: string;
  organiser_id: number;
  customer_id: number;
  /** Null for payments of what belongs to no cart (attendance charges). */
  cart_id: number | null;
  /** CHECKOUT_RETRY: a new payment for a cart whose checkout payment failed (migration 0009). */
  kind: 'CHECKOUT' | 'CHECKOUT_RETRY' | 'TRANSACTION';
  method: 'ONLINE' | 'WALLET';
  amount: number;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';
  provider: string | null;
  provider_reference: string | null;
  redirect_url: string | null;
  return_url: string | null;
  destination: string | null;
  created_at: string;
  settled_at: string | null;
}

export interface PaymentSandboxSessionsTable {
  reference: string;
  intent: Json<{
    paymentCuid: string;
    amount: number;
    description: string;
    returnUrl: string;
    locale: 'fr' | 'en';
  }>;
  created_at: Generated<string>;
}

export interface WalletMovementsTable {
  id: Generated<number>;
  organiser_id: number;
  customer_id: number;
  amount: number;
  reason: string;
  cart_id: number | null;
  created_at: string;
}

/** A participant waiting for a seat on a CLOSED or FULL availability (migrations/0004-waiting-list.ts). */
export interface WaitingListEntriesTable {
  id: Generated<number>;
  organiser_id: number;
  availability_id: number;
  customer_id: number;
  participant_id: number;
  created_at: string;
  /** When the one vacancy notice (waiting-list.vacancy) went to this entry; null while queued. */
  notified_at: string | null;
}

/** A customer's private family calendar feed (migration 0011): only the token's SHA-256 is stored. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  organiser_id: number;
  customer_id: number;
  token_hash: string;
  created_at: string;
}

/** Dates a customer removed from a registration, and how many times (calendars show them cancelled). */
export interface RegistrationDateRemovalsTable {
  organiser_id: number;
  registration_id: number;
  availability_date_id: number;
  removals: Generated<number>;
  removed_at: string;
}

/**
 * One stored search document per activity, blog article and website page (migration 0012), kept by
 * triggers: written by the database, read by the site search only.
 */
export interface SearchDocumentsTable {
  organiser_id: number;
  kind: 'activity' | 'article' | 'page';
  ref_id: number;
  /** tsvector, read back as its text form. */
  document: string;
}

/** Migration 0015: the number of each organiser's catalogue, bumped by triggers on every catalogue write. */
export interface CatalogueVersionsTable {
  organiser_id: number;
  /** bigint: node-postgres and PGlite read it as a string. */
  version: string;
}

export interface Tables {
  catalogue_versions: CatalogueVersionsTable;
  organisers: OrganisersTable;
  websites: WebsitesTable;
  website_pages: WebsitePagesTable;
  search_documents: SearchDocumentsTable;
  custom_fields: CustomFieldsTable;
  customers: CustomersTable;
  participants: ParticipantsTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  notification_jobs: NotificationJobsTable;
  periodic_task_runs: PeriodicTaskRunsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  address_book: AddressBookTable;
  locations: LocationsTable;
  category_groups: CategoryGroupsTable;
  categories: CategoriesTable;
  periods: PeriodsTable;
  activities: ActivitiesTable;
  activity_categories: ActivityCategoriesTable;
  options: OptionsTable;
  option_prices: OptionPricesTable;
  questions: QuestionsTable;
  question_choices: QuestionChoicesTable;
  request_tiers: RequestTiersTable;
  availabilities: AvailabilitiesTable;
  availability_dates: AvailabilityDatesTable;
  catalogs: CatalogsTable;
  catalog_activities: CatalogActivitiesTable;
  segments: SegmentsTable;
  segment_availabilities: SegmentAvailabilitiesTable;
  bundles: BundlesTable;
  bundle_activities: BundleActivitiesTable;
  memberships: MembershipsTable;
  vouchers: VouchersTable;
  booking_configurations: BookingConfigurationsTable;
  resources: ResourcesTable;
  resource_availabilities: ResourceAvailabilitiesTable;
  blog_articles: BlogArticlesTable;
  coupons: CouponsTable;
  discounts: DiscountsTable;
  volume_discounts: VolumeDiscountsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  cart_item_dates: CartItemDatesTable;
  cart_item_slots: CartItemSlotsTable;
  registrations: RegistrationsTable;
  registration_dates: RegistrationDatesTable;
  registration_date_removals: RegistrationDateRemovalsTable;
  calendar_feeds: CalendarFeedsTable;
  registration_requests: RegistrationRequestsTable;
  bookings: BookingsTable;
  booking_slots: BookingSlotsTable;
  customer_bundles: CustomerBundlesTable;
  customer_vouchers: CustomerVouchersTable;
  customer_memberships: CustomerMembershipsTable;
  payments: PaymentsTable;
  payment_sandbox_sessions: PaymentSandboxSessionsTable;
  wallet_movements: WalletMovementsTable;
  waiting_list_entries: WaitingListEntriesTable;
  reviews: ReviewsTable;
  documents: DocumentsTable;
  billing_cycles: BillingCyclesTable;
  attendance_charges: AttendanceChargesTable;
  attendance_charge_items: AttendanceChargeItemsTable;
  customer_membership_cycles: CustomerMembershipCyclesTable;
}
