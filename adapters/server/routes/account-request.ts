import type { Context } from 'hono';
import type { AccountScope } from '../account/account-scope';
import type { AppEnv } from '../context';
import { notFound, unauthenticated } from '../errors';

/** The signed-in customer on this site's organiser, at `now`: the scope of every account read and write. */
export function accountScopeOf(c: Context<AppEnv>, now: string): AccountScope {
  const customer = c.get('customer');
  if (!customer) throw unauthenticated();
  return { organiserId: c.get('organiser').id, customerId: customer.id, now };
}

/** The `:cuid` of a detail path; one no row could have (empty, or with a NUL character) is simply not found. */
export function detailCuid(c: Context<AppEnv>, notFoundCode: string): string {
  const cuid = c.req.param('cuid') ?? '';
  if (cuid === '' || cuid.includes('\u0000')) throw notFound(notFoundCode);
  return cuid;
}
