import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addAccountMessages } from '../account/messages-bundle';
import { createI18n, LANGUAGES, lookup } from './i18n';

/**
 * Part 2 §8: a failed form action shows forms.errors.{code}, the raw code only when there is no text. Every
 * code our own server can answer must therefore have a French and an English text. The list is read from
 * the sources, so a new refusal without its texts fails here.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['core', 'adapters'];

/** AREA.CODE or AREA.SUB_CODE: the shape of every dotted server code. */
const DOTTED_CODE = /^[A-Z][A-Z0-9_]*(?:\.[A-Z][A-Z0-9_]*)+$/;
const CODE = /^[A-Z][A-Z0-9_]*(?:\.[A-Z][A-Z0-9_]*)*$/;
/** XXX_NOT_FOUND, wherever it is written (some reach notFound through a helper's parameter). */
const NOT_FOUND_CODE = /^[A-Z][A-Z0-9_]*_NOT_FOUND$/;
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g;

/** Codes that are not refusals: core's toast rule errors (a programming error) and success messages. */
const NOT_REFUSALS = new Set([
  'TOAST.INVALID_CLOCK',
  'TOAST.TEXT_REQUIRED',
  'TOAST.UNKNOWN_KIND',
  'CHECKOUT.COUPON_ATTACHED',
  'CHECKOUT.COUPON_DETACHED',
]);

/**
 * The code arguments that are not literals or constants, each reviewed: where its values come from. A new
 * expression fails the scan until it is added here with the constants that feed it.
 */
const REVIEWED_CODE_EXPRESSIONS = new Set([
  'verdict.code', // core eligibility and registration-update verdicts (ELIGIBILITY_ERRORS, REGISTRATION_ERRORS)
  'refusal', // core wallet amount and slot refusals (CHECKOUT_ERRORS, SLOT_TAKEN, SLOT_IN_PAST)
  'refused.code', // core document download refusal (DOCUMENT_ERRORS)
  'error.code', // PaymentSignatureError's PAYMENT.INVALID_SIGNATURE
  'code', // notFound's own parameter (NOT_FOUND) and account-tabs' *_NOT_FOUND literals
  'notFoundCode', // detailCuid's parameter: the *_NOT_FOUND literals of account-tabs and calendars
  'verdict', // the CSRF guard's verdict (CSRF.*)
  'decision.code', // core payment-retry decisions (PAYMENT_RETRY_ERRORS)
]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts');
    const test = /\.(test|prop\.test|bench|e2e\.test)\.ts$/.test(entry.name) || entry.name.includes('test-');
    return source && !test ? [path] : [];
  });
}

function literals(text: string): string[] {
  return [...text.matchAll(LITERAL)].map((match) => match[1] ?? match[2] ?? '');
}

