import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export { freePort } from '../../adapters/server/free-port';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The error lines the server logged (an unhandled error is a finding, not noise). */
  errors: string[];
}

/**
 * `adapters/server/main.ts` under tsx, what `npm run serve` runs, on the given database: DATABASE_URL when
 * set, else the embedded database in DATA_DIR. Resolves once it logs 'listening'.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(options.port), DATA_DIR: options.dataDir };
  delete env.NODE_ENV;
  // The simulated customers each say their own address (X-Forwarded-For), as customers behind a proxy do:
  // per-IP limits (sign-up: 20 an hour) apply to each, not to the script's one address.
  env.TRUST_PROXY = '1';
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // tsx as a loader in this one process, not its CLI (which forks): SIGKILL must reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/server/main.ts'], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const errors: string[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`no 'listening' line within ${START_TIMEOUT_MS} ms\n${stderr}`)),
      START_TIMEOUT_MS,
    );
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (code ${code}) before listening\n${stderr}`));
    });
    if (!child.stdout) return fail(new Error('no stdout'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('"level":"error"')) errors.push(line);
      if (line.includes('"msg":"listening"')) {
        clearTimeout(timer);
        done();
      }
    });
  });
  return { child, exited, errors };
}

/** SIGKILL: no shutdown hook runs, open transactions die with the process. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM, the ordinary stop (closes the database), with SIGKILL after 15 s. */
export async function stopGently(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(killer);
}
