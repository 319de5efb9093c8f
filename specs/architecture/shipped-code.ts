import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Which names the book's rules import from core/ and adapters/, and whether production code uses each one.
 * "Production" is every .ts/.tsx file under core/, ui/ and adapters/ except tests, test helpers and benchmarks:
 * a rule that checks a function no such file references certifies code the storefront never runs.
 */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const NOT_PRODUCTION = [
  /\.test\.tsx?$/,
  /\.e2e\.test\.ts$/,
  /(^|\/)test-support\.ts$/,
  /(^|\/)test-customers\.ts$/,
  /(^|\/)[a-z-]*fixtures\.ts$/,
  /^adapters\/server\/bench\//,
  /^adapters\/server\/fuzz\//,
  /^ui\/testing\//,
];

export function isProductionFile(path: string): boolean {
  return /^(core|ui|adapters)\/.+\.tsx?$/.test(path) && !NOT_PRODUCTION.some((pattern) => pattern.test(path));
}

export interface BookImport {
  /** The name as the spec file imports it. */
  name: string;
  /** specs/areas/…spec.ts */
  specFile: string;
  /** Where the name is declared, relative to the repository (after following re-exports). */
  declaredIn: string;
  /** Production files that reference the declaration (other than by declaring it). */
  usedBy: string[];
}

const relativePath = (fileName: string) => relative(repositoryRoot, fileName).split('\\').join('/');

function program(): ts.Program {
  const configPath = resolve(repositoryRoot, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, repositoryRoot);
  // Production files and the book only: tests are no use to this question and double the work.
  const rootNames = parsed.fileNames.filter((fileName) => {
    const path = relativePath(fileName);
    return isProductionFile(path) || /^specs\/areas\/.+\.spec\.ts$/.test(path);
  });
  return ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true } });
}

/** The symbol a name finally stands for, through import and `export *` / `export { x }` aliases. */
function original(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Every value or type name the book imports from core/ or adapters/, with the production files using it. */
export function bookImports(): BookImport[] {
  const built = program();
  const checker = built.getTypeChecker();
  const sources = built.getSourceFiles().filter((file) => !file.fileName.includes('/node_modules/'));

  const found: Array<BookImport & { symbol: ts.Symbol }> = [];
  for (const file of sources) {
    const specFile = relativePath(file.fileName);
    if (!/^specs\/areas\/.+\.spec\.ts$/.test(specFile)) continue;
    for (const statement of file.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = resolve(dirname(file.fileName), statement.moduleSpecifier.text);
      if (!/^(core|adapters)\//.test(relativePath(target))) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        const symbol = checker.getSymbolAtLocation(element.name);
        if (!symbol) continue;
        const declared = original(checker, symbol);
        const declaration = declared.declarations?.[0];
        found.push({
          name: element.name.text,
          specFile,
          declaredIn: declaration ? relativePath(declaration.getSourceFile().fileName) : '?',
          usedBy: [],
          symbol: declared,
        });
      }
    }
  }
  // Only identifiers spelled like an imported name (or its declaration's name) are resolved: checking every
  // identifier of every file costs minutes.
  const wanted = new Set(found.flatMap((entry) => [entry.name, entry.symbol.name]));
  // Declaration symbol → production files with a reference to it outside its own declaration.
  const users = new Map<ts.Symbol, Set<string>>();
  for (const file of sources) {
    const path = relativePath(file.fileName);
    if (!isProductionFile(path)) continue;
    const visit = (node: ts.Node): void => {
      if (
        ts.isIdentifier(node) &&
        wanted.has(node.text) &&
        !isDeclarationName(node) &&
        !isInImportOrExport(node)
      ) {
        const symbol = checker.getSymbolAtLocation(node);
        if (symbol) {
          const target = original(checker, symbol);
          if (!isInside(node, target)) {
            const set = users.get(target) ?? new Set<string>();
            set.add(path);
            users.set(target, set);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  return found.map(({ symbol, ...entry }) => ({ ...entry, usedBy: [...(users.get(symbol) ?? [])].sort() }));
}

function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isFunctionDeclaration(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isInterfaceDeclaration(parent) ||
      ts.isTypeAliasDeclaration(parent) ||
      ts.isEnumDeclaration(parent)) &&
    parent.name === node
  );
}

/** Import and re-export clauses only pass a name along; they are not a use. */
function isInImportOrExport(node: ts.Node): boolean {
  let current: ts.Node | undefined = node.parent;
  while (current) {
    if (ts.isImportDeclaration(current) || ts.isExportDeclaration(current)) return true;
    if (ts.isStatement(current)) return false;
    current = current.parent;
  }
  return false;
}

/** A reference inside the declaration's own body (recursion, a self-referencing constant) is not a use. */
function isInside(node: ts.Node, symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) =>
      declaration.getSourceFile() === node.getSourceFile() &&
      node.pos >= declaration.pos &&
      node.end <= declaration.end,
  );
}
