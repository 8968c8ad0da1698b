import { topicTones } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { getScriptLanguage } from '../language/script-language.ts';
import { measureSpokenSeconds } from '../language/spoken-length.ts';
import type { TopicRequest } from '../script-types.ts';
import { writeTemplateTopicScript } from './write-template-topic-script.ts';

const english = getScriptLanguage('english');
const chinese = getScriptLanguage('chinese');
const request = (overrides: Partial<TopicRequest> = {}): TopicRequest => ({
  topic: 'The benefits of remote work for small teams',
  language: 'english',
  tone: 'Professional',
  model: 1,
  expectedDuration: 1,
  ...overrides,
});

describe('writeTemplateTopicScript', () => {
  it('outlines a hook, three to five points and a call to action: 5, 6 and 7 scenes', () => {
    expect([1, 2, 3].map((duration) => writeTemplateTopicScript(request({ expectedDuration: duration as 1 | 2 | 3 }), english, 'Professional').length)).toEqual(
      [5, 6, 7],
    );
  });

  it('lasts about 30 s, 60 s and 3 min at 150 words a minute (within 10 %)', () => {
    for (const [duration, seconds] of [
      [1, 30],
      [2, 60],
      [3, 180],
    ] as const) {
      for (const tone of topicTones) {
        const scenes = writeTemplateTopicScript(request({ expectedDuration: duration, tone }), english, tone);
        expect(Math.abs(measureSpokenSeconds(scenes.join(' '), english) - seconds) / seconds).toBeLessThan(0.1);
      }
    }
  });

  it('is about the topic: the hook names it, every point names one of its phrases', () => {
    const scenes = writeTemplateTopicScript(request({ expectedDuration: 3 }), english, 'Professional');
    expect(scenes[0]).toContain('the benefits of remote work for small teams');
    for (const point of scenes.slice(1, -1)) expect(point).toMatch(/remote work|small teams/u);
    expect(scenes[1]).toMatch(/^First, get clear on what you mean by remote work\./u);
    expect(scenes.at(-2)).toMatch(/^Finally, /u);
  });

  it('changes with the tone: 19 different openings and 19 different closings', () => {
    const scripts = topicTones.map((tone) => writeTemplateTopicScript(request({ tone }), english, tone));
    expect(new Set(scripts.map((scenes) => scenes[0]!.split('.')[0])).size).toBe(19);
    expect(new Set(scripts.map((scenes) => scenes.at(-1))).size).toBe(19);
    const humorous = writeTemplateTopicScript(request(), english, 'Humorous');
    expect(humorous[0]).toBe("Thinking about the benefits of remote work for small teams? Don't panic, nobody is grading you.");
    expect(humorous[1]).toMatch(/^Level one: /u);
  });

  it('writes Simplified Chinese, measured in characters (250 a minute)', () => {
    const zh = (duration: 1 | 2 | 3) =>
      writeTemplateTopicScript(request({ topic: '远程办公对小团队的好处', language: 'chinese', expectedDuration: duration }), chinese, 'Friendly');
    const short = zh(1);
    expect(short[0]).toBe('嗨，大家好！今天想和你聊聊远程办公对小团队的好处。');
    expect(zh(2)[0]).toBe('嗨，大家好！今天想和你聊聊远程办公对小团队的好处。接下来分四点来说。');
    expect(short.slice(1, -1).every((point) => /远程办公|小团队/u.test(point))).toBe(true);
    expect(short.join('')).not.toMatch(/[A-Za-z]/u);
    for (const [duration, seconds] of [
      [1, 30],
      [2, 60],
      [3, 180],
    ] as const) {
      expect(Math.abs(measureSpokenSeconds(zh(duration).join(''), chinese) - seconds) / seconds).toBeLessThan(0.1);
    }
  });

  it('says the same thing for the same request', () => {
    expect(writeTemplateTopicScript(request({ expectedDuration: 2 }), english, 'Bold')).toEqual(
      writeTemplateTopicScript(request({ expectedDuration: 2 }), english, 'Bold'),
    );
  });
});
