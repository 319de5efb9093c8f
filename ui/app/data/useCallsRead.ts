import { type MaybeRead, type Read, useKeyedRead } from './useKeyedRead';

const sameData = <Data>(data: Data): Data => data;

/**
 * A read made of several calls that only make sense together (the pages of a list read until a week is
 * covered, one call per chosen availability): `useRead` reads one call; this reads what `read` gathers,
 * under a key standing for its inputs (null: nothing to read yet). `serverRenderedAs` names the read among a
 * page's server-rendered reads; without it, only the browser reads.
 */
export function useCallsRead<Data>(
  key: string,
  read: (signal: AbortSignal) => Promise<Data>,
  options?: { serverRenderedAs?: string },
): Read<Data>;
export function useCallsRead<Data>(
  key: string | null,
  read: (signal: AbortSignal) => Promise<Data>,
  options?: { serverRenderedAs?: string },
): MaybeRead<Data>;
export function useCallsRead<Data>(
  key: string | null,
  read: (signal: AbortSignal) => Promise<Data>,
  options: { serverRenderedAs?: string } = {},
): MaybeRead<Data> {
  const { serverRenderedAs } = options;
  const serverKey = serverRenderedAs === undefined || key === null ? null : `${serverRenderedAs}:${key}`;
  return useKeyedRead(key, read, sameData, serverKey);
}
