import { describe, expect, it } from 'vitest';
import {
  isMembershipQuantityShown,
  isParticipantRequired,
  membershipBadges,
  membershipPeriod,
  PARTICIPANT_ID_REQUIRED,
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
    expect(missing.error?.issues[0]?.message).toBe(PARTICIPANT_ID_REQUIRED);
    expect(forParticipants.parse({ quantity: 2, participant_id: 7 })).toEqual({
      quantity: 2,
      participant_id: 7,
    });
  });
});

describe('membershipPeriod', () => {
  const rolling = {
    period_type: 'ROLLING' as const,
    rolling_period_type: 'MONTH' as const,
    rolling_period_duration: 1,
    fixed_period_start_at: null,
    fixed_period_end_at: null,
  };

  it('counts a rolling period in Brussels calendar months', () => {
    expect(membershipPeriod(rolling, '2027-01-31T10:00:00Z')).toEqual({
      starts_at: '2027-01-31T10:00:00.000Z',
      ends_at: '2027-02-28T10:00:00.000Z',
    });
  });

  it('keeps a fixed period until it ends, then offers none', () => {
    const fixed = {
      ...rolling,
      period_type: 'FIXED' as const,
      fixed_period_start_at: '2026-09-01T00:00:00Z',
      fixed_period_end_at: '2027-06-30T22:00:00Z',
    };
    expect(membershipPeriod(fixed, '2026-11-22T10:00:00Z')?.ends_at).toBe('2027-06-30T22:00:00.000Z');
    expect(membershipPeriod(fixed, '2027-07-01T10:00:00Z')).toBeNull();
  });
});
