import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, dropSchema, openDatabase } from '../../db/index';
import { createOutboxMailer } from '../../mail/index';
import { seedDemoData } from '../../seed/index';
import { createApp } from '../app';
import { newCustomerSignUp } from '../test-customers';
import { CAMILLE, shopPost } from '../test-fixtures';
import { useTestApp } from '../test-suite-app';
import { drivers, FR_HOST, TEST_CLIENT_IP, TEST_NOW } from '../test-support';
import {
  createRateLimitStore,
  memoryRateLimitStore,
  postgresRateLimitStore,
  type RateLimitStore,
} from './rate-limit-store';

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * MINUTE).toISOString();

type Send = (path: string, body: unknown, ip: string) => Promise<number>;

/** A raw JSON POST from the FR shop's own page, from client `ip`: answers the status. */
const poster =
  (request: (url: string, init: RequestInit) => Response | Promise<Response>): Send =>
  async (path, body, ip) => {
    const answer = await request(`http://${FR_HOST}${path}`, shopPost(body, ip));
    await answer.arrayBuffer();
    return answer.status;
  };

const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/**
 * 40 logins for Camille from one IP at once, the right password as the 34th, spread over `senders` in turn
 * (one app, or several processes' apps on one database). Answers the statuses in order.
 */
async function fortyGuesses(senders: Send[], ip: string): Promise<number[]> {
  return Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      (senders[i % senders.length] as Send)(
        '/api/auth/login',
        { email: CAMILLE.email, password: i === 33 ? CAMILLE.password : `wrong-guess-${i}` },
        ip,
      ),
    ),
  );
}

/** 60 wrong logins from one IP at once, each for another e-mail. */
async function sixtyFailures(senders: Send[], ip: string): Promise<number[]> {
  return Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      (senders[i % senders.length] as Send)(
        '/api/auth/login',
        { email: `nobody-${i}@example.be`, password: 'guess' },
        ip,
      ),
    ),
  );
}

/** Every password checked answered 401 or 200; the rest were refused before the check. */
function expectChecked(statuses: number[], checked: number) {
  const counts = tally(statuses);
  expect((counts[401] ?? 0) + (counts[200] ?? 0), JSON.stringify(counts)).toBe(checked);
  expect(counts[429] ?? 0, JSON.stringify(counts)).toBe(statuses.length - checked);
}

/**
 * Attempts that arrive together (README "Brute force"): a slot is reserved before the password is read, so
 * parallel guesses are limited like sequential ones.
 */
describe.each(drivers)('parallel attempts on %s', { timeout: 180_000 }, (driver) => {
  const app = useTestApp(driver);
  let send: Send;
  beforeAll(async () => {
    send = poster(app.request);
  });
  let minutes = 0;
  beforeEach(() => {
    minutes += 120;
    app.setNow(later(minutes));
  });

  it('checks at most 5 of 40 simultaneous passwords for one account; the right one as the 34th does not sign in', async () => {
    const statuses = await fortyGuesses([send], '198.51.100.30');
    expectChecked(statuses, 5);
    expect(statuses[33]).toBe(429);
    expect(statuses).not.toContain(200);
    // The owner, from another IP, is not locked out.
    expect(await send('/api/auth/login', CAMILLE, '203.0.113.30')).toBe(200);
  });

  it('checks at most 30 of 60 simultaneous failures over 60 e-mails from one IP', async () => {
    expectChecked(await sixtyFailures([send], '198.51.100.31'), 30);
  });

  it('limits sign-ups to 20 an hour per IP, so taken e-mails cannot be probed at speed', async () => {
    const signUp = (ip: string) =>
      app.client().call('POST', '/api/auth/register', {
        body: newCustomerSignUp(CAMILLE.email),
        headers: { 'x-test-client-ip': ip },
      });
    const probes = await Promise.all(Array.from({ length: 22 }, () => signUp('198.51.100.32')));
    expect(tally(probes.map((probe) => probe.status))).toEqual({ 409: 20, 429: 2 });
    const refused = probes.find((probe) => probe.status === 429);
    expect(refused?.body).toEqual({ error: 'RATE_LIMITED' });
    expect((await signUp('203.0.113.32')).body).toMatchObject({ error: 'EMAIL_TAKEN' });
    app.setNow(later(minutes + 60));
    expect((await signUp('198.51.100.32')).body).toMatchObject({ error: 'EMAIL_TAKEN' });
  });
});

/** Two server processes on one PostgreSQL database: two apps, each with its own limiter pool. */
describe.runIf(process.env.DATABASE_URL)(
  'several server processes on one PostgreSQL database',
  {
    timeout: 180_000,
  },
  () => {
    const url = process.env.DATABASE_URL ?? '';
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const limitsSchema = `${schema}_limits`;
    let db: Database;
    let closeDb: () => Promise<void>;
    const stores: RateLimitStore[] = [];
    let now = TEST_NOW;

    const instance = (rateLimits: RateLimitStore): Send => {
      const app = createApp({
        db,
        mailer: createOutboxMailer(db),
        now: () => now,
        defaultHostname: FR_HOST,
        publicOrigin: (hostname) => `https://${hostname}`,
        clientIp: (c) => c.req.header('x-test-client-ip') ?? TEST_CLIENT_IP,
        authLog: () => {},
        rateLimits,
      });
      return poster(app.request);
    };
    const sharedPair = async (): Promise<Send[]> => {
      const pair = [
        await postgresRateLimitStore({ url, schema: limitsSchema }),
        await postgresRateLimitStore({ url, schema: limitsSchema }),
      ];
      stores.push(...pair);
      return pair.map(instance);
    };

    beforeAll(async () => {
      ({ db, close: closeDb } = await openDatabase({ url, schema }));
      await seedDemoData(db, { now: TEST_NOW });
    });
    afterAll(async () => {
      await Promise.all(stores.map((store) => store.close()));
      await closeDb?.();
      await dropSchema(url, schema);
      await dropSchema(url, limitsSchema);
    });
    let minutes = 0;
    beforeEach(() => {
      minutes += 120;
      now = later(minutes);
    });

    it('share the counts: 5 of 40 simultaneous passwords for one account are checked over both', async () => {
      const statuses = await fortyGuesses(await sharedPair(), '198.51.100.40');
      expectChecked(statuses, 5);
      expect(statuses[33]).toBe(429);
    });

    it('share the counts: 30 of 60 simultaneous failures from one IP are checked over both', async () => {
      expectChecked(await sixtyFailures(await sharedPair(), '198.51.100.41'), 30);
    });

    it('control: with counters in each process memory, each process lets its own 5 through', async () => {
      const statuses = await fortyGuesses(
        [instance(memoryRateLimitStore()), instance(memoryRateLimitStore())],
        '198.51.100.42',
      );
      expectChecked(statuses, 10);
    });

    it('answers 503 DATABASE_UNAVAILABLE, checking no password, when the counters cannot be reached', async () => {
      const gone = await createRateLimitStore({ url, schema: limitsSchema });
      await gone.close();
      const logged = console.error;
      const errors: string[] = [];
      console.error = (line: string) => errors.push(line);
      try {
        expect(await instance(gone)('/api/auth/login', CAMILLE, '198.51.100.43')).toBe(503);
      } finally {
        console.error = logged;
      }
      expect(errors.join('\n')).toMatch(/database unavailable.*Cannot use a pool after calling end/);
    });
  },
);
