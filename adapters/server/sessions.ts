import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/index';
import type { AppDeps, AppEnv, SignedInCustomer } from './context';
import { logAuthEvent } from './security/auth-log-request';
import { hashToken, randomToken } from './tokens';

export const SESSION_COOKIE = 'sid';
/** Absolute lifetime of a session. */
export const SESSION_DAYS = 30;
/** A session unused this long ends: a shop's customer comes back within a visit, not days later on a shared computer. */
export const SESSION_IDLE_HOURS = 2;
/** `last_seen_at` is written at most this often, so browsing a page does not write on every request. */
export const LAST_SEEN_EVERY_SECONDS = 60;

/**
 * `Secure` on requests that came over HTTPS, directly or through a trusted proxy (`AppDeps.isHttps`, set
 * as the `https` variable by the app's organiser middleware); never on plain HTTP, so localhost works.
 */
function cookieOptions(c: Context<AppEnv>, maxAge?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: c.get('https') === true,
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}

/** The signed-in customer of this request's cookie, for this organiser only. */
export async function readSession(c: Context<AppEnv>, deps: AppDeps): Promise<SignedInCustomer | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const sessionHash = hashToken(token);
  const organiserId = c.get('organiser').id;
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customer_id')
    .select(['customers.id', 'customers.cuid', 'sessions.expires_at', 'sessions.last_seen_at'])
    .where('sessions.token_hash', '=', sessionHash)
    .where('sessions.organiser_id', '=', organiserId)
    .where('customers.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.parse(deps.now());
  const expiry = sessionExpiry(row, now, (deps.sessionIdleMinutes ?? SESSION_IDLE_HOURS * 60) * 60_000);
  if (expiry !== null) {
    await deps.db
      .deleteFrom('sessions')
      .where('token_hash', '=', sessionHash)
      .where('organiser_id', '=', organiserId)
      .execute();
    deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
    logAuthEvent(c, deps, { event: 'session.expired', customer_id: row.id, reason: expiry });
    return null;
  }
  if (now - Date.parse(row.last_seen_at) >= LAST_SEEN_EVERY_SECONDS * 1000) {
    await deps.db
      .updateTable('sessions')
      .set({ last_seen_at: deps.now() })
      .where('token_hash', '=', sessionHash)
      .where('organiser_id', '=', organiserId)
      .execute();
  }
  return { id: row.id, cuid: row.cuid, sessionHash };
}

/** Why a session has ended at `now` (ms), or null while it lives. */
export function sessionExpiry(
  session: { expires_at: string; last_seen_at: string },
  now: number,
  idleMs: number = SESSION_IDLE_HOURS * 3_600_000,
): 'absolute' | 'idle' | null {
  if (Date.parse(session.expires_at) <= now) return 'absolute';
  if (now - Date.parse(session.last_seen_at) >= idleMs) return 'idle';
  return null;
}

/**
 * Deletes the session the request's cookie names, of this organiser only: a cookie sent to another
 * organiser's host never ends a session there.
 */
async function deleteCookieSession(c: Context<AppEnv>, db: Database): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return;
  await db
    .deleteFrom('sessions')
    .where('token_hash', '=', hashToken(token))
    .where('organiser_id', '=', c.get('organiser').id)
    .execute();
}

/** A new session (login, register, reset): the previous cookie's session is ended, so ids rotate. */
export async function startSession(
  c: Context<AppEnv>,
  deps: AppDeps,
  db: Database,
  customerId: number,
): Promise<void> {
  await deleteCookieSession(c, db);
  const token = randomToken();
  const expires = new Date(Date.parse(deps.now()) + SESSION_DAYS * 86_400_000).toISOString();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      organiser_id: c.get('organiser').id,
      customer_id: customerId,
      last_seen_at: deps.now(),
      expires_at: expires,
    })
    .execute();
  setCookie(c, SESSION_COOKIE, token, cookieOptions(c, SESSION_DAYS * 86_400));
}

export async function endSession(c: Context<AppEnv>, db: Database): Promise<void> {
  await deleteCookieSession(c, db);
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}
