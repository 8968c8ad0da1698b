import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WriterError, type PodcastRequest, type TopicRequest } from '../script-types.ts';
import { startOpenAiChatFake, type ChatRequestBody, type OpenAiChatFake } from '../testing/openai-chat-fake.ts';
import { createLlmScriptWriter, type LlmWriterConfig } from './llm-script-writer.ts';

const podcastTurns = [
  { host: 1, text: 'Welcome! Today we read about bees.' },
  { host: 2, text: 'Bees carry pollen between flowers.' },
  { host: 1, text: 'Thanks for listening.' },
];
const chineseScenes = ['今天聊聊阳台种菜。🌱', '先从一个花盆开始，每天早上浇水。', '记得分享你的第一次收获！'];
const topicAnswer = (scenes: string[]) => scenes.map((scene) => `### SCENE\n${scene}\n`).join('\n');

/** The fake's model: JSON turns for a podcast prompt, marked scenes for a topic prompt. */
function answer(request: ChatRequestBody): string {
  const system = String(request.messages[0]?.content);
  return system.includes('two-host') ? JSON.stringify({ turns: podcastTurns }) : topicAnswer(chineseScenes);
}

const podcast: PodcastRequest = {
  sourceText: 'Bees carry pollen between flowers. They make honey from nectar. A hive holds thousands of bees.',
  title: 'Bees at work',
  language: 'english',
  duration: '3-5',
  turnLength: 'medium',
  hostNames: ['Ana', 'Ben'],
};
const topic: TopicRequest = { topic: '如何在阳台上种菜', language: 'chinese', tone: 'Friendly', model: 2, expectedDuration: 3 };

let fake: OpenAiChatFake;
let config: LlmWriterConfig;

async function collect(scenes: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const scene of scenes) all.push(scene);
  return all;
}
const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined).catch((error: unknown) => error);

beforeAll(async () => {
  fake = await startOpenAiChatFake({ apiKey: 'sk-test', models: ['gpt-4o', 'deepseek-chat'], answer });
  config = { baseUrl: `${fake.url}/v1/`, apiKey: 'sk-test', models: { 1: 'gpt-4o', 2: 'deepseek-chat' }, retryBaseDelayMs: 20, maxRetryDelayMs: 2000 };
});
afterAll(() => fake.close());

