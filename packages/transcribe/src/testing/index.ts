/**
 * Local fakes for tests of other packages and apps (`@talkreel/transcribe/testing`):
 * an OpenAI-compatible transcription server that reads the real multipart body.
 */
export { startFakeTranscriptionServer, type FakeTranscriptionAnswer, type TranscriptionUpload } from '../engines/fake-openai-transcription-server.ts';
