import { decodeAudio } from '../audio/decode-audio.ts';
import { resolveLocale } from '../catalogue/languages.ts';
import type { UtteranceAudio } from '../pipeline/assemble-speech.ts';
import { chunkText } from '../pipeline/chunk-text.ts';
import { SpeechEngineError, type EngineVoice, type SpeechEngine, type SpeechSynthesisRequest, type SpeechSynthesisResult } from '../speech-engine.ts';
import { wordsFromCharacterAlignment, type CharacterAlignment } from './elevenlabs-alignment.ts';
import { fetchService } from './fetch-service.ts';
import type { SpeechPostProcessor } from './speech-post-processor.ts';
import { readSynthesisOptions } from './synthesis-options.ts';

export interface ElevenLabsOptions {
  /** ELEVENLABS_API_KEY, sent as `xi-api-key`. */
  apiKey: string;
  /** ELEVENLABS_BASE_URL; `https://api.elevenlabs.io` unless told. */
  baseUrl?: string;
  /** ELEVENLABS_MODEL: `eleven_multilingual_v2` unless told. */
  model?: string;
  fetch?: typeof fetch;
  ffmpegPath?: string;
}

/** ElevenLabs' speed setting accepts 0.7–1.2; rates outside are clamped to it. */
const minSpeed = 0.7;
const maxSpeed = 1.2;
const chunkChars = 2500;

/**
 * ElevenLabs text to speech through `/v1/text-to-speech/{voice_id}/with-timestamps`:
 * MP3 plus a character alignment, turned into word timings. The voice is a
 * voice_id (an account voice, a shared library voice once added, or a
 * clone); `pitch` is ignored, as the API has no such setting.
 */
export class ElevenLabsEngine implements SpeechEngine {
  readonly name = 'elevenlabs';
  readonly isEmbedded = false;
  readonly #options: ElevenLabsOptions & { postProcessor: SpeechPostProcessor };
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;

  constructor(options: ElevenLabsOptions & { postProcessor: SpeechPostProcessor }) {
    this.#options = options;
    this.#baseUrl = (options.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/+$/u, '');
    this.#fetch = options.fetch ?? fetch;
  }

  async listVoices(): Promise<EngineVoice[]> {
    const response = await fetchService(this.name, `${this.#baseUrl}/v1/voices`, { headers: { 'xi-api-key': this.#options.apiKey } }, this.#fetch);
    const body = (await response.json()) as {
      voices: { voice_id: string; name: string; labels?: Record<string, string>; verified_languages?: { locale?: string }[] }[];
    };
    return body.voices.map((voice) => {
      const gender = voice.labels?.gender;
      const locales = (voice.verified_languages ?? []).flatMap((language) => (language.locale ? [language.locale] : []));
      return {
        id: voice.voice_id,
        name: voice.name,
        locales: locales.length > 0 ? locales : ['en-US'],
        ...(gender === 'female' || gender === 'male' ? { gender } : {}),
      };
    });
  }

  async listLocales(): Promise<string[]> {
    return [...new Set((await this.listVoices()).flatMap((voice) => voice.locales))].sort();
  }

  async synthesize(request: SpeechSynthesisRequest): Promise<SpeechSynthesisResult> {
    const { rate } = readSynthesisOptions(request, this.name);
    const locale = resolveLocale(request.language ?? 'en-US');
    const chunks = chunkText(request.text, chunkChars);
    const parts: UtteranceAudio[] = [];
    for (const [index, chunk] of chunks.entries()) {
      const url = `${this.#baseUrl}/v1/text-to-speech/${encodeURIComponent(request.voice)}/with-timestamps?output_format=mp3_44100_128`;
      const response = await fetchService(
        this.name,
        url,
        {
          method: 'POST',
          headers: { 'xi-api-key': this.#options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            text: chunk.text,
            model_id: this.#options.model ?? 'eleven_multilingual_v2',
            voice_settings: { stability: 0.5, similarity_boost: 0.75, speed: Math.min(maxSpeed, Math.max(minSpeed, rate)) },
            // Neighbouring text keeps the intonation continuous across chunks.
            ...(index > 0 ? { previous_text: chunks[index - 1]?.text } : {}),
            ...(index < chunks.length - 1 ? { next_text: chunks[index + 1]?.text } : {}),
          }),
          signal: request.signal,
        },
        this.#fetch,
      );
      const body = (await response.json()) as { audio_base64?: string; alignment?: CharacterAlignment | null };
      if (!body.audio_base64) throw new SpeechEngineError('elevenlabs: the response has no audio_base64', this.name);
      const audio = await decodeAudio(Buffer.from(body.audio_base64, 'base64'), {
        ...(this.#options.ffmpegPath ? { ffmpegPath: this.#options.ffmpegPath } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      const words = body.alignment
        ? wordsFromCharacterAlignment(chunk.text, locale, body.alignment)
        : await this.#options.postProcessor.alignWords(audio, chunk.text, locale);
      parts.push({ audio, words, phonemes: [], pauseAfterMs: chunk.pauseAfterMs });
    }
    return this.#options.postProcessor.finishSpeech(parts, rate);
  }

  async close(): Promise<void> {}
}
