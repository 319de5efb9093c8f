import assert from 'node:assert/strict';
import fc from 'fast-check';
import { addressBook } from '../../adapters/seed/addresses';
import { documentElementSettingsFile } from '../../adapters/seed/import-file';
import { termsError } from '../../core/checkout';
import {
  addCartItemsSchema,
  type CustomField,
  calls,
  cancelRegistrationSchema,
  cartCalls,
  customDataEntriesSchema,
  customFieldValueSchema,
  deleteAccountSchemaFor,
  deleteParticipantSchemaFor,
  loginSchema,
  navLinkSchema,
  newPasswordFormSchema,
  normaliseConfirmation,
  participantSchemaFor,
  passwordLinkSchema,
  previewMessageSchema,
  profileSchemaFor,
  questionAnswerSchemaFor,
  registerSchemaFor,
  registrationEditSchema,
  registrationLineSchema,
  reviewFormSchema,
  richTextLinkSchema,
  sectionSettingsOrNothing,
  TEXT_LIMITS,
  TOO_LONG,
  toCustomDataEntries,
  topbarSchema,
  voucherRedeemSchema,
  waitingListSchema,
} from '../../core/schemas';
import { defineArea } from '../book';
import { assertScoresFromZeroToFive } from './shared/review-score';
import { walletPaymentAmountRule } from './shared/wallet-payment-amount';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (result: Parsed) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
const blank = fc.constantFrom('', ' ', '\t', '  \n ');
const filled = fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim().length > 0);
// A full address: the first of the demo's address book (the one the address search answers from).
const [address] = addressBook;
if (!address) throw new Error('the demo address book is empty');
const field = (overrides: Partial<CustomField>): CustomField => ({
  id: 1,
  entity: 'CUSTOMERS',
  type: 'TEXT',
  title: 'Field',
  required: false,
  active: true,
  order: 1,
  pattern: null,
  choices: [],
  ...overrides,
});
const customer = {
  firstname: 'Ada',
  lastname: 'L',
  email: 'ada@example.be',
  phone: '+32',
  password: 'secret',
  terms: true,
  address,
  custom_data: [],
};

