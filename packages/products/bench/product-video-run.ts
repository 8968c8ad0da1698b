// The real product from outside, over HTTP, as a browser or a script uses it:
// start the server (API, web app and the in-process worker) as its own
// process, sign an account up, and take a product link to a rendered video.
// Used by product.bench.ts (BENCH product_video_30s_wall_s) and by
// shop-videos.ts (videos of the captured shop pages, to watch).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
/** The only application id the server accepts (spec §9). */
const appId = 52000;

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

export interface ProductServer {
  baseUrl: string;
  dataDir: string;
  /** CPU seconds the server process has used so far, its threads and its finished children (ffmpeg) included (Linux /proc). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * `node --import tsx apps/server/src/main.ts` on `port` with a fresh
 * DATA_DIR and `env` (FETCH_ALLOW_HOSTS, TEST_HOOKS …), once GET
 * /api/health answers.
 */
export async function startProductServer(port: number, env: Record<string, string>): Promise<ProductServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'talkreel-product-run-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_VIDEOS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  for (const startedMs = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output}`);
    const health = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.json() as Promise<{ code?: number }>,
      () => null,
    );
    if (health?.code === 0) break;
    if (Date.now() - startedMs > 240_000) {
      await stop();
      throw new Error(`The server did not answer GET /api/health within 240 s:\n${output}`);
    }
    await sleep(250);
  }
  return { baseUrl, dataDir, cpuSeconds: () => readCpuSeconds(child.pid!), stop };
}

/** utime, stime, cutime and cstime of a process, in seconds (fields 14–17 of /proc/<pid>/stat, 100 ticks a second). */
export function readCpuSeconds(pid: number | 'self'): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0) / 100;
}

/** A signed-in account's calls: `/api{path}` with its token, each answer's `code` checked. */
export class ProductApi {
  constructor(
    readonly baseUrl: string,
    private token = '',
  ) {}

