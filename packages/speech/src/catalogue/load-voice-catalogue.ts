import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Language } from './language-schema.ts';
import { defaultVoiceContentDirectory, getLanguages } from './languages.ts';
import { PublicVoiceSchema, type PublicVoice } from './voice-schema.ts';

/** The public voice library with its languages. */
export interface VoiceCatalogue {
  languages: Language[];
  voices: PublicVoice[];
}

/**
 * Reads and validates content/voices: languages.json and every
 * public/*.json (an array of voices each). Throws, naming the file and
 * field, on a schema error, a duplicate id, or a voice whose language is not
 * in languages.json.
 */
export function loadVoiceCatalogue(contentDirectory = defaultVoiceContentDirectory): VoiceCatalogue {
  const languages = getLanguages(contentDirectory);
  const languageValues = new Set(languages.map((language) => language.value));
  const publicDirectory = path.join(contentDirectory, 'public');
  const voices: PublicVoice[] = [];
  const ids = new Set<string>();
  for (const file of readdirSync(publicDirectory)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const parsed = z.array(PublicVoiceSchema).safeParse(JSON.parse(readFileSync(path.join(publicDirectory, file), 'utf8')));
    if (!parsed.success) throw new Error(`content/voices/public/${file}: ${z.prettifyError(parsed.error)}`);
    for (const voice of parsed.data) {
      if (ids.has(voice.id)) throw new Error(`content/voices/public/${file}: voice id "${voice.id}" is used twice`);
      if (!languageValues.has(voice.language)) throw new Error(`content/voices/public/${file}: voice "${voice.id}" has unknown language "${voice.language}"`);
      ids.add(voice.id);
      voices.push(voice);
    }
  }
  return { languages, voices };
}

/** The voice with this id; throws when there is none. */
export function getPublicVoice(catalogue: VoiceCatalogue, id: string): PublicVoice {
  const voice = catalogue.voices.find((candidate) => candidate.id === id);
  if (!voice) throw new Error(`No public voice "${id}"`);
  return voice;
}
