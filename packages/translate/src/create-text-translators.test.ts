import { spawnSync } from 'node:child_process';
import { startOpenAiChatFake } from '@talkreel/writer/testing';
import { describe, expect, it } from 'vitest';
import { createTextTranslators } from './create-text-translators.ts';
import { answerTranslations } from './testing/answer-translations.ts';
import { TranslationError } from './text-translator.ts';

const apertiumInstalled = !spawnSync('apertium', ['-V']).error;

describe('createTextTranslators without a language model', () => {
  const set = createTextTranslators({});

  it('has Apertium only', () => {
    expect(set.llm).toBeUndefined();
    expect(set.embedded).toMatchObject({ name: 'apertium', isEmbedded: true, quality: 'rule-based' });
  });

  it.skipIf(!apertiumInstalled && !process.env.CI)('picks Apertium for a pair it has', async () => {
    expect(await set.pick('en', 'es')).toBe(set.embedded);
    expect(await set.pick('en', 'fr')).toBe(set.embedded);
  });

  it('refuses a pair without a path, naming it and LLM_BASE_URL', async () => {
    const error = await set.pick('en', 'zh').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranslationError);
    expect(error).toMatchObject({ code: 'no_route', engine: 'apertium' });
    expect((error as Error).message).toBe(
      'No translation from English (en) to Chinese (zh) on this server: the embedded Apertium translates only the pairs Debian ships (through Spanish where needed). Set LLM_BASE_URL to an OpenAI-compatible language model to translate this pair.',
    );
  });
});

describe('createTextTranslators with a language model', () => {
  it('prefers the model for every pair it is asked about, with LLM_MODEL and the key', async () => {
    const fake = await startOpenAiChatFake({ apiKey: 'sk-set', models: ['qwen2.5:7b'], answer: answerTranslations });
    try {
      const set = createTextTranslators({ LLM_BASE_URL: `${fake.url}/v1`, LLM_API_KEY: 'sk-set', LLM_MODEL: 'qwen2.5:7b' });
      expect(set.llm).toMatchObject({ name: 'llm', quality: 'neural' });
      expect(await set.pick('en', 'zh')).toBe(set.llm);
      expect(await set.pick('en', 'es')).toBe(set.llm);
      const translator = await set.pick('de', 'ko');
      expect(await translator.translate({ texts: ['Guten Morgen.'], from: 'de', to: 'ko' })).toEqual({
        texts: ['[ko] Guten Morgen.'],
        engine: 'llm',
        route: ['de', 'ko'],
      });
      const error = await set.pick('en', 'qq').catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'no_route', engine: 'llm' });
      expect((error as Error).message).toContain('No translation from English (en) to "qq"');
    } finally {
      await fake.close();
    }
  });

  it('uses gpt-4o when LLM_MODEL is unset', async () => {
    const fake = await startOpenAiChatFake({ answer: answerTranslations });
    try {
      const set = createTextTranslators({ LLM_BASE_URL: fake.url });
      await set.llm!.translate({ texts: ['Hi there.'], from: 'en', to: 'it' });
      expect(fake.requests[0]!.body!.model).toBe('gpt-4o');
      expect(fake.requests[0]!.headers.authorization).toBeUndefined();
    } finally {
      await fake.close();
    }
  });
});
