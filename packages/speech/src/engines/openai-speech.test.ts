import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWav } from '../audio/wav.ts';
import { SpeechEngineError } from '../speech-engine.ts';
import { countWords } from '../text/segment-words.ts';
import { EspeakNgEngine } from './espeak-ng.ts';
import type { FakeServiceServer } from '@talkreel/platform/testing';
import { startFakeOpenAiSpeechServer } from './fake-openai-speech-server.ts';
import { createGroundTruthSpeech, meanStartErrorMs } from './ground-truth-speech.fixture.ts';
import { OpenAiSpeechEngine } from './openai-speech.ts';

const first = 'Welcome back to the show. Today we talk about gardens, rivers and the history of small towns.';
const second = 'After the break, our guest explains why old maps still matter.';
const espeak = new EspeakNgEngine();
const spoken = new Map<string, Awaited<ReturnType<typeof createGroundTruthSpeech>>>();
let server: FakeServiceServer;

beforeAll(async () => {
  for (const text of [first, second]) spoken.set(text, await createGroundTruthSpeech(espeak, text));
  server = await startFakeOpenAiSpeechServer({
    apiKey: 'sk-test',
    voices: ['af_bella', 'am_adam'],
    audioFor: (input) => {
      const speech = spoken.get(input);
      if (!speech) throw new Error(`unexpected input ${input}`);
      return speech.mp3;
    },
  });
});
afterAll(async () => {
  await server.close();
  await espeak.close();
});

describe('OpenAiSpeechEngine against a local OpenAI-compatible server', () => {
  it('sends one /v1/audio/speech request per paragraph and aligns words against the known text', async () => {
    const engine = new OpenAiSpeechEngine({ baseUrl: `${server.url}/v1/`, apiKey: 'sk-test', model: 'kokoro', postProcessor: espeak });
    const result = await engine.synthesize({ text: `${first}\n\n${second}`, voice: 'af_bella', language: 'english', rate: 1.1 });
    const calls = server.requests.filter((request) => request.path === '/v1/audio/speech');
    expect(calls.length).toBe(2);
    expect(calls[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(calls[0]?.body.toString('utf8') ?? '{}')).toEqual({
      model: 'kokoro',
      input: first,
      voice: 'af_bella',
      response_format: 'mp3',
      speed: 1.1,
    });
    expect(decodeWav(result.audio).sampleRateHz).toBe(48_000);
    expect(result.words.length).toBe(countWords(first, 'en-US') + countWords(second, 'en-US'));
    const firstWords = result.words.slice(0, countWords(first, 'en-US'));
    expect(meanStartErrorMs(firstWords, spoken.get(first)?.truth.words ?? [])).toBeLessThan(120);
    const expectedMs = (spoken.get(first)?.truth.durationMs ?? 0) + (spoken.get(second)?.truth.durationMs ?? 0);
    expect(Math.abs(result.durationMs - expectedMs)).toBeLessThan(1500);
    expect(result.phonemes).toEqual([]);
  });

  it('lists the voices a Kokoro-style server reports', async () => {
    const engine = new OpenAiSpeechEngine({ baseUrl: `${server.url}/v1`, apiKey: 'sk-test', postProcessor: espeak });
    expect((await engine.listVoices()).map((voice) => voice.id)).toEqual(['af_bella', 'am_adam']);
  });

  it("reports the service's status and message on a bad key", async () => {
    const engine = new OpenAiSpeechEngine({ baseUrl: `${server.url}/v1`, apiKey: 'wrong', postProcessor: espeak });
    const failure = await engine.synthesize({ text: first, voice: 'af_bella' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SpeechEngineError);
    expect(failure).toMatchObject({ status: 401, engine: 'openai' });
    expect(String(failure)).toContain('Incorrect API key provided');
  });
});
