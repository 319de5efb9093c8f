import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One config for the storefront build and for vitest. Tests sit beside the code they check.
// In development the storefront runs on Vite (npm run dev) and its API calls go to the server on :3000.
const API = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: Object.fromEntries(['/api', '/media', '/sandbox', '/payments'].map((path) => [path, API])),
  },
  test: {
    include: ['core/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'adapters/**/*.test.ts', 'specs/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    // CI may be a small, busy machine: property runs and database start-ups get room; a hang still fails.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