export default defineArea({
  area: 'VAL',
  title: 'Validation rules',
  rules: [
    {
      id: 'VAL-01',
      source: 'part 2 §5',
      sentence:
        'Login: email required, trimmed and lowercased, must be a valid e-mail; password any non-empty value.',
      kind: 'property',
      check: () => {
        const part = fc.stringMatching(/^[A-Za-z0-9]{1,10}$/);
        fc.assert(
          fc.property(part, part, fc.constantFrom('', ' ', '  '), filled, (user, host, pad, password) => {
            const parsed = loginSchema.safeParse({ email: `${pad}${user}@${host}.be${pad}`, password });
            return parsed.success && parsed.data.email === `${user}@${host}.be`.toLowerCase();
          }),
        );
        assert.deepEqual(messages(loginSchema.safeParse({ email: 'nope', password: '' })), [
          'email:invalid_email',
          'password:required',
        ]);
      },
    },
    {
      id: 'VAL-02',
      source: 'part 2 §5',
      sentence:
        'Password reset request: email required. With a token in the query, password and confirmation are required and the confirmation must equal the password; a difference shows the error Mismatch.',
      kind: 'property',
      check: () => {
        assert.equal(passwordLinkSchema.safeParse({ email: '' }).success, false);
        fc.assert(
          fc.property(
            fc.string({ minLength: 6, maxLength: 20 }),
            fc.string({ minLength: 1, maxLength: 20 }),
            (password, confirmation) => {
              const result = newPasswordFormSchema.safeParse({ password, confirmation, token: 't' });
              return password === confirmation
                ? result.success
                : messages(result).includes('confirmation:Mismatch');
            },
          ),
        );
      },
    },
    {
      id: 'VAL-03',
      source: 'part 2 §5',
      sentence:
        'Register: firstname, lastname, email, phone each trimmed with at least 1 character; password at least 6 characters; terms must be accepted (message key register.form.messages.errors.terms); address must be a full address object; custom fields for customers are validated.',
      kind: 'property',
      check: () => {
        const schema = registerSchemaFor({ create_participant: false }, [field({ required: true })]);
        const valid = { ...customer, custom_data: [{ field_id: 1, data: 'x' }] };
        assert.equal(schema.safeParse(valid).success, true);
        fc.assert(
          fc.property(fc.constantFrom('firstname', 'lastname', 'email', 'phone'), blank, (name, value) =>
            messages(schema.safeParse({ ...valid, [name]: value })).some((message) =>
              message.startsWith(`${name}:`),
            ),
          ),
        );
        fc.assert(
          fc.property(
            fc.string({ maxLength: 12 }),
            (password) => schema.safeParse({ ...valid, password }).success === password.length >= 6,
          ),
        );
        assert.deepEqual(messages(schema.safeParse({ ...valid, terms: false })), [
          'terms:register.form.messages.errors.terms',
        ]);
        assert.deepEqual(messages(schema.safeParse({ ...valid, address: { ...address, postcode: '' } })), [
          'address.postcode:required',
        ]);
        assert.deepEqual(messages(schema.safeParse({ ...valid, custom_data: [] })), [
          'custom_data.1:required',
        ]);
      },
    },
    {
      id: 'VAL-04',
      source: 'part 2 §5',
      sentence:
        'When the organiser setting create_participant is on, the participant birthdate (a date) and the participant custom fields are also required.',
      kind: 'examples',
      check: () => {
        const fields = [field({ id: 2, entity: 'PARTICIPANTS', required: true })];
        const on = registerSchemaFor({ create_participant: true }, fields);
        const off = registerSchemaFor({ create_participant: false }, fields);
        assert.equal(off.safeParse(customer).success, true);
        assert.equal(on.safeParse(customer).success, false);
        // The participant carries its own names too (issue 18 §10: the child, not the customer).
        const child = { firstname: 'Léo', lastname: 'Dupont' };
        assert.deepEqual(
          messages(on.safeParse({ ...customer, participant: { ...child, birthdate: 'x', custom_data: [] } })),
          ['participant.birthdate:invalid_date', 'participant.custom_data.2:required'],
        );
        assert.equal(
          on.safeParse({
            ...customer,
            participant: { ...child, birthdate: '2017-03-01', custom_data: [{ field_id: 2, data: 'y' }] },
          }).success,
          true,
        );
      },
    },
    {
      id: 'VAL-05',
      source: 'part 2 §5',
      sentence:
        'Profile: firstname, lastname, email (trimmed, lowercased) and phone each at least 1 character after trimming; address must be a full address object; custom fields per the custom-field rules below.',
      kind: 'property',
      check: () => {
        const schema = profileSchemaFor([]);
        fc.assert(
          fc.property(
            fc.constantFrom('firstname', 'lastname', 'phone'),
            blank,
            (name, value) => !schema.safeParse({ ...customer, [name]: value }).success,
          ),
        );
        assert.equal(schema.parse({ ...customer, email: ' ADA@Example.BE ' }).email, 'ada@example.be');
      },
    },
    {
      id: 'VAL-06',
      source: 'part 2 §5',
      sentence:
        'Participant: firstname and lastname at least 1 character after trimming; birthdate a date or ISO datetime string; custom fields per the rules below.',
      kind: 'property',
      check: () => {
        const schema = participantSchemaFor([]);
        const day = fc
          .integer({ min: 0, max: 20_000 })
          .map((days) => new Date(Date.UTC(1970, 0, 1) + days * 86_400_000));
        fc.assert(
          fc.property(day, fc.boolean(), (date, asInstant) => {
            const birthdate = asInstant ? date.toISOString() : date.toISOString().slice(0, 10);
            return schema.safeParse({ firstname: 'Léa', lastname: 'D', birthdate }).success;
          }),
        );
        assert.equal(
          schema.safeParse({ firstname: ' ', lastname: 'D', birthdate: '2015-01-01' }).success,
          false,
        );
        assert.equal(
          schema.safeParse({ firstname: 'Léa', lastname: 'D', birthdate: '32/01/2015' }).success,
          false,
        );
      },
    },
    {
      id: 'VAL-07',
      source: 'part 2 §5',
      sentence:
        "Delete account: the user must type the customer's full name, compared after lowercasing and removing all whitespace, exactly.",
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (fullname, typed) => {
            const accepted = deleteAccountSchemaFor({ fullname }).safeParse({ confirmation: typed }).success;
            return accepted === (normaliseConfirmation(fullname) === normaliseConfirmation(typed));
          }),
        );
        assert.equal(
          deleteAccountSchemaFor({ fullname: 'Jean Van Damme' }).safeParse({ confirmation: ' jeanvan DAMME' })
            .success,
          true,
        );
      },
    },
    {
      id: 'VAL-08',
      source: 'part 2 §5',
      sentence:
        "Delete participant: the user must type the participant's firstname, compared after lowercasing and removing whitespace, exactly.",
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.stringMatching(/^[a-zA-Zé]{1,10}( [a-zA-Zé]{1,10})?$/), (firstname) => {
            const typed = ` ${firstname.toLowerCase().replace(/ /g, '   ')} `;
            return deleteParticipantSchemaFor({ firstname }).safeParse({ confirmation: typed }).success;
          }),
        );
        assert.equal(
          deleteParticipantSchemaFor({ firstname: 'Marie' }).safeParse({ confirmation: 'Maria' }).success,
          false,
        );
      },
    },
    {
      id: 'VAL-09',
      source: 'part 2 §5',
      sentence: 'Required TEXT must be non-empty; a TEXT field may carry a pattern the value must match.',
      kind: 'property',
      check: () => {
        const required = customFieldValueSchema(field({ required: true }));
        fc.assert(
          fc.property(fc.string(), (value) => required.safeParse(value).success === value.trim().length > 0),
        );
        const postcode = customFieldValueSchema(field({ required: true, pattern: '\\d{4}' }));
        fc.assert(
          fc.property(
            fc.string({ maxLength: 6 }),
            (value) => postcode.safeParse(value).success === /^\d{4}$/.test(value.trim()),
          ),
        );
      },
    },
    {
      id: 'VAL-10',
      source: 'part 2 §5',
      sentence:
        'DATE must be a date. CHOICES_SINGLE is a string. CHOICES_MULTIPLE is a list of strings; when required it needs at least 1 entry.',
      kind: 'examples',
      check: () => {
        const date = customFieldValueSchema(field({ type: 'DATE', required: true }));
        assert.equal(date.safeParse('2026-02-28').success, true);
        assert.equal(date.safeParse('2026-02-29').success, false);
        assert.equal(
          customFieldValueSchema(field({ type: 'CHOICES_SINGLE', required: true })).safeParse(['a']).success,
          false,
        );
        const multiple = customFieldValueSchema(field({ type: 'CHOICES_MULTIPLE', required: true }));
        assert.equal(multiple.safeParse([]).success, false);
        assert.equal(multiple.safeParse(['a']).success, true);
        assert.equal(multiple.safeParse('a').success, false);
      },
    },
    {
      id: 'VAL-11',
      source: 'part 2 §5',
      sentence: 'Non-required fields are nullable and optional.',
      kind: 'examples',
      check: () => {
        for (const type of ['TEXT', 'LONGTEXT', 'DATE', 'CHOICES_SINGLE', 'CHOICES_MULTIPLE'] as const) {
          const schema = customFieldValueSchema(field({ type, required: false }));
          assert.equal(schema.safeParse(null).success && schema.safeParse(undefined).success, true, type);
        }
      },
    },
    {
      id: 'VAL-12',
      source: 'part 2 §5',
      sentence:
        'Stored entry: field_id and data; data is a string, multiple choices are labels joined by a comma and a space, dates are ISO strings.',
      kind: 'property',
      check: () => {
        const labels = ['Gluten', 'Lactose', 'Noix'];
        const multiple = field({
          id: 3,
          type: 'CHOICES_MULTIPLE',
          choices: labels.map((label, id) => ({ id, label })),
        });
        fc.assert(
          fc.property(fc.subarray(labels, { minLength: 1 }), (chosen) => {
            const [entry] = toCustomDataEntries([multiple], { '3': chosen });
            return entry?.field_id === 3 && entry.data === chosen.join(', ');
          }),
        );
        assert.deepEqual(
          customDataEntriesSchema([field({ id: 4, type: 'DATE' })], 'CUSTOMERS').parse([
            { field_id: 4, data: '2026-05-01' },
          ]),
          [{ field_id: 4, data: '2026-05-01' }],
        );
      },
    },
    {
      id: 'VAL-13',
      source: 'part 2 §5',
      sentence: 'Cancel registration: message trimmed, at least 1 character.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.string(),
            (message) =>
              cancelRegistrationSchema.safeParse({ registration_id: 1, message }).success ===
              message.trim().length > 0,
          ),
        );
      },
    },
    {
      id: 'VAL-14',
      source: 'part 2 §5',
      sentence:
        'Review: score a number 0 to 5 (selector offers 1 to 5); message optional; public switch defaults to public and is disabled when editing an existing review.',
      kind: 'property',
      check: () => {
        assertScoresFromZeroToFive((score) => reviewFormSchema.safeParse({ score }).success);
        assert.equal(reviewFormSchema.parse({ score: 5 }).public, true);
      },
    },
    {
      id: 'VAL-15',
      source: 'part 2 §5',
      sentence:
        'Edit registration: at least one date must remain, otherwise the error on availability_dates uses the key registrations.edit.form.messages.availability_dates.required.',
      kind: 'examples',
      check: () => {
        assert.deepEqual(
          messages(registrationEditSchema.safeParse({ registration_id: 1, availability_dates: [] })),
          ['availability_dates:registrations.edit.form.messages.availability_dates.required'],
        );
        assert.equal(
          registrationEditSchema.safeParse({ registration_id: 1, availability_dates: [{ date_id: 2 }] })
            .success,
          true,
        );
      },
    },
    {
      id: 'VAL-16',
      source: 'part 2 §5',
      sentence: 'Questions: required multiple-choice needs at least 1 answer; non-required are nullable.',
      kind: 'examples',
      check: () => {
        assert.equal(
          questionAnswerSchemaFor({ type: 'CHOICES_MULTIPLE', required: true }).safeParse([]).success,
          false,
        );
        assert.equal(
          questionAnswerSchemaFor({ type: 'CHOICES_MULTIPLE', required: true }).safeParse(['Oui']).success,
          true,
        );
        assert.equal(
          questionAnswerSchemaFor({ type: 'TEXT', required: false }).safeParse(null).success,
          true,
        );
        assert.equal(
          questionAnswerSchemaFor({ type: 'CHOICES_MULTIPLE', required: false }).safeParse(null).success,
          true,
        );
      },
    },
    {
      id: 'VAL-17',
      source: 'part 2 §5',
      sentence: 'Voucher redeem: code at least 1 character.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.string({ maxLength: 10 }),
            (code) => voucherRedeemSchema.safeParse({ code }).success === code.trim().length > 0,
          ),
        );
      },
    },
    {
      id: 'VAL-18',
      source: 'part 2 §5',
      sentence:
        'Availability form: participant_id an integer; quantity a positive integer, default 1; at least one date must be chosen, otherwise the error key availability_dates_required (wording not shown).',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.integer({ min: -5, max: 50 }),
            (quantity) =>
              registrationLineSchema.safeParse({
                availability_id: 1,
                participant_id: 2,
                quantity,
                availability_dates: [{ date_id: 1 }],
              }).success ===
              quantity >= 1,
          ),
        );
        assert.equal(
          registrationLineSchema.parse({
            availability_id: 1,
            participant_id: 2,
            availability_dates: [{ date_id: 1 }],
          }).quantity,
          1,
        );
        assert.deepEqual(
          messages(
            registrationLineSchema.safeParse({
              availability_id: 1,
              participant_id: 2,
              availability_dates: [],
            }),
          ),
          ['availability_dates:availability_dates_required'],
        );
      },
    },
    {
      id: 'VAL-19',
      source: 'part 2 §5',
      sentence: 'Waiting list: participant_id a required integer.',
      kind: 'examples',
      check: () => {
        assert.equal(waitingListSchema.safeParse({ availability_id: 1, participant_id: 3 }).success, true);
        assert.equal(waitingListSchema.safeParse({ availability_id: 1 }).success, false);
        assert.equal(waitingListSchema.safeParse({ availability_id: 1, participant_id: 1.5 }).success, false);
      },
    },
    {
      id: 'VAL-20',
      source: 'part 2 §5',
      sentence:
        'Booking: resource_id an integer; participant_id a number; participants a list of numbers (optional extras); payment_split a boolean, shown only when extra participants are chosen.',
      kind: 'examples',
      check: () => {
        // POST /api/carts/items as the server parses it: a booking line's extras default to none, no split.
        const booking = (line: Record<string, unknown>) =>
          addCartItemsSchema.safeParse({
            bookings: [
              { dates: [{ start_at: '2026-06-01T08:00:00Z', end_at: '2026-06-01T09:00:00Z' }], ...line },
            ],
          });
        const parsed = booking({ resource_id: 1 });
        assert.ok(parsed.success);
        assert.deepEqual(
          {
            participants: parsed.data.bookings[0]?.participants,
            split: parsed.data.bookings[0]?.payment_split,
          },
          { participants: [], split: false },
        );
        assert.equal(booking({ resource_id: 1.2 }).success, false);
        assert.equal(booking({ resource_id: 1, participants: [{ id: '3' }] }).success, false);
        assert.equal(
          booking({ resource_id: 1, participants: [{ id: 3 }], payment_split: 'yes' }).success,
          false,
        );
      },
    },
    {
      id: 'VAL-21',
      source: 'part 2 §5',
      sentence: 'terms must be ticked, otherwise a field error with the key form.messages.errors.terms.',
      kind: 'examples',
      check: () => {
        // The checkout form's own check (checkout machine → termsError) and the call's contract the server parses.
        assert.equal(termsError(false), 'form.messages.errors.terms');
        assert.equal(termsError(true), null);
        const checkout = cartCalls.checkout.request;
        assert.deepEqual(
          messages(checkout.safeParse({ cart_id: 1, payment_strategy: 'DELAYED', terms: false })),
          ['terms:form.messages.errors.terms'],
        );
        assert.equal(
          checkout.safeParse({ cart_id: 1, payment_strategy: 'BITCOIN', terms: true }).success,
          false,
        );
        assert.equal(checkout.safeParse({ payment_strategy: 'DELAYED', terms: true }).success, false);
      },
    },
    walletPaymentAmountRule('VAL-22'),
    {
      id: 'VAL-23',
      source: 'part 2 §5',
      sentence:
        'Section settings: catalogs, segments, activities, memberships and vouchers are lists of numbers; status is a list of strings; columns an integer (default 2); start_hour and end_hour numbers or empty; filters layout aside or stacked; mode stacked or calendar. A section whose settings fail validation renders nothing.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.constantFrom('catalogs', 'segments', 'activities', 'memberships', 'vouchers'),
            fc.array(fc.integer()),
            (name, list) =>
              sectionSettingsOrNothing({ [name]: list }) !== null &&
              sectionSettingsOrNothing({ [name]: list.map(String).concat('x') }) === null,
          ),
        );
        assert.equal(sectionSettingsOrNothing({})?.columns, 2);
        assert.equal(sectionSettingsOrNothing({ start_hour: '', end_hour: 18 })?.start_hour, null);
        assert.equal(sectionSettingsOrNothing({ mode: 'grid' }), null);
      },
    },
    {
      id: 'VAL-24',
      source: 'part 2 §5',
      sentence:
        'Topbar e-mail must be a valid e-mail. Navigation link name at least 1 character. Rich-text links allow only https, mailto and tel.',
      kind: 'property',
      check: () => {
        // The website's topbar and header as the organiser import and the site reader parse them.
        const topbar = (email: string) =>
          topbarSchema.safeParse({
            content: { contacts: { phone: null, email }, announcement: null },
            settings: { text: {}, background: {} },
          }).success;
        assert.equal(topbar('info@club.be'), true);
        assert.equal(topbar('info'), false);
        assert.equal(navLinkSchema.safeParse({ id: 1, name: '', href: '/' }).success, false);
        assert.equal(navLinkSchema.safeParse({ id: 1, name: ' ', href: '/' }).success, false);
        assert.equal(navLinkSchema.safeParse({ id: 1, name: 'A', href: '/' }).success, true);
        fc.assert(
          fc.property(
            fc.constantFrom(
              'https:',
              'mailto:',
              'tel:',
              'http:',
              'javascript:',
              'data:',
              'ftp:',
              'vbscript:',
            ),
            fc.webPath(),
            (scheme, rest) => {
              const allowed = ['https:', 'mailto:', 'tel:'].includes(scheme);
              return richTextLinkSchema.safeParse(`${scheme}${rest}`).success === allowed;
            },
          ),
        );
      },
    },
    {
      id: 'VAL-25',
      source: 'part 2 §5',
      sentence:
        'Incoming preview messages must carry content (a list of page elements) and hovered (an id or null); otherwise they are ignored.',
      kind: 'property',
      check: () => {
        assert.equal(previewMessageSchema.safeParse({ content: [], hovered: null }).success, true);
        fc.assert(
          fc.property(
            fc.anything(),
            (noise) => !previewMessageSchema.safeParse({ hovered: null, noise }).success,
          ),
        );
      },
    },
    {
      id: 'VAL-26',
      source: 'part 2 §5',
      sentence: 'Document element settings: fontSize at least 1, colour exactly 7 characters',
      kind: 'property',
      check: () => {
        // The documents the organiser import accepts (TEXT and CUSTOM_FIELD elements; no number or image
        // element ships, so the sentence's decimals, IMAGE url, width and height have nothing to check).
        fc.assert(
          fc.property(
            fc.double({ min: -5, max: 50, noNaN: true }),
            (fontSize) => documentElementSettingsFile.safeParse({ fontSize }).success === fontSize >= 1,
          ),
        );
        fc.assert(
          fc.property(
            fc.stringMatching(/^#?[0-9a-f]{0,8}$/),
            (color) =>
              documentElementSettingsFile.safeParse({ color }).success === /^#[0-9a-f]{6}$/.test(color),
          ),
        );
        assert.equal(documentElementSettingsFile.safeParse({ color: '#1f6feb' }).success, true);
        assert.equal(documentElementSettingsFile.safeParse({ color: '1f6feb0' }).success, false);
      },
    },
    {
      id: 'VAL-28',
      source: 'part 2 §9',
      sentence: 'Limits on server side, rate limits and file sizes: not shown.',
      kind: 'property',
      check: () => {
        // Ours (issue 16): every text a customer sends has a maximum length, refused with TOO_LONG above it.
        const texts: Array<[string, (text: string) => unknown, string, number]> = [
          [
            'createParticipant',
            (firstname) => ({ firstname, lastname: 'D', birthdate: '2018-01-01' }),
            'firstname',
            TEXT_LIMITS.name,
          ],
          ['login', (password) => ({ email: 'a@b.be', password }), 'password', TEXT_LIMITS.password],
          [
            'createReview',
            (message) => ({ registration_id: 1, score: 5, message }),
            'message',
            TEXT_LIMITS.review,
          ],
          [
            'cancelRegistration',
            (message) => ({ registration_id: 1, message }),
            'message',
            TEXT_LIMITS.cancelMessage,
          ],
          ['attachCoupon', (coupon) => ({ cart_id: 1, coupon }), 'coupon', TEXT_LIMITS.code],
        ];
        fc.assert(
          fc.property(
            fc.constantFrom(...texts),
            fc.integer({ min: -3, max: 3 }),
            ([name, body, field, max], delta) => {
              const call = calls[name as keyof typeof calls];
              const parsed = call.request.safeParse(body('a'.repeat(max + delta)));
              if (delta <= 0) return parsed.success;
              return messages(parsed).includes(`${field}:${TOO_LONG}`);
            },
          ),
        );
      },
    },
  ],
});
