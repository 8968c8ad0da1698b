export * from './create-job-handlers.ts';
export * from './start-worker.ts';
