import type { CartMachineItem } from './index';

/** Fixtures the cart machine's tests and the shell's share. */

/** A bundle line of 10,00 € with no deposit, expiring at `expires_at`. */
export const cartItem = (
  id: number,
  expires_at: string,
  extra: Partial<CartMachineItem> = {},
): CartMachineItem => ({
  id,
  cuid: `c${id}`,
  type: 'BUNDLE',
  price: 1000,
  deposit: 0,
  expires_at,
  ...extra,
});
