import { safeRedirect } from '../../core/site/index';

/**
 * The round trip of a form that needs a participant (part 1 §2 "a participant create screen
 * (/account/participants/create?redirect=...; after creation, if a redirect exists, goes there keeping the
 * other query parameters plus participant set to the new cuid)"). Every add form links with
 * participantCreateHref; the create screen sends the customer back with participantReturnHref.
 */

const CREATE_PATH = '/account/participants/create';

/** The create screen's address, asked to come back to `current` (the form's path and query). */
export function participantCreateHref(current: string): string {
  return `${CREATE_PATH}?redirect=${encodeURIComponent(current)}`;
}

/** Where the create screen sends the customer: the redirect with its query and the new participant; null
 * when there is no redirect or it is not a same-site relative path. */
export function participantReturnHref(redirect: string | undefined, participantCuid: string): string | null {
  const safe = safeRedirect(redirect);
  if (safe === null) return null;
  const url = new URL(safe, 'http://site.invalid');
  url.searchParams.set('participant', participantCuid);
  return `${url.pathname}${url.search}`;
}

/**
 * A form reads its participant once: the participant sent back may reach the session after the form's first
 * render, so the form is keyed with this and starts anew when either changes.
 */
export function participantFormKey(
  participants: ReadonlyArray<{ cuid: string }>,
  participantCuid: string | null | undefined,
): string {
  return `${participantCuid ?? ''}:${participants.map((participant) => participant.cuid).join(',')}`;
}
