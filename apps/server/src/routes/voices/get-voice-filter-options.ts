import type { FastifyInstance } from 'fastify';
import { getVoiceFilterOptionsRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../register-route.ts';

type Column = 'accent' | 'gender' | 'age' | 'use_case';

/** 'social_media' → 'Social media'; accents are place and people names, cased word by word ('New York'). */
function toOption(value: string, column: Column) {
  const spaced = value.replace(/_/g, ' ');
  const label = column === 'accent' ? spaced.replace(/(^|[\s-])(\p{L})/gu, (_match, separator: string, letter: string) => separator + letter.toUpperCase()) : spaced.charAt(0).toUpperCase() + spaced.slice(1);
  return { label, value };
}

/** Languages that have voices (in the catalogue's order); accents, genders, ages and use cases of the chosen language. */
export function registerGetVoiceFilterOptions(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, getVoiceFilterOptionsRoute, async (request) => {
    const { db } = context.runtime.database;
    const language = request.query.language_code;
    const distinct = async (column: Column) => {
      let select = db.selectFrom('voices').select(column).distinct();
      if (language) select = select.where('language', '=', language);
      const rows = await select.orderBy(column).execute();
      return rows.map((row) => toOption(row[column], column));
    };
    const languagesWithVoices = new Set((await db.selectFrom('voices').select('language').distinct().execute()).map((row) => row.language));
    return {
      language: context.voices.catalogue.languages
        .filter((entry) => languagesWithVoices.has(entry.value))
        .map((entry) => ({ label: entry.label, value: entry.value })),
      accent: await distinct('accent'),
      gender: await distinct('gender'),
      age: await distinct('age'),
      use_case: await distinct('use_case'),
    };
  });
}
