import { JobRunner, type Runtime } from '@talkreel/platform';
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
  return runner;
}
