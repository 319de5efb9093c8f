import { afterAll, describe, it } from 'vitest';
import { closeBookApp } from './http';
import { loadAreas } from './load';
import { closeBookPages } from './pages';
import { forgetRecording, type RecordedOutcome, writeRecording } from './report/recorded';

// The same checks the report runs, as vitest cases, so a broken rule fails the unit suite with its ID.
const areas = await loadAreas();
// Each outcome is recorded for the report (`specs:report -- --recorded`), written once all have run.
const outcomes = new Map<string, RecordedOutcome>();
forgetRecording();
afterAll(async () => {
  // The HTTP rules share one server (specs/http.ts), started by the first of them.
  await closeBookApp();
  await closeBookPages();
  writeRecording(outcomes);
});

for (const area of areas) {
  describe(`${area.area}: ${area.title}`, () => {
    for (const rule of area.rules) {
      // An HTTP rule's first run starts the shared server (seconds on a busy machine).
      it(`${rule.id} (${rule.source}) ${rule.sentence}`, async () => {
        const started = performance.now();
        try {
          await rule.check();
          outcomes.set(rule.id, { passed: true, milliseconds: performance.now() - started });
        } catch (error) {
          const failure = error instanceof Error ? error.message : String(error);
          outcomes.set(rule.id, { passed: false, milliseconds: performance.now() - started, failure });
          throw error;
        }
      }, 120_000);
    }
  });
}
