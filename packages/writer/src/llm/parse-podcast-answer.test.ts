import { describe, expect, it } from 'vitest';
import { parsePodcastAnswer } from './parse-podcast-answer.ts';

const turns = [
  { host: 1, text: 'Welcome to the show.' },
  { host: 2, text: 'Glad to be here.' },
];

describe('parsePodcastAnswer', () => {
  it('reads strict JSON, a fenced block after a sentence, a bare array and a reasoning model’s answer', () => {
    expect(parsePodcastAnswer(JSON.stringify({ turns }))).toEqual(turns);
    expect(parsePodcastAnswer(`Sure! Here is the script:\n\`\`\`json\n${JSON.stringify({ turns }, null, 2)}\n\`\`\`\nEnjoy.`)).toEqual(turns);
    expect(parsePodcastAnswer(`Here you go: ${JSON.stringify(turns)}`)).toEqual(turns);
    expect(parsePodcastAnswer(`<think>The user wants {"turns": []}.</think>\n${JSON.stringify({ turns })}`)).toEqual(turns);
  });

  it('takes hosts written as text, and joins two turns of one host so the hosts alternate', () => {
    const answer = {
      turns: [
        { host: '1', text: 'Hi.' },
        { host: 'host 1', text: 'Welcome.' },
        { host: 2, text: '  Hello!  ' },
        { host: 1, text: 'Bye.' },
      ],
    };
    expect(parsePodcastAnswer(JSON.stringify(answer))).toEqual([
      { host: 1, text: 'Hi. Welcome.' },
      { host: 2, text: 'Hello!' },
      { host: 1, text: 'Bye.' },
    ]);
    expect(
      parsePodcastAnswer(
        JSON.stringify({
          turns: [
            { host: 1, text: '你好。' },
            { host: 1, text: '欢迎。' },
            { host: 2, text: '谢谢。' },
          ],
        }),
        '',
      ),
    ).toEqual([
      { host: 1, text: '你好。欢迎。' },
      { host: 2, text: '谢谢。' },
    ]);
  });

  it('finds no dialogue in prose, a third host, empty turns or one speaker', () => {
    expect(parsePodcastAnswer('I cannot help with that.')).toBeUndefined();
    expect(parsePodcastAnswer(JSON.stringify({ turns: [...turns, { host: 3, text: 'Me too.' }] }))).toBeUndefined();
    expect(parsePodcastAnswer(JSON.stringify({ turns: [{ host: 1, text: ' ' }, ...turns] }))).toBeUndefined();
    expect(parsePodcastAnswer(JSON.stringify({ turns: [turns[0], turns[0]] }))).toBeUndefined();
  });
});