describe('createLlmScriptWriter against a local OpenAI-compatible chat completions server', () => {
  it('asks model 1 for podcast turns as strict JSON, with the language, lengths and hosts in the prompt', async () => {
    const writer = createLlmScriptWriter(config);
    const before = fake.requests.length;
    expect(await writer.writePodcast(podcast)).toEqual(podcastTurns);
    const [call] = fake.requests.slice(before);
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe('Bearer sk-test');
    expect(call?.body).toMatchObject({
      model: 'gpt-4o',
      stream: true,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'podcast_script', strict: true, schema: { required: ['turns'], additionalProperties: false } },
      },
    });
    const [system, user] = call!.body!.messages.map((message) => String(message.content));
    expect(system).toContain('Host 1 is Ana and host 2 is Ben');
    expect(system).toContain('Write in English (English)');
    expect(system).toContain('Length: about 600 words in all, about 4 minutes spoken. Turns of about 60 words each.');
    expect(system).toContain('“Bees at work”');
    expect(user).toBe(`Title: Bees at work\n\nSource:\n\n${podcast.sourceText}`);
    expect(writer.label).toBe(`Language model gpt-4o / deepseek-chat (${new URL(fake.url).host})`);
  });

  it('measures a Chinese podcast in characters in its prompt', async () => {
    const before = fake.requests.length;
    await createLlmScriptWriter(config).writePodcast({ ...podcast, language: 'chinese', duration: '1-3', turnLength: 'short', hostNames: undefined });
    const system = String(fake.requests[before]?.body?.messages[0]?.content);
    expect(system).toContain('Write in Chinese (中文)');
    expect(system).toContain('Length: about 500 characters in all, about 2 minutes spoken. Turns of about 50 characters each.');
    expect(system).toContain('they do not name themselves');
  });

  it('asks a server that refuses json_schema (DeepSeek) again without it, and reads the JSON from its fenced answer', async () => {
    const deepSeek = await startOpenAiChatFake({
      apiKey: 'sk-ds',
      refusesJsonSchema: true,
      answer: () => `Here is the script:\n\`\`\`json\n${JSON.stringify({ turns: podcastTurns }, null, 2)}\n\`\`\``,
    });
    try {
      const writer = createLlmScriptWriter({ baseUrl: deepSeek.url, apiKey: 'sk-ds', models: { 1: 'deepseek-chat', 2: 'deepseek-chat' } });
      expect(await writer.writePodcast(podcast)).toEqual(podcastTurns);
      expect(deepSeek.requests.map((call) => call.body?.response_format?.type ?? 'none')).toEqual(['json_schema', 'none']);
      expect(deepSeek.requests.map((call) => call.path)).toEqual(['/chat/completions', '/chat/completions']);
    } finally {
      await deepSeek.close();
    }
  });

  it('streams a topic script from model 2 and yields each scene whole, however the bytes are cut', async () => {
    const writer = createLlmScriptWriter(config);
    for (const pieceBytes of [1, 3, 7, 50]) {
      const before = fake.requests.length;
      fake.enqueue({ content: topicAnswer(chineseScenes), pieceBytes, keepAlive: true });
      expect(await collect(writer.writeTopicScript(topic))).toEqual(chineseScenes);
      const body = fake.requests[before]?.body;
      expect(body).toMatchObject({ model: 'deepseek-chat', stream: true });
      expect(body?.response_format).toBeUndefined();
      const system = String(body?.messages[0]?.content);
      expect(system).toContain('Write in Chinese (中文), in a friendly tone.');
      expect(system).toContain('Length: about 750 characters in all, about 180 seconds spoken.');
      expect(system).toContain('Make 7 scenes: a hook, 5 points about the topic, and a call to action.');
      expect(system).toContain('Start every scene with a line that says only ### SCENE');
      expect(fake.requests[before]?.body?.messages[1]).toEqual({ role: 'user', content: 'Topic: 如何在阳台上种菜' });
    }
  });

  it('yields the first scene while the rest is still streaming', async () => {
    const scenes = ['First scene about gardens.', 'Second scene about watering every morning.', 'Third scene: share your harvest with friends.'];
    fake.enqueue({ content: topicAnswer(scenes), pieceBytes: 200, pieceDelayMs: 15 });
    const startedMs = performance.now();
    const arrivalsMs: number[] = [];
    for await (const _scene of createLlmScriptWriter(config).writeTopicScript({ ...topic, language: 'english' }))
      arrivalsMs.push(performance.now() - startedMs);
    const endMs = performance.now() - startedMs;
    expect(arrivalsMs).toHaveLength(3);
    expect(arrivalsMs[0]).toBeLessThan(endMs * 0.6);
    expect(arrivalsMs[1]).toBeLessThan(endMs * 0.9);
  });

  it('tries again after a 429, waiting as long as Retry-After says', async () => {
    const before = fake.requests.length;
    fake.enqueue({ status: 429, message: 'Rate limit reached for gpt-4o.', code: 'rate_limit_exceeded', retryAfter: '1' });
    const startedMs = performance.now();
    expect(await createLlmScriptWriter(config).writePodcast(podcast)).toEqual(podcastTurns);
    expect(performance.now() - startedMs).toBeGreaterThanOrEqual(990);
    expect(fake.requests.length - before).toBe(2);
  });

  it('caps a long Retry-After, backs off on 5xx without one, and gives up after its retries naming the status and message', async () => {
    const capped = createLlmScriptWriter({ ...config, maxRetryDelayMs: 100 });
    fake.enqueue({ status: 429, message: 'Slow down.', retryAfter: '3600' });
    let startedMs = performance.now();
    expect(await capped.writePodcast(podcast)).toEqual(podcastTurns);
    expect(performance.now() - startedMs).toBeLessThan(1000);

    const before = fake.requests.length;
    fake.enqueue({ status: 500, message: 'The server had an error.' }, { status: 502, message: 'Bad gateway' });
    startedMs = performance.now();
    expect(await createLlmScriptWriter(config).writePodcast(podcast)).toEqual(podcastTurns);
    // 20 ms, then 40 ms.
    expect(performance.now() - startedMs).toBeGreaterThanOrEqual(55);
    expect(fake.requests.length - before).toBe(3);

    fake.enqueue(...Array.from({ length: 3 }, () => ({ status: 503, message: 'The engine is currently overloaded, please try again later.' })));
    const failure = await failureOf(createLlmScriptWriter(config).writePodcast(podcast));
    expect(failure).toBeInstanceOf(WriterError);
    expect(failure).toMatchObject({
      reason: 'service_failed',
      status: 503,
      message: `The language model at ${new URL(fake.url).host} answered 503: The engine is currently overloaded, please try again later.`,
    });
  });

  it('does not try again after a 4xx, nor after a 429 for a spent quota', async () => {
    const host = new URL(fake.url).host;
    for (const [behaviour, message] of [
      [{ status: 400, message: "Invalid 'messages': too long." }, `The language model at ${host} answered 400: Invalid 'messages': too long.`],
      [
        { status: 429, message: 'You exceeded your current quota, please check your plan and billing details.', code: 'insufficient_quota', retryAfter: '0' },
        `The language model at ${host} answered 429: You exceeded your current quota, please check your plan and billing details.`,
      ],
    ] as const) {
      const before = fake.requests.length;
      fake.enqueue(behaviour);
      expect(await failureOf(createLlmScriptWriter(config).writePodcast(podcast))).toMatchObject({
        reason: 'service_failed',
        status: behaviour.status,
        message,
      });
      expect(fake.requests.length - before).toBe(1);
    }
    const badKey = await failureOf(createLlmScriptWriter({ ...config, apiKey: 'sk-wrong' }).writePodcast(podcast));
    expect(badKey).toMatchObject({
      status: 401,
      message: expect.stringMatching(new RegExp(`^The language model at ${host} answered 401: Incorrect API key provided`, 'u')),
    });
    const unknownModel = await failureOf(collect(createLlmScriptWriter({ ...config, models: { 1: 'gpt-4o', 2: 'deepseek-r9' } }).writeTopicScript(topic)));
    expect(unknownModel).toMatchObject({
      status: 404,
      message: `The language model at ${host} answered 404: The model \`deepseek-r9\` does not exist or you do not have access to it.`,
    });
  });

  it('says what was wrong with an answer that is not a chat completion stream', async () => {
    const host = new URL(fake.url).host;
    const cases = [
      [
        { malformed: '<html><body>502 Bad Gateway</body></html>', contentType: 'text/html' },
        `answered text/html instead of a chat completion: "<html><body>502 Bad Gateway</body></html>"`,
      ],
      [
        { malformed: '{"id": "chatcmpl-1", "choices": [', contentType: 'application/json' },
        'answered something that is not a chat completion: "{\\"id\\": \\"chatcmpl-1\\", \\"choices\\": ["',
      ],
      [{ malformed: 'data: {not json}\n\n', contentType: 'text/event-stream' }, 'sent a stream event that is not JSON: "{not json}"'],
      [
        { malformed: 'data: {"choices":[{"delta":{"content":"### SCENE\\nHalf a"}}]}\n\n', contentType: 'text/event-stream' },
        'ended its answer before finishing it.',
      ],
      [
        { malformed: 'data: {"error":{"message":"The model is overloaded.","type":"server_error"}}\n\n', contentType: 'text/event-stream' },
        'failed while answering: The model is overloaded.',
      ],
    ] as const;
    for (const [behaviour, message] of cases) {
      fake.enqueue(behaviour);
      expect(await failureOf(collect(createLlmScriptWriter(config).writeTopicScript(topic)))).toMatchObject({
        reason: 'service_failed',
        message: `The language model at ${host} ${message}`,
      });
    }
    fake.enqueue({ content: 'I would rather not.' });
    expect(await failureOf(createLlmScriptWriter(config).writePodcast(podcast))).toMatchObject({
      reason: 'service_failed',
      message: `The language model at ${host} answered without a dialogue of two hosts: "I would rather not."`,
    });
    // A stream that ends without [DONE] after its finish_reason is complete.
    fake.enqueue({ content: topicAnswer(chineseScenes), endWithoutDone: true });
    expect(await collect(createLlmScriptWriter(config).writeTopicScript(topic))).toEqual(chineseScenes);
  });

  it('stops at once on the caller’s abort, with the caller’s reason, and on its own silence limit as a service failure', async () => {
    fake.enqueue({ content: topicAnswer(chineseScenes), pieceBytes: 100, pieceDelayMs: 50 });
    const controller = new AbortController();
    let abortedMs = 0;
    const received: string[] = [];
    const stopped = await failureOf(
      (async () => {
        for await (const scene of createLlmScriptWriter(config).writeTopicScript({ ...topic, signal: controller.signal })) {
          received.push(scene);
          abortedMs = performance.now();
          controller.abort(new Error('stopped by the user'));
        }
      })(),
    );
    expect(stopped).toMatchObject({ message: 'stopped by the user' });
    expect(stopped).not.toBeInstanceOf(WriterError);
    expect(received).toEqual([chineseScenes[0]]);
    expect(performance.now() - abortedMs).toBeLessThan(200);

    fake.enqueue({ content: topicAnswer(chineseScenes), pieceBytes: 400, pieceDelayMs: 400 });
    const silent = await failureOf(collect(createLlmScriptWriter({ ...config, timeoutMs: 150 }).writeTopicScript(topic)));
    expect(silent).toMatchObject({
      reason: 'service_failed',
      message: `The language model at ${new URL(fake.url).host} stopped sending for 0.15 s in the middle of its answer.`,
    });
  });

  it('says so when the service cannot be reached', async () => {
    const gone = await startOpenAiChatFake();
    await gone.close();
    const failure = await failureOf(createLlmScriptWriter({ ...config, baseUrl: gone.url }).writePodcast(podcast));
    const host = new URL(gone.url).host;
    expect(failure).toMatchObject({
      reason: 'service_failed',
      message: `The language model at ${host} could not be reached: fetch failed (connect ECONNREFUSED ${host}).`,
    });
  });
});
