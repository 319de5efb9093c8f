import type { Hono } from 'hono';
import { type Database, pendingMigrations } from '../../db/index';
import type { AppEnv, Phase } from '../context';
import { isDatabaseUnavailable } from '../errors';

export type { Phase } from '../context';

/** How long /readyz waits for the database before it calls it unavailable. */
const READINESS_TIMEOUT_MS = 2_000;

const withinTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, fail) =>
      setTimeout(
        () => fail(Object.assign(new Error('readiness check timed out'), { code: 'ETIMEDOUT' })),
        ms,
      ).unref(),
    ),
  ]);

/**
 * Probes for orchestrators and load balancers, outside /api (no organiser, no session, no database read
 * for liveness). `/healthz`: the process is up and serving. `/readyz`: it should get traffic: the database
 * answers, every migration of this build is applied, and it is not draining.
 */
export function healthRoutes(app: Hono<AppEnv>, options: { db: Database | null; phase: () => Phase }): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const phase = options.phase();
    if (phase !== 'ready' || options.db === null) return c.json({ status: phase }, 503);
    try {
      const pending = await withinTimeout(pendingMigrations(options.db), READINESS_TIMEOUT_MS);
      if (pending.length > 0) return c.json({ status: 'migrations-pending', pending }, 503);
      return c.json({ status: 'ready' });
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return c.json({ status: 'database-unavailable', error: 'DATABASE_UNAVAILABLE' }, 503);
    }
  });
}
