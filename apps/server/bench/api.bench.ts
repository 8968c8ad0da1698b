// API latency under a fixed request rate, idle and while a long render runs,
// and voice preview latency during that render (issue 9 §2 and §3). The product
// runs as its own process on a real port with its default embedded database
// and its info-level access log, as an operator would start it; autocannon
// runs here. Seconds per measurement: BENCH_API_SECONDS (default 10).
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { buildLongRenderWorkspace } from '../src/test-support/long-render-workspace.ts';
import { pngWithoutMetadata } from '../src/test-support/png-without-metadata.ts';

const requestsPerSecond = 1000;
const measureSeconds = Number(process.env.BENCH_API_SECONDS ?? 10);
const warmUpSeconds = 3;
const previewTimeoutMs = 20_000;
const serverRoot = path.resolve(import.meta.dirname, '..');

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

export async function runBenchmarks(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-api-bench-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFd = openSync(path.join(dataDir, 'server.log'), 'w');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    // SITE_VIDEOS=false: the site's videos would otherwise render during the 'idle' measurement.
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', SITE_VIDEOS: 'false' },
    stdio: ['ignore', logFd, 'inherit'],
  });
  try {
    for (let tries = 0; ; tries += 1) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${dataDir}/server.log`);
      if (
        await fetch(`${baseUrl}/api/health`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      if (tries > 600) throw new Error('the server did not start within 2 minutes');
      await sleep(200);
    }
    const call = async <Data>(method: string, url: string, body?: unknown, token?: string): Promise<Envelope<Data>> => {
      const response = await fetch(`${baseUrl}/api${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      });
      return (await response.json()) as Envelope<Data>;
    };
    const token = (await call<{ token: string }>('POST', '/v1/auth/guest', { appid: 52000, device_id: `api-bench-${process.pid}` })).data.token;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngWithoutMetadata(640, 480))]), 'photo.png');
    const picturePath = (await call<{ full_path: string }>('POST', '/common/upload', form, token)).data.full_path;
    const submitRender = async (durationMs: number) => {
      const submitted = await call<{ project_id: string }>(
        'POST',
        '/project/batch_render',
        { workspaces: [{ index: 0, workspace: buildLongRenderWorkspace(picturePath, durationMs) }] },
        token,
      );
      if (submitted.code !== 0) throw new Error(`batch_render: ${submitted.msg}`);
      return `/project/render/status?project_id=${submitted.data.project_id}&index=0`;
    };
    const waitForStatus = async (statusUrl: string, isReady: (status: { status: string; progress: number }) => boolean) => {
      for (let tries = 0; tries < 1200; tries += 1) {
        const status = (await call<{ status: string; progress: number }>('GET', statusUrl, undefined, token)).data;
        if (isReady(status)) return status;
        await sleep(100);
      }
      throw new Error(`render status never got ready: ${statusUrl}`);
    };

    // A finished render, so that polling its status reads a done task and signs its URLs.
    const doneStatusUrl = await submitRender(2000);
    await waitForStatus(doneStatusUrl, (status) => status.status === 'done');

    const measureP99Ms = async (url: string) => {
      const result = await autocannon({
        url: `${baseUrl}/api${url}`,
        headers: { authorization: `Bearer ${token}` },
        connections: 20,
        overallRate: requestsPerSecond,
        duration: measureSeconds,
      });
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
        throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
      return { p50Ms: result.latency.p50, p99Ms: result.latency.p99, requestsPerSecond: result.requests.average };
    };
    const measureApi = async (phase: 'idle' | 'during_render') => {
      const userInfo = await measureP99Ms('/v1/user/info');
      const renderStatus = await measureP99Ms(doneStatusUrl);
      console.log(
        `# ${phase}: user info ${Math.round(userInfo.requestsPerSecond)} req/s, render status ${Math.round(renderStatus.requestsPerSecond)} req/s answered (asked ${requestsPerSecond})`,
      );
      console.log(`BENCH api_user_info_p50_ms_${phase} ${userInfo.p50Ms} ms`);
      console.log(`BENCH api_user_info_p99_ms_${phase} ${userInfo.p99Ms} ms`);
      console.log(`BENCH api_render_status_p50_ms_${phase} ${renderStatus.p50Ms} ms`);
      console.log(`BENCH api_render_status_p99_ms_${phase} ${renderStatus.p99Ms} ms`);
      console.log(`BENCH api_p99_ms_${phase} ${Math.max(userInfo.p99Ms, renderStatus.p99Ms)} ms`);
    };

    // A few seconds of the same load first: the figures are for a server that has been answering polls, not for
    // its first second, when V8 still compiles the routes (without this, idle p99 swung between 14 and 48 ms run to run).
    await autocannon({
      url: `${baseUrl}/api/v1/user/info`,
      headers: { authorization: `Bearer ${token}` },
      connections: 20,
      overallRate: requestsPerSecond,
      duration: warmUpSeconds,
    });
    await autocannon({
      url: `${baseUrl}/api${doneStatusUrl}`,
      headers: { authorization: `Bearer ${token}` },
      connections: 20,
      overallRate: requestsPerSecond,
      duration: warmUpSeconds,
    });
    await measureApi('idle');

    // Ten minutes of frames that all differ: it keeps rendering through every measurement below.
    const longStatusUrl = await submitRender(10 * 60_000);
    const startedStatus = await waitForStatus(longStatusUrl, (status) => status.status === 'running' && status.progress >= 1);
    await measureApi('during_render');

    const voiceIds = ['english-james', 'english-daniel'];
    const previewMs: number[] = [];
    let unanswered = 0;
    for (let index = 0; index < 20; index += 1) {
      const startedAt = performance.now();
      const response = await fetch(`${baseUrl}/api/timbre/preview`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ voice_id: voiceIds[index % 2], text: `Benchmark preview ${index + 1}, spoken while a long video renders.` }),
        signal: AbortSignal.timeout(previewTimeoutMs),
      }).catch((error: Error) => {
        if (error.name !== 'TimeoutError') throw error;
        return undefined;
      });
      if (!response) {
        // Counted at the timeout: the true figure is higher still.
        unanswered += 1;
        previewMs.push(previewTimeoutMs);
        continue;
      }
      const preview = (await response.json()) as Envelope<unknown>;
      if (preview.code !== 0) throw new Error(`preview: ${preview.msg}`);
      previewMs.push(performance.now() - startedAt);
    }
    if (unanswered > 0) console.log(`# ${unanswered} of 20 previews got no answer within ${previewTimeoutMs} ms`);
    const endStatus = (await call<{ status: string; progress: number }>('GET', longStatusUrl, undefined, token)).data;
    if (endStatus.status !== 'running')
      throw new Error(`the render ended (${endStatus.status}) before the measurements did; the figures are not "during a render"`);
    console.log(`BENCH preview_p95_during_render_ms ${Math.round(percentile(previewMs, 0.95))} ms`);
    console.log(`BENCH render_progress_during_bench_percent ${endStatus.progress - startedStatus.progress} percent`);
  } finally {
    child.kill('SIGTERM');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if ((await Promise.race([exited, sleep(15_000, 'timeout')])) === 'timeout') child.kill('SIGKILL');
    closeSync(logFd);
    await rm(dataDir, { recursive: true, force: true });
  }
}
