import { useEffect, useRef } from 'react';
import type { EventObject } from 'xstate';

/** Handlers for some of a machine's emitted outcomes, by event type. */
export type OutcomeHandlers<Emitted extends EventObject> = {
  [Type in Emitted['type']]?: (event: Extract<Emitted, { type: Type }>) => void;
};

/** The part of an actor this hook uses: its emitted events (`actor.on`). */
interface EmittingActor<Emitted extends EventObject> {
  on(type: '*', handler: (event: Emitted) => void): { unsubscribe(): void };
}

/**
 * Runs a handler when the machine emits one of its outcomes (a coupon attached, a checkout done…), so a
 * component reacts to what happened instead of watching state names. The latest handlers are used, so they
 * may close over fresh values without re-subscribing.
 */
export function useOutcomes<Emitted extends EventObject>(
  actor: EmittingActor<Emitted>,
  handlers: OutcomeHandlers<Emitted>,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const subscription = actor.on('*', (event) => {
      const handler = latest.current[event.type as Emitted['type']] as ((event: Emitted) => void) | undefined;
      handler?.(event);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
