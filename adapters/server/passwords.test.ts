import { randomBytes, scryptSync } from 'node:crypto';
import { hashSync } from '@node-rs/argon2';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, DECOY_HASH, hashPassword, needsRehash, verifyPassword } from './passwords';
import { camilleId } from './test-fixtures';
import { drivers, startTestApp, type TestApp } from './test-support';

/** A hash as the server made them before Argon2id (scrypt N = 2^15, r = 8, p = 1, NFKC). */
const legacyScrypt = (password: string) => {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, {
    N: 32_768,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

describe('password hashing (issue 17 §4)', { timeout: 60_000 }, () => {
  it('hashes with Argon2id at OWASP parameters (m = 19 MiB, t = 2, p = 1) and a fresh salt each time', async () => {
    const [one, two] = await Promise.all([hashPassword('secret-1'), hashPassword('secret-1')]);
    expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(one).not.toBe(two);
    expect(needsRehash(one)).toBe(false);
    expect(ARGON2_OPTIONS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('accepts the password, refuses any other (property), and treats Unicode forms alike (NFKC)', async () => {
    const stored = await hashPassword('ﬁn-de-partie');
    expect(await verifyPassword('ﬁn-de-partie', stored)).toBe(true);
    expect(await verifyPassword('fin-de-partie', stored)).toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (other) => {
        fc.pre(other.normalize('NFKC') !== 'fin-de-partie');
        expect(await verifyPassword(other, stored)).toBe(false);
      }),
      { numRuns: 15 },
    );
  });

  it('matches nothing against a malformed or unknown stored value', async () => {
    for (const stored of ['', 'plain', '$argon2id$v=19$m=19456,t=2,p=1$broken', 'scrypt$1$2', 'md5$abc'])
      expect(await verifyPassword('secret', stored)).toBe(false);
    expect(await verifyPassword('anything', DECOY_HASH)).toBe(false);
  });

  it('still verifies the older scrypt hashes, and asks to replace them and other parameters', async () => {
    const legacy = legacyScrypt('ancien-secret');
    expect(await verifyPassword('ancien-secret', legacy)).toBe(true);
    expect(await verifyPassword('autre', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    const weaker = hashSync('x', { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(needsRehash(weaker)).toBe(true);
    expect(await verifyPassword('x', weaker)).toBe(true);
  });
});

describe.each(drivers)('sign-in replaces an older hash on %s', { timeout: 60_000 }, (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(driver);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('signs in with a scrypt hash, stores an Argon2id one, and signs in again with it', async () => {
    const customerId = await camilleId(app.db);
    await app.db
      .updateTable('customers')
      .set({ password_hash: legacyScrypt('demo-password') })
      .where('id', '=', customerId)
      .execute();
    const login = () =>
      app.client().call('POST', '/api/auth/login', {
        body: { email: 'camille@example.be', password: 'demo-password' },
      });
    expect((await login()).status).toBe(200);
    const stored = await app.db
      .selectFrom('customers')
      .select('password_hash')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login()).status).toBe(200);
    const wrong = await app.client().call('POST', '/api/auth/login', {
      body: { email: 'camille@example.be', password: 'not-it' },
    });
    expect(wrong.status).toBe(401);
  });
});
