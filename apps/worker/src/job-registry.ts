import type { Runtime } from '@talkreel/platform';
import { createConvertMovJob } from './jobs/convert-mov.job.ts';

/** Every job this product runs, built on one runtime. Server and worker share it. */
export function createJobRegistry(runtime: Runtime) {
  const convertMov = createConvertMovJob(runtime);
  return {
    convertMov,
    all: [convertMov] as const,
  };
}

export type JobRegistry = ReturnType<typeof createJobRegistry>;
