import type { Rule, RuleKind, SpecArea } from '../book';
import type { LeftOut } from '../left-out';

export interface RuleResult {
  area: SpecArea;
  rule: Rule;
  passed: boolean;
  milliseconds: number;
  failure?: string;
  /** What the check runs: the calls it sends to the server and the core functions it calls. */
  exercises: string[];
}

/** The specification's sections, in reading order (part 1 covers §1 to §4, part 2 §5 to §9). */
const SECTIONS: ReadonlyArray<readonly [string, string]> = [
  ['part 1 §1', 'What the product does and for whom'],
  ['part 1 §2', 'Screens and routes'],
  ['part 1 §3', 'Entities and their fields'],
  ['part 1 §4', 'States and transitions'],
  ['part 2 §4', 'States and transitions (part 2)'],
  ['part 2 §5', 'Validation rules'],
  ['part 2 §6', 'Roles and permissions'],
  ['part 2 §7', 'The calls it makes'],
  ['part 2 §8', 'The error catalogue'],
  ['part 2 §9', 'Business constants and limits'],
];

/** How each kind of check reads to someone who does not read code. */
export const KIND_LABELS: Record<RuleKind, string> = {
  property: 'property (hundreds of generated cases)',
  examples: 'examples (a table of cases)',
  machine: 'state machine walk',
  http: 'HTTP (the real server answers)',
  page: 'page (the server renders the built storefront)',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function sectionTitle(source: string): string {
  const known = SECTIONS.find(([key]) => key === source);
  return known ? `${source[0]?.toUpperCase()}${source.slice(1)}: ${known[1]}` : source;
}

function bySection<Item extends { source: string }>(items: readonly Item[]): Array<[string, Item[]]> {
  const order = (source: string) => {
    const index = SECTIONS.findIndex(([key]) => key === source);
    return index === -1 ? SECTIONS.length : index;
  };
  const groups = new Map<string, Item[]>();
  for (const item of items) groups.set(item.source, [...(groups.get(item.source) ?? []), item]);
  return [...groups].sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b));
}

function totals(results: RuleResult[]) {
  const passed = results.filter((result) => result.passed).length;
  const sentences = new Set(results.map((result) => result.rule.sentence)).size;
  const kinds = Object.keys(KIND_LABELS).map(
    (kind) => [kind, results.filter((result) => result.rule.kind === kind).length] as const,
  );
  return { passed, failed: results.length - passed, total: results.length, sentences, kinds };
}

const withSource = (results: RuleResult[]) =>
  results.map((result) => ({ ...result, source: result.rule.source }));

export function renderMarkdown(results: RuleResult[], leftOut: readonly LeftOut[]): string {
  const { passed, failed, total, sentences, kinds } = totals(results);
  const lines = [
    '# Business-rule specifications: report',
    '',
    `${total} rules, ${passed} passed, ${failed} failed; ${sentences} distinct sentences of the specification checked.`,
    `By kind: ${kinds.map(([kind, count]) => `${count} ${kind}`).join(', ')}.`,
    '',
  ];
  for (const [source, group] of bySection(withSource(results))) {
    lines.push(
      `## ${sectionTitle(source)}`,
      '',
      '| ID | Status | Check | Rule | Exercises |',
      '|---|---|---|---|---|',
    );
    for (const { rule, passed: ok, failure, exercises } of group) {
      const status = ok ? 'pass' : `**FAIL**: ${(failure ?? '').split('\n')[0]?.replace(/\|/g, '\\|')}`;
      lines.push(
        `| ${rule.id} | ${status} | ${rule.kind} | ${rule.sentence.replace(/\|/g, '\\|')} | ${exercises.join(', ').replace(/\|/g, '\\|')} |`,
      );
    }
    lines.push('');
  }
  lines.push('## Sentences deliberately left out', '', '| Source | Sentence | Why |', '|---|---|---|');
  for (const entry of leftOut) {
    lines.push(`| ${entry.source} | ${entry.sentence.replace(/\|/g, '\\|')} | ${entry.reason} |`);
  }
  return lines.join('\n');
}

export function renderHtml(results: RuleResult[], leftOut: readonly LeftOut[]): string {
  const { passed, failed, total, sentences, kinds } = totals(results);
  const sections = bySection(withSource(results))
    .map(([source, group]) => {
      const rows = group
        .map(
          ({ rule, passed: ok, failure, milliseconds, exercises }) => `<tr class="${ok ? 'pass' : 'fail'}">
  <th scope="row">${escapeHtml(rule.id)}</th><td>${ok ? 'pass' : 'FAIL'}</td>
  <td><blockquote>${escapeHtml(rule.sentence)}</blockquote>${failure ? `<pre>${escapeHtml(failure)}</pre>` : ''}</td>
  <td>${escapeHtml(KIND_LABELS[rule.kind])}</td>
  <td>${exercises.map((name) => `<code>${escapeHtml(name)}</code>`).join('<br>')}</td>
  <td>${milliseconds.toFixed(0)} ms</td></tr>`,
        )
        .join('\n');
      return `<section><h2>${escapeHtml(sectionTitle(source))}</h2><p>${group.length} rules.</p><table>
<thead><tr><th scope="col">ID</th><th scope="col">Status</th><th scope="col">What the specification says</th><th scope="col">How it is checked</th><th scope="col">What runs</th><th scope="col">Time</th></tr></thead>
<tbody>${rows}</tbody></table></section>`;
    })
    .join('\n');
  const left = leftOut
    .map(
      (entry) =>
        `<tr><td>${escapeHtml(entry.source)}</td><td><blockquote>${escapeHtml(entry.sentence)}</blockquote></td><td>${escapeHtml(entry.reason)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Business-rule specifications</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:80rem;padding:1.5rem;color:#1f2328}
h1{margin:0 0 .25rem}table{border-collapse:collapse;width:100%;margin-bottom:2rem}
th,td{text-align:left;vertical-align:top;padding:.4rem .6rem;border-bottom:1px solid #d0d7de}
blockquote{margin:0}code{font-size:.8rem;color:#57606a}
tr.pass td:nth-child(2){color:#1a7f37;font-weight:600}tr.fail td:nth-child(2){color:#cf222e;font-weight:700}
pre{white-space:pre-wrap;background:#fff5f5;padding:.5rem;margin:.5rem 0 0}
</style></head><body><h1>Business-rule specifications</h1>
<p>${total} rules: ${passed} passed, ${failed} failed. ${sentences} distinct sentences of the specification are checked.
Kinds of check: ${kinds.map(([kind, count]) => `${count} ${escapeHtml(KIND_LABELS[kind as RuleKind])}`).join('; ')}.</p>
<p>Each rule quotes the specification word for word. A property is tried on hundreds of generated cases; an
HTTP rule sends real requests to the server the storefront runs, with its demo data; "What runs" names the
calls and the functions of the product the check exercises.</p>
${sections}
<section><h2>Sentences deliberately left out</h2><table>
<thead><tr><th scope="col">Source</th><th scope="col">Sentence</th><th scope="col">Why</th></tr></thead>
<tbody>${left}</tbody></table></section></body></html>`;
}
