/**
 * pgbench's simple-update workload (`pgbench -N`, TPC-B without the contended branch/teller updates) on the
 * same PostgreSQL server as a benchmark, as the yardstick its figures are read against. It runs in a
 * throwaway database created and dropped here, so the project's schemas are never touched.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface PgbenchFigures {
  tps: number;
  clients: number;
  seconds: number;
}

/** The server's URL with another database name. */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `pgbench -N` with `clients` connections for `seconds`; answers its TPS (without connection time). */
export async function pgbenchSimpleUpdate(
  url: string,
  clients: number,
  seconds: number,
): Promise<PgbenchFigures> {
  const database = `bench_pgbench_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database ${database}`);
  const target = withDatabase(url, database);
  try {
    await run('pgbench', ['-i', '-q', '-s', '1', target]);
    const { stdout } = await run('pgbench', [
      '-N',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      target,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no TPS:\n${stdout}`);
    return { tps: Number(tps), clients, seconds };
  } finally {
    await admin(url, `drop database if exists ${database} with (force)`);
  }
}
