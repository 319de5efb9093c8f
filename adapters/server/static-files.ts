import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';

type Encoding = 'br' | 'gzip';
/** Bytes on an ArrayBuffer of their own, as a Response body takes them. */
type Bytes = Uint8Array<ArrayBuffer>;
const own = (buffer: Uint8Array): Bytes => new Uint8Array(buffer);

/** One built file, ready to send: its bytes and each compressed version, read and hashed once. */
export interface StaticFile {
  contentType: string;
  identity: Bytes;
  /** Entity tag of each version; a compressed version has its own (RFC 9110 §8.8.3: different bytes). */
  etags: Record<Encoding | 'identity', string>;
  br?: Bytes;
  gzip?: Bytes;
}

/** Suffixes of the versions the build's compression plugin writes beside a text file. */
const SIBLINGS: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** Smaller text files are not worth a compressed version (the build plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;
/** Brotli quality when the build left no .br: quick enough for a start, far better than gzip. */
const START_BROTLI_QUALITY = 5;

/** Files of the folder, recursively, as paths relative to it; folders starting with a dot are skipped. */
function filesUnder(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(root, path);
    return entry.isFile() ? [relative(root, path)] : [];
  });
}

const tag = (bytes: Uint8Array, suffix = '') =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}${suffix}"`;

/** The build's compressed version of the file, else one made now when it is worth having; undefined if not. */
function compressed(path: string, identity: Bytes, encoding: Encoding): Bytes | undefined {
  const sibling = `${path}${SIBLINGS[encoding]}`;
  if (existsSync(sibling)) return own(readFileSync(sibling));
  if (identity.byteLength < COMPRESS_FROM_BYTES) return undefined;
  const made =
    encoding === 'br'
      ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: START_BROTLI_QUALITY } })
      : gzipSync(identity);
  return made.byteLength < identity.byteLength ? own(made) : undefined;
}

/**
 * Reads every file of the built storefront into memory, keyed by its URL path (`/assets/index-Ab12.js`),
 * with a brotli and a gzip version of each compressible one: the build's `.br`/`.gz` files when present
 * (vite-plugin-compression2, best quality), compressed now otherwise. The build is a few megabytes of
 * content-hashed files that never change while the server runs, so each request is a map lookup: no file
 * system call, no thread-pool task queued behind password hashing (issue 17 §4). The `.br`/`.gz` files
 * themselves are not served as files of their own; dot folders (`.ssr`, `.vite`) are never read.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const paths = filesUnder(root);
  const present = new Set(paths);
  const files = new Map<string, StaticFile>();
  for (const path of paths) {
    const base = path.replace(/\.(br|gz)$/, '');
    if (base !== path && present.has(base)) continue;
    const full = join(root, path);
    const identity = own(readFileSync(full));
    const contentType = getMimeType(path) ?? 'application/octet-stream';
    const etag = tag(identity);
    const file: StaticFile = {
      contentType,
      identity,
      etags: { identity: etag, br: etag.replace(/"$/, '-br"'), gzip: etag.replace(/"$/, '-gz"') },
    };
    if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)) {
      const br = compressed(full, identity, 'br');
      const gzip = compressed(full, identity, 'gzip');
      if (br) file.br = br;
      if (gzip) file.gzip = gzip;
    }
    files.set(`/${path.split(sep).join('/')}`, file);
  }
  return files;
}

/** Distinct Accept-Encoding headers are few (one per browser family): each is parsed once. */
const preferredByHeader = new Map<string, Encoding[]>();
const PREFERENCES_KEPT = 100;

/** The compressed encodings the client accepts, best first (highest q; brotli before gzip on a tie). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const known = preferredByHeader.get(header);
  if (known) return known;
  const accepted = parseAccept(header).filter((value) => value.q > 0);
  const quality = (name: Encoding) => {
    const value = accepted.find((entry) => entry.type.toLowerCase() === name);
    if (value) return value.q;
    return accepted.find((entry) => entry.type === '*')?.q ?? 0;
  };
  const preferred = (['br', 'gzip'] as const)
    .filter((name) => quality(name) > 0)
    .sort((a, b) => quality(b) - quality(a));
  if (preferredByHeader.size >= PREFERENCES_KEPT) preferredByHeader.clear();
  preferredByHeader.set(header, preferred);
  return preferred;
}

/** Whether If-None-Match names this tag (weak comparison, as RFC 9110 §13.1.2 asks), or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * The answer for a built file: the smallest version the client accepts, with its entity tag, or 304 when
 * the client already holds that version. Every answer says it varies with Accept-Encoding, so a shared cache
 * keeps one copy per encoding. A HEAD gets the same headers (Hono answers it from this GET, without body).
 */
export function staticFileAnswer(
  file: StaticFile,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
  cacheControl: string,
): Response {
  const encoding = acceptedEncodings(request.acceptEncoding).find((name) => file[name] !== undefined);
  const etag = file.etags[encoding ?? 'identity'];
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (matches(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  const body = (encoding && file[encoding]) ?? file.identity;
  headers['Content-Type'] = file.contentType;
  headers['Content-Length'] = String(body.byteLength);
  if (encoding) headers['Content-Encoding'] = encoding;
  return new Response(body, { status: 200, headers });
}
