import { allJobDefinitions } from '@talkreel/jobs';
import type { AnyRunnableJob, Runtime } from '@talkreel/platform';
import type { LipSyncEngine } from '@talkreel/face';
import type { SpeechEngineSet } from '@talkreel/speech';
import { createConvertMovHandler } from './handlers/convert-mov.handler.ts';
import { createCreateVoiceHandler } from './handlers/create-voice.handler.ts';
import { createGenerateLooksHandler } from './handlers/generate-looks.handler.ts';
import { createRenderWorkspaceHandler } from './handlers/render-workspace.handler.ts';
import { createWriteScriptHandler } from './handlers/write-script.handler.ts';

/** The engines handlers use, wired by their packages (`createSpeechEngines`); the server's routes get the same ones. */
export interface JobEngines {
  speech: SpeechEngineSet;
  /** Configured lip-sync services (`createLipSyncEngines`), in preference order; empty: the embedded animator only. */
  lipSync: readonly LipSyncEngine[];
}

/** Every job of the product with its handler, built on one runtime. */
export function createJobHandlers(runtime: Runtime, engines: JobEngines): AnyRunnableJob[] {
  const handlers: AnyRunnableJob[] = [
    createConvertMovHandler(runtime),
    createRenderWorkspaceHandler(runtime, engines),
    createCreateVoiceHandler(runtime, engines.speech),
    createGenerateLooksHandler(runtime),
    createWriteScriptHandler(runtime),
  ];
  // A definition without a handler would wait in its queue forever: refuse to start instead.
  const missing = allJobDefinitions.filter((definition) => !handlers.some((handler) => handler.name === definition.name));
  if (missing.length > 0) throw new Error(`No handler for job ${missing.map((definition) => definition.name).join(', ')}`);
  return handlers;
}
