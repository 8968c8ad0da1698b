// `npm run bench -- batch`: templates and batch mode against the product run
// as its own process (embedded database, in-process worker, the real
// content/templates), as an operator starts it.
// BENCH template_use_ms: 'Use the template' to an editable copy (POST
//   /template/use, then GET /project/workspace as the editor opens it), median
//   of 20 (target < 500).
// BENCH batch_100_overhead_ratio: 100 rows of the shortest template (7 s,
//   news-update-1x1): the batch's wall time from create to its last row done,
//   over 100 × one row rendered alone, measured first in the same run
//   (target ≤ 1.1).
// BENCH api_p99_ms_during_batch: p99 of the user-info and batch-status polls
//   at 200 requests a second while the batch renders (target ≤ 50).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const TEMPLATE_ID = 'news-update-1x1';
const ROWS = 100;
const USE_RUNS = 20;
const requestsPerSecond = 200;
const measureSeconds = Number(process.env.BENCH_API_SECONDS ?? 10);
const serverRoot = path.resolve(import.meta.dirname, '..');

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

const print = (name: string, value: number, unit: string) => console.log(`BENCH ${name} ${value} ${unit}`);

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function runBenchmarks(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-batch-bench-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFd = openSync(path.join(dataDir, 'server.log'), 'w');
  // TEST_HOOKS: the dev outbox, to sign an account up; SITE_VIDEOS=false: nothing else renders meanwhile.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', SITE_VIDEOS: 'false', TEST_HOOKS: 'true' },
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
    const call = async <Data>(method: string, url: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<Envelope<Data>> => {
      const response = await fetch(`${baseUrl}/api${url}`, {
        method,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const envelope = (await response.json()) as Envelope<Data>;
      if (envelope.code !== 0) throw new Error(`${method} ${url}: ${envelope.code} ${envelope.msg}`);
      return envelope;
    };

    // An account with credits: signed up through the mailed code, granted by the operator route.
    const email = `bench-${process.pid}@example.com`;
    const password = createHash('sha256').update('bench-password-1').digest('hex');
    const { ticket } = (await call<{ ticket: string }>('POST', '/v1/auth/send_code', { appid: 52000, username: email, action: 'reg' })).data;
    const outbox = (await call<{ list: { to: string; text: string }[] }>('GET', '/dev/outbox')).data.list;
    const code = outbox.find((mail) => mail.to === email)?.text.match(/\b(\d{6})\b/u)?.[1];
    const checked = (await call<{ ticket: string }>('POST', '/v1/auth/check_code', { ticket, username: email, action: 'reg', code })).data;
    const token = (
      await call<{ token: string }>('POST', '/v1/auth/register', { action: 'reg', appid: 52000, password, ticket: checked.ticket, username: email })
    ).data.token;
    const operatorToken = (await readFile(path.join(dataDir, 'operator-token'), 'utf8')).trim();
    await call('POST', '/operator/credits/grant', { email, credits: ROWS + 10 }, undefined, { 'x-talkreel-operator-token': operatorToken });

    // 'Use the template' to an editable copy.
    const useMs: number[] = [];
    for (let run = 0; run < USE_RUNS; run += 1) {
      const startedAt = performance.now();
      const used = (await call<{ project_id: string; index: number }>('POST', '/template/use', { id: TEMPLATE_ID, values: {} }, token)).data;
      await call('GET', `/project/workspace?project_id=${used.project_id}&index=${used.index}`, undefined, token);
      useMs.push(performance.now() - startedAt);
    }
    print('template_use_ms', Math.round(percentile(useMs, 0.5)), 'ms');
    print('template_use_p95_ms', Math.round(percentile(useMs, 0.95)), 'ms');

    const rowsOf = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ row: index + 2, values: { headline: `Bench headline number ${index + 1}` } }));
    const runBatch = async (count: number, onStarted?: (projectId: string) => Promise<void>) => {
      const startedAt = performance.now();
      const created = (await call<{ project_id: string }>('POST', '/batch/create', { template_id: TEMPLATE_ID, rows: rowsOf(count) }, token)).data;
      const measuring = onStarted?.(created.project_id);
      for (;;) {
        // One row: its own render status (read fresh); a batch: the batch's (polls within a second share a reading, a second in 100 rows' minutes).
        const done =
          count === 1
            ? (await call<{ status: string }>('GET', `/project/render/status?project_id=${created.project_id}&index=0`, undefined, token)).data.status ===
              'done'
            : await call<{ done: number; failed: number; total: number }>('GET', `/batch/status?project_id=${created.project_id}`, undefined, token).then(
                ({ data }) => {
                  if (data.failed > 0) throw new Error(`${data.failed} rows of the batch failed; see ${dataDir}/server.log`);
                  return data.done === data.total;
                },
              );
        if (done) break;
        await sleep(100);
      }
      const wallMs = performance.now() - startedAt;
      await measuring;
      return wallMs;
    };

    // One row alone, twice (the first also warms the renderer up); the second is the reference.
    await runBatch(1);
    const oneRowMs = await runBatch(1);
    print('batch_one_row_ms', Math.round(oneRowMs), 'ms');

    let apiP99Ms = 0;
    const batchMs = await runBatch(ROWS, async (projectId) => {
      await sleep(2000);
      for (const url of ['/v1/user/info', `/batch/status?project_id=${projectId}`]) {
        const result = await autocannon({
          url: `${baseUrl}/api${url}`,
          headers: { authorization: `Bearer ${token}` },
          connections: 10,
          overallRate: requestsPerSecond,
          duration: measureSeconds,
        });
        if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
          throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
        console.log(`# during the batch: ${url.split('?')[0]} p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
        apiP99Ms = Math.max(apiP99Ms, result.latency.p99);
      }
    });
    print('batch_100_ms', Math.round(batchMs), 'ms');
    print('batch_100_overhead_ratio', Math.round((batchMs / (ROWS * oneRowMs)) * 100) / 100, 'x');
    print('api_p99_ms_during_batch', apiP99Ms, 'ms');
  } finally {
    child.kill('SIGTERM');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if ((await Promise.race([exited, sleep(15_000, 'timeout')])) === 'timeout') child.kill('SIGKILL');
    closeSync(logFd);
    await rm(dataDir, { recursive: true, force: true });
  }
}
