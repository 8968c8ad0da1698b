/**
 * Test support shared by every package's tests (`@talkreel/platform/testing`):
 * the scratch PostgreSQL databases and the fake HTTP service the engine
 * adapters' fakes are built on.
 */
export * from './scratch-postgres.ts';
export * from './fake-service-server.ts';
