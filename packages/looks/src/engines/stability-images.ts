import type { ImageEngine } from '../image-engine.ts';
import type { LookImage, LookRequest } from '../look-types.ts';
import { composeLookPrompt } from './compose-look-prompt.ts';
import { fetchImageService } from './fetch-image-service.ts';
import { fitLookImage } from './fit-look-image.ts';
import { ImageServiceError } from './image-service-error.ts';

export interface StabilityImagesOptions {
  /** STABILITY_API_KEY, sent as `Authorization: Bearer`. */
  apiKey: string;
  /** STABILITY_BASE_URL: `https://api.stability.ai` unless told. */
  baseUrl?: string;
  /** The SD3 model that turns a reference photo into looks: `sd3.5-large` unless told. */
  referenceModel?: string;
  /** How far an image-to-image look may move from the reference: 0 keeps the photo, 1 ignores it. */
  referenceStrength?: number;
  /** Per-request limit; one Core image takes a few seconds, SD3 up to half a minute. */
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
}

const engineName = 'stability';
const defaultBaseUrl = 'https://api.stability.ai';
/** Enough to change clothes and scene, little enough to keep the face: Stability's own examples use 0.6–0.7. */
const defaultReferenceStrength = 0.65;
/** The API's seed range is 0–4294967294, and 0 means "pick one at random". */
const seedModulus = 4_294_967_295;

/** Hints for the error names that need something done by the operator, not the user. */
const errorHints: Record<string, string> = {
  unauthorized: 'the API key was refused (check STABILITY_API_KEY)',
  payment_required: 'the Stability account has too few credits',
  content_moderation: 'the prompt was flagged by the service’s content moderation',
  rate_limit_exceeded: 'too many requests; try again in a minute',
};

/**
 * Stability AI's REST v2beta Stable Image API. One image per call, so
 * `count` calls run at once, image i with seed `seed + i` and its own
 * prompt. Without a reference: Stable Image Core (`generate/core`) at the
 * look's aspect ratio; with one: SD3 image-to-image (`generate/sd3`), which
 * keeps the photo's framing (the cover crop fits it to the look).
 */
export class StabilityImageEngine implements ImageEngine {
  readonly name = engineName;
  readonly kind = 'photo';
  readonly #options: StabilityImagesOptions;
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;

  constructor(options: StabilityImagesOptions) {
    this.#options = options;
    this.#baseUrl = (options.baseUrl ?? defaultBaseUrl).replace(/\/+$/u, '');
    this.#fetch = options.fetch ?? fetch;
  }

  async generate(request: LookRequest): Promise<LookImage[]> {
    // One failed call loses the set: the others are stopped rather than paid for.
    const controller = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;
    try {
      const images = await Promise.all(Array.from({ length: request.count }, (_, index) => this.#generateOne(request, index, signal)));
      const looks: LookImage[] = [];
      for (const bytes of images) looks.push(await fitLookImage(bytes, request.aspectRatio, engineName));
      return looks;
    } catch (error) {
      controller.abort();
      request.signal?.throwIfAborted();
      throw error;
    }
  }

  async #generateOne(request: LookRequest, index: number, signal: AbortSignal): Promise<Uint8Array> {
    const { prompt, negativePrompt } = composeLookPrompt(request, index);
    const form = new FormData();
    form.append('prompt', prompt);
    form.append('negative_prompt', negativePrompt);
    form.append('seed', String((request.seed + index) % seedModulus));
    form.append('output_format', 'png');
    let endpoint: string;
    if (request.reference) {
      endpoint = 'sd3';
      form.append('mode', 'image-to-image');
      form.append('model', this.#options.referenceModel ?? 'sd3.5-large');
      form.append('strength', String(this.#options.referenceStrength ?? defaultReferenceStrength));
      const extension = request.reference.contentType.split('/')[1] ?? 'png';
      form.append('image', new Blob([new Uint8Array(request.reference.bytes)], { type: request.reference.contentType }), `reference.${extension}`);
    } else {
      endpoint = 'core';
      form.append('aspect_ratio', request.aspectRatio === 0 ? '9:16' : '16:9');
    }
    const response = await fetchImageService(
      engineName,
      `${this.#baseUrl}/v2beta/stable-image/generate/${endpoint}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${this.#options.apiKey}`, accept: 'image/*' },
        body: form,
        signal,
        readError: readStabilityError,
        ...(this.#options.requestTimeoutMs ? { timeoutMs: this.#options.requestTimeoutMs } : {}),
      },
      this.#fetch,
    );
    // A filtered image still comes back (blurred) with status 200; only this header tells.
    if (response.headers.get('finish-reason') === 'CONTENT_FILTERED') {
      throw new ImageServiceError(
        `${engineName}: the service’s content filter blurred image ${index + 1}; change the appearance or background text`,
        engineName,
      );
    }
    return new Uint8Array(await response.arrayBuffer());
  }
}

/** Stability answers errors as `{id, name, errors: [...]}`: the name says what kind, the errors which field and why. */
function readStabilityError(body: string): string | undefined {
  try {
    const json = JSON.parse(body) as { name?: unknown; errors?: unknown };
    if (typeof json.name !== 'string') return undefined;
    const details = Array.isArray(json.errors) ? json.errors.filter((error): error is string => typeof error === 'string') : [];
    const hint = errorHints[json.name];
    return [hint ? `${json.name}: ${hint}` : json.name, ...details].join(': ');
  } catch {
    return undefined;
  }
}
