import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, dropSchema, openDatabase } from '../../db/index';
import { drivers } from '../test-support';
import { CLAIM_AFTER_SHARE, claimPeriodicRun, startPeriodicTask } from './periodic-task';

const START = Date.parse('2026-11-22T10:00:00.000Z');
const at = (ms: number) => new Date(START + ms).toISOString();

describe.each(drivers)('periodic tasks across processes on %s', { timeout: 120_000 }, (driver) => {
  let db: Database;
  let close: () => Promise<void>;
  const schema = driver === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const url = driver === 'postgres' ? process.env.DATABASE_URL : undefined;
  let taskCount = 0;
  const freshTask = () => {
    taskCount += 1;
    return `task-${taskCount}`;
  };

  beforeAll(async () => {
    ({ db, close } = await openDatabase({ url, schema }));
  });
  afterAll(async () => {
    await close?.();
    if (url && schema) await dropSchema(url, schema);
  });

  it('lets exactly one of many simultaneous claims of a tick through', async () => {
    const task = freshTask();
    const claims = await Promise.all(
      Array.from({ length: 12 }, () => claimPeriodicRun(db, task, at(0), 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // The next tick of any process, one interval later, is claimed once more.
    const next = await Promise.all(
      Array.from({ length: 12 }, () => claimPeriodicRun(db, task, at(60_000), 60_000)),
    );
    expect(next.filter(Boolean)).toHaveLength(1);
  });

  it('runs once per interval whatever the phases of the processes’ timers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }).chain((processes) =>
          fc.record({
            everyMs: fc.integer({ min: 1_000, max: 300_000 }),
            // Each process's timer starts at a phase of its own and fires up to 20 ms late.
            phases: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
              minLength: processes,
              maxLength: processes,
            }),
            lateness: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 40, maxLength: 40 }),
          }),
        ),
        async ({ everyMs, phases, lateness }) => {
          const task = freshTask();
          const ticks = phases
            .flatMap((phase, process) =>
              Array.from(
                { length: 10 },
                (_, tick) =>
                  Math.round(phase * everyMs) + tick * everyMs + (lateness[process * 10 + tick] ?? 0),
              ),
            )
            .sort((a, b) => a - b);
          const runs: number[] = [];
          for (const tick of ticks) {
            if (await claimPeriodicRun(db, task, at(tick), everyMs)) runs.push(tick);
          }
          const gaps = runs.slice(1).map((run, index) => run - (runs[index] ?? 0));
          for (const gap of gaps) {
            expect(gap).toBeGreaterThanOrEqual(Math.round(everyMs * CLAIM_AFTER_SHARE));
            // Never more than an interval without a run, give or take a late timer.
            expect(gap).toBeLessThanOrEqual(everyMs + 20);
          }
          // Ten ticks of every process cover at least nine intervals: nine or ten runs, not one per process.
          expect(runs.length).toBeGreaterThanOrEqual(9);
          expect(runs.length).toBeLessThanOrEqual(11);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('runs a timed task on one of two processes per tick, and stops', async () => {
    const task = freshTask();
    const ran: string[] = [];
    // Both "processes" read one clock, moved by a whole interval at a time: one run per clock value.
    let now = 0;
    const clock = () => at(now);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const stops = ['first', 'second'].map((process) =>
      startPeriodicTask(
        { db, now: clock },
        {
          name: task,
          everyMs: 20,
          run: async () => {
            ran.push(process);
          },
        },
      ),
    );
    try {
      for (let tick = 0; tick < 4; tick += 1) {
        now = tick * 20;
        for (let waited = 0; ran.length <= tick && waited < 10_000; waited += 10) await pause(10);
        expect(ran).toHaveLength(tick + 1);
        // Several more firings of both timers at this clock value run nothing more.
        await pause(150);
        expect(ran).toHaveLength(tick + 1);
      }
    } finally {
      for (const stop of stops) stop();
    }
    now = 10_000;
    await pause(150);
    expect(ran).toHaveLength(4);
  });
});
