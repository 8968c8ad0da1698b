import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const serverReadyTimeoutMs = 60_000;
const serverStopTimeoutMs = 10_000;
/** The nine site videos render once, two at a time on 2 cores: about 3 minutes. */
const siteVideosReadyTimeoutMs = 15 * 60_000;

export interface SiteServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  stop: () => Promise<void>;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls every site video's poster until all answer 200 (they 503 while rendering; 404 for a translation this server cannot make, which no page shows). */
async function waitForSiteVideos(baseUrl: string, hasExited: () => boolean): Promise<void> {
  const names = (await readdir(path.join(repositoryRoot, 'content/site/videos'))).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5));
  const pending = new Set(names);
  const deadlineMs = Date.now() + siteVideosReadyTimeoutMs;
  while (pending.size > 0) {
    if (hasExited()) throw new Error('The server exited while the site videos rendered');
    if (Date.now() > deadlineMs) throw new Error(`The site videos ${[...pending].join(', ')} were not rendered within ${siteVideosReadyTimeoutMs} ms`);
    for (const name of pending) {
      const response = await fetch(`${baseUrl}/site/videos/${name}.jpg`, { method: 'HEAD' }).catch(() => undefined);
      if (response?.status === 200 || response?.status === 404) pending.delete(name);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * The real server (`node --import tsx apps/server/src/main.ts`, as the browser
 * tests start it) on a free loopback port with a fresh DATA_DIR, ready when
 * every site video and its poster is rendered, as a visitor finds the site
 * once it has started: pages are measured with their posters, and nothing
 * renders while Lighthouse times them. A package may not import the server,
 * so it runs as a child process.
 * PUBLIC_URL is the loopback address itself: Lighthouse fails a canonical
 * link that points at another host.
 */
export async function startSiteServer(): Promise<SiteServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-site-bench-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', SITE_VIDEOS: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise<void>((resolve) => {
        const forceKill = setTimeout(() => server.kill('SIGKILL'), serverStopTimeoutMs);
        server.once('exit', () => {
          clearTimeout(forceKill);
          resolve();
        });
        server.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadlineMs = Date.now() + serverReadyTimeoutMs;
  while (Date.now() < deadlineMs) {
    if (server.exitCode !== null) break;
    try {
      const body = (await (await fetch(`${baseUrl}/api/health`)).json()) as { code?: number };
      if (body.code === 0) {
        await waitForSiteVideos(baseUrl, () => server.exitCode !== null);
        return { baseUrl, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy within ${serverReadyTimeoutMs} ms:\n${output.slice(-4000)}`);
}
