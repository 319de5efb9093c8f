import { useEffect, useState } from 'react';

export type ReadState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; code: string };

/**
 * A read that follows its key: the previous answer stays while the next one loads (so a list does not
 * flash empty between pages), and an answer for an older key is ignored.
 */
export function useApiRead<T>(key: string | null, read: () => Promise<T>): ReadState<T> {
  const [state, setState] = useState<ReadState<T>>({ status: 'loading', data: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the read's inputs.
  useEffect(() => {
    if (key === null) return;
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
