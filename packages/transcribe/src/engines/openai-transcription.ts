import { encodeWav, getPcmDurationMs } from '@talkreel/speech';
import { readSpeechAudio } from '../audio/read-speech-audio.ts';
import { splitForUpload } from '../audio/split-for-upload.ts';
import {
  TranscriptionError,
  type SpeechRecognizer,
  type TranscriptionRequest,
  type TranscriptionResult,
  type TranscriptSegment,
} from '../speech-recognizer.ts';
import { defaultTranscriptionModel } from '../transcribe-config.ts';
import { languageCodeOf } from './language-names.ts';
import { readVerboseTranscription } from './verbose-transcription.ts';

export interface OpenAiTranscriptionOptions {
  /** ASR_BASE_URL: `https://api.openai.com/v1`, faster-whisper-server / speaches `http://host:8000/v1`. */
  baseUrl: string;
  /** ASR_API_KEY, sent as `Authorization: Bearer`; self-hosted servers may need none. */
  apiKey?: string;
  /** ASR_MODEL: `whisper-1` unless given; faster-whisper-server takes `Systran/faster-whisper-small` and the like. */
  model?: string;
  /** How long one upload may take to answer: a service transcribes ten minutes in well under this. */
  timeoutMs?: number;
  /** Longer recordings are sent in pieces of at most this: ten minutes of 16 kHz WAV is 19 MB, under OpenAI's 25 MB. */
  maxUploadMs?: number;
  fetch?: typeof fetch;
}

const defaultTimeoutMs = 300_000;
const defaultMaxUploadMs = 600_000;

/**
 * Any service that speaks OpenAI's `POST /audio/transcriptions` with
 * `response_format=verbose_json` and segment and word timestamps: OpenAI's
 * whisper-1, faster-whisper-server / speaches. The
 * audio goes up as 16 kHz mono WAV (what Whisper hears; small uploads),
 * in pieces cut at pauses when it is long; the language the first piece
 * is heard in is asked for in the rest. Progress moves a piece at a time.
 */
export class OpenAiTranscriptionRecognizer implements SpeechRecognizer {
  readonly name = 'openai';
  readonly isEmbedded = false;
  readonly quality = 'good' as const;
  readonly languages = 'any' as const;
  readonly #options: OpenAiTranscriptionOptions;
  readonly #fetch: typeof fetch;

  constructor(options: OpenAiTranscriptionOptions) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/u, '') };
    this.#fetch = options.fetch ?? fetch;
  }

  async transcribe(request: TranscriptionRequest): Promise<TranscriptionResult> {
    this.#throwIfAborted(request.signal);
    const { audio, durationMs } = readSpeechAudio(request.audio, this.name);
    const pieces = splitForUpload(audio, this.#options.maxUploadMs ?? defaultMaxUploadMs);
    let language = request.language === undefined ? undefined : languageCodeOf(request.language);
    const segments: TranscriptSegment[] = [];
    const texts: string[] = [];
    for (const [index, piece] of pieces.entries()) {
      const body = await this.#post(encodeWav(piece.audio), language, request.signal);
      const answer = readVerboseTranscription(body, getPcmDurationMs(piece.audio), this.name);
      language ??= answer.language;
      if (answer.text) texts.push(answer.text);
      for (const segment of answer.segments) segments.push(shiftSegment(segment, piece.offsetMs));
      request.onProgress?.((index + 1) / pieces.length);
    }
    if (segments.length === 0) throw new TranscriptionError(`${this.name}: the service heard no speech in the audio`, 'no_speech', this.name);
    return { language: language ?? 'und', text: texts.join(' '), segments, engine: this.name, durationMs };
  }

  async #post(wav: Uint8Array, language: string | undefined, signal: AbortSignal | undefined): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }), 'audio.wav');
    form.append('model', this.#options.model ?? defaultTranscriptionModel);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'segment');
    form.append('timestamp_granularities[]', 'word');
    if (language) form.append('language', language);
    const timeoutMs = this.#options.timeoutMs ?? defaultTimeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const url = `${this.#options.baseUrl}/audio/transcriptions`;
    const host = new URL(url).host;
    let response: Response;
    try {
      response = await this.#fetch(url, {
        method: 'POST',
        headers: this.#options.apiKey ? { authorization: `Bearer ${this.#options.apiKey}` } : {},
        body: form,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      this.#throwIfAborted(signal);
      const reason = timeout.aborted ? `no answer within ${timeoutMs / 1000} s` : error instanceof Error ? error.message : String(error);
      throw new TranscriptionError(`${this.name}: request to ${host} failed: ${reason}`, 'engine_failed', this.name);
    }
    const body = await response.text().catch((error: unknown) => {
      this.#throwIfAborted(signal);
      throw new TranscriptionError(`${this.name}: the answer from ${host} broke off: ${String(error)}`, 'engine_failed', this.name);
    });
    if (!response.ok) {
      throw new TranscriptionError(`${this.name}: ${response.status} ${readServiceMessage(body)}`.trim(), 'engine_failed', this.name, response.status);
    }
    return body;
  }

  #throwIfAborted(signal: AbortSignal | undefined): void {
    if (signal?.aborted) throw new TranscriptionError(`${this.name}: the transcription was aborted`, 'engine_failed', this.name);
  }
}

function shiftSegment(segment: TranscriptSegment, offsetMs: number): TranscriptSegment {
  const shift = (timeMs: number) => Math.round(timeMs + offsetMs);
  return {
    startMs: shift(segment.startMs),
    endMs: shift(segment.endMs),
    text: segment.text,
    words: segment.words.map((word) => ({ text: word.text, startMs: shift(word.startMs), endMs: shift(word.endMs) })),
  };
}

/** The service's own words for an error: OpenAI's `error.message`, FastAPI's `detail`, a `message`, or the start of the body. */
function readServiceMessage(body: string): string {
  try {
    const json = JSON.parse(body) as { detail?: unknown; error?: { message?: string } | string; message?: string };
    if (typeof json.error === 'string') return json.error;
    if (json.error?.message) return json.error.message;
    if (typeof json.detail === 'string') return json.detail;
    if (json.detail !== undefined) return JSON.stringify(json.detail).slice(0, 200);
    if (json.message) return json.message;
  } catch {
    // Not JSON: the start of the body says enough.
  }
  return body.slice(0, 200);
}
