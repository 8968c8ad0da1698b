import {
  describeService,
  readJsonAnswer,
  streamChatCompletion,
  WriterError,
  type ChatCompletionBody,
  type ChatMessage,
  type ChatServiceSettings,
} from '@talkreel/writer';
import { toIso6391 } from '../language/iso-639.ts';
import { describeLanguage, languageName, translationLanguage } from '../language/translation-languages.ts';
import { checkTranslationRequest, TranslationError, type TextTranslator, type TranslationRequest, type TranslationResult } from '../text-translator.ts';
import { composeCorrection, composeTranslationPrompt, translationAnswerJsonSchema, TranslationAnswerSchema } from './compose-translation-prompt.ts';

/** An OpenAI-compatible chat completions service and the model that translates. */
export interface LlmTranslatorConfig {
  /** Up to and without `/chat/completions`: `https://api.openai.com/v1`, `http://localhost:11434/v1`. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** How long the service may stay silent, before its answer starts and between two pieces of it. Default 120 s. */
  timeoutMs?: number | undefined;
  /** Tries after the first, for 429 and 5xx answers. Default 2. */
  maxRetries?: number | undefined;
  /** The first wait before such a retry when the service does not say (doubled each time). Default 1 s. */
  retryBaseDelayMs?: number | undefined;
  /** The longest wait before such a retry, whatever Retry-After asks. Default 20 s. */
  maxRetryDelayMs?: number | undefined;
}

/** One request to the model holds at most this much: answers stay well within a model's output limit. */
const maxBatchCharacters = 6000;
const maxBatchTexts = 80;
/** Translation wants the likeliest wording, not variety. */
const temperature = 0.2;

/**
 * Translation by a language model behind any OpenAI-compatible chat
 * completions API, through the writer's client (streamed, 429 and 5xx
 * retried). The texts go as JSON and come back as a JSON array of the same
 * length, asked for with a strict `json_schema` response format (a server
 * that refuses it is asked without it, and the JSON read from its text). An
 * answer of the wrong length is asked for once more, then
 * TranslationError('bad_answer'); a failed service is 'engine_failed' with
 * the service's status.
 */
export function createLlmTranslator(config: LlmTranslatorConfig, fetchImplementation: typeof fetch = fetch): TextTranslator {
  const settings: ChatServiceSettings = {
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    timeoutMs: config.timeoutMs ?? 120_000,
    maxRetries: config.maxRetries ?? 2,
    retryBaseDelayMs: config.retryBaseDelayMs ?? 1000,
    maxRetryDelayMs: config.maxRetryDelayMs ?? 20_000,
    fetch: fetchImplementation,
  };
  const service = describeService(config.baseUrl);
  let refusesJsonSchema = false;

  const routeOf = (from: string, to: string): string[] | null => {
    const source = toIso6391(from);
    const target = translationLanguage(to)?.code;
    if (!source || !target || !languageName(source)) return null;
    return source === target ? [source] : [source, target];
  };

  /** One chat completion's whole text; a refused response format is dropped for this and every later request. */
  const complete = async (messages: ChatMessage[], signal: AbortSignal | undefined): Promise<string> => {
    const body: ChatCompletionBody = { model: config.model, messages, temperature };
    if (!refusesJsonSchema)
      body.response_format = { type: 'json_schema', json_schema: { name: 'translations', strict: true, schema: translationAnswerJsonSchema } };
    try {
      return await readAll(streamChatCompletion(settings, body, signal));
    } catch (error) {
      signal?.throwIfAborted();
      if (!refusesJsonSchema && refusesResponseFormat(error)) {
        refusesJsonSchema = true;
        return complete(messages, signal);
      }
      if (error instanceof WriterError) throw new TranslationError(error.message, 'engine_failed', 'llm', error.status);
      throw error;
    }
  };

  const translateBatch = async (texts: string[], from: string, to: string, signal: AbortSignal | undefined): Promise<string[]> => {
    const messages = composeTranslationPrompt({ from, to, texts }, languageName(from)!, languageName(to)!);
    for (let attempt = 0; ; attempt += 1) {
      const answer = await complete(messages, signal);
      const translations = readJsonAnswer(answer, TranslationAnswerSchema);
      if (translations?.length === texts.length) return translations;
      if (attempt === 1)
        throw new TranslationError(
          `${service} answered ${translations ? `${translations.length} translations for ${texts.length} texts` : `without the JSON asked for: ${JSON.stringify(answer.slice(0, 120))}`}, twice.`,
          'bad_answer',
          'llm',
        );
      messages.push(...composeCorrection(answer, translations?.length, texts.length));
    }
  };

  return {
    name: 'llm',
    isEmbedded: false,
    quality: 'neural',

    canTranslate(from: string, to: string): Promise<string[] | null> {
      return Promise.resolve(routeOf(from, to));
    },

    async translate(request: TranslationRequest): Promise<TranslationResult> {
      checkTranslationRequest(request);
      const route = routeOf(request.from, request.to);
      if (!route)
        throw new TranslationError(
          `${service} is not asked to translate from ${describeLanguage(request.from)} to ${describeLanguage(request.to)}: the target must be one of the product's languages.`,
          'no_route',
          'llm',
        );
      const texts = [...request.texts];
      if (route.length === 1) return { texts, engine: 'llm', route };
      // Lines with nothing to say (empty, spaces, a dash) are kept as they are; the spaces around a text are the source's.
      const sent = texts.flatMap((text, index) => (/[\p{L}\p{N}]/u.test(text) ? [index] : []));
      for (const batch of cutIntoBatches(sent, texts)) {
        const translations = await translateBatch(
          batch.map((index) => texts[index]!.trim()),
          route[0]!,
          route[1]!,
          request.signal,
        );
        batch.forEach((index, position) => {
          const source = texts[index]!;
          texts[index] = `${/^\s*/u.exec(source)![0]}${translations[position]!.trim()}${/\s*$/u.exec(source)![0]}`;
        });
      }
      return { texts, engine: 'llm', route };
    },
  };
}

/** Indexes of texts in request order, cut where a batch would pass the size limits (a longer text goes alone). */
function cutIntoBatches(indexes: number[], texts: string[]): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let characters = 0;
  for (const index of indexes) {
    const length = texts[index]!.length;
    if (current.length > 0 && (characters + length > maxBatchCharacters || current.length >= maxBatchTexts)) {
      batches.push(current);
      current = [];
      characters = 0;
    }
    current.push(index);
    characters += length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

async function readAll(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}

/** 400 (OpenAI-style) or 422 (FastAPI-style validation) about the response format, as DeepSeek answers. */
function refusesResponseFormat(error: unknown): boolean {
  return error instanceof WriterError && (error.status === 400 || error.status === 422) && /response_format|json_schema/iu.test(error.message);
}
