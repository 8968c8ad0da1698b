/** A recognised word with when it is heard; milliseconds from the start of the audio. */
export interface TranscribedWord {
  text: string;
  startMs: number;
  endMs: number;
}

/** A stretch of speech (a sentence or a phrase between pauses) and its words, in order. */
export interface TranscriptSegment {
  startMs: number;
  endMs: number;
  text: string;
  /** Empty when the engine gave no word timings. */
  words: TranscribedWord[];
}

/** What to recognise. */
export interface TranscriptionRequest {
  /** A WAV file (any rate/channels; resample to 16 kHz mono yourself as the engine needs) */
  audio: Uint8Array;
  /** ISO 639-1 hint, e.g. 'en'; undefined = detect (service) */
  language?: string;
  signal?: AbortSignal;
  /** 0 to 1, non-decreasing; 1 once the transcript is complete. */
  onProgress?: (fraction: number) => void;
}

/** A transcript: segments in order, non-overlapping, within [0, durationMs]. */
export interface TranscriptionResult {
  /** ISO 639-1 code of the language recognised (the hint, or what the service detected). */
  language: string;
  /** The whole transcript, segments joined by spaces. */
  text: string;
  segments: TranscriptSegment[];
  /** The recogniser's `name`. */
  engine: string;
  /** Length of the audio given. */
  durationMs: number;
}

/** Speech to text: the embedded pocketsphinx (rough, English) or an OpenAI-compatible service. */
export interface SpeechRecognizer {
  /** `pocketsphinx` or `openai`. */
  readonly name: string;
  /** Whether it runs on this machine without a network or key. */
  readonly isEmbedded: boolean;
  /** `rough`: expect many wrong words (pocketsphinx); `good`: Whisper-class. */
  readonly quality: 'rough' | 'good';
  /** ISO 639-1 codes it recognises, or 'any' */
  readonly languages: readonly string[] | 'any';
  transcribe(request: TranscriptionRequest): Promise<TranscriptionResult>;
}

/**
 * A failure the caller can act on. `no_speech`: nothing was recognised;
 * `unsupported_language`: no recogniser for the language; `engine_failed`:
 * the engine could not run, or the service did not answer or answered an
 * error (`status` is its HTTP status); `bad_answer`: the service answered
 * something that is not a transcript.
 */
export class TranscriptionError extends Error {
  constructor(
    message: string,
    readonly code: 'no_speech' | 'unsupported_language' | 'engine_failed' | 'bad_answer',
    readonly engine: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TranscriptionError';
  }
}
