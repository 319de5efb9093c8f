import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../errors';
import { type AttemptOutcome, createAttemptLimiter } from './rate-limit';
import { ATTEMPT_POLICIES } from './rate-limit-rules';
import { memoryRateLimitStore, type RateLimitCounter, type RateLimitStore } from './rate-limit-store';

const { login, passwordLink } = ATTEMPT_POLICIES;
const MINUTE = 60_000;
/** 12:00 UTC: the start of a 15-minute window. */
const NOON = Date.parse('2026-11-22T12:00:00.000Z');
const who = (ip: string, account: string | null = 'camille@example.be') => ({ organiserId: 1, ip, account });

/** Reserves and settles one attempt; answers whether it was allowed. */
async function attempt(
  limiter: ReturnType<typeof createAttemptLimiter>,
  subject: ReturnType<typeof who>,
  outcome: AttemptOutcome,
  policy = login,
  nowMs = NOON,
): Promise<boolean> {
  const reservation = await limiter.reserve(policy, subject, nowMs);
  if (!reservation.allowed) return false;
  await reservation.settle(outcome);
  return true;
}

async function allowedOf(tries: Array<Promise<boolean>>): Promise<number> {
  return (await Promise.all(tries)).filter(Boolean).length;
}

describe('attempt limiter (reserve, then confirm)', () => {
  it('refuses the attempt past the limit with the seconds left in the window, and allows it in the next', async () => {
    const limiter = createAttemptLimiter(memoryRateLimitStore());
    for (let i = 0; i < 5; i += 1) expect(await attempt(limiter, who('ip-a'), 'failure')).toBe(true);
    expect(await limiter.reserve(login, who('ip-a'), NOON)).toEqual({
      allowed: false,
      limits: ['login.ip-account'],
      retryAfterSeconds: 15 * 60,
    });
    expect(await limiter.reserve(login, who('ip-a'), NOON + 14.5 * MINUTE)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect(await attempt(limiter, who('ip-b'), 'failure')).toBe(true);
    expect(await attempt(limiter, who('ip-a'), 'failure', login, NOON + 15 * MINUTE)).toBe(true);
  });

  it('lets at most the limit through when the attempts arrive together, before any has ended', async () => {
    const limiter = createAttemptLimiter(memoryRateLimitStore());
    const reservations = await Promise.all(
      Array.from({ length: 40 }, () => limiter.reserve(login, who('ip-a'), NOON)),
    );
    expect(reservations.filter((r) => r.allowed)).toHaveLength(5);
    const spread = await Promise.all(
      Array.from({ length: 60 }, (_, i) => limiter.reserve(login, who('ip-b', `user-${i}@example.be`), NOON)),
    );
    expect(spread.filter((r) => r.allowed)).toHaveLength(30);
  });

  it('counts a refusal nowhere: a refused pair gives the IP its point back', async () => {
    const limiter = createAttemptLimiter(memoryRateLimitStore());
    for (let i = 0; i < 5; i += 1) await attempt(limiter, who('ip-a'), 'failure');
    expect(await allowedOf(Array.from({ length: 100 }, () => attempt(limiter, who('ip-a'), 'failure')))).toBe(
      0,
    );
    // 5 failures so far: the IP keeps 25 of its 30 for other accounts.
    const others = Array.from({ length: 40 }, (_, i) =>
      attempt(limiter, who('ip-a', `other-${i}@example.be`), 'failure'),
    );
    expect(await allowedOf(others)).toBe(25);
  });

  it('a success gives the points back and clears the pair; an outcome that is no failure gives them back', async () => {
    const limiter = createAttemptLimiter(memoryRateLimitStore());
    for (let i = 0; i < 4; i += 1) await attempt(limiter, who('ip-a'), 'failure');
    expect(await attempt(limiter, who('ip-a'), 'success')).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(await attempt(limiter, who('ip-a'), 'failure')).toBe(true);
    expect(await attempt(limiter, who('ip-a'), 'failure')).toBe(false);

    for (let i = 0; i < 50; i += 1) await attempt(limiter, who('ip-b', `form-${i}@example.be`), 'other');
    const failures = Array.from({ length: 31 }, (_, i) =>
      attempt(limiter, who('ip-b', `guess-${i}@example.be`), 'failure'),
    );
    expect(await allowedOf(failures)).toBe(30);
  });

  it('past 50 failures on an account from all IPs, each IP keeps one attempt for it', async () => {
    const limiter = createAttemptLimiter(memoryRateLimitStore());
    for (let i = 0; i < 50; i += 1) expect(await attempt(limiter, who(`10.0.${i}.1`), 'failure')).toBe(true);
    expect(await attempt(limiter, who('10.9.9.9'), 'failure')).toBe(true);
    expect(await limiter.reserve(login, who('10.9.9.9'), NOON)).toMatchObject({
      allowed: false,
      limits: ['login.ip-account'],
    });
    expect(await attempt(limiter, who('203.0.113.8'), 'success')).toBe(true);
    // Another account of the same shop is not under attack.
    for (let i = 0; i < 5; i += 1)
      expect(await attempt(limiter, who('10.9.9.9', 'zoe@example.be'), 'failure')).toBe(true);
  });

  it('a policy that counts every request keeps the point of a success', async () => {
    const limiter = createAttemptLimiter(memoryRateLimitStore());
    for (let i = 0; i < 3; i += 1)
      expect(await attempt(limiter, who('ip-a'), 'success', passwordLink)).toBe(true);
    expect(await attempt(limiter, who('ip-a'), 'success', passwordLink)).toBe(false);
  });

  it('counts per organiser', async () => {
    const limiter = createAttemptLimiter(memoryRateLimitStore());
    for (let i = 0; i < 5; i += 1) await attempt(limiter, who('ip-a'), 'failure');
    expect(await attempt(limiter, { ...who('ip-a'), organiserId: 2 }, 'failure')).toBe(true);
  });

  it('a store that fails rejects with its error and gives back the points already taken', async () => {
    const memory = memoryRateLimitStore();
    const calls: string[] = [];
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const broken: RateLimitCounter = {
      consume: () => Promise.reject(refused),
      reward: () => Promise.reject(refused),
      delete: () => Promise.reject(refused),
    };
    const spy = (name: string, counter: RateLimitCounter): RateLimitCounter => ({
      consume: (key, points) => {
        calls.push(`${name}.consume`);
        return counter.consume(key, points);
      },
      reward: (key, points) => {
        calls.push(`${name}.reward`);
        return counter.reward(key, points);
      },
      delete: (key) => counter.delete(key),
    });
    const store: RateLimitStore = {
      kind: 'memory',
      counter: (rule) => spy(rule.name, rule.name === 'login.ip-account' ? broken : memory.counter(rule)),
      close: async () => {},
    };
    const errors: unknown[] = [];
    const logged = console.error;
    console.error = (line: unknown) => errors.push(line);
    try {
      const error = await createAttemptLimiter(store)
        .reserve(login, who('ip-a'), NOON)
        .then(
          () => null,
          (rejection: unknown) => rejection,
        );
      expect(error).toBe(refused);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      console.error = logged;
    }
    expect(calls.sort()).toEqual([
      'login.account.consume',
      'login.account.reward',
      'login.ip-account.consume',
      'login.ip.consume',
      'login.ip.reward',
    ]);
    expect(errors).toEqual([]);
    // The IP's point was given back: it still has all 30 failures (same memory counters, working pair).
    const others = Array.from({ length: 31 }, (_, i) =>
      attempt(createAttemptLimiter(memory), who('ip-a', `other-${i}@example.be`), 'failure'),
    );
    expect(await allowedOf(others)).toBe(30);
  });
});
