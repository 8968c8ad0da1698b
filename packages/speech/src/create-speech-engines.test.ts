import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CpuPool } from '@talkreel/platform';
import { decodeWav } from './audio/wav.ts';
import { EspeakNgEngine } from './engines/espeak-ng.ts';
import { startFakeOpenAiSpeechServer } from './engines/fake-openai-speech-server.ts';
import type { FakeServiceServer } from '@talkreel/platform/testing';
import { createGroundTruthSpeech } from './engines/ground-truth-speech.fixture.ts';
import { SpeechEngineError } from './speech-engine.ts';
import { createSpeechEngines } from './create-speech-engines.ts';
import { synthesizeWithStoredEngine } from './speak/synthesize-with-stored-engine.ts';

const text = 'Engines are wired in one place.';
const espeak = new EspeakNgEngine();
const cpuPool = new CpuPool({ maxThreads: 1 });
let server: FakeServiceServer;

beforeAll(async () => {
  const spoken = await createGroundTruthSpeech(espeak, text);
  server = await startFakeOpenAiSpeechServer({ apiKey: 'sk-wired', voices: ['af_bella'], audioFor: () => spoken.mp3 });
});
afterAll(async () => {
  await server.close();
  await espeak.close();
  await cpuPool.close();
});

describe('createSpeechEngines (the one wiring of speech for server and worker)', () => {
  it('gives the embedded engines, and no cloning, when nothing is configured', async () => {
    const speech = createSpeechEngines();
    try {
      expect(Object.keys(speech.engines).sort()).toEqual(['espeak-ng', 'flite']);
      expect(speech.voiceCloning).toBeUndefined();
      const spoken = await synthesizeWithStoredEngine(speech.engines, { name: 'espeak-ng', voice: 'en-us', variant: 'm1', rate: 1, pitch: 0 }, 'english', text);
      expect(decodeWav(spoken.audio).sampleRateHz).toBe(48_000);
      const missing = await synthesizeWithStoredEngine(speech.engines, { name: 'elevenlabs', voice: 'abc' }, 'english', text).catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(SpeechEngineError);
      expect(missing).toMatchObject({ engine: 'elevenlabs', message: 'The elevenlabs speech engine is not configured on this server' });
    } finally {
      await speech.close();
    }
  });

  it('switches each cloud adapter on from its environment values, and speaks through the configured service', async () => {
    const speech = createSpeechEngines(
      {
        OPENAI_TTS_BASE_URL: `${server.url}/v1`,
        OPENAI_API_KEY: 'sk-wired',
        OPENAI_TTS_MODEL: 'kokoro-wired',
        ELEVENLABS_API_KEY: 'xi-key',
        // A key without its region configures nothing (the config schema refuses it at boot anyway).
        AZURE_SPEECH_KEY: 'azure-key',
      },
      { cpuPool },
    );
    try {
      expect(Object.keys(speech.engines).sort()).toEqual(['elevenlabs', 'espeak-ng', 'flite', 'openai']);
      expect(speech.voiceCloning).toBeDefined();
      const spoken = await synthesizeWithStoredEngine(speech.engines, { name: 'openai', voice: 'af_bella' }, 'english', text);
      const call = server.requests.find((request) => request.path === '/v1/audio/speech');
      expect(call?.headers.authorization).toBe('Bearer sk-wired');
      expect(JSON.parse(call?.body.toString('utf8') ?? '{}')).toMatchObject({ model: 'kokoro-wired', voice: 'af_bella', input: text });
      expect(spoken.durationMs).toBeGreaterThan(1000);
      expect(spoken.words.map((word) => word.text)).toEqual(['Engines', 'are', 'wired', 'in', 'one', 'place']);
    } finally {
      await speech.close();
    }
  });
});
