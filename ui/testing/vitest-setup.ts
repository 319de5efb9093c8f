/**
 * Runs before every test file (vite.config.ts `setupFiles`). In the component tests (jsdom), Testing
 * Library's `findBy…`/`waitFor` wait up to 5 s instead of 1 s: CI runs two test files at once on two cores,
 * and a render that takes longer there is slow, not wrong. A wait still fails when the thing never shows.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
