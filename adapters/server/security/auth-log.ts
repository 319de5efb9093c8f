import { createHash } from 'node:crypto';

/** What happened to whose account; never a password, token, cookie or full e-mail address. */
export type AuthEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'logout'
  | 'register'
  | 'password.link_requested'
  | 'password.reset'
  | 'password.reset_failed'
  | 'rate_limited'
  | 'session.expired';

export interface AuthLogEntry {
  event: AuthEvent;
  organiser_id: number;
  /** The customer, when the request names one that exists. */
  customer_id?: number;
  /** `emailFingerprint` of the e-mail typed, when there is one. */
  email?: string;
  ip: string;
  /** Which limit answered 429 (`login.ip-account`...), for `rate_limited`. */
  limit?: string;
  /** Why a session ended (`idle`, `absolute`), for `session.expired`. */
  reason?: string;
}

/** Where auth events go: a dependency, so tests read the lines the server would print. */
export type AuthLog = (entry: AuthLogEntry & { at: string }) => void;

/**
 * A stable pseudonym of an e-mail address (SHA-256, first 16 hex digits): lines about the same address
 * can be followed without the address being written anywhere.
 */
export function emailFingerprint(email: string): string {
  return `sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

/** One JSON line per event on standard output (the server's other logs are JSON lines too). */
export function jsonLinesAuthLog(
  write: (line: string) => void = (line) => process.stdout.write(line),
): AuthLog {
  return (entry) => write(`${JSON.stringify({ level: 'info', msg: 'auth', ...entry })}\n`);
}
