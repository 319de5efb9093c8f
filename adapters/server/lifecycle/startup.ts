import { isDatabaseUnavailable } from '../errors';

export interface WaitOptions {
  /** First pause after a refused connection; doubles up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** A waiting line is logged on the first failure, then at most once per this interval. */
  logEveryMs?: number;
  log?: (line: Record<string, unknown>) => void;
  sleep?: (ms: number) => Promise<void>;
}

const defaultLog = (line: Record<string, unknown>) => console.error(JSON.stringify(line));
const defaultSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Runs `open` until the database answers: a server started while PostgreSQL is down (or restarting)
 * waits with exponential backoff instead of exiting with a stack trace. Errors that are not about
 * reaching the database (a bad migration, a wrong password's 28P01) are thrown at once: waiting cannot fix them.
 */
export async function untilDatabaseAnswers<T>(open: () => Promise<T>, options: WaitOptions = {}): Promise<T> {
  const maxDelayMs = options.maxDelayMs ?? 5_000;
  const logEveryMs = options.logEveryMs ?? 30_000;
  const log = options.log ?? defaultLog;
  const sleep = options.sleep ?? defaultSleep;
  let delayMs = options.firstDelayMs ?? 250;
  let attempts = 0;
  let waitedMs = 0;
  let lastLogAt = Number.NEGATIVE_INFINITY;
  for (;;) {
    attempts += 1;
    try {
      const opened = await open();
      if (attempts > 1) log({ level: 'info', msg: 'database reachable', attempts, waitedMs });
      return opened;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (waitedMs - lastLogAt >= logEveryMs) {
        lastLogAt = waitedMs;
        log({
          level: 'warn',
          msg: 'database not reachable, retrying',
          attempts,
          waitedMs,
          retryInMs: delayMs,
          error: String(error),
        });
      }
      await sleep(delayMs);
      waitedMs += delayMs;
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}
