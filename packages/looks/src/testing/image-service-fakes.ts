/**
 * Local fakes of the image services, for tests of other packages and apps
 * (`@talkreel/looks/testing`); they speak each service's protocol.
 */
export { startFakeOpenAiImagesServer, type FakeOpenAiImagesOptions } from '../engines/fake-openai-images-server.ts';
export type { FakeServiceServer as FakeImageServiceServer } from '@talkreel/platform/testing';
