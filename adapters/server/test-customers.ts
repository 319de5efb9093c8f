import type { z } from 'zod';
import type { sessionCalls } from '../../core/schemas/index';
import { addressBook } from '../seed/addresses';

/**
 * The demo data's test customers and the sign-up fields the server's tests and the auditors' book send, in one
 * place. No test-runner import, so the book's report (plain tsx) can use it as well as vitest.
 */

/** The demo customer of the FR organiser (two children, registrations, a wallet). */
export const CAMILLE = { email: 'camille@example.be', password: 'demo-password' } as const;

const [firstAddress] = addressBook;
if (!firstAddress) throw new Error('the demo address book is empty');
/** A full address object (the register and profile forms' `address`): the demo address book's first. */
export const TEST_ADDRESS = firstAddress;

export interface SignUp {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  password: string;
  /** The participant created with the account (the FR site's create_participant is on). */
  participant: {
    firstname: string;
    lastname: string;
    birthdate: string;
    custom_data: ReadonlyArray<{ field_id: number; data: string }>;
  };
}

/** The body of POST /api/auth/register for `who`: terms accepted, the test address, no customer field. */
export function signUpBody(who: SignUp): Record<string, unknown> {
  const { participant, ...customer } = who;
  return { ...customer, terms: true, address: TEST_ADDRESS, custom_data: [], participant };
}

/**
 * Zoé Martin, new to the FR demo site, signs up as `email` with her son Léo, who can swim (the site's custom
 * field 3, "Sait nager"): the register body of the tests that only need some new customer.
 */
export function newCustomerSignUp(email: string): z.input<typeof sessionCalls.register.request> {
  return {
    firstname: 'Zoé',
    lastname: 'Martin',
    email,
    phone: '+32 470 00 00 00',
    password: 'secret-1',
    terms: true,
    address: TEST_ADDRESS,
    custom_data: [],
    participant: {
      firstname: 'Léo',
      lastname: 'Martin',
      birthdate: '2015-05-05',
      custom_data: [{ field_id: 3, data: 'Oui' }],
    },
  };
}
