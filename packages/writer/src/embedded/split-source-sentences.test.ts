import { describe, expect, it } from 'vitest';
import { getScriptLanguage } from '../language/script-language.ts';
import { readCorpusArticle, readLongEnglishSource } from './corpus-articles.fixture.ts';
import { splitSourceSentences } from './split-source-sentences.ts';

const english = getScriptLanguage('english');
const chinese = getScriptLanguage('chinese');
const texts = (text: string, language = english) => splitSourceSentences(text, language).map((sentence) => sentence.text);

describe('splitSourceSentences', () => {
  it('keeps titles and initials inside their sentence, and leaves out headings and fragments', () => {
    const text = [
      'Gun laws',
      '',
      'Mr. Obama met Dr. Smith and J. Doe in Washington on Friday morning. He said the talks went well for everyone involved!',
      'Photo: AP.',
      'Read more at https://example.com/story today, said the editor of the paper.',
    ].join('\n');
    expect(texts(text)).toEqual([
      'Mr. Obama met Dr. Smith and J. Doe in Washington on Friday morning.',
      'He said the talks went well for everyone involved!',
      'Read more at today, said the editor of the paper.',
    ]);
  });

  it('drops an unclosed bracket and a quotation mark left open by a quotation of several sentences', () => {
    const text =
      '"If you look at the number of Americans killed, it is less than a hundred. And that is the point," he said. Copyright (Reuters 2015 all rights reserved.';
    expect(texts(text)).toEqual(['If you look at the number of Americans killed, it is less than a hundred.', 'And that is the point, he said.']);
  });

  it('splits Chinese at 。！？ and keeps a quoted question inside its sentence', () => {
    const { text } = readCorpusArticle('qq');
    const sentences = splitSourceSentences(text, chinese);
    expect(sentences.map((sentence) => sentence.text)).toContain(
      '例如，它可以回答“从邦德街开始，沿着中央线坐一站，环线坐四站，然后转朱比利线坐两站，你会到达哪个站？”这样的问题。',
    );
    expect(sentences[0]?.text).toBe('谷歌(微博)在2014年收购的人工智能公司DeepMind开发出一款能够用自己的记忆学习新知识并利用这些知识来回答问题的计算机。');
    // The page's credit line and a truncated question open brackets they never close.
    expect(sentences.some((sentence) => sentence.text.includes('【') || sentence.text.includes('08008'))).toBe(false);
    expect(sentences.map((sentence) => sentence.position)).toEqual(sentences.map((_, index) => index));
  });

  it('splits 13,000 words of articles in well under a second, every sentence measured', () => {
    const startedMs = performance.now();
    const sentences = splitSourceSentences(readLongEnglishSource().text, english);
    expect(performance.now() - startedMs).toBeLessThan(1000);
    expect(sentences.length).toBeGreaterThan(500);
    expect(sentences.every((sentence) => sentence.units >= 5 && sentence.units <= 70 && /[.!?…]["'”’)]*$/u.test(sentence.text))).toBe(true);
  });

  it('reads a hard-wrapped text (a PDF’s lines) as the same sentences as its paragraphs', () => {
    const { text } = readCorpusArticle('nytimes-1');
    const wrapped = text
      .split('\n\n')
      .map((paragraph) => paragraph.replace(/(.{1,68})(?:\s+|$)/gu, '$1\n').trim())
      .join('\n');
    expect(wrapped.split('\n').length).toBeGreaterThan(text.split('\n\n').length * 2);
    expect(texts(wrapped)).toEqual(texts(text));
    expect(texts('The committee discussed the new pro-\nposal at length and then voted on it.\nResults\nIt passed by a wide margin of votes today.')).toEqual([
      'The committee discussed the new proposal at length and then voted on it.',
      'It passed by a wide margin of votes today.',
    ]);
  });

  it('cuts text without punctuation (automatic captions) into sentence-long pieces of the source’s words', () => {
    const { text } = readCorpusArticle('bbc-1');
    const captions = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s']+/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim();
    const pieces = splitSourceSentences(captions, english);
    expect(pieces.length).toBeGreaterThan(30);
    expect(pieces.every((piece) => piece.units >= 5 && piece.units <= 30 && piece.text.endsWith('.'))).toBe(true);
    expect(pieces.map((piece) => piece.text.slice(0, -1)).join(' ')).toBe(captions);
  });
});
