// Test support for other workspaces (`@talkreel/face/testing`): the fake lip-sync services and their media, and lip-sync measuring helpers.
export { startFakeCogServer, type FakePredictionPlan } from '../engines/fake-cog-server.ts';
export { createLipSyncTestMedia } from '../engines/lip-sync-media.fixture.ts';
// Measuring lip-sync on rendered frames (the looks package checks its talking avatars the same way).
export { frameLoudness, frameOpenings, pearson, speakWithPause, type SpokenClip } from '../mouth/mouth-speech.fixture.ts';
export { readVideoFrames } from './face-fixtures.ts';
