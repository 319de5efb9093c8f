import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The browser build's zod without its JSON Schema code (≈ 17 KB raw, 5 KB gzip of every page's first load).
 *
 * zod 4's classic schemas import `core/json-schema-processors.js` and `core/to-json-schema.js` so that every
 * schema has `.toJSONSchema()`; the storefront never calls it (the server's fuzzing and the tests do, and they
 * run on Node, which keeps the real files). In the browser build both files become stubs: the same names,
 * each throwing if ever called, except `aggregateChecks`, which the string and number schemas' `minLength`,
 * `maxLength`, `format`... getters read at run time and which is kept as zod writes it.
 */
const PREFIX = '\0zod-without-json-schema:';
const STUBBED = /(?:^|\/)(json-schema-processors|to-json-schema)\.js$/;

const zodCore = join(dirname(createRequire(import.meta.url).resolve('zod/v4/core')), '.');

function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/^export (?:const|function|class) (\w+)/gm))
    names.add(match[1] as string);
  for (const match of source.matchAll(/^export \{([^}]*)\}/gm))
    for (const part of (match[1] as string).split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  return [...names];
}

const UNAVAILABLE = `const unavailable = () => { throw new Error('JSON Schema is not part of the browser build'); };\n`;

function stub(file: 'json-schema-processors' | 'to-json-schema'): string {
  const source = readFileSync(join(zodCore, `${file}.js`), 'utf8');
  const names = exportedNames(source);
  if (file === 'to-json-schema') {
    // `~standard` builds these two methods on first access (TanStack Router's search validation reads it).
    const factories = ['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod'];
    return (
      UNAVAILABLE +
      names
        .map((name) =>
          factories.includes(name)
            ? `export const ${name} = () => unavailable;`
            : `export const ${name} = unavailable;`,
        )
        .join('\n')
    );
  }
  // Keep zod's own aggregateChecks (and the helpers above it); every processor below it becomes a stub.
  const end = source.indexOf('const formatMap');
  if (end < 0 || !source.includes('export function aggregateChecks'))
    throw new Error('zod-without-json-schema: json-schema-processors.js changed; review the stub');
  const kept = source
    .slice(0, end)
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n');
  const util = JSON.stringify(join(zodCore, 'util.js'));
  return (
    `import { BIGINT_FORMAT_RANGES, NUMBER_FORMAT_RANGES } from ${util};\n${UNAVAILABLE}${kept}\n` +
    names
      .filter((name) => name !== 'aggregateChecks')
      .map((name) => `export const ${name} = unavailable;`)
      .join('\n')
  );
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    // The browser build only: the server-rendering bundle and vitest keep zod whole.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    resolveId(source, importer) {
      if (!importer?.includes('/node_modules/zod/')) return null;
      const match = STUBBED.exec(source);
      return match ? `${PREFIX}${match[1]}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return stub(id.slice(PREFIX.length) as 'json-schema-processors' | 'to-json-schema');
    },
  };
}
