import type { z } from 'zod';
import type { CallContract } from '../../../core/schemas/index';
import { useApi } from '../api';
import { callKey } from '../ssr/answer-cache';
import { type MaybeRead, type Read, useKeyedRead } from './useKeyedRead';

export type { MaybeRead, Read, ReadState } from './useKeyedRead';

export interface ReadOptions {
  /** Values for the contract path's `:name` segments. */
  params?: Record<string, string | number>;
  /**
   * False for a read the server must not make while rendering the page (a customer's own cart, a read
   * that only follows a visitor's choice): the browser makes it. True unless told.
   */
  serverRendered?: boolean;
}

const sameAnswer = <Answer>(answer: Answer): Answer => answer;

/**
 * One call of the route table, read while a screen shows it: `input` null reads nothing yet (the read is
 * idle). Typed by the contract (the input is the request schema's, the answer the answer schema's); `select`
 * keeps the part a screen uses, computed once per answer. See `useKeyedRead` for how the read follows its
 * input.
 */
export function useRead<Request extends z.ZodType, Answer extends z.ZodType, Data>(
  contract: CallContract<Request, Answer>,
  input: z.input<Request>,
  options: ReadOptions & { select: (answer: z.output<Answer>) => Data },
): Read<Data>;
export function useRead<Request extends z.ZodType, Answer extends z.ZodType, Data>(
  contract: CallContract<Request, Answer>,
  input: z.input<Request> | null,
  options: ReadOptions & { select: (answer: z.output<Answer>) => Data },
): MaybeRead<Data>;
export function useRead<Request extends z.ZodType, Answer extends z.ZodType>(
  contract: CallContract<Request, Answer>,
  input: z.input<Request>,
  options?: ReadOptions,
): Read<z.output<Answer>>;
export function useRead<Request extends z.ZodType, Answer extends z.ZodType>(
  contract: CallContract<Request, Answer>,
  input: z.input<Request> | null,
  options?: ReadOptions,
): MaybeRead<z.output<Answer>>;
export function useRead<Request extends z.ZodType, Answer extends z.ZodType, Data>(
  contract: CallContract<Request, Answer>,
  input: z.input<Request> | null,
  options: ReadOptions & { select?: (answer: z.output<Answer>) => Data } = {},
): MaybeRead<Data | z.output<Answer>> {
  const api = useApi();
  const { params, serverRendered = true } = options;
  const key = input === null ? null : callKey(contract, input, { params });
  return useKeyedRead<z.output<Answer>, Data | z.output<Answer>>(
    key,
    // Never called without an input: a null key reads nothing.
    (signal) =>
      input === null
        ? Promise.reject(new TypeError('useRead: no input'))
        : api.call(contract, input, { params, signal }),
    options.select ?? sameAnswer,
    serverRendered && key !== null ? `call:${key}` : null,
  );
}
