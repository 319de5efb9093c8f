import type { Kysely } from 'kysely';
import { TEXT_LIMITS } from '../../../core/schemas/index';
import { runStatements } from './statements';

/**
 * Bounded input, the database's own net (issue 16): the text customers write cannot exceed the limits the
 * call contracts enforce (core/schemas/limits.ts), whatever the code above does. JSON columns holding
 * customer answers are bounded by their text size: four times the request body limit (64 KiB,
 * adapters/server/security/body-limit.ts), room for jsonb's own spacing and for the server's additions.
 *
 * The checks are added NOT VALID: rows written before this migration are not re-read (a deployment with an
 * old oversized row still starts), every row inserted or updated from now on is checked.
 *
 * Expired holds: `cart_items_expiry` finds the items whose hold ended (the purge of
 * adapters/server/cart/expired-items.ts). The seat counts (adapters/server/cart/holds.ts, the catalogue's
 * heldOnAvailability and heldOnDate) walk `cart_items_holds` (0003: availability, expires_at) from now on,
 * so the rows of holds that ended are never read.
 */
export const JSON_ANSWERS_MAX = 256 * 1024;

const bounded = (table: string, checks: ReadonlyArray<[column: string, max: number]>) =>
  `alter table ${table} ${checks
    .map(
      ([column, max]) =>
        `add constraint ${table}_${column}_length check (char_length(${column}) <= ${max}) not valid`,
    )
    .join(', ')}`;

const boundedJson = (table: string, columns: readonly string[]) =>
  `alter table ${table} ${columns
    .map(
      (column) =>
        `add constraint ${table}_${column}_size check (char_length(${column}::text) <= ${JSON_ANSWERS_MAX}) not valid`,
    )
    .join(', ')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { name, email, phone, review, cancelMessage } = TEXT_LIMITS;
  await runStatements(
    db,
    [
      bounded('customers', [
        ['firstname', name],
        ['lastname', name],
        ['email', email],
        ['phone', phone],
      ]),
      boundedJson('customers', ['address', 'custom_data']),
      bounded('participants', [
        ['firstname', name],
        ['lastname', name],
      ]),
      boundedJson('participants', ['custom_data']),
      bounded('newsletter_subscriptions', [['email', email]]),
      bounded('reviews', [['message', review]]),
      bounded('registrations', [['cancellation_message', cancelMessage]]),
      boundedJson('registrations', ['options', 'questions']),
      boundedJson('registration_requests', ['options', 'questions']),
      boundedJson('cart_items', ['details']),
      'create index cart_items_expiry on cart_items (expires_at)',
    ]
      .map((statement) => `${statement};`)
      .join('\n'),
  );
}
