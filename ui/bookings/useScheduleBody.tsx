import type { ReactNode } from 'react';
import type { Resource, ResourceSlot } from '../../core/schemas/index';
import type { MaybeRead } from '../app/data/useRead';
import { useMinimumDisplay } from '../app/minimum-display';
import { ScheduleMessage } from './ScheduleParts';

/** A read whose answer the page already holds (the resource page knows its one resource). */
export function alreadyRead<Data>(data: Data): MaybeRead<Data> {
  return { status: 'ready', data, code: null, retry: () => undefined };
}

/**
 * What a schedule shows: a message while its resources or slots fail or load (or when there are no
 * resources), else `render` with the slots and the day the schedule is anchored to.
 */
export function useScheduleBody<Anchor>(
  resources: MaybeRead<Resource[]>,
  slots: MaybeRead<ResourceSlot[]>,
  anchor: Anchor | null,
  render: (slots: ResourceSlot[], anchor: Anchor) => ReactNode,
): ReactNode {
  const all = resources.status === 'ready' ? resources.data : null;
  const failed = resources.status === 'error' || slots.status === 'error';
  const loading =
    !failed && (all === null || (all.length > 0 && (slots.status !== 'ready' || anchor === null)));
  let body: ReactNode;
  if (resources.status === 'error') body = <ScheduleMessage kind="error" onRetry={resources.retry} />;
  else if (all === null) body = <ScheduleMessage kind="loading" />;
  else if (all.length === 0) body = <ScheduleMessage kind="no-results" />;
  else if (slots.status === 'error') body = <ScheduleMessage kind="error" onRetry={slots.retry} />;
  else if (slots.status !== 'ready' || anchor === null) body = <ScheduleMessage kind="loading" />;
  else body = render(slots.data, anchor);

  // "loader minimum display 350 ms" (part 2 §9): once shown, the loading message does not flash away.
  const showLoading = useMinimumDisplay(loading);
  if (showLoading && !loading && !failed) body = <ScheduleMessage kind="loading" />;
  return body;
}
