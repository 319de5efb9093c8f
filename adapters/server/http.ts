import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { CallContract } from '../../core/schemas/index';
import { catalogueCacheOf } from './cache/catalogue-cache';
import type { AppEnv } from './context';
import { ApiError, unauthenticated } from './errors';
import { isSharedCall, PRIVATE_ANSWER, type SharedBody, sendShared, sharedBody } from './shared-answers';

/** zod issue messages are the spec's keys or our stable codes; anything else is reported generically. */
const isCode = (message: string) => /^[A-Za-z][A-Za-z0-9_.]*$/.test(message);

export function validationError(error: z.ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= isCode(issue.message) ? issue.message : 'invalid';
  }
  return new ApiError(400, 'VALIDATION_FAILED', fields);
}

async function readBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'INVALID_JSON');
  }
}

/**
 * PostgreSQL's "data exception" class (22xxx): a value the contract let through does not fit a column
 * (an id above 2^31 - 1, a timestamp in year 0); and the length bounds of migration 0008 (CHECK
 * constraints `*_length` and `*_size`, behind the contracts' own). That is the request's fault, so it is a
 * 400, not a 500. Other CHECK constraints (capacities, balances) stay the server's concern.
 */
const isDataException = (error: unknown) => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string') return false;
  if (/^22[0-9A-Z]{3}$/.test(code)) return true;
  return code === '23514' && typeof constraint === 'string' && /_(length|size)$/.test(constraint);
};

/** Where a value holds a NUL character, which no PostgreSQL text can store; null when none does. */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key].join('.') : nulPath(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

function readQuery(c: Context<AppEnv>): Record<string, string> {
  return c.req.query();
}

/** A shared call's handler answered with a ready Response instead of JSON: sent as it is, never cached. */
class UnsharedResponse {
  constructor(readonly response: Response) {}
}

/**
 * Registers one call of the route table: its request is validated with the core schema before the
 * handler runs (nothing is written on bad input) and its answer is shaped by the core schema. A shared
 * catalogue answer goes through the app's catalogue cache when it has one (cache/catalogue-cache.ts).
 */
export function route<Request extends z.ZodType, Answer extends z.ZodType>(
  app: Hono<AppEnv>,
  call: CallContract<Request, Answer>,
  handler: (input: z.output<Request>, c: Context<AppEnv>) => Promise<z.input<Answer> | Response>,
): void {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const shared = isSharedCall(call as CallContract);
  app[method](call.path, async (c) => {
    if (call.auth === 'customer' && !c.get('customer')) throw unauthenticated();
    const raw =
      call.requestIn === 'body' ? await readBody(c) : call.requestIn === 'query' ? readQuery(c) : {};
    const parsed = call.request.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);
    const nul = nulPath(parsed.data);
    if (nul !== null) throw new ApiError(400, 'VALIDATION_FAILED', { [nul]: 'invalid' });
    const run = () =>
      handler(parsed.data, c).catch((error: unknown) => {
        throw isDataException(error) ? new ApiError(400, 'VALIDATION_FAILED', { _: 'invalid' }) : error;
      });
    if (!shared || call.answer === null) {
      const result = await run();
      if (result instanceof Response || call.answer === null) return result as Response;
      c.header('Cache-Control', PRIVATE_ANSWER);
      return c.json(call.answer.parse(result) as object, 200);
    }
    const answerSchema = call.answer;
    const make = async (compressed: boolean): Promise<SharedBody> => {
      // Made at the start of the read: its seat counts are no younger than that.
      const madeAt = Date.now();
      const result = await run();
      if (result instanceof Response) throw new UnsharedResponse(result);
      return sharedBody(answerSchema.parse(result) as object, madeAt, compressed);
    };
    try {
      const cache = catalogueCacheOf(app);
      const cached = cache
        ? await cache.answer(
            {
              call: call as CallContract,
              organiserId: c.get('organiser').id,
              url: c.req.url,
              input: parsed.data,
            },
            () => make(true),
          )
        : null;
      if (cached) return sendShared(c, cached.shared, cached.ageSeconds);
      return sendShared(c, await make(false));
    } catch (error) {
      if (error instanceof UnsharedResponse) return error.response;
      throw error;
    }
  });
}
