import { createContext, useContext } from 'react';

/**
 * Section reads (`useRead`, `useCallsRead` in ui/app/data) of a server-rendered page. On the server, a section asks for its
 * read while rendering; the renderer does the reads, then renders again with them. In the browser, the
 * same sections start from the values the server rendered with, so hydration matches and nothing is
 * fetched twice.
 */
export interface ReadCache {
  /** The value the read `key` had when the page was rendered, or null. */
  peek(key: string): { value: unknown } | null;
  /** Server only: do this read before the next render pass. */
  request?(key: string, read: () => Promise<unknown>): void;
}

const NO_READS: ReadCache = { peek: () => null };

export const ReadCacheContext = createContext<ReadCache>(NO_READS);

export const useReadCache = (): ReadCache => useContext(ReadCacheContext);

/** The server's cache for one page: `settle` does the reads asked for and keeps their values in `reads`. */
export function collectingReadCache(reads: Record<string, unknown>): ReadCache & {
  settle(): Promise<boolean>;
} {
  const pending = new Map<string, () => Promise<unknown>>();
  // A read that failed is not asked again: its section renders its loading state, the browser reads again.
  const failed = new Set<string>();
  return {
    peek: (key) => (Object.hasOwn(reads, key) ? { value: reads[key] } : null),
    request: (key, read) => {
      if (!Object.hasOwn(reads, key) && !failed.has(key)) pending.set(key, read);
    },
    /** True when reads were made (the page needs another render pass). */
    async settle() {
      if (pending.size === 0) return false;
      const batch = [...pending];
      pending.clear();
      await Promise.all(
        batch.map(async ([key, read]) => {
          try {
            reads[key] = await read();
          } catch {
            failed.add(key);
          }
        }),
      );
      return true;
    },
  };
}

/** The browser's cache while it takes over a server-rendered page; `forget` once the visitor moves on. */
export function hydrationReadCache(reads: Record<string, unknown>): ReadCache & { forget(): void } {
  let current: Record<string, unknown> = { ...reads };
  return {
    peek: (key) => (Object.hasOwn(current, key) ? { value: current[key] } : null),
    forget: () => {
      current = {};
    },
  };
}
