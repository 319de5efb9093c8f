import { randomBytes } from 'node:crypto';

/**
 * A gift voucher's code: 26 Crockford base32 characters (no I, L, O, U) carrying 130 bits of 17 random
 * bytes from node:crypto, in groups of five for reading aloud: XXXXX-XXXXX-XXXXX-XXXXX-XXXXX-X (31
 * characters). 130 bits make a code unguessable and, in practice, unique.
 */
export function voucherCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(17);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let index = 0; index < 26; index += 1) {
    text += alphabet[Number(bits & 31n)];
    bits >>= 5n;
  }
  return text.match(/.{1,5}/g)?.join('-') ?? text;
}
