import type { FakeServiceServer } from '@talkreel/platform/testing';
import { concatPcm, createSilence, decodeWav, encodeWav, FliteEngine, getPcmDurationMs, trimSilence, type PcmAudio, type WordTiming } from '@talkreel/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionError } from '../speech-recognizer.ts';
import { startFakeTranscriptionServer, type TranscriptionUpload } from './fake-openai-transcription-server.ts';
import { OpenAiTranscriptionRecognizer } from './openai-transcription.ts';

const sentences = ['The weather is warm today.', 'We walk to the park.', 'The children read books.'];
const flite = new FliteEngine();
/** Flite's own speech (48 kHz) with its word timings: what a perfect service would hear. */
let spoken: { wav: Uint8Array; durationMs: number; words: WordTiming[] };
/** The three sentences in 3.5 s slots, each from 200 ms into its slot, silence after: where a long upload is cut. */
let slotted: { wav: Uint8Array; sentences: { startMs: number; endMs: number }[] };
let server: FakeServiceServer;
let answer: (upload: TranscriptionUpload) => unknown;

const trimmed = (audio: PcmAudio) => trimSilence(audio, { thresholdDb: -40, paddingMs: 0 }).audio;

beforeAll(async () => {
  const first = await flite.synthesize({ text: sentences.slice(0, 2).join(' '), voice: 'slt' });
  spoken = { wav: first.audio, durationMs: first.durationMs, words: first.words };
  const parts: PcmAudio[] = [];
  const slots: { startMs: number; endMs: number }[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const audio = trimmed(decodeWav((await flite.synthesize({ text: sentence, voice: 'rms' })).audio));
    const durationMs = getPcmDurationMs(audio);
    expect(durationMs).toBeLessThan(2600);
    parts.push(createSilence(200, 48_000), audio, createSilence(3300 - durationMs, 48_000));
    slots.push({ startMs: index * 3500 + 200, endMs: index * 3500 + 200 + durationMs });
  }
  slotted = { wav: encodeWav(concatPcm(parts, 48_000)), sentences: slots };
  server = await startFakeTranscriptionServer({ apiKey: 'sk-test', answer: (upload) => answer(upload) });
});
afterAll(async () => {
  await server.close();
  await flite.close();
});

/** A verbose_json answer as OpenAI gives it: seconds, segment text with a leading space, words without punctuation. */
function verboseAnswer(words: WordTiming[], language: string) {
  const secondsOf = (timeMs: number) => timeMs / 1000;
  const firstCount = 5; // "The weather is warm today."
  const segment = (id: number, from: number, to: number, text: string) => ({
    id,
    seek: 0,
    start: secondsOf(words[from]!.startMs),
    end: secondsOf(words[to - 1]!.endMs),
    text,
    avg_logprob: -0.2,
    no_speech_prob: 0.01,
  });
  return {
    task: 'transcribe',
    language,
    duration: secondsOf(spoken.durationMs),
    text: ` ${sentences[0]} ${sentences[1]}`,
    segments: [segment(0, 0, firstCount, ` ${sentences[0]}`), segment(1, firstCount, words.length, ` ${sentences[1]}`)],
    words: words.map((word) => ({ word: word.text.replace(/[.,]/gu, ''), start: secondsOf(word.startMs), end: secondsOf(word.endMs) })),
  };
}

