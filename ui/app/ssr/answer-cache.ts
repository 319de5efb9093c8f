import type { z } from 'zod';
import type { CallOptions } from '../../../adapters/http/index';
import type { CallContract } from '../../../core/schemas/index';
import type { Api } from '../api';

/** Marks a recorded refusal (a 404 the page rendered as not found) among the answers. */
const REFUSED = '__refused';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

const isRefusal = (answer: unknown): answer is { [REFUSED]: unknown } =>
  typeof answer === 'object' && answer !== null && Object.hasOwn(answer, REFUSED);

/** One key per call and input: method, path, path parameters and input, in a stable order. */
export function callKey(contract: CallContract, input: unknown, options: CallOptions = {}): string {
  return `${contract.method} ${contract.path} ${stableJson(options.params ?? {})} ${stableJson(input ?? {})}`;
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The server's API for one page render: every successful read is kept by its call key, to travel with the
 * page (`RenderData.answers`). Writes never happen while rendering; they are not recorded.
 */
export function recordingApi(api: Api, answers: Record<string, unknown>): Api & { stop: () => void } {
  let recording = true;
  return {
    ...api,
    call: async (contract, input, options) => {
      const key = callKey(contract, input, options);
      try {
        const answer = await api.call(contract, input, options);
        if (recording && contract.method === 'GET') answers[key] = answer;
        return answer;
      } catch (error) {
        // "Not found" is an answer too (the not-found page renders from it); other failures are not kept.
        if (recording && contract.method === 'GET' && isNotFound(error)) answers[key] = { [REFUSED]: error };
        throw error;
      }
    },
    /** The loaders are done: later reads (the sections') travel as section reads, not twice. */
    stop: () => {
      recording = false;
    },
  };
}

/**
 * The browser's API while it takes over a server-rendered page: a read the server already made answers at
 * once from the page's data, once (a later read of the same call is fresh). `forget` drops what is left,
 * when the visitor navigates on, so no answer from the first render is ever served later.
 */
export function seededApi(api: Api, answers: Record<string, unknown>): Api & { forget: () => void } {
  const seeds = new Map(Object.entries(answers));
  return {
    ...api,
    call<Request extends z.ZodType, Answer extends z.ZodType>(
      contract: CallContract<Request, Answer>,
      input: z.input<Request>,
      options?: CallOptions,
    ): Promise<z.output<Answer>> {
      if (contract.method === 'GET') {
        const key = callKey(contract, input, options);
        if (seeds.has(key)) {
          const answer = seeds.get(key);
          seeds.delete(key);
          if (isRefusal(answer)) return Promise.reject(answer[REFUSED]);
          // The server parsed this answer with the same contract before recording it under the call's key.
          return Promise.resolve(answer as z.output<Answer>);
        }
      }
      return api.call(contract, input, options);
    },
    forget: () => seeds.clear(),
  };
}
