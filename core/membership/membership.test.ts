import { describe, expect, it } from 'vitest';
import {
  isMembershipQuantityShown,
  isParticipantRequired,
  membershipBadges,
  PARTICIPANT_REQUIRED,
  productFormSchema,
  showsCustomersAlert,
} from './index';

describe('membership', () => {
  it('badges: cancelled, recurring', () => {
    expect(membershipBadges({ status: 'CANCELLED', recurring: false })).toEqual(['cancelled']);
    expect(membershipBadges({ status: null, recurring: true })).toEqual(['recurring']);
    expect(membershipBadges({ status: 'CANCELLED', recurring: true })).toEqual(['cancelled', 'recurring']);
    expect(membershipBadges({ status: undefined, recurring: false })).toEqual([]);
  });
  it('shows quantity only for ROLLING periods', () => {
    expect(isMembershipQuantityShown({ period_type: 'ROLLING' })).toBe(true);
    expect(isMembershipQuantityShown({ period_type: 'FIXED' })).toBe(false);
  });
  it('shows an informational alert for CUSTOMERS memberships', () => {
    expect(showsCustomersAlert({ entity: 'CUSTOMERS' })).toBe(true);
    expect(showsCustomersAlert({ entity: 'PARTICIPANTS' })).toBe(false);
  });
  it('requires a participant only for PARTICIPANTS', () => {
    expect(isParticipantRequired({ entity: 'PARTICIPANTS' })).toBe(true);
    expect(isParticipantRequired({ entity: 'CUSTOMERS' })).toBe(false);
    expect(isParticipantRequired({ entity: null })).toBe(false);
  });
  it('product form: quantity integer ≥ 1 default 1; participant per entity', () => {
    const forParticipants = productFormSchema({ entity: 'PARTICIPANTS' });
    const forCustomers = productFormSchema({ entity: 'CUSTOMERS' });
    expect(forCustomers.parse({})).toEqual({ quantity: 1 });
    expect(forCustomers.safeParse({ quantity: 0 }).success).toBe(false);
    expect(forCustomers.safeParse({ quantity: 1.5 }).success).toBe(false);
    const missing = forParticipants.safeParse({ quantity: 2 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(PARTICIPANT_REQUIRED);
    expect(forParticipants.parse({ quantity: 2, participant_id: 7 })).toEqual({
      quantity: 2,
      participant_id: 7,
    });
  });
});
