import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { ServerResponse } from 'node:http';
import { readMultipartForm, sendBytes, sendJson, startFakeServiceServer, type FakeServiceServer } from '@talkreel/platform/testing';
import { colourOf, paintServiceImage } from './service-image.fixture.ts';

export interface FakeOpenAiImagesOptions {
  /** When set, requests need `Authorization: Bearer <apiKey>` (OpenAI); unset, none (LocalAI). */
  apiKey?: string;
  /** A server that answers this way whatever `response_format` says (some proxies always send URLs); gpt-image models always answer b64_json. */
  answerWith?: 'b64_json' | 'url';
  /** A server that makes fewer images per call than `n` (LocalAI's backends make one). */
  maxImagesPerAnswer?: number;
  /** Wait before answering a generation, to test aborts. */
  answerDelayMs?: number;
  /** The moderation message for a prompt the service refuses (400), or undefined to accept it. */
  refusePrompt?: (prompt: string) => string | undefined;
  /** Answer this photo, cover-fitted to the asked size, instead of painting one: a real face for tests that animate the result. */
  photo?: Uint8Array;
}

/** OpenAI's sizes per model; models it does not know (LocalAI's) take any WIDTHxHEIGHT. */
const sizesByModel: Record<string, string[]> = {
  'gpt-image-1': ['1024x1024', '1024x1536', '1536x1024', 'auto'],
  'dall-e-3': ['1024x1024', '1024x1792', '1792x1024'],
  'dall-e-2': ['256x256', '512x512', '1024x1024'],
};

interface ImageParameters {
  model: string;
  prompt: unknown;
  n: unknown;
  size: unknown;
  response_format: unknown;
}

/**
 * OpenAI's `POST /v1/images/generations` (JSON) and `POST /v1/images/edits`
 * (multipart, `image` file) as the API validates them: the bearer key,
 * `prompt` required, `n` 1–10 (dall-e-3 only 1), the model's sizes,
 * `response_format` refused by gpt-image models. Answers real PNGs at the
 * asked size, painted in a colour taken from the prompt (`colourOf`), as
 * base64 or as URLs served under `/files/`; test support only.
 */
export function startFakeOpenAiImagesServer(options: FakeOpenAiImagesOptions = {}): Promise<FakeServiceServer> {
  const files = new Map<string, Uint8Array>();
  return startFakeServiceServer(async (request, response) => {
    if (request.method === 'GET' && request.path.startsWith('/files/')) {
      const file = files.get(request.path.slice('/files/'.length));
      return file ? sendBytes(response, 'image/png', file) : sendJson(response, 404, { error: { message: 'Not found' } });
    }
    if (options.apiKey !== undefined) {
      const authorization = request.headers.authorization;
      if (!authorization) return sendError(response, 401, "You didn't provide an API key.", 'missing_api_key');
      if (authorization !== `Bearer ${options.apiKey}`) return sendError(response, 401, 'Incorrect API key provided: sk-...', 'invalid_api_key');
    }
    if (request.method !== 'POST' || (request.path !== '/v1/images/generations' && request.path !== '/v1/images/edits'))
      return sendError(response, 404, `Invalid URL (${request.method} ${request.path})`, null);
    let parameters: ImageParameters;
    if (request.path === '/v1/images/edits') {
      const form = await readMultipartForm(request);
      if (!form) return sendError(response, 400, 'Invalid Content-Type header, expected multipart/form-data', null);
      const image = form.get('image');
      if (!(image instanceof File) || image.size === 0) return sendError(response, 400, "Missing required parameter: 'image'.", 'missing_required_parameter');
      if (!['image/png', 'image/jpeg', 'image/webp'].includes(image.type))
        return sendError(response, 400, `Invalid file 'image': unsupported mimetype ('${image.type}').`, null);
      const field = (name: string) => form.get(name) ?? undefined;
      const n = field('n');
      parameters = {
        model: String(field('model') ?? 'dall-e-2'),
        prompt: field('prompt'),
        n: n === undefined ? undefined : Number(n),
        size: field('size'),
        response_format: field('response_format'),
      };
    } else {
      if (!String(request.headers['content-type']).startsWith('application/json')) return sendError(response, 400, 'Expected a JSON body', null);
      const body = JSON.parse(request.body.toString('utf8')) as Partial<ImageParameters>;
      parameters = {
        model: typeof body.model === 'string' ? body.model : 'dall-e-2',
        prompt: body.prompt,
        n: body.n,
        size: body.size,
        response_format: body.response_format,
      };
    }
    const { model, prompt, response_format: responseFormat } = parameters;
    const n = parameters.n ?? 1;
    const size = parameters.size ?? '1024x1024';
    if (typeof prompt !== 'string' || prompt.length === 0)
      return sendError(response, 400, "Missing required parameter: 'prompt'.", 'missing_required_parameter');
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 10)
      return sendError(response, 400, `Invalid 'n': must be an integer from 1 to 10.`, null);
    if (model === 'dall-e-3' && n !== 1) return sendError(response, 400, 'You must provide n=1 for this model.', null);
    if (model.includes('gpt-image') && responseFormat !== undefined)
      return sendError(response, 400, "Unknown parameter: 'response_format'.", 'unknown_parameter');
    if (responseFormat !== undefined && responseFormat !== 'url' && responseFormat !== 'b64_json')
      return sendError(response, 400, `Invalid value for 'response_format': '${String(responseFormat)}'.`, null);
    const allowedSizes = sizesByModel[model];
    const sizeMatch = typeof size === 'string' ? /^(\d+)x(\d+)$/u.exec(size) : null;
    if (!sizeMatch || (allowedSizes && !allowedSizes.includes(String(size))))
      return sendError(response, 400, `Invalid value: '${String(size)}'. Supported values are: ${(allowedSizes ?? ['WIDTHxHEIGHT']).join(', ')}.`, null);
    const refusal = options.refusePrompt?.(prompt);
    if (refusal) return sendError(response, 400, refusal, 'content_policy_violation');
    if (options.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, options.answerDelayMs));
    const count = Math.min(n, options.maxImagesPerAnswer ?? n);
    const png = options.photo
      ? await fitPhoto(options.photo, Number(sizeMatch[1]), Number(sizeMatch[2]))
      : await paintServiceImage(Number(sizeMatch[1]), Number(sizeMatch[2]), colourOf(prompt));
    const asUrl = !model.includes('gpt-image') && (options.answerWith ?? responseFormat ?? 'url') === 'url';
    const data = Array.from({ length: count }, () => {
      if (!asUrl) return { b64_json: Buffer.from(png).toString('base64') };
      const name = `${crypto.randomUUID()}.png`;
      files.set(name, png);
      return { url: `http://${request.headers.host}/files/${name}` };
    });
    sendJson(response, 200, { created: Math.floor(Date.now() / 1000), data });
  });
}

async function fitPhoto(photo: Uint8Array, widthPx: number, heightPx: number): Promise<Uint8Array> {
  const image = await loadImage(photo);
  const scale = Math.max(widthPx / image.width, heightPx / image.height);
  const canvas = createCanvas(widthPx, heightPx);
  canvas
    .getContext('2d')
    .drawImage(image, (widthPx - image.width * scale) / 2, (heightPx - image.height * scale) / 2, image.width * scale, image.height * scale);
  return canvas.encode('png');
}

function sendError(response: ServerResponse, status: number, message: string, code: string | null): void {
  sendJson(response, status, { error: { message, type: 'invalid_request_error', param: null, code } });
}
