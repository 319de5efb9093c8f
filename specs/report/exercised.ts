import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * What each rule's check exercises, read from the area files' source: the core and adapters names its check
 * calls (with the area they come from) and, for an HTTP rule, the calls it sends ("POST /api/carts/checkout").
 * Syntax only: a name counts when the check's body mentions an identifier imported from core/ or adapters/.
 */
const areasDir = fileURLToPath(new URL('../areas/', import.meta.url));

const CALL = /['"`](GET|POST|PUT|DELETE)['"`],\s*['"`](\/api\/[^'"`?$]*)/g;
/** A page rule's server-rendered addresses (specs/pages.ts): `/fr/blog`, or a path checked in both languages. */
const PAGE = /(?:expectScreen|renderedPage)\(\s*['"`](\/[^'"`?$]*)|inBothLanguages\(\s*['"`](\/[^'"`?$]*)/g;

export async function exercisedByRule(): Promise<Map<string, string[]>> {
  const byRule = new Map<string, string[]>();
  const files = (await readdir(areasDir)).filter((name) => name.endsWith('.spec.ts'));
  for (const file of files) {
    const text = await readFile(`${areasDir}${file}`, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const imported = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const from = statement.moduleSpecifier.text.replace(/^(\.\.\/)+/, '').replace(/\/index$/, '');
      if (!/^(core|adapters)\//.test(from)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) if (!element.isTypeOnly) imported.set(element.name.text, from);
    }
    const visitRule = (node: ts.ObjectLiteralExpression) => {
      let id: string | null = null;
      let check: ts.Node | null = null;
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        if (property.name.text === 'id' && ts.isStringLiteral(property.initializer))
          id = property.initializer.text;
        if (property.name.text === 'check') check = property.initializer;
      }
      if (!id || !check) return;
      const names = new Set<string>();
      const visit = (inner: ts.Node): void => {
        if (ts.isIdentifier(inner) && imported.has(inner.text))
          names.add(`${inner.text} (${imported.get(inner.text)})`);
        ts.forEachChild(inner, visit);
      };
      visit(check);
      const calls = [
        ...[...check.getText(source).matchAll(CALL)].map((match) => `${match[1]} ${match[2]}`),
        ...[...check.getText(source).matchAll(PAGE)].map((match) =>
          match[1] ? `page ${match[1]}` : `page /fr${match[2]} and /en${match[2]}`,
        ),
      ];
      byRule.set(id, [...new Set(calls)].concat([...names].sort()));
    };
    const walk = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) visitRule(node);
      ts.forEachChild(node, walk);
    };
    walk(source);
  }
  return byRule;
}
