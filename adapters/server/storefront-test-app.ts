import { type OpenDatabase, openDatabase } from '../db/index';
import { createOutboxMailer } from '../mail/index';
import { seedDemoData } from '../seed/index';
import { createApp } from './app';
import { mountStorefront } from './storefront-static';

/** The FR demo site's hostname, the one the storefront tests ask for. */
const STOREFRONT_HOST = 'petits-sportifs.localhost';

export interface StorefrontTestApp {
  app: ReturnType<typeof createApp>;
  database: OpenDatabase;
  /** A request to the FR demo site, with its Host header. */
  get: (path: string, init?: RequestInit) => Response | Promise<Response>;
}

/**
 * The whole app on the demo data of a fresh embedded database, with the storefront build in `dist` mounted
 * last, as the server runs it. `beforeMount` adds the routes a test needs ahead of the storefront fallback.
 */
export async function storefrontTestApp(
  dist: string,
  beforeMount: (app: ReturnType<typeof createApp>) => void = () => {},
): Promise<StorefrontTestApp> {
  const database = await openDatabase({});
  await seedDemoData(database.db);
  const app = createApp({
    db: database.db,
    mailer: createOutboxMailer(database.db),
    now: () => '2026-11-22T10:00:00.000Z',
    defaultHostname: STOREFRONT_HOST,
    publicOrigin: (hostname) => `https://${hostname}`,
  });
  beforeMount(app);
  mountStorefront(app, dist);
  const get = (path: string, init: RequestInit = {}) =>
    app.request(`http://${STOREFRONT_HOST}${path}`, {
      ...init,
      headers: { host: STOREFRONT_HOST, ...init.headers },
    });
  return { app, database, get };
}
