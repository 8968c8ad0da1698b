import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const scriptPath = path.join(import.meta.dirname, 'run-at-once.ts');

describe('run-at-once', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'talkreel-run-at-once-'));
    const scripts = {
      slow: `node -e "setTimeout(() => console.log('slow done'), 600)"`,
      fast: `node -e "console.log('fast done')"`,
      broken: `node -e "console.error('broken says why'); process.exit(3)"`,
    };
    await writeFile(path.join(directory, 'package.json'), JSON.stringify({ name: 'run-at-once-test', private: true, scripts }));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  const run = (names: string[]) =>
    // tsx by its resolved address: the scripts run in a folder without node_modules.
    execFileAsync(process.execPath, ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href, scriptPath, ...names], {
      cwd: directory,
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it('runs the scripts at the same time and prints each one whole when it ends', async () => {
    const { code, stdout } = await run(['slow', 'fast']);
    expect(code).toBe(0);
    expect(stdout.indexOf('fast done')).toBeLessThan(stdout.indexOf('slow done'));
    expect(stdout).toMatch(/\[fast: passed in \d+\.\d s\]/);
    expect(stdout).toMatch(/\[slow: passed in \d+\.\d s\]/);
  });

  it('fails when any script fails, after every script ended, with its output', async () => {
    const { code, stdout } = await run(['broken', 'slow']);
    expect(code).toBe(1);
    expect(stdout).toContain('broken says why');
    expect(stdout).toContain('[broken: failed (exit 3)');
    expect(stdout).toContain('slow done');
  });
});
