import { describe, expect, it } from 'vitest';
import { accountTabs, currentAccountTab, isAccountTabVisible } from './index';

// Which tabs show over any counters, and in what order, is the book's ACC-02 (specs/areas/account.spec.ts).
const keys = (counters: Parameters<typeof accountTabs>[0]) => accountTabs(counters).map((tab) => tab.key);

describe('account tabs', () => {
  it('a new customer sees home and profile only', () => {
    expect(keys({})).toEqual(['home', 'profile']);
    expect(keys({ participants: 0, carts: 0, vouchers: 0, available_vouchers: 0 })).toEqual([
      'home',
      'profile',
    ]);
  });

  it('every counter at 1 or more shows its tab, in the spec order, participants with its count', () => {
    const tabs = accountTabs({
      participants: 2,
      carts: 1,
      registrations: 5,
      bookings: 1,
      registrations_requests: 1,
      bundles: 1,
      vouchers: 1,
      available_vouchers: 0,
      memberships: 1,
      attendance_charges: 3,
    });
    expect(tabs.map((tab) => tab.path)).toEqual([
      '/account/home',
      '/account/profile',
      '/account/participants',
      '/account/carts',
      '/account/registrations',
      '/account/bookings',
      '/account/registrations-requests',
      '/account/bundles',
      '/account/vouchers',
      '/account/memberships',
      '/account/attendance-charges',
    ]);
    expect(tabs.find((tab) => tab.key === 'participants')?.count).toBe(2);
    expect(tabs.find((tab) => tab.key === 'registrations')?.count).toBeNull();
  });

  it('vouchers stays visible with available vouchers only', () => {
    expect(isAccountTabVisible('vouchers', { vouchers: 0, available_vouchers: 1 })).toBe(true);
    expect(isAccountTabVisible('vouchers', { vouchers: 0, available_vouchers: 0 })).toBe(false);
    expect(isAccountTabVisible('bundles', { bundles: 0, available_vouchers: 4 })).toBe(false);
  });

  it('null or fractional counters below 1 hide the tab', () => {
    expect(keys({ carts: null, bookings: 0.5, memberships: -1 })).toEqual(['home', 'profile']);
  });

  it('finds the current tab from a path, with or without language', () => {
    expect(currentAccountTab('/account/registrations/abc')).toBe('registrations');
    expect(currentAccountTab('/fr/account/vouchers/redeem/CODE')).toBe('vouchers');
    expect(currentAccountTab('/account/registrations-requests')).toBe('registrations-requests');
    expect(currentAccountTab('/account/unknown')).toBeNull();
    expect(currentAccountTab('/blog')).toBeNull();
  });
});
