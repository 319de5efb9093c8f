import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { stylesheetFirst } from './scripts/stylesheet-first';
import { zodWithoutJsonSchema } from './scripts/zod-without-json-schema';

// One config for the storefront build and for vitest. Tests sit beside the code they check.
// In development the storefront runs on Vite (npm run dev) and its API calls go to the server on :3000.
const CORE = fileURLToPath(new URL('./core/', import.meta.url));
const API = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    stylesheetFirst(),
    // Brotli (best quality: compressed once at build, served many times) and gzip beside every text asset;
    // the server sends the one the browser accepts (serveStatic's precompressed option).
    {
      ...compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        threshold: 1024,
        logLevel: 'silent',
      }),
      // The server-rendering bundle (dist/.ssr) is read from disk by the server, never sent.
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    },
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // One stylesheet for the whole storefront (≈ 18 KB gzip), linked from index.html: a server-rendered page
    // is styled from its first paint. Per-chunk CSS would arrive with each lazy page's script, after the
    // HTML has painted unstyled, and shift the layout (Lighthouse measured CLS 0.33 on home).
    cssCodeSplit: false,
    // Every browser the build targets (es2022) knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // core/ has no module side effects (CONTRIBUTING: pure functions, machines, schemas; no IO): a core
      // module none of whose names a chunk uses is dropped, so a barrel (`core/<area>/index.ts`) no longer
      // brings every machine of its area into the first load.
      treeshake: {
        moduleSideEffects: (id) => !id.startsWith(CORE),
      },
      output: {
        codeSplitting: {
          // The entry and everything it imports statically, in one chunk: the first load is then this
          // script and the bundler's small runtime instead of ~70 small shared chunks, which queued behind
          // each other on six HTTP/1.1 connections (the stylesheet with them) and compressed worse one by
          // one (home 247.9 → 225.7 KB gzip). ui/app/main.tsx has no top-level await for this reason.
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/media', '/sandbox', '/payments', '/calendar'].map((path) => [path, API]),
    ),
  },
  test: {
    include: [
      'core/**/*.test.ts',
      'ui/**/*.test.{ts,tsx}',
      'adapters/**/*.test.ts',
      'specs/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'threads',
    // Vitest's default is one worker per core but one, so a 2-core CI ran every file in turn; the
    // journeys spend most of their time waiting on Chromium and the server, so two workers overlap them.
    maxWorkers: 2,
    setupFiles: ['./ui/testing/vitest-setup.ts'],
    // CI may be a small, busy machine: property runs and database start-ups get room; a hang still fails.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
