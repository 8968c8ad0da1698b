import { randomUUID } from 'node:crypto';
import { fetchLipSyncService, readServiceJson } from './fetch-lip-sync-service.ts';
import {
  LipSyncEngineError,
  type LipSyncEngine,
  type LipSyncMedia,
  type LipSyncRequest,
  type LipSyncResult,
  type VideoLipSyncEngine,
  type VideoLipSyncRequest,
} from '../lip-sync-engine.ts';
import { pollUntilDone, runServiceJob, type PollTiming, type ServiceJob } from './service-job.ts';
import { downloadVideo, toDataUri } from './video-output.ts';

export interface CogLipSyncOptions {
  /** LIPSYNC_URL: `https://api.replicate.com/v1`, or a Cog container such as `http://localhost:5000`. */
  baseUrl: string;
  /** LIPSYNC_TOKEN, sent as `Authorization: Bearer`; a self-hosted Cog container needs none. */
  token?: string;
  /** LIPSYNC_MODEL: a Replicate `owner/name`, run through `POST /models/{owner}/{name}/predictions`. */
  model?: string;
  /** LIPSYNC_VERSION: a Replicate version id (or `owner/name:id`), run through `POST /predictions`. */
  version?: string;
  /** LIPSYNC_IMAGE_INPUT: the model's input field for the photo; `source_image` (SadTalker) unless told. */
  imageInput?: string;
  /** LIPSYNC_AUDIO_INPUT: the model's input field for the speech; `driven_audio` (SadTalker) for a photo, `audio` for a video unless told. */
  audioInput?: string;
  /** VIDEO_LIPSYNC_VIDEO_INPUT: a video model's input field for the footage (`resync`); `video` (LatentSync) unless told, `face` for Wav2Lip. */
  videoInput?: string;
  /** LIPSYNC_TIMEOUT_SECONDS in ms: the whole job, queueing and cold boots included; 15 minutes unless told. */
  timeoutMs?: number;
  /** Status poll backoff; 1 s growing to 5 s unless told. */
  pollTiming?: PollTiming;
  fetch?: typeof fetch;
}

/** A Replicate prediction, as created, polled and cancelled (Cog's own server answers a subset: status, output, error). */
interface Prediction {
  id?: string;
  status?: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output?: unknown;
  error?: unknown;
  logs?: string | null;
  urls?: { get?: string; cancel?: string };
}

const defaultTimeoutMs = 15 * 60_000;
/** Replicate recommends data URIs only for files under about 1 MB; larger ones are uploaded first. */
const replicateInlineBytes = 1_000_000;
const defaultPollTiming: PollTiming = { firstMs: 1000, maxMs: 5000 };

/**
 * A talking-face model behind the Cog prediction protocol. With a model or a
 * version it speaks Replicate's HTTP API: create the prediction (async, so
 * its id comes back at once and an abort can always cancel it), poll
 * `urls.get` with backoff until `succeeded`, `failed` or `canceled`, then
 * download `output`. Without either it speaks a Cog container's own server:
 * `PUT /predictions/{id}` answers when the video is done, with the file as a
 * data URI, and the client-chosen id lets an abort ask
 * `POST /predictions/{id}/cancel`.
 *
 * Photo and speech go inline as data URIs (both accept them), except that
 * on Replicate files over about 1 MB go up through its files API first.
 * Models name their inputs differently: SadTalker `source_image` +
 * `driven_audio` (the defaults of `animate`, which animates a photo);
 * LatentSync `video` + `audio` (the defaults of `resync`, which redraws the
 * lips of existing footage), Wav2Lip `face` + `audio`.
 */
export class CogLipSyncEngine implements LipSyncEngine, VideoLipSyncEngine {
  readonly name: string;
  readonly #options: CogLipSyncOptions;
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;

