import { decodeAudio } from '../audio/decode-audio.ts';
import type { UtteranceAudio } from '../pipeline/assemble-speech.ts';
import { chunkText } from '../pipeline/chunk-text.ts';
import { SpeechEngineError, type EngineVoice, type SpeechEngine, type SpeechSynthesisRequest, type SpeechSynthesisResult } from '../speech-engine.ts';
import { fetchService } from './fetch-service.ts';
import type { SpeechPostProcessor } from './speech-post-processor.ts';
import { readSynthesisOptions } from './synthesis-options.ts';

export interface OpenAiSpeechOptions {
  /** OPENAI_TTS_BASE_URL: `https://api.openai.com/v1`, Kokoro-FastAPI `http://host:8880/v1`, openedai-speech `http://host:8000/v1`. */
  baseUrl: string;
  /** OPENAI_API_KEY, sent as `Authorization: Bearer`; self-hosted servers may need none. */
  apiKey?: string;
  /** OPENAI_TTS_MODEL: `tts-1`, `gpt-4o-mini-tts`, Kokoro's `kokoro`. */
  model?: string;
  /** Languages the configured voices speak (BCP 47), as the API does not say. */
  locales?: string[];
  fetch?: typeof fetch;
  ffmpegPath?: string;
}

/** The voices OpenAI documents; servers with GET /audio/voices (Kokoro-FastAPI) list their own. */
const openAiVoices = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse'];
/** Input limit of /audio/speech is 4096 characters; smaller chunks keep the word alignment cheap. */
const chunkChars = 1000;

/**
 * Any service that speaks OpenAI's POST /audio/speech. It returns audio
 * only, so word timings come from aligning the audio against the known text
 * (SpeechPostProcessor.alignWords). `speed` carries the rate; the API has no
 * pitch, so `pitch` is ignored.
 */
export class OpenAiSpeechEngine implements SpeechEngine {
  readonly name = 'openai';
  readonly isEmbedded = false;
  readonly #options: OpenAiSpeechOptions & { postProcessor: SpeechPostProcessor };
  readonly #fetch: typeof fetch;

  constructor(options: OpenAiSpeechOptions & { postProcessor: SpeechPostProcessor }) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/u, '') };
    this.#fetch = options.fetch ?? fetch;
  }

  async listVoices(): Promise<EngineVoice[]> {
    const locales = await this.listLocales();
    const response = await this.#fetch(`${this.#options.baseUrl}/audio/voices`, { headers: this.#headers() }).catch(() => undefined);
    const listed = response?.ok ? ((await response.json()) as { voices?: (string | { id?: string; name?: string })[] }).voices : undefined;
    const ids = listed?.map((voice) => (typeof voice === 'string' ? voice : (voice.id ?? voice.name ?? ''))).filter(Boolean) ?? openAiVoices;
    return ids.map((id) => ({ id, name: id, locales }));
  }

  async listLocales(): Promise<string[]> {
    return this.#options.locales ?? ['en-US'];
  }

  async synthesize(request: SpeechSynthesisRequest): Promise<SpeechSynthesisResult> {
    const { rate } = readSynthesisOptions(request, this.name);
    const language = request.language ?? this.#options.locales?.[0] ?? 'en-US';
    const parts: UtteranceAudio[] = [];
    for (const chunk of chunkText(request.text, chunkChars)) {
      const response = await fetchService(
        this.name,
        `${this.#options.baseUrl}/audio/speech`,
        {
          method: 'POST',
          headers: { ...this.#headers(), 'content-type': 'application/json' },
          body: JSON.stringify({ model: this.#options.model ?? 'tts-1', input: chunk.text, voice: request.voice, response_format: 'mp3', speed: rate }),
          signal: request.signal,
        },
        this.#fetch,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.length === 0) throw new SpeechEngineError('openai: the service returned no audio', this.name);
      const audio = await decodeAudio(bytes, {
        ...(this.#options.ffmpegPath ? { ffmpegPath: this.#options.ffmpegPath } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      const words = await this.#options.postProcessor.alignWords(audio, chunk.text, language);
      parts.push({ audio, words, phonemes: [], pauseAfterMs: chunk.pauseAfterMs });
    }
    return this.#options.postProcessor.finishSpeech(parts, rate);
  }

  async close(): Promise<void> {}

  #headers(): Record<string, string> {
    return this.#options.apiKey ? { authorization: `Bearer ${this.#options.apiKey}` } : {};
  }
}
