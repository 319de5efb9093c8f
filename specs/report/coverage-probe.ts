import { readdirSync, readFileSync } from 'node:fs';
import { LEFT_OUT } from '../left-out';
import { loadAreas } from '../load';
const dir = '/work/shared/spec/';
const norm = (t: string) => t.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
const text = readdirSync(dir).map((f) => readFileSync(dir + f, 'utf8')).join('\n');
// Behavioural sentences: bullet/paragraph lines of the spec split at ". " (headings, table headers skipped).
const sentences = text
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#') && !/^\|[-| ]+\|$/.test(l.trim()) && !l.startsWith('| Page') && !l.startsWith('| Method'))
  .flatMap((l) => norm(l.replace(/^- /, '')).split(/(?<=\.)\s+(?=[A-Z(])/))
  .map(norm)
  .filter((s) => s.length > 8);
const areas = await loadAreas();
const ruled = areas.flatMap((a) => a.rules.map((r) => norm(r.sentence)));
const left = LEFT_OUT.map((e) => norm(e.sentence));
const overlaps = (s: string, q: string) => s.includes(q) || q.includes(s);
let covered = 0, leftOut = 0, neither: string[] = [];
for (const s of sentences) {
  if (ruled.some((q) => overlaps(s, q))) covered++;
  else if (left.some((q) => overlaps(s, q))) leftOut++;
  else neither.push(s);
}
console.log(JSON.stringify({ sentences: sentences.length, covered, leftOut, neither: neither.length }));
for (const n of neither) console.log(' -', n.slice(0, 160));