  constructor(options: CogLipSyncOptions) {
    if (options.model && options.version) throw new Error('CogLipSyncEngine: set a model or a version, not both');
    this.#options = options;
    this.#baseUrl = options.baseUrl.replace(/\/+$/u, '');
    this.#fetch = options.fetch ?? fetch;
    this.name = options.model || options.version ? 'replicate' : 'cog';
  }

  async animate(request: LipSyncRequest): Promise<LipSyncResult> {
    return this.#run(request, [
      [this.#options.imageInput ?? 'source_image', request.photo, 'photo'],
      [this.#options.audioInput ?? 'driven_audio', request.audio, 'speech'],
    ]);
  }

  /** The footage with its lips redrawn to the new speech. */
  async resync(request: VideoLipSyncRequest): Promise<LipSyncResult> {
    return this.#run(request, [
      [this.#options.videoInput ?? 'video', request.video, 'video'],
      [this.#options.audioInput ?? 'audio', request.audio, 'speech'],
    ]);
  }

  /** One prediction whose file inputs are these (input name, file, what it is). */
  async #run(
    request: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
    files: readonly (readonly [string, LipSyncMedia, string])[],
  ): Promise<LipSyncResult> {
    const result = await runServiceJob(this.name, { signal: request.signal, timeoutMs: this.#options.timeoutMs ?? defaultTimeoutMs }, async (job) => {
      const input: Record<string, string> = {};
      for (const [name, media, what] of files) input[name] = await this.#fileInput(job, media, what);
      return this.name === 'cog' ? this.#predictOnCog(job, input) : this.#predictOnReplicate(job, input, request.onProgress);
    });
    request.onProgress?.(1);
    return result;
  }

  /**
   * A file input's value: a data URI, except on Replicate for files over
   * its recommended inline size, which go up through its files API
   * (`POST /files`, multipart `content`) and are passed as `urls.get`.
   */
  async #fileInput(job: ServiceJob, media: LipSyncMedia, name: string): Promise<string> {
    if (this.name === 'cog' || media.bytes.length <= replicateInlineBytes) return toDataUri(media);
    const form = new FormData();
    const type = media.contentType.split(';')[0]?.trim() || 'application/octet-stream';
    form.append('content', new Blob([new Uint8Array(media.bytes)], { type }), `${name}.${type.split('/')[1] ?? 'bin'}`);
    form.append('metadata', new Blob(['{}'], { type: 'application/json' }));
    const file = await this.#request<{ urls?: { get?: string } }>(`${this.#baseUrl}/files`, 'POST', job.signal, form);
    if (!file.urls?.get) throw new LipSyncEngineError(`${this.name}: the uploaded ${name} has no urls.get`, this.name, false);
    return file.urls.get;
  }

  async #predictOnReplicate(job: ServiceJob, input: Record<string, string>, onProgress: ((fraction: number) => void) | undefined): Promise<LipSyncResult> {
    const { model, version } = this.#options;
    const url = model ? `${this.#baseUrl}/models/${model}/predictions` : `${this.#baseUrl}/predictions`;
    const created = await this.#request<Prediction>(url, 'POST', job.signal, model ? { input } : { version, input });
    if (!created.id) throw new LipSyncEngineError(`${this.name}: the created prediction has no id`, this.name, false);
    const getUrl = created.urls?.get ?? `${this.#baseUrl}/predictions/${created.id}`;
    const cancelUrl = created.urls?.cancel ?? `${this.#baseUrl}/predictions/${created.id}/cancel`;
    job.onCancel(() => this.#request(cancelUrl, 'POST', AbortSignal.timeout(10_000)));
    let reported = 0;
    const finished = isTerminal(created)
      ? created
      : await pollUntilDone(job, this.#options.pollTiming ?? defaultPollTiming, async () => {
          const prediction = await this.#request<Prediction>(getUrl, 'GET', job.signal);
          const fraction = readLogProgress(prediction.logs);
          if (onProgress && fraction !== undefined && fraction > reported && fraction < 1) onProgress((reported = fraction));
          return isTerminal(prediction) ? prediction : undefined;
        });
    return this.#downloadOutput(job, finished);
  }

  async #predictOnCog(job: ServiceJob, input: Record<string, string>): Promise<LipSyncResult> {
    // Cog leaves ids to the client: any unique URL-safe string (it suggests a random UUID).
    const id = randomUUID().replaceAll('-', '');
    job.onCancel(() => this.#request(`${this.#baseUrl}/predictions/${id}/cancel`, 'POST', AbortSignal.timeout(10_000)));
    const prediction = await this.#request<Prediction>(
      `${this.#baseUrl}/predictions/${id}`,
      'PUT',
      job.signal,
      { id, input },
      this.#options.timeoutMs ?? defaultTimeoutMs,
    );
    return this.#downloadOutput(job, prediction);
  }

  async #downloadOutput(job: ServiceJob, prediction: Prediction): Promise<LipSyncResult> {
    if (prediction.status === 'failed') {
      throw new LipSyncEngineError(
        `${this.name}: prediction failed: ${typeof prediction.error === 'string' ? prediction.error : JSON.stringify(prediction.error)}`,
        this.name,
        false,
      );
    }
    if (prediction.status === 'canceled') throw new LipSyncEngineError(`${this.name}: the prediction was canceled on the service`, this.name, false);
    if (prediction.status !== 'succeeded')
      throw new LipSyncEngineError(`${this.name}: unexpected prediction status ${JSON.stringify(prediction.status)}`, this.name, false);
    const location = pickOutputFile(prediction.output);
    if (!location)
      throw new LipSyncEngineError(`${this.name}: the prediction has no output file (${JSON.stringify(prediction.output)?.slice(0, 120)})`, this.name, false);
    return downloadVideo(this.name, location, {
      fetch: this.#fetch,
      signal: job.signal,
      // Replicate's own file URLs need the token; replicate.delivery and other hosts must not see it.
      ...(this.#options.token ? { authorization: { origin: new URL(this.#baseUrl).origin, header: `Bearer ${this.#options.token}` } } : {}),
    });
  }

  /** A JSON request to the service; a FormData body goes as multipart. */
  async #request<T>(url: string, method: string, signal: AbortSignal, body?: unknown, timeoutMs?: number): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.#options.token) headers.authorization = `Bearer ${this.#options.token}`;
    const json = body !== undefined && !(body instanceof FormData);
    if (json) headers['content-type'] = 'application/json';
    const payload = json ? { body: JSON.stringify(body) } : body instanceof FormData ? { body } : {};
    const response = await fetchLipSyncService(this.name, url, { method, headers, signal, ...payload, ...(timeoutMs ? { timeoutMs } : {}) }, this.#fetch);
    return readServiceJson<T>(this.name, response);
  }
}

function isTerminal(prediction: Prediction): boolean {
  return prediction.status === 'succeeded' || prediction.status === 'failed' || prediction.status === 'canceled';
}

/**
 * The video among a model's outputs: a single file (URL or data URI), the
 * last of a list (models that yield previews first), or the first file value
 * of an object, preferring a key that names a video.
 */
function pickOutputFile(output: unknown): string | undefined {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) return output.filter((item): item is string => typeof item === 'string').at(-1);
  if (output && typeof output === 'object') {
    const entries = Object.entries(output).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^(https?|data):/u.test(entry[1]));
    return (entries.find(([key]) => /video/iu.test(key)) ?? entries[0])?.[1];
  }
  return undefined;
}

/** The last tqdm percentage in a prediction's logs (` 45%|████▌     | 45/100`), the only progress Cog models report. */
function readLogProgress(logs: string | null | undefined): number | undefined {
  const matches = logs ? [...logs.matchAll(/(\d{1,3})%\|/gu)] : [];
  const last = matches.at(-1)?.[1];
  return last === undefined ? undefined : Math.min(100, Number(last)) / 100;
}
