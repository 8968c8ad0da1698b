import type { ServerResponse } from 'node:http';
import { sendBytes, sendJson, startFakeServiceServer, type FakeServiceServer } from '@talkreel/platform/testing';

/** How the fake runs the next prediction. */
export interface FakePredictionPlan {
  /** Status polls answered `processing` (with tqdm logs) before the prediction ends; `never` keeps it running. */
  pollsBeforeDone: number | 'never';
  /** The model's result: the video (as the service returns files) or a Python error message. */
  outcome: { video: true } | { error: string };
  /** Status polls answered 502 (a proxy's hiccup) before the first real answer. */
  failedPolls?: number;
  /** Answer the create request with this HTTP error instead (429, 500...). */
  createError?: { status: number; body: unknown; headers?: Record<string, string> };
}

interface FakePrediction {
  id: string;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  input: Record<string, unknown>;
  polls: number;
  plan: FakePredictionPlan;
  output: unknown;
  error: string | null;
  logs: string;
}

/**
 * Replicate's prediction API under `/v1` and a Cog container's own server at
 * the root, on 127.0.0.1; test support only. Replicate: `POST
 * /v1/models/{owner}/{name}/predictions` or `POST /v1/predictions` (with
 * `version`) answer 201 `starting` with `urls.get`/`urls.cancel`; each
 * `GET /v1/predictions/{id}` advances it; `POST /v1/files` (multipart
 * `content`) keeps an uploaded input; `POST .../cancel` cancels; output
 * files are served by a second server (`delivery`), like replicate.delivery.
 * Cog: `PUT /predictions/{id}` answers when done, the file as a data URI, or
 * stays open until `POST /predictions/{id}/cancel`.
 */
export async function startFakeCogServer(options: { token?: string; video: Uint8Array; plan: () => FakePredictionPlan }): Promise<
  FakeServiceServer & {
    predictions: Map<string, FakePrediction>;
    files: Map<string, { name: string; type: string; bytes: Buffer }>;
    delivery: FakeServiceServer;
  }
