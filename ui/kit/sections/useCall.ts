import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { CallContract } from '../../../core/schemas/index';
import { useApi } from '../../app/api';
import { callKey } from '../../app/ssr/answer-cache';
import { useReadCache } from '../../app/ssr/read-cache';

export type CallState<Answer> =
  | { status: 'loading'; data: null }
  | { status: 'error'; data: null }
  | { status: 'ready'; data: Answer };

/**
 * One read of the route table for a section (blog articles, bundles…): loading, then the answer or an error
 * the section offers to retry. A new input (another page) cancels the read in flight.
 */
export function useCall<Request extends z.ZodType, Answer extends z.ZodType>(
  contract: CallContract<Request, Answer>,
  input: z.input<Request>,
): CallState<z.output<Answer>> & { retry: () => void } {
  const api = useApi();
  const key = JSON.stringify(input);
  const [attempt, setAttempt] = useState(0);
  // Server-rendered pages read their sections on the server; the browser starts from those answers.
  const cache = useReadCache();
  const cacheKey = `call:${callKey(contract, input)}`;
  const [state, setState] = useState<CallState<z.output<Answer>>>(() => {
    const hit = cache.peek(cacheKey);
    if (hit) return { status: 'ready', data: hit.value as z.output<Answer> };
    cache.request?.(cacheKey, () => api.call(contract, input));
    return { status: 'loading', data: null };
  });
  const renderedKey = useRef(state.status === 'ready' ? key : null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the input is compared by its JSON key; attempt re-runs the read.
  useEffect(() => {
    if (renderedKey.current === key && attempt === 0) {
      renderedKey.current = null;
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', data: null });
    api.call(contract, input, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null });
      },
    );
    return () => controller.abort();
  }, [api, contract, key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
