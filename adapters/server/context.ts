import type { Database } from '../db/index';
import type { Mailer } from '../mail/index';
import type { AddressSearch } from './address-search/index';
import type { AuthLog } from './security/auth-log';

export interface Organiser {
  id: number;
  cuid: string;
  hostname: string;
  name: string;
  logo: string | null;
  language: 'fr' | 'en';
  settings: import('../db/index').OrganiserSettings;
}

export interface SignedInCustomer {
  id: number;
  cuid: string;
  /** Hash of the session token the request came with. */
  sessionHash: string;
}

/** What every request carries once the middleware ran. */
export interface AppEnv {
  Variables: {
    organiser: Organiser;
    customer: SignedInCustomer | null;
    /** The request came over HTTPS (`AppDeps.isHttps`): the session cookie is `Secure`. */
    https: boolean;
  };
}

/** Whether a request came over HTTPS (directly, or through a trusted proxy). */
export type IsHttps = (c: import('hono').Context<AppEnv>) => boolean;

/** Where the process stands: 'starting' until the database answers and is migrated, 'draining' after SIGTERM. */
export type Phase = 'starting' | 'ready' | 'draining';

export interface AppDeps {
  db: Database;
  mailer: Mailer;
  /** "Now" as an ISO instant; tests move it. */
  now: () => string;
  /** Hostname that serves localhost and unknown development hosts. */
  defaultHostname: string;
  /** Public origin for links in e-mails, per organiser hostname. */
  publicOrigin: (hostname: string) => string;
  /** Address suggestions; default: the local address book. */
  addressSearch?: AddressSearch;
  /** Secret that signs sandbox payment events; default: random per process. */
  paymentSecret?: string;
  /**
   * Row locks around seat counts (default true). Off only in the concurrency test's control run, which
   * must show the oversell the locks prevent.
   */
  seatLocking?: boolean;
  /**
   * The client's IP address, for rate limits and auth logs. Production reads the socket
   * (`socketClientIp`); in-process tests have no socket and pass a header. Default: `unknown` for all.
   */
  clientIp?: (c: import('hono').Context<AppEnv>) => string;
  /**
   * Whether the request came over HTTPS, for the session cookie's `Secure` flag and HSTS. Production behind
   * a TLS-terminating proxy passes `requestIsHttps({ trustProxy })` (security/request-scheme.ts).
   * Default: the request URL's scheme only (`urlIsHttps`).
   */
  isHttps?: IsHttps;
  /** How long an unused session lives, in minutes; default SESSION_IDLE_HOURS (2 hours). */
  sessionIdleMinutes?: number;
  /** Where the process stands, for /readyz (main.ts turns it to 'draining' on SIGTERM); default: ready. */
  phase?: () => Phase;
  /** Auth events (login, logout, reset, rate limited...); default: JSON lines on standard output. */
  authLog?: AuthLog;
  /**
   * Where brute-force counters live (`createRateLimitStore`): PostgreSQL when the server runs on it, so
   * every process on the database shares the counts; default: this process's memory.
   */
  rateLimits?: import('./security/rate-limit-store').RateLimitStore;
  /**
   * The provider's legal pages every storefront's footer links to (GET /api/website `provider_legal_links`);
   * default: from the environment (`providerLegalLinksFrom(process.env)`, provider-legal-links.ts).
   */
  legalLinks?: import('../../core/schemas/index').ProviderLegalLinks;
  /**
   * The catalogue's shared answers, kept per organiser, query and catalogue version
   * (`catalogueCacheFromEnv`: on unless CATALOGUE_CACHE=off); default: none, every read asks the database.
   */
  catalogueCache?: import('./cache/catalogue-cache-port').CatalogueCache;
  /** Work started after the answer (reset-link token and e-mail); default: one tracker per app. */
  background?: import('./background').BackgroundTasks;
}
