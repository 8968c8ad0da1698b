import { CpuPool } from '@talkreel/platform';
import type { PcmAudio } from '../audio/pcm-audio.ts';
import { getLanguages, resolveLocale } from '../catalogue/languages.ts';
import type { FinishSpeechTask } from '../pipeline/finish-speech-task.ts';
import type { UtteranceAudio } from '../pipeline/assemble-speech.ts';
import {
  SpeechEngineError,
  type EngineVoice,
  type SpeechEngine,
  type SpeechSynthesisRequest,
  type SpeechSynthesisResult,
  type WordTiming,
} from '../speech-engine.ts';
import type { EspeakAlignmentTask, EspeakSynthesisTask } from './espeak-ng-task.ts';
import type { SpeechPostProcessor } from './speech-post-processor.ts';
import { readSynthesisOptions } from './synthesis-options.ts';

export interface EspeakNgEngineOptions {
  /** Threads to synthesise on; by default the engine makes a pool of one thread and closes it with itself. */
  cpuPool?: CpuPool;
}

const taskModule = new URL('./espeak-ng-task.ts', import.meta.url);
const finishModule = new URL('../pipeline/finish-speech-task.ts', import.meta.url);
const voiceName = /^[a-z]{2,3}(?:-[a-z0-9]+)*(?:\+[a-z0-9]+)?$/iu;

/**
 * eSpeak NG (Emscripten build): ~115 languages, formant synthesis, word and
 * phoneme events. Voices are `language[+variant]` (`en-us`, `cmn+f3`).
 * Synthesis runs on a CpuPool thread, never on the caller's event loop.
 * It also serves cloud adapters as their SpeechPostProcessor.
 */
export class EspeakNgEngine implements SpeechEngine, SpeechPostProcessor {
  readonly name = 'espeak-ng';
  readonly isEmbedded = true;
  readonly #pool: CpuPool;
  readonly #ownsPool: boolean;
  #voices: Promise<EngineVoice[]> | undefined;

  constructor(options: EspeakNgEngineOptions = {}) {
    this.#pool = options.cpuPool ?? new CpuPool({ maxThreads: 1 });
    this.#ownsPool = options.cpuPool === undefined;
  }

  listVoices(): Promise<EngineVoice[]> {
    this.#voices ??= this.#pool
      .run<undefined, { identifier: string; name: string; languages: string[] }[]>(taskModule, 'listEspeakVoicesTask', undefined)
      .then((voices) => voices.map((voice) => ({ id: voice.languages[0] ?? voice.identifier, name: voice.name, locales: voice.languages })));
    return this.#voices;
  }

  async listLocales(): Promise<string[]> {
    return [...new Set((await this.listVoices()).flatMap((voice) => voice.locales))].sort();
  }

  async synthesize(request: SpeechSynthesisRequest): Promise<SpeechSynthesisResult> {
    const { rate, pitchSemitones } = readSynthesisOptions(request, this.name);
    if (!voiceName.test(request.voice)) throw new SpeechEngineError(`"${request.voice}" is not an eSpeak NG voice name such as en-us or en-us+f3`, this.name);
    const language = request.voice.split('+')[0] as string;
    const task: EspeakSynthesisTask = {
      text: request.text,
      locale: resolveLocale(request.language ?? language),
      voice: request.voice,
      rate,
      pitchSemitones,
    };
    try {
      return await this.#pool.run<EspeakSynthesisTask, SpeechSynthesisResult>(
        taskModule,
        'synthesizeWithEspeak',
        task,
        request.signal ? { signal: request.signal } : {},
      );
    } catch (error) {
      if (error instanceof SpeechEngineError) throw error;
      throw new SpeechEngineError(`eSpeak NG failed: ${error instanceof Error ? error.message : String(error)}`, this.name);
    }
  }

  /**
   * Word timings for speech from another engine (a cloud service that gives
   * none): eSpeak NG renders the same text in the language and DTW carries
   * its word boundaries over. `language` is a languages.json value or a BCP
   * 47 tag. Accuracy is that of aligning two different voices, typically
   * within 100 ms per word boundary on clean speech.
   */
  async alignWords(audio: PcmAudio, text: string, language: string): Promise<WordTiming[]> {
    const locale = resolveLocale(language);
    const task: EspeakAlignmentTask = { text, locale, voice: espeakVoiceForLocale(locale), target: audio };
    return this.#pool.run<EspeakAlignmentTask, WordTiming[]>(taskModule, 'alignWithEspeak', task);
  }

  /** Joins parts with their pauses and applies the shared finish, on the pool. */
  finishSpeech(parts: UtteranceAudio[], rate: number): Promise<SpeechSynthesisResult> {
    return this.#pool.run<FinishSpeechTask, SpeechSynthesisResult>(finishModule, 'assembleAndFinish', { parts, rate });
  }

  async close(): Promise<void> {
    if (this.#ownsPool) await this.#pool.close();
  }
}

/** The catalogue's eSpeak voice for a locale (same tag, else same base language), else the base language code. */
function espeakVoiceForLocale(locale: string): string {
  const languages = getLanguages();
  const base = locale.split('-')[0]?.toLowerCase() ?? 'en';
  const exact = languages.find((language) => language.locale === locale);
  const sameBase = languages.find((language) => language.locale.split('-')[0] === base);
  return (exact ?? sameBase)?.espeak_voice ?? base;
}
