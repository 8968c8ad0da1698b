import { getScriptLanguage, type ScriptLanguage } from '../language/script-language.ts';
import { measureSpokenSeconds } from '../language/spoken-length.ts';
import { findUnsaidProductFacts } from '../product/find-unsaid-product-facts.ts';
import { titleProductScript } from '../product/product-script-titles.ts';
import { checkPodcastRequest, checkProductScriptRequest, checkTopicRequest } from '../script-request-schemas.ts';
import {
  WriterError,
  type PodcastRequest,
  type PodcastTurn,
  type ProductScript,
  type ProductScriptRequest,
  type ScriptKind,
  type TopicRequest,
} from '../script-types.ts';
import type { ScriptWriter } from '../writer-engine.ts';
import { composePodcastPrompt } from '../llm/compose-podcast-prompt.ts';
import { composeTopicPrompt } from '../llm/compose-topic-prompt.ts';
import { composeProductPrompt } from '../llm/compose-product-prompt.ts';
import { parsePodcastAnswer, podcastAnswerJsonSchema } from '../llm/parse-podcast-answer.ts';
import { parseProductAnswer, productAnswerJsonSchema } from '../llm/parse-product-answer.ts';
import { SceneSplitter } from '../llm/scene-splitter.ts';
import { describeService, serviceHost, streamChatCompletion, type ChatCompletionBody, type ChatServiceSettings } from '../llm/stream-chat-completion.ts';

/** An OpenAI-compatible chat completions service: OpenAI, DeepSeek, Ollama, vLLM, llama.cpp's server, a proxy. */
export interface LlmWriterConfig {
  /** Up to and without `/chat/completions`: `https://api.openai.com/v1`, `https://api.deepseek.com`, `http://localhost:11434/v1` (Ollama). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; local servers need none. */
  apiKey?: string;
  /** The service's model names for the form's models 1 (the GPT-4o slot) and 2 (the DeepSeek slot); podcasts use model 1. */
  models: { 1: string; 2: string };
  /** How long the service may stay silent, before its answer starts and between two pieces of it. Default 120 s. */
  timeoutMs?: number;
  /** Tries after the first, for 429 and 5xx answers. Default 2. */
  maxRetries?: number;
  /** The first wait before a retry when the service does not say (doubled each time). Default 1 s. */
  retryBaseDelayMs?: number;
  /** The longest wait before a retry, whatever Retry-After asks. Default 20 s. */
  maxRetryDelayMs?: number;
}

const defaults = { timeoutMs: 120_000, maxRetries: 2, retryBaseDelayMs: 1000, maxRetryDelayMs: 20_000 };
/** Scripts read better with some variety; a model's default (1) rambles more. */
const temperature = 0.7;

/**
 * The language-model writer: any OpenAI-compatible chat completions
 * service. Podcasts are asked for as JSON turns with a `json_schema`
 * response format (strict structured outputs); a server that refuses that
 * format (DeepSeek answers 400 "This response_format type is unavailable
 * now") is asked again without it, and the JSON read from its text. Product
 * scripts are asked for the same way, as JSON of three scripts, each
 * checked for the product's name and price. Topic scripts stream, and each
 * scene is yielded as soon as the model starts the next one.
 */
