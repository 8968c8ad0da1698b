import { describe, expect, it } from 'vitest';
import { getScriptLanguage, type ScriptLanguage } from '../language/script-language.ts';
import { measureSpokenUnits, podcastTargetMinutes, turnTargetSeconds, unitsForSeconds } from '../language/spoken-length.ts';
import { WriterError, type PodcastDuration, type PodcastRequest, type PodcastTurn, type TurnLength } from '../script-types.ts';
import { readCorpusArticle, readLongEnglishSource } from './corpus-articles.fixture.ts';
import { rankSentences } from './rank-sentences.ts';
import { extractSentenceTerms } from './sentence-terms.ts';
import { splitSourceSentences } from './split-source-sentences.ts';
import { writeExtractivePodcast } from './write-extractive-podcast.ts';

const english = getScriptLanguage('english');
const chinese = getScriptLanguage('chinese');
const long = readLongEnglishSource();
const durations: PodcastDuration[] = ['1-3', '3-5', '5-10'];
const turnLengths: TurnLength[] = ['short', 'medium', 'long'];

const write = (request: Partial<PodcastRequest> & Pick<PodcastRequest, 'duration' | 'turnLength'>, language = english) =>
  writeExtractivePodcast({ sourceText: long.text, title: long.title, language: language.value, ...request }, language);
