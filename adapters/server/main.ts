import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { openDatabase } from '../db/index';
import { createOutboxMailer } from '../mail/index';
import { seedDemoData } from '../seed/index';
import { createApp } from './app';

// One command: server + embedded database (or DATABASE_URL) + demo data on first run.
const started = performance.now();
const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? '.data/pglite';
const { db, driver, close } = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
const seeded = await seedDemoData(db);
const app = createApp({
  db,
  mailer: createOutboxMailer(db),
  now: () => new Date().toISOString(),
  defaultHostname: process.env.DEFAULT_HOSTNAME ?? 'petits-sportifs.localhost',
  publicOrigin: (hostname) => process.env.PUBLIC_ORIGIN ?? `http://${hostname}:${port}`,
});
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'listening',
      url: `http://localhost:${info.port}`,
      driver,
      dataDir: driver === 'pglite' ? dataDir : undefined,
      seeded,
      startMs: Math.round(performance.now() - started),
    }),
  );
});

const shutdown = () => {
  server.close();
  void close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
