import { fetchLipSyncService, readServiceJson } from './fetch-lip-sync-service.ts';
import { LipSyncEngineError, type LipSyncEngine, type LipSyncMedia, type LipSyncRequest, type LipSyncResult } from '../lip-sync-engine.ts';
import { pollUntilDone, runServiceJob, type PollTiming } from './service-job.ts';
import { downloadVideo } from './video-output.ts';

export interface DidTalksOptions {
  /** DID_API_KEY exactly as D-ID Studio shows it (`username:password`), sent as `Authorization: Basic <key>` the way D-ID documents. */
  apiKey: string;
  /** DID_URL; `https://api.d-id.com` unless told. */
  baseUrl?: string;
  /** LIPSYNC_TIMEOUT_SECONDS in ms; 15 minutes unless told. */
  timeoutMs?: number;
  /** Status poll backoff; 1 s growing to 5 s unless told. */
  pollTiming?: PollTiming;
  fetch?: typeof fetch;
}

/** A talk as `GET /talks/{id}` shows it. */
interface Talk {
  id?: string;
  status?: 'created' | 'started' | 'done' | 'error' | 'rejected';
  result_url?: string;
  error?: { kind?: string; description?: string } | string;
}

const defaultTimeoutMs = 15 * 60_000;
const defaultPollTiming: PollTiming = { firstMs: 1000, maxMs: 5000 };
const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
};

/**
 * D-ID's talking-photo API: upload the photo (`POST /images`) and the speech
 * (`POST /audios`), each as multipart, which return URLs D-ID can read;
 * create a talk from them (`POST /talks` with an audio script); poll
 * `GET /talks/{id}` until `done` (then download `result_url`, a presigned
 * S3 URL that must not receive the key) or `error`/`rejected`. An abort or
 * the deadline deletes the talk.
 */
export class DidTalksEngine implements LipSyncEngine {
  readonly name = 'd-id';
  readonly #options: DidTalksOptions;
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;

  constructor(options: DidTalksOptions) {
    this.#options = options;
    this.#baseUrl = (options.baseUrl ?? 'https://api.d-id.com').replace(/\/+$/u, '');
    this.#fetch = options.fetch ?? fetch;
  }

  async animate(request: LipSyncRequest): Promise<LipSyncResult> {
    const result = await runServiceJob(this.name, { signal: request.signal, timeoutMs: this.#options.timeoutMs ?? defaultTimeoutMs }, async (job) => {
      const image = await this.#upload('/images', 'image', request.photo, job.signal);
      const audio = await this.#upload('/audios', 'audio', request.audio, job.signal);
      const talk = await this.#request<Talk>('/talks', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ source_url: image, script: { type: 'audio', audio_url: audio }, config: { result_format: 'mp4' } }),
        signal: job.signal,
      });
      if (!talk.id) throw new LipSyncEngineError('d-id: the created talk has no id', this.name, false);
      const talkPath = `/talks/${encodeURIComponent(talk.id)}`;
      job.onCancel(() => this.#request(talkPath, { method: 'DELETE', signal: AbortSignal.timeout(10_000) }));
      const resultUrl = await pollUntilDone(job, this.#options.pollTiming ?? defaultPollTiming, async () => {
        const current = await this.#request<Talk>(talkPath, { signal: job.signal });
        if (current.status === 'done') {
          if (!current.result_url) throw new LipSyncEngineError('d-id: the talk is done but has no result_url', this.name, false);
          return current.result_url;
        }
        if (current.status === 'error' || current.status === 'rejected') {
          const reason = typeof current.error === 'string' ? current.error : [current.error?.kind, current.error?.description].filter(Boolean).join(': ');
          throw new LipSyncEngineError(`d-id: talk ${current.status}${reason ? `: ${reason}` : ''}`, this.name, false);
        }
        return undefined;
      });
      return downloadVideo(this.name, resultUrl, {
        fetch: this.#fetch,
        signal: job.signal,
        authorization: { origin: new URL(this.#baseUrl).origin, header: this.#authorization },
      });
    });
    request.onProgress?.(1);
    return result;
  }

  get #authorization(): string {
    return `Basic ${this.#options.apiKey}`;
  }

  async #upload(path: string, field: string, media: LipSyncMedia, signal: AbortSignal): Promise<string> {
    const form = new FormData();
    const type = media.contentType.split(';')[0]?.trim() ?? '';
    form.append(field, new Blob([new Uint8Array(media.bytes)], { type }), `${field}.${extensions[type] ?? 'bin'}`);
    const uploaded = await this.#request<{ url?: string }>(path, { method: 'POST', body: form, signal });
    if (!uploaded.url) throw new LipSyncEngineError(`d-id: ${path} answered without a url`, this.name, false);
    return uploaded.url;
  }

  async #request<T>(path: string, init: RequestInit & { signal: AbortSignal }): Promise<T> {
    const headers = { accept: 'application/json', authorization: this.#authorization, ...(init.headers as Record<string, string> | undefined) };
    const response = await fetchLipSyncService(this.name, `${this.#baseUrl}${path}`, { ...init, headers }, this.#fetch);
    return readServiceJson<T>(this.name, response);
  }
}