describe('OpenAiTranscriptionRecognizer against a local OpenAI-compatible server', () => {
  it('uploads 16 kHz mono WAV as multipart with the model, verbose_json, both granularities and the language', async () => {
    answer = () => verboseAnswer(spoken.words, 'english');
    const recognizer = new OpenAiTranscriptionRecognizer({ baseUrl: `${server.url}/v1/`, apiKey: 'sk-test', model: 'Systran/faster-whisper-small' });
    const progress: number[] = [];
    const result = await recognizer.transcribe({ audio: spoken.wav, language: 'en-US', onProgress: (fraction) => progress.push(fraction) });

    const request = server.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/u);
    const upload = await readUpload(request.body, request.headers['content-type']!);
    expect(upload).toMatchObject({
      fileName: 'audio.wav',
      model: 'Systran/faster-whisper-small',
      response_format: 'verbose_json',
      granularities: ['segment', 'word'],
      language: 'en',
    });
    const sent = decodeWav(upload.file);
    expect(sent.sampleRateHz).toBe(16_000);
    expect(getPcmDurationMs(sent)).toBeCloseTo(spoken.durationMs, 0);
    // The same sound: the loudest moment is where Flite's is, within a 16 kHz sample or two.
    expect(peakMs(sent)).toBeCloseTo(peakMs(decodeWav(spoken.wav)), -1);

    expect(result.language).toBe('en');
    expect(result.engine).toBe('openai');
    expect(result.text).toBe(`${sentences[0]} ${sentences[1]}`);
    expect(result.segments.map((segment) => segment.text)).toEqual(sentences.slice(0, 2));
    expect(result.segments.map((segment) => segment.words.map((word) => word.text).join(' '))).toEqual(['The weather is warm today', 'We walk to the park']);
    const words = result.segments.flatMap((segment) => segment.words);
    words.forEach((word, index) => {
      expect(Math.abs(word.startMs - spoken.words[index]!.startMs)).toBeLessThanOrEqual(1);
      expect(Math.abs(word.endMs - spoken.words[index]!.endMs)).toBeLessThanOrEqual(1);
    });
    expect(result.segments[0]?.startMs).toBe(words[0]?.startMs);
    expect(progress).toEqual([1]);
  });

  it('asks for no language when none is given and reports the one the service names', async () => {
    answer = () => verboseAnswer(spoken.words, 'German');
    const recognizer = new OpenAiTranscriptionRecognizer({ baseUrl: `${server.url}/v1`, apiKey: 'sk-test' });
    const result = await recognizer.transcribe({ audio: spoken.wav });
    const upload = await readUpload(server.requests.at(-1)!.body, server.requests.at(-1)!.headers['content-type']!);
    expect(upload.language).toBeUndefined();
    expect(upload.model).toBe('whisper-1');
    expect(result.language).toBe('de');
  });

  it('sends a long recording in pieces cut in its pauses, times put back in place', async () => {
    const uploads: { durationMs: number; language: string | undefined }[] = [];
    answer = (upload) => {
      uploads.push({ durationMs: getPcmDurationMs(upload.audio), language: upload.language });
      // A service that hears one sentence wherever the sound is.
      const [startMs, endMs] = soundSpanMs(upload.audio);
      const middle = (startMs + endMs) / 2000;
      return {
        language: 'english',
        text: `Piece ${uploads.length}.`,
        segments: [{ start: startMs / 1000, end: endMs / 1000, text: ` Piece ${uploads.length}.` }],
        words: [
          { word: 'Piece', start: startMs / 1000, end: middle },
          { word: String(uploads.length), start: middle, end: endMs / 1000 },
        ],
      };
    };
    const recognizer = new OpenAiTranscriptionRecognizer({ baseUrl: `${server.url}/v1`, apiKey: 'sk-test', maxUploadMs: 4000 });
    const progress: number[] = [];
    const result = await recognizer.transcribe({ audio: slotted.wav, onProgress: (fraction) => progress.push(fraction) });
    expect(uploads.length).toBe(3);
    for (const upload of uploads) expect(upload.durationMs).toBeLessThanOrEqual(4000);
    // The first piece is asked as detected; the rest in the language the service heard in the first.
    expect(uploads.map((upload) => upload.language)).toEqual([undefined, 'en', 'en']);
    expect(progress).toEqual([1 / 3, 2 / 3, 1]);
    expect(result.text).toBe('Piece 1. Piece 2. Piece 3.');
    result.segments.forEach((segment, index) => {
      expect(Math.abs(segment.startMs - slotted.sentences[index]!.startMs)).toBeLessThan(30);
      expect(Math.abs(segment.endMs - slotted.sentences[index]!.endMs)).toBeLessThan(30);
      expect(segment.words.map((word) => word.text)).toEqual(['Piece', String(index + 1)]);
    });
  });

  it("fails with the service's status and message: 401 for a wrong key, 500 for a failure", async () => {
    answer = () => verboseAnswer(spoken.words, 'english');
    const wrongKey = new OpenAiTranscriptionRecognizer({ baseUrl: `${server.url}/v1`, apiKey: 'sk-wrong' });
    const unauthorised = await wrongKey.transcribe({ audio: spoken.wav }).catch((error: unknown) => error);
    expect(unauthorised).toBeInstanceOf(TranscriptionError);
    expect(unauthorised).toMatchObject({ code: 'engine_failed', engine: 'openai', status: 401, message: 'openai: 401 Incorrect API key provided.' });

    answer = () => {
      throw new Error('CUDA out of memory');
    };
    const recognizer = new OpenAiTranscriptionRecognizer({ baseUrl: `${server.url}/v1`, apiKey: 'sk-test' });
    await expect(recognizer.transcribe({ audio: spoken.wav })).rejects.toMatchObject({
      code: 'engine_failed',
      status: 500,
      message: 'openai: 500 Error: CUDA out of memory',
    });
  });

  it('answers bad_answer for a body that is not JSON or not a transcription, no_speech for an empty one', async () => {
    const recognizer = new OpenAiTranscriptionRecognizer({ baseUrl: `${server.url}/v1`, apiKey: 'sk-test' });
    answer = () => '<html>502 Bad Gateway</html>';
    await expect(recognizer.transcribe({ audio: spoken.wav })).rejects.toMatchObject({
      code: 'bad_answer',
      message: 'openai: the answer is not JSON: <html>502 Bad Gateway</html>',
    });
    answer = () => ({ segments: [] });
    await expect(recognizer.transcribe({ audio: spoken.wav })).rejects.toMatchObject({
      code: 'bad_answer',
      message: 'openai: the answer is not a verbose_json transcription (text: Invalid input: expected string, received undefined)',
    });
    answer = () => ({ text: '', language: 'english', duration: 2, segments: [], words: [] });
    await expect(recognizer.transcribe({ audio: spoken.wav })).rejects.toMatchObject({ code: 'no_speech', engine: 'openai' });
  });

  it('gives up after its timeout and stops when the request is aborted', async () => {
    let release = () => {};
    answer = () => new Promise((resolve) => (release = () => resolve({ text: 'late' })));
    const slow = new OpenAiTranscriptionRecognizer({ baseUrl: `${server.url}/v1`, apiKey: 'sk-test', timeoutMs: 300 });
    await expect(slow.transcribe({ audio: spoken.wav })).rejects.toMatchObject({
      code: 'engine_failed',
      message: expect.stringMatching(/^openai: request to 127\.0\.0\.1:\d+ failed: no answer within 0\.3 s$/u),
    });
    release();

    const controller = new AbortController();
    answer = () => {
      controller.abort();
      return new Promise((resolve) => (release = () => resolve({ text: 'late' })));
    };
    const recognizer = new OpenAiTranscriptionRecognizer({ baseUrl: `${server.url}/v1`, apiKey: 'sk-test' });
    await expect(recognizer.transcribe({ audio: spoken.wav, signal: controller.signal })).rejects.toMatchObject({
      code: 'engine_failed',
      message: 'openai: the transcription was aborted',
    });
    release();
  });

  it('fails before any request for audio that is not WAV', async () => {
    const count = server.requests.length;
    const recognizer = new OpenAiTranscriptionRecognizer({ baseUrl: `${server.url}/v1`, apiKey: 'sk-test' });
    await expect(recognizer.transcribe({ audio: new Uint8Array([1, 2, 3, 4]) })).rejects.toMatchObject({ code: 'engine_failed' });
    expect(server.requests.length).toBe(count);
  });
});

async function readUpload(body: Buffer, contentType: string) {
  const form = await new Request('http://test.invalid', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
  const file = form.get('file') as File;
  return {
    file: new Uint8Array(await file.arrayBuffer()),
    fileName: file.name,
    model: form.get('model'),
    response_format: form.get('response_format'),
    granularities: form.getAll('timestamp_granularities[]'),
    language: form.get('language') ?? undefined,
  };
}

function peakMs(audio: PcmAudio): number {
  let peak = 0;
  audio.samples.forEach((sample, index) => {
    if (Math.abs(sample) > Math.abs(audio.samples[peak] ?? 0)) peak = index;
  });
  return (peak / audio.sampleRateHz) * 1000;
}

/** From the first to the last sample louder than -40 dBFS. */
function soundSpanMs(audio: PcmAudio): [number, number] {
  const threshold = 10 ** (-40 / 20);
  const first = audio.samples.findIndex((sample) => Math.abs(sample) > threshold);
  const last = audio.samples.findLastIndex((sample) => Math.abs(sample) > threshold);
  return [(first / audio.sampleRateHz) * 1000, ((last + 1) / audio.sampleRateHz) * 1000];
}
