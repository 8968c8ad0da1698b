import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptWriters, pickScriptWriter } from './create-script-writers.ts';
import { startOpenAiChatFake, type OpenAiChatFake } from './testing/openai-chat-fake.ts';

let fake: OpenAiChatFake;
beforeAll(async () => {
  fake = await startOpenAiChatFake({ answer: () => '### SCENE\nぜひ試してみてください。\n### SCENE\nまた次回。' });
});
afterAll(() => fake.close());

const topic = { topic: 'ベランダ菜園', language: 'japanese', tone: 'Polite', model: 1 as const, expectedDuration: 1 as const };

describe('createScriptWriters (the one wiring of script writers)', () => {
  it('always has the embedded writer, and prefers it when no language model is set', () => {
    const { engines: writers, preferred } = createScriptWriters();
    expect(writers.map((writer) => writer.id)).toEqual(['embedded']);
    expect(preferred.id).toBe('embedded');
  });

  it('prefers a configured language model and keeps the embedded writer behind it', async () => {
    const set = createScriptWriters({ llm: { baseUrl: `${fake.url}/v1`, models: { 1: 'llama3.1', 2: 'qwen2.5' } } });
    expect(set.engines.map((writer) => writer.id)).toEqual(['llm', 'embedded']);
    expect(set.preferred.id).toBe('llm');
    const scenes: string[] = [];
    for await (const scene of set.preferred.writeTopicScript(topic)) scenes.push(scene);
    expect(scenes).toEqual(['ぜひ試してみてください。', 'また次回。']);
    expect(fake.requests.at(-1)?.body?.model).toBe('llama3.1');
    // Ollama, vLLM and llama.cpp need no key: none is sent.
    expect(fake.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('picks the writer that can write the script: the embedded one for Japanese topics only when no model is set', () => {
    const embeddedOnly = createScriptWriters();
    expect(pickScriptWriter(embeddedOnly, 'chinese', 'topic').id).toBe('embedded');
    expect(pickScriptWriter(embeddedOnly, 'japanese', 'podcast').id).toBe('embedded');
    // Nobody writes a Japanese topic: the preferred writer is picked, and says why it cannot.
    expect(pickScriptWriter(embeddedOnly, 'japanese', 'topic').id).toBe('embedded');
    const withModel = createScriptWriters({ llm: { baseUrl: fake.url, models: { 1: 'm', 2: 'm' } } });
    expect(pickScriptWriter(withModel, 'japanese', 'topic').id).toBe('llm');
    expect(pickScriptWriter(withModel, 'klingon', 'topic').id).toBe('llm');
  });
});
