/**
 * Resource schedules (part 1 §2 "resources schedule", "resources daily schedule", "Schedule screens"):
 * whether a slot is free at a given now, the week or day a schedule shows, its rows and the calendar
 * popover's marked days and range. Slots are read in Europe/Brussels.
 */
import { DEFAULT_PAGE_SIZE } from '../lists/index';
import { RESOURCE_SLOT_STATUSES, type ResourceSlot } from '../schemas/index';
import {
  brusselsDate,
  formatDate,
  formatInstant,
  type InstantLike,
  inBrussels,
  isInFuture,
  type PlainDate,
  parseDate,
  startOfBrusselsDay,
  startOfWeek,
  Temporal,
  weekOf,
} from '../time/index';
import type { ResourcePrice } from './booking.rules';

/**
 * What a slot is at a given now: PAST once it has started, BOOKED once a booking took it, HELD while an
 * unexpired item of an open cart holds it, FREE otherwise. The first that applies wins, in that order.
 */
export const SLOT_STATUSES = RESOURCE_SLOT_STATUSES;
export type SlotStatus = ResourceSlot['status'];

export const SLOT_TAKEN = 'BOOKING.SLOT_TAKEN';
export const SLOT_IN_PAST = 'BOOKING.SLOT_IN_PAST';

export interface SlotFacts {
  start_at: InstantLike;
  booked: boolean;
  /** When each hold of the slot by an item of a not yet processed cart expires. */
  held_until: readonly InstantLike[];
}

/** The slot's status at `now` (see SLOT_STATUSES). */
export function slotStatus(slot: SlotFacts, now: InstantLike): SlotStatus {
  if (!isInFuture(slot.start_at, now)) return 'PAST';
  if (slot.booked) return 'BOOKED';
  if (slot.held_until.some((expiry) => isInFuture(expiry, now))) return 'HELD';
  return 'FREE';
}

/** Why a slot cannot be added to a cart at `now` (the server's refusal code), or null when it can. */
export function slotRefusal(status: SlotStatus): typeof SLOT_TAKEN | typeof SLOT_IN_PAST | null {
  if (status === 'PAST') return SLOT_IN_PAST;
  if (status === 'BOOKED' || status === 'HELD') return SLOT_TAKEN;
  return null;
}

/**
 * Whether the storefront offers a slot read earlier with `status`: only a FREE slot, and only while it has
 * not started (a page stays open while time passes).
 */
export function isSlotBookable(
  slot: { start_at: InstantLike; status: SlotStatus },
  now: InstantLike,
): boolean {
  return slot.status === 'FREE' && isInFuture(slot.start_at, now);
}

/** A window of slot start instants [after, before), as GET /api/resources/availabilities reads it. */
export interface SlotWindow {
  after: string;
  before: string;
}

/** The Monday-first week a weekly schedule shows for `date`, and its window. */
export function scheduleWeek(date: PlainDate): { days: PlainDate[]; window: SlotWindow } {
  const monday = startOfWeek(date);
  return {
    days: weekOf(monday),
    window: {
      after: formatInstant(startOfBrusselsDay(monday)),
      before: formatInstant(startOfBrusselsDay(monday.add({ days: 7 }))),
    },
  };
}

/** The window of one Brussels day (23, 24 or 25 hours long around the clock changes). */
export function dayWindow(date: PlainDate): SlotWindow {
  return {
    after: formatInstant(startOfBrusselsDay(date)),
    before: formatInstant(startOfBrusselsDay(date.add({ days: 1 }))),
  };
}

/** `?date=` as a calendar date; null when absent or not a date. */
export function scheduleDate(text: string | null | undefined): PlainDate | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  return parseDate(text);
}

/**
 * The day a schedule opens on when the query string names none: the first day from today holding a free
 * slot ("upcoming slots"), or today when there is none.
 */
export function scheduleStart(today: PlainDate, freeDates: readonly string[]): PlainDate {
  const day = formatDate(today);
  const first = [...freeDates].sort().find((date) => date >= day);
  return first ? (parseDate(first) ?? today) : today;
}

/** "HH:mm" of an instant in Brussels. */
export function slotTime(value: InstantLike): string {
  const time = inBrussels(value);
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}

/** "YYYY-MM-DD" of an instant in Brussels. */
export function slotDay(value: InstantLike): string {
  return formatDate(brusselsDate(value));
}

