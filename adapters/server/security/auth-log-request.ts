import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { type AuthLogEntry, jsonLinesAuthLog } from './auth-log';

const stdoutAuthLog = jsonLinesAuthLog();

/** The client IP of this request, as the app's `clientIp` dependency reads it. */
export const clientIpOf = (c: Context<AppEnv>, deps: AppDeps): string => deps.clientIp?.(c) ?? 'unknown';

/** Logs one auth event of this request, with its organiser, client IP and the server's clock. */
export function logAuthEvent(
  c: Context<AppEnv>,
  deps: AppDeps,
  entry: Omit<AuthLogEntry, 'organiser_id' | 'ip'>,
): void {
  (deps.authLog ?? stdoutAuthLog)({
    at: deps.now(),
    organiser_id: c.get('organiser').id,
    ip: clientIpOf(c, deps),
    ...entry,
  });
}
