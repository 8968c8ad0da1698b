import { composeConfigSchema } from '@talkreel/platform/config';
import { createSilence, encodeWav } from '@talkreel/speech';
import { requireCorpus } from '@talkreel/platform/testing/corpus';
import { describe, expect, it } from 'vitest';
import { createSpeechRecognizers } from './create-speech-recognizers.ts';
import { startFakeTranscriptionServer, type TranscriptionUpload } from './engines/fake-openai-transcription-server.ts';
import { findPocketsphinx } from './engines/find-pocketsphinx.ts';
import { TranscriptionError } from './speech-recognizer.ts';
import { transcribeConfigSlice } from './transcribe-config.ts';

const isInstalled = requireCorpus(
  'createSpeechRecognizers test',
  findPocketsphinx()?.binaryPath ?? 'pocketsphinx_continuous with its en-us model',
  'install the Debian packages pocketsphinx and pocketsphinx-en-us',
);

describe('createSpeechRecognizers', () => {
  it.skipIf(!isInstalled)('picks pocketsphinx for English when no service is configured, and refuses other languages', () => {
    const set = createSpeechRecognizers({});
    expect(set.service).toBeUndefined();
    expect(set.embedded).toMatchObject({ name: 'pocketsphinx', isEmbedded: true, quality: 'rough', languages: ['en'] });
    expect(set.pick()).toBe(set.embedded);
    expect(set.pick('en-GB')).toBe(set.embedded);
    expect(() => set.pick('fr')).toThrow(
      new TranscriptionError(
        "No speech recognition for 'fr': the embedded recogniser (pocketsphinx) knows English only. Set ASR_BASE_URL to an OpenAI-compatible transcription service (OpenAI, faster-whisper-server).",
        'unsupported_language',
        'pocketsphinx',
      ),
    );
  });

  it('has no embedded recogniser without the binary or its model, and says what to install', () => {
    for (const options of [{ pocketsphinxPath: '/nonexistent/pocketsphinx_continuous' }, { modelDirectory: '/nonexistent/model' }]) {
      const set = createSpeechRecognizers({}, options);
      expect(set.embedded).toBeUndefined();
      const failure = (() => {
        try {
          return set.pick('en');
        } catch (error) {
          return error;
        }
      })();
      expect(failure).toBeInstanceOf(TranscriptionError);
      expect(failure).toMatchObject({ code: 'unsupported_language', engine: 'none' });
      expect(String(failure)).toContain(
        "No speech recognition for 'en': pocketsphinx (the Debian packages pocketsphinx and pocketsphinx-en-us) is not installed.",
      );
      expect(String(failure)).toContain('ASR_BASE_URL');
    }
  });

  it('picks the configured service for every language, with the model and key of the config', async () => {
    const uploads: TranscriptionUpload[] = [];
    const server = await startFakeTranscriptionServer({
      apiKey: 'sk-asr',
      answer: (upload) => {
        uploads.push(upload);
        return {
          text: 'Bonjour.',
          language: 'french',
          segments: [{ start: 0.1, end: 0.6, text: ' Bonjour.' }],
          words: [{ word: 'Bonjour', start: 0.1, end: 0.6 }],
        };
      },
    });
    try {
      const set = createSpeechRecognizers(
        { ASR_BASE_URL: `${server.url}/v1`, ASR_API_KEY: 'sk-asr', ASR_MODEL: 'large-v3' },
        { pocketsphinxPath: '/nonexistent' },
      );
      expect(set.service).toMatchObject({ name: 'openai', isEmbedded: false, quality: 'good', languages: 'any' });
      expect(set.pick('fr')).toBe(set.service);
      expect(set.pick('en')).toBe(set.service);
      const result = await set.pick('fr').transcribe({ audio: encodeWav(createSilence(800, 16_000)), language: 'fr' });
      expect(uploads.map(({ model, language }) => ({ model, language }))).toEqual([{ model: 'large-v3', language: 'fr' }]);
      expect(result).toMatchObject({ language: 'fr', text: 'Bonjour.', engine: 'openai', durationMs: 800 });
    } finally {
      await server.close();
    }
  });
});

describe('transcribeConfigSlice', () => {
  const schema = composeConfigSchema(transcribeConfigSlice);

  it('reads the service settings and needs the base URL for a key or model', () => {
    expect(schema.parse({ ASR_BASE_URL: 'http://localhost:8000/v1', ASR_MODEL: 'Systran/faster-whisper-small' })).toEqual({
      ASR_BASE_URL: 'http://localhost:8000/v1',
      ASR_MODEL: 'Systran/faster-whisper-small',
    });
    expect(schema.parse({})).toEqual({});
    const problems = schema
      .safeParse({ ASR_API_KEY: 'sk-x', ASR_MODEL: 'whisper-1' })
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(problems).toEqual([
      'ASR_API_KEY: needs ASR_BASE_URL (the transcription service base URL)',
      'ASR_MODEL: needs ASR_BASE_URL (the transcription service base URL)',
    ]);
    expect(schema.safeParse({ ASR_BASE_URL: 'localhost:8000' }).error?.issues[0]?.message).toBe('must start with http: or https:');
  });
});
