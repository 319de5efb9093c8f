import { useEffect } from 'react';

/**
 * React Aria's pending buttons announce themselves by reference: a `role="img"` node in its live announcer
 * labelled by the button's id (so the button's current name is read). Once the page, dialog or cart item
 * that held the button is gone, that reference points at nothing and stays for seven seconds: a nameless
 * image for assistive technology (axe `role-img-alt`, issue 18 §20). Drops those references, and only
 * those: an announcement whose label is still on the page stays.
 */
export function dropDanglingAnnouncements(root: Document = document): void {
  for (const node of root.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.every((id) => root.getElementById(id) === null)) node.remove();
  }
}

/** Keeps React Aria's live announcer free of dangling references while the app runs (see above). */
export function useAnnouncerHygiene(): void {
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return;
    dropDanglingAnnouncements();
    const observer = new MutationObserver(() => dropDanglingAnnouncements());
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}

/** The main heading of the page (the first h1 in `<main>`), made focusable by script only. */
export function mainHeading(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('main h1');
}

/** Focuses an element that is not in the tab order (tabIndex -1), scrolling it below the sticky header. */
export function focusTarget(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** True when nothing meaningful holds focus: the body, nothing, or an element that left the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** No dialog is on the page any more (closed, its exit animation over). Toasts (alertdialog) do not count. */
export const noDialogOpen = (): boolean => document.querySelector('[role="dialog"]') === null;

/**
 * Moves focus to the page's main heading once it is rendered (a page may render its heading after its
 * data), else to `<main>`. Gives up quietly if the visitor moved focus somewhere inside the page meanwhile.
 */
export function focusMainHeading({
  attempts = 40,
  delayMs = 50,
  after = () => true,
  target = mainHeading,
}: {
  attempts?: number;
  delayMs?: number;
  /** Waits until this holds (e.g. a closing dialog has left and restored focus) before moving focus. */
  after?: () => boolean;
  /** What to focus; the page's main heading unless told. */
  target?: () => HTMLElement | null;
} = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let left = attempts;
  const start = document.activeElement;
  const attempt = () => {
    const active = document.activeElement;
    const movedInside =
      active !== start && active !== null && active !== document.body && active.closest('main') !== null;
    if (movedInside) return;
    const heading = after() ? target() : null;
    if (heading) {
      focusTarget(heading);
      return;
    }
    left -= 1;
    if (left > 0) {
      timer = setTimeout(attempt, delayMs);
      return;
    }
    const main = document.querySelector<HTMLElement>('main');
    if (main && focusIsLost()) focusTarget(main);
  };
  attempt();
  return () => clearTimeout(timer);
}

/** The same as a component, for trees without the shell (the DOM tests' app root). */
export function AnnouncerHygiene(): null {
  useAnnouncerHygiene();
  return null;
}
