import { startOpenAiChatFake, type OpenAiChatFake } from '@talkreel/writer/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerTranslations } from '../testing/answer-translations.ts';
import { TranslationError } from '../text-translator.ts';
import { createLlmTranslator } from './llm-translator.ts';

let fake: OpenAiChatFake;
const apiKey = 'sk-test-translate';

beforeEach(async () => {
  fake = await startOpenAiChatFake({ apiKey, models: ['gpt-4o-mini'], answer: answerTranslations });
});
afterEach(async () => {
  await fake.close();
});

const translatorFor = (options: { apiKey?: string; maxRetries?: number } = {}) =>
  createLlmTranslator({
    baseUrl: `${fake.url}/v1`,
    apiKey: options.apiKey ?? apiKey,
    model: 'gpt-4o-mini',
    maxRetries: options.maxRetries,
    retryBaseDelayMs: 1,
  });
const userInput = (index: number) => JSON.parse(String(fake.requests[index]!.body!.messages.at(-1)!.content)) as unknown;

describe('the language model translator', () => {
  it('sends the texts as JSON and puts each translation back in place', async () => {
    const translator = translatorFor();
    expect(translator).toMatchObject({ name: 'llm', isEmbedded: false, quality: 'neural' });
    const result = await translator.translate({ texts: ['Hello, world!', '', '  Two lines.\nSecond line.  ', '—'], from: 'en', to: 'fr' });
    expect(result).toEqual({ texts: ['[fr] Hello, world!', '', '  [fr] Two lines.\nSecond line.  ', '—'], engine: 'llm', route: ['en', 'fr'] });

    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body!;
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.stream).toBe(true);
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'translations', strict: true } });
    expect(body.messages[0]!.content).toContain('from English to French');
    expect(body.messages[0]!.content).toContain('exactly 2 strings');
    expect(userInput(0)).toEqual({ from: 'en', to: 'fr', texts: ['Hello, world!', 'Two lines.\nSecond line.'] });
  });

  it('asks once more after an answer of the wrong length', async () => {
    fake.enqueue({ content: '{"translations": ["Bonjour et au revoir."]}' }, { content: '{"translations": ["Bonjour.", "Au revoir."]}' });
    const result = await translatorFor().translate({ texts: ['Hello.', 'Goodbye.'], from: 'en', to: 'fr' });
    expect(result.texts).toEqual(['Bonjour.', 'Au revoir.']);
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]!.body!.messages;
    expect(retry).toHaveLength(4);
    expect(retry[2]).toEqual({ role: 'assistant', content: '{"translations": ["Bonjour et au revoir."]}' });
    expect(retry[3]!.content).toContain('Your answer held 1 translations for 2 texts.');
  });

  it('asks once more after an answer that is not JSON, and reads a bare array in a fence', async () => {
    fake.enqueue({ content: 'Sure! Bonjour. Au revoir.' }, { content: 'Here you go:\n```json\n["Bonjour.", "Au revoir."]\n```' });
    const result = await translatorFor().translate({ texts: ['Hello.', 'Goodbye.'], from: 'en', to: 'fr' });
    expect(result.texts).toEqual(['Bonjour.', 'Au revoir.']);
    expect(fake.requests[1]!.body!.messages[3]!.content).toContain('Your answer was not the JSON asked for.');
  });

  it('gives up with bad_answer after two wrong answers', async () => {
    fake.enqueue({ content: '{"translations": ["a", "b", "c"]}' }, { content: '{"translations": ["a"]}' });
    const error = await translatorFor()
      .translate({ texts: ['Hello.', 'Goodbye.'], from: 'en', to: 'fr' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranslationError);
    expect(error).toMatchObject({ code: 'bad_answer', engine: 'llm' });
    expect((error as Error).message).toBe(`The language model at ${new URL(fake.url).host} answered 1 translations for 2 texts, twice.`);
  });

  it('names the service and its status when it fails', async () => {
    const failure = { status: 500, message: 'The server had an error while processing your request.', retryAfterMs: '0' };
    fake.enqueue(failure, failure, failure);
    const error = await translatorFor()
      .translate({ texts: ['Hello.'], from: 'en', to: 'de' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranslationError);
    expect(error).toMatchObject({ code: 'engine_failed', engine: 'llm', status: 500 });
    expect((error as Error).message).toBe(
      `The language model at ${new URL(fake.url).host} answered 500: The server had an error while processing your request.`,
    );
    // The writer's client tried twice more before giving up.
    expect(fake.requests).toHaveLength(3);
  });

  it('recovers when a 500 is followed by an answer', async () => {
    fake.enqueue({ status: 500, message: 'overloaded', retryAfterMs: '0' });
    const result = await translatorFor().translate({ texts: ['Hello.'], from: 'en', to: 'de' });
    expect(result.texts).toEqual(['[de] Hello.']);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a refused key', async () => {
    const error = await translatorFor({ apiKey: 'sk-wrong' })
      .translate({ texts: ['Hello.'], from: 'en', to: 'de' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'engine_failed', status: 401 });
    expect((error as Error).message).toContain('answered 401: Incorrect API key provided');
    expect(fake.requests).toHaveLength(1);
  });

  it('asks without the response format when the server refuses it, and keeps asking so', async () => {
    await fake.close();
    fake = await startOpenAiChatFake({ refusesJsonSchema: true, answer: answerTranslations });
    const translator = createLlmTranslator({ baseUrl: fake.url, model: 'deepseek-chat' });
    expect((await translator.translate({ texts: ['Hello.'], from: 'en', to: 'ja' })).texts).toEqual(['[ja] Hello.']);
    expect((await translator.translate({ texts: ['Bye.'], from: 'en', to: 'ja' })).texts).toEqual(['[ja] Bye.']);
    expect(fake.requests.map((request) => request.body!.response_format?.type)).toEqual(['json_schema', undefined, undefined]);
  });

  it('cuts long work into requests and keeps the order', async () => {
    const texts = ['a', 'b', 'c', 'd'].map((letter, index) => `${letter.repeat(2500)} ${index}`);
    const result = await translatorFor().translate({ texts, from: 'en', to: 'es' });
    expect(result.texts).toEqual(texts.map((text) => `[es] ${text}`));
    expect(fake.requests.map((_, index) => (userInput(index) as { texts: string[] }).texts.length)).toEqual([2, 2]);
  });

  it('translates between any source language and the product’s targets', async () => {
    const translator = translatorFor();
    expect(await translator.canTranslate('en', 'zh')).toEqual(['en', 'zh']);
    expect(await translator.canTranslate('ha', 'sw')).toEqual(['ha', 'sw']);
    expect(await translator.canTranslate('eng', 'pt-BR')).toEqual(['en', 'pt']);
    expect(await translator.canTranslate('en', 'ha')).toBeNull();
    expect(await translator.canTranslate('qq', 'en')).toBeNull();
    await expect(translator.translate({ texts: ['Hello.'], from: 'en', to: 'qq' })).rejects.toMatchObject({ code: 'no_route', engine: 'llm' });
    expect(await translator.translate({ texts: ['Hello.'], from: 'en', to: 'en' })).toEqual({ texts: ['Hello.'], engine: 'llm', route: ['en'] });
    expect(fake.requests).toHaveLength(0);
  });

  it('stops when the caller aborts', async () => {
    fake.enqueue({ content: '{"translations": ["Bonjour."]}', pieceBytes: 8, pieceDelayMs: 50 });
    const controller = new AbortController();
    const translation = translatorFor().translate({ texts: ['Hello.'], from: 'en', to: 'fr', signal: controller.signal });
    controller.abort(new Error('stopped by the test'));
    await expect(translation).rejects.toThrow('stopped by the test');
  });
});
