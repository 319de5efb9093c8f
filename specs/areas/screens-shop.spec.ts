import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  type CatalogueFilters,
  directionsOf,
  emptyCatalogueFilters,
  reviewAverage,
  starFills,
} from '../../core/catalogue';
import { membershipExpirationReminder, registrationReminders } from '../../core/mail';
import { searchWords } from '../../core/search';
import {
  ACTIVITIES_GRID_FILTERS,
  gridFilterQuery,
  HIDDEN_LOADER,
  isLoaderShown,
  nextLoaderDisplay,
} from '../../core/site';
import { Temporal } from '../../core/time';
import { waitingListPositions } from '../../core/waiting-list';
import { defineArea, examples } from '../book';
import { epochMs, instantAround } from './arbitraries';

const instant = instantAround(Date.UTC(2026, 4, 10), 60 * 24 * 60);
const DAY = 86_400_000;

// Screens and interface rules of part 1 §2 and part 2 §9 that core decides for the storefront's pages.
export default defineArea({
  area: 'SHOP',
  title: 'Storefront screens: loader, grids, locations, reviews, waiting lists, reminders, search',
  rules: [
    {
      id: 'SHOP-01',
      source: 'part 2 §9',
      sentence: 'loader minimum display 350 ms.',
      kind: 'property',
      check: () => {
        // Whatever the work's length, the loader (navigation progress, toasts' spinners) shows while it runs
        // and at least 350 ms in all.
        fc.assert(
          fc.property(fc.nat(1_000_000), fc.nat(2_000), fc.nat(2_000), (start, took, later) => {
            let display = nextLoaderDisplay(HIDDEN_LOADER, true, start);
            if (!isLoaderShown(display)) return false;
            display = nextLoaderDisplay(display, false, start + took);
            const at = start + took + later;
            const shown = isLoaderShown(nextLoaderDisplay(display, false, at));
            return shown === at < Math.max(start + took, start + 350);
          }),
        );
      },
    },
    {
      id: 'SHOP-02',
      source: 'part 1 §2',
      sentence:
        'bundles cards grid and activities cards grid (columns default 2, selectable properties and filters, card image aspect ratio)',
      kind: 'property',
      check: () => {
        // A grid sends only the filters the organiser gave it: a date chosen elsewhere on the page never
        // reaches it.
        const filters: CatalogueFilters = {
          ...emptyCatalogueFilters(),
          search: 'yoga',
          date: '2026-05-10',
          location: ['l1'],
          age: 7,
          categories: { c1: ['x'] },
        };
        fc.assert(
          fc.property(fc.subarray([...ACTIVITIES_GRID_FILTERS]), (offered) => {
            const keys = Object.keys(gridFilterQuery(filters, offered));
            const expected = offered.map((name) => (name === 'category' ? 'category-c1' : name));
            return !keys.includes('date') && keys.sort().join() === expected.sort().join();
          }),
        );
      },
    },
    {
      id: 'SHOP-03',
      source: 'part 1 §3',
      sentence: 'Address: id, address, street, number, postcode, city, state, country, longitude, latitude.',
      kind: 'property',
      check: () => {
        // The location's directions link goes to its coordinates when it has real ones, else to its address.
        const place = {
          name: 'Ixelles',
          title: null,
          street: 'Rue Volta',
          number: '18',
          postcode: '1050',
          city: 'Ixelles',
        };
        fc.assert(
          fc.property(
            fc.double({ min: -90, max: 90, noNaN: true }),
            fc.double({ min: -180, max: 180, noNaN: true }),
            (latitude, longitude) => {
              const directions = directionsOf({ ...place, latitude, longitude });
              const real = !(latitude === 0 && longitude === 0);
              return (
                directions?.address === 'Rue Volta 18, 1050 Ixelles' &&
                directions.web.includes('/directions?') === real
              );
            },
          ),
        );
        assert.equal(directionsOf({ name: 'Salle', title: null, latitude: 50.8, longitude: 4.3 }), null);
      },
    },
    {
      id: 'SHOP-04',
      source: 'part 2 §9',
      sentence: 'Star rating maximum 5, size 16',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat(5000), (count, drawn) => {
            const total = drawn % (5 * count + 1);
            const average = reviewAverage({ total, count });
            const stars = starFills(average ?? 0);
            return average !== null && average >= 0 && average <= 5 && stars.length === 5;
          }),
        );
        assert.equal(reviewAverage({ total: 0, count: 0 }), null);
      },
    },
    {
      id: 'SHOP-06',
      source: 'part 1 §1',
      sentence: 'waiting lists and attendance charges',
      kind: 'property',
      check: () => {
        // Positions on a waiting list are 1, 2, 3… in order of joining (the smaller id first at the same instant).
        const entry = fc.record({ id: fc.nat(1000), created_at: instant });
        fc.assert(
          fc.property(fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 12 }), (queued) => {
            const positions = waitingListPositions(queued);
            const order = [...queued].sort(
              (a, b) => epochMs(a.created_at) - epochMs(b.created_at) || a.id - b.id,
            );
            return order.every((e, index) => positions.get(e.id) === index + 1);
          }),
        );
      },
    },
    {
      id: 'SHOP-07',
      source: 'part 2 §9',
      sentence: 'registration.created (also before or after availability)',
      kind: 'property',
      check: () => {
        // The before and after reminders: 2 days before the start, 1 day after the end, never in the past.
        fc.assert(
          fc.property(instant, instant, fc.integer({ min: 0, max: 30 * DAY }), (now, start, length) => {
            const end = Temporal.Instant.fromEpochMilliseconds(epochMs(start) + length).toString();
            const { beforeStart, afterEnd } = registrationReminders({ start_at: start, end_at: end }, now);
            const wantBefore = epochMs(start) - 2 * DAY;
            const wantAfter = epochMs(end) + DAY;
            return (
              (beforeStart === null ? wantBefore <= epochMs(now) : epochMs(beforeStart) === wantBefore) &&
              (afterEnd === null ? wantAfter <= epochMs(now) : epochMs(afterEnd) === wantAfter)
            );
          }),
        );
      },
    },
    {
      id: 'SHOP-08',
      source: 'part 2 §9',
      sentence: 'membership.created (also before expiration)',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(instant, instant, (now, endsAt) => {
            const at = membershipExpirationReminder(endsAt, now);
            const want = epochMs(endsAt) - 14 * DAY;
            return at === null ? want <= epochMs(now) : epochMs(at) === want;
          }),
        );
      },
    },
    {
      id: 'SHOP-09',
      source: 'part 2 §5',
      sentence: 'Search filter text is trimmed.',
      kind: 'examples',
      check: () => {
        // The header search reads the typed words the same way: spaces around and between do not count.
        examples(
          [
            ['  yoga  ', ['yoga']],
            ['yoga   enfants ', ['yoga', 'enfants']],
            ['   ', []],
          ],
          searchWords,
        );
      },
    },
  ],
});
