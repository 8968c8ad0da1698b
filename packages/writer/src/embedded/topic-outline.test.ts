import { describe, expect, it } from 'vitest';
import { getScriptLanguage } from '../language/script-language.ts';
import { outlineTopic } from './topic-outline.ts';

const english = getScriptLanguage('english');
const chinese = getScriptLanguage('chinese');

describe('outlineTopic', () => {
  it('takes the request words off an English topic and finds its several-word phrases', () => {
    expect(outlineTopic('Write a video about the benefits of remote work for small teams.', english)).toEqual({
      subject: 'the benefits of remote work for small teams',
      focusPhrases: ['remote work', 'small teams'],
    });
    expect(outlineTopic('How to start a vegetable garden on a small balcony', english)).toEqual({
      subject: 'how to start a vegetable garden on a small balcony',
      focusPhrases: ['vegetable garden', 'small balcony'],
    });
    expect(outlineTopic('Make a 60-second video explaining compound interest', english)).toEqual({
      subject: 'compound interest',
      focusPhrases: ['compound interest'],
    });
  });

  it('gives the outline noun phrases: actions as -ing forms (without their subject), clauses with auxiliaries left out', () => {
    expect(outlineTopic('How to start running when you have never exercised', english).focusPhrases).toEqual(['running']);
    expect(outlineTopic('Why cities plant trees to stay cool in summer', english).focusPhrases).toEqual(['planting trees', 'staying cool']);
    expect(outlineTopic('Why cities plant trees along their streets', english).focusPhrases).toEqual(['planting trees']);
    expect(outlineTopic('Ways to save money and plan meals', english).focusPhrases).toEqual(['saving money', 'planning meals']);
    expect(outlineTopic('How to make bread at home', english).focusPhrases).toEqual(['making bread']);
    expect(outlineTopic('Why people have never trusted banks', english).focusPhrases).toEqual(['this topic']);
  });

  it('keeps names and acronyms as typed, and falls back to single words, then to the subject', () => {
    expect(outlineTopic('Python for beginners', english)).toEqual({ subject: 'Python for beginners', focusPhrases: ['Python', 'beginners'] });
    expect(outlineTopic('AI', english)).toEqual({ subject: 'AI', focusPhrases: ['AI'] });
    expect(outlineTopic('why', english)).toEqual({ subject: 'why', focusPhrases: ['why'] });
  });

  it('splits a Chinese topic at its particles and question words', () => {
    expect(outlineTopic('请写一个关于远程办公对小团队的好处的视频', chinese)).toEqual({
      subject: '远程办公对小团队的好处',
      focusPhrases: ['远程办公', '小团队'],
    });
    expect(outlineTopic('如何在阳台上种菜', chinese)).toEqual({ subject: '如何在阳台上种菜', focusPhrases: ['阳台上种菜'] });
    expect(outlineTopic('时间管理', chinese)).toEqual({ subject: '时间管理', focusPhrases: ['时间管理'] });
  });
});
