import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type StorefrontTestApp, storefrontTestApp } from '../storefront-test-app';
import { adminConsoleOriginFrom, contentSecurityPolicy } from './headers';

const ADMIN = 'https://admin.example-provider.eu';

/** The CSP directives by name. */
function directives(policy: string | null): Record<string, string> {
  const byName: Record<string, string> = {};
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) byName[name] = values.join(' ');
  }
  return byName;
}

describe('security headers', { timeout: 60_000 }, () => {
  let dist: string;
  let served: StorefrontTestApp;
  const get = (path: string, init?: RequestInit) => served.get(path, init);

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'security-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log(1);');
    vi.stubEnv('ADMIN_CONSOLE_ORIGIN', ADMIN);
    served = await storefrontTestApp(dist, (app) => {
      // An unexpected failure, for the 500 answer.
      app.get('/api/test-failure', () => {
        throw new Error('boom');
      });
    });
    vi.unstubAllEnvs();
  });
  afterAll(async () => {
    await served?.database.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const kinds: Array<[string, () => Response | Promise<Response>, number]> = [
    ['API JSON', () => get('/api/website'), 200],
    ['a static asset', () => get('/assets/index-Ab12Cd.js'), 200],
    ['the index.html fallback of a client route', () => get('/fr/stages'), 200],
    ['a media SVG', () => get('/media/tennis-raquette.svg'), 200],
    ['an API 404', () => get('/api/no-such-call'), 404],
    ['a missing hashed asset (JSON 404)', () => get('/assets/missing-Zz99.js'), 404],
    ['a refusal (401)', () => get('/api/participants'), 401],
    ['a validation error (400)', () => get('/api/activities?limit=nope'), 400],
    ['an unexpected error (500)', () => get('/api/test-failure'), 500],
    [
      'a CSRF refusal (403)',
      () => get('/api/auth/login', { method: 'POST', headers: { origin: 'https://evil.example' } }),
      403,
    ],
  ];
  for (const [kind, answer, status] of kinds) {
    it(`${kind} carries nosniff, the referrer policy and a CSP`, async () => {
      const response = await answer();
      expect(response.status).toBe(status);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy['default-src']).toBeDefined();
      expect(policy['script-src'] ?? policy['default-src']).not.toContain('unsafe-inline');
    });
  }

  it('lets the admin console (and only it) frame the storefront, and runs scripts only from the site', async () => {
    const policy = directives((await get('/fr')).headers.get('content-security-policy'));
    expect(policy['frame-ancestors']).toBe(ADMIN);
    expect(policy['script-src']).toBe("'self'");
    expect(policy['object-src']).toBe("'none'");
  });

  it("keeps a route's own stricter policy: the media SVG and the sandbox payment page", async () => {
    const svg = await get('/media/tennis-raquette.svg');
    expect(svg.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const page = await get('/sandbox/payments/sbx_00000000000000000000000000000000');
    expect(page.status).toBe(404);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('content security policy settings', () => {
  it('forbids framing when no admin console origin is set', () => {
    expect(adminConsoleOriginFrom({})).toBeNull();
    expect(directives(contentSecurityPolicy(null))['frame-ancestors']).toBe("'none'");
  });

  it('reads ADMIN_CONSOLE_ORIGIN, else the build setting VITE_ADMIN_CONSOLE_ORIGIN, as an origin', () => {
    expect(adminConsoleOriginFrom({ ADMIN_CONSOLE_ORIGIN: 'https://admin.example/path' })).toBe(
      'https://admin.example',
    );
    expect(adminConsoleOriginFrom({ VITE_ADMIN_CONSOLE_ORIGIN: 'http://localhost:4000' })).toBe(
      'http://localhost:4000',
    );
    expect(adminConsoleOriginFrom({ ADMIN_CONSOLE_ORIGIN: 'javascript:alert(1)' })).toBeNull();
    expect(adminConsoleOriginFrom({ ADMIN_CONSOLE_ORIGIN: 'https://a.example; script-src *' })).toBeNull();
    expect(adminConsoleOriginFrom({ ADMIN_CONSOLE_ORIGIN: 'not a url' })).toBeNull();
  });

  it('serves a storefront page without inline script: every <script> has a src', () => {
    const document = parse(readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8'));
    const scripts: DefaultTreeAdapterMap['element'][] = [];
    const visit = (node: DefaultTreeAdapterMap['parentNode']) => {
      for (const child of node.childNodes) {
        if ('tagName' in child) {
          if (child.tagName === 'script') scripts.push(child);
          visit(child);
        }
      }
    };
    visit(document);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts)
      expect(script.attrs.some((attribute) => attribute.name === 'src')).toBe(true);
  });
});
