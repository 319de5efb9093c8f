import type { Rule, SpecArea } from '../book';

export interface RuleResult {
  area: SpecArea;
  rule: Rule;
  passed: boolean;
  milliseconds: number;
  failure?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function byArea(results: RuleResult[]): Map<string, RuleResult[]> {
  const groups = new Map<string, RuleResult[]>();
  for (const result of results) {
    const key = `${result.area.area} — ${result.area.title}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return groups;
}

function totals(results: RuleResult[]) {
  const passed = results.filter((result) => result.passed).length;
  return { passed, failed: results.length - passed, total: results.length };
}

export function renderMarkdown(results: RuleResult[]): string {
  const { passed, failed, total } = totals(results);
  const lines = [
    '# Business-rule specifications: report',
    '',
    `${total} rules, ${passed} passed, ${failed} failed.`,
    '',
  ];
  for (const [title, group] of byArea(results)) {
    lines.push(`## ${title}`, '', '| ID | Status | Check | Source | Rule |', '|---|---|---|---|---|');
    for (const { rule, passed: ok, failure } of group) {
      const status = ok ? 'pass' : `**FAIL**: ${(failure ?? '').split('\n')[0]?.replace(/\|/g, '\\|')}`;
      lines.push(
        `| ${rule.id} | ${status} | ${rule.kind} | ${rule.source} | ${rule.sentence.replace(/\|/g, '\\|')} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function renderHtml(results: RuleResult[]): string {
  const { passed, failed, total } = totals(results);
  const sections = [...byArea(results)]
    .map(([title, group]) => {
      const rows = group
        .map(
          ({ rule, passed: ok, failure, milliseconds }) => `<tr class="${ok ? 'pass' : 'fail'}">
  <th scope="row">${escapeHtml(rule.id)}</th><td>${ok ? 'pass' : 'FAIL'}</td><td>${rule.kind}</td>
  <td>${escapeHtml(rule.source)}</td><td>${escapeHtml(rule.sentence)}${failure ? `<pre>${escapeHtml(failure)}</pre>` : ''}</td>
  <td>${milliseconds.toFixed(0)} ms</td></tr>`,
        )
        .join('\n');
      return `<section><h2>${escapeHtml(title)}</h2><table>
<thead><tr><th scope="col">ID</th><th scope="col">Status</th><th scope="col">Check</th><th scope="col">Source</th><th scope="col">Rule</th><th scope="col">Time</th></tr></thead>
<tbody>${rows}</tbody></table></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Business-rule specifications</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1.5rem;color:#1f2328}
h1{margin:0 0 .25rem}table{border-collapse:collapse;width:100%;margin-bottom:2rem}
th,td{text-align:left;vertical-align:top;padding:.4rem .6rem;border-bottom:1px solid #d0d7de}
tr.pass td:nth-child(2){color:#1a7f37;font-weight:600}tr.fail td:nth-child(2){color:#cf222e;font-weight:700}
pre{white-space:pre-wrap;background:#fff5f5;padding:.5rem;margin:.5rem 0 0}
</style></head><body><h1>Business-rule specifications</h1>
<p>${total} rules: ${passed} passed, ${failed} failed.</p>${sections}</body></html>`;
}
