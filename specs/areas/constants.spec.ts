import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  CALENDAR_RANGE_YEARS,
  calendarRange,
  categoryFilterControl,
  dateListLayout,
  dateStripWindow,
  filterDebounce,
  locationFilterControl,
  WEEKLY_CALENDAR_COLUMNS,
  weeklyCalendarHours,
  weeklyCalendarRows,
} from '../../core/catalogue';
import {
  activitiesPageSize,
  BLOG_PAGE_SIZE,
  BUNDLES_PAGE_SIZE,
  CARD_GRID_COLUMNS_DEFAULT,
  DEFAULT_STATUS_FILTER,
  gridColumns,
  MEMBERSHIPS_PAGE_SIZE,
  VOUCHERS_PAGE_SIZE,
} from '../../core/lists';
import {
  emptyToastQueue,
  expireToasts,
  settleToast,
  showToast,
  TOAST_LAYOUT,
} from '../../core/notifications';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  ADDRESS_SPINNER_LINGER_MS,
  DEFAULT_DEBOUNCE_MS,
  MOBILE_BREAKPOINTS_PX,
  SHELL_TOASTS,
  sectionSettingsSchemas,
  tabStripEdges,
} from '../../core/site';
import { Temporal } from '../../core/time';
import { defineArea, examples } from '../book';

/** A stylesheet that ships. */
const css = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

const day = fc
  .integer({ min: 0, max: 80_000 })
  .map((days) => Temporal.PlainDate.from('1900-01-01').add({ days }));

