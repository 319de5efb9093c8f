import { sumMinor } from '../money/index';

/**
 * "Attendance charge details: … items table by date, participant, attendance and amount with total duration
 * and amount" (part 1 §2): the totals row. Durations are whole minutes ("duration in minutes", part 1 §3),
 * amounts integer minor units.
 */
export function attendanceTotals(items: ReadonlyArray<{ amount: number; duration: number }>): {
  amount: number;
  duration: number;
} {
  return {
    amount: sumMinor(items.map((item) => item.amount)),
    duration: items.reduce((total, item) => total + item.duration, 0),
  };
}

/** A duration in whole minutes as hours and the minutes left over (150 → 2 h 30 min), for display. */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  if (!Number.isInteger(totalMinutes) || totalMinutes < 0) {
    throw new RangeError(`duration must be a whole, non-negative number of minutes: ${totalMinutes}`);
  }
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
