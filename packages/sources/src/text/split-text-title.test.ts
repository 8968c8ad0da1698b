import { describe, expect, it } from 'vitest';
import { splitTextTitle } from './split-text-title.ts';

describe('splitTextTitle', () => {
  it('takes a short first line as the title, out of the text', () => {
    expect(splitTextTitle('\n  Why cities plant trees  \nTrees cool the streets in summer.')).toEqual({
      title: 'Why cities plant trees',
      body: 'Trees cool the streets in summer.',
    });
  });

  it('takes the first sentence of a long first line (a headline pasted without its line break) out of the text, so it is said once', () => {
    const pasted =
      'Biz IT — Two-year-old bug exposes thousands of servers to crippling attack. A flaw in the wildly popular online game Minecraft makes it easy to crash servers.\nA second paragraph.';
    expect(splitTextTitle(pasted)).toEqual({
      title: 'Biz IT — Two-year-old bug exposes thousands of servers to crippling attack',
      body: 'A flaw in the wildly popular online game Minecraft makes it easy to crash servers.\nA second paragraph.',
    });
    const question = splitTextTitle(`Can a game server be crashed by one packet? ${'More words follow here. '.repeat(5)}`);
    expect(question.title).toBe('Can a game server be crashed by one packet?');
    expect(question.body).toBe('More words follow here. '.repeat(5).trim());
    const chinese = splitTextTitle(`城市为什么要在街道两旁种树？${'树木能让街道在夏天更凉快。'.repeat(8)}`);
    expect(chinese).toEqual({ title: '城市为什么要在街道两旁种树？', body: '树木能让街道在夏天更凉快。'.repeat(8) });
  });

  it('cuts a long line without a short first sentence at a word, with an ellipsis, and leaves the text whole', () => {
    const text = `${'a long run of words without any full stop '.repeat(4)}end`;
    const { title, body } = splitTextTitle(text);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).toMatch(/^a long run of words .* (?:a|long|run|of|words|without|any|full|stop)…$/u);
    expect(body).toBe(text);
  });

  it('keeps a text that is only its title as its body, and gives nothing for nothing', () => {
    expect(splitTextTitle('Trees cool the streets.')).toEqual({ title: 'Trees cool the streets', body: 'Trees cool the streets.' });
    expect(splitTextTitle('  \n ')).toEqual({ title: '', body: '' });
  });
});
