import type { FastifyInstance } from 'fastify';
import { getVoiceFilterOptionsRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../register-route.ts';

type Column = 'accent' | 'gender' | 'age' | 'use_case';

/** 'social_media' → 'Social media'; accents are place and people names, cased word by word ('New York'). */
function toOption(value: string, column: Column) {
  const spaced = value.replace(/_/g, ' ');
  const label =
    column === 'accent'
      ? spaced.replace(/(^|[\s-])(\p{L})/gu, (_match, separator: string, letter: string) => separator + letter.toUpperCase())
      : spaced.charAt(0).toUpperCase() + spaced.slice(1);
  return { label, value };
}

/** Languages that have voices (in the catalogue's order); accents, genders, ages and use cases of the chosen language. */
export function registerGetVoiceFilterOptions(app: FastifyInstance, context: AppContext): void {
  const { voices } = context.runtime.repositories;
  registerRoute(app, getVoiceFilterOptionsRoute, async (request) => {
    const language = request.query.language_code;
    const options = async (column: Column) => (await voices.findDistinct(column, language)).map((value) => toOption(value, column));
    const languagesWithVoices = await voices.findLanguagesWithVoices();
    return {
      language: context.voiceCatalogue.languages
        .filter((entry) => languagesWithVoices.has(entry.value))
        .map((entry) => ({ label: entry.label, value: entry.value })),
      accent: await options('accent'),
      gender: await options('gender'),
      age: await options('age'),
      use_case: await options('use_case'),
    };
  });
}
