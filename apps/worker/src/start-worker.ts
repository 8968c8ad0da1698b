import { JobRunner, type AnyJobDefinition, type Runtime } from '@talkreel/platform';
import type { JobRegistry } from './job-registry.ts';

/** Registers every queue and starts running jobs in this process. */
export async function startWorker(runtime: Runtime, registry: JobRegistry): Promise<JobRunner> {
  const definitions = [...registry.all] as AnyJobDefinition[];
  await runtime.queue.register(definitions);
  const runner = new JobRunner(runtime.queue, definitions, {
    concurrency: runtime.config.WORKER_CONCURRENCY,
    heavyJobsPerOwner: runtime.config.HEAVY_JOBS_PER_USER,
    onError: (error, context) => runtime.logger.warn({ err: error, ...context }, 'job run failed'),
  });
  await runner.start();
  runtime.logger.info({ jobs: definitions.map((definition) => definition.name), concurrency: runtime.config.WORKER_CONCURRENCY }, 'worker started');
  return runner;
}
