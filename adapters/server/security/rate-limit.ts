/** How many attempts one key may make in one fixed window. */
export interface RateLimitRule {
  /** Names the rule in keys and logs (`login.ip`, `login.ip-account`...). */
  name: string;
  limit: number;
  windowMs: number;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Counts attempts per key in fixed windows, in this process's memory. One server process only: several
 * processes behind a balancer each count their own share (a shared store would be needed there). The map
 * is bounded: when full, expired windows go first, then the oldest keys, so a flood of new keys (random
 * e-mails, spoofed accounts) costs memory up to `maxKeys` and no more.
 */
export function createAttemptCounter(options: { maxKeys?: number } = {}) {
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = new Map<string, Window>();
  const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}\u0000${subject}`;

  const current = (key: string, rule: RateLimitRule, nowMs: number): Window | undefined => {
    const window = windows.get(key);
    if (window && nowMs - window.startedAt >= rule.windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const makeRoom = (nowMs: number, longestWindowMs: number) => {
    if (windows.size < maxKeys) return;
    for (const [key, window] of windows) {
      if (nowMs - window.startedAt >= longestWindowMs) windows.delete(key);
    }
    // Map iterates in insertion order: the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    /** Seconds until `subject` may try again under `rule`, or 0 when it may try now. */
    retryAfterSeconds(rule: RateLimitRule, subject: string, nowMs: number): number {
      const window = current(keyOf(rule, subject), rule, nowMs);
      if (!window || window.count < rule.limit) return 0;
      return Math.max(1, Math.ceil((window.startedAt + rule.windowMs - nowMs) / 1000));
    },
    /** Counts one attempt of `subject` under `rule`. */
    hit(rule: RateLimitRule, subject: string, nowMs: number): void {
      const key = keyOf(rule, subject);
      const window = current(key, rule, nowMs);
      if (window) {
        window.count += 1;
        return;
      }
      makeRoom(nowMs, rule.windowMs);
      windows.set(key, { startedAt: nowMs, count: 1 });
    },
    /** Forgets `subject`'s attempts under `rule` (a successful login clears that IP's failures). */
    clear(rule: RateLimitRule, subject: string): void {
      windows.delete(keyOf(rule, subject));
    },
    get size(): number {
      return windows.size;
    },
  };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