/** The text of a call's arguments from an opening parenthesis, up to its matching close. */
function argumentsFrom(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(' || char === '{' || char === '[') depth += 1;
    if (char === ')' || char === '}' || char === ']') depth -= 1;
    if (depth === 0) return text.slice(open + 1, index);
  }
  return text.slice(open + 1);
}

/** Splits top-level arguments on commas outside brackets. */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(' || char === '{' || char === '[') depth += 1;
    if (char === ')' || char === '}' || char === ']') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

interface Scan {
  codes: Set<string>;
  unreviewed: string[];
}

function scanFile(path: string, scan: Scan): void {
  const text = readFileSync(path, 'utf8');
  const where = relative(ROOT, path);
  for (const literal of literals(text)) {
    if (DOTTED_CODE.test(literal) || NOT_FOUND_CODE.test(literal)) scan.codes.add(literal);
  }
  // new ApiError(status, code, fields?), notFound(code?) and subclasses' super(status, code): the code.
  for (const match of text.matchAll(/new ApiError\(|\bnotFound\(|\bsuper\((?=\s*\d{3}\s*,)/g)) {
    const args = splitArguments(argumentsFrom(text, (match.index ?? 0) + match[0].length - 1));
    const code = match[0] === 'notFound(' ? args[0] : args[1];
    if (!code || code === '' || code.startsWith('(')) continue; // Hono's app.notFound(handler), notFound()
    const found = literals(code);
    if (found.length > 0) {
      for (const literal of found) scan.codes.add(literal);
    } else if (!/^[A-Z][A-Z0-9_]*\b/.test(code) && !REVIEWED_CODE_EXPRESSIONS.has(code)) {
      scan.unreviewed.push(`${where}: ${code}`);
    }
  }
  // Answers built by hand: c.json({ error: 'CODE' }, status).
  for (const match of text.matchAll(/\berror:\s*'([A-Z][A-Z0-9_.]*)'/g)) scan.codes.add(match[1] ?? '');
  // Code constants: `const X_ERROR = 'CODE'`, `const X_CODE = 'CODE'`, `readonly code = 'CODE'`, and the
  // values of `*_ERRORS` and `*_REFUSALS` objects (their non-literal members are constants found on their own).
  for (const match of text.matchAll(/(?:const [A-Z0-9_]*(?:ERROR|CODE)|readonly code)\s*=\s*'([^']*)'/g)) {
    if (CODE.test(match[1] ?? '')) scan.codes.add(match[1] ?? '');
  }
  for (const match of text.matchAll(/const [A-Z][A-Z0-9_]*(?:ERRORS|REFUSALS)\b[^=]*=\s*\{/g)) {
    const body = argumentsFrom(text, (match.index ?? 0) + match[0].length - 1);
    for (const literal of literals(body)) if (CODE.test(literal)) scan.codes.add(literal);
  }
}

function serverErrorCodes(): Scan {
  const scan: Scan = { codes: new Set(), unreviewed: [] };
  for (const directory of SCANNED) {
    for (const path of sourceFiles(join(ROOT, directory))) scanFile(path, scan);
  }
  for (const code of NOT_REFUSALS) scan.codes.delete(code);
  return scan;
}

/** Codes the browser's API client produces itself (no answer, an unreadable answer): shown the same way. */
const ANSWERED_ELSEWHERE = ['UNKNOWN_ERROR', 'TIMEOUT', 'INVALID_RESPONSE'];

describe('server error codes', () => {
  const scan = serverErrorCodes();

  it('reads every refusal of the server, constants and hand-built answers included', () => {
    expect(scan.unreviewed).toEqual([]);
    for (const known of [
      'CART.PARTICIPANT_TOO_OLD', // ELIGIBILITY_ERRORS, passed as verdict.code
      'RESOURCE_NOT_FOUND', // notFound('…')
      'VOUCHER.UNPAID', // VOUCHER_REFUSALS
      'DOCUMENT_NOT_FOUND', // DOCUMENT_ERRORS, non-dotted
      'INSUFFICIENT_WALLET_AMOUNT', // CHECKOUT_ERRORS and a literal
      'PAYMENT.INVALID_SIGNATURE', // PaymentSignatureError's readonly code
      'INTERNAL_ERROR', // c.json({ error })
      'NOT_FOUND', // notFound's default
      'VALIDATION_FAILED',
      'UNAUTHENTICATED',
      'RATE_LIMITED', // super(429, …) of a subclass
    ]) {
      expect(scan.codes, known).toContain(known);
    }
    for (const notRefusal of NOT_REFUSALS) expect(scan.codes).not.toContain(notRefusal);
  });

  it('has a French and an English text at forms.errors.{code} for each of them', async () => {
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      // As the app looks texts up: i18next with '.' as key separator (CART.PARTICIPANT_TOO_OLD is
      // CART → PARTICIPANT_TOO_OLD), the account's texts added as its routes add them.
      const instance = await createI18n(language);
      addAccountMessages(instance);
      const text = lookup(instance);
      for (const code of [...scan.codes, ...ANSWERED_ELSEWHERE].sort()) {
        const key = `forms.errors.${code}`;
        // The language's own text: lookup alone would accept French falling back for English.
        const own: unknown = instance.getResource(language, 'translation', key);
        const found = text(key);
        if (typeof own !== 'string' || own.trim() === '' || found !== own)
          missing.push(`${language}:${code}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
