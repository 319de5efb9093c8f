import { Effect, Fiber, TestClock, TestContext } from 'effect';

/** What the fake server answers, in order; the last reply repeats. An Error is a network failure. */
export type Reply = { status: number; body?: unknown } | Error;

/** A fetch that records each request and answers from `replies`. */
export function fakeFetch(replies: Reply[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] as Reply;
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** Runs an effect under the test clock, moving time on a second at a time until `seconds` have passed. */
export async function runWithClock<A, E>(effect: Effect.Effect<A, E>, seconds = 120) {
  return Effect.runPromise(
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(Effect.either(effect));
      for (let second = 0; second < seconds; second++) {
        yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 0)));
        yield* TestClock.adjust('1 second');
      }
      return yield* Fiber.join(fiber);
    }).pipe(Effect.provide(TestContext.TestContext)),
  );
}
