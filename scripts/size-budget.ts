/**
 * First-load JavaScript of the storefront's home and catalogue routes, gzipped (`npm run budget`, after
 * `npm run build`). Counts the entry chunk and everything it imports statically, plus, for a route, the
 * lazily loaded chunks of that route's files. The Temporal polyfill is a dynamic import taken only by
 * browsers without native Temporal, so it is reported apart and not counted (the target is "on a
 * browser with native Temporal"). Exits 1 above the budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.STOREFRONT_DIR ?? 'dist';
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 110);

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

/** A chunk and its static imports, by manifest key. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest: build with build.manifest enabled');
const base = closure([entry]);
/** Lazily loaded route chunks whose source lives under one of these folders. */
const routeChunks = (folders: string[]) =>
  Object.keys(manifest).filter(
    (key) => folders.some((folder) => (manifest[key]?.src ?? key).startsWith(folder)) && !base.has(key),
  );

const routes: Record<string, string[]> = {
  home: ['ui/site/'],
  catalogue: ['ui/catalog/catalogue/', 'ui/catalog/sections/'],
};

let failed = false;
const js = (keys: Iterable<string>) =>
  [...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
for (const [name, folders] of Object.entries(routes)) {
  const keys = closure(routeChunks(folders), new Set(base));
  const total = js(keys).reduce((sum, file) => sum + gzipKb(file), 0);
  const over = total > BUDGET_KB;
  failed ||= over;
  console.log(
    `${name.padEnd(10)} ${total.toFixed(1).padStart(7)} KB gzip first-load JS (${js(keys).length} files)  budget ${BUDGET_KB} KB ${over ? 'OVER' : 'ok'}`,
  );
}
const polyfill = Object.values(manifest).find((chunk) => chunk.src?.includes('@js-temporal/polyfill'));
if (polyfill)
  console.log(
    `temporal polyfill (only without native Temporal): ${gzipKb(polyfill.file).toFixed(1)} KB gzip`,
  );
if (failed) process.exit(1);
