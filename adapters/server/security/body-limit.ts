import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../errors';

/**
 * The largest request body the server reads: 64 KiB. The largest real request is a registration with a
 * profile, its address and custom fields at their limits (core/schemas/limits.ts: a few LONGTEXT answers),
 * well under it. No route takes more: the API has no upload (media are drawn by the server, documents
 * are downloaded), and the payment webhook and sandbox page outside /api carry one small signed event or
 * form.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** The code of a body above the limit, answered 413 before anything reads or parses it. */
export const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE';

/**
 * Hono's own body limit: a declared Content-Length above the limit is refused at once, without reading;
 * a chunked body is counted as it streams and refused as soon as it passes the limit, so no request can
 * make the server buffer or parse more than `maxBytes`.
 */
export function requestBodyLimit(maxBytes: number = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, PAYLOAD_TOO_LARGE);
    },
  });
}
