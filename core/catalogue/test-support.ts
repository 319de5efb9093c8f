import fc from 'fast-check';
import { AVAILABILITY_STATUSES } from './index';

/**
 * The fields of an availability that its registration window reads (part 1 §4), for `fc.record`: any
 * status, each bound drawn from `instant` or absent, either setting of the activity.
 */
export const registrationWindowFields = (instant: fc.Arbitrary<string>) => {
  const maybeInstant = fc.option(instant, { nil: null });
  return {
    status: fc.constantFrom(...AVAILABILITY_STATUSES),
    registrations_start_at: maybeInstant,
    registrations_end_at: maybeInstant,
    start_at: maybeInstant,
    end_at: maybeInstant,
    activity: fc.record({ settings: fc.record({ allow_registrations_after_start: fc.boolean() }) }),
  };
};

/** The demo's Uccle venue (adapters/seed/demo/petits-sportifs.ts), with its coordinates. */
export const UCCLE_VENUE = {
  name: 'Uccle',
  title: 'Centre sportif du Wolvendael',
  street: 'Avenue Paul Stroobant',
  number: '44',
  postcode: '1180',
  city: 'Uccle',
  latitude: 50.8024,
  longitude: 4.3413,
};
