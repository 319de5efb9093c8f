import type { Database } from '../../db/index';
import { startPeriodicTask } from '../lifecycle/periodic-task';
import { type VacancyNotifier, vacancyNotifier } from './vacancy';

/** How often the running server looks for seats freed by expired holds. */
export const VACANCY_SWEEP_EVERY_MS = 60_000;

/**
 * Every organiser with someone still waiting, checked for a vacancy. A hold expires without an event
 * (holds.ts: lazy expiry), so besides the cart writes that sweep their organiser, the server runs this on a
 * timer: a seat freed by an expired hold is offered within a minute even when nobody writes to a cart.
 */
export async function sweepAllVacancies(notifier: VacancyNotifier, db: Database): Promise<void> {
  const organisers = await db
    .selectFrom('waiting_list_entries')
    .select('organiser_id')
    .distinct()
    .where('notified_at', 'is', null)
    .orderBy('organiser_id')
    .execute();
  for (const { organiser_id } of organisers) await notifier.sweep(organiser_id);
}

/**
 * Starts the timed sweep; answers the function that stops it. With several server processes on one
 * database, one of them sweeps per interval (lifecycle/periodic-task.ts); a sweep never overlaps the
 * previous one of its process.
 */
export function startVacancySweep(
  deps: { db: Database; now: () => string },
  everyMs = VACANCY_SWEEP_EVERY_MS,
): () => void {
  const notifier = vacancyNotifier(deps);
  return startPeriodicTask(deps, {
    name: 'vacancy-sweep',
    everyMs,
    run: () => sweepAllVacancies(notifier, deps.db),
  });
}
