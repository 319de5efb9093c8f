import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AttemptPolicy } from './rate-limit-rules';
import type { RateLimitCounter, RateLimitRule, RateLimitStore } from './rate-limit-store';

export type { RateLimitRule } from './rate-limit-store';

/** Who makes an attempt: the organiser's shop, the client IP, and the account it is about (null: unknown). */
export interface AttemptSubject {
  organiserId: number;
  ip: string;
  account: string | null;
}

/**
 * How a reserved attempt ended. `failure`: a counted refusal (wrong password, unknown code); `success`;
 * `other`: anything else (an invalid form, a database error), which a failures-only policy does not count.
 */
export type AttemptOutcome = 'success' | 'failure' | 'other';

export type Reservation =
  | { allowed: false; limits: string[]; retryAfterSeconds: number }
  | { allowed: true; settle(outcome: AttemptOutcome): Promise<void> };

interface Taken {
  counter: RateLimitCounter;
  key: string;
}

/**
 * Fixed windows on the app's clock (`now`, which tests move): a key names its window, so a new window is a
 * new key and an old one simply expires in the store. Subjects are hashed: no e-mail or IP in the store,
 * and keys stay within the PostgreSQL table's 255 characters whatever the client sent.
 */
function keyOf(rule: RateLimitRule, nowMs: number, parts: ReadonlyArray<string | number>): string {
  const window = Math.floor(nowMs / rule.windowMs);
  return `${window}:${createHash('sha256').update(parts.join('\u0000')).digest('base64url')}`;
}

function secondsLeft(rule: RateLimitRule, nowMs: number): number {
  const windowEnd = (Math.floor(nowMs / rule.windowMs) + 1) * rule.windowMs;
  return Math.max(1, Math.ceil((windowEnd - nowMs) / 1000));
}

/**
 * Consumes one point and answers the key's count in the window, this point included. The library rejects
 * with a RateLimiterRes when the count passed the limiter's `points` (the point is counted all the same) and
 * with an Error when the store failed (nothing known to be taken).
 */
async function take(counter: RateLimitCounter, key: string, rule: RateLimitRule): Promise<number> {
  try {
    return (await counter.consume(key)).consumedPoints;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(rejection.consumedPoints, rule.limit + 1);
    throw rejection;
  }
}

/** Giving points back is best effort: the attempt's answer is decided; a store failure is logged. */
async function giveBack(taken: Taken[], how: 'reward' | 'delete' = 'reward'): Promise<void> {
  await Promise.all(
    taken.map(({ counter, key }) =>
      (how === 'delete' ? counter.delete(key) : counter.reward(key)).then(
        () => undefined,
        (error: unknown) => {
          console.error(
            JSON.stringify({ level: 'error', msg: 'rate limit points not given back', error: String(error) }),
          );
        },
      ),
    ),
  );
}

/**
 * Reserve, then confirm: a point is consumed on every counter before the attempt runs (an atomic increment
 * in the store), so parallel attempts each see the ones still running and at most the limit get through.
 * Counters are taken per IP first, and only when the IP is within its limit on the account and the
 * (IP, account) pair: a blocked IP adds no keys. When one counter refuses, every point taken by this attempt
 * is given back, so refusals never count. Once the attempt has run, `settle` confirms: a policy that counts
 * `attempts` keeps every point; one that counts `failures` keeps them for a failure, gives them back for
 * an `other` outcome, and for a success gives back the IP's and account's points and clears the pair.
 * The account-wide counter never refuses: past `underAttack`, the pair's ceiling drops to `pairUnderAttack`.
 */
export function createAttemptLimiter(store: RateLimitStore) {
  return {
    async reserve(policy: AttemptPolicy, subject: AttemptSubject, nowMs: number): Promise<Reservation> {
      const { organiserId, ip, account } = subject;
      const taken: Taken[] = [];
      const refuse = async (rule: RateLimitRule): Promise<Reservation> => {
        await giveBack(taken);
        return { allowed: false, limits: [rule.name], retryAfterSeconds: secondsLeft(rule, nowMs) };
      };

      const ipTaken = {
        counter: store.counter(policy.perIp),
        key: keyOf(policy.perIp, nowMs, [organiserId, ip]),
      };
      const ipCount = await take(ipTaken.counter, ipTaken.key, policy.perIp);
      taken.push(ipTaken);
      if (ipCount > policy.perIp.limit) return refuse(policy.perIp);

      let pairTaken: Taken | null = null;
      let accountTaken: Taken | null = null;
      if (account !== null) {
        accountTaken = {
          counter: store.counter(policy.underAttack),
          key: keyOf(policy.underAttack, nowMs, [organiserId, account]),
        };
        pairTaken = {
          counter: store.counter(policy.perPair),
          key: keyOf(policy.perPair, nowMs, [organiserId, ip, account]),
        };
        const [accountCount, pairCount] = await Promise.allSettled([
          take(accountTaken.counter, accountTaken.key, policy.underAttack),
          take(pairTaken.counter, pairTaken.key, policy.perPair),
        ]);
        if (accountCount.status === 'fulfilled') taken.push(accountTaken);
        if (pairCount.status === 'fulfilled') taken.push(pairTaken);
        if (accountCount.status === 'rejected' || pairCount.status === 'rejected') {
          await giveBack(taken);
          throw accountCount.status === 'rejected'
            ? accountCount.reason
            : (pairCount as PromiseRejectedResult).reason;
        }
        const pairRule =
          accountCount.value > policy.underAttack.limit ? policy.pairUnderAttack : policy.perPair;
        if (pairCount.value > pairRule.limit) return refuse(pairRule);
      }

      return {
        allowed: true,
        async settle(outcome) {
          if (policy.counts === 'attempts' || outcome === 'failure') return;
          if (outcome === 'other') return giveBack(taken);
          await Promise.all([
            giveBack(accountTaken ? [ipTaken, accountTaken] : [ipTaken]),
            giveBack(pairTaken ? [pairTaken] : [], 'delete'),
          ]);
        },
      };
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
