import { describeService, type LlmConfig } from '@talkreel/writer';
import { createApertiumTranslator } from './apertium/apertium-translator.ts';
import { describeLanguage } from './language/translation-languages.ts';
import { createLlmTranslator, type LlmTranslatorConfig } from './llm/llm-translator.ts';
import { TranslationError, type TextTranslator } from './text-translator.ts';

/** The translators this process has, and the choice between them. */
export interface TextTranslatorSet {
  /** Apertium, always there (it has no routes when the program is not installed). */
  embedded: TextTranslator;
  /** The language model, when LLM_BASE_URL is set. */
  llm?: TextTranslator;
  /**
   * The language model when configured (and the languages are ones it is
   * asked about), else Apertium when it has a route, else throws
   * TranslationError('no_route') naming the pair and saying LLM_BASE_URL
   * is needed.
   */
  pick(from: string, to: string): Promise<TextTranslator>;
}

export interface TextTranslatorOptions {
  /** The `apertium` program; found on PATH when unset. */
  apertiumPath?: string;
  /** Apertium's installed modes (`/usr/share/apertium/modes`). */
  modesDirectory?: string;
  /** How long one Apertium run (one hop of a route) may take. Default 60 s and 2 ms a character. */
  apertiumTimeoutMs?: number;
  /** The language model's timeout and retries (the writer's defaults: 120 s, 2 retries from 1 s up to 20 s). */
  llm?: Pick<LlmTranslatorConfig, 'timeoutMs' | 'maxRetries' | 'retryBaseDelayMs' | 'maxRetryDelayMs'>;
  fetch?: typeof fetch;
}

/**
 * The one place text translators are wired, from the writer's LLM_* settings
 * (the same model writes scripts and translates them: LLM_MODEL, else
 * gpt-4o). Apertium is always made; whether it can translate a pair is
 * known when asked.
 */
export function createTextTranslators(llmConfig: LlmConfig, options: TextTranslatorOptions = {}): TextTranslatorSet {
  const embedded = createApertiumTranslator({
    apertiumPath: options.apertiumPath,
    modesDirectory: options.modesDirectory,
    timeoutMs: options.apertiumTimeoutMs,
  });
  const llm = llmConfig.LLM_BASE_URL
    ? createLlmTranslator(
        { ...options.llm, baseUrl: llmConfig.LLM_BASE_URL, apiKey: llmConfig.LLM_API_KEY, model: llmConfig.LLM_MODEL ?? 'gpt-4o' },
        options.fetch,
      )
    : undefined;

  return {
    embedded,
    ...(llm ? { llm } : {}),
    async pick(from: string, to: string): Promise<TextTranslator> {
      if (llm && (await llm.canTranslate(from, to))) return llm;
      if (await embedded.canTranslate(from, to)) return embedded;
      const pair = `${describeLanguage(from)} to ${describeLanguage(to)}`;
      if (llm)
        throw new TranslationError(
          `No translation from ${pair}: ${describeService(llmConfig.LLM_BASE_URL!)} is asked only for the product's target languages, and the embedded Apertium has no path between them.`,
          'no_route',
          'llm',
        );
      throw new TranslationError(
        `No translation from ${pair} on this server: the embedded Apertium translates only the pairs Debian ships (through Spanish where needed). Set LLM_BASE_URL to an OpenAI-compatible language model to translate this pair.`,
        'no_route',
        'apertium',
      );
    },
  };
}
