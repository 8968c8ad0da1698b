import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScriptWriters } from '../create-script-writers.ts';
import { runWriterWithFallback } from '../run-writer-with-fallback.ts';
import { WriterError, type ProductScriptRequest } from '../script-types.ts';
import { startOpenAiChatFake, type OpenAiChatFake } from '../testing/openai-chat-fake.ts';
import { createLlmScriptWriter, type LlmWriterConfig } from './llm-script-writer.ts';

const request: ProductScriptRequest = {
  product: {
    title: 'Aurora LED Desk Lamp | Eye-Caring, Dimmable',
    description: 'Soft, flicker-free light for long evenings of reading.\n• Three colour temperatures\n• USB-C charging, up to 40 hours',
    brand: 'Lumio',
    price: 49.99,
    currency: 'USD',
    targetAudience: 'Students',
    features: ['Folds flat'],
  },
  styles: ['testimonial', 'offer', 'problem_solution'],
  durationS: 30,
  language: 'english',
};

/** What a model answers: the three scripts, as JSON, in another order than asked (the writer puts them back in order). */
const answer = {
  scripts: [
    { style: 'offer', scenes: ['Aurora LED Desk Lamp, now 49.99 dollars.', 'Three colour temperatures.', "Don't wait."] },
    { style: 'problem_solution', scenes: ['Tired of harsh light?', 'Meet Aurora LED Desk Lamp.', 'Yours for 49.99 dollars.'] },
    { style: 'testimonial', scenes: ['Scene 1: I love my Aurora LED Desk Lamp.', 'It folds flat.', 'And 49.99 dollars? Worth it.'] },
  ],
};

let fake: OpenAiChatFake;
let config: LlmWriterConfig;

beforeAll(async () => {
  fake = await startOpenAiChatFake({ apiKey: 'sk-test', answer: () => JSON.stringify(answer) });
  config = { baseUrl: `${fake.url}/v1`, apiKey: 'sk-test', models: { 1: 'gpt-4o', 2: 'deepseek-chat' }, retryBaseDelayMs: 10, maxRetries: 0 };
});
afterAll(() => fake.close());

