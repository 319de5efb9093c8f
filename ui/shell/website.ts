import { getRouteApi } from '@tanstack/react-router';
import type { Session, Website } from '../app/context';

const root = getRouteApi('__root__');

/** The organiser's website (theme, top bar, header, footer) the root route loaded. */
export function useWebsite(): Website {
  return (root.useLoaderData() as { website: Website }).website;
}

/** The visitor's session: customer (or null), counters, wallet, payment methods. */
export function useSession(): Session {
  return (root.useLoaderData() as { session: Session }).session;
}
