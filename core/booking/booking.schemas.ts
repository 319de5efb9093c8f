/**
 * zod schemas local to resource bookings: the query string of /cart/bookings/add (part 1 §2) and the
 * settings the two schedule sections read beside the shared section settings (part 2 §5).
 */
import { z } from 'zod';
import { cuid, instant } from '../schemas/index';
import type { BookingTarget } from './schedule.rules';

const wholeText = (min: number) =>
  z
    .union([z.string().regex(/^\d{1,10}$/), z.number().int()])
    .transform(Number)
    .pipe(z.number().int().min(min).max(2_147_483_647));

/**
 * "/cart/bookings/add: resource booking preview (name, location, start_at, duration in seconds, amount, from
 * query string: resource, start_at ISO, duration, amount)". A value that is absent or malformed reads as
 * undefined, so the page can say the link is incomplete; `participant` is the cuid set by the participant
 * create screen when it sends the customer back.
 */
export const bookingAddSearchSchema = z.object({
  resource: cuid.max(64).optional().catch(undefined),
  start_at: instant.optional().catch(undefined),
  duration: wholeText(1).optional().catch(undefined),
  amount: wholeText(0).optional().catch(undefined),
  participant: cuid.max(64).optional().catch(undefined),
});
export type BookingAddSearch = z.output<typeof bookingAddSearchSchema>;

/** The booking a complete link asks for; null when a value is missing. */
export function bookingTarget(search: BookingAddSearch): BookingTarget | null {
  const { resource, start_at, duration, amount } = search;
  if (resource === undefined || start_at === undefined || duration === undefined || amount === undefined) {
    return null;
  }
  return { resource, start_at, duration, amount };
}

/**
 * A schedule section's own settings: which booking configurations' resources it shows (all when absent),
 * and "mode stacked or calendar" (stacked by default). Other keys belong to the shared section settings.
 */
export const scheduleSectionSettingsSchema = z
  .object({
    bookings_configurations: z.array(z.number().int()).optional(),
    mode: z.enum(['stacked', 'calendar']).default('stacked'),
  })
  .passthrough();
export type ScheduleSectionSettings = z.output<typeof scheduleSectionSettingsSchema>;

/** "A section whose settings fail validation renders nothing.": settings, or null to render nothing. */
export function scheduleSettingsOrNothing(settings: unknown): ScheduleSectionSettings | null {
  const parsed = scheduleSectionSettingsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : null;
}