  async call<Data>(method: 'GET' | 'POST' | 'PUT', apiPath: string, body?: unknown): Promise<Data> {
    const response = await fetch(`${this.baseUrl}/api${apiPath}`, {
      method,
      headers: { ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = (await response.json()) as Envelope<Data>;
    if (envelope.code !== 0) throw new Error(`${method} ${apiPath} answered ${envelope.code}: ${envelope.msg}`);
    return envelope.data;
  }

  /**
   * Signs an account up the way the login dialog does (a code mailed to the
   * dev outbox, TEST_HOOKS=true), signs in, and grants it `credits` through
   * the operator route with the token the server wrote into its DATA_DIR.
   */
  static async signUp(server: { baseUrl: string; dataDir: string }, email: string, credits: number): Promise<ProductApi> {
    const api = new ProductApi(server.baseUrl);
    const password = createHash('sha256').update(`${email} password`, 'utf8').digest('hex');
    const { ticket } = await api.call<{ ticket: string }>('POST', '/v1/auth/send_code', { appid: appId, username: email, action: 'reg' });
    const outbox = await api.call<{ list: { to: string; text: string }[] }>('GET', '/dev/outbox');
    const code = outbox.list.find((mail) => mail.to === email)?.text.match(/\b(\d{6})\b/u)?.[1];
    if (!code) throw new Error(`No code was mailed to ${email}`);
    const checked = await api.call<{ ticket: string }>('POST', '/v1/auth/check_code', { ticket, username: email, action: 'reg', code });
    await api.call('POST', '/v1/auth/register', { action: 'reg', appid: appId, password, ticket: checked.ticket, username: email });
    const { token } = await api.call<{ token: string }>('POST', '/v1/auth/login', { appid: appId, username: email, password });
    const operatorToken = (await readFile(path.join(server.dataDir, 'operator-token'), 'utf8')).trim();
    const granted = await fetch(`${server.baseUrl}/api/operator/credits/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-talkreel-operator-token': operatorToken },
      body: JSON.stringify({ email, credits }),
    });
    if (((await granted.json()) as Envelope<unknown>).code !== 0) throw new Error(`Granting ${credits} credits to ${email} failed`);
    return new ProductApi(server.baseUrl, token);
  }

  async until<Data>(apiPath: string, isDone: (data: Data) => boolean, stepMs: number): Promise<Data> {
    for (;;) {
      const data = await this.call<Data>('GET', apiPath);
      if (isDone(data)) return data;
      await sleep(stepMs);
    }
  }
}

export interface ProductRecordData {
  id: string;
  prj_id: string;
  status: number;
  title: string;
  price: number | null;
  currency: string | null;
  intro_medias: { url: string; name: string; type: number; w: number; h: number }[];
  select_media: string[];
  error: { msg: string } | null;
}

interface ProductScriptData {
  style: string;
  title: string;
  duration_s: number;
  scenes: string[];
}

export interface RenderStatusData {
  status: string;
  video_url: string | null;
  subtitle_url: string | null;
  duration: number | null;
  error: string | null;
}

export interface ProductVideoRun {
  record: ProductRecordData;
  script: ProductScriptData;
  projectId: string;
  render: RenderStatusData;
  /** Seconds of each step, and of all of them. */
  wallS: { analysis: number; scripts: number; build: number; render: number; total: number };
}

/**
 * A product link to a finished video, the way the product page does it:
 * POST /project/analyze/product and its record polled until ready; three
 * scripts of `durationS` (the first taken); POST /project/product/video
 * with the presenter; POST /project/task/submit and the render status
 * polled until done. Throws with the server's message when a step fails.
 */
export async function makeProductVideo(
  api: ProductApi,
  request: { url: string; durationS: 15 | 30 | 45 | 60; aspectRatio: 0 | 1 | 2; personId?: string; language?: string },
): Promise<ProductVideoRun> {
  const startedMs = performance.now();
  const lap = (() => {
    let lastMs = startedMs;
    return () => {
      const nowMs = performance.now();
      const seconds = (nowMs - lastMs) / 1000;
      lastMs = nowMs;
      return seconds;
    };
  })();
  const { prj_id: projectId } = await api.call<{ prj_id: string }>('POST', '/project/analyze/product', { url: request.url, select_media: true, template: 1 });
  const record = await api.until<ProductRecordData>(`/project/analyze/product_new?id=${projectId}`, (data) => data.status !== 1, 100);
  if (record.status !== 2) throw new Error(`The analysis of ${request.url} failed: ${record.error?.msg ?? 'no message'}`);
  const analysis = lap();
  const { scripts } = await api.call<{ scripts: ProductScriptData[] }>('POST', '/project/product/scripts', {
    prj_id: projectId,
    style: 'problem_solution',
    duration_s: request.durationS,
    language: request.language ?? 'english',
  });
  const script = scripts[0]!;
  const scriptsS = lap();
  const video = await api.call<{ project_id: string }>('POST', '/project/product/video', {
    prj_id: projectId,
    script,
    ...(request.personId ? { person_id: request.personId } : {}),
    aspect_ratio: request.aspectRatio,
    call_to_action: 'Shop now',
  });
  await api.call('POST', '/project/task/submit', { tasks: [{ project_id: video.project_id, index: 0 }] });
  const build = lap();
  const render = await api.until<RenderStatusData>(
    `/project/render/status?project_id=${video.project_id}&index=0`,
    (data) => data.status === 'done' || data.status === 'failed' || data.status === 'cancelled',
    250,
  );
  if (render.status !== 'done') throw new Error(`The render of ${request.url} ended ${render.status}: ${render.error ?? ''}`);
  return {
    record,
    script,
    projectId: video.project_id,
    render,
    wallS: { analysis, scripts: scriptsS, build, render: lap(), total: (performance.now() - startedMs) / 1000 },
  };
}

/** The first avatar of the built-in library (GET /avatar_library/digital_persons): the presenter the product page offers first. */
export async function findLibraryPresenter(api: ProductApi): Promise<{ id: string; name: string; kind: string }> {
  const { digital_persons: persons } = await api.call<{ digital_persons: { id: string; name: string; kind: string; is_public: boolean }[] }>(
    'GET',
    '/avatar_library/digital_persons',
  );
  const person = persons.find((candidate) => candidate.is_public);
  if (!person) throw new Error('The avatar library is empty');
  return person;
}

/** A port nothing listens on now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
