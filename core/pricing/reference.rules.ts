/**
 * Belgian structured communication ("OGM/VCS", +++123/4567/89002+++) for bank transfers: ten digits
 * followed by their remainder modulo 97 (97 when the remainder is 0). Banks check the two digits, so a
 * mistyped reference is refused at the customer's bank instead of reaching the organiser unmatched.
 */

const TEN_DIGITS = 10_000_000_000;

function checkDigits(base: number): string {
  const remainder = base % 97;
  return String(remainder === 0 ? 97 : remainder).padStart(2, '0');
}

/** The structured reference of a positive integer below 10^10 (a cart id), formatted +++ddd/dddd/ddddd+++. */
export function structuredReference(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= TEN_DIGITS) {
    throw new RangeError(`a structured reference needs 0 ≤ n < 10^10, got ${value}`);
  }
  const digits = String(value).padStart(10, '0') + checkDigits(value);
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/** Whether a text is a well-formed structured reference with valid check digits. */
export function isStructuredReference(text: string): boolean {
  const match = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(text);
  if (!match) return false;
  const digits = match.slice(1).join('');
  return checkDigits(Number(digits.slice(0, 10))) === digits.slice(10);
}

/**
 * The reference a bank transfer for an account line carries (issue 18): the structured reference of the order
 * (processed cart) it belongs to, so one order has one transfer reference everywhere, as on the checkout
 * success page; the line's own reference when it belongs to no order of the customer (an attendance charge,
 * a bundle granted by a voucher, another customer's booking the customer takes part in).
 */
export function transferReference(line: { reference: string; order_reference?: string | null }): string {
  return line.order_reference ?? line.reference;
}
