// A worker process for the scale-out test: the real runtime and JobRunner on
// DATABASE_URL, running only the scale-probe job. Prints "ready" when polling.
import { createLogger, createRuntime, JobRunner, loadConfig, platformConfigSchema } from '@talkreel/platform';
import { createScaleProbeJob } from './scale-probe.job.ts';

const config = loadConfig(platformConfigSchema, process.env, '/nonexistent/.env');
const runtime = await createRuntime(config, createLogger({ level: 'warn', name: `scale-probe-${process.pid}` }), {
  queueMaintenanceIntervalSeconds: 1,
});
const job = createScaleProbeJob(runtime);
await runtime.queue.register([job]);
const runner = new JobRunner(runtime.queue, [job], { concurrency: 4, pollingIntervalSeconds: 0.5 });
await runner.start();
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void runner
    .stop(2000)
    .then(() => runtime.close())
    .then(() => process.exit(0));
});
