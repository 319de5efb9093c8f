import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { ApiError, RateLimitedError } from '../errors';
import { clientIpOf, logAuthEvent } from './auth-log-request';
import { type AttemptCounter, createAttemptCounter } from './rate-limit';
import type { AttemptPolicy } from './rate-limit-rules';

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

/**
 * Runs attempts under their policy's limits: a blocked attempt answers 429 RATE_LIMITED with Retry-After
 * before anything is read or written. One guard per app, counting in this process's memory.
 */
export function createAttemptGuard(deps: AppDeps, counter: AttemptCounter = createAttemptCounter()) {
  return async function guarded<T>(c: Context<AppEnv>, attempt: GuardedAttempt<T>): Promise<T> {
    const { policy } = attempt;
    const nowMs = Date.parse(deps.now());
    const ip = clientIpOf(c, deps);
    const organiser = c.get('organiser').id;
    // Per organiser: one shop's attempts never count against another's.
    const ipKey = `${organiser}|${ip}`;
    const accountKey = attempt.account === null ? null : `${organiser}|${attempt.account}`;
    const pairKey = accountKey === null ? null : `${ipKey}|${accountKey}`;

    const pairRule =
      accountKey !== null && counter.retryAfterSeconds(policy.underAttack, accountKey, nowMs) > 0
        ? policy.pairUnderAttack
        : policy.perPair;
    const waits: Array<[string, number]> = [
      [policy.perIp.name, counter.retryAfterSeconds(policy.perIp, ipKey, nowMs)],
    ];
    if (pairKey !== null) waits.push([pairRule.name, counter.retryAfterSeconds(pairRule, pairKey, nowMs)]);
    const blocked = waits.filter(([, seconds]) => seconds > 0);
    if (blocked.length > 0) {
      const seconds = Math.max(...blocked.map(([, wait]) => wait));
      logAuthEvent(c, deps, {
        event: 'rate_limited',
        limit: blocked.map(([name]) => name).join(','),
        ...attempt.logAs,
      });
      throw new RateLimitedError(seconds);
    }

    const count = () => {
      counter.hit(policy.perIp, ipKey, nowMs);
      if (pairKey !== null && accountKey !== null) {
        counter.hit(policy.perPair, pairKey, nowMs);
        counter.hit(policy.underAttack, accountKey, nowMs);
      }
    };
    if (policy.counts === 'attempts') {
      count();
      return attempt.run();
    }
    try {
      const result = await attempt.run();
      if (pairKey !== null) counter.clear(policy.perPair, pairKey);
      return result;
    } catch (error) {
      if (error instanceof ApiError && attempt.failureCodes.has(error.code)) count();
      throw error;
    }
  };
}

export type AttemptGuard = ReturnType<typeof createAttemptGuard>;
