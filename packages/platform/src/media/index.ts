// `@talkreel/platform/media`: ffmpeg and ffprobe without the rest of the
// platform (database, queue, storage SDKs), for threads that only render.
export * from './background-priority.ts';
export * from './ffmpeg-paths.ts';
export * from './probe-media.ts';
export * from './run-ffmpeg.ts';
