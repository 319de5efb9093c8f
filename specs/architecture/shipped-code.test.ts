import { describe, expect, it } from 'vitest';
import { bookImports } from './shipped-code';

// A rule of the book certifies the storefront only if the code it checks is code the storefront runs: every
// name a rule imports from core/ or adapters/ must be referenced by production code (not tests, not specs).
// Types count too: a rule that checks a shape nothing ships certifies nothing either.
describe("the auditors' book checks code that ships", () => {
  it('every name a rule imports from core/ or adapters/ is used by production code', () => {
    const imports = bookImports();
    expect(imports.length).toBeGreaterThan(100);
    const unused = imports
      .filter((entry) => entry.usedBy.length === 0)
      .map((entry) => `${entry.specFile}: ${entry.name} (${entry.declaredIn})`);
    expect(unused).toEqual([]);
  }, 180_000);
});
