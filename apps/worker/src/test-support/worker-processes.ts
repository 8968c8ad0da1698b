import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

export const postgresAdminUrl = process.env.SCALE_OUT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export async function isPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A fresh PostgreSQL database for one test file; `drop()` removes it, whoever is still connected. */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: postgresAdminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts `talkreel worker` (the real entry point, as an operator runs it) and
 * resolves once its runner polls. Its log goes to the test's stderr at warn and above.
 */
export function startTalkreelWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/bin/talkreel.mjs', 'worker'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`talkreel worker exited early with ${code}`));
    child.once('exit', onExit);
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('"msg":"worker started"')) {
          child.off('exit', onExit);
          resolve(child);
        } else if (/"level":(40|50|60)/.test(line)) {
          process.stderr.write(`[worker ${child.pid}] ${line}\n`);
        }
      }
    });
  });
}

/** kill -9, and wait until the process is really gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
