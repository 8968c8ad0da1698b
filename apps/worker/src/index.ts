export * from './job-registry.ts';
export * from './start-worker.ts';
export * from './jobs/convert-mov.job.ts';
export * from './jobs/render-workspace.job.ts';
export * from './jobs/create-voice.job.ts';
