import type { SnapshotFrom } from 'xstate';
import type { requestTiersMachine } from './request.machine';

/** What the request launcher shows, from the machine's tags and `can` (never its state names). */
export function connectRequestTiers(snapshot: SnapshotFrom<typeof requestTiersMachine>) {
  const { tiers, tierCuid, selected, weekStart } = snapshot.context;
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('failed'),
    /** Tiers are known: the tier choice and the week show (or "no tiers" when there are none). */
    selecting: snapshot.hasTag('selecting'),
    /** More availabilities than the tier's maximum: the selection shows red. */
    over: snapshot.hasTag('over'),
    canValidate: snapshot.can({ type: 'request.validate' }),
    tiers,
    chosenTierCuid: tierCuid,
    tier: tiers.find((tier) => tier.cuid === tierCuid) ?? null,
    selected,
    weekStart,
  };
}
