import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakNgEngine } from '../engines/espeak-ng.ts';
import { defaultVoiceContentDirectory } from './languages.ts';
import { loadVoiceCatalogue } from './load-voice-catalogue.ts';

const catalogue = loadVoiceCatalogue();
const espeak = new EspeakNgEngine();
afterAll(() => espeak.close());

describe('the public voice catalogue (content/voices)', () => {
  it('offers about 60 languages, named the way the forms send them', () => {
    expect(catalogue.languages.length).toBeGreaterThanOrEqual(56);
    for (const value of [
      'english',
      'chinese',
      'traditional-chinese',
      'japanese',
      'korean',
      'spanish',
      'french',
      'german',
      'portuguese',
      'italian',
      'russian',
      'arabic',
      'hindi',
    ]) {
      expect(catalogue.languages.map((language) => language.value)).toContain(value);
    }
  });

  it('has at least 150 voices, and a female and a male voice in every language', () => {
    expect(catalogue.voices.length).toBeGreaterThanOrEqual(150);
    for (const language of catalogue.languages) {
      const voices = catalogue.voices.filter((voice) => voice.language === language.value);
      expect(
        voices.some((voice) => voice.gender === 'female'),
        `${language.value} has a female voice`,
      ).toBe(true);
      expect(
        voices.some((voice) => voice.gender === 'male'),
        `${language.value} has a male voice`,
      ).toBe(true);
    }
    for (const age of ['young adult', 'adult', 'senior']) expect(catalogue.voices.filter((voice) => voice.age === age).length).toBeGreaterThan(10);
  });

  it('names only eSpeak NG languages that the bundled data has', async () => {
    const locales = new Set(await espeak.listLocales());
    const files = new Set((await espeak.listVoices()).map((voice) => voice.id));
    const espeakVoices = new Set([
      ...catalogue.languages.map((language) => language.espeak_voice),
      ...catalogue.voices.flatMap((voice) => (voice.engine.name === 'espeak-ng' ? [voice.engine.voice] : [])),
    ]);
    for (const voice of espeakVoices) expect(locales.has(voice) || files.has(voice), voice).toBe(true);
  });

  it('names the file and field of a broken voice', () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'talkreel-voices-'));
    try {
      cpSync(defaultVoiceContentDirectory, directory, { recursive: true });
      const file = path.join(directory, 'public', 'german.json');
      const voices = JSON.parse(readFileSync(file, 'utf8')) as { age: string }[];
      (voices[0] as { age: string }).age = 'teenager';
      writeFileSync(file, JSON.stringify(voices));
      expect(() => loadVoiceCatalogue(directory)).toThrow(/german\.json[\s\S]*age/u);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
