import { defineConfig } from 'vitest/config';

// One config for the storefront build and for vitest. Tests sit beside the code they check.
export default defineConfig({
  build: { target: 'es2022' },
  test: {
    include: ['core/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'adapters/**/*.test.ts', 'specs/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
  },
});
