import type { WaitingListEntry } from '../schemas/index';

/** Fixtures the waiting list's tests share (core's machine test and the storefront's form test). */

/** The answer to Hugo's join of the "Stage" availability av-29 (issue 20 §7): his entry and its place. */
export const joinAnswer = (
  position: number | null,
  status: WaitingListEntry['status'] = 'WAITING',
): { entry: WaitingListEntry } => ({
  entry: {
    id: 5,
    status,
    position,
    participant: { id: 12, firstname: 'Hugo', lastname: 'Dupont' },
    availability: {
      cuid: 'av-29',
      title: 'Stage',
      activity_slug: 'stage',
      start_at: '2026-12-21T08:00:00.000Z',
      end_at: '2026-12-24T15:00:00.000Z',
    },
  },
});
