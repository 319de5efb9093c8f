import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type Database, openDatabase } from '../../adapters/db/index';
import { createOutboxMailer } from '../../adapters/mail/index';
import { seedDemoData } from '../../adapters/seed/index';
import { createApp } from '../../adapters/server/app';
import { serverMailWorker } from '../../adapters/server/notifications/index';
import { mountStorefront, storefrontProblem } from '../../adapters/server/storefront-static';

/**
 * End-to-end journeys: the real server (Hono on a free port, PGlite in memory, demo data) serving the
 * built storefront (`dist/`, from `npm run build`), driven by Debian's headless Chromium through
 * playwright-core. Organisers are reached by hostname: Chromium resolves *.localhost to the loopback.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
export const FR_SITE = 'petits-sportifs.localhost';
export const EN_SITE = 'academy.localhost';
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 780 },
} as const;

export interface Storefront {
  /** `http://{host}:{port}` for a demo organiser. */
  origin(host?: string): string;
  browser: Browser;
  /** The storefront's database, for journeys that seed a situation or read what the server wrote. */
  db: Database;
  /** The mails the server sent to mail_outbox (due mail jobs sent first), oldest first. */
  outbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

export interface OutboxMail {
  recipient: string;
  template: string;
  language: string;
  subject: string;
  body: string;
}

/** Every queued mail, oldest first. */
export const readOutbox = (db: Database): Promise<OutboxMail[]> =>
  db
    .selectFrom('mail_outbox')
    .select(['recipient', 'template', 'language', 'subject', 'body'])
    .orderBy('id')
    .execute();

/** Why journeys cannot run here (no browser, no build), or null. */
/** The built storefront the journeys serve; E2E_DIST_DIR lets parallel builds use their own folder. */
export const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';

export function e2eProblem(distDir = DIST_DIR): string | null {
  try {
    readFileSync(CHROMIUM);
  } catch {
    return `no Chromium at ${CHROMIUM} (apt-get install -y chromium)`;
  }
  return storefrontProblem(distDir);
}

export async function startStorefront(now = new Date().toISOString()): Promise<Storefront> {
  const { db, close } = await openDatabase({});
  await seedDemoData(db, { now });
  let port = 0;
  const app = createApp({
    db,
    mailer: createOutboxMailer(db),
    now: () => new Date().toISOString(),
    defaultHostname: FR_SITE,
    publicOrigin: (hostname) => `http://${hostname}:${port}`,
  });
  mountStorefront(app, DIST_DIR);
  // Mail jobs go out as on a running server; reading the outbox first sends what is already due.
  const mailWorker = serverMailWorker({
    db,
    mailer: createOutboxMailer(db),
    now: () => new Date().toISOString(),
    publicOrigin: (hostname) => `http://${hostname}:${port}`,
  });
  mailWorker.start(200);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  return {
    origin: (host = FR_SITE) => `http://${host}:${port}`,
    browser,
    db,
    outbox: async () => {
      await mailWorker.drain();
      return readOutbox(db);
    },
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailWorker.stop();
      await close();
    },
  };
}

export async function newPage(
  storefront: Storefront,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP lets axe-core's script in; the pages' own Content Security Policy stays as served.
  const context = await storefront.browser.newContext({ viewport: VIEWPORTS[viewport], bypassCSP: true });
  const page = await context.newPage();
  // A journey fails on any uncaught error in the page, not only on a missing element.
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

/** axe-core's WCAG 2.1/2.2 A and AA rules on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are measured once drawers and dialogs finished sliding in: mid-animation text is translucent.
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-entering], [data-exiting]') &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // The whole document, React Aria's live announcer included (issue 18 §20: its stale announcements are
    // cleared when focus moves to a new place, not hidden from the check).
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => ({ target: node.target, html: node.html.slice(0, 200) })),
    }));
  }, AXE_TAGS);
}

/** A readable summary for assertion messages. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .map((node) => `  at ${node.target.join(' ')}: ${node.html}`)
          .join('\n')}`,
    )
    .join('\n');
