import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('npm start with a bad setting', () => {
  it('exits 1 with one line naming PORT and its rule', () => {
    const result = spawnSync('npm', ['start', '--silent'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
    expect(lines).toEqual(['Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")']);
  });
});
