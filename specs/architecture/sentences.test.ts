import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT } from '../left-out';
import { loadAreas } from '../load';

// Every rule of the book quotes the specification exactly: a sentence edited by hand, or a spec that
// changed under us, fails here. The spec lives in ../shared/spec beside the repository (as in CI).
const specDir = fileURLToPath(new URL('../../../shared/spec/', import.meta.url));
const normalise = (text: string) => text.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();

describe('the book quotes the specification', async () => {
  const files = (await readdir(specDir)).filter((name) => name.endsWith('.txt'));
  const spec = normalise(
    (await Promise.all(files.map((name) => readFile(`${specDir}${name}`, 'utf8')))).join('\n'),
  );
  const areas = await loadAreas();

  it('reads both parts of the specification', () => {
    expect(files).toHaveLength(2);
  });

  it('every sentence left out stands in the spec word for word', () => {
    expect(
      LEFT_OUT.filter((entry) => !spec.includes(normalise(entry.sentence))).map((entry) => entry.sentence),
    ).toEqual([]);
  });

  for (const area of areas) {
    it(`${area.area}: every sentence stands in the spec word for word`, () => {
      const missing = area.rules
        .filter((rule) => !spec.includes(normalise(rule.sentence)))
        .map((rule) => rule.id);
      expect(missing).toEqual([]);
    });
  }
});
