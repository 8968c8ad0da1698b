/** A word of the input text with when it is heard; times in milliseconds from the start of the audio. */
export interface WordTiming {
  /** The word as written in the input (see `segmentWords` for what counts as a word). */
  text: string;
  startMs: number;
  endMs: number;
}

/** A speech sound; `symbol` is IPA without stress marks (Flite's ARPAbet phones are converted). */
export interface PhonemeTiming {
  symbol: string;
  startMs: number;
  endMs: number;
}

/** What to say and how. */
export interface SpeechSynthesisRequest {
  text: string;
  /**
   * The engine's own voice name: eSpeak NG `en-us+f3` (language, then
   * variant), Flite `slt`, an OpenAI-compatible voice (`alloy`, Kokoro's
   * `af_bella`), an ElevenLabs voice_id, an Azure name (`en-US-JennyNeural`).
   */
  voice: string;
  /**
   * A language value from content/voices/languages.json (`english`,
   * `traditional-chinese`) or a BCP 47 tag (`zh-TW`); it picks the text
   * normalisation and word segmentation. Defaults to the voice's language.
   */
  language?: string;
  /** Speaking-rate multiplier: 1 is the voice's normal pace, 0.5 to 2. */
  rate?: number;
  /** Pitch shift in semitones from the voice's own pitch, -12 to +12. */
  pitch?: number;
  signal?: AbortSignal;
}

/** Synthesised speech: 48 kHz mono 16-bit WAV at about -16 LUFS, with timings. */
export interface SpeechSynthesisResult {
  /** A complete WAV file. */
  audio: Uint8Array;
  sampleRateHz: number;
  durationMs: number;
  /** One entry per word of the input, in order, non-overlapping, within [0, durationMs]. */
  words: WordTiming[];
  /** Empty when the engine gives no phonemes (cloud services). */
  phonemes: PhonemeTiming[];
}

/** A voice as an engine offers it. */
export interface EngineVoice {
  /** The value for `SpeechSynthesisRequest.voice`. */
  id: string;
  name: string;
  /** BCP 47 tags the voice speaks. */
  locales: string[];
  gender?: 'female' | 'male' | 'neutral';
}

/** A text-to-speech engine: embedded (eSpeak NG, Flite) or a cloud service adapter. */
export interface SpeechEngine {
  /** Stable identifier stored with voices: `espeak-ng`, `flite`, `openai`, `elevenlabs`, `azure`. */
  readonly name: string;
  /** Whether the engine runs on this machine without a network or key. */
  readonly isEmbedded: boolean;
  listVoices(): Promise<EngineVoice[]>;
  /** BCP 47 tags of every language the engine's voices cover. */
  listLocales(): Promise<string[]>;
  synthesize(request: SpeechSynthesisRequest): Promise<SpeechSynthesisResult>;
  /** Stops worker threads and child processes; the engine is unusable after. */
  close(): Promise<void>;
}

/** A failure the caller can act on: `status` is the HTTP status of a cloud service, when it answered. */
export class SpeechEngineError extends Error {
  constructor(
    message: string,
    readonly engine: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SpeechEngineError';
  }
}
