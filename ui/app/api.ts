import { createContext, useContext } from 'react';
import type { z } from 'zod';
import {
  type CallOptions,
  callApi,
  createCartPort,
  createCheckoutPort,
  createHttpClient,
  type HttpCartPort,
  type HttpCheckoutPort,
  type HttpClient,
  runCall,
} from '../../adapters/http/index';
import type { CallContract } from '../../core/schemas/index';

/** Everything the screens call: the ports the machines use, and `call` for the reads of route loaders. */
export interface Api {
  client: HttpClient;
  cart: HttpCartPort;
  checkout: HttpCheckoutPort;
  /** One call of the route table; rejects with `{ code, status, message }`. */
  call<Request extends z.ZodType, Answer extends z.ZodType>(
    contract: CallContract<Request, Answer>,
    input: z.input<Request>,
    options?: CallOptions,
  ): Promise<z.output<Answer>>;
}

export function createApi(fetchImpl: typeof fetch, baseUrl = ''): Api {
  const client = createHttpClient({ baseUrl, fetch: fetchImpl });
  return {
    client,
    cart: createCartPort(client),
    checkout: createCheckoutPort(client),
    call: (contract, input, options) => runCall(callApi(client, contract, input, options)),
  };
}

export const ApiContext = createContext<Api | null>(null);

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside <ApiContext.Provider>');
  return api;
}
