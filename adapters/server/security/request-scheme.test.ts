import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../db/index';
import { createOutboxMailer } from '../../mail/index';
import { seedDemoData } from '../../seed/index';
import { createApp } from '../app';
import type { AppDeps } from '../context';
import { SESSION_COOKIE } from '../sessions';
import { STRICT_TRANSPORT_SECURITY } from './headers';
import { requestIsHttps } from './request-scheme';

/**
 * HTTPS, directly or behind a trusted TLS-terminating proxy: the session cookie is `Secure` and every answer
 * carries HSTS; plain HTTP (localhost development) gets neither, and a client's own X-Forwarded-Proto is
 * ignored unless the proxy is trusted (TRUST_PROXY=1).
 */

const HOST = 'petits-sportifs.localhost';
const CAMILLE = { email: 'camille@example.be', password: 'demo-password' };

/** The attributes of a Set-Cookie header, lower-cased by name (`secure`, `httponly`, `samesite`, `path`...). */
function cookieAttributes(setCookie: string | null): Record<string, string> {
  const [, ...parts] = (setCookie ?? '').split(';');
  return Object.fromEntries(
    parts.map((part) => {
      const [name = '', value = ''] = part.trim().split('=');
      return [name.toLowerCase(), value];
    }),
  );
}

describe('HTTPS: Secure session cookie and HSTS', { timeout: 60_000 }, () => {
  let database: OpenDatabase;
  let direct: ReturnType<typeof createApp>;
  let proxied: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await openDatabase({});
    await seedDemoData(database.db);
    const deps: AppDeps = {
      db: database.db,
      mailer: createOutboxMailer(database.db),
      now: () => '2026-11-22T10:00:00.000Z',
      defaultHostname: HOST,
      publicOrigin: (hostname) => `https://${hostname}`,
      authLog: () => {},
    };
    // The default: the URL's scheme only, as a server terminating TLS itself (or plain HTTP on localhost).
    direct = createApp(deps);
    // TRUST_PROXY=1: behind one reverse proxy that terminates TLS and says so in X-Forwarded-Proto.
    proxied = createApp({ ...deps, isHttps: requestIsHttps({ trustProxy: true }) });
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Signs Camille in at `scheme`://HOST, with extra headers (X-Forwarded-Proto); answers the response. */
  const login = (app: ReturnType<typeof createApp>, scheme: 'http' | 'https', headers = {}) =>
    app.request(`${scheme}://${HOST}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify(CAMILLE),
      headers: { host: HOST, origin: `https://${HOST}`, 'content-type': 'application/json', ...headers },
    });

  const expectHttps = async (response: Response) => {
    expect(response.status).toBe(200);
    const attributes = cookieAttributes(response.headers.get('set-cookie'));
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+;`));
    expect(attributes).toHaveProperty('secure');
    expect(attributes).toHaveProperty('httponly');
    expect(attributes).toMatchObject({ samesite: 'Lax', path: '/' });
    // A year, without includeSubDomains: the organisers' other subdomains are theirs.
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  };
  const expectPlainHttp = async (response: Response) => {
    expect(response.status).toBe(200);
    const attributes = cookieAttributes(response.headers.get('set-cookie'));
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+;`));
    expect(attributes).not.toHaveProperty('secure');
    expect(attributes).toHaveProperty('httponly');
    expect(attributes).toMatchObject({ samesite: 'Lax', path: '/' });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  };

  it('over direct TLS (an https URL): Secure cookie and HSTS', async () => {
    await expectHttps(await login(direct, 'https'));
  });

  it('over plain HTTP: no Secure, no HSTS, so localhost development keeps its session', async () => {
    await expectPlainHttp(await login(direct, 'http'));
    await expectPlainHttp(await login(proxied, 'http'));
  });

  it('ignores a spoofed X-Forwarded-Proto when the proxy is not trusted', async () => {
    await expectPlainHttp(await login(direct, 'http', { 'x-forwarded-proto': 'https' }));
  });

  it('behind a trusted proxy, reads the last X-Forwarded-Proto entry, the one the proxy wrote', async () => {
    await expectHttps(await login(proxied, 'http', { 'x-forwarded-proto': 'https' }));
    await expectHttps(await login(proxied, 'http', { 'x-forwarded-proto': 'http, HTTPS' }));
    // The client claimed https, the proxy appended what it saw: plain HTTP.
    await expectPlainHttp(await login(proxied, 'http', { 'x-forwarded-proto': 'https, http' }));
    await expectPlainHttp(await login(proxied, 'http', { 'x-forwarded-proto': 'http' }));
  });

  it('puts HSTS on every answer over HTTPS (errors and 404s too), and keeps Secure when the cookie is cleared', async () => {
    const forwarded = { host: HOST, 'x-forwarded-proto': 'https' };
    for (const app of [direct, proxied]) {
      const scheme = app === direct ? 'https' : 'http';
      for (const path of [
        '/api/website',
        '/api/no-such-call',
        '/media/no-such-file.svg',
        '/api/participants',
      ]) {
        const answer = await app.request(`${scheme}://${HOST}${path}`, { headers: forwarded });
        expect(answer.headers.get('strict-transport-security'), path).toBe(STRICT_TRANSPORT_SECURITY);
      }
    }
    const signedIn = await login(proxied, 'http', { 'x-forwarded-proto': 'https' });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const logout = await proxied.request(`http://${HOST}/api/auth/logout`, {
      method: 'POST',
      body: '{}',
      headers: {
        ...forwarded,
        cookie,
        origin: `https://${HOST}`,
        'content-type': 'application/json',
      },
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cookieAttributes(logout.headers.get('set-cookie'))).toHaveProperty('secure');
    const plain = await direct.request(`http://${HOST}/api/no-such-call`, { headers: forwarded });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
