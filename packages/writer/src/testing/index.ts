/**
 * Local fakes for tests of other packages and apps (`@talkreel/writer/testing`):
 * an OpenAI-compatible chat completions server that speaks the real protocol.
 */
export {
  startOpenAiChatFake,
  type ChatRequestBody,
  type FakeChatBehaviour,
  type OpenAiChatFake,
  type OpenAiChatFakeOptions,
  type RecordedChatRequest,
} from './openai-chat-fake.ts';
