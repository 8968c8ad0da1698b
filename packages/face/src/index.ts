export type * from './face-types.ts';
export type { LipSyncEngine, LipSyncMedia, LipSyncRequest, LipSyncResult } from './engines/lip-sync-engine.ts';
export { LipSyncEngineError } from './engines/lip-sync-engine.ts';
export { createLipSyncEngines, type LipSyncConfig } from './engines/create-lip-sync-engines.ts';
