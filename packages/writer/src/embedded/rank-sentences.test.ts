import { describe, expect, it } from 'vitest';
import { getScriptLanguage } from '../language/script-language.ts';
import { rankSentences } from './rank-sentences.ts';
import { extractSentenceTerms } from './sentence-terms.ts';

const english = getScriptLanguage('english');
const chinese = getScriptLanguage('chinese');

describe('extractSentenceTerms', () => {
  it('keeps an English sentence’s content words, lowercased, without plurals or function words', () => {
    expect([...extractSentenceTerms("The bees' hives and the bee's honey are in the garden.", english)]).toEqual(['bee', 'hive', 'honey', 'garden']);
  });

  it('uses character bigrams for Chinese, and the Latin words among them', () => {
    expect([...extractSentenceTerms('谷歌收购DeepMind公司。', chinese)]).toEqual(['谷歌', '歌收', '收购', '公司', 'deepmind']);
  });
});

describe('rankSentences', () => {
  it('ranks highest the sentence that shares most with the others: what the text is about', () => {
    const sentences = [
      'Bees carry pollen between flowers in the garden.',
      'The garden flowers need bees and pollen to make seeds, and bees need the flowers for honey.',
      'Honey is made by bees from the nectar of flowers.',
      'Seeds from the garden flowers grow next spring.',
      'The weather was cold on Tuesday.',
    ];
    const scores = rankSentences(sentences.map((sentence) => extractSentenceTerms(sentence, english)));
    const order = scores.map((score, index) => ({ score, index })).sort((a, b) => b.score - a.score);
    expect(order[0]?.index).toBe(1);
    expect(order.at(-1)?.index).toBe(4);
    // A sentence sharing nothing keeps only PageRank's base score.
    expect(scores[4]).toBeCloseTo(0.15, 10);
  });

  it('gives the same scores for the same input, and equal scores to equal sentences', () => {
    const terms = ['人工智能可以回答问题。', '人工智能可以回答问题。', '计算机用记忆学习新知识。', '它可以回答复杂问题。'].map((sentence) =>
      extractSentenceTerms(sentence, chinese),
    );
    const first = rankSentences(terms);
    expect(rankSentences(terms)).toEqual(first);
    expect(first[0]).toBe(first[1]);
    expect(first[0]).toBeGreaterThan(first[2]!);
    expect(rankSentences([])).toEqual([]);
  });
});
