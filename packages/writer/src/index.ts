export {
  WriterError,
  type PodcastDuration,
  type PodcastRequest,
  type PodcastTurn,
  type ProductFacts,
  type ProductScript,
  type ProductScriptRequest,
  type ProductScriptStyle,
  type ProductVideoDurationS,
  type ScriptKind,
  type TopicRequest,
  type TurnLength,
  type WriterErrorReason,
} from './script-types.ts';
export { findScriptTone, type ScriptTone } from './script-tones.ts';
export { PodcastRequestSchema, ProductScriptRequestSchema, TopicRequestSchema, maxTopicCharacters } from './script-request-schemas.ts';
export { pickProductScriptStyles, productScriptStyleOrder } from './product/product-script-styles.ts';
export { findUnsaidProductFacts } from './product/find-unsaid-product-facts.ts';
export { speakProductName } from './product/spoken-product-name.ts';
export { createScriptWriters, pickScriptWriter, scriptWriterConfigFrom, type ScriptWriterConfig, type ScriptWriterSet } from './create-script-writers.ts';
export type { LlmConfig } from './llm-config.ts';
export { describeService, streamChatCompletion, type ChatCompletionBody, type ChatMessage, type ChatServiceSettings } from './llm/stream-chat-completion.ts';
export { readJsonAnswer } from './llm/read-json-answer.ts';
export { runWriterWithFallback, type WriterChoice, type WriterOutcome } from './run-writer-with-fallback.ts';

export { embeddedScriptWriter } from './engines/embedded-script-writer.ts';
export { createLlmScriptWriter, type LlmWriterConfig } from './engines/llm-script-writer.ts';

export { getScriptLanguage, measureScriptShare, speakingRatePerMinute, type ScriptLanguage } from './language/script-language.ts';
export { speakPrice } from './language/spoken-price.ts';
export {
  measureSpokenSeconds,
  measureSpokenUnits,
  podcastTargetMinutes,
  topicTargetSeconds,
  turnTargetSeconds,
  unitsForSeconds,
} from './language/spoken-length.ts';
export type { ScriptWriter } from './writer-engine.ts';
