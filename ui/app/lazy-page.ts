import { lazyRouteComponent } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Anything that can fetch its code ahead of rendering (a `lazyPage`). */
interface Preloadable {
  preload?: () => Promise<void> | undefined;
}

/**
 * A page component in its own chunk, fetched on first use: the first load carries only the shell and
 * the route table, never every screen (issue 5's first-load budget).
 */
export const lazyPage = lazyRouteComponent;

/**
 * A route component that renders lazily loaded pages. The router calls a route component's `preload`
 * while it runs the loader (and on link intent), so the page's chunk arrives with its data instead of
 * after it. `lazyPage` drops its own `preload` once loaded, hence the late lookup.
 */
export function withPages(
  component: () => ReactNode,
  ...pages: Preloadable[]
): (() => ReactNode) & { preload: () => Promise<void> } {
  return Object.assign(component, {
    preload: async () => {
      await Promise.all(pages.map((page) => page.preload?.()));
    },
  });
}