const unitsOf = (turns: PodcastTurn[], language = english) => turns.reduce((sum, turn) => sum + measureSpokenUnits(turn.text, language), 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sentenceTextsOf = (sourceText: string, language: ScriptLanguage) => splitSourceSentences(sourceText, language).map((sentence) => sentence.text);
const longSentenceTexts = sentenceTextsOf(long.text, english);
/** What is left of the script once every source sentence and the title are taken out: the words the writer added. */
const addedText = (turns: PodcastTurn[], sentenceTexts: string[], title: string) => {
  const script = turns.map((turn) => turn.text).join('\n');
  const rest = sentenceTexts.filter((sentence) => script.includes(sentence)).reduce((text, sentence) => text.replaceAll(sentence, ' '), script);
  return rest.replaceAll(title, ' ');
};
const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

// Every duration × turn length from the same 13,000-word source, written once for the whole file.
const scripts = new Map(
  durations.flatMap((duration) => turnLengths.map((turnLength) => [`${duration}/${turnLength}`, write({ duration, turnLength })] as const)),
);

describe('writeExtractivePodcast from a long English source', () => {
  it.each(durations)('is within ±15 %% of the %s-minute target (150 words a minute), whatever the turn length', (duration) => {
    const targetWords = podcastTargetMinutes[duration] * 150;
    for (const turnLength of turnLengths) {
      const words = unitsOf(scripts.get(`${duration}/${turnLength}`)!);
      expect(Math.abs(words - targetWords) / targetWords).toBeLessThanOrEqual(0.15);
    }
  });

  it('alternates host 1 and host 2 strictly, from host 1, with no empty turn', () => {
    for (const turns of scripts.values()) {
      expect(turns.length).toBeGreaterThanOrEqual(3);
      turns.forEach((turn, index) => {
        expect(turn.host).toBe(index % 2 === 0 ? 1 : 2);
        expect(turn.text.trim().length).toBeGreaterThan(0);
      });
    }
  });

  it('makes turns of the chosen length: medians short < medium < long, each near its target', () => {
    const medians = turnLengths.map((turnLength) => {
      // The greeting and the sign-off are not turns of the conversation.
      const turns = durations.flatMap((duration) => scripts.get(`${duration}/${turnLength}`)!.slice(1, -1));
      return median(turns.map((turn) => measureSpokenUnits(turn.text, english)));
    });
    expect(medians[0]).toBeLessThan(medians[1]!);
    expect(medians[1]).toBeLessThan(medians[2]!);
    turnLengths.forEach((turnLength, index) => {
      const targetWords = unitsForSeconds(turnTargetSeconds[turnLength], english);
      expect(medians[index]! / targetWords).toBeGreaterThan(0.8);
      expect(medians[index]! / targetWords).toBeLessThan(1.35);
    });
  });

  it('keeps the top-ranked sentences, in the order of the source', () => {
    const sentences = splitSourceSentences(long.text, english);
    const scores = rankSentences(sentences.map((sentence) => extractSentenceTerms(sentence.text, english)));
    const top = sentences
      .map((sentence, index) => ({ sentence, score: scores[index]! }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 8)
      .map(({ sentence }) => sentence);
    const script = scripts
      .get('3-5/medium')!
      .map((turn) => turn.text)
      .join('\n');
    for (const sentence of top) expect(script).toContain(sentence.text);
    const found = sentences.filter((sentence) => script.includes(sentence.text)).map((sentence) => script.indexOf(sentence.text));
    expect(found).toEqual([...found].sort((a, b) => a - b));
  });

  it('is the source’s own words: the added greeting, replies and sign-off are under a tenth of what is said', () => {
    for (const turns of scripts.values()) {
      expect(measureSpokenUnits(addedText(turns, longSentenceTexts, long.title), english) / unitsOf(turns)).toBeLessThan(0.1);
    }
  });

  it('writes the same script for the same request', () => {
    expect(write({ duration: '3-5', turnLength: 'short' })).toEqual(scripts.get('3-5/short'));
  });

  it('greets with the title and the hosts’ names, thanks host 1, and signs off naming the title', () => {
    const turns = write({ duration: '1-3', turnLength: 'medium', hostNames: ['Ana', 'Ben'], title: 'Mozilla - Wikipedia' });
    expect(turns[0]?.text).toMatch(/^Hello and welcome\. I'm Ana, and with me is Ben\. Today we're talking about “Mozilla”\. \S/u);
    expect(turns[1]?.text).toMatch(/^Thanks, Ana\. \S/u);
    const last = turns.at(-1)!;
    expect(last.text).toBe(`That's our look at “Mozilla”. Thanks for listening, and thank you, ${last.host === 1 ? 'Ben' : 'Ana'}.`);
  });
});

describe('writeExtractivePodcast in other languages', () => {
  const qq = readCorpusArticle('qq');

  it('writes a Chinese podcast in characters: 2 minutes ≈ 500 characters, Chinese phrasing, no English added', () => {
    const turns = writeExtractivePodcast({ sourceText: qq.text, title: qq.title, language: 'chinese', duration: '1-3', turnLength: 'short' }, chinese);
    expect(Math.abs(unitsOf(turns, chinese) - 500) / 500).toBeLessThanOrEqual(0.15);
    expect(turns[0]?.text.startsWith('大家好，欢迎收听。今天我们来聊聊《DeepMind新电脑已可利用记忆自学 人工智能迈上新台阶》。')).toBe(true);
    expect(turns.at(-1)?.text).toBe('以上就是我们对《DeepMind新电脑已可利用记忆自学 人工智能迈上新台阶》的讨论。感谢收听，我们下次再见！');
    turns.forEach((turn, index) => expect(turn.host).toBe(index % 2 === 0 ? 1 : 2));
    const added = addedText(turns, sentenceTextsOf(qq.text, chinese), 'DeepMind新电脑已可利用记忆自学 人工智能迈上新台阶');
    expect(added).not.toMatch(/[A-Za-z]/u);
    expect(measureSpokenUnits(added, chinese) / unitsOf(turns, chinese)).toBeLessThan(0.2);
  });

  it('phrases a Traditional Chinese podcast in traditional characters', () => {
    const turns = writeExtractivePodcast(
      { sourceText: qq.text, title: qq.title, language: 'traditional-chinese', duration: '1-3', turnLength: 'medium', hostNames: ['小明', '小華'] },
      getScriptLanguage('traditional-chinese'),
    );
    expect(turns[0]?.text).toMatch(/^大家好，歡迎收聽。我是小明，和我一起的是小華。今天我們來聊聊《/u);
    expect(turns[1]?.text).toMatch(/^謝謝小明。/u);
    expect(turns.at(-1)?.text).toMatch(/感謝收聽，我們下次再見！$/u);
  });

  it('adds no words of its own in a language it has no phrasing for: French is the article’s sentences only', () => {
    const article = readCorpusArticle('lemonde-1');
    const french = getScriptLanguage('french');
    const turns = writeExtractivePodcast({ sourceText: article.text, title: article.title, language: 'french', duration: '1-3', turnLength: 'medium' }, french);
    expect(addedText(turns, sentenceTextsOf(article.text, french), article.title).trim()).toBe('');
    expect(Math.abs(unitsOf(turns, french) - 300) / 300).toBeLessThanOrEqual(0.15);
    turns.forEach((turn, index) => expect(turn.host).toBe(index % 2 === 0 ? 1 : 2));
  });

  it('writes a podcast of the right length from captions without punctuation', () => {
    const captions = long.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s']+/gu, ' ')
      .replace(/\s+/gu, ' ');
    const turns = writeExtractivePodcast({ sourceText: captions, title: 'Captions', language: 'english', duration: '3-5', turnLength: 'short' }, english);
    expect(Math.abs(unitsOf(turns) - 600) / 600).toBeLessThanOrEqual(0.15);
    turns.forEach((turn, index) => expect(turn.host).toBe(index % 2 === 0 ? 1 : 2));
  });

  it('uses a source shorter than the target whole, once, and no more', () => {
    const article = readCorpusArticle('bbc-1');
    const sentences = splitSourceSentences(article.text, english);
    const turns = writeExtractivePodcast(
      { sourceText: article.text, title: article.title, language: 'english', duration: '5-10', turnLength: 'medium' },
      english,
    );
    const script = turns.map((turn) => turn.text).join('\n');
    for (const sentence of sentences) expect(script.split(sentence.text).length - 1).toBe(1);
    expect(unitsOf(turns)).toBeLessThan(1125 * 0.85);
  });

  it('refuses a source of fewer than three sentences, and a source in another language than asked', () => {
    const tooShort = failure(() =>
      writeExtractivePodcast(
        {
          sourceText: 'Bees make honey from the nectar of flowers. They live together in large hives.',
          title: 'Bees',
          language: 'english',
          duration: '1-3',
          turnLength: 'short',
        },
        english,
      ),
    );
    expect(tooShort).toBeInstanceOf(WriterError);
    expect(tooShort).toMatchObject({
      reason: 'source_too_short',
      message: 'The source has only 2 complete sentences; a podcast needs at least 3. Use a longer text.',
    });
    const english1 = readCorpusArticle('bbc-1');
    const wrongLanguage = failure(() =>
      writeExtractivePodcast({ sourceText: english1.text, title: english1.title, language: 'chinese', duration: '1-3', turnLength: 'short' }, chinese),
    );
    expect(wrongLanguage).toMatchObject({
      reason: 'needs_language_model',
      message: 'The source is not written in Chinese; a Chinese podcast from it needs a language model this server does not have.',
    });
  });
});

describe('writeExtractivePodcast and the title', () => {
  it('does not say a sentence that is the title a second time: the opening and the sign-off name it, nothing else', () => {
    const title = 'Why do cities plant so many trees?';
    const sourceText = [
      title,
      'Trees cool the streets in summer, and they clean the air that people breathe every day.',
      'They also make a street quieter, because their leaves soak up the noise of the traffic.',
      'Shade lowers the energy bills of the houses beside them, which is why councils plant them near homes.',
      'People walk more on a street with trees, and the shops along it do better business.',
    ].join('\n\n');
    const turns = writeExtractivePodcast({ sourceText, title, language: 'english', duration: '1-3', turnLength: 'short' }, english);
    const script = turns.map((turn) => turn.text).join('\n');
    expect(script.split('cities plant so many trees')).toHaveLength(3);
    expect(script).toContain('Trees cool the streets in summer');
    // Without phrasing nothing names the title, so the sentence stays: French says the source only.
    const french = getScriptLanguage('french');
    const frenchTitle = 'Pourquoi les villes plantent-elles autant d’arbres ?';
    const frenchText = [
      frenchTitle,
      'Les arbres rafraîchissent les rues en été et nettoient l’air que les gens respirent.',
      'Ils rendent aussi la rue plus calme, car leurs feuilles absorbent le bruit de la circulation.',
      'L’ombre réduit les factures d’énergie des maisons voisines, et les mairies en plantent près des logements.',
    ].join('\n\n');
    const frenchTurns = writeExtractivePodcast(
      { sourceText: frenchText, title: frenchTitle, language: 'french', duration: '1-3', turnLength: 'short' },
      french,
    );
    expect(frenchTurns.map((turn) => turn.text).join('\n')).toContain(frenchTitle);
  });
});
