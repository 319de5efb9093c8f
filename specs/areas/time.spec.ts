import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { weekWindow } from '../../core/catalogue';
import { brusselsDate, isInFuture, startOfWeek, Temporal, TIME_ZONE } from '../../core/time';
import { defineArea } from '../book';

const isoInstant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

export default defineArea({
  area: 'TIME',
  title: 'Time: timezone, calendars and "now"',
  rules: [
    {
      id: 'TIME-01',
      source: 'part 1 §1',
      sentence: "Prices show in the organiser's currency and dates in the organiser's timezone.",
      kind: 'property',
      check: () => {
        assert.equal(TIME_ZONE, 'Europe/Brussels');
        fc.assert(
          fc.property(isoInstant, (iso) => {
            const expected = Temporal.Instant.from(iso).toZonedDateTimeISO('Europe/Brussels').toPlainDate();
            return brusselsDate(iso).equals(expected);
          }),
        );
      },
    },
    {
      id: 'TIME-02',
      source: 'part 2 §9',
      sentence:
        'Week starts on Sunday by default for dates; the storefront calendars start on Monday (weekdays 1 to 7).',
      kind: 'property',
      check: () => {
        // The weekly calendar's week (WeeklyCalendarSection → weekWindow) runs Monday to Sunday.
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 70_000 }), (days) => {
            const date = Temporal.PlainDate.from('1950-01-01').add({ days });
            return (
              weekWindow(date)
                .days.map((day) => day.dayOfWeek)
                .join() === '1,2,3,4,5,6,7'
            );
          }),
        );
        // The calendar popovers (React Aria) are told their week starts on Monday.
        for (const file of [
          'ui/catalogue/listing/DateFilter.tsx',
          'ui/catalogue/dated/FilterCalendarMonth.tsx',
        ]) {
          const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
          assert.match(source, /firstDayOfWeek="mon"/, file);
        }
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 70_000 }), (days) => {
            const date = Temporal.PlainDate.from('1950-01-01').add({ days });
            return startOfWeek(date).dayOfWeek === 1;
          }),
        );
      },
    },
    {
      id: 'TIME-03',
      source: 'part 1 §3',
      sentence: 'Only items with expires_at in the future are shown or counted.',
      kind: 'property',
      check: () => {
        // The time primitive every expiry rule uses: "in the future" is strictly after the given now.
        fc.assert(
          fc.property(
            isoInstant,
            isoInstant,
            (value, now) => isInFuture(value, now) === Date.parse(value) > Date.parse(now),
          ),
        );
      },
    },
  ],
});
