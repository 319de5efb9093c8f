import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  availabilityDatesError,
  canChooseDate,
  droppedDates,
  type EditableDate,
  lockedKeptIds,
  normaliseSelection,
  toggleDate,
} from './registration-edit.rules';
import { datesArb, NOW_MS, now } from './test-support';

/** The dates a customer clicks, in order (ids 0 and 9 name no date). */
const togglesArb = fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 20 });

/** The selection as the edit form opens (the booked dates chosen), then after the customer's `toggles`. */
function afterToggles(dates: EditableDate[], registeredIds: number[], toggles: number[]): number[] {
  let selected = normaliseSelection(registeredIds, dates, registeredIds, now);
  for (const id of toggles) selected = toggleDate(selected, id, dates, registeredIds, now);
  return selected;
}

describe('edit registration dates over any dates and toggles', () => {
  it('locked registered dates are always kept and every selected date may be held', () => {
    fc.assert(
      fc.property(datesArb, togglesArb, ({ dates, registeredIds }, toggles) => {
        const selected = afterToggles(dates, registeredIds, toggles);
        const kept = lockedKeptIds(dates, registeredIds, now);
        const everyKept = kept.every((id) => selected.includes(id));
        const allHoldable = selected.every((id) => {
          const date = dates.find((d) => d.id === id);
          return date !== undefined && (kept.includes(id) || canChooseDate(date, registeredIds, now));
        });
        return everyKept && allHoldable;
      }),
    );
  });

  it('a date is choosable iff not started and (OPEN with free capacity or already registered)', () => {
    fc.assert(
      fc.property(datesArb, ({ dates, registeredIds }) =>
        dates.every((date) => {
          const started = Date.parse(date.start_at) <= NOW_MS;
          const free = date.capacity === null || date.capacity > date.registered;
          const expected = !started && ((date.status === 'OPEN' && free) || registeredIds.includes(date.id));
          return canChooseDate(date, registeredIds, now) === expected;
        }),
      ),
    );
  });

  it('toggling a date that may not be chosen never changes the selection', () => {
    fc.assert(
      fc.property(datesArb, fc.integer({ min: 1, max: 8 }), ({ dates, registeredIds }, id) => {
        const date = dates.find((d) => d.id === id);
        fc.pre(date !== undefined && !canChooseDate(date, registeredIds, now));
        const selected = normaliseSelection(registeredIds, dates, registeredIds, now);
        return (
          JSON.stringify(toggleDate(selected, id, dates, registeredIds, now)) === JSON.stringify(selected)
        );
      }),
    );
  });

  it('dropped dates are the booked dates no longer chosen, never a date that was not booked', () => {
    fc.assert(
      fc.property(datesArb, togglesArb, ({ dates, registeredIds }, toggles) => {
        const atOpening = droppedDates(afterToggles(dates, registeredIds, []), dates, registeredIds);
        const selected = afterToggles(dates, registeredIds, toggles);
        const dropped = droppedDates(selected, dates, registeredIds).map((d) => d.id);
        const booked = dates.map((d) => d.id).filter((id) => registeredIds.includes(id));
        return (
          atOpening.length === 0 &&
          dropped.every((id) => registeredIds.includes(id)) &&
          JSON.stringify(dropped) === JSON.stringify(booked.filter((id) => !selected.includes(id)))
        );
      }),
    );
  });

  it('adding dates that were not booked never warns', () => {
    fc.assert(
      fc.property(datesArb, fc.array(fc.integer({ min: 1, max: 8 })), ({ dates, registeredIds }, wanted) => {
        const selected = normaliseSelection([...registeredIds, ...wanted], dates, registeredIds, now);
        return droppedDates(selected, dates, registeredIds).length === 0;
      }),
    );
  });

  it('the availability_dates error appears iff no date remains', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat()),
        (selected) => (availabilityDatesError(selected) === null) === selected.length > 0,
      ),
    );
  });
});
