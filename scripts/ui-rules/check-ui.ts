import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findViolations } from './find-violations';

/**
 * `npm run lint:ui`: fails when a ui/ file reads the wall clock or computes seats or money.
 * The clock provider is the one place allowed to read the clock; tests pin time through it instead.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const CLOCK_PROVIDER = 'ui/kit/clock/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sourceFiles(join(ROOT, 'ui')).map((path) => relative(ROOT, path));
let count = 0;
const offending = new Set<string>();
for (const file of files) {
  if (file.startsWith(CLOCK_PROVIDER)) continue;
  for (const violation of findViolations(file, readFileSync(join(ROOT, file), 'utf8'))) {
    count += 1;
    offending.add(file);
    console.error(`${file}:${violation.line} ${violation.kind}: ${violation.text}`);
  }
}
if (count > 0) {
  console.error(
    `\n${count} finding(s) in ${offending.size} ui/ file(s): take "now" from useNow() (ui/kit/clock) and amounts or seats from core.`,
  );
  process.exit(1);
}
console.log(`ui rules: ${files.length} files, no wall-clock read and no seat/money arithmetic.`);
