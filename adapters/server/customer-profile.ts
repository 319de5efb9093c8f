import type { Transaction } from '../db/index';
import { ApiError } from './errors';

/** The profile fields a sign-up and a profile edit take from their checked form. */
interface ProfileForm {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: unknown;
  custom_data: unknown;
}

/** The customers columns a profile form writes (address and custom fields stored as JSON). */
export const profileColumns = (form: ProfileForm) => ({
  firstname: form.firstname,
  lastname: form.lastname,
  email: form.email,
  phone: form.phone,
  address: JSON.stringify(form.address),
  custom_data: JSON.stringify(form.custom_data),
});

/**
 * Refuses (409 EMAIL_TAKEN) an e-mail, in any case, that another live customer of the organiser has;
 * `exceptCustomerId` is the customer editing their own profile.
 */
export async function ensureEmailFree(
  trx: Transaction,
  organiserId: number,
  email: string,
  exceptCustomerId?: number,
): Promise<void> {
  let sameEmail = trx
    .selectFrom('customers')
    .select('id')
    .where('organiser_id', '=', organiserId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('deleted_at', 'is', null);
  if (exceptCustomerId !== undefined) sameEmail = sameEmail.where('id', '!=', exceptCustomerId);
  if (await sameEmail.executeTakeFirst()) throw new ApiError(409, 'EMAIL_TAKEN', { email: 'EMAIL_TAKEN' });
}
