import { Hono } from 'hono';
import type { AppDeps, AppEnv, Organiser } from './context';
import { ApiError } from './errors';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { availabilityRoutes } from './routes/availabilities';
import { catalogueRoutes } from './routes/catalogue';
import { mediaRoutes } from './routes/media';
import { siteRoutes } from './routes/site';
import { readSession } from './sessions';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The API of part 2 §7 for every organiser on this server; the organiser comes from the Host header. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json({ error: error.code, ...(error.fields ? { fields: error.fields } : {}) }, error.status);
    }
    console.error(
      JSON.stringify({ level: 'error', msg: 'unhandled', path: c.req.path, error: String(error) }),
    );
    return c.json({ error: 'INTERNAL_ERROR' }, 500);
  });
  app.notFound((c) => c.json({ error: 'NOT_FOUND' }, 404));

  app.use('/api/*', async (c, next) => {
    const hostname = (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase();
    const lookup = LOCAL_HOSTS.has(hostname) ? deps.defaultHostname : hostname;
    const organiser = await deps.db
      .selectFrom('organisers')
      .selectAll()
      .where('hostname', '=', lookup)
      .executeTakeFirst();
    if (!organiser) throw new ApiError(404, 'ORGANISER_NOT_FOUND');
    c.set('organiser', organiser satisfies Organiser);
    c.set('customer', await readSession(c, deps));
    await next();
  });

  authRoutes(app, deps);
  accountRoutes(app, deps);
  siteRoutes(app, deps);
  availabilityRoutes(app, deps);
  catalogueRoutes(app, deps);
  mediaRoutes(app);
  return app;
}
