import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CustomField } from '../entities/customer';
import { VALID_ADDRESS } from '../test-support';
import {
  deleteAccountSchemaFor,
  deleteParticipantSchemaFor,
  loginSchema,
  newPasswordFormSchema,
  normaliseConfirmation,
  participantSchemaFor,
  profileSchemaFor,
  registerSchemaFor,
} from './account';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const fields: CustomField[] = [
  {
    id: 1,
    entity: 'CUSTOMERS',
    type: 'TEXT',
    title: 'NISS',
    required: true,
    active: true,
    order: 1,
    pattern: '\\d{11}',
    choices: [],
  },
  {
    id: 2,
    entity: 'PARTICIPANTS',
    type: 'CHOICES_MULTIPLE',
    title: 'Allergies',
    required: true,
    active: true,
    order: 1,
    choices: [
      { id: 1, label: 'Gluten' },
      { id: 2, label: 'Lactose' },
    ],
  },
];
const customer = {
  firstname: ' Ada ',
  lastname: 'Lovelace',
  email: ' ADA@Example.COM ',
  phone: '+32 470 00 00 00',
  password: 'secret1',
  terms: true,
  address: VALID_ADDRESS,
  custom_data: [{ field_id: 1, data: '85073003328' }],
};

describe('login', () => {
  it('trims and lowercases the e-mail, needs a password', () => {
    expect(loginSchema.parse({ email: '  Jo@Ex.be ', password: 'x' })).toEqual({
      email: 'jo@ex.be',
      password: 'x',
    });
    expect(messages(loginSchema.safeParse({ email: 'not-an-email', password: '' }))).toEqual({
      email: 'invalid_email',
      password: 'required',
    });
    expect(messages(loginSchema.safeParse({ email: '   ', password: 'x' }))).toEqual({ email: 'required' });
  });
});

describe('new password', () => {
  it('shows Mismatch when the confirmation differs', () => {
    expect(
      messages(newPasswordFormSchema.safeParse({ password: 'secret1', confirmation: 'secret2', token: 't' })),
    ).toEqual({ confirmation: 'Mismatch' });
    expect(
      newPasswordFormSchema.safeParse({ password: 'secret1', confirmation: 'secret1', token: 't' }).success,
    ).toBe(true);
    expect(
      messages(newPasswordFormSchema.safeParse({ password: '', confirmation: '', token: 't' })),
    ).toMatchObject({ password: 'required', confirmation: 'required' });
  });
});

