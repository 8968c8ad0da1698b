// Test support for other workspaces (`@talkreel/face/testing`): the fake lip-sync services and their media.
export { startFakeCogServer, type FakePredictionPlan } from '../engines/fake-cog-server.ts';
export { createLipSyncTestMedia } from '../engines/lip-sync-media.fixture.ts';
