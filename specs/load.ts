import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SpecArea } from './book';

const areasDir = fileURLToPath(new URL('./areas/', import.meta.url));

/** Every area of the book, in file-name order, so a new area file is picked up without a registry. */
export async function loadAreas(): Promise<SpecArea[]> {
  const files = (await readdir(areasDir)).filter((name) => name.endsWith('.spec.ts')).sort();
  const areas: SpecArea[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(`${areasDir}${file}`).href)) as { default?: SpecArea };
    if (!module.default) throw new Error(`specs/areas/${file} has no default export of defineArea(...)`);
    areas.push(module.default);
  }
  const ids = areas.flatMap((area) => area.rules.map((rule) => rule.id));
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`Rule ID ${duplicate} is used twice`);
  return areas;
}