describe('createLlmScriptWriter: product scripts against a local OpenAI-compatible server', () => {
  it('asks model 1 for the three scripts as strict JSON, with the frameworks, length, name and price in the prompt', async () => {
    const before = fake.requests.length;
    const scripts = await createLlmScriptWriter(config).writeProductScripts(request);
    expect(scripts.map((script) => [script.style, script.title, script.scenes])).toEqual([
      ['testimonial', 'Testimonial', ['I love my Aurora LED Desk Lamp.', 'It folds flat.', 'And 49.99 dollars? Worth it.']],
      ['offer', 'Offer', answer.scripts[0]!.scenes],
      ['problem_solution', 'Problem → solution', answer.scripts[1]!.scenes],
    ]);
    // 15 words at 150 a minute.
    expect(scripts[0]!.duration_s).toBe(6);
    const call = fake.requests[before]!;
    expect(call.body).toMatchObject({
      model: 'gpt-4o',
      response_format: { type: 'json_schema', json_schema: { name: 'product_scripts', strict: true, schema: { required: ['scripts'] } } },
    });
    const [system = '', user = ''] = call.body!.messages.map((message) => String(message.content));
    expect(system).toContain('Write in English (English).');
    expect(system.indexOf('- testimonial:')).toBeLessThan(system.indexOf('- offer:'));
    expect(system.indexOf('- offer:')).toBeLessThan(system.indexOf('- problem_solution:'));
    expect(system).toContain('Each script: about 75 words, about 30 seconds spoken, in 4 scenes');
    expect(system).toContain("Say the product's name exactly as “Aurora LED Desk Lamp” in every script.");
    expect(system).toContain('Say the price exactly as “49.99 dollars” (these digits) in every script.');
    expect(user).toContain('Product: Aurora LED Desk Lamp | Eye-Caring, Dimmable');
    expect(user).toContain('Brand: Lumio');
    expect(user).toContain('For: Students');
    expect(user).toContain('Features:\n- Folds flat');
    expect(user).toContain('• USB-C charging, up to 40 hours');
  });

  it('measures a Chinese request in characters and reads JSON fenced after a sentence', async () => {
    const chineseAnswer = {
      scripts: ['problem_solution', 'feature_tour', 'testimonial'].map((style) => ({ style, scenes: ['极光台灯来了。', `${style}：只要199元。`] })),
    };
    fake.enqueue({ content: `好的，这是脚本：\n\`\`\`json\n${JSON.stringify(chineseAnswer)}\n\`\`\`` });
    const before = fake.requests.length;
    const scripts = await createLlmScriptWriter(config).writeProductScripts({
      ...request,
      product: { ...request.product, title: '极光台灯', price: 199, currency: 'CNY' },
      styles: ['problem_solution', 'feature_tour', 'testimonial'],
      durationS: 15,
      language: 'chinese',
    });
    expect(scripts.map((script) => script.title)).toEqual(['痛点 → 方案', '功能介绍', '用户口碑']);
    const system = String(fake.requests[before]!.body!.messages[0]!.content);
    expect(system).toContain('Write in Chinese (中文).');
    expect(system).toContain('about 63 characters, about 15 seconds spoken, in 3 scenes');
    expect(system).toContain('“199元”');
  });

  it('asks a server that refuses json_schema (DeepSeek) again without it', async () => {
    const deepSeek = await startOpenAiChatFake({ refusesJsonSchema: true, answer: () => JSON.stringify(answer) });
    try {
      const scripts = await createLlmScriptWriter({ baseUrl: deepSeek.url, models: { 1: 'deepseek-chat', 2: 'deepseek-chat' } }).writeProductScripts(request);
      expect(scripts.map((script) => script.style)).toEqual(request.styles);
      expect(deepSeek.requests.map((call) => call.body?.response_format?.type ?? 'none')).toEqual(['json_schema', 'none']);
    } finally {
      await deepSeek.close();
    }
  });

  it('fails as the service, so the built-in writer can take over, when the answer is malformed or leaves out the name or the price', async () => {
    const writer = createLlmScriptWriter(config);
    fake.enqueue({ content: '{"scripts": [{"style": "offer", "scenes": ["Buy it' });
    const malformed = await writer.writeProductScripts(request).catch((error: unknown) => error);
    expect(malformed).toBeInstanceOf(WriterError);
    expect(malformed).toMatchObject({ reason: 'service_failed', message: expect.stringContaining('answered without the 3 scripts asked for') });

    const withoutPrice = structuredClone(answer);
    withoutPrice.scripts[0]!.scenes = ['Aurora LED Desk Lamp, on sale now.'];
    fake.enqueue({ content: JSON.stringify(withoutPrice) });
    await expect(writer.writeProductScripts(request)).rejects.toMatchObject({
      reason: 'service_failed',
      message: expect.stringContaining("wrote the offer script without the product's price"),
    });

    fake.enqueue({ malformed: '<html>Bad gateway</html>', contentType: 'text/html' });
    await expect(writer.writeProductScripts(request)).rejects.toMatchObject({ reason: 'service_failed' });
  });

  it('hands a malformed answer over to the built-in writer, which writes the three scripts with the name and price, and says why', async () => {
    const set = createScriptWriters({ llm: config });
    fake.enqueue({ content: 'Sure! Here are three great scripts for your lamp.' });
    const outcome = await runWriterWithFallback(set, { language: 'english', script: 'product', signal: new AbortController().signal }, (writer) =>
      writer.writeProductScripts(request),
    );
    expect(outcome.engine).toBe('embedded');
    expect(outcome.note).toMatch(
      /^Language model gpt-4o \/ deepseek-chat \(127\.0\.0\.1:\d+\) could not write the script \(.*answered without the 3 scripts asked for/u,
    );
    expect(outcome.result.map((script) => script.style)).toEqual(request.styles);
    for (const script of outcome.result) {
      expect(script.scenes.join(' ')).toContain('Aurora LED Desk Lamp');
      expect(script.scenes.join(' ')).toContain('49.99 dollars');
    }
  });

  it('refuses a request that is not three different frameworks before asking anything', async () => {
    const before = fake.requests.length;
    await expect(createLlmScriptWriter(config).writeProductScripts({ ...request, styles: ['offer', 'offer', 'testimonial'] })).rejects.toMatchObject({
      reason: 'invalid_request',
      message: 'The frameworks must differ.',
    });
    expect(fake.requests.length).toBe(before);
  });
});
