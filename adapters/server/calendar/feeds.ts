import { feedPath } from '../../../core/calendar/index';
import type { CalendarFeed, CalendarFeedReset } from '../../../core/schemas/index';
import type { AccountScope, Executor } from '../account/account-scope';
import { hashToken, randomToken } from '../tokens';

/**
 * The family feed's secret link. The token is 256 random bits (URL-safe base64, 43 characters); only its
 * SHA-256 is stored, so a database read never yields a working URL, and the link can be shown only when it
 * is made. Making a new one replaces the stored hash: the old link answers 404 from then on. The token
 * grants nothing but reading this one feed.
 */

/** GET /api/account/calendar-feed: whether the customer has a feed link, and since when. */
export async function feedOf(db: Executor, scope: AccountScope): Promise<{ feed: CalendarFeed | null }> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('organiser_id', '=', scope.organiserId)
    .where('customer_id', '=', scope.customerId)
    .executeTakeFirst();
  return { feed: row ? { created_at: row.created_at } : null };
}

/** POST /api/account/calendar-feed: a new link (the first, or a reset that kills the previous one). */
export async function resetFeed(db: Executor, scope: AccountScope): Promise<CalendarFeedReset> {
  const token = randomToken();
  await db
    .insertInto('calendar_feeds')
    .values({
      organiser_id: scope.organiserId,
      customer_id: scope.customerId,
      token_hash: hashToken(token),
      created_at: scope.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['organiser_id', 'customer_id'])
        .doUpdateSet({ token_hash: hashToken(token), created_at: scope.now }),
    )
    .execute();
  return { feed: { created_at: scope.now }, path: feedPath(token) };
}

/** The customer (of this organiser, account not deleted) whose feed `token` opens, or null. */
export async function feedOwner(db: Executor, organiserId: number, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('calendar_feeds as f')
    .innerJoin('customers as c', 'c.id', 'f.customer_id')
    .select('f.customer_id')
    .where('f.organiser_id', '=', organiserId)
    .where('f.token_hash', '=', hashToken(token))
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}
