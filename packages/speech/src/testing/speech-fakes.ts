/**
 * Local fakes of the cloud speech services, for tests of other packages
 * and apps (`@talkreel/speech/testing`); they speak each service's protocol.
 */
export { startFakeOpenAiSpeechServer } from '../engines/fake-openai-speech-server.ts';
