import { createContext, useContext } from 'react';

/** The id of the element whose title is the page's h1 (the hero that opens the page), or null. */
export const MainHeadingContext = createContext<string | null>(null);

/** A hero's title tag: h1 when it opens the page, h2 anywhere else. */
export function useTitleTag(elementId: string): 'h1' | 'h2' {
  return useContext(MainHeadingContext) === elementId ? 'h1' : 'h2';
}
