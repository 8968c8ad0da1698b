export * from './job-definition.ts';
export * from './job-queue.ts';
export * from './job-runner.ts';
