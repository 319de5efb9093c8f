import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CART_LIMIT_ERRORS, CART_LIMITS } from '../cart/index';
import { calls, cartCalls, registrationCalls, registrationLineSchema, sessionCalls } from './calls/index';
import type { CustomField } from './entities/customer';
import { LIST_LIMITS, TEXT_LIMITS, TOO_LONG } from './limits';
import { VALID_ADDRESS } from './test-support';
import { loginSchema, newPasswordFormSchema, profileSchemaFor } from './validation/account';
import { customFieldValueSchema } from './validation/custom-fields';

interface JsonNode {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  maxItems?: number;
  [key: string]: unknown;
}

/** Every string and array of a request schema without an upper bound (dates, enums and patterns bound themselves). */
function unbounded(node: unknown, path: string, found: string[] = []): string[] {
  if (typeof node !== 'object' || node === null) return found;
  const schema = node as JsonNode;
  const bounded = schema.format || schema.enum || schema.const !== undefined || schema.pattern;
  if (schema.type === 'string' && schema.maxLength === undefined && !bounded) found.push(`${path}: string`);
  if (schema.type === 'array' && schema.maxItems === undefined) found.push(`${path}: array`);
  for (const [key, inner] of Object.entries(schema)) {
    if (key === 'properties' && typeof inner === 'object' && inner !== null) {
      for (const [name, property] of Object.entries(inner)) unbounded(property, `${path}.${name}`, found);
    } else {
      unbounded(inner, `${path}/${key}`, found);
    }
  }
  return found;
}

const messagesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

const profile = {
  firstname: 'Camille',
  lastname: 'Dubois',
  email: 'camille@example.be',
  phone: '+32 470 12 34 56',
  address: VALID_ADDRESS,
  custom_data: [],
};

