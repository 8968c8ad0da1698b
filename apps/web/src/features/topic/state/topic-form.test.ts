import { topicMaxCharacters, topicTones } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TOPIC_FORM, clampTopic, isTopicTone, toTopicScriptRequest, topicErrorOf, topicFormOf } from './topic-form.ts';

describe('the topic form (spec §3, §5, §9)', () => {
  it('starts with english, Professional, model 1 and about 30 seconds', () => {
    expect(DEFAULT_TOPIC_FORM).toEqual({ topic: '', language: 'english', tone: 'Professional', model: 1, expectedDuration: 1 });
  });

  it('requires a topic that is not blank', () => {
    expect(topicErrorOf('')).toBe('required');
    expect(topicErrorOf(' \n\t ')).toBe('required');
    expect(topicErrorOf('Sleep better')).toBeNull();
  });

  it('keeps at most 1000 characters of a topic', () => {
    expect(topicMaxCharacters).toBe(1000);
    expect(clampTopic('a'.repeat(1200))).toHaveLength(1000);
    expect(clampTopic('short')).toBe('short');
  });

  it('sends the spec’s request, with the topic trimmed', () => {
    expect(toTopicScriptRequest({ topic: '  Tea in Yunnan \n', language: 'chinese', tone: 'Humorous', model: 2, expectedDuration: 3 })).toEqual({
      topic: 'Tea in Yunnan',
      language: 'chinese',
      tone: 'Humorous',
      model: 2,
      expected_duration: 3,
    });
  });

  it('knows the 19 tones and nothing else', () => {
    expect(topicTones).toHaveLength(19);
    expect(isTopicTone('Playful')).toBe(true);
    expect(isTopicTone('playful')).toBe(false);
    expect(isTopicTone('Grumpy')).toBe(false);
  });

  it('reads the form back from a script’s status, for Edit Topic', () => {
    const status = { topic: 'Tea in Yunnan', language: 'chinese', tone: 'Educational', model: 2, expected_duration: 2 };
    expect(topicFormOf(status)).toEqual({ topic: 'Tea in Yunnan', language: 'chinese', tone: 'Educational', model: 2, expectedDuration: 2 });
  });

  it('falls back to the defaults for values the page does not offer', () => {
    expect(topicFormOf({ topic: 'x', language: '', tone: 'Grumpy', model: 7, expected_duration: 9 })).toEqual({
      topic: 'x',
      language: 'english',
      tone: 'Professional',
      model: 1,
      expectedDuration: 1,
    });
  });
});
