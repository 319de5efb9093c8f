import { Duration, Schedule } from 'effect';

/** Part 2 §9: "3 retries with exponential delay from 1 s doubling, capped at 30 s". */
export const RETRY_POLICY = {
  retries: 3,
  firstDelay: Duration.seconds(1),
  factor: 2,
  maxDelay: Duration.seconds(30),
} as const;

/** Exponential backoff from 1 s, doubling, each delay capped at 30 s, for `retries` retries. */
export function backoff(retries: number) {
  return Schedule.exponential(RETRY_POLICY.firstDelay, RETRY_POLICY.factor).pipe(
    Schedule.modifyDelay((delay) => Duration.min(delay, RETRY_POLICY.maxDelay)),
    Schedule.intersect(Schedule.recurs(retries)),
  );
}

export const retrySchedule = backoff(RETRY_POLICY.retries);
