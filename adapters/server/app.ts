import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { createSandboxProvider, PaymentSignatureError, sandboxRoutes } from '../payments/index';
import { attachCatalogueCache } from './cache/catalogue-cache';
import { databaseSandboxStore, settlePayment } from './cart/payments';
import type { AppDeps, AppEnv, Organiser } from './context';
import { ApiError, isDatabaseUnavailable, RateLimitedError } from './errors';
import { healthRoutes } from './lifecycle/health';
import { organiserHostnameOf } from './organiser-host';
import { accountRoutes } from './routes/account';
import { accountRegistrationRoutes } from './routes/account-registrations';
import { accountTabRoutes } from './routes/account-tabs';
import { authRoutes } from './routes/auth';
import { availabilityRoutes } from './routes/availabilities';
import { calendarRoutes } from './routes/calendars';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { mediaRoutes } from './routes/media';
import { searchRoutes } from './routes/search';
import { seoRoutes } from './routes/seo';
import { siteRoutes } from './routes/site';
import { waitingListRoutes } from './routes/waiting-list';
import { requestBodyLimit } from './security/body-limit';
import { csrfProtection } from './security/csrf';
import { adminConsoleOriginFrom, securityHeaders } from './security/headers';
import { type IsHttps, urlIsHttps } from './security/request-scheme';
import { readSession } from './sessions';
import { randomToken } from './tokens';
import { vacancyNotifier } from './waiting-list/index';

export const WEBHOOK_PATH = '/payments/sandbox/webhook';

/** The API of part 2 §7 for every organiser on this server; the organiser comes from the Host header. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The catalogue's shared answers are made once per organiser, query and catalogue version (http.ts route).
  if (deps.catalogueCache) attachCatalogueCache(app, deps.catalogueCache);
  const isHttps: IsHttps = deps.isHttps ?? urlIsHttps;
  // First: every answer below, errors and 404s included, carries the security headers (HSTS over HTTPS).
  app.use('*', securityHeaders({ adminConsoleOrigin: adminConsoleOriginFrom(process.env), isHttps }));
  app.use('*', csrfProtection({ exemptPaths: [WEBHOOK_PATH] }));
  // API answers (JSON pages of 20 availabilities are ~58 KB) go gzipped to browsers that accept it.
  app.use('/api/*', compress({ encoding: 'gzip' }));
  app.use('*', requestBodyLimit());

  app.onError((error, c) => {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof ApiError) {
      return c.json({ error: error.code, ...(error.fields ? { fields: error.fields } : {}) }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'database unavailable',
          path: c.req.path,
          error: String(error),
        }),
      );
      return c.json({ error: 'DATABASE_UNAVAILABLE' }, 503);
    }
    console.error(
      JSON.stringify({ level: 'error', msg: 'unhandled', path: c.req.path, error: String(error) }),
    );
    return c.json({ error: 'INTERNAL_ERROR' }, 500);
  });
  app.notFound((c) => c.json({ error: 'NOT_FOUND' }, 404));
  healthRoutes(app, { db: deps.db, phase: deps.phase ?? (() => 'ready') });

  // The organiser of the Host header, for the API and the sitemap and robots.txt.
  const resolveOrganiser: MiddlewareHandler<AppEnv> = async (c, next) => {
    const hostname = (c.req.header('host') ?? '').replace(/:\d+$/, '');
    const lookup = organiserHostnameOf(hostname, deps.defaultHostname);
    const load = () =>
      deps.db.selectFrom('organisers').selectAll().where('hostname', '=', lookup).executeTakeFirst();
    // With the catalogue cache, the row is read once per catalogue version (organisers bump it).
    const organiser = deps.catalogueCache ? await deps.catalogueCache.organiser(lookup, load) : await load();
    if (!organiser) throw new ApiError(404, 'ORGANISER_NOT_FOUND');
    c.set('organiser', organiser satisfies Organiser);
    c.set('https', isHttps(c));
    c.set('customer', await readSession(c, deps));
    await next();
  };
  app.use('/api/*', resolveOrganiser);
  // The family calendar feed (/calendar/<token>.ics) lives outside /api but belongs to the Host's organiser.
  app.use('/calendar/*', resolveOrganiser);
  seoRoutes(app, deps, resolveOrganiser);

  // Payments: the embedded sandbox provider. Its page and the webhook live outside /api (no organiser
  // host needed); the page delivers its signed event to the webhook in-process, as a provider would.
  const paymentSecret = deps.paymentSecret ?? randomToken();
  const sandboxStore = databaseSandboxStore(deps.db);
  const sandboxFor = (origin: string) =>
    createSandboxProvider({ secret: paymentSecret, publicOrigin: origin, store: sandboxStore });
  app.post(WEBHOOK_PATH, async (c) => {
    const raw = await c.req.text();
    let event: ReturnType<ReturnType<typeof sandboxFor>['verifyCallback']>;
    try {
      event = sandboxFor('http://localhost').verifyCallback(raw, c.req.raw.headers);
    } catch (error) {
      if (error instanceof PaymentSignatureError) throw new ApiError(400, error.code);
      throw error;
    }
    // The event that paid a checkout enqueues its cart's confirmation in the same transaction (a replay
    // answers 'unchanged' and enqueues nothing).
    const status = await settlePayment(deps.db, event, deps.now());
    return c.json({ status });
  });
  sandboxRoutes(app, {
    provider: sandboxFor('http://localhost'),
    deliver: async (signed) => {
      const answer = await app.request(WEBHOOK_PATH, {
        method: 'POST',
        body: signed.body,
        headers: signed.headers,
      });
      // A database that is down for a moment: the payer is told to try again (503), as the webhook was.
      if (answer.status === 503) throw new ApiError(503, 'DATABASE_UNAVAILABLE');
      if (!answer.ok) throw new Error(`sandbox webhook answered ${answer.status}`);
    },
  });

  authRoutes(app, deps);
  accountRoutes(app, deps);
  accountRegistrationRoutes(app, deps);
  accountTabRoutes(app, deps);
  calendarRoutes(app, deps);
  siteRoutes(app, deps);
  availabilityRoutes(app, deps);
  catalogueRoutes(app, deps);
  searchRoutes(app, deps);
  cartRoutes(app, {
    db: deps.db,
    now: deps.now,
    seatLocking: deps.seatLocking ?? true,
    provider: sandboxFor,
    publicOrigin: deps.publicOrigin,
    defaultHostname: deps.defaultHostname,
    vacancies: vacancyNotifier(deps),
  });
  waitingListRoutes(app, deps);
  mediaRoutes(app);
  return app;
}