describe('bounded input', () => {
  it('every string and every list of every call contract has an upper bound', () => {
    const found = Object.entries(calls).flatMap(([name, call]) =>
      unbounded(z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }), name),
    );
    expect(found).toEqual([]);
  });

  it('profile fields: the limit itself is accepted, one more character is refused as too long', () => {
    const fields: Array<[keyof typeof profile | `address.${keyof typeof VALID_ADDRESS}`, number]> = [
      ['firstname', TEXT_LIMITS.name],
      ['lastname', TEXT_LIMITS.name],
      ['phone', TEXT_LIMITS.phone],
      ['address.address', TEXT_LIMITS.addressLine],
      ['address.street', TEXT_LIMITS.addressLine],
      ['address.number', TEXT_LIMITS.addressPart],
      ['address.postcode', TEXT_LIMITS.addressPart],
      ['address.city', TEXT_LIMITS.addressPart],
      ['address.state', TEXT_LIMITS.addressPart],
      ['address.country', TEXT_LIMITS.addressPart],
    ];
    for (const [field, max] of fields) {
      const withText = (text: string) => {
        if (!field.startsWith('address.')) return { ...profile, [field]: text };
        return { ...profile, address: { ...VALID_ADDRESS, [field.slice('address.'.length)]: text } };
      };
      for (const schema of [sessionCalls.updateProfile.request, profileSchemaFor([])]) {
        expect(schema.safeParse(withText('x'.repeat(max))).success, field).toBe(true);
        expect(messagesOf(schema.safeParse(withText('x'.repeat(max + 1)))), field).toEqual([
          `${field}:${TOO_LONG}`,
        ]);
      }
    }
  });

  it('an e-mail of 254 characters fits; 255 is too long, never read as an address', () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.be'.length)}@example.be`;
    expect(messagesOf(sessionCalls.passwordLink.request.safeParse({ email: at(255) }))).toEqual([
      `email:${TOO_LONG}`,
    ]);
    // 254 characters pass the length check; the local part's own 64-character rule is the e-mail check's.
    const local = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.be`;
    expect(local.length).toBeLessThanOrEqual(TEXT_LIMITS.email);
    expect(sessionCalls.passwordLink.request.safeParse({ email: local }).success).toBe(true);
  });

  it('passwords: a 1024-character passphrase is accepted at login and in the reset form, 1025 is not', () => {
    const pass = (length: number) => 'correct horse battery staple '.repeat(40).slice(0, length);
    expect(loginSchema.safeParse({ email: 'a@b.be', password: pass(TEXT_LIMITS.password) }).success).toBe(
      true,
    );
    expect(
      messagesOf(loginSchema.safeParse({ email: 'a@b.be', password: pass(TEXT_LIMITS.password + 1) })),
    ).toEqual([`password:${TOO_LONG}`]);
    const reset = (password: string) =>
      newPasswordFormSchema.safeParse({ password, confirmation: password, token: 'token' });
    expect(reset(pass(TEXT_LIMITS.password)).success).toBe(true);
    expect(messagesOf(reset(pass(TEXT_LIMITS.password + 1)))).toContain(`password:${TOO_LONG}`);
  });

  it('custom-field answers: TEXT up to 255, LONGTEXT up to 5000, over that too long', () => {
    const field = (type: CustomField['type']) =>
      customFieldValueSchema({ id: 1, type, required: true, pattern: null, choices: [] });
    fc.assert(
      fc.property(
        fc.constantFrom('TEXT' as const, 'LONGTEXT' as const),
        fc.integer({ min: 1, max: 6_000 }),
        (type, length) => {
          const max = type === 'TEXT' ? TEXT_LIMITS.text : TEXT_LIMITS.longText;
          const parsed = field(type).safeParse('y'.repeat(length));
          expect(parsed.success).toBe(length <= max);
          if (!parsed.success) expect(messagesOf(parsed)).toEqual([`:${TOO_LONG}`]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('review text, cancel messages, coupon and voucher codes are bounded', () => {
    const cases: Array<[z.ZodType, (text: string) => unknown, string, number]> = [
      [
        registrationCalls.createReview.request,
        (message) => ({ registration_id: 1, score: 5, message }),
        'message',
        TEXT_LIMITS.review,
      ],
      [
        registrationCalls.cancelRegistration.request,
        (message) => ({ registration_id: 1, message }),
        'message',
        TEXT_LIMITS.cancelMessage,
      ],
      [cartCalls.attachCoupon.request, (coupon) => ({ cart_id: 1, coupon }), 'coupon', TEXT_LIMITS.code],
      [registrationCalls.findVoucher.request, (code) => ({ code }), 'code', TEXT_LIMITS.code],
      [sessionCalls.listParticipants.request, (search) => ({ search }), 'search', TEXT_LIMITS.search],
    ];
    for (const [schema, body, field, max] of cases) {
      expect(schema.safeParse(body('z'.repeat(max))).success, field).toBe(true);
      expect(messagesOf(schema.safeParse(body('z'.repeat(max + 1)))), field).toEqual([
        `${field}:${TOO_LONG}`,
      ]);
    }
  });

  it('lists: custom data entries, dates of a line and booking participants have a maximum count', () => {
    const entries = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ field_id: index + 1, data: 'x' }));
    const participant = (count: number) =>
      sessionCalls.createParticipant.request.safeParse({
        firstname: 'Hugo',
        lastname: 'Dubois',
        birthdate: '2018-04-01',
        custom_data: entries(count),
      });
    expect(participant(LIST_LIMITS.customData).success).toBe(true);
    expect(messagesOf(participant(LIST_LIMITS.customData + 1))).toEqual([`custom_data:${TOO_LONG}`]);
    const dates = (count: number) =>
      registrationLineSchema.safeParse({
        availability_id: 1,
        participant_id: 1,
        availability_dates: Array.from({ length: count }, (_, index) => ({ date_id: index + 1 })),
      });
    expect(dates(LIST_LIMITS.dates).success).toBe(true);
    expect(messagesOf(dates(LIST_LIMITS.dates + 1))).toEqual([`availability_dates:${TOO_LONG}`]);
  });

  it('a line quantity is a whole number from 1 to the cart line limit; above it the cart code', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 2 ** 31 }), (quantity) => {
        const parsed = cartCalls.addItems.request.safeParse({
          registrations: [
            { availability_id: 1, participant_id: 1, quantity, availability_dates: [{ date_id: 1 }] },
          ],
        });
        expect(parsed.success).toBe(quantity >= 1 && quantity <= CART_LIMITS.lineQuantity);
        if (quantity > CART_LIMITS.lineQuantity) {
          expect(messagesOf(parsed)).toEqual([`registrations.0.quantity:${CART_LIMIT_ERRORS.quantity}`]);
        }
      }),
    );
  });

  describe('counter examples', () => {
    it('quantities 2^31 - 1 and 2^31 are refused by the contract', () => {
      for (const quantity of [2 ** 31 - 1, 2 ** 31]) {
        const parsed = registrationLineSchema.safeParse({
          availability_id: 1,
          participant_id: 1,
          quantity,
          availability_dates: [{ date_id: 1 }],
        });
        expect(messagesOf(parsed)).toEqual([`quantity:${CART_LIMIT_ERRORS.quantity}`]);
      }
    });
  });
});
