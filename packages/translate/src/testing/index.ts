/**
 * Test support for other workspaces (`@talkreel/translate/testing`): an
 * answer for `startOpenAiChatFake` from `@talkreel/writer/testing` that
 * translates as this package asks, so a test can run the LLM route.
 */
export { answerTranslations } from './answer-translations.ts';
