import { embeddedScriptWriter } from './engines/embedded-script-writer.ts';
import { createLlmScriptWriter, type LlmWriterConfig } from './engines/llm-script-writer.ts';
import type { LlmConfig } from './llm-config.ts';
import type { ScriptKind } from './script-types.ts';
import type { ScriptWriter } from './writer-engine.ts';

/** Which writers to make: the language model's settings (from LLM_BASE_URL and its companions) when one is configured. */
export interface ScriptWriterConfig {
  llm?: LlmWriterConfig | undefined;
}

/** Every configured writer, and the one to use. */
export interface ScriptWriterSet {
  /** The language model first when configured, then the embedded writer, always there. */
  engines: readonly ScriptWriter[];
  /** The language model when configured, else the embedded writer. */
  preferred: ScriptWriter;
}

/**
 * The one place script writers are wired: server and worker both call this
 * with their config. The embedded writer is always there (it needs no key);
 * a language model is switched on by its settings and then preferred.
 */
export function createScriptWriters(config: ScriptWriterConfig = {}, fetchImplementation: typeof fetch = fetch): ScriptWriterSet {
  const writers = config.llm ? [createLlmScriptWriter(config.llm, fetchImplementation), embeddedScriptWriter] : [embeddedScriptWriter];
  return { engines: writers, preferred: writers[0]! };
}

/**
 * The writer for one script: the preferred one when it writes that kind in
 * that language, else the embedded writer when it does, else the preferred
 * one (which then says why it cannot).
 */
export function pickScriptWriter(set: ScriptWriterSet, language: string, script: ScriptKind): ScriptWriter {
  if (set.preferred.supportsLanguage(language, script)) return set.preferred;
  return set.engines.find((writer) => writer.supportsLanguage(language, script)) ?? set.preferred;
}

/** Writer config from the LLM_* settings: none without LLM_BASE_URL; model 1 is LLM_MODEL (`gpt-4o`), model 2 LLM_MODEL_2 (else model 1). */
export function scriptWriterConfigFrom(settings: LlmConfig): ScriptWriterConfig {
  if (!settings.LLM_BASE_URL) return {};
  const model = settings.LLM_MODEL ?? 'gpt-4o';
  return {
    llm: {
      baseUrl: settings.LLM_BASE_URL,
      ...(settings.LLM_API_KEY ? { apiKey: settings.LLM_API_KEY } : {}),
      models: { 1: model, 2: settings.LLM_MODEL_2 ?? model },
    },
  };
}
