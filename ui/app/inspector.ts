import type { InspectionEvent, Observer } from 'xstate';

/**
 * The XState inspector, in development only: open the storefront with `?inspect` and every machine the
 * storefront runs appears in the Stately inspector window. Production builds drop this module's import.
 */
let inspect: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;

export async function attachInspectorIfAsked(search: string): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** Actor options every storefront machine is created with (`useMachine(machine, actorOptions({ input }))`). */
export function actorOptions<Options extends object>(
  options: Options,
): Options & { inspect?: typeof inspect } {
  return inspect ? { ...options, inspect } : options;
}
