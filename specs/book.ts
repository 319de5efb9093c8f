/**
 * The auditors' book: every business rule of the specification, with its ID, the spec's own sentence and
 * an executable check against core's public names. Each area file in specs/areas/ default-exports one
 * `defineArea(...)`; the report command and the vitest suite both run every check.
 */
/**
 * How a rule is checked: a fast-check property over core, an example table, a walk of a core machine, or
 * calls to the real server over HTTP (adapters/server on PGlite with the demo data; specs/http.ts), or a
 * page of the built storefront as the server renders it for a visitor (specs/pages.ts).
 */
export type RuleKind = 'property' | 'examples' | 'machine' | 'http' | 'page';

export interface Rule {
  /** Stable ID, `AREA-NN`, quoted in code comments and notes. */
  id: string;
  /** Where the sentence stands: `part 1 §4`, `part 2 §5`, `part 2 §9`. */
  source: string;
  /** The specification's own sentence, quoted exactly. */
  sentence: string;
  /** fast-check property over a range of inputs, example table, machine walk, or HTTP calls to the server. */
  kind: RuleKind;
  /** Throws (assert / fast-check) when the rule does not hold. */
  check: () => void | Promise<void>;
}

export interface SpecArea {
  /** Short area key, also the prefix of every rule ID in it. */
  area: string;
  title: string;
  rules: Rule[];
}

export function defineArea(area: SpecArea): SpecArea {
  for (const rule of area.rules) {
    if (!rule.id.startsWith(`${area.area}-`)) {
      throw new Error(`Rule ${rule.id} must start with its area prefix ${area.area}-`);
    }
  }
  return area;
}

/** Runs a table of examples through one function, naming the failing row. */
export function examples<Input, Output>(
  rows: ReadonlyArray<readonly [Input, Output]>,
  actual: (input: Input) => Output,
  same: (a: Output, b: Output) => boolean = (a, b) => JSON.stringify(a) === JSON.stringify(b),
): void {
  for (const [input, expected] of rows) {
    const got = actual(input);
    if (!same(got, expected)) {
      throw new Error(
        `example ${JSON.stringify(input)}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`,
      );
    }
  }
}
