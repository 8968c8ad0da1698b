import { fetchService } from './fetch-service.ts';
import type { ElevenLabsOptions } from './elevenlabs.ts';

/** A voice of ElevenLabs' shared voice library, in the spec's voice item words. */
export interface SharedVoice {
  public_owner_id: string;
  voice_id: string;
  name: string;
  gender: string;
  age: string;
  accent: string;
  language: string;
  locale: string;
  use_case: string;
  descriptive: string;
  preview_url: string;
}

/** The library's filters (all optional), as its `GET /v1/shared-voices` takes them. */
export interface SharedVoiceSearch {
  search?: string;
  gender?: string;
  age?: string;
  accent?: string;
  language?: string;
  useCases?: readonly string[];
  /** 0-based, as the API counts. */
  page?: number;
  pageSize?: number;
}

/** A recording to clone from: bytes of mp3, wav, m4a... */
export interface VoiceSample {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
}

const engine = 'elevenlabs';
/** The label a clone made by `cloneVoiceOnce` carries its key in. */
const cloneOnceLabel = 'talkreel_once';

/** ElevenLabs' voice library and instant voice cloning, beside the ElevenLabsEngine that speaks with them. */
export class ElevenLabsVoices {
  readonly #baseUrl: string;
  readonly #apiKey: string;
  readonly #fetch: typeof fetch;

  constructor(options: ElevenLabsOptions) {
    this.#baseUrl = (options.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/+$/u, '');
    this.#apiKey = options.apiKey;
    this.#fetch = options.fetch ?? fetch;
  }

  /** One page of the shared voice library. */
  async findSharedVoices(query: SharedVoiceSearch = {}): Promise<{ voices: SharedVoice[]; hasMore: boolean }> {
    const parameters = new URLSearchParams({ page_size: String(query.pageSize ?? 36), page: String(query.page ?? 0) });
    for (const key of ['search', 'gender', 'age', 'accent', 'language'] as const) {
      const value = query[key];
      if (value) parameters.set(key, value);
    }
    for (const useCase of query.useCases ?? []) parameters.append('use_cases', useCase);
    const response = await fetchService(engine, `${this.#baseUrl}/v1/shared-voices?${parameters}`, { headers: { 'xi-api-key': this.#apiKey } }, this.#fetch);
    const body = (await response.json()) as { voices: Partial<SharedVoice>[]; has_more: boolean };
    return {
      voices: body.voices.map((voice) => ({
        public_owner_id: voice.public_owner_id ?? '',
        voice_id: voice.voice_id ?? '',
        name: voice.name ?? '',
        gender: voice.gender ?? '',
        age: voice.age ?? '',
        accent: voice.accent ?? '',
        language: voice.language ?? '',
        locale: voice.locale ?? '',
        use_case: voice.use_case ?? '',
        descriptive: voice.descriptive ?? '',
        preview_url: voice.preview_url ?? '',
      })),
      hasMore: body.has_more,
    };
  }

  /** Adds a shared voice to the account (`POST /v1/voices/add/{public_user_id}/{voice_id}`); returns the voice_id to speak with. */
  async addSharedVoice(publicOwnerId: string, voiceId: string, newName: string): Promise<string> {
    const url = `${this.#baseUrl}/v1/voices/add/${encodeURIComponent(publicOwnerId)}/${encodeURIComponent(voiceId)}`;
    const response = await fetchService(
      engine,
      url,
      {
        method: 'POST',
        headers: { 'xi-api-key': this.#apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ new_name: newName }),
      },
      this.#fetch,
    );
    return ((await response.json()) as { voice_id: string }).voice_id;
  }

  /**
   * Instant voice cloning (`POST /v1/voices/add`, multipart): the samples
   * become a new account voice. Returns its voice_id and whether ElevenLabs
   * wants the owner to verify it before use.
   */
  async cloneVoice(input: {
    name: string;
    samples: readonly VoiceSample[];
    description?: string;
    labels?: Record<string, string>;
    removeBackgroundNoise?: boolean;
  }): Promise<{ voiceId: string; requiresVerification: boolean }> {
    const form = new FormData();
    form.set('name', input.name);
    for (const sample of input.samples) form.append('files', new Blob([Uint8Array.from(sample.bytes)], { type: sample.contentType }), sample.fileName);
    if (input.description) form.set('description', input.description);
    if (input.labels) form.set('labels', JSON.stringify(input.labels));
    if (input.removeBackgroundNoise !== undefined) form.set('remove_background_noise', String(input.removeBackgroundNoise));
    const response = await fetchService(
      engine,
      `${this.#baseUrl}/v1/voices/add`,
      { method: 'POST', headers: { 'xi-api-key': this.#apiKey }, body: form },
      this.#fetch,
    );
    const body = (await response.json()) as { voice_id: string; requires_verification?: boolean };
    return { voiceId: body.voice_id, requiresVerification: body.requires_verification ?? false };
  }

  /**
   * The account voice whose label `key` has `value` (`GET /v1/voices`), or
   * null. A clone labelled with its task is found again after a crash, so a
   * re-run adopts it instead of cloning twice.
   */
  async findVoiceByLabel(key: string, value: string): Promise<string | null> {
    const response = await fetchService(engine, `${this.#baseUrl}/v1/voices`, { headers: { 'xi-api-key': this.#apiKey } }, this.#fetch);
    const body = (await response.json()) as { voices?: { voice_id?: string; labels?: Record<string, string> | null }[] };
    return body.voices?.find((voice) => voice.labels?.[key] === value)?.voice_id ?? null;
  }

  /**
   * `cloneVoice` at most once per `onceKey` (a job's task id): the clone is
   * labelled with the key and an earlier clone with that label is adopted,
   * so a job run again after its worker died does not make a second voice.
   */
  async cloneVoiceOnce(onceKey: string, input: Parameters<ElevenLabsVoices['cloneVoice']>[0]): Promise<{ voiceId: string; isNew: boolean }> {
    const earlier = await this.findVoiceByLabel(cloneOnceLabel, onceKey);
    if (earlier) return { voiceId: earlier, isNew: false };
    const clone = await this.cloneVoice({ ...input, labels: { ...input.labels, [cloneOnceLabel]: onceKey } });
    return { voiceId: clone.voiceId, isNew: true };
  }

  /** Removes an account voice (a clone or an added library voice). */
  async deleteVoice(voiceId: string): Promise<void> {
    await fetchService(
      engine,
      `${this.#baseUrl}/v1/voices/${encodeURIComponent(voiceId)}`,
      { method: 'DELETE', headers: { 'xi-api-key': this.#apiKey } },
      this.#fetch,
    );
  }
}
