// Runs in the password-hashing pool (passwords.ts): one Argon2id hash or check per task, synchronously on
// this worker's own thread, so the process's shared libuv pool (files, DNS, other crypto) never waits
// behind it. Plain JavaScript: worker threads load it without the TypeScript loader.
import { hashSync, verifySync } from '@node-rs/argon2';

/** @param {{ op: 'hash', password: string, options: object } | { op: 'verify', password: string, hash: string }} task */
export default function passwordTask(task) {
  if (task.op === 'hash') return hashSync(task.password, task.options);
  try {
    return verifySync(task.hash, task.password);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}
