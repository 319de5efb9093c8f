import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19 §6, "explicit exports in core index.ts files, unused exports removed": each core area's index
 * names what it offers, and offers only what some file outside it imports through it. A name used only
 * inside its area (or only by the tests next to it) is imported from its own file, so the index stays the
 * area's public surface, not a list of everything it happens to hold.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_FOLDERS = ['core', 'ui', 'adapters', 'specs', 'scripts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const parse = (path: string) =>
  ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);

/** The core index a relative specifier names (`../core/cart`, `../core/cart/index`), if it names one. */
function coreIndexOf(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(from), specifier).replace(/\/index$/, '');
  const area = relative(join(root, 'core'), target);
  return /^[a-z-]+$/.test(area) ? join(root, 'core', area, 'index.ts') : null;
}

const indexes = readdirSync(join(root, 'core'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((area) => join(root, 'core', area.name, 'index.ts'))
  .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile());

/** Every name each core index is asked for, by imports and re-exports outside the index itself. */
function namesAskedFor(): Map<string, Set<string>> {
  const asked = new Map(indexes.map((index) => [index, new Set<string>()]));
  for (const file of SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const visit = (node: ts.Node): void => {
      const specifier =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : ts.isImportTypeNode(node) &&
              ts.isLiteralTypeNode(node.argument) &&
              ts.isStringLiteral(node.argument.literal)
            ? node.argument.literal.text
            : null;
      const index = specifier === null ? null : coreIndexOf(file, specifier);
      const names = index === null || index === file ? undefined : asked.get(index);
      if (names) {
        if (ts.isImportDeclaration(node)) {
          const bindings = node.importClause?.namedBindings;
          if (bindings && ts.isNamedImports(bindings))
            for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
          if (bindings && ts.isNamespaceImport(bindings)) names.add('*');
        } else if (
          ts.isExportDeclaration(node) &&
          node.exportClause &&
          ts.isNamedExports(node.exportClause)
        ) {
          for (const element of node.exportClause.elements)
            names.add((element.propertyName ?? element.name).text);
        } else if (ts.isImportTypeNode(node) && node.qualifier && ts.isIdentifier(node.qualifier)) {
          names.add(node.qualifier.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  // Dynamic imports destructure what they need: `const { a, b } = await import('../core/x/index')`.
  for (const file of SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/const \{([^}]*)\} = await import\('([^']+)'\)/g)) {
      const index = coreIndexOf(file, match[2] ?? '');
      const names = index === null ? undefined : asked.get(index);
      for (const name of (match[1] ?? '').split(',')) names?.add(name.trim().split(':')[0]?.trim() ?? '');
    }
  }
  return asked;
}

/** The names an index re-exports, and whether it still re-exports a whole module. */
function offered(index: string): { names: string[]; exportsAll: boolean } {
  const names: string[] = [];
  let exportsAll = false;
  for (const statement of parse(index).statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    if (!statement.exportClause) exportsAll = true;
    else if (ts.isNamedExports(statement.exportClause))
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
  }
  return { names, exportsAll };
}

describe('core index files (issue 19 §6)', () => {
  const asked = namesAskedFor();

  it('name what they export: no `export *`', () => {
    const wholesale = indexes
      .filter((index) => offered(index).exportsAll)
      .map((index) => relative(root, index));
    expect(wholesale).toEqual([]);
  });

  it('export only what a file outside the area imports through them', () => {
    const unused = indexes.flatMap((index) => {
      const names = asked.get(index) ?? new Set();
      if (names.has('*')) return [];
      return offered(index)
        .names.filter((name) => !names.has(name))
        .map((name) => `${relative(root, index)}: ${name}`);
    });
    expect(unused).toEqual([]);
  });

  it('export every name asked of them (the check reads imports the way TypeScript resolves them)', () => {
    const missing = indexes.flatMap((index) => {
      const { names } = offered(index);
      return [...(asked.get(index) ?? [])]
        .filter((name) => name !== '*' && !names.includes(name))
        .map((name) => `${relative(root, index)}: ${name}`);
    });
    expect(missing).toEqual([]);
  });
});
