import type { TestApp } from './test-support';

const HOUR_MS = 3_600_000;
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

type Slot = { id: number; start_at: string };

/** Three slots of a resource an hour apart, after `after`, all set free: the span tests' ground. */
export async function threeFreeHours(
  app: TestApp,
  resourceId: number,
  after: string,
): Promise<[Slot, Slot, Slot]> {
  const slots = (
    await app.db
      .selectFrom('resource_availabilities')
      .select(['id', 'start_at'])
      .where('resource_id', '=', resourceId)
      .where('start_at', '>', after)
      .orderBy('start_at')
      .execute()
  ).map((slot) => ({ id: slot.id, start_at: new Date(slot.start_at).toISOString() }));
  for (const [index, first] of slots.entries()) {
    const second = slots[index + 1];
    const third = slots[index + 2];
    if (
      second?.start_at === later(first.start_at, HOUR_MS) &&
      third?.start_at === later(first.start_at, 2 * HOUR_MS)
    ) {
      await app.db
        .updateTable('resource_availabilities')
        .set({ booked: false })
        .where('id', 'in', [first.id, second.id, third.id])
        .execute();
      return [first, second, third];
    }
  }
  throw new Error('no three hourly slots in a row');
}
