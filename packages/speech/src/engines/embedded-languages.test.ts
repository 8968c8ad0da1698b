import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { measureIntegratedLoudness } from '../audio/loudness.ts';
import { measureRmsDb, slicePcm } from '../audio/pcm-audio.ts';
import { decodeWav } from '../audio/wav.ts';
import { getLanguage } from '../catalogue/languages.ts';
import { loadVoiceCatalogue } from '../catalogue/load-voice-catalogue.ts';
import { createSpeechEngines } from '../create-speech-engines.ts';
import { synthesizeWithVoice } from '../speak/synthesize-with-voice.ts';
import { countWords } from '../text/segment-words.ts';

const artifactDirectory = fileURLToPath(new URL('../../../../.test-artifacts/speech/', import.meta.url));
const catalogue = loadVoiceCatalogue();
const speech = createSpeechEngines();
afterAll(() => speech.close());

/**
 * A short and a longer script per language. Japanese is written in kana:
 * eSpeak NG has no kanji readings (it says "Chinese letter" for each).
 * Chinese and Japanese words are ICU dictionary words (see segmentWords).
 */
const scripts: Record<string, { short: string; long: string }> = {
  english: {
    short: 'The meeting starts at 10:30 tomorrow.',
    long: 'The meeting starts at 10:30 tomorrow. Please bring the report, and send your notes to team@example.com before noon.',
  },
  chinese: { short: '今天天气很好。', long: '今天天气很好。我们下午去公园散步，然后一起吃晚饭吧！' },
  japanese: { short: 'こんにちは、げんきですか。', long: 'こんにちは、げんきですか。きょうはいいてんきですね。いっしょにこうえんへいきましょう。' },
  arabic: { short: 'مرحبا بكم في البرنامج.', long: 'مرحبا بكم في البرنامج. اليوم نتحدث عن التعليم والتكنولوجيا في المدارس الحديثة.' },
  hindi: { short: 'आज मौसम बहुत अच्छा है।', long: 'आज मौसम बहुत अच्छा है। हम शाम को पार्क में टहलने जाएंगे और फिर खाना खाएंगे।' },
  russian: { short: 'Добрый день, друзья.', long: 'Добрый день, друзья. Сегодня мы поговорим о новых технологиях и о том, как они меняют нашу жизнь.' },
  spanish: { short: 'Hola, bienvenidos al programa.', long: 'Hola, bienvenidos al programa. Hoy hablamos de viajes, comida y cultura en 2024.' },
  german: {
    short: 'Guten Morgen, liebe Zuschauer.',
    long: 'Guten Morgen, liebe Zuschauer. Heute sprechen wir über Technik, Wissenschaft und die Zukunft der Arbeit.',
  },
  french: { short: 'Bonjour à tous.', long: "Bonjour à tous. Aujourd'hui, nous parlons de cuisine, de voyages et de la vie en ville." },
  portuguese: { short: 'Olá, tudo bem com você?', long: 'Olá, tudo bem com você? Hoje vamos falar sobre música, esporte e tecnologia no Brasil.' },
};

describe.each(Object.keys(scripts))('embedded speech in %s', (language) => {
  const voice = catalogue.voices.find((candidate) => candidate.language === language);
  const script = scripts[language] as { short: string; long: string };
  const locale = getLanguage(language).locale;

  it('is audible, -16 LUFS at 48 kHz, longer for longer text, with one monotonic timing per word covering the speech', async () => {
    if (!voice) throw new Error(`no catalogue voice for ${language}`);
    const short = await synthesizeWithVoice(speech.engines, voice, script.short);
    const long = await synthesizeWithVoice(speech.engines, voice, script.long);
    for (const [text, result] of [
      [script.short, short],
      [script.long, long],
    ] as const) {
      const audio = decodeWav(result.audio);
      expect(audio.sampleRateHz).toBe(48_000);
      expect(result.durationMs).toBe(Math.round((audio.samples.length / 48_000) * 1000));
      expect(measureRmsDb(audio)).toBeGreaterThan(-32);
      expect(Math.abs(measureIntegratedLoudness(audio) - -16)).toBeLessThan(1);
      expect(result.words.map((word) => word.text).length).toBe(countWords(text, locale));
      let previousEndMs = 0;
      for (const word of result.words) {
        expect(word.startMs).toBeGreaterThanOrEqual(previousEndMs);
        expect(word.endMs).toBeGreaterThan(word.startMs);
        previousEndMs = word.endMs;
        // Every word's span holds sound: the timings sit on the speech, not beside it.
        expect(measureRmsDb(slicePcm(audio, word.startMs, word.endMs))).toBeGreaterThan(-40);
      }
      expect(result.words[0]?.startMs).toBeLessThan(400);
      expect(result.durationMs - previousEndMs).toBeLessThan(500);
      expect(result.phonemes.length).toBeGreaterThan(result.words.length);
    }
    expect(long.durationMs).toBeGreaterThan(short.durationMs * 1.6);
    if (language === 'english' || language === 'chinese') {
      await mkdir(artifactDirectory, { recursive: true });
      await writeFile(`${artifactDirectory}${language}-${voice.id}.wav`, long.audio);
    }
  });
});
