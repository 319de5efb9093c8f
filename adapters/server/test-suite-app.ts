import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestApp, TEST_NOW, type TestApp } from './test-support';

export type SuiteAppOptions = NonNullable<Parameters<typeof startTestApp>[1]> & {
  /** Before each test, the server's clock goes back to TEST_NOW (suites whose tests move it). */
  resetClock?: boolean;
};

/**
 * The test app a suite's tests share: started on `driver` with the demo data before the suite's own
 * beforeAll hooks (vitest runs them in the order they are declared), closed after its afterAll hooks.
 * The answer stands for that app from the first hook on; reading it before throws.
 */
export function useTestApp(driver: 'pglite' | 'postgres', options: SuiteAppOptions = {}): TestApp {
  const { resetClock = false, ...overrides } = options;
  let started: TestApp | undefined;
  const current = (): TestApp => {
    if (!started) throw new Error('the suite’s test app starts in beforeAll: use it from a hook or a test');
    return started;
  };
  beforeAll(async () => {
    started = await startTestApp(driver, overrides);
  });
  afterAll(async () => {
    await started?.close();
  });
  if (resetClock) beforeEach(() => current().setNow(TEST_NOW));
  return {
    get db() {
      return current().db;
    },
    get routes() {
      return current().routes;
    },
    get mailWorker() {
      return current().mailWorker;
    },
    client: (host) => current().client(host),
    setNow: (iso) => current().setNow(iso),
    request: (url, init) => current().request(url, init),
    settled: () => current().settled(),
    close: () => current().close(),
  };
}
