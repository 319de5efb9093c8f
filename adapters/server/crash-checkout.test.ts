import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs scripts/crash-checkout.ts in a reduced form; its output, and its exit code. */
function crashCheckout(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/crash-checkout.ts'], {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => done({ code, output }));
  });
}

describe('checkout survives a SIGKILL of the server mid-load', () => {
  it('leaves every order whole or absent, seats counted, payments once (zero violations)', async () => {
    const { code, output } = await crashCheckout({
      CRASH_CUSTOMERS: '10',
      CRASH_CONCURRENCY: '5',
      CRASH_SEATS: '3',
      CRASH_KILL_AFTER: '2',
    });
    expect(output).toMatch(/in flight at kill: [1-9]/);
    expect(output).toContain('violations: 0');
    expect(code, output).toBe(0);
  }, 150_000);
});
