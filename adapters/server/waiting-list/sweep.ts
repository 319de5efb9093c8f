import type { Database } from '../../db/index';
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

/** Starts the timed sweep; answers the function that stops it. A sweep never overlaps the previous one. */
export function startVacancySweep(
  deps: { db: Database; now: () => string },
  everyMs = VACANCY_SWEEP_EVERY_MS,
): () => void {
  const notifier = vacancyNotifier(deps);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepAllVacancies(notifier, deps.db)
      .catch((error: unknown) =>
        console.error(JSON.stringify({ level: 'error', msg: 'vacancy sweep failed', error: String(error) })),
      )
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
