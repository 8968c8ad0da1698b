// The developer figures of `npm run bench -- billing`, measured on the product
// that billing.bench.ts started (its own process, embedded database, the
// worker in-process, WEBHOOKS_ALLOW_PRIVATE so deliveries reach this machine).
// BENCH webhook_delivery_p50_ms: a render's end until a local endpoint has the
//   signed video.completed (the event written with the task's end, the outbox
//   dispatcher, the queue, the delivery job, the SSRF-safe fetcher), median
//   of 20 one-second renders made one after another (target < 1000).
// BENCH webhook_delivery_p95_ms: the same, 95th percentile.
// BENCH api_key_auth_overhead_us: GET /v1/user/info with an API key minus the
//   same call with a session token, median against median over 2,000 calls
//   each, the two kinds alternating on one keep-alive connection (target < 200).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';

const RENDERS = 20;
const AUTH_CALLS = 2000;
const AUTH_WARM_UP_CALLS = 200;
const deliveryTimeoutMs = 120_000;

/** Calls the product's API (`/api<url>`) with a bearer token and answers `data`, or throws on a non-zero code. */
export type CallApi = <Data>(method: string, url: string, body?: unknown, token?: string) => Promise<Data>;

interface Arrival {
  headers: IncomingHttpHeaders;
  body: string;
  /** Date.now() when the whole body had arrived. */
  arrivedAtMs: number;
}

const print = (name: string, value: number, unit: string) => console.log(`BENCH ${name} ${value} ${unit}`);

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** A one-second square video with one line of text: the cheapest render there is. */
function oneSecondWorkspace(text: string) {
  return {
    schemaVersion: 1,
    aspect_ratio: 2,
    scenes: [
      {
        duration: 1000,
        bg_color: '#1d2440',
        tracks: [
          {
            type: 'text',
            index: 0,
            layers: [
              {
                type: 'text',
                x: 140,
                y: 400,
                w: 800,
                h: 200,
                prop: { textInfo: { text, fontSize: 96, color: '#ffffff' } },
                timeline: { start: 0, end: 1000 },
              },
            ],
          },
        ],
      },
    ],
  };
}

async function startReceiver(): Promise<{ url: string; arrivals: Arrival[]; close: () => Promise<void> }> {
  const arrivals: Arrival[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrivals.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), arrivedAtMs: Date.now() });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    arrivals,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Renders one after another, each until its signed video.completed is at the endpoint; prints p50 and p95 of render end → received. */
export async function measureWebhookDelivery(call: CallApi, token: string): Promise<void> {
  const receiver = await startReceiver();
  try {
    const { webhook } = await call<{ webhook: { id: string; secret: string } }>(
      'POST',
      '/v1/webhooks',
      { url: receiver.url, event_types: ['video.completed', 'video.failed'] },
      token,
    );
    const verifier = new Webhook(webhook.secret);
    const deliveryMs: number[] = [];
    for (let render = 0; render < RENDERS; render += 1) {
      const { tasks } = await call<{ tasks: { task_id: string }[] }>(
        'POST',
        '/project/batch_render',
        { name: `Webhook bench ${render + 1}`, workspaces: [{ index: 0, workspace: oneSecondWorkspace(`Hook ${render + 1}`) }] },
        token,
      );
      const taskId = tasks[0]!.task_id;
      const startedAt = performance.now();
      let arrival: Arrival | undefined;
      while (!(arrival = receiver.arrivals.find((entry) => entry.body.includes(taskId)))) {
        if (performance.now() - startedAt > deliveryTimeoutMs) throw new Error(`no webhook for render ${taskId} within ${deliveryTimeoutMs / 1000} s`);
        await sleep(20);
      }
      const event = verifier.verify(arrival.body, arrival.headers as Record<string, string>) as { type: string; timestamp: string };
      if (event.type !== 'video.completed') throw new Error(`render ${taskId} ended with ${event.type}: ${arrival.body}`);
      // The event's timestamp is its row's, written in the transaction that ended the render.
      deliveryMs.push(arrival.arrivedAtMs - Date.parse(event.timestamp));
    }
    print('webhook_delivery_p50_ms', Math.round(percentile(deliveryMs, 0.5)), 'ms');
    print('webhook_delivery_p95_ms', Math.round(percentile(deliveryMs, 0.95)), 'ms');
    await call('DELETE', `/v1/webhooks/${webhook.id}`, undefined, token);
  } finally {
    await receiver.close();
  }
}

/** Session and API-key calls of one route alternating, so both meet the same load; prints the difference of their medians. */
export async function measureApiKeyAuthOverhead(baseUrl: string, call: CallApi, token: string): Promise<void> {
  const { key } = await call<{ key: string }>('POST', '/v1/api-keys', { name: 'bench', scopes: ['read'] }, token);
  const timeOne = async (bearer: string): Promise<number> => {
    const startedAt = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/user/info`, { headers: { authorization: `Bearer ${bearer}` } });
    const envelope = (await response.json()) as { code: number; msg: string };
    const elapsedMs = performance.now() - startedAt;
    if (envelope.code !== 0) throw new Error(`GET /v1/user/info answered ${envelope.code}: ${envelope.msg}`);
    return elapsedMs;
  };
  const sessionMs: number[] = [];
  const apiKeyMs: number[] = [];
  for (let index = 0; index < AUTH_WARM_UP_CALLS + AUTH_CALLS; index += 1) {
    // Which goes first changes every time, so neither always follows the other's work.
    const [first, second] = index % 2 === 0 ? [token, key] : [key, token];
    const firstMs = await timeOne(first);
    const secondMs = await timeOne(second);
    if (index < AUTH_WARM_UP_CALLS) continue;
    sessionMs.push(first === token ? firstMs : secondMs);
    apiKeyMs.push(first === key ? firstMs : secondMs);
  }
  const overheadUs = (percentile(apiKeyMs, 0.5) - percentile(sessionMs, 0.5)) * 1000;
  print('api_key_auth_overhead_us', Math.round(overheadUs), 'us');
  print('user_info_by_session_p50_us', Math.round(percentile(sessionMs, 0.5) * 1000), 'us');
}
