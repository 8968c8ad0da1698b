import { describe, expect, it } from 'vitest';
import { titleOfText } from './title-of-text.ts';

describe('titleOfText', () => {
  it('takes a short first line as it is', () => {
    expect(titleOfText('\n  Why cities plant trees  \nTrees cool the streets in summer.')).toBe('Why cities plant trees');
  });

  it('takes the first sentence of a long first line: a headline pasted without its line break', () => {
    const pasted =
      'Biz IT — Two-year-old bug exposes thousands of servers to crippling attack. A flaw in the wildly popular online game Minecraft makes it easy to crash servers.';
    expect(titleOfText(pasted)).toBe('Biz IT — Two-year-old bug exposes thousands of servers to crippling attack');
    expect(titleOfText(`Can a game server be crashed by one packet? ${'More words follow here. '.repeat(5)}`)).toBe(
      'Can a game server be crashed by one packet?',
    );
    expect(titleOfText(`城市为什么要在街道两旁种树？${'树木能让街道在夏天更凉快。'.repeat(8)}`)).toBe('城市为什么要在街道两旁种树？');
  });

  it('cuts a long line without a short first sentence at a word, with an ellipsis', () => {
    const title = titleOfText(`${'a long run of words without any full stop '.repeat(4)}end`);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).toMatch(/^a long run of words .* (?:a|long|run|of|words|without|any|full|stop)…$/u);
    expect(titleOfText('')).toBe('');
  });
});
