import { describe, expect, it } from 'vitest';
import { runRepoScript } from './run-script';

/** Runs scripts/crash-checkout.ts in a reduced form; its output, and its exit code. */
const crashCheckout = (env: Record<string, string>) => runRepoScript('scripts/crash-checkout.ts', env);

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
