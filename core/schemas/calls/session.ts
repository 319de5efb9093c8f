import { z } from 'zod';
import {
  accountCountersSchema,
  addressSchema,
  customDataEntriesInput,
  customerSchema,
  participantSchema,
  paymentMethodsSchema,
  walletSchema,
} from '../entities/customer';
import { TEXT_LIMITS, TOO_LONG } from '../limits';
import {
  boundedText,
  dateOrInstant,
  email,
  emptyAnswer,
  id,
  listAnswer,
  paginationQuery,
  personName,
  phoneText,
  queryInt,
} from '../primitives';
import {
  loginSchema,
  newPasswordPayloadSchema,
  PASSWORD_MINIMUM,
  passwordLinkSchema,
  passwordText,
  REGISTER_TERMS_ERROR,
} from '../validation/account';
import { defineCall, defineRequestlessCall } from './contract';

// Answers marked "shape not shown" in part 2 §7 are designed here from the entities of part 1 §3.
// "data.x" in the spec is the client library's response body: the body is `{ x }`.
// Custom data is checked against the organiser's own fields by the server with the *SchemaFor factories
// of validation/account.ts; the contracts below carry the generic entry shape.

const customData = customDataEntriesInput.default([]);
/** The customer's names and contact, as the sign-up and profile forms send them. */
const customerContact = { firstname: personName, lastname: personName, email, phone: phoneText };
/** What the participant form sends, on creating a participant and on changing one. */
const participantFields = z.object({
  firstname: personName,
  lastname: personName,
  birthdate: dateOrInstant,
  custom_data: customData,
});
const sessionCustomer = z.object({ customer: customerSchema });

export const sessionAnswer = z.object({
  customer: customerSchema.nullable(),
  counters: accountCountersSchema.nullable(),
  wallet: walletSchema.nullable(),
  payment_methods: paymentMethodsSchema,
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const sessionCalls = {
  /** The storefront's read of who is signed in (not listed in §7, which shows only writes). */
  getSession: defineRequestlessCall({
    method: 'GET',
    path: '/api/session',
    answer: sessionAnswer,
    auth: 'either',
  }),
  login: defineCall({
    method: 'POST',
    path: '/api/auth/login',
    requestIn: 'body',
    request: loginSchema,
    answer: sessionCustomer,
    auth: 'either',
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/auth/logout',
    requestIn: 'body',
    request: z.object({}),
    answer: emptyAnswer,
    auth: 'either',
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/auth/register',
    requestIn: 'body',
    request: z.object({
      ...customerContact,
      password: passwordText.min(PASSWORD_MINIMUM),
      terms: z.literal(true, { error: REGISTER_TERMS_ERROR }),
      address: addressSchema,
      custom_data: customData,
      // The participant's own names (issue 18 §10), checked in full by registerSchemaFor on the server.
      participant: participantFields.optional(),
    }),
    answer: sessionCustomer,
    auth: 'anonymous',
  }),
  /** Answers the same whether or not the e-mail exists. */
  passwordLink: defineCall({
    method: 'POST',
    path: '/api/auth/password/link',
    requestIn: 'body',
    request: passwordLinkSchema,
    answer: emptyAnswer,
    auth: 'either',
  }),
  passwordReset: defineCall({
    method: 'POST',
    path: '/api/auth/password',
    requestIn: 'body',
    request: newPasswordPayloadSchema,
    answer: emptyAnswer,
    auth: 'either',
  }),
  updateProfile: defineCall({
    method: 'PUT',
    path: '/api/session',
    requestIn: 'body',
    request: z.object({ ...customerContact, address: addressSchema, custom_data: customData }),
    answer: sessionCustomer,
    auth: 'customer',
  }),
  deleteAccount: defineRequestlessCall({
    method: 'DELETE',
    path: '/api/session',
    answer: emptyAnswer,
    auth: 'customer',
  }),
  createParticipant: defineCall({
    method: 'POST',
    path: '/api/participants',
    requestIn: 'body',
    request: participantFields,
    answer: z.object({ participant: participantSchema }),
    auth: 'customer',
  }),
  updateParticipant: defineCall({
    method: 'PUT',
    path: '/api/participants',
    requestIn: 'body',
    request: z.object({ participant_id: id, ...participantFields.shape }),
    answer: z.object({ participant: participantSchema }),
    auth: 'customer',
  }),
  deleteParticipant: defineCall({
    method: 'DELETE',
    path: '/api/participants',
    requestIn: 'query',
    request: z.object({ participant_id: queryInt }),
    answer: emptyAnswer,
    auth: 'customer',
  }),
  listParticipants: defineCall({
    method: 'GET',
    path: '/api/participants',
    requestIn: 'query',
    request: paginationQuery.extend({ search: boundedText(TEXT_LIMITS.search).trim().optional() }),
    answer: listAnswer(participantSchema),
    auth: 'customer',
  }),
  addressAutofill: defineCall({
    method: 'GET',
    path: '/api/mapbox/autofill',
    requestIn: 'query',
    request: z.object({ search: z.string().trim().min(1).max(TEXT_LIMITS.search, { error: TOO_LONG }) }),
    answer: z.object({ data: z.array(addressSchema.omit({ id: true })) }),
    auth: 'either',
  }),
  newsletterUnsubscribe: defineCall({
    method: 'POST',
    path: '/api/newsletters/unsubscribe',
    requestIn: 'body',
    request: z.object({ token: boundedText(TEXT_LIMITS.token).min(1) }),
    answer: emptyAnswer,
    auth: 'either',
  }),
};
