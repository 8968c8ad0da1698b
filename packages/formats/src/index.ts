export * from './project-format.ts';
export * from './formats.ts';
export * from './render-cost-of.ts';
export * from './build-talking-photo-workspace.ts';
export * from './build-talking-avatar-workspace.ts';
export * from './build-podcast-workspace.ts';
export * from './build-topic-video-workspace.ts';
export * from './build-welcome-clip-workspace.ts';
