import type { Runtime } from '@talkreel/platform';
import { createConvertMovJob } from './jobs/convert-mov.job.ts';
import { createRenderWorkspaceJob } from './jobs/render-workspace.job.ts';

/** Every job this product runs, built on one runtime. Server and worker share it. */
export function createJobRegistry(runtime: Runtime) {
  const convertMov = createConvertMovJob(runtime);
  const renderWorkspace = createRenderWorkspaceJob(runtime);
  return {
    convertMov,
    renderWorkspace,
    all: [convertMov, renderWorkspace] as const,
  };
}

export type JobRegistry = ReturnType<typeof createJobRegistry>;
