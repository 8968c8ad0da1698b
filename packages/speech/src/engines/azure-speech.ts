import { decodeAudio } from '../audio/decode-audio.ts';
import type { UtteranceAudio } from '../pipeline/assemble-speech.ts';
import { chunkText } from '../pipeline/chunk-text.ts';
import { SpeechEngineError, type EngineVoice, type SpeechEngine, type SpeechSynthesisRequest, type SpeechSynthesisResult } from '../speech-engine.ts';
import { fetchService } from './fetch-service.ts';
import type { SpeechPostProcessor } from './speech-post-processor.ts';
import { readSynthesisOptions } from './synthesis-options.ts';

export interface AzureSpeechOptions {
  /** AZURE_SPEECH_KEY, sent as `Ocp-Apim-Subscription-Key`. */
  key: string;
  /** AZURE_SPEECH_REGION, e.g. `westeurope`. */
  region: string;
  /** AZURE_SPEECH_ENDPOINT: overrides `https://{region}.tts.speech.microsoft.com` (sovereign clouds, tests). */
  endpoint?: string;
  fetch?: typeof fetch;
  ffmpegPath?: string;
}

const outputFormat = 'riff-48khz-16bit-mono-pcm';
const chunkChars = 1000;

/**
 * Azure AI Speech through its REST endpoint (`POST /cognitiveservices/v1`
 * with SSML). Word boundary events exist only in the Speech SDK's websocket
 * protocol, not in REST, so word timings come from aligning the returned
 * audio against the text (SpeechPostProcessor.alignWords). Rate and pitch
 * go into SSML `<prosody>` (percent and semitones).
 */
export class AzureSpeechEngine implements SpeechEngine {
  readonly name = 'azure';
  readonly isEmbedded = false;
  readonly #options: AzureSpeechOptions & { postProcessor: SpeechPostProcessor };
  readonly #endpoint: string;
  readonly #fetch: typeof fetch;

  constructor(options: AzureSpeechOptions & { postProcessor: SpeechPostProcessor }) {
    this.#options = options;
    this.#endpoint = (options.endpoint ?? `https://${options.region}.tts.speech.microsoft.com`).replace(/\/+$/u, '');
    this.#fetch = options.fetch ?? fetch;
  }

  async listVoices(): Promise<EngineVoice[]> {
    const response = await fetchService(
      this.name,
      `${this.#endpoint}/cognitiveservices/voices/list`,
      { headers: { 'Ocp-Apim-Subscription-Key': this.#options.key } },
      this.#fetch,
    );
    const voices = (await response.json()) as {
      ShortName: string;
      DisplayName?: string;
      LocalName?: string;
      Locale: string;
      Gender?: string;
      SecondaryLocaleList?: string[];
    }[];
    return voices.map((voice) => {
      const gender = voice.Gender?.toLowerCase();
      return {
        id: voice.ShortName,
        name: voice.DisplayName ?? voice.ShortName,
        locales: [voice.Locale, ...(voice.SecondaryLocaleList ?? [])],
        ...(gender === 'female' || gender === 'male' ? { gender } : {}),
      };
    });
  }

  async listLocales(): Promise<string[]> {
    return [...new Set((await this.listVoices()).flatMap((voice) => voice.locales))].sort();
  }

  async synthesize(request: SpeechSynthesisRequest): Promise<SpeechSynthesisResult> {
    const { rate, pitchSemitones } = readSynthesisOptions(request, this.name);
    const voiceLocale = /^([a-z]{2,3}-[A-Z]{2})-/u.exec(request.voice)?.[1];
    if (!voiceLocale) throw new SpeechEngineError(`"${request.voice}" is not an Azure voice name such as en-US-JennyNeural`, this.name);
    const language = request.language ?? voiceLocale;
    const parts: UtteranceAudio[] = [];
    for (const chunk of chunkText(request.text, chunkChars)) {
      const response = await fetchService(
        this.name,
        `${this.#endpoint}/cognitiveservices/v1`,
        {
          method: 'POST',
          headers: {
            'Ocp-Apim-Subscription-Key': this.#options.key,
            'content-type': 'application/ssml+xml',
            'X-Microsoft-OutputFormat': outputFormat,
            'user-agent': 'talkreel-speech',
          },
          body: buildSsml(chunk.text, request.voice, voiceLocale, rate, pitchSemitones),
          signal: request.signal,
        },
        this.#fetch,
      );
      const audio = await decodeAudio(new Uint8Array(await response.arrayBuffer()), {
        ...(this.#options.ffmpegPath ? { ffmpegPath: this.#options.ffmpegPath } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      const words = await this.#options.postProcessor.alignWords(audio, chunk.text, language);
      parts.push({ audio, words, phonemes: [], pauseAfterMs: chunk.pauseAfterMs });
    }
    return this.#options.postProcessor.finishSpeech(parts, rate);
  }

  async close(): Promise<void> {}
}

/** SSML for one chunk: rate as a signed percentage, pitch in semitones (`+2st`), text escaped. */
export function buildSsml(text: string, voice: string, locale: string, rate: number, pitchSemitones: number): string {
  const ratePercent = `${rate >= 1 ? '+' : ''}${Math.round((rate - 1) * 100)}%`;
  const pitch = `${pitchSemitones >= 0 ? '+' : ''}${Number(pitchSemitones.toFixed(1))}st`;
  return `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${locale}"><voice name="${escapeXml(voice)}"><prosody rate="${ratePercent}" pitch="${pitch}">${escapeXml(text)}</prosody></voice></speak>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;').replace(/'/gu, '&apos;');
}