/** Slots of one Brussels day, in start order. */
export function slotsOfDay<Slot extends { start_at: string }>(
  slots: readonly Slot[],
  date: PlainDate,
): Slot[] {
  const day = formatDate(date);
  return sortSlots(slots.filter((slot) => slotDay(slot.start_at) === day));
}

/** Slots by start instant, then id when they carry one. */
export function sortSlots<Slot extends { start_at: string; id?: number }>(slots: readonly Slot[]): Slot[] {
  return [...slots].sort(
    (a, b) =>
      Temporal.Instant.compare(Temporal.Instant.from(a.start_at), Temporal.Instant.from(b.start_at)) ||
      (a.id ?? 0) - (b.id ?? 0),
  );
}

/** The rows of a schedule grid: every distinct Brussels start time ("HH:mm"), ascending. */
export function scheduleTimes(slots: ReadonlyArray<{ start_at: string }>): string[] {
  return [...new Set(slots.map((slot) => slotTime(slot.start_at)))].sort();
}

/** The slot of a grid cell: the one starting on `date` at `time` (Brussels), if any. */
export function slotAt<Slot extends { start_at: string }>(
  slots: readonly Slot[],
  date: PlainDate,
  time: string,
): Slot | undefined {
  const day = formatDate(date);
  return slots.find((slot) => slotDay(slot.start_at) === day && slotTime(slot.start_at) === time);
}

/**
 * The calendar popover: "days with availability marked, selectable range limited to first to last
 * available date". `dates` are the Brussels dates with a free slot (any order, repeats allowed); null when
 * there is none, so the popover has nothing to offer.
 */
export function availabilityCalendar(
  dates: readonly string[],
): { marked: string[]; first: string; last: string } | null {
  const marked = [...new Set(dates)].sort();
  const first = marked[0];
  const last = marked[marked.length - 1];
  if (first === undefined || last === undefined) return null;
  return { marked, first, last };
}

/** The Brussels dates holding a slot bookable at `now`, ascending and distinct. */
export function bookableDates(
  slots: ReadonlyArray<{ start_at: string; status: SlotStatus }>,
  now: InstantLike,
): string[] {
  return [
    ...new Set(slots.filter((slot) => isSlotBookable(slot, now)).map((slot) => slotDay(slot.start_at))),
  ].sort();
}

/** The first marked date after `date` ("next available date"), or null. */
export function nextAvailableDate(marked: readonly string[], date: PlainDate): string | null {
  const day = formatDate(date);
  return [...marked].sort().find((candidate) => candidate > day) ?? null;
}

/** One page of resources: `pageSize` of them (default 20, part 2 §9) from page `page` (1-based). */
export function resourcesPage<Item>(
  resources: readonly Item[],
  page: number,
  pageSize: number = DEFAULT_PAGE_SIZE,
): Item[] {
  const size = Math.max(1, Math.floor(pageSize));
  const first = (Math.max(1, Math.floor(page)) - 1) * size;
  return resources.slice(first, first + size);
}

/** The price options a slot offers, each once: by duration, then amount. */
export function priceOptions(prices: readonly ResourcePrice[]): ResourcePrice[] {
  const seen = new Set<string>();
  const options: ResourcePrice[] = [];
  for (const price of prices) {
    const key = `${price.duration}:${price.amount}`;
    if (seen.has(key)) continue;
    seen.add(key);
    options.push({ duration: price.duration, amount: price.amount });
  }
  return options.sort((a, b) => a.duration - b.duration || a.amount - b.amount);
}

/** The price a schedule's slot link carries: the first option (shortest, then cheapest); null without prices. */
export function linkPrice(prices: readonly ResourcePrice[]): ResourcePrice | null {
  return priceOptions(prices)[0] ?? null;
}

/** What /cart/bookings/add reads from its query string (part 1 §2). */
export interface BookingTarget {
  resource: string;
  start_at: string;
  duration: number;
  amount: number;
}

/** "/cart/bookings/add?resource={cuid}&start_at={ISO}&duration={seconds}&amount={minor}". */
export function bookingAddHref(target: BookingTarget): string {
  const query = [
    ['resource', target.resource],
    ['start_at', formatInstant(target.start_at)],
    ['duration', String(target.duration)],
    ['amount', String(target.amount)],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `/cart/bookings/add?${query}`;
}
