/**
 * Sentences of the specification the book deliberately does not check, each with the reason, so an auditor
 * sees what is outside the storefront rather than guessing. Each is quoted exactly (sentences.test.ts).
 */
export interface LeftOut {
  source: string;
  sentence: string;
  reason: string;
}

const ADMIN = 'The admin console is not part of this product (the storefront and customer account only).';

export const LEFT_OUT: readonly LeftOut[] = [
  { source: 'part 1 §2', sentence: 'Admin console screens: not shown.', reason: ADMIN },
  { source: 'part 2 §7', sentence: "The admin console's calls: not shown.", reason: ADMIN },
  {
    source: 'part 2 §6',
    sentence:
      'Collaborators (staff of an organiser) hold permissions named area.resource.action, with actions create, read, update, delete plus special ones.',
    reason: `${ADMIN} Collaborators and their permissions exist only there.`,
  },
  { source: 'part 2 §6', sentence: 'Role definitions: not shown.', reason: ADMIN },
  {
    source: 'part 2 §6',
    sentence:
      'Areas: organiser settings (account, business, preferences, payments, billing); billing invoices; payment types; notification templates; date configurations; discounts; vouchers; memberships; bank statements and transfers; blog articles; newsletters (with send) and subscribers; websites and pages; collaborators and roles; tags; custom fields; notes; logs; impersonate;',
    reason: `${ADMIN} These are the areas of the collaborators' permissions, which exist only there.`,
  },
  {
    source: 'part 2 §5',
    sentence: 'Image uploads accept image/* only.',
    reason: `${ADMIN} Images are uploaded in the organiser's page builder; no storefront screen or call takes an upload.`,
  },
  {
    source: 'part 2 §5',
    sentence:
      'Registration constraint settings: count numeric (operator gte for minimums, lte for maximums); optional availabilities multiple choice (same.date, same.time, same.weekday, same.period, future); optional period.start (gte) and period.end (lte) dates.',
    reason: `${ADMIN} Registration constraints are an organiser's settings, made there; the demo and import data carry none and the storefront has no screen or call that takes them (the book's former rule checked a schema nothing ran).`,
  },
  {
    source: 'part 2 §6',
    sentence: 'The collaborator notification reservation.created is on by default.',
    reason: `${ADMIN} Collaborator notifications are sent by the admin side.`,
  },
  {
    source: 'part 2 §6',
    sentence:
      'Logged events: organiser updated, business_details.updated, settings.updated; collaborator login, logout, created, updated, deleted; collaborator_role created, updated, deleted.',
    reason: `${ADMIN} These events are the admin console's audit log.`,
  },
  {
    source: 'part 1 §3',
    sentence:
      'Organiser-side data (documents with element data sources, notification templates, invoice templates, segments, billing) exists in the platform but its screens are not shown; see document 2 for defaults.',
    reason: ADMIN,
  },
  {
    source: 'part 2 §9',
    sentence:
      'Billing defaults: minimum invoice amount 500; monthly cycle of 1; overdue delay 14 days; customer service fee percentage 0 and amount 0.',
    reason: 'Billing between the provider and organisers is not part of the storefront.',
  },
  {
    source: 'part 2 §9',
    sentence: 'Customer invoice payment delay 30 days. Referral default rate 30, duration 365 days.',
    reason: 'Invoices and referrals are organiser-side billing, not shown to customers.',
  },
  {
    source: 'part 2 §5',
    sentence: 'decimals an integer at least 0, IMAGE url valid, width and height positive.',
    reason:
      'Documents in this product hold TEXT and CUSTOM_FIELD elements only (the organiser import); no number or image element ships, so there is nothing to check. fontSize and colour are checked (VAL-26).',
  },
  {
    source: 'part 2 §4',
    sentence: 'Server-side transitions: not shown.',
    reason: 'Nothing to check: the spec gives no transition.',
  },
  {
    source: 'part 2 §7',
    sentence: 'Queues named notifications, events and emails exist; their payloads are not shown.',
    reason: 'The product runs its own mail queue (core/mail); the platform queues are not part of it.',
  },
  {
    source: 'part 2 §9',
    sentence:
      'Billing items ACCOUNT, INVOICES, REGISTRATIONS, CANCELLATIONS, BUNDLES, VOUCHERS, COLLABORATORS, CUSTOMERS, PARTICIPANTS, DOCUMENTS, EMAILS, SMS all have flat, unit and percentage 0 except SMS unit amount 15.',
    reason: 'Billing between the provider and organisers is not part of the storefront.',
  },
  {
    source: 'part 2 §9',
    sentence: 'VAT 21%.',
    reason:
      'VAT belongs to the billing between the provider and organisers; storefront prices are as the organiser sets them.',
  },
  {
    source: 'part 2 §9',
    sentence: 'empty payment reference prefix.',
    reason:
      "The product has no organiser setting for a payment reference prefix: a cart's reference is made by the server alone. The other organiser defaults are checked (LIMIT-01).",
  },
  {
    source: 'part 2 §9',
    sentence: 'Default segments: all customers, all participants, all availabilities.',
    reason: `${ADMIN} Segments are made and edited there; the storefront reads catalogues by id.`,
  },
  {
    source: 'part 2 §9',
    sentence: 'new table 3 rows by 2 columns with header row.',
    reason: `${ADMIN} Rich text is written in the organiser's editor; the storefront shows it as stored.`,
  },
  {
    source: 'part 2 §9',
    sentence: 'expandable text 3 lines.',
    reason:
      'No text of the storefront expands: card excerpts are cut at 3 lines (ui/site/site.css .site-card__excerpt) with no control to show the rest, so there is no expandable text to check.',
  },
  {
    source: 'part 2 §9',
    sentence: 'Data cache garbage collected after 5 minutes;',
    reason:
      'The storefront keeps no client data cache to collect: each read goes to the server (which caches the catalogue itself, README "API caching"); the retries of the same sentence are checked (LIMIT-10).',
  },
  {
    source: 'part 2 §9',
    sentence: '(a second reading gives 3 seconds for the form error toast)',
    reason:
      'The spec gives two durations for the form error toast; the product follows the first, 2000 ms (core FORM_TOAST_ERROR_MS), checked by TOAST-02.',
  },
];
