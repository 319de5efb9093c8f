import fc from 'fast-check';
import { addFormDates } from '../../core/cart';
import {
  type AddFormView,
  type AgeDisplayRule,
  AVAILABILITY_STATUSES,
  type AvailabilityWindow,
  addFormView,
  ageDisplay,
  CATALOGUE_STATUSES,
  type CatalogueFilters,
  cardBadges,
  catalogueFilterEntries,
  emptyCatalogueFilters,
  isDateMarkedClosed,
  isDateSelectable,
  isSlotSelectable,
  parseCatalogueFilters,
} from '../../core/catalogue';
import { Temporal } from '../../core/time';
import { defineArea, examples } from '../book';
import { epochMs, instantAround, registrationWindowFields } from './arbitraries';

const instant = instantAround(Date.UTC(2026, 4, 10), 4320);
const status = fc.constantFrom(...AVAILABILITY_STATUSES);
const nullableCount = fc.option(fc.integer({ min: 0, max: 20 }), { nil: null });
const date = fc.record({ start_at: instant, status, capacity: nullableCount, registered: nullableCount });
const availability = fc.record({
  ...registrationWindowFields(instant),
  dates: fc.array(date, { maxLength: 4 }),
});
/** Each availability status, true for every one but OPEN (what CLOSED, OVERLAP and FULL share). */
const EVERY_STATUS_BUT_OPEN: ReadonlyArray<readonly [(typeof AVAILABILITY_STATUSES)[number], boolean]> = [
  ['OPEN', false],
  ['CLOSED', true],
  ['OVERLAP', true],
  ['FULL', true],
];
const past = (iso: string | null, now: string) => iso !== null && epochMs(iso) <= epochMs(now);
const future = (iso: string | null, now: string) => iso !== null && epochMs(iso) > epochMs(now);
const freeCapacity = (d: { capacity: number | null; registered: number | null }) =>
  d.capacity === null || d.capacity > (d.registered ?? 0);
const DAY = 86_400;
const now = '2026-05-10T10:00:00.000Z';
const before = '2026-05-01T10:00:00.000Z';
const after = '2026-06-01T10:00:00.000Z';
const open: AvailabilityWindow = { status: 'OPEN', start_at: after, end_at: after };
const text = fc.string({ unit: 'grapheme', maxLength: 16 });
const listValue = text.map((value) => value.replaceAll(',', ' ').trim()).filter((value) => value !== '');
const filters: fc.Arbitrary<CatalogueFilters> = fc.record({
  search: fc.option(
    text.map((value) => value.trim()).filter((value) => value !== ''),
    { nil: null },
  ),
  date: fc.option(
    fc
      .integer({ min: 0, max: 40_000 })
      .map((days) => Temporal.PlainDate.from('1970-01-01').add({ days }).toString()),
    { nil: null },
  ),
  weekday: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
  location: fc.uniqueArray(listValue, { maxLength: 4 }),
  period: fc.option(listValue, { nil: null }),
  availabilities_period: fc.option(listValue, { nil: null }),
  age: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
  categories: fc.dictionary(
    fc.stringMatching(/^[a-z0-9]{1,10}$/),
    fc.uniqueArray(listValue, { minLength: 1, maxLength: 3 }),
    { maxKeys: 3 },
  ),
  page_number: fc.integer({ min: 1, max: 1000 }),
  page_size: fc.integer({ min: 1, max: 200 }),
});

