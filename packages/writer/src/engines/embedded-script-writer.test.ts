import { describe, expect, it } from 'vitest';
import { WriterError, type TopicRequest } from '../script-types.ts';
import { readCorpusArticle } from '../embedded/corpus-articles.fixture.ts';
import { embeddedScriptWriter } from './embedded-script-writer.ts';

const topic: TopicRequest = {
  topic: 'How to start a vegetable garden on a small balcony',
  language: 'english',
  tone: 'Friendly',
  model: 2,
  expectedDuration: 3,
};

async function collect(scenes: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const scene of scenes) all.push(scene);
  return all;
}

describe('embeddedScriptWriter', () => {
  it('says what it is, and which languages it writes', () => {
    expect(embeddedScriptWriter.id).toBe('embedded');
    expect(embeddedScriptWriter.label).toMatch(/^Built-in writer \(no language model\)/u);
    expect(['english', 'chinese', 'traditional-chinese', 'japanese', 'klingon'].map((language) => embeddedScriptWriter.supportsLanguage(language))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(['english', 'japanese', 'traditional-chinese', 'klingon'].map((language) => embeddedScriptWriter.supportsLanguage(language, 'podcast'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('writes product scripts in every language of the list, and refuses a bad request naming the field', async () => {
    expect(['english', 'chinese', 'japanese', 'swahili', 'klingon'].map((language) => embeddedScriptWriter.supportsLanguage(language, 'product'))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    const product = { title: 'Aurora Lamp', description: 'Soft light for reading.', price: 20, currency: 'USD', targetAudience: '' };
    const scripts = await embeddedScriptWriter.writeProductScripts({
      product,
      styles: ['offer', 'problem_solution', 'feature_tour'],
      durationS: 15,
      language: 'swahili',
    });
    expect(scripts.map((script) => script.style)).toEqual(['offer', 'problem_solution', 'feature_tour']);
    expect(scripts[0]!.scenes[0]).toBe(
      `Aurora Lamp: ${new Intl.NumberFormat('sw', { style: 'currency', currency: 'USD', currencyDisplay: 'name', maximumFractionDigits: 0 }).format(20)}.`,
    );
    const refusal = await embeddedScriptWriter
      .writeProductScripts({ product: { ...product, title: ' ' }, styles: ['offer', 'problem_solution', 'feature_tour'], durationS: 15, language: 'english' })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ reason: 'invalid_request', message: 'The product has no name.' });
    const badLength = await embeddedScriptWriter
      .writeProductScripts({ product, styles: ['offer', 'problem_solution', 'feature_tour'], durationS: 20 as 15, language: 'english' })
      .catch((error: unknown) => error);
    expect(badLength).toMatchObject({ reason: 'invalid_request', message: 'A product video is 15, 30, 45 or 60 seconds.' });
  });

  it('yields the first scene of a topic script at once, then the rest', async () => {
    const startedMs = performance.now();
    const iterator = embeddedScriptWriter.writeTopicScript(topic)[Symbol.asyncIterator]();
    const first = await iterator.next();
    const firstSceneMs = performance.now() - startedMs;
    expect(firstSceneMs).toBeLessThan(100);
    expect(first.value).toMatch(/^Hi there! Today, let's talk about how to start a vegetable garden on a small balcony\./u);
    const rest: string[] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) rest.push(next.value);
    expect(rest).toHaveLength(6);
    expect(rest.slice(0, -1).every((scene) => /vegetable garden|small balcony/u.test(scene))).toBe(true);
  });

  it('refuses topic scripts in languages it has no outline for, with the message the page shows', async () => {
    for (const [language, label] of [
      ['japanese', 'Japanese'],
      ['traditional-chinese', 'Traditional Chinese'],
      ['french', 'French'],
    ]) {
      const refusal = await collect(embeddedScriptWriter.writeTopicScript({ ...topic, language: language! })).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(WriterError);
      expect(refusal).toMatchObject({
        reason: 'needs_language_model',
        message: `Topic scripts in ${label} need a language model this server does not have.`,
      });
    }
  });

  it('refuses a request with a bad field, naming it', async () => {
    const badTone = await collect(embeddedScriptWriter.writeTopicScript({ ...topic, tone: 'Grumpy' })).catch((error: unknown) => error);
    expect(badTone).toMatchObject({ reason: 'invalid_request', message: expect.stringMatching(/^The tone must be one of Professional, Friendly, /u) });
    const noTopic = await collect(embeddedScriptWriter.writeTopicScript({ ...topic, topic: '  ' })).catch((error: unknown) => error);
    expect(noTopic).toMatchObject({ reason: 'invalid_request', message: 'Please enter the topic' });
    const badDuration = await embeddedScriptWriter
      .writePodcast({ sourceText: 'text', title: '', language: 'english', duration: '2-4' as '1-3', turnLength: 'short' })
      .catch((error: unknown) => error);
    expect(badDuration).toMatchObject({ reason: 'invalid_request', message: 'The duration must be 1-3, 3-5 or 5-10 (minutes).' });
  });

  it('takes the tone in any case, and stops when the signal aborts', async () => {
    expect((await collect(embeddedScriptWriter.writeTopicScript({ ...topic, tone: 'humorous', expectedDuration: 1 })))[0]).toMatch(/^Thinking about /u);
    const controller = new AbortController();
    const scenes: string[] = [];
    const stopped = await (async () => {
      for await (const scene of embeddedScriptWriter.writeTopicScript({ ...topic, signal: controller.signal })) {
        scenes.push(scene);
        if (scenes.length === 2) controller.abort(new Error('stopped by the user'));
      }
    })().catch((error: unknown) => error);
    expect(scenes).toHaveLength(2);
    expect(stopped).toMatchObject({ message: 'stopped by the user' });
  });

  it('writes a podcast from an article through the same checks', async () => {
    const article = readCorpusArticle('nytimes-1');
    const turns = await embeddedScriptWriter.writePodcast({
      sourceText: article.text,
      title: article.title,
      language: 'english',
      duration: '1-3',
      turnLength: 'medium',
    });
    expect(turns[0]?.text).toMatch(/^Hello and welcome\. Today we're talking about “United States to Lift Sudan Sanctions”\. /u);
    expect(turns.map((turn) => turn.host)).toEqual(turns.map((_, index) => (index % 2 === 0 ? 1 : 2)));
  });
});