export function createLlmScriptWriter(config: LlmWriterConfig, fetchImplementation: typeof fetch = fetch): ScriptWriter {
  const settings: ChatServiceSettings = {
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    timeoutMs: config.timeoutMs ?? defaults.timeoutMs,
    maxRetries: config.maxRetries ?? defaults.maxRetries,
    retryBaseDelayMs: config.retryBaseDelayMs ?? defaults.retryBaseDelayMs,
    maxRetryDelayMs: config.maxRetryDelayMs ?? defaults.maxRetryDelayMs,
    fetch: fetchImplementation,
  };
  const service = describeService(config.baseUrl);
  const modelNames = config.models[1] === config.models[2] ? config.models[1] : `${config.models[1]} / ${config.models[2]}`;

  return {
    id: 'llm',
    label: `Language model ${modelNames} (${serviceHost(config.baseUrl)})`,

    supportsLanguage(language: string, _script: ScriptKind = 'topic'): boolean {
      try {
        getScriptLanguage(language);
        return true;
      } catch {
        return false;
      }
    },

    async writePodcast(request: PodcastRequest): Promise<PodcastTurn[]> {
      checkPodcastRequest(request);
      const language = getScriptLanguage(request.language);
      const body: ChatCompletionBody = {
        model: config.models[1],
        messages: composePodcastPrompt(request, language),
        temperature,
        response_format: { type: 'json_schema', json_schema: { name: 'podcast_script', strict: true, schema: podcastAnswerJsonSchema } },
      };
      const content = await askForJson(settings, body, request.signal);
      const turns = parsePodcastAnswer(content, textJoinerOf(language));
      if (!turns) throw new WriterError('service_failed', `${service} answered without a dialogue of two hosts: ${JSON.stringify(content.slice(0, 120))}`);
      return turns;
    },

    async writeProductScripts(request: ProductScriptRequest): Promise<ProductScript[]> {
      checkProductScriptRequest(request);
      const language = getScriptLanguage(request.language);
      const body: ChatCompletionBody = {
        model: config.models[1],
        messages: composeProductPrompt(request, language),
        temperature,
        response_format: { type: 'json_schema', json_schema: { name: 'product_scripts', strict: true, schema: productAnswerJsonSchema } },
      };
      const content = await askForJson(settings, body, request.signal);
      const scenesByStyle = parseProductAnswer(content, request.styles);
      if (!scenesByStyle)
        throw new WriterError(
          'service_failed',
          `${service} answered without the ${request.styles.length} scripts asked for: ${JSON.stringify(content.slice(0, 120))}`,
        );
      const joiner = textJoinerOf(language);
      return request.styles.map((style) => {
        const scenes = scenesByStyle.get(style)!;
        const unsaid = findUnsaidProductFacts(scenes.join(joiner), request.product);
        // Captions and the price card are found by these words: a script that leaves them out is not the script asked for.
        if (unsaid.length > 0) throw new WriterError('service_failed', `${service} wrote the ${style} script without the product's ${unsaid.join(' or ')}.`);
        const durationS = Math.round(measureSpokenSeconds(scenes.join(joiner), language) * 10) / 10;
        return { style, title: titleProductScript(style, language), scenes, duration_s: durationS };
      });
    },

    async *writeTopicScript(request: TopicRequest): AsyncGenerator<string> {
      const tone = checkTopicRequest(request);
      const language = getScriptLanguage(request.language);
      const body: ChatCompletionBody = { model: config.models[request.model], messages: composeTopicPrompt(request, language, tone), temperature };
      const splitter = new SceneSplitter(textJoinerOf(language));
      let count = 0;
      // One piece can complete two scenes: a caller who stopped after the first gets no second.
      for await (const piece of streamChatCompletion(settings, body, request.signal)) {
        for (const scene of splitter.push(piece)) {
          request.signal?.throwIfAborted();
          count += 1;
          yield scene;
        }
      }
      for (const scene of splitter.end()) {
        request.signal?.throwIfAborted();
        count += 1;
        yield scene;
      }
      if (count === 0) throw new WriterError('service_failed', `${service} answered with an empty script.`);
    },
  };
}

/** Asks for JSON with a `json_schema` response format; a server that refuses the format is asked again without it. */
async function askForJson(settings: ChatServiceSettings, body: ChatCompletionBody, signal: AbortSignal | undefined): Promise<string> {
  try {
    return await readAll(streamChatCompletion(settings, body, signal));
  } catch (error) {
    if (!refusesResponseFormat(error)) throw error;
    const { response_format: _refused, ...plain } = body;
    return readAll(streamChatCompletion(settings, plain, signal));
  }
}

async function readAll(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}

/** 400 (OpenAI-style) or 422 (FastAPI-style validation) about the response format. */
function refusesResponseFormat(error: unknown): boolean {
  return error instanceof WriterError && (error.status === 400 || error.status === 422) && /response_format|json_schema/iu.test(error.message);
}

/** Chinese and Japanese sentences follow each other without a space. */
function textJoinerOf(language: ScriptLanguage): string {
  return language.locale.startsWith('zh') || language.locale.startsWith('ja') ? '' : ' ';
}
