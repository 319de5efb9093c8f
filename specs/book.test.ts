import { afterAll, describe, it } from 'vitest';
import { closeBookApp } from './http';
import { loadAreas } from './load';

// The same checks the report runs, as vitest cases, so a broken rule fails the unit suite with its ID.
const areas = await loadAreas();
// The HTTP rules share one server (specs/http.ts), started by the first of them.
afterAll(closeBookApp);

for (const area of areas) {
  describe(`${area.area}: ${area.title}`, () => {
    for (const rule of area.rules) {
      // An HTTP rule's first run starts the shared server (seconds on a busy machine).
      it(`${rule.id} (${rule.source}) ${rule.sentence}`, async () => {
        await rule.check();
      }, 120_000);
    }
  });
}
