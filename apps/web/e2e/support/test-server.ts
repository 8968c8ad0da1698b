import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(fileURLToPath(import.meta.url), '../../../../..');
export const ARTIFACTS_DIR = path.join(REPO_ROOT, '.test-artifacts');
const WEB_DIST_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
const SERVER_READY_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 10_000;

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealthy(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadlineMs = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadlineMs) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      const body = (await response.json()) as { code?: number };
      if (body.code === 0) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/health did not answer code 0 within ${SERVER_READY_TIMEOUT_MS} ms:\n${output()}`);
}

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  /** The server's stdout and stderr so far, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Builds the web app when `apps/web/dist` is missing, then starts the real
 * server (`node --import tsx apps/server/src/main.ts`) on a free port with a
 * fresh `DATA_DIR` and the extra `env`, and waits until GET /api/health answers.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  if (!existsSync(WEB_DIST_INDEX)) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@talkreel/web'], { cwd: REPO_ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`Building the web app failed:\n${build.stdout}\n${build.stderr}`);
  }
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-web-e2e-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    // SITE_VIDEOS=false: browser tests never wait behind the site videos' renders.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_VIDEOS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverOutput = '';
  server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  const output = () => serverOutput.slice(-4000);

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise<void>((resolve) => {
        const forceKill = setTimeout(() => server.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
        server.once('exit', () => {
          clearTimeout(forceKill);
          resolve();
        });
        server.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealthy(baseUrl, server, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, output, stop };
}
