import { JobRunner, type Runtime } from '@talkreel/platform';
import { sweepTempDir, tempSweepIntervalMs } from './housekeeping/sweep-temp-dir.ts';
import { createJobHandlers } from './create-job-handlers.ts';
import type { Engines } from './engines.ts';
import type { MailSender } from './handlers/send-mail.handler.ts';

/** The worker role: registers every queue and starts running jobs in this process. */
export async function startWorker(runtime: Runtime, engines: Engines, mailer: MailSender): Promise<JobRunner> {
  const jobs = createJobHandlers(runtime, engines, mailer);
  await runtime.queue.register(jobs);
  const runner = new JobRunner(runtime.queue, jobs, {
    concurrency: runtime.config.WORKER_CONCURRENCY,
    heavyJobsPerOwner: runtime.config.HEAVY_JOBS_PER_USER,
    onError: (error, context) => runtime.logger.warn({ err: error, ...context }, 'job run failed'),
  });
  await runner.start();
  runtime.logger.info({ jobs: jobs.map((job) => job.name), concurrency: runtime.config.WORKER_CONCURRENCY }, 'worker started');
  // What a task killed -9 left in the scratch folder goes once it is stale: now and every hour.
  const sweep = () =>
    void sweepTempDir(runtime.tempDir, { nowMs: Date.now() })
      .then((removed) => removed.length > 0 && runtime.logger.info({ removed }, 'removed stale scratch files of tasks that were killed'))
      .catch((error: unknown) => runtime.logger.warn({ err: error }, 'could not sweep the scratch folder'));
  sweep();
  setInterval(sweep, tempSweepIntervalMs).unref();
  return runner;
}
