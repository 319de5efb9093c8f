import { describe, it } from 'vitest';
import { loadAreas } from './load';

// The same checks the report runs, as vitest cases, so a broken rule fails the unit suite with its ID.
const areas = await loadAreas();

for (const area of areas) {
  describe(`${area.area}: ${area.title}`, () => {
    for (const rule of area.rules) {
      it(`${rule.id} (${rule.source}) ${rule.sentence}`, async () => {
        await rule.check();
      });
    }
  });
}
