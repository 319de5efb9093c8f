import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_JOB_LOCK_MS, MAIL_JOB_MAX_ATTEMPTS, mailRetryDelayMs } from '../../../core/mail/index';
import { type Database, dropSchema, openDatabase, type Transaction } from '../../db/index';
import { createOutboxMailer, type Mailer, type MailMessage } from '../../mail/index';
import { seedDemoData } from '../../seed/index';
import { drivers, TEST_NOW } from '../test-support';
import { enqueueMail } from './mail-queue';
import { type ClaimedJob, createMailWorker } from './mail-worker';
import { serverMailWorker } from './server-mail-worker';

/**
 * The durable mail queue (notification_jobs, issue 18 §21): a job exists iff its transaction committed; a
 * due job is sent once, retried with backoff when the mailer fails, kept across a restart, and sent once
 * when two server processes (two connection pools on one PostgreSQL) drain the queue together.
 */

const at = (ms: number) => new Date(Date.parse(TEST_NOW) + ms).toISOString();

/** A database that can be closed and opened again, as a server restart does (PGlite folder or PostgreSQL schema). */
function reopenable(driver: 'pglite' | 'postgres') {
  const url = driver === 'postgres' ? process.env.DATABASE_URL : undefined;
  const schema = driver === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const dataDir = driver === 'pglite' ? mkdtempSync(join(tmpdir(), 'mail-queue-')) : undefined;
  return {
    open: () => openDatabase({ url, schema, dataDir }),
    async remove() {
      if (url && schema) await dropSchema(url, schema);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The tests' own template: the payload names the recipient and the text (the queue does not care what it sends). */
const render = async (_db: Database, job: ClaimedJob): Promise<MailMessage> => ({
  organiserId: job.organiser_id,
  to: String(job.payload.to),
  template: job.trigger,
  language: 'fr',
  subject: String(job.payload.text),
  body: String(job.payload.text),
});

describe.each(drivers)('mail queue on %s', { timeout: 180_000 }, (driver) => {
  const database = reopenable(driver);
  let db: Database;
  let close: () => Promise<void>;
  let organiserId: number;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    await seedDemoData(db, { now: TEST_NOW });
    organiserId = (await db.selectFrom('organisers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await close?.();
    await database.remove();
  });

  const enqueue = (subject: string, runAt = TEST_NOW, executor: Database | Transaction = db) =>
    enqueueMail(executor, {
      organiserId,
      trigger: 'manual',
      subject,
      payload: { to: `${subject}@example.be`, text: subject },
      runAt,
    });
  const outbox = (subject: string) =>
    db.selectFrom('mail_outbox').select(['recipient', 'sent_at']).where('subject', '=', subject).execute();
  const job = (subject: string) =>
    db
      .selectFrom('notification_jobs')
      .selectAll()
      .where('dedupe_key', '=', `manual:${subject}`)
      .executeTakeFirst();
  const worker = (now: string, mailer: Mailer = createOutboxMailer(db), on = db) =>
    createMailWorker({ db: on, mailer, render, now: () => now });

  it('has a job only when its transaction commits, and sends each once', async () => {
    await db.transaction().execute(async (trx) => {
      await enqueue('kept', TEST_NOW, trx);
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueue('undone', TEST_NOW, trx);
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    // Enqueueing the same trigger and subject again is a no-op.
    await enqueue('kept');
    await worker(TEST_NOW).drain();
    await worker(TEST_NOW).drain();
    expect(await outbox('kept')).toEqual([{ recipient: 'kept@example.be', sent_at: null }]);
    expect(await outbox('undone')).toEqual([]);
    expect(await job('undone')).toBeUndefined();
    expect(await job('kept')).toMatchObject({ status: 'done', attempts: 1, lock_token: null });
  });

  it('waits for run_at, read on the clock it is given', async () => {
    await enqueue('later', at(3_600_000));
    await worker(at(3_599_999)).drain();
    expect(await outbox('later')).toEqual([]);
    await worker(at(3_600_000)).drain();
    expect(await outbox('later')).toHaveLength(1);
  });

  it('retries a failing mailer with backoff, sends once it works, and gives up after the last attempt', async () => {
    const delivered: MailMessage[] = [];
    let refusals = 1;
    // An SMTP-like mailer: no shared transaction, so the message leaves before the job is marked done.
    const flaky: Mailer = {
      send: async (message) => {
        if (refusals-- > 0) throw new Error('421 try again later');
        delivered.push(message);
      },
    };
    await enqueue('flaky');
    await worker(TEST_NOW, flaky).drain();
    expect(await job('flaky')).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'Error: 421 try again later',
    });
    expect(Date.parse((await job('flaky'))?.run_at ?? '')).toBe(Date.parse(at(mailRetryDelayMs(1))));
    await worker(at(mailRetryDelayMs(1) - 1), flaky).drain();
    expect(delivered).toHaveLength(0);
    await worker(at(mailRetryDelayMs(1)), flaky).drain();
    await worker(at(mailRetryDelayMs(1) + 60_000), flaky).drain();
    expect(delivered.map((message) => message.to)).toEqual(['flaky@example.be']);
    expect(await job('flaky')).toMatchObject({ status: 'done', attempts: 2 });

    const down: Mailer = {
      send: async () => {
        throw new Error('connection refused');
      },
    };
    await enqueue('down');
    let now = TEST_NOW;
    for (let attempt = 1; attempt <= MAIL_JOB_MAX_ATTEMPTS; attempt++) {
      await worker(now, down).drain();
      now = at(Date.parse(now) - Date.parse(TEST_NOW) + mailRetryDelayMs(attempt));
    }
    expect(await job('down')).toMatchObject({
      status: 'failed',
      attempts: MAIL_JOB_MAX_ATTEMPTS,
      last_error: 'Error: connection refused',
    });
    await worker(at(400 * 24 * 3_600_000), down).drain();
    expect(await job('down')).toMatchObject({ status: 'failed', attempts: MAIL_JOB_MAX_ATTEMPTS });
  });

  it('keeps a hook trigger without a template as failed NO_TEMPLATE, sending nothing', async () => {
    await enqueueMail(db, {
      organiserId,
      trigger: 'customer-invoice.created',
      subject: 'invoice-1',
      payload: { customer_invoice_id: 1 },
      runAt: TEST_NOW,
    });
    const before = await db.selectFrom('mail_outbox').select('id').execute();
    await serverMailWorker({
      db,
      mailer: createOutboxMailer(db),
      now: () => TEST_NOW,
      publicOrigin: (host) => `https://${host}`,
    }).drain();
    expect(await db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(before.length);
    expect(
      await db
        .selectFrom('notification_jobs')
        .select(['status', 'last_error'])
        .where('dedupe_key', '=', 'customer-invoice.created:invoice-1')
        .executeTakeFirst(),
    ).toEqual({ status: 'failed', last_error: 'NO_TEMPLATE' });
  });

  it('survives a restart: jobs never run are sent, a job whose process died is sent once its claim expires', async () => {
    await enqueue('never-run');
    await enqueue('cut-off');
    // The first process claims one job and dies while sending it (the send never ends), then stops.
    const dying = createMailWorker({
      db,
      mailer: { send: () => new Promise<void>(() => undefined) },
      render,
      now: () => TEST_NOW,
      batchSize: 1,
    });
    void dying.runOnce();
    for (
      let tries = 0;
      tries < 200 &&
      (await job('never-run'))?.status !== 'running' &&
      (await job('cut-off'))?.status !== 'running';
      tries++
    )
      await new Promise((resolve) => setTimeout(resolve, 10));
    const claimed = (await job('never-run'))?.status === 'running' ? 'never-run' : 'cut-off';
    const waiting = claimed === 'never-run' ? 'cut-off' : 'never-run';
    await close();

    ({ db, close } = await database.open());
    await worker(at(1_000)).drain();
    expect(await outbox(waiting)).toHaveLength(1);
    expect(await outbox(claimed)).toHaveLength(0);
    await worker(at(MAIL_JOB_LOCK_MS)).drain();
    await worker(at(MAIL_JOB_LOCK_MS + 1_000)).drain();
    expect(await outbox(claimed)).toHaveLength(1);
    expect(await outbox(waiting)).toHaveLength(1);
    expect(await job(claimed)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('sends each mail once when two server processes drain the same queue together', async () => {
    // Two processes: two connection pools on the same PostgreSQL; the embedded database has one process.
    const second = driver === 'postgres' ? await database.open() : { db, close: async () => undefined };
    try {
      const subjects = Array.from({ length: 40 }, (_, index) => `pair-${index}`);
      for (const subject of subjects) await enqueue(subject);
      const one = createMailWorker({
        db,
        mailer: createOutboxMailer(db),
        render,
        now: () => at(2 * MAIL_JOB_LOCK_MS),
        batchSize: 3,
      });
      const two = createMailWorker({
        db: second.db,
        mailer: createOutboxMailer(second.db),
        render,
        now: () => at(2 * MAIL_JOB_LOCK_MS),
        batchSize: 3,
      });
      await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
      const sent = await db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('subject', 'like', 'pair-%')
        .execute();
      expect(sent.map((row) => row.subject).sort()).toEqual([...subjects].sort());
    } finally {
      if (second.db !== db) await second.close();
    }
  });
});
