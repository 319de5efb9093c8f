/** Host names that serve the default organiser: a developer's machine and the README's localhost:3000. */
export const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The organiser hostname a request's host name (no port) stands for. */
export function organiserHostnameOf(hostname: string, defaultHostname: string): string {
  const name = hostname.toLowerCase();
  return LOCAL_HOSTS.has(name) ? defaultHostname : name;
}

/**
 * The origin (scheme, host and port) a browser's request says it comes from, when that origin serves the
 * given organiser; null otherwise (no Origin header, another site, an opaque or malformed origin). A
 * payment's return goes there, so the customer comes back where their session cookie lives (issue 18 §2).
 */
export function organiserOrigin(
  originHeader: string | undefined,
  organiser: { hostname: string },
  defaultHostname: string,
): string | null {
  if (originHeader === undefined || !URL.canParse(originHeader)) return null;
  const url = new URL(originHeader);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '') return null;
  return organiserHostnameOf(url.hostname, defaultHostname) === organiser.hostname ? url.origin : null;
}
