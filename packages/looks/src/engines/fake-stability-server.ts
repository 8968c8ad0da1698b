import { loadImage } from '@napi-rs/canvas';
import type { ServerResponse } from 'node:http';
import { readMultipartForm, sendBytes, sendJson, startFakeServiceServer, type FakeServiceServer } from '@talkreel/platform/testing';
import { colourOf, paintServiceImage } from './service-image.fixture.ts';

export interface FakeStabilityOptions {
  apiKey: string;
  /** Answer every generation with this error instead (402 out of credits, 500 ...), to test how errors read. */
  failWith?: { status: number; name: string; errors: string[] };
  /** The image comes back blurred with `finish-reason: CONTENT_FILTERED` when this says so. */
  filterPrompt?: (prompt: string) => boolean;
  /** Wait before answering a generation, to test aborts. */
  answerDelayMs?: number;
}

const aspectRatios = ['16:9', '1:1', '21:9', '2:3', '3:2', '4:5', '5:4', '9:16', '9:21'];
const sd3Models = ['sd3.5-large', 'sd3.5-large-turbo', 'sd3.5-medium', 'sd3-large', 'sd3-large-turbo', 'sd3-medium'];

/** Output pixel sizes like the service's (about a megapixel, sides multiples of 64). */
function sizeFor(aspectRatio: string): { widthPx: number; heightPx: number } {
  const [width = 1, height = 1] = aspectRatio.split(':').map(Number);
  const scale = Math.sqrt((1024 * 1024) / (width * height));
  return { widthPx: Math.round((width * scale) / 64) * 64, heightPx: Math.round((height * scale) / 64) * 64 };
}

/**
 * Stability AI's `POST /v2beta/stable-image/generate/core` and `.../sd3` as
 * the API validates them: `Authorization: Bearer`, `accept` image/* or
 * application/json, a multipart body, `prompt` required (at most 10,000
 * characters), `aspect_ratio`, `seed` 0–4294967294 and `output_format`
 * checked; SD3's image-to-image needs `image` and `strength` 0–1. Errors are
 * `{id, name, errors}`. Answers a real PNG painted in a colour taken from
 * prompt and seed (`colourOf`), with `finish-reason` and `seed` headers;
 * test support only.
 */
export function startFakeStabilityServer(options: FakeStabilityOptions): Promise<FakeServiceServer> {
  return startFakeServiceServer(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return sendError(response, 401, 'unauthorized', ['authorization: invalid or missing header value']);
    const endpoint = /^\/v2beta\/stable-image\/generate\/(core|sd3)$/u.exec(request.path)?.[1];
    if (request.method !== 'POST' || !endpoint) return sendError(response, 404, 'not_found', [`${request.method} ${request.path} is not a route`]);
    const accept = request.headers.accept ?? '';
    if (accept !== 'image/*' && accept !== 'application/json')
      return sendError(response, 400, 'bad_request', ['accept: must be either image/* or application/json']);
    const form = await readMultipartForm(request);
    if (!form) return sendError(response, 400, 'bad_request', ['content-type: must be multipart/form-data']);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const prompt = text('prompt') ?? '';
    const errors: string[] = [];
    if (prompt.length === 0) errors.push('prompt: cannot be empty');
    if (prompt.length > 10_000) errors.push('prompt: must be at most 10000 characters');
    if ((text('negative_prompt') ?? '').length > 10_000) errors.push('negative_prompt: must be at most 10000 characters');
    const seed = Number(text('seed') ?? '0');
    if (!Number.isInteger(seed) || seed < 0 || seed > 4_294_967_294) errors.push('seed: must be an integer from 0 to 4294967294');
    if (!['png', 'jpeg', 'webp'].includes(text('output_format') ?? 'png')) errors.push('output_format: must be one of png, jpeg, webp');
    const aspectRatio = text('aspect_ratio') ?? '1:1';
    if (!aspectRatios.includes(aspectRatio)) errors.push(`aspect_ratio: must be one of ${aspectRatios.join(', ')}`);
    let size = sizeFor(aspectRatio);
    if (endpoint === 'sd3') {
      const mode = text('mode') ?? 'text-to-image';
      if (!sd3Models.includes(text('model') ?? 'sd3.5-large')) errors.push(`model: must be one of ${sd3Models.join(', ')}`);
      if (mode === 'image-to-image') {
        const image = form.get('image');
        const strength = Number(text('strength'));
        if (!(image instanceof File) || image.size === 0) errors.push('image: is required in image-to-image mode');
        if (text('strength') === undefined || !(strength >= 0 && strength <= 1)) errors.push('strength: must be a number from 0 to 1 in image-to-image mode');
        if (image instanceof File && image.size > 0) {
          // The output keeps the input's aspect.
          const decoded = await loadImage(Buffer.from(await image.arrayBuffer())).catch(() => undefined);
          if (!decoded) errors.push('image: could not be decoded');
          else size = { widthPx: Math.round(decoded.width / 64) * 64, heightPx: Math.round(decoded.height / 64) * 64 };
        }
      } else if (mode !== 'text-to-image') errors.push('mode: must be text-to-image or image-to-image');
    }
    if (errors.length > 0) return sendError(response, 400, 'bad_request', errors);
    if (options.failWith) return sendError(response, options.failWith.status, options.failWith.name, options.failWith.errors);
    if (options.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, options.answerDelayMs));
    const filtered = options.filterPrompt?.(prompt) ?? false;
    const png = await paintServiceImage(size.widthPx, size.heightPx, filtered ? [128, 128, 128] : colourOf(`${prompt}#${seed}`));
    const finishReason = filtered ? 'CONTENT_FILTERED' : 'SUCCESS';
    if (accept === 'application/json') return sendJson(response, 200, { image: Buffer.from(png).toString('base64'), finish_reason: finishReason, seed });
    sendBytes(response, 'image/png', png, { 'finish-reason': finishReason, seed: String(seed) });
  });
}

function sendError(response: ServerResponse, status: number, name: string, errors: string[]): void {
  sendJson(response, status, { id: crypto.randomUUID().replaceAll('-', ''), name, errors });
}
