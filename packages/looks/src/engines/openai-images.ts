import type { AvatarAspectRatio } from '@talkreel/contract';
import type { ImageEngine } from '../image-engine.ts';
import type { LookImage, LookRequest } from '../look-types.ts';
import { composeLookPrompt } from './compose-look-prompt.ts';
import { fetchImageService, readServiceJson } from './fetch-image-service.ts';
import { fitLookImage } from './fit-look-image.ts';
import { ImageServiceError } from './image-service-error.ts';

export interface OpenAiImagesOptions {
  /** IMAGES_OPENAI_BASE_URL: `https://api.openai.com/v1`, LocalAI `http://host:8080/v1`, any proxy that speaks /images/generations. */
  baseUrl: string;
  /** IMAGES_OPENAI_API_KEY or OPENAI_API_KEY, sent as `Authorization: Bearer`; LocalAI needs none. */
  apiKey?: string;
  /** IMAGES_OPENAI_MODEL: `gpt-image-1` unless told (`dall-e-3`, `dall-e-2`, a LocalAI model name). */
  model?: string;
  /** Per-request limit; gpt-image-1 takes up to a minute for four portraits. */
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
}

const engineName = 'openai';
const defaultModel = 'gpt-image-1';
/** OpenAI's limit of images per request for every model but dall-e-3 (which makes one). */
const maxImagesPerRequest = 10;

/** What /images/generations and /images/edits answer: each image as base64 or as a URL to fetch (dall-e-2/3 by default, some proxies always). */
interface ImagesAnswer {
  data?: { b64_json?: string | null; url?: string | null }[];
}

/**
 * Any service that speaks OpenAI's Images API. Without a reference photo:
 * `POST /images/generations` (JSON); with one: `POST /images/edits`
 * (multipart, the photo as `image`), which gpt-image-1 answers with the
 * same person in the new scene. Each distinct prompt is one request for as
 * many images as it needs (an `any` ethnicity request has four prompts);
 * a service that returns fewer than `n` (LocalAI, dall-e-3's one) is asked
 * again until the count is met. Images come back as base64 or as URLs,
 * which are fetched.
 */
export class OpenAiImageEngine implements ImageEngine {
  readonly name = engineName;
  readonly kind = 'photo';
  readonly #baseUrl: string;
  readonly #model: string;
  readonly #options: OpenAiImagesOptions;
  readonly #fetch: typeof fetch;

  constructor(options: OpenAiImagesOptions) {
    this.#options = options;
    this.#baseUrl = options.baseUrl.replace(/\/+$/u, '');
    this.#model = options.model ?? defaultModel;
    this.#fetch = options.fetch ?? fetch;
  }