> {
  const predictions = new Map<string, FakePrediction>();
  const files = new Map<string, { name: string; type: string; bytes: Buffer }>();
  const waitingCog = new Map<string, ServerResponse>();
  let base = '';
  let counter = 0;
  const view = (prediction: FakePrediction) => ({
    id: prediction.id,
    status: prediction.status,
    input: prediction.input,
    output: prediction.output,
    error: prediction.error,
    logs: prediction.logs,
    urls: { get: `${base}/v1/predictions/${prediction.id}`, cancel: `${base}/v1/predictions/${prediction.id}/cancel` },
    created_at: '2026-11-23T12:00:00.000Z',
  });
  const finish = (prediction: FakePrediction, output: unknown) => {
    if ('error' in prediction.plan.outcome) {
      prediction.status = 'failed';
      prediction.error = prediction.plan.outcome.error;
    } else {
      prediction.status = 'succeeded';
      prediction.output = output;
    }
  };
  // Output files live on another host (replicate.delivery), which must not be sent the API token.
  const delivery = await startFakeServiceServer((request, response) => {
    const file = /^\/files\/([^/]+)\/output\.mp4$/u.exec(request.path);
    if (request.method === 'GET' && file && predictions.has(file[1] ?? '')) return sendBytes(response, 'video/mp4', options.video);
    sendJson(response, 404, { detail: 'Not found' });
  });
  const server = await startFakeServiceServer(async (request, response) => {
    if (options.token !== undefined && request.headers.authorization !== `Bearer ${options.token}`) {
      return sendJson(response, 401, { title: 'Unauthenticated', detail: 'You did not pass a valid authentication token', status: 401 });
    }
    if (request.method === 'POST' && request.path === '/v1/files') {
      const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
      const content = form.get('content');
      if (!content || typeof content === 'string') return sendJson(response, 400, { title: 'Bad request', detail: 'content is required', status: 400 });
      const id = `file${files.size + 1}`;
      files.set(id, { name: content.name, type: content.type, bytes: Buffer.from(await content.arrayBuffer()) });
      return sendJson(response, 201, { id, name: content.name, content_type: content.type, size: content.size, urls: { get: `${base}/v1/files/${id}` } });
    }
    const body = request.body.length > 0 ? (JSON.parse(request.body.toString('utf8')) as { input?: Record<string, unknown>; version?: string }) : {};
    const create = request.method === 'POST' && (/^\/v1\/models\/[^/]+\/[^/]+\/predictions$/u.test(request.path) || request.path === '/v1/predictions');
    if (create) {
      const plan = options.plan();
      if (plan.createError) return sendJson(response, plan.createError.status, plan.createError.body, plan.createError.headers);
      if (!body.input) return sendJson(response, 422, { title: 'Input validation failed', detail: '- input: input is required', status: 422 });
      if (request.path === '/v1/predictions' && !body.version)
        return sendJson(response, 422, { title: 'Invalid version', detail: 'version is required', status: 422 });
      counter += 1;
      const prediction: FakePrediction = { id: `pred${counter}`, status: 'starting', input: body.input, polls: 0, plan, output: null, error: null, logs: '' };
      predictions.set(prediction.id, prediction);
      return sendJson(response, 201, view(prediction));
    }
    const poll = /^\/v1\/predictions\/([^/]+)$/u.exec(request.path);
    if (request.method === 'GET' && poll) {
      const prediction = predictions.get(poll[1] ?? '');
      if (!prediction) return sendJson(response, 404, { detail: 'Not found', status: 404 });
      if ((prediction.plan.failedPolls ?? 0) > 0) {
        prediction.plan.failedPolls = (prediction.plan.failedPolls ?? 0) - 1;
        return sendJson(response, 502, { detail: 'Bad gateway' });
      }
      if (prediction.status === 'starting' || prediction.status === 'processing') {
        prediction.polls += 1;
        const { pollsBeforeDone } = prediction.plan;
        if (pollsBeforeDone === 'never' || prediction.polls <= pollsBeforeDone) {
          prediction.status = 'processing';
          const percent = pollsBeforeDone === 'never' ? 10 : Math.round((prediction.polls / (pollsBeforeDone + 1)) * 100);
          prediction.logs += `Face Renderer:: ${String(percent).padStart(3)}%|#####     | ${percent}/100\n`;
        } else {
          finish(prediction, `${delivery.url}/files/${prediction.id}/output.mp4`);
        }
      }
      return sendJson(response, 200, view(prediction));
    }
    const cancelReplicate = /^\/v1\/predictions\/([^/]+)\/cancel$/u.exec(request.path);
    if (request.method === 'POST' && cancelReplicate) {
      const prediction = predictions.get(cancelReplicate[1] ?? '');
      if (!prediction) return sendJson(response, 404, { detail: 'Not found', status: 404 });
      if (prediction.status === 'starting' || prediction.status === 'processing') prediction.status = 'canceled';
      return sendJson(response, 200, view(prediction));
    }
    const runCog = /^\/predictions\/([^/]+)$/u.exec(request.path);
    if (request.method === 'PUT' && runCog) {
      const id = runCog[1] ?? '';
      const plan = options.plan();
      if (plan.createError) return sendJson(response, plan.createError.status, plan.createError.body, plan.createError.headers);
      if (!body.input) return sendJson(response, 422, { detail: [{ loc: ['body', 'input'], msg: 'field required', type: 'value_error.missing' }] });
      const prediction: FakePrediction = { id, status: 'processing', input: body.input, polls: 0, plan, output: null, error: null, logs: '' };
      predictions.set(id, prediction);
      if (plan.pollsBeforeDone === 'never') return void waitingCog.set(id, response);
      finish(prediction, `data:video/mp4;base64,${Buffer.from(options.video).toString('base64')}`);
      return sendJson(response, 200, { id, status: prediction.status, output: prediction.output, error: prediction.error, metrics: { predict_time: 1.5 } });
    }
    const cancelCog = /^\/predictions\/([^/]+)\/cancel$/u.exec(request.path);
    if (request.method === 'POST' && cancelCog) {
      const prediction = predictions.get(cancelCog[1] ?? '');
      if (!prediction) return sendJson(response, 404, { detail: 'Not Found' });
      prediction.status = 'canceled';
      const waiting = waitingCog.get(prediction.id);
      if (waiting) sendJson(waiting, 200, { id: prediction.id, status: 'canceled', output: null, error: null });
      return sendJson(response, 200, {});
    }
    sendJson(response, 404, { detail: 'Not found' });
  });
  base = server.url;
  return {
    ...server,
    predictions,
    files,
    delivery,
    close: async () => {
      await Promise.all([server.close(), delivery.close()]);
    },
  };
}
