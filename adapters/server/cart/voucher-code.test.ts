import * as crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { voucherCode } from './voucher-code';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, randomBytes: vi.fn(actual.randomBytes) };
});

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SHAPE = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){4}-[0-9A-HJKMNP-TV-Z]$/;
const randomBytes = vi.mocked(crypto.randomBytes) as unknown as ReturnType<typeof vi.fn>;

/** The code drawn from these bytes instead of fresh random ones. */
function codeFrom(bytes: Uint8Array): string {
  randomBytes.mockImplementationOnce(() => Buffer.from(bytes));
  return voucherCode();
}

afterEach(() => {
  randomBytes.mockClear();
});

describe('voucherCode', () => {
  it('is 26 Crockford base32 characters in groups of five (31 characters), from 17 crypto random bytes', () => {
    const code = voucherCode();
    expect(code).toMatch(SHAPE);
    expect(code).toHaveLength(31);
    expect(code.replaceAll('-', '')).toHaveLength(26);
    expect(randomBytes).toHaveBeenCalledWith(17);
  });

  it('carries at least 128 random bits: each of the low 130 bits of the bytes changes the code', () => {
    const zero = new Uint8Array(17);
    const base = codeFrom(zero);
    expect(base).toBe('00000-00000-00000-00000-00000-0');
    const seen = new Set([base]);
    for (let bit = 0; bit < 130; bit += 1) {
      const bytes = new Uint8Array(17);
      // Bit 0 is the last byte's lowest bit.
      bytes[16 - Math.floor(bit / 8)] = 1 << (bit % 8);
      const code = codeFrom(bytes);
      expect(code, `bit ${bit}`).toMatch(SHAPE);
      seen.add(code);
    }
    expect(seen.size).toBe(131);
    expect(codeFrom(new Uint8Array(17).fill(255))).toBe('ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ-Z');
  });

  it('never repeats over 20 000 draws, and uses the whole alphabet', () => {
    const codes = new Set(Array.from({ length: 20_000 }, () => voucherCode()));
    expect(codes.size).toBe(20_000);
    const letters = new Set([...codes].join('').replaceAll('-', ''));
    expect([...letters].sort().join('')).toBe(CROCKFORD);
  });
});