  async generate(request: LookRequest): Promise<LookImage[]> {
    // Requests for different prompts run at once; one failing stops the others, as the whole set is then lost.
    const controller = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;
    const groups = groupIndicesByPrompt(request, this.#model);
    try {
      const answered = await Promise.all(
        [...groups].map(async ([prompt, indices]) => {
          const images = await this.#imagesFor(prompt, indices.length, request, signal);
          return indices.map((index, position) => ({ index, bytes: images[position]! }));
        }),
      );
      const ordered = answered.flat().sort((first, second) => first.index - second.index);
      const looks: LookImage[] = [];
      for (const { bytes } of ordered) looks.push(await fitLookImage(bytes, request.aspectRatio, engineName));
      return looks;
    } catch (error) {
      controller.abort();
      request.signal?.throwIfAborted();
      throw error;
    }
  }

  /** Asks until `count` images came back for one prompt. */
  async #imagesFor(prompt: string, count: number, request: LookRequest, signal: AbortSignal): Promise<Uint8Array[]> {
    const images: Uint8Array[] = [];
    while (images.length < count) {
      const wanted = Math.min(count - images.length, this.#maxImagesPerRequest());
      const answer = await this.#requestImages(prompt, wanted, request, signal);
      const data = answer.data ?? [];
      if (data.length === 0) throw new ImageServiceError(`${engineName}: the service answered with no images`, engineName);
      for (const item of data.slice(0, wanted)) images.push(await this.#readImage(item, signal));
    }
    return images;
  }

  async #requestImages(prompt: string, n: number, request: LookRequest, signal: AbortSignal): Promise<ImagesAnswer> {
    const size = openAiImageSize(this.#model, request.aspectRatio);
    const timeout = this.#options.requestTimeoutMs ? { timeoutMs: this.#options.requestTimeoutMs } : {};
    if (request.reference) {
      const form = new FormData();
      form.append('model', this.#model);
      form.append('prompt', prompt);
      form.append('n', String(n));
      form.append('size', size);
      if (this.#sendsResponseFormat()) form.append('response_format', 'b64_json');
      const extension = request.reference.contentType.split('/')[1] ?? 'png';
      form.append('image', new Blob([new Uint8Array(request.reference.bytes)], { type: request.reference.contentType }), `reference.${extension}`);
      const response = await fetchImageService(
        engineName,
        `${this.#baseUrl}/images/edits`,
        { method: 'POST', headers: this.#headers(), body: form, signal, ...timeout },
        this.#fetch,
      );
      return readServiceJson<ImagesAnswer>(engineName, response);
    }
    const body = { model: this.#model, prompt, n, size, ...(this.#sendsResponseFormat() ? { response_format: 'b64_json' } : {}) };
    const response = await fetchImageService(
      engineName,
      `${this.#baseUrl}/images/generations`,
      { method: 'POST', headers: { ...this.#headers(), 'content-type': 'application/json' }, body: JSON.stringify(body), signal, ...timeout },
      this.#fetch,
    );
    return readServiceJson<ImagesAnswer>(engineName, response);
  }

  async #readImage(item: { b64_json?: string | null; url?: string | null }, signal: AbortSignal): Promise<Uint8Array> {
    if (item.b64_json) return new Uint8Array(Buffer.from(item.b64_json, 'base64'));
    if (item.url) {
      // OpenAI's URLs are signed blob links: the API key must not travel with them.
      const response = await fetchImageService(engineName, new URL(item.url, `${this.#baseUrl}/`).href, { signal }, this.#fetch);
      return new Uint8Array(await response.arrayBuffer());
    }
    throw new ImageServiceError(`${engineName}: an image in the answer has neither b64_json nor url`, engineName);
  }

  /** gpt-image models always answer base64 and refuse the field ("Unknown parameter: 'response_format'"); the others default to URLs. */
  #sendsResponseFormat(): boolean {
    return !isGptImageModel(this.#model);
  }

  #maxImagesPerRequest(): number {
    return this.#model === 'dall-e-3' ? 1 : maxImagesPerRequest;
  }

  #headers(): Record<string, string> {
    return this.#options.apiKey ? { authorization: `Bearer ${this.#options.apiKey}` } : {};
  }
}

/**
 * The size to ask for, nearest the look's aspect among what the model
 * makes: gpt-image 2:3 / 3:2, dall-e-3 4:7 / 7:4, dall-e-2 squares only;
 * other models (LocalAI's Stable Diffusion backends) take any size, so an
 * SDXL-native 9:16 bucket. The cover crop trims the rest.
 */
export function openAiImageSize(model: string, aspectRatio: AvatarAspectRatio): string {
  const portrait = aspectRatio === 0;
  if (isGptImageModel(model)) return portrait ? '1024x1536' : '1536x1024';
  if (model === 'dall-e-3') return portrait ? '1024x1792' : '1792x1024';
  if (model === 'dall-e-2') return '1024x1024';
  return portrait ? '768x1344' : '1344x768';
}

/** `gpt-image-1`, `gpt-image-1-mini`, a proxy's `openai/gpt-image-1`. */
function isGptImageModel(model: string): boolean {
  return model.includes('gpt-image');
}

/**
 * The Images API has no negative prompt: the things to avoid are said in a
 * sentence, which OpenAI's models follow. Indices that share a prompt share
 * a request.
 */
function groupIndicesByPrompt(request: LookRequest, model: string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (let index = 0; index < request.count; index += 1) {
    const { prompt, negativePrompt } = composeLookPrompt(request, index);
    // dall-e-2 reads at most 1000 characters: the composed prompt alone fits.
    const text = model === 'dall-e-2' ? prompt : `${prompt} Avoid: ${negativePrompt}.`;
    groups.set(text, [...(groups.get(text) ?? []), index]);
  }
  return groups;
}
