import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies, reset tokens, public ids. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Only hashes are stored, so a database read never yields a usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Public ids (cuid-like): 16 random bytes. */
export const newCuid = () => `c${randomBytes(16).toString('hex')}`;
