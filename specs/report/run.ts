import { mkdir, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { Rule, SpecArea } from '../book';
import { closeBookApp } from '../http';
import { LEFT_OUT } from '../left-out';
import { loadAreas } from '../load';
import { closeBookPages } from '../pages';
import { exercisedByRule } from './exercised';
import { readRecording } from './recorded';
import { type RuleResult, renderHtml, renderMarkdown } from './render';

async function runRule(area: SpecArea, rule: Rule, exercises: string[]): Promise<RuleResult> {
  const started = performance.now();
  try {
    await rule.check();
    return { area, rule, passed: true, milliseconds: performance.now() - started, exercises };
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    return { area, rule, passed: false, milliseconds: performance.now() - started, failure, exercises };
  }
}

const areas = await loadAreas();
const exercised = await exercisedByRule();
// `--recorded` (npm test): the outcomes of the vitest run that just passed, when complete; else run them.
const recorded = process.argv.includes('--recorded')
  ? readRecording(areas.flatMap((area) => area.rules.map((rule) => rule.id)))
  : null;
console.log(
  recorded ? 'specs: outcomes recorded by this run of specs/book.test.ts' : 'specs: running every rule now',
);
const results: RuleResult[] = [];
for (const area of areas) {
  console.log(`\n${area.area} — ${area.title}`);
  for (const rule of area.rules) {
    const exercises = exercised.get(rule.id) ?? [];
    const outcome = recorded?.get(rule.id);
    const result = outcome ? { area, rule, exercises, ...outcome } : await runRule(area, rule, exercises);
    results.push(result);
    const mark = result.passed ? 'PASS' : 'FAIL';
    console.log(
      `  ${mark} ${rule.id.padEnd(14)} ${rule.kind.padEnd(8)} ${rule.source.padEnd(10)} ${rule.sentence}`,
    );
    if (result.failure) console.log(`       ${result.failure.split('\n').slice(0, 6).join('\n       ')}`);
  }
}

await closeBookApp();
await closeBookPages();

const outDir = new URL('../../specs-report/', import.meta.url);
await mkdir(outDir, { recursive: true });
await writeFile(new URL('REPORT.md', outDir), renderMarkdown(results, LEFT_OUT));
await writeFile(new URL('index.html', outDir), renderHtml(results, LEFT_OUT));

const failed = results.filter((result) => !result.passed).length;
console.log(`\nReport written to specs-report/REPORT.md and specs-report/index.html`);
console.log(`specs: ${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
