import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

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
