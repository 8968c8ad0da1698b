import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpeechEngineError } from '../speech-engine.ts';
import { ElevenLabsEngine } from './elevenlabs.ts';
import { ElevenLabsVoices } from './elevenlabs-voices.ts';
import { EspeakNgEngine } from './espeak-ng.ts';
import { startFakeElevenLabsServer } from './fake-elevenlabs-server.ts';
import { characterTimesFromWords, createGroundTruthSpeech, meanStartErrorMs } from './ground-truth-speech.fixture.ts';

const text = 'Good evening. Here are the headlines, read by a voice from the library.';
const espeak = new EspeakNgEngine();
let spoken: Awaited<ReturnType<typeof createGroundTruthSpeech>>;
let server: Awaited<ReturnType<typeof startFakeElevenLabsServer>>;
const sharedVoices = [
  {
    public_owner_id: 'owner-1',
    voice_id: 'shared-1',
    name: 'Aria',
    gender: 'female',
    age: 'young',
    accent: 'american',
    language: 'en',
    locale: 'en-US',
    use_case: 'narrative_story',
    descriptive: 'calm',
    preview_url: 'https://example.invalid/1.mp3',
  },
  {
    public_owner_id: 'owner-2',
    voice_id: 'shared-2',
    name: 'Bruno',
    gender: 'male',
    age: 'middle_aged',
    accent: 'british',
    language: 'en',
    locale: 'en-GB',
    use_case: 'news',
    descriptive: 'deep',
    preview_url: 'https://example.invalid/2.mp3',
  },
  {
    public_owner_id: 'owner-3',
    voice_id: 'shared-3',
    name: 'Chiara',
    gender: 'female',
    age: 'middle_aged',
    accent: 'italian',
    language: 'it',
    locale: 'it-IT',
    use_case: 'conversational',
    descriptive: 'warm',
    preview_url: 'https://example.invalid/3.mp3',
  },
  {
    public_owner_id: 'owner-4',
    voice_id: 'shared-4',
    name: 'Dana',
    gender: 'female',
    age: 'old',
    accent: 'american',
    language: 'en',
    locale: 'en-US',
    use_case: 'narrative_story',
    descriptive: 'raspy',
    preview_url: 'https://example.invalid/4.mp3',
  },
];

beforeAll(async () => {
  spoken = await createGroundTruthSpeech(espeak, text);
  const times = characterTimesFromWords(text, spoken.truth.words);
  server = await startFakeElevenLabsServer({
    apiKey: 'xi-test',
    sharedVoices,
    speechFor: () => ({ mp3: spoken.mp3, characterStartSeconds: times.starts, characterEndSeconds: times.ends }),
  });
});
afterAll(async () => {
  await server.close();
  await espeak.close();
});

describe('ElevenLabsEngine against a local ElevenLabs server', () => {
  it('speaks through /with-timestamps and turns the character alignment into word timings', async () => {
    const engine = new ElevenLabsEngine({ apiKey: 'xi-test', baseUrl: server.url, postProcessor: espeak });
    const result = await engine.synthesize({ text, voice: 'voice-rachel', language: 'english', rate: 1.5 });
    const call = server.requests.find((request) => request.path === '/v1/text-to-speech/voice-rachel/with-timestamps');
    expect(call?.headers['xi-api-key']).toBe('xi-test');
    expect(call?.query.get('output_format')).toBe('mp3_44100_128');
    const body = JSON.parse(call?.body.toString('utf8') ?? '{}') as { model_id: string; text: string; voice_settings: { speed: number } };
    expect(body.model_id).toBe('eleven_multilingual_v2');
    expect(body.text).toBe(text);
    expect(body.voice_settings.speed).toBe(1.2);
    expect(result.words.map((word) => word.text)).toEqual(spoken.truth.words.map((word) => word.text));
    expect(meanStartErrorMs(result.words, spoken.truth.words)).toBeLessThan(40);
  });

  it('fails with the status of an unknown voice', async () => {
    const engine = new ElevenLabsEngine({ apiKey: 'xi-test', baseUrl: server.url, postProcessor: espeak });
    await expect(engine.synthesize({ text, voice: 'no-such-voice' })).rejects.toMatchObject({ status: 404 });
    await expect(engine.synthesize({ text, voice: 'no-such-voice' })).rejects.toBeInstanceOf(SpeechEngineError);
  });
});

describe('ElevenLabsVoices: the shared library and instant cloning', () => {
  const voices = () => new ElevenLabsVoices({ apiKey: 'xi-test', baseUrl: server.url });

  it('pages the shared library with filters', async () => {
    const page = await voices().findSharedVoices({ gender: 'female', language: 'en', pageSize: 1 });
    expect(page.voices.map((voice) => voice.name)).toEqual(['Aria']);
    expect(page.hasMore).toBe(true);
    const next = await voices().findSharedVoices({ gender: 'female', language: 'en', pageSize: 1, page: 1 });
    expect(next.voices.map((voice) => voice.voice_id)).toEqual(['shared-4']);
    expect(next.hasMore).toBe(false);
  });

  it('adds a library voice to the account so that it can speak', async () => {
    const voiceId = await voices().addSharedVoice('owner-2', 'shared-2', 'Bruno for Talkreel');
    const engine = new ElevenLabsEngine({ apiKey: 'xi-test', baseUrl: server.url, postProcessor: espeak });
    expect((await engine.listVoices()).map((voice) => voice.id)).toContain(voiceId);
    expect((await engine.synthesize({ text, voice: voiceId })).durationMs).toBeGreaterThan(2000);
  });

  it('clones a voice from samples (multipart /v1/voices/add) and deletes it', async () => {
    const clone = await voices().cloneVoice({
      name: 'My narrator',
      samples: [
        { bytes: spoken.mp3, fileName: 'sample-1.mp3', contentType: 'audio/mpeg' },
        { bytes: spoken.mp3, fileName: 'sample-2.mp3', contentType: 'audio/mpeg' },
      ],
      labels: { accent: 'british' },
    });
    expect(clone.requiresVerification).toBe(false);
    expect(server.clonedSamples.at(-1)).toEqual({ name: 'My narrator', fileCount: 2 });
    await voices().deleteVoice(clone.voiceId);
    await expect(voices().deleteVoice(clone.voiceId)).rejects.toMatchObject({ status: 404 });
  });

  it('clones once per key, so a job run again after a crash adopts the clone its killed run made', async () => {
    const sample = { bytes: spoken.mp3, fileName: 'sample.mp3', contentType: 'audio/mpeg' };
    const clonesBefore = server.clonedSamples.length;
    const first = await voices().cloneVoiceOnce('task-5c1f', { name: 'Crash-safe narrator', samples: [sample] });
    const again = await voices().cloneVoiceOnce('task-5c1f', { name: 'Crash-safe narrator', samples: [sample] });
    const other = await voices().cloneVoiceOnce('task-9a2e', { name: 'Another narrator', samples: [sample] });
    expect(first.isNew).toBe(true);
    expect(again).toEqual({ voiceId: first.voiceId, isNew: false });
    expect(other.isNew).toBe(true);
    expect(other.voiceId).not.toBe(first.voiceId);
    expect(server.clonedSamples.length - clonesBefore).toBe(2);
    expect(await voices().findVoiceByLabel('talkreel_once', 'task-5c1f')).toBe(first.voiceId);
    await voices().deleteVoice(first.voiceId);
    expect(await voices().findVoiceByLabel('talkreel_once', 'task-5c1f')).toBeNull();
  });
});
