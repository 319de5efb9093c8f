import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// Proves the CI boundary check bites: each case builds a tiny tree with one violation and runs the
// project's own dependency-cruiser config (or core's tsconfig) against it.
const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const sandboxes: string[] = [];

async function sandbox(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'boundaries-'));
  sandboxes.push(dir);
  await cp(join(root, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  await cp(join(root, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  await cp(join(root, 'core', 'tsconfig.json'), join(dir, 'core', 'tsconfig.json'), { recursive: true });
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

async function cruise(dir: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await run(
      bin('depcruise'),
      ['core', 'ui', 'adapters', '--config', '.dependency-cruiser.cjs'],
      { cwd: dir },
    );
    return { ok: true, output: stdout };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr };
  }
}

const fine = {
  'core/cart/index.ts': "import { setup } from 'xstate';\nexport const machine = setup({});\n",
  'ui/app.ts': "import { machine } from '../core/cart/index';\nexport const app = machine;\n",
  'adapters/http/client.ts':
    "import { machine } from '../../core/cart/index';\nexport const client = machine;\n",
};

afterAll(async () => {
  await Promise.all(sandboxes.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('layer boundaries', { timeout: 60_000 }, () => {
  it('accepts a tree that respects them', async () => {
    const result = await cruise(await sandbox(fine));
    expect(result.output).toContain('no dependency violations found');
    expect(result.ok).toBe(true);
  });

  it.each([
    [
      'core imports React',
      { 'core/cart/view.ts': "import 'react';\n" },
      'core-imports-only-domain-libraries',
    ],
    [
      'core imports node:*',
      { 'core/cart/io.ts': "import 'node:fs';\n" },
      'core-imports-only-domain-libraries',
    ],
    [
      'core imports ui/',
      { 'core/cart/leak.ts': "import '../../ui/app';\n" },
      'core-imports-only-domain-libraries',
    ],
    [
      'core imports adapters/',
      { 'core/cart/leak.ts': "import '../../adapters/http/client';\n" },
      'core-imports-only-domain-libraries',
    ],
    [
      'ui imports the server',
      {
        'ui/bad.ts': "import '../adapters/server/app';\n",
        'adapters/server/app.ts': 'export const app = 1;\n',
      },
      'ui-never-imports-server-side-adapters',
    ],
    [
      'adapters import ui/',
      { 'adapters/http/bad.ts': "import '../../ui/app';\n" },
      'adapters-never-import-ui',
    ],
    [
      'an import cycle',
      { 'core/a/index.ts': "import '../b/index';\n", 'core/b/index.ts': "import '../a/index';\n" },
      'no-circular',
    ],
  ])('fails when %s', async (_name, violation, rule) => {
    const result = await cruise(await sandbox({ ...fine, ...violation }));
    expect(result.ok).toBe(false);
    expect(result.output).toContain(rule);
  });

  it('core cannot see DOM or Node globals such as fetch, window and process', async () => {
    const dir = await sandbox({
      'core/cart/io.ts':
        "export const load = () => fetch('/api/carts');\nexport const w = window;\nexport const p = process.env;\n",
    });
    const failure = await run(bin('tsc'), ['--noEmit', '-p', 'core/tsconfig.json'], { cwd: dir }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? '',
    );
    expect(failure).toMatch(/Cannot find name 'fetch'/);
    expect(failure).toMatch(/Cannot find name 'window'/);
    expect(failure).toMatch(/Cannot find name 'process'/);
  });
});
