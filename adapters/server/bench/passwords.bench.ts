/**
 * `npm run bench:passwords`: what one password check costs, Argon2id at OWASP's parameters (the scheme
 * now) beside scrypt N = 2^15 (the scheme before, still verified for old hashes), measured in one run on
 * this machine, then how many checks per second the hashing pool gives with 20 at once.
 */
import { randomBytes, scrypt } from 'node:crypto';
import { hashPassword, verifyPassword } from '../passwords';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const scryptHash = (password: string) =>
  new Promise<string>((resolve, reject) => {
    const salt = randomBytes(16);
    scrypt(password, salt, 64, { N: 32_768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error
        ? reject(error)
        : resolve(`scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`),
    );
  });

async function msPerCheck(stored: string): Promise<number> {
  await verifyPassword('demo-password', stored);
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) await verifyPassword('demo-password', stored);
  return (performance.now() - started) / ROUNDS;
}

const argon = await hashPassword('demo-password');
const legacy = await scryptHash('demo-password');
const argonMs = await msPerCheck(argon);
const scryptMs = await msPerCheck(legacy);
const started = performance.now();
await Promise.all(Array.from({ length: 20 }, () => verifyPassword('demo-password', argon)));
const perSecond = 20 / ((performance.now() - started) / 1000);
console.log(`| scheme | ms per check (one at a time) |`);
console.log(`|---|---|`);
console.log(`| Argon2id m=19 MiB, t=2, p=1 (now) | ${argonMs.toFixed(1)} |`);
console.log(`| scrypt N=2^15, r=8, p=1 (before) | ${scryptMs.toFixed(1)} |`);
console.log(`ratio Argon2id / scrypt: ${(argonMs / scryptMs).toFixed(2)}`);
console.log(`20 checks at once through the hashing pool: ${perSecond.toFixed(0)} checks/s`);
