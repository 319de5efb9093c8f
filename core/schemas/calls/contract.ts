import { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call of part 2 §7: where the request lives (JSON body or query string), its schema, and the
 * answer's schema. The server validates `request` and shapes answers with `answer`; the browser's http
 * adapter parses answers with the same `answer`. `path` uses `:name` for path parameters.
 */
export interface CallContract<Request extends z.ZodType = z.ZodType, Answer extends z.ZodType = z.ZodType> {
  method: CallMethod;
  path: string;
  /** 'none' for calls that carry nothing (logout, session delete). */
  requestIn: 'body' | 'query' | 'none';
  request: Request;
  /** null: the answer is not JSON (the document download is a PDF the browser navigates to). */
  answer: Answer | null;
  /** Needs a signed-in customer (part 2 §6). */
  auth: 'customer' | 'anonymous' | 'either';
}

export function defineCall<Request extends z.ZodType, Answer extends z.ZodType>(
  call: CallContract<Request, Answer>,
): CallContract<Request, Answer> {
  return call;
}

/** A call that carries nothing (a read by its path, a logout, a session delete): no body, no query string. */
export function defineRequestlessCall<Answer extends z.ZodType>(
  call: Omit<CallContract<z.ZodObject, Answer>, 'requestIn' | 'request'>,
) {
  return defineCall({ ...call, requestIn: 'none', request: z.object({}) });
}
