/**
 * Upper bounds on what a request may carry (issue 16, "bounded input everywhere"). The spec names none
 * ("Limits on server side ...: not shown", part 2 §9): these are ours, generous for every real value and
 * small enough that no request can make the server or the database work for long. The call contracts,
 * the browser forms (same schemas) and the database's CHECK constraints (migration 0008) use these numbers.
 * Text lengths count UTF-16 code units (zod's `.max`), which is never less than PostgreSQL's
 * `char_length` (code points), so a value the contract accepts always fits the column's check.
 */
export const TEXT_LIMITS = {
  /** First and last names of customers and participants. */
  name: 100,
  /** RFC 5321's longest deliverable address. */
  email: 254,
  /** A phone number as typed, with spaces, dots, brackets and an extension. */
  phone: 50,
  /** The one-line full address and the street. */
  addressLine: 300,
  /** House number, postcode, city, state, country. */
  addressPart: 100,
  /** A TEXT custom field's answer, a CHOICES answer label, a question's short answer. */
  text: 255,
  /** A LONGTEXT custom field's answer, an option's or question's free answer. */
  longText: 5_000,
  /** A review's message. */
  review: 5_000,
  /** The message a customer leaves when cancelling a registration. */
  cancelMessage: 2_000,
  /** Coupon and voucher codes as typed. */
  code: 64,
  /** Long enough for any passphrase; scrypt's cost does not grow with it (adapters/server/passwords.ts). */
  password: 1_024,
  /** Opaque tokens in links (password reset, newsletter unsubscribe). */
  token: 512,
  /** Search and filter text of list reads. */
  search: 200,
  /** A filter of the query string (category-{cuid}=a,b...): a comma list of up to ~150 cuids. */
  filter: 4_096,
  /** Public ids (cuid) and slugs named in a request. */
  cuid: 64,
  /** References, destinations and return URLs of transaction calls. */
  reference: 2_048,
} as const;

/** Upper bounds on lists in requests. */
export const LIST_LIMITS = {
  /** Custom-field answers in one profile, participant or registration. */
  customData: 100,
  /** Options chosen, or questions answered, on one line. */
  choices: 100,
  /** Dates chosen on one registration line: a daily course over a year has 365. */
  dates: 400,
  /** Participants of one booking, availabilities of one registration request, slots of one booking. */
  entries: 100,
  /** Labels chosen in one CHOICES_MULTIPLE answer. */
  labels: 100,
  /** Values of one comma list of the query string (ids, cuids, statuses). */
  query: 500,
} as const;

/** The message key of a text or list above its bound (translated where the forms' error texts live). */
export const TOO_LONG = 'form.messages.errors.too_long';
