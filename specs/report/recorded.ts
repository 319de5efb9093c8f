import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The book's outcomes as vitest ran them (`specs/book.test.ts`), so `npm test` writes the report from that
 * run instead of running all 367 checks a second time (`specs:report -- --recorded`). A recording is
 * reused only when it is recent and holds every rule of the book; otherwise the report runs the checks.
 */
export interface RecordedOutcome {
  passed: boolean;
  milliseconds: number;
  failure?: string;
}

interface Recording {
  recordedAt: number;
  outcomes: Record<string, RecordedOutcome>;
}

const reportDir = fileURLToPath(new URL('../../specs-report/', import.meta.url));
const recordingPath = `${reportDir}recorded-outcomes.json`;
/** Older than this, a recording is not from the test run that just finished. */
const FRESH_FOR_MS = 6 * 60 * 60 * 1000;

export function forgetRecording(): void {
  rmSync(recordingPath, { force: true });
}

export function writeRecording(outcomes: ReadonlyMap<string, RecordedOutcome>, now = Date.now()): void {
  mkdirSync(reportDir, { recursive: true });
  const recording: Recording = { recordedAt: now, outcomes: Object.fromEntries(outcomes) };
  writeFileSync(recordingPath, JSON.stringify(recording));
}

/** The recorded outcomes when fresh and complete for `ruleIds`; otherwise null. */
export function readRecording(
  ruleIds: readonly string[],
  now = Date.now(),
): Map<string, RecordedOutcome> | null {
  if (!existsSync(recordingPath)) return null;
  const recording = JSON.parse(readFileSync(recordingPath, 'utf8')) as Recording;
  if (now - recording.recordedAt > FRESH_FOR_MS) return null;
  const outcomes = new Map(Object.entries(recording.outcomes));
  return ruleIds.every((id) => outcomes.has(id)) ? outcomes : null;
}
