import type { PageElement } from '../../../core/schemas/index';
import { brusselsDate, type PlainDate, Temporal } from '../../../core/time/index';
import type { OrganiserFileInput } from '../import-file';
import { isPublicHoliday, local } from './calendar';

/** Small constructors the demo organisers share, so each file reads like a catalogue rather than JSON. */

type Status = 'OPEN' | 'CLOSED' | 'FULL' | 'OVERLAP';
export type FileAvailability = NonNullable<OrganiserFileInput['availabilities']>[number];
export type FileActivity = NonNullable<OrganiserFileInput['activities']>[number];

export const image = (name: string) => ({ public_url: `/media/${name}.svg` });

export const block = (id: string, type: string, settings: Record<string, unknown> = {}): PageElement => ({
  id,
  element: 'block',
  type,
  family: 'blocks',
  name: type,
  children: [],
  settings,
});

export const section = (
  id: string,
  type: string,
  settings: Record<string, unknown>,
  children: PageElement[] = [],
): PageElement => ({ id, element: 'section', type, family: 'sections', name: type, children, settings });

/** One session of an availability: a local date and local start and end times. */
export interface Session {
  date: PlainDate;
  from: string;
  to: string;
}

/** The weekdays (Monday to Friday, or fewer) of a camp week, without public holidays. */
export function campWeek(monday: PlainDate, from = '09:00', to = '16:00', days = 5): Session[] {
  return Array.from({ length: days }, (_, index) => monday.add({ days: index }))
    .filter((date) => !isPublicHoliday(date))
    .map((date) => ({ date, from, to }));
}

export const sessionsOn = (dates: readonly PlainDate[], from: string, to: string): Session[] =>
  dates.map((date) => ({ date, from, to }));

export interface AvailabilitySpec {
  cuid: string;
  activity: string;
  location: string | null;
  status: Status;
  sessions: Session[];
  price: number;
  deposit?: number;
  /** null: unlimited. */
  capacity: number | null;
  /** Seats taken; FULL availabilities default to their capacity. */
  registered?: number;
  registrations_start_at?: string | null;
  registrations_end_at?: string | null;
  age_minimum?: number | null;
  age_maximum?: number | null;
  /** Dates whose status or seats differ from the availability's, by index. */
  dates?: Record<number, { status: Status; registered?: number }>;
}

/** An availability with one date per session; its start and end are those of its first and last sessions. */
export function availability(spec: AvailabilitySpec): FileAvailability {
  const registered = spec.registered ?? (spec.status === 'FULL' ? (spec.capacity ?? 0) : 0);
  const sorted = [...spec.sessions].sort((a, b) => Temporal.PlainDate.compare(a.date, b.date));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) throw new Error(`${spec.cuid}: no sessions`);
  return {
    cuid: spec.cuid,
    activity: spec.activity,
    location: spec.location,
    status: spec.status,
    registrations_start_at: spec.registrations_start_at ?? null,
    registrations_end_at: spec.registrations_end_at ?? null,
    start_at: local(first.date, first.from),
    end_at: local(last.date, last.to),
    price: spec.price,
    deposit: spec.deposit ?? 0,
    capacity: spec.capacity,
    registered,
    age_minimum: spec.age_minimum ?? null,
    age_maximum: spec.age_maximum ?? null,
    dates: sorted.map((session, index) => {
      const override = spec.dates?.[index];
      const status = override?.status ?? spec.status;
      return {
        cuid: `${spec.cuid}-d${index + 1}`,
        start_at: local(session.date, session.from),
        end_at: local(session.date, session.to),
        status,
        capacity: spec.capacity,
        registered:
          override?.registered ?? (status === 'FULL' && spec.capacity !== null ? spec.capacity : registered),
      };
    }),
  };
}

/** A camp's price for fewer than five days (public holidays), rounded to 50 cents. */
export const prorata = (weekPrice: number, days: number) => Math.round((weekPrice * days) / 5 / 50) * 50;

/** The earlier of `days` days after the anchor and three days before `date`, at 09:00: an opening still to come. */
export function opensBefore(now: string, date: PlainDate, days = 14): string {
  const soon = brusselsDate(now).add({ days });
  const latest = date.subtract({ days: 3 });
  return local(Temporal.PlainDate.compare(soon, latest) <= 0 ? soon : latest, '09:00');
}

/** Friday noon before a Monday: when camp registrations usually close. */
export const fridayBefore = (monday: PlainDate) => local(monday.subtract({ days: 3 }), '12:00');

/** Bookable slots of a resource: every `hours` start on each of the `days` days after the anchor's date. */
export function resourceSlots(
  now: string,
  options: {
    days: number;
    hours: readonly string[];
    prices: Array<{ duration: number; amount: number }>;
    /** Which slots are already booked, by day and slot index: deterministic. */
    booked: (day: number, slot: number) => boolean;
  },
) {
  const today = brusselsDate(now);
  return Array.from({ length: options.days }, (_, day) => today.add({ days: day + 1 })).flatMap((date, day) =>
    options.hours.map((hour, slot) => ({
      start_at: local(date, hour),
      prices: options.prices,
      booked: options.booked(day, slot),
    })),
  );
}

/** An instant `days` days before the anchor at a local time: blog dates. */
export const daysAgo = (now: string, days: number, time = '10:00') =>
  local(brusselsDate(now).subtract({ days }), time);
