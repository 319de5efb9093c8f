import { useEffect, useRef, useState } from 'react';
import { useReadCache } from '../app/ssr/read-cache';

export type ReadState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; code: string };

/**
 * A read that follows its key: the previous answer stays while the next one loads (so a list does not
 * flash empty between pages), and an answer for an older key is ignored.
 */
export function useApiRead<T>(
  key: string | null,
  read: () => Promise<T>,
  /**
   * Names the read among a page's server-rendered reads (keys alone may collide across sections): with a
   * name, the server does the read before rendering and the browser starts from its value.
   */
  serverRenderedAs?: string,
): ReadState<T> {
  const cache = useReadCache();
  const cacheKey = serverRenderedAs && key !== null ? `${serverRenderedAs}:${key}` : null;
  const [state, setState] = useState<ReadState<T>>(() => {
    const hit = cacheKey === null ? null : cache.peek(cacheKey);
    if (hit) return { status: 'ready', data: hit.value as T };
    if (cacheKey !== null) cache.request?.(cacheKey, read);
    return { status: 'loading', data: null };
  });
  // The key whose value came with the page: its first effect has nothing to fetch.
  const renderedKey = useRef(state.status === 'ready' ? key : null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the read's inputs.
  useEffect(() => {
    if (key === null) return;
    if (renderedKey.current === key) {
      renderedKey.current = null;
      return;
    }
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    read().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        const code =
          typeof error === 'object' && error !== null && 'code' in error
            ? String(error.code)
            : 'UNKNOWN_ERROR';
        if (current) setState((previous) => ({ status: 'error', data: previous.data, code }));
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}
