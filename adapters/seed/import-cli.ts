import { readFile } from 'node:fs/promises';
import { openDatabase } from '../db/index';
import { describeImport, importOrganiser } from './import';

/**
 * `npm run import -- path/to/organiser.json [--replace]`: loads one organiser's file into the database the
 * server uses (DATABASE_URL, otherwise the embedded database in DATA_DIR, default .data/pglite; stop the
 * server first when it uses the embedded database). Prints the counts written, or every problem of the file
 * as `path: message` lines and exits 1; nothing is written unless everything is.
 */
const USAGE = 'usage: npm run import -- <organiser.json> [--replace]';

async function main(args: readonly string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--replace');
  const paths = args.filter((arg) => !arg.startsWith('-'));
  const [path] = paths;
  if (unknown.length > 0 || paths.length !== 1 || path === undefined) {
    console.error(unknown.length > 0 ? `unknown option ${unknown.join(', ')}\n${USAGE}` : USAGE);
    return 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `not valid JSON: ${error.message}` : String(error);
    console.error(`The file is not valid; nothing was imported:\n  (file): ${reason}`);
    return 1;
  }
  const dataDir = process.env.DATA_DIR ?? '.data/pglite';
  const { db, driver, close } = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
  try {
    const result = await importOrganiser(db, input, { replace: args.includes('--replace') });
    const where = driver === 'pglite' ? `embedded database ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
    if (result.ok) console.log(`${describeImport(result)}\ninto the ${where}.`);
    else console.error(describeImport(result));
    return result.ok ? 0 : 1;
  } finally {
    await close();
  }
}

process.exitCode = await main(process.argv.slice(2));
