export * from './create-job-handlers.ts';
export * from './start-worker.ts';
export * from './create-engines.ts';
export type * from './engines.ts';
