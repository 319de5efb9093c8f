/** Part 2 §9: "3 retries with exponential delay from 1 s doubling, capped at 30 s". */
export const RETRY_POLICY = {
  retries: 3,
  firstDelayMs: 1_000,
  factor: 2,
  maxDelayMs: 30_000,
} as const;

/** The waits before each of `retries` retries, in milliseconds: from 1 s, doubling, each capped at 30 s. */
export function backoff(retries: number): number[] {
  return Array.from({ length: Math.max(0, retries) }, (_, attempt) =>
    Math.min(RETRY_POLICY.firstDelayMs * RETRY_POLICY.factor ** attempt, RETRY_POLICY.maxDelayMs),
  );
}

/** The reads' schedule: 1 s, 2 s, 4 s. */
export const retrySchedule: readonly number[] = backoff(RETRY_POLICY.retries);