describe('register', () => {
  it('accepts a complete customer and normalises it', () => {
    const parsed = registerSchemaFor({ create_participant: false }, fields).parse(customer);
    expect(parsed.firstname).toBe('Ada');
    expect(parsed.email).toBe('ada@example.com');
  });

  it('needs the terms with register.form.messages.errors.terms', () => {
    expect(
      messages(
        registerSchemaFor({ create_participant: false }, fields).safeParse({ ...customer, terms: false }),
      ),
    ).toEqual({
      terms: 'register.form.messages.errors.terms',
    });
  });

  it('needs 6 password characters, a full address and valid custom fields', () => {
    const result = registerSchemaFor({ create_participant: false }, fields).safeParse({
      ...customer,
      password: '12345',
      address: { ...VALID_ADDRESS, city: '' },
      custom_data: [{ field_id: 1, data: '123' }],
    });
    expect(messages(result)).toEqual({
      password: 'too_short',
      'address.city': 'required',
      'custom_data.1': 'pattern_mismatch',
    });
  });

  it('asks for the participant names, birthdate and fields when create_participant is on', () => {
    const schema = registerSchemaFor({ create_participant: true }, fields);
    expect(messages(schema.safeParse(customer))).toEqual({
      participant: 'Invalid input: expected object, received undefined',
    });
    expect(
      messages(
        schema.safeParse({
          ...customer,
          participant: { firstname: ' ', lastname: '', birthdate: 'soon', custom_data: [] },
        }),
      ),
    ).toEqual({
      'participant.firstname': 'required',
      'participant.lastname': 'required',
      'participant.birthdate': 'invalid_date',
      'participant.custom_data.2': 'required',
    });
    const parsed = schema.parse({
      ...customer,
      participant: {
        firstname: ' Léo ',
        lastname: 'Byron',
        birthdate: '2016-04-02',
        custom_data: [{ field_id: 2, data: 'Gluten, Lactose' }],
      },
    });
    // The participant is the child, not the customer (issue 18 §10).
    expect(parsed.participant).toEqual({
      firstname: 'Léo',
      lastname: 'Byron',
      birthdate: '2016-04-02',
      custom_data: [{ field_id: 2, data: 'Gluten, Lactose' }],
    });
    expect([parsed.firstname, parsed.lastname]).toEqual(['Ada', 'Lovelace']);
  });

  it('keeps the participant and the customer apart, whatever their names (property)', () => {
    const name = fc.stringMatching(/^[A-Za-zÀ-ÿ' -]{0,20}$/);
    const day = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const schema = registerSchemaFor({ create_participant: true }, fields);
    fc.assert(
      fc.property(
        name,
        name,
        name,
        name,
        day,
        (parentFirst, parentLast, childFirst, childLast, birthdate) => {
          const result = schema.safeParse({
            ...customer,
            firstname: parentFirst,
            lastname: parentLast,
            participant: {
              firstname: childFirst,
              lastname: childLast,
              birthdate,
              custom_data: [{ field_id: 2, data: 'Gluten' }],
            },
          });
          const found = messages(result);
          // Each name is refused exactly when blank after trimming, and only under its own path.
          expect('firstname' in found).toBe(parentFirst.trim() === '');
          expect('lastname' in found).toBe(parentLast.trim() === '');
          expect('participant.firstname' in found).toBe(childFirst.trim() === '');
          expect('participant.lastname' in found).toBe(childLast.trim() === '');
          if (result.success) {
            expect(result.data.participant).toMatchObject({
              firstname: childFirst.trim(),
              lastname: childLast.trim(),
              birthdate,
            });
            expect([result.data.firstname, result.data.lastname]).toEqual([
              parentFirst.trim(),
              parentLast.trim(),
            ]);
          }
        },
      ),
    );
  });

  it('registers without a participant when create_participant is off, whatever is sent for one', () => {
    const parsed = registerSchemaFor({ create_participant: false }, fields).parse({
      ...customer,
      participant: { firstname: 'Léo', lastname: 'Byron', birthdate: '2016-04-02', custom_data: [] },
    });
    expect('participant' in parsed).toBe(false);
  });
});

describe('profile and participant', () => {
  it('validates profile fields after trimming', () => {
    const result = profileSchemaFor(fields).safeParse({ ...customer, firstname: '   ', phone: '' });
    expect(messages(result)).toEqual({ firstname: 'required', phone: 'required' });
  });

  it('accepts a date or an ISO date-time as birthdate', () => {
    const schema = participantSchemaFor([]);
    expect(
      schema.safeParse({ firstname: 'Léa', lastname: 'Dupont', birthdate: '2015-06-01', custom_data: [] })
        .success,
    ).toBe(true);
    expect(
      schema.safeParse({ firstname: 'Léa', lastname: 'Dupont', birthdate: '2015-06-01T00:00:00+02:00' })
        .success,
    ).toBe(true);
    expect(
      messages(schema.safeParse({ firstname: 'Léa', lastname: 'Dupont', birthdate: '01/06/2015' })),
    ).toEqual({ birthdate: 'invalid_date' });
  });
});

describe('typed delete confirmations', () => {
  it('compare lowercased with every whitespace removed, exactly', () => {
    const account = deleteAccountSchemaFor({ fullname: 'Jean Van Damme' });
    expect(account.safeParse({ confirmation: 'jean van damme' }).success).toBe(true);
    expect(account.safeParse({ confirmation: ' JEANVAN\tDAMME ' }).success).toBe(true);
    expect(messages(account.safeParse({ confirmation: 'Jean Van Dame' }))).toEqual({
      confirmation: 'confirmation_mismatch',
    });
    const participant = deleteParticipantSchemaFor({ firstname: 'Marie Claire' });
    expect(participant.safeParse({ confirmation: 'marieclaire' }).success).toBe(true);
    expect(participant.safeParse({ confirmation: 'marie' }).success).toBe(false);
  });

  it('any spacing and case of the name is accepted; any other text is refused (property)', () => {
    // Letters whose upper case lowercases back to themselves (not ß: see counter examples).
    const word = fc
      .stringMatching(/^[A-Za-zÀ-ÿ'-]{1,12}$/)
      .filter((w) => w.toUpperCase().toLowerCase() === w.toLowerCase());
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom(' ', '\t', '  '), { minLength: 4, maxLength: 4 }),
        (words, gaps) => {
          const fullname = words.join(' ');
          const typed = words
            .map((w, i) => (i % 2 ? w.toUpperCase() : w.toLowerCase()) + (gaps[i] ?? ''))
            .join('');
          return deleteAccountSchemaFor({ fullname }).safeParse({ confirmation: typed }).success;
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (expected, typed) => {
        const accepted = deleteAccountSchemaFor({ fullname: expected }).safeParse({
          confirmation: typed,
        }).success;
        return accepted === (normaliseConfirmation(expected) === normaliseConfirmation(typed));
      }),
    );
  });

  it('login e-mails come out trimmed and lowercased (property)', () => {
    const local = fc.stringMatching(/^[a-zA-Z0-9]{1,10}$/);
    fc.assert(
      fc.property(local, local, fc.constantFrom('', ' ', '  '), (user, host, pad) => {
        const parsed = loginSchema.safeParse({ email: `${pad}${user}@${host}.be${pad}`, password: 'x' });
        return parsed.success && parsed.data.email === `${user}@${host}.be`.toLowerCase();
      }),
    );
  });
});

describe('counter examples', () => {
  it('ß typed as SS is a different name once lowercased (the spec compares lowercased text, nothing more)', () => {
    expect(
      deleteAccountSchemaFor({ fullname: 'a ßa A' }).safeParse({ confirmation: 'A SSA a' }).success,
    ).toBe(false);
    expect(deleteAccountSchemaFor({ fullname: 'a ßa A' }).safeParse({ confirmation: 'aßaa' }).success).toBe(
      true,
    );
  });
});
