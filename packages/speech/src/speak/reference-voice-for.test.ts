import { describe, expect, it } from 'vitest';
import { referenceVoiceFor } from './reference-voice-for.ts';

describe('referenceVoiceFor', () => {
  it("speaks a text with a Han character in eSpeak NG's Mandarin, any other in its American English", () => {
    expect(referenceVoiceFor('Hello 你好')).toEqual({ engine: { name: 'espeak-ng', voice: 'cmn', variant: 'f3', rate: 1, pitch: 0 }, language: 'chinese' });
    expect(referenceVoiceFor('Bonjour, ça va ?')).toEqual({
      engine: { name: 'espeak-ng', voice: 'en-us', variant: 'f3', rate: 1, pitch: 0 },
      language: 'english',
    });
  });
});
