/** Texts to translate, in one language, to another: ISO 639-1 codes (`en`, `es`, `zh`). */
export interface TranslationRequest {
  texts: string[];
  from: string;
  to: string;
  signal?: AbortSignal;
}

/** The translations, one per input text in the same order; an empty text stays empty. */
export interface TranslationResult {
  texts: string[];
  /** The translator's `name`. */
  engine: string;
  /** The languages the texts went through: `['en', 'es']`, or `['en', 'es', 'fr']` when Apertium pivots through Spanish. */
  route: string[];
}

/** A text translator: Apertium on this machine, or an OpenAI-compatible language model. */
export interface TextTranslator {
  /** `apertium` or `llm`. */
  readonly name: string;
  /** Whether it runs on this machine without a network or key. */
  readonly isEmbedded: boolean;
  /** Rule-based (Apertium: word for word with local reordering, literal) or neural (a language model: fluent, may paraphrase). */
  readonly quality: 'rule-based' | 'neural';
  /** The route the texts would take, or null when this translator has no path between the two languages. */
  canTranslate(from: string, to: string): Promise<string[] | null>;
  translate(request: TranslationRequest): Promise<TranslationResult>;
}

export type TranslationErrorCode = 'no_route' | 'engine_failed' | 'bad_answer';

/**
 * A translation that could not be made: `no_route` (no path between the
 * languages), `engine_failed` (the program or service failed; `status` is
 * the service's HTTP status when it answered one), `bad_answer` (it answered,
 * but not one translation per text). The message is readable by the person
 * who asked.
 */
export class TranslationError extends Error {
  constructor(
    message: string,
    readonly code: TranslationErrorCode,
    readonly engine: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TranslationError';
  }
}

/** The most characters one request may hold, all texts together; callers cut longer work into pieces. */
export const maxTranslationCharacters = 100_000;

/** Refuses requests over `maxTranslationCharacters` (a RangeError: the caller was to cap them) and requests already aborted. */
export function checkTranslationRequest(request: TranslationRequest): void {
  request.signal?.throwIfAborted();
  const characters = request.texts.reduce((sum, text) => sum + text.length, 0);
  if (characters > maxTranslationCharacters)
    throw new RangeError(`A translation request holds at most ${maxTranslationCharacters} characters; this one holds ${characters}.`);
}
