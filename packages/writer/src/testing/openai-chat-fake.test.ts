import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiChatFake, type OpenAiChatFake } from './openai-chat-fake.ts';

let fake: OpenAiChatFake;
beforeAll(async () => {
  fake = await startOpenAiChatFake({ apiKey: 'sk-test', answer: () => 'Hello there, 世界.' });
});
afterAll(() => fake.close());

const post = (body: unknown, headers: Record<string, string> = { authorization: 'Bearer sk-test' }) =>
  fetch(`${fake.url}/v1/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const messages = [{ role: 'user', content: 'Say hello.' }];

describe('startOpenAiChatFake (the fake the adapter is tested against)', () => {
  it('refuses what OpenAI refuses, with OpenAI’s error shape', async () => {
    const refusals = await Promise.all([
      post({ model: 'gpt-4o', messages }, {}),
      post({ model: 'gpt-4o' }),
      post({ model: 'gpt-4o', messages: [] }),
      post({ model: 'gpt-4o', messages: [{ role: 'narrator', content: 'x' }] }),
      post({ model: 'gpt-4o', messages, response_format: { type: 'json_object' } }),
      post({ model: 'gpt-4o', messages, response_format: { type: 'json_schema', json_schema: { name: 'has spaces', schema: {} } } }),
      post({ model: 'gpt-4o', messages, temperature: 3 }),
    ]);
    expect(refusals.map((response) => response.status)).toEqual([401, 400, 400, 400, 400, 400, 400]);
    const bodies = (await Promise.all(refusals.map((response) => response.json()))) as { error: { message: string; type: string } }[];
    expect(bodies.every((body) => typeof body.error.message === 'string' && typeof body.error.type === 'string')).toBe(true);
    expect(bodies[4]?.error.message).toBe("'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.");
  });

  it('answers a chat.completion, or streams chat.completion.chunk events ending in [DONE]', async () => {
    const completion = (await (await post({ model: 'gpt-4o', messages })).json()) as Record<string, unknown>;
    expect(completion).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hello there, 世界.' }, finish_reason: 'stop' }],
      usage: { total_tokens: expect.any(Number) },
    });
    const streamed = await post({ model: 'gpt-4o', messages, stream: true, stream_options: { include_usage: true } });
    expect(streamed.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = (await streamed.text()).split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map(
      (event) =>
        JSON.parse(event.replace(/^data: /u, '')) as {
          object: string;
          choices: { delta: { role?: string; content?: string }; finish_reason: string | null }[];
        },
    );
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks[0]?.choices[0]?.delta).toEqual({ role: 'assistant', content: '', refusal: null });
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toBe('Hello there, 世界.');
    expect(chunks.at(-2)?.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { total_tokens: expect.any(Number) } });
  });
});
