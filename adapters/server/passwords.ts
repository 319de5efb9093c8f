import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * Passwords are hashed with Argon2id at OWASP's password-storage parameters (m = 19 MiB, t = 2, p = 1),
 * through @node-rs/argon2. One check costs about 12–25 ms of one core here, where the scrypt (N = 2^15)
 * used before cost about 93 ms and ran on Node's shared 4-thread pool, where file reads waited behind it
 * (issue 17 §4). Hashes from before (`scrypt$…`) still verify and are replaced at the next sign-in.
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/**
 * A pool of its own for hashing (piscina), sized to the machine minus one core for the server's thread
 * (PASSWORD_HASH_THREADS overrides it): a rush of sign-ins queues here, not in front of static files.
 * Idle threads do not keep the process alive.
 */
const threads = Number(process.env.PASSWORD_HASH_THREADS) || Math.max(1, availableParallelism() - 1);
const pool = new Piscina({
  filename: new URL('./password-hash-worker.mjs', import.meta.url).href,
  minThreads: 1,
  maxThreads: threads,
  idleTimeout: 60_000,
});

export function hashPassword(password: string): Promise<string> {
  return pool.run({ op: 'hash', password: password.normalize('NFKC'), options: ARGON2_OPTIONS });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalized = password.normalize('NFKC');
  if (stored.startsWith('$argon2')) return pool.run({ op: 'verify', password: normalized, hash: stored });
  if (stored.startsWith('scrypt$')) return verifyScrypt(normalized, stored);
  return false;
}

/** A stored hash made with other parameters or the older scheme: replace it once the password is known. */
export const needsRehash = (stored: string) => !stored.startsWith(ARGON2_PARAMS);

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
export const DECOY_HASH = await hashPassword(randomBytes(12).toString('base64url'));

// The scheme before Argon2id: scrypt, parameters stored with the hash. Kept only to check old hashes.
const SCRYPT_KEY_LENGTH = 64;

function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!n || !r || !p || !salt || !key) return Promise.resolve(false);
  const N = Number(n);
  const R = Number(r);
  return new Promise((resolve) => {
    scrypt(
      password,
      Buffer.from(salt, 'base64url'),
      SCRYPT_KEY_LENGTH,
      { N, r: R, p: Number(p), maxmem: 128 * N * R * 2 },
      (error, actual) => {
        const expected = Buffer.from(key, 'base64url');
        resolve(!error && actual.length === expected.length && timingSafeEqual(actual, expected));
      },
    );
  });
}
