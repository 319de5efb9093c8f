import ts from 'typescript';

/**
 * What ui/ must not do (issue 19 §1, §2): read the wall clock, or compute seats and money itself.
 * "Now" comes from the clock provider (`useNow()`), and every sum or difference of amounts or seats is a
 * core rule, so the browser and the server decide it the same way.
 */
export type ViolationKind = 'wall-clock' | 'business-arithmetic';

export interface Violation {
  kind: ViolationKind;
  line: number;
  text: string;
}

/** Names of amounts and seat counts: an operand named like this makes `+ - * / %` business arithmetic. */
export const BUSINESS_NAME =
  /(amount|total|paid|price|capacity|registered|seats|fee|deposit|balance|due|wallet|credit|discount)/i;

const ARITHMETIC = new Set([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PercentToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
]);

/** The name an operand is read through: `paid`, `x.paid_amount`, `x['total']`, `f().seats` → the last name. */
function operandName(node: ts.Expression): string | null {
  let current: ts.Expression = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isAsExpression(current)
  ) {
    current = current.expression;
  }
  if (ts.isIdentifier(current)) return current.text;
  if (ts.isPropertyAccessExpression(current)) return current.name.text;
  if (ts.isElementAccessExpression(current) && ts.isStringLiteral(current.argumentExpression)) {
    return current.argumentExpression.text;
  }
  return null;
}

function isText(node: ts.Expression): boolean {
  return (
    ts.isStringLiteral(node) || ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node)
  );
}

function isBusinessArithmetic(node: ts.BinaryExpression): boolean {
  if (!ARITHMETIC.has(node.operatorToken.kind)) return false;
  // `'label ' + total` builds text, it does not compute an amount.
  if (node.operatorToken.kind === ts.SyntaxKind.PlusToken && (isText(node.left) || isText(node.right))) {
    return false;
  }
  return [node.left, node.right].some((operand) => BUSINESS_NAME.test(operandName(operand) ?? ''));
}

function isWallClockRead(node: ts.Node): boolean {
  // `new Date()` without arguments, `Date.now()`.
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date') {
    return (node.arguments?.length ?? 0) === 0;
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const target = node.expression.expression;
    if (ts.isIdentifier(target) && target.text === 'Date' && node.expression.name.text === 'now') return true;
  }
  // `Temporal.Now.*`
  if (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'Now' &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'Temporal'
  ) {
    return true;
  }
  return false;
}

/**
 * Tests and their fixtures may compute expected amounts (an oracle is arithmetic); they still take "now" from
 * a pinned clock, never the wall clock.
 */
export const isTestSource = (fileName: string): boolean =>
  /\.test\.tsx?$/.test(fileName) ||
  /(^|\/)(testing|test-support|test-utils|test-harness|fixtures)\.tsx?$/.test(fileName);

/** Every wall-clock read and every seat/money arithmetic expression in one source text. */
export function findViolations(fileName: string, source: string): Violation[] {
  const arithmeticChecked = !isTestSource(fileName);
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Violation[] = [];
  const report = (kind: ViolationKind, node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push({ kind, line, text: node.getText(file) });
  };
  const visit = (node: ts.Node) => {
    if (isWallClockRead(node)) report('wall-clock', node);
    else if (arithmeticChecked && ts.isBinaryExpression(node) && isBusinessArithmetic(node)) {
      report('business-arithmetic', node);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
