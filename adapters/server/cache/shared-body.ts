import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Bodies below this go as they are (hono/compress's own threshold). */
const GZIP_FROM_BYTES = 1024;

/** A catalogue answer ready to send: its bytes, their validator, and (when worth it) their gzip. */
export interface SharedBody {
  /** The JSON text as UTF-8, encoded once for every caller. */
  body: Uint8Array;
  etag: string;
  gzip: Uint8Array | null;
  /** When it was made (ms since epoch): a cached answer tells its age to the caches downstream. */
  madeAt: number;
}

/** A weak validator of the answer's bytes: equal bodies give equal tags, on every server process. */
const weakEtag = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** The answer's bytes and tag; with `compressed`, its gzip too, made once for every caller it will serve. */
export function sharedBody(answer: object, madeAt: number, compressed = false): SharedBody {
  const text = JSON.stringify(answer);
  const body = Buffer.from(text);
  const gzip = compressed && body.byteLength >= GZIP_FROM_BYTES ? gzipSync(body) : null;
  return { body, etag: weakEtag(text), gzip, madeAt };
}
