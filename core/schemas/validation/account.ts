import { z } from 'zod';
import { addressSchema, type CustomField } from '../entities/customer';
import { TEXT_LIMITS, TOO_LONG } from '../limits';
import { dateOrInstant, email, personName, phoneText, VALIDATION_KEYS } from '../primitives';
import { customDataEntriesSchema } from './custom-fields';

/** "Password minimum 6." (part 2 §9) */
export const PASSWORD_MINIMUM = 6;
export const PASSWORD_MISMATCH = 'Mismatch';
export const REGISTER_TERMS_ERROR = 'register.form.messages.errors.terms';
export const DELETE_CONFIRMATION_ERROR = 'confirmation_mismatch';

/** A password as typed: any text up to TEXT_LIMITS.password characters (a passphrase fits). */
export const passwordText = z
  .string({ error: VALIDATION_KEYS.required })
  .max(TEXT_LIMITS.password, { error: TOO_LONG, abort: true });
/** A token from a link (password reset). */
const tokenText = z
  .string()
  .min(1, { error: VALIDATION_KEYS.required })
  .max(TEXT_LIMITS.token, { error: TOO_LONG });

/** "Login: email required, trimmed and lowercased, must be a valid e-mail; password any non-empty value." */
export const loginSchema = z.object({
  email,
  password: passwordText.min(1, { error: VALIDATION_KEYS.required }),
});

/** "Password reset request: email required." */
export const passwordLinkSchema = z.object({ email });

/** "With a token in the query, password and confirmation are required and the confirmation must equal the password; a difference shows the error Mismatch." */
export const newPasswordFormSchema = z
  .object({
    password: passwordText
      .min(1, { error: VALIDATION_KEYS.required, abort: true })
      .min(PASSWORD_MINIMUM, { error: VALIDATION_KEYS.tooShort }),
    confirmation: passwordText.min(1, { error: VALIDATION_KEYS.required }),
    token: tokenText,
  })
  .refine((form) => form.confirmation === form.password, {
    path: ['confirmation'],
    error: PASSWORD_MISMATCH,
  });

/** The call itself: POST /api/auth/password {password, token}. */
export const newPasswordPayloadSchema = z.object({
  password: passwordText.min(PASSWORD_MINIMUM, { error: VALIDATION_KEYS.tooShort }),
  token: tokenText,
});

const person = {
  firstname: personName,
  lastname: personName,
};

/** "Participant: firstname and lastname at least 1 character after trimming; birthdate a date or ISO datetime string; custom fields per the rules below." */
export function participantSchemaFor(fields: readonly CustomField[]) {
  return z.object({
    ...person,
    birthdate: dateOrInstant,
    custom_data: customDataEntriesSchema(fields, 'PARTICIPANTS'),
  });
}

/** A participant as checked by participantSchemaFor (sign-up and the participant screens). */
export type ParticipantInput = z.infer<ReturnType<typeof participantSchemaFor>>;

/** "Profile: firstname, lastname, email (trimmed, lowercased) and phone each at least 1 character after trimming; address must be a full address object; custom fields per the custom-field rules below." */
export function profileSchemaFor(fields: readonly CustomField[]) {
  return z.object({
    ...person,
    email,
    phone: phoneText,
    address: addressSchema,
    custom_data: customDataEntriesSchema(fields, 'CUSTOMERS'),
  });
}

/**
 * "Register: firstname, lastname, email, phone each trimmed with at least 1 character; password at least
 * 6 characters; terms must be accepted (message key register.form.messages.errors.terms); address must be a
 * full address object; custom fields for customers are validated. When the organiser setting
 * create_participant is on, the participant birthdate (a date) and the participant custom fields are also required."
 */
function registerCustomerShape(fields: readonly CustomField[]) {
  return {
    ...profileSchemaFor(fields).shape,
    password: passwordText.min(PASSWORD_MINIMUM, { error: VALIDATION_KEYS.tooShort }),
    terms: z.literal(true, { error: REGISTER_TERMS_ERROR }),
  };
}

/**
 * The participant part of the sign-up: the spec names its birthdate and custom fields ("the participant
 * birthdate (a date) and the participant custom fields are also required"); its names are the
 * participant's own, not the customer's (issue 18 §10: the one registered on activities is usually a
 * child, so the customer's names and birth date would make a parent the participant). So it is the
 * participant of POST /api/participants: the same schema, so sign-up and the participant screen agree.
 */
function registerWithParticipant(fields: readonly CustomField[]) {
  return z.object({
    ...registerCustomerShape(fields),
    participant: participantSchemaFor(fields),
  });
}

export function registerSchemaFor(
  settings: { create_participant: true },
  fields: readonly CustomField[],
): ReturnType<typeof registerWithParticipant>;
export function registerSchemaFor(
  settings: { create_participant: boolean },
  fields: readonly CustomField[],
): z.ZodObject<ReturnType<typeof registerCustomerShape>> | ReturnType<typeof registerWithParticipant>;
export function registerSchemaFor(settings: { create_participant: boolean }, fields: readonly CustomField[]) {
  return settings.create_participant
    ? registerWithParticipant(fields)
    : z.object(registerCustomerShape(fields));
}

/** Lowercased with every whitespace removed: how typed confirmations are compared. */
export function normaliseConfirmation(text: string): string {
  return text.toLowerCase().replace(/\s+/gu, '');
}

function typedConfirmation(expected: string) {
  return z.object({
    confirmation: z
      .string({ error: VALIDATION_KEYS.required })
      .refine((typed) => normaliseConfirmation(typed) === normaliseConfirmation(expected), {
        error: DELETE_CONFIRMATION_ERROR,
      }),
  });
}

/** "Delete account: the user must type the customer's full name, compared after lowercasing and removing all whitespace, exactly." */
export const deleteAccountSchemaFor = (customer: { fullname: string }) =>
  typedConfirmation(customer.fullname);

/** "Delete participant: the user must type the participant's firstname, compared after lowercasing and removing whitespace, exactly." */
export const deleteParticipantSchemaFor = (participant: { firstname: string }) =>
  typedConfirmation(participant.firstname);
