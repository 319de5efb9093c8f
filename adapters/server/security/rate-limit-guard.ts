import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { ApiError, RateLimitedError } from '../errors';
import { clientIpOf, logAuthEvent } from './auth-log-request';
import { createAttemptLimiter } from './rate-limit';
import type { AttemptPolicy } from './rate-limit-rules';
import { memoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

export interface GuardedAttempt<T> {
  policy: AttemptPolicy;
  /** Who the attempt is about: the e-mail typed or the signed-in customer; null when unknown. */
  account: string | null;
  /** The refusal codes that count as a failed guess. */
  failureCodes: ReadonlySet<string>;
  /** The e-mail fingerprint or customer id to log with a 429. */
  logAs?: { email?: string; customer_id?: number };
  run: () => Promise<T>;
}

/** Apps given no store count in memory, one store per app (every guard of an app shares its deps). */
const memoryStores = new WeakMap<AppDeps, RateLimitStore>();

function storeOf(deps: AppDeps): RateLimitStore {
  if (deps.rateLimits) return deps.rateLimits;
  let store = memoryStores.get(deps);
  if (!store) {
    store = memoryRateLimitStore();
    memoryStores.set(deps, store);
  }
  return store;
}

/**
 * Runs attempts under their policy's limits (`createAttemptLimiter`: a slot is reserved before the attempt
 * runs). A blocked attempt answers 429 RATE_LIMITED with Retry-After before anything is read or written; a
 * store that cannot be reached rejects with its connection error (503 DATABASE_UNAVAILABLE), never lets the
 * attempt through unlimited. Counts live in `deps.rateLimits` (default: this process's memory).
 */
export function createAttemptGuard(deps: AppDeps) {
  const limiter = createAttemptLimiter(storeOf(deps));
  return async function guarded<T>(c: Context<AppEnv>, attempt: GuardedAttempt<T>): Promise<T> {
    const reservation = await limiter.reserve(
      attempt.policy,
      { organiserId: c.get('organiser').id, ip: clientIpOf(c, deps), account: attempt.account },
      Date.parse(deps.now()),
    );
    if (!reservation.allowed) {
      logAuthEvent(c, deps, { event: 'rate_limited', limit: reservation.limits.join(','), ...attempt.logAs });
      throw new RateLimitedError(reservation.retryAfterSeconds);
    }
    let result: T;
    try {
      result = await attempt.run();
    } catch (error) {
      const failed = error instanceof ApiError && attempt.failureCodes.has(error.code);
      await reservation.settle(failed ? 'failure' : 'other');
      throw error;
    }
    await reservation.settle('success');
    return result;
  };
}

export type AttemptGuard = ReturnType<typeof createAttemptGuard>;