export default defineArea({
  area: 'CONST',
  title: 'Business constants and limits: lists, catalogue, timing and interface',
  rules: [
    {
      id: 'CONST-01',
      source: 'part 2 §9',
      sentence: 'Blog page 12;',
      kind: 'examples',
      check: () => {
        examples([[null, 12]], () => BLOG_PAGE_SIZE);
      },
    },
    {
      id: 'CONST-13',
      source: 'part 2 §9',
      sentence: 'latest articles default 3.',
      kind: 'examples',
      check: () => {
        // The latest-articles section's settings as the page renderer parses them (no limit given → 3).
        examples(
          [
            [{}, 3],
            [{ limit: 5 }, 5],
          ],
          (settings) => sectionSettingsSchemas['latest-blog-articles'].parse(settings).limit,
        );
      },
    },
    {
      id: 'CONST-02',
      source: 'part 2 §9',
      sentence: 'Card grid columns default 2;',
      kind: 'examples',
      check: () => {
        assert.equal(CARD_GRID_COLUMNS_DEFAULT, 2);
        examples(
          [
            [undefined, 2],
            [3, 3],
          ],
          gridColumns,
        );
      },
    },
    {
      id: 'CONST-14',
      source: 'part 2 §9',
      sentence: 'activities page size is 20 rounded up to a multiple of the columns;',
      kind: 'property',
      check: () => {
        assert.equal(activitiesPageSize(), 20);
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 100 }), (columns) => {
            const size = activitiesPageSize(columns);
            return size % columns === 0 && size >= 20 && size - columns < 20;
          }),
        );
      },
    },
    {
      id: 'CONST-15',
      source: 'part 2 §9',
      sentence: 'bundles, memberships and vouchers 20.',
      kind: 'examples',
      check: () => {
        assert.deepEqual([BUNDLES_PAGE_SIZE, MEMBERSHIPS_PAGE_SIZE, VOUCHERS_PAGE_SIZE], [20, 20, 20]);
      },
    },
    {
      id: 'CONST-03',
      source: 'part 2 §9',
      sentence: 'Default status filter OPEN.',
      kind: 'examples',
      check: () => {
        examples([[null, ['OPEN']]], () => [...DEFAULT_STATUS_FILTER]);
      },
    },
    {
      id: 'CONST-04',
      source: 'part 2 §9',
      sentence: 'Location filter uses a multi-select above 5 locations, otherwise checkboxes;',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.nat(2000),
            (count) => locationFilterControl(count) === (count > 5 ? 'multi-select' : 'checkboxes'),
          ),
        );
      },
    },
    {
      id: 'CONST-16',
      source: 'part 2 §9',
      sentence: 'a category filter uses a multi-select above 300 categories.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(
            fc.nat(2000),
            (count) => (categoryFilterControl(count) === 'multi-select') === count > 300,
          ),
        );
      },
    },
    {
      id: 'CONST-05',
      source: 'part 2 §9',
      sentence: 'Date lists switch to a grid above 7 dates.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.nat(100), (count) => dateListLayout(count) === (count > 7 ? 'grid' : 'list')),
        );
      },
    },
    {
      id: 'CONST-06',
      source: 'part 2 §9',
      sentence: 'Mobile date strip shows 30 days.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(day, fc.integer({ min: -400, max: 400 }), (anchor, offset) => {
            // The dated catalogue's strip (DatedCatalogue → dateStripWindow): 30 consecutive days holding the day.
            const shown = anchor.add({ days: offset });
            const strip = dateStripWindow(shown, anchor);
            return (
              strip.length === 30 &&
              strip.some((date) => date.equals(shown)) &&
              strip.every((date, index) => date.equals(strip[0]?.add({ days: index }) ?? date))
            );
          }),
        );
      },
    },
    {
      id: 'CONST-17',
      source: 'part 2 §9',
      sentence: 'Weekly calendar has 7 columns;',
      kind: 'examples',
      check: () => {
        assert.equal(WEEKLY_CALENDAR_COLUMNS, 7);
      },
    },
    {
      id: 'CONST-18',
      source: 'part 2 §9',
      sentence: 'grid 12 rows per hour;',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 24 }), (start, end) => {
            fc.pre(start < end);
            return weeklyCalendarRows({ start, end }) === (end - start) * 12;
          }),
        );
      },
    },
    {
      id: 'CONST-07',
      source: 'part 2 §9',
      sentence: 'default hours 0 to 24 unless items extend them.',
      kind: 'property',
      check: () => {
        assert.deepEqual(weeklyCalendarHours([]), { start: 0, end: 24 });
        const instant = fc
          .integer({ min: 0, max: 7 * 24 * 60 })
          .map((minutes) => Temporal.Instant.fromEpochMilliseconds(Date.UTC(2026, 4, 11) + minutes * 60_000));
        fc.assert(
          fc.property(
            fc.array(fc.tuple(instant, fc.integer({ min: 5, max: 600 })), { maxLength: 5 }),
            fc.integer({ min: 0, max: 23 }),
            fc.integer({ min: 1, max: 24 }),
            (raw, startHour, endHour) => {
              fc.pre(startHour < endHour);
              const items = raw.map(([start, minutes]) => ({
                start_at: start,
                end_at: start.add({ minutes }),
              }));
              const hours = weeklyCalendarHours(items, { start_hour: startHour, end_hour: endHour });
              const fits = items.every(({ start_at, end_at }) => {
                const from = start_at.toZonedDateTimeISO('Europe/Brussels');
                const to = end_at.toZonedDateTimeISO('Europe/Brussels');
                const endsAfter = !from.toPlainDate().equals(to.toPlainDate())
                  ? 24
                  : to.hour + (to.minute > 0 ? 1 : 0);
                return from.hour >= hours.start && endsAfter <= hours.end;
              });
              return (
                fits &&
                hours.start <= startHour &&
                hours.end >= endHour &&
                (items.length > 0 || (hours.start === startHour && hours.end === endHour))
              );
            },
          ),
        );
      },
    },
    {
      id: 'CONST-08',
      source: 'part 2 §9',
      sentence: 'Calendar range plus or minus 100 years.',
      kind: 'property',
      check: () => {
        assert.equal(CALENDAR_RANGE_YEARS, 100);
        fc.assert(
          fc.property(day, (today) => {
            const { min, max } = calendarRange(today);
            return (
              // 100 calendar years each way; from 29 February the far day is the 28th (counter example 2000-02-29).
              min.equals(today.subtract({ years: 100 })) &&
              max.equals(today.add({ years: 100 })) &&
              max.since(min, { largestUnit: 'years' }).years >= 199
            );
          }),
        );
      },
    },
    {
      id: 'CONST-09',
      source: 'part 2 §9',
      sentence:
        'Filter debounce 750 ms by default, 350 ms when filters are not in a popover, 500 ms in another section;',
      kind: 'examples',
      check: () => {
        examples<Parameters<typeof filterDebounce>[0], number>(
          [
            [undefined, 750],
            ['popover', 750],
            ['inline', 350],
            ['other-section', 500],
          ],
          filterDebounce,
        );
      },
    },
    {
      id: 'CONST-19',
      source: 'part 2 §9',
      sentence: 'address search debounce 500 ms;',
      kind: 'examples',
      check: () => {
        assert.equal(ADDRESS_SEARCH_DEBOUNCE_MS, 500);
      },
    },
    {
      id: 'CONST-20',
      source: 'part 2 §9',
      sentence: 'default debounce 350 ms;',
      kind: 'examples',
      check: () => {
        assert.equal(DEFAULT_DEBOUNCE_MS, 350);
      },
    },
    {
      id: 'CONST-21',
      source: 'part 2 §9',
      sentence: 'address spinner lingers 250 ms;',
      kind: 'examples',
      check: () => {
        assert.equal(ADDRESS_SPINNER_LINGER_MS, 250);
      },
    },
    {
      id: 'CONST-10',
      source: 'part 2 §9',
      sentence: 'Mobile breakpoint 1024 px for filters,',
      kind: 'examples',
      check: () => {
        assert.equal(MOBILE_BREAKPOINTS_PX.filters, 1024);
        // The stylesheets that ship switch at that width.
        assert.match(css('ui/shell/shell.css'), /@media \(min-width: 1024px\)|max-width: 1023px/);
        assert.match(css('ui/catalogue/catalogue.css'), /@media \(min-width: 1024px\)|max-width: 1023px/);
      },
    },
    {
      id: 'CONST-22',
      source: 'part 2 §9',
      sentence: '600 px for the cart drawer and shell.',
      kind: 'examples',
      check: () => {
        assert.deepEqual([MOBILE_BREAKPOINTS_PX.cart, MOBILE_BREAKPOINTS_PX.shell], [600, 600]);
        assert.equal(TOAST_LAYOUT.narrowMaxWidthPx, 600);
        assert.match(css('ui/site/site.css'), /@media \(max-width: 600px\)/);
      },
    },
    {
      id: 'CONST-11',
      source: 'part 2 §9',
      sentence: 'Tab-strip edge threshold 24 px.',
      kind: 'property',
      check: () => {
        fc.assert(
          fc.property(fc.nat(3000), fc.nat(3000), fc.nat(3000), (clientWidth, extra, scroll) => {
            const scrollWidth = clientWidth + extra;
            const scrollLeft = Math.min(scroll, extra);
            const edges = tabStripEdges({ scrollLeft, scrollWidth, clientWidth });
            return edges.start === scrollLeft > 24 && edges.end === extra - scrollLeft > 24;
          }),
        );
      },
    },
    {
      id: 'CONST-12',
      source: 'part 2 §9',
      sentence: 'shell toasts bottom-right, 1750 ms, gap 12, offset 24, success 2000 ms, error 3000 ms',
      kind: 'machine',
      check: () => {
        assert.deepEqual(SHELL_TOASTS, {
          position: 'bottom-right',
          durationMs: 1750,
          gapPx: 12,
          offsetPx: 24,
          successMs: 2000,
          errorMs: 3000,
        });
        // The toast queue the storefront runs (ui/toasts): a shell toast that was loading settles and leaves
        // after 2000 ms (success), 3000 ms (error) or 1750 ms (information) of being visible.
        for (const [scope, tone, closesAfter] of [
          ['shell', 'success', 2000],
          ['shell', 'error', 3000],
          ['shell', 'info', 1750],
        ] as const) {
          let state = showToast(
            emptyToastQueue(),
            { scope, tone: 'loading', text: 'forms.states.loading' },
            0,
          );
          const id = state.toasts[0]?.id ?? '';
          state = settleToast(state, id, { scope, tone, text: tone }, 100);
          assert.equal(expireToasts(state, 100 + closesAfter - 1).toasts.length, 1, `${scope} ${tone}`);
          assert.equal(expireToasts(state, 100 + closesAfter).toasts.length, 0, `${scope} ${tone}`);
        }
      },
    },
  ],
});
