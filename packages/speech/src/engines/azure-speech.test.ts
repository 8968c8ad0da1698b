import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWav } from '../audio/wav.ts';
import { AzureSpeechEngine, buildSsml } from './azure-speech.ts';
import { EspeakNgEngine } from './espeak-ng.ts';
import { startFakeAzureSpeechServer } from './fake-azure-speech-server.ts';
import type { FakeServiceServer } from '@talkreel/platform/testing';
import { createGroundTruthSpeech, meanStartErrorMs } from './ground-truth-speech.fixture.ts';

const text = 'Thank you for calling. Your order has shipped & will arrive on Monday.';
const espeak = new EspeakNgEngine();
let spoken: Awaited<ReturnType<typeof createGroundTruthSpeech>>;
let server: FakeServiceServer;

beforeAll(async () => {
  spoken = await createGroundTruthSpeech(espeak, text);
  server = await startFakeAzureSpeechServer({
    key: 'azure-test',
    voices: [{ ShortName: 'en-US-JennyNeural', Locale: 'en-US', Gender: 'Female', DisplayName: 'Jenny' }],
    audioFor: (spokenText) => {
      if (spokenText !== text) throw new Error(`unexpected text ${spokenText}`);
      return spoken.wav;
    },
  });
});
afterAll(async () => {
  await server.close();
  await espeak.close();
});

describe('AzureSpeechEngine against a local Azure Speech REST server', () => {
  it('posts SSML with prosody to /cognitiveservices/v1 and aligns the words itself', async () => {
    const engine = new AzureSpeechEngine({ key: 'azure-test', region: 'westeurope', endpoint: server.url, postProcessor: espeak });
    const result = await engine.synthesize({ text, voice: 'en-US-JennyNeural', rate: 1.1, pitch: 2 });
    const call = server.requests.find((request) => request.path === '/cognitiveservices/v1');
    expect(call?.headers['ocp-apim-subscription-key']).toBe('azure-test');
    expect(call?.headers['x-microsoft-outputformat']).toBe('riff-48khz-16bit-mono-pcm');
    expect(call?.body.toString('utf8')).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en-US"><voice name="en-US-JennyNeural"><prosody rate="+10%" pitch="+2st">Thank you for calling. Your order has shipped &amp; will arrive on Monday.</prosody></voice></speak>',
    );
    expect(decodeWav(result.audio).sampleRateHz).toBe(48_000);
    expect(result.words.map((word) => word.text)).toEqual(spoken.truth.words.map((word) => word.text));
    expect(meanStartErrorMs(result.words, spoken.truth.words)).toBeLessThan(120);
  });

  it('lists voices by short name with their locale and gender', async () => {
    const engine = new AzureSpeechEngine({ key: 'azure-test', region: 'westeurope', endpoint: server.url, postProcessor: espeak });
    expect(await engine.listVoices()).toEqual([{ id: 'en-US-JennyNeural', name: 'Jenny', locales: ['en-US'], gender: 'female' }]);
  });

  it('refuses a wrong key and a voice name without a locale', async () => {
    const engine = new AzureSpeechEngine({ key: 'nope', region: 'westeurope', endpoint: server.url, postProcessor: espeak });
    await expect(engine.synthesize({ text, voice: 'en-US-JennyNeural' })).rejects.toMatchObject({ status: 401, engine: 'azure' });
    await expect(engine.synthesize({ text, voice: 'Jenny' })).rejects.toThrow('not an Azure voice name');
  });

  it('escapes markup in text and voice names and writes slower rates and lower pitches with their sign', () => {
    expect(buildSsml('a < b', 'x"y', 'en-GB', 0.8, -1.5)).toContain('<voice name="x&quot;y"><prosody rate="-20%" pitch="-1.5st">a &lt; b</prosody>');
  });
});