export default defineArea({
  area: 'CAT',
  title: 'Catalogue: availability notices, badges, dates, age display and filters',
  rules: [
    {
      id: 'CAT-01',
      source: 'part 1 §4',
      sentence:
        'The add form is replaced by a notice: CLOSED (closed notice and waiting-list form offered); FULL (full notice and waiting-list form offered); OPEN with registrations_start_at in the future (opening-scheduled notice with date); OPEN with registrations_end_at past (closing-scheduled notice); start past and activity disallows registrations after start (closed); end past (closed).',
      kind: 'property',
      check: () => {
        // Precedence: end past, then start past without late registration, then the status, then the window.
        examples<AvailabilityWindow, AddFormView>(
          [
            [open, { kind: 'form' }],
            [
              { ...open, status: 'CLOSED' },
              { kind: 'notice', notice: 'closed', waitingList: true },
            ],
            [
              { ...open, status: 'FULL' },
              { kind: 'notice', notice: 'full', waitingList: true },
            ],
            [
              { ...open, registrations_start_at: after },
              { kind: 'notice', notice: 'opening-scheduled', opensAt: after, waitingList: false },
            ],
            [
              { ...open, registrations_end_at: before },
              { kind: 'notice', notice: 'closing-scheduled', waitingList: false },
            ],
            [
              { ...open, start_at: before },
              { kind: 'notice', notice: 'closed', waitingList: false },
            ],
            [
              {
                ...open,
                start_at: before,
                activity: { settings: { allow_registrations_after_start: true } },
              },
              { kind: 'form' },
            ],
            [
              { ...open, start_at: before, end_at: before, status: 'FULL' },
              { kind: 'notice', notice: 'closed', waitingList: false },
            ],
          ],
          (a) => addFormView(a, now),
        );
        fc.assert(
          fc.property(availability, instant, (a, at) => {
            const view = addFormView(a, at);
            const over =
              past(a.end_at, at) ||
              (past(a.start_at, at) && !a.activity.settings.allow_registrations_after_start);
            if (over) return view.kind === 'notice' && view.notice === 'closed' && !view.waitingList;
            if (a.status === 'CLOSED')
              return view.kind === 'notice' && view.notice === 'closed' && view.waitingList;
            if (a.status === 'FULL')
              return view.kind === 'notice' && view.notice === 'full' && view.waitingList;
            if (a.status === 'OVERLAP')
              return view.kind === 'notice' && view.notice === 'closed' && !view.waitingList;
            if (past(a.registrations_end_at, at))
              return view.kind === 'notice' && view.notice === 'closing-scheduled' && !view.waitingList;
            if (future(a.registrations_start_at, at)) {
              return (
                view.kind === 'notice' &&
                view.notice === 'opening-scheduled' &&
                view.opensAt === a.registrations_start_at &&
                !view.waitingList
              );
            }
            return view.kind === 'form';
          }),
        );
      },
    },
    {
      id: 'CAT-02',
      source: 'part 1 §4',
      sentence:
        'Card badges: CLOSED, OVERLAP, FULL; also CLOSED when OPEN but registrations ended or started without late registration allowed; Full also shown when no future date has free capacity.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(availability, instant, (a, at) => {
            const badges = cardBadges(a, at);
            const closed =
              a.status === 'CLOSED' ||
              (a.status === 'OPEN' &&
                (past(a.registrations_end_at, at) ||
                  past(a.end_at, at) ||
                  (past(a.start_at, at) && !a.activity.settings.allow_registrations_after_start)));
            const full =
              a.status === 'FULL' ||
              (a.dates.length > 0 && !a.dates.some((d) => future(d.start_at, at) && freeCapacity(d)));
            // Each badge once, in the sentence's order.
            const shown = { CLOSED: closed, OVERLAP: a.status === 'OVERLAP', FULL: full };
            const expected = (['CLOSED', 'OVERLAP', 'FULL'] as const).filter((badge) => shown[badge]);
            return JSON.stringify(badges) === JSON.stringify(expected);
          }),
        );
      },
    },
    {
      id: 'CAT-03',
      source: 'part 1 §4',
      sentence: 'A date is selectable/bookable only when OPEN and capacity is null or above registered.',
      kind: 'property',
      check: () => {
        fc.assert(fc.property(date, (d) => isDateSelectable(d) === (d.status === 'OPEN' && freeCapacity(d))));
      },
    },
    {
      id: 'CAT-04',
      source: 'part 1 §4',
      sentence: 'Dates marked closed: CLOSED, OVERLAP or FULL.',
      kind: 'examples',
      check: () => {
        examples(EVERY_STATUS_BUT_OPEN, (s) => isDateMarkedClosed({ status: s }));
      },
    },
    {
      id: 'CAT-05',
      source: 'part 1 §4',
      sentence:
        'Unless the customer is eligible for partial registrations all dates are offered; when eligible only future dates.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.array(date, { maxLength: 8 }), instant, fc.boolean(), (drawn, at, eligible) => {
            // The add-to-cart form's dates (AddToCartForm): every date is shown; only future ones can be chosen.
            const dates = drawn.map((d, id) => ({ ...d, id, end_at: d.start_at }));
            const view = addFormDates(dates, eligible, at);
            const chosen = view.dates.filter((entry) => entry.selectable).map((entry) => entry.date);
            if (!eligible) return view.initial.length === dates.length && chosen.length === 0;
            return chosen.every((d) => future(d.start_at, at)) && view.dates.length === dates.length;
          }),
        );
      },
    },
    {
      id: 'CAT-06',
      source: 'part 1 §4',
      sentence: 'Schedule items disabled unless OPEN.',
      kind: 'examples',
      check: () => {
        examples(
          EVERY_STATUS_BUT_OPEN,
          // A day-schedule line (daySchedule → isSlotSelectable) with one free date starting in the future.
          (s) =>
            !isSlotSelectable(
              { ...open, status: s, cuid: 'a', start_at: after, end_at: after, capacity: null },
              [{ start_at: after, end_at: after, status: 'OPEN', capacity: null, registered: 0 }],
              now,
            ),
        );
      },
    },
    {
      id: 'CAT-07',
      source: 'part 1 §4',
      sentence: 'Availability status OPEN, CLOSED, FULL, OVERLAP.',
      kind: 'examples',
      check: () => {
        examples([[null, ['OPEN', 'CLOSED', 'FULL', 'OVERLAP']]], () => [...AVAILABILITY_STATUSES]);
      },
    },
    {
      id: 'CAT-08',
      source: 'part 1 §4',
      sentence: 'Catalogue pages allow availability statuses OPEN and FULL.',
      kind: 'examples',
      check: () => {
        examples([[null, ['OPEN', 'FULL']]], () => [...CATALOGUE_STATUSES]);
      },
    },
    {
      id: 'CAT-09',
      source: 'part 1 §3',
      sentence:
        'Age display rules: type, number_of_days, limit, rounding_interval, rounding_method (up, down, nearest); takes birthdate, reference_date or age in seconds.',
      kind: 'examples',
      check: () => {
        const rules: AgeDisplayRule[] = [
          { type: 'weeks', number_of_days: 7, limit: 10, rounding_interval: 1, rounding_method: 'up' },
          { type: 'months', number_of_days: 30, limit: 24, rounding_interval: 1, rounding_method: 'nearest' },
          { type: 'years', number_of_days: 365, limit: null, rounding_interval: 1, rounding_method: 'down' },
        ];
        examples<Parameters<typeof ageDisplay>[0], ReturnType<typeof ageDisplay>>(
          [
            [{ seconds: 8 * DAY }, { unit: 'weeks', value: 2 }],
            [{ seconds: 70 * DAY }, { unit: 'weeks', value: 10 }],
            [{ seconds: 75 * DAY }, { unit: 'months', value: 3 }],
            [
              { birthdate: '2020-01-01', reference_date: '2026-01-01' },
              { unit: 'years', value: 6 },
            ],
            [
              { birthdate: '2025-11-01', reference_date: '2026-03-01T12:00:00Z' },
              { unit: 'months', value: 4 },
            ],
          ],
          (input) => ageDisplay(input, rules),
        );
      },
    },
    {
      id: 'CAT-10',
      source: 'part 2 §9',
      sentence:
        'Age display: days up to 30, weeks up to 12, months up to 36 (rounded down to 0.5), years up to 18 (0.5), then years (1).',
      kind: 'property',
      check: () => {
        const length = { days: 1, weeks: 7, months: 365.25 / 12, years: 365.25 } as const;
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 100 * 366 * DAY }), (seconds) => {
            const days = seconds / DAY;
            const { unit, value } = ageDisplay({ seconds });
            const expectedUnit =
              days <= 30
                ? 'days'
                : days / 7 <= 12
                  ? 'weeks'
                  : days / length.months <= 36
                    ? 'months'
                    : 'years';
            const raw = days / length[unit];
            const step = unit === 'months' || (unit === 'years' && raw <= 18) ? 0.5 : 1;
            return unit === expectedUnit && value === Math.floor(raw / step) * step;
          }),
        );
      },
    },
    {
      id: 'CAT-11',
      source: 'part 2 §9',
      sentence: 'Default years of 365.25 days, rounded down.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 60_000 }), (a, b) => {
            const birth = Temporal.PlainDate.from('1930-01-01').add({ days: Math.min(a, b) });
            const reference = Temporal.PlainDate.from('1930-01-01').add({ days: Math.max(a, b) });
            const days = birth.until(reference, { largestUnit: 'days' }).days;
            const shown = ageDisplay(
              { birthdate: birth.toString(), reference_date: reference.toString() },
              [],
            );
            return shown.unit === 'years' && shown.value === Math.floor(days / 365.25);
          }),
        );
      },
    },
    {
      id: 'CAT-12',
      source: 'part 1 §2',
      sentence:
        'Catalog filters are kept in the query string: search, date, weekday, location, period, availabilities-period, age, category-{cuid}, page_number, page_size.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            filters,
            (f) =>
              JSON.stringify(
                sortKeys(parseCatalogueFilters(new URLSearchParams(catalogueFilterEntries(f)).toString())),
              ) === JSON.stringify(sortKeys(f)),
          ),
        );
        examples<string, CatalogueFilters>(
          [
            [
              'search=yoga&date=2026-05-10&weekday=2&location=a,b&period=p&availabilities-period=q&age=6&category-c1=x,y&page_number=2&page_size=12',
              {
                search: 'yoga',
                date: '2026-05-10',
                weekday: 2,
                location: ['a', 'b'],
                period: 'p',
                availabilities_period: 'q',
                age: 6,
                categories: { c1: ['x', 'y'] },
                page_number: 2,
                page_size: 12,
              },
            ],
            ['weekday=9&date=2026-13-01', emptyCatalogueFilters()],
          ],
          (query) => parseCatalogueFilters(query),
        );
      },
    },
    {
      id: 'CAT-13',
      source: 'part 2 §5',
      sentence: 'Search filter text is trimmed.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(text, (value) => {
            const search = parseCatalogueFilters([['search', value]]).search;
            return search === (value.trim() === '' ? null : value.trim());
          }),
        );
      },
    },
    {
      id: 'CAT-14',
      source: 'part 2 §5',
      sentence: 'Location and category filters accept comma-separated values.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.uniqueArray(listValue, { minLength: 1, maxLength: 5 }), (values) => {
            const parsed = parseCatalogueFilters([
              ['location', values.join(',')],
              ['category-group', values.join(' , ')],
            ]);
            return (
              JSON.stringify(parsed.location) === JSON.stringify(values) &&
              JSON.stringify(parsed.categories.group) === JSON.stringify(values)
            );
          }),
        );
      },
    },
    {
      id: 'CAT-15',
      source: 'part 2 §5',
      sentence: 'Age filter minimum 0.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.integer({ min: -1000, max: 1000 }), (age) => {
            const parsed = parseCatalogueFilters([['age', String(age)]]).age;
            return age >= 0 ? parsed === age : parsed === null;
          }),
        );
      },
    },
  ],
});

function sortKeys(filters: CatalogueFilters): CatalogueFilters {
  return { ...filters, categories: Object.fromEntries(Object.entries(filters.categories).sort()) };
}
