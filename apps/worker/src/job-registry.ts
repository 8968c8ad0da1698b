import type { Runtime } from '@talkreel/platform';
import type { SpeechEngineSet } from '@talkreel/speech';
import { createConvertMovJob } from './jobs/convert-mov.job.ts';
import { createCreateVoiceJob } from './jobs/create-voice.job.ts';
import { createRenderWorkspaceJob } from './jobs/render-workspace.job.ts';

/** The engines jobs use, wired by their packages (`createSpeechEngines`); the server hands its HTTP routes the same ones. */
export interface JobEngines {
  speech: SpeechEngineSet;
}

/** Every job this product runs, built on one runtime. Server and worker share it. */
export function createJobRegistry(runtime: Runtime, engines: JobEngines) {
  const convertMov = createConvertMovJob(runtime);
  const renderWorkspace = createRenderWorkspaceJob(runtime);
  const createVoice = createCreateVoiceJob(runtime, engines.speech);
  return {
    convertMov,
    renderWorkspace,
    createVoice,
    all: [convertMov, renderWorkspace, createVoice] as const,
  };
}

export type JobRegistry = ReturnType<typeof createJobRegistry>;
