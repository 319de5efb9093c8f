import { useCallback, useEffect, useRef, useState } from 'react';
import { failureCode } from '../../../core/errors/index';
import { useReadCache } from '../ssr/read-cache';

/**
 * Where a read stands. While the next key loads, and after a failure, `data` is the last answer (so a list
 * does not flash empty between pages); `code` names the failure.
 */
export type ReadState<Data> =
  | { status: 'loading'; data: Data | null; code: null }
  | { status: 'ready'; data: Data; code: null }
  | { status: 'error'; data: Data | null; code: string };

/** A read with nothing to read yet (its input is not known). */
export interface IdleState {
  status: 'idle';
  data: null;
  code: null;
}

/** A read's state and how to try it again after a failure. */
export type Read<Data> = ReadState<Data> & { retry: () => void };

/** A read that may have nothing to read yet. */
export type MaybeRead<Data> = (ReadState<Data> | IdleState) & { retry: () => void };

const IDLE: IdleState = { status: 'idle', data: null, code: null };

const loading = <Data>(data: Data | null): ReadState<Data> => ({ status: 'loading', data, code: null });

/** The state and the key it belongs to: an answer held for another key is not this key's answer. */
interface Held<Data> {
  key: string | null;
  state: ReadState<Data> | IdleState;
}

/**
 * The one engine of the storefront's reads, for `useRead` (one contract call) and the reads made of several
 * calls. The read follows its key (null: nothing to read): a new key aborts the read in flight and ignores
 * its late answer, `retry` reads the same key again. With a `serverKey`, the server does the read while it
 * renders the page and the browser starts from the answer it rendered with: nothing is read twice.
 */
export function useKeyedRead<Raw, Data>(
  key: string | null,
  read: (signal: AbortSignal) => Promise<Raw>,
  select: (raw: Raw) => Data,
  serverKey: string | null,
): MaybeRead<Data> {
  const cache = useReadCache();
  const [held, setHeld] = useState<Held<Data>>(() => {
    if (key === null) return { key, state: IDLE };
    const hit = serverKey === null ? null : cache.peek(serverKey);
    // The page's data holds the answer this read had on the server, as the server's `read` resolved it.
    if (hit) return { key, state: { status: 'ready', data: select(hit.value as Raw), code: null } };
    if (serverKey !== null) cache.request?.(serverKey, () => read(new AbortController().signal));
    return { key, state: loading<Data>(null) };
  });
  // The key whose answer came with the page: its first effect has nothing to read.
  const servedKey = useRef(held.state.status === 'ready' ? key : null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the read's inputs; attempt re-runs it.
  useEffect(() => {
    const served = servedKey.current === key;
    servedKey.current = null;
    if (key === null) {
      setHeld({ key, state: IDLE });
      return;
    }
    if (served) return;
    const controller = new AbortController();
    setHeld((previous) => ({ key, state: loading(previous.state.data) }));
    read(controller.signal).then(
      (raw) => {
        if (!controller.signal.aborted)
          setHeld({ key, state: { status: 'ready', data: select(raw), code: null } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const code = failureCode(error);
        setHeld((previous) => ({ key, state: { status: 'error', data: previous.state.data, code } }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Until the effect has run for a new key, the state held is the previous key's: the new one is loading.
  const state = held.key === key ? held.state : key === null ? IDLE : loading(held.state.data);
  return { ...state, retry };
}
