import {
  BusinessCode,
  PLANS,
  PlanNameSchema,
  translationCreditCost,
  type TranslationRecord,
  type TranslationSegment,
  type TranslationSpeaker,
} from '@talkreel/contract';
import { formats } from '@talkreel/formats';
import { dubVideoJob } from '@talkreel/jobs';
import type { TranslationOutputRecord, TranslationWithTask, UserRow } from '@talkreel/platform';
import { translationLanguage } from '@talkreel/translate';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { getTranslation } from './translation-record.ts';

/** Slack past the video's end a corrected segment may reach (ffprobe's length and the recogniser's differ a little). */
const endSlackMs = 500;

const labelOf = (code: string): string => translationLanguage(code)?.label ?? code;

/** The caller's upload translation waiting for review; 40400 for anyone else's, 40900 when it is not in review. */
async function findInReview(context: AppContext, user: UserRow, id: string): Promise<TranslationWithTask> {
  const row = await context.runtime.repositories.translations.findOwned(user.id, id);
  if (!row) throw ApiError.notFound('No such translation');
  if (row.status !== 'review') throw new ApiError(BusinessCode.conflict, 'This translation is not waiting for review: its transcript can no longer be changed');
  return row;
}

/** Whether a voice id is a public voice or one of the owner's. */
async function isKnownVoice(context: AppContext, user: UserRow, voiceId: string): Promise<boolean> {
  if (context.voiceCatalogue.voices.some((voice) => voice.id === voiceId)) return true;
  return (await context.runtime.repositories.userVoices.findOwned(user.id, voiceId)) !== undefined;
}

/** Segment order, bounds and languages, and the speakers' voices, with the segment's number in every message. */
async function checkReview(
  context: AppContext,
  user: UserRow,
  row: TranslationWithTask,
  segments: TranslationSegment[],
  speakers: TranslationSpeaker[],
): Promise<void> {
  const targets = new Set(row.target_languages);
  const speakerNumbers = new Set(speakers.map((speaker) => speaker.speaker));
  if (speakerNumbers.size !== speakers.length) throw ApiError.invalidInput('A speaker is listed twice');
  const ids = new Set<string>();
  for (const [index, segment] of segments.entries()) {
    const label = `Segment ${index + 1}`;
    if (ids.has(segment.id)) throw ApiError.invalidInput(`${label}: its id is used twice`);
    ids.add(segment.id);
    if (segment.end_ms > row.source_duration_ms + endSlackMs) throw ApiError.invalidInput(`${label} ends after the video does`);
    const previous = segments[index - 1];
    if (previous && segment.start_ms < previous.end_ms) throw ApiError.invalidInput(`${label} starts before segment ${index} ends`);
    if (!speakerNumbers.has(segment.speaker)) throw ApiError.invalidInput(`${label}: speaker ${segment.speaker + 1} is not in the list of speakers`);
    for (const language of Object.keys(segment.translations)) {
      if (!targets.has(language)) throw ApiError.invalidInput(`${label}: ${labelOf(language)} is not a language of this translation`);
    }
  }
  for (const speaker of speakers) {
    for (const [language, voiceId] of Object.entries(speaker.voice_ids)) {
      if (!targets.has(language)) throw ApiError.invalidInput(`${speaker.name}: ${labelOf(language)} is not a language of this translation`);
      if (!(await isKnownVoice(context, user, voiceId))) throw ApiError.invalidInput(`${speaker.name}: no such voice "${voiceId}"`);
    }
  }
}

/** Saves the person's corrections of an upload's transcript, translations and voices. */
export async function saveTranslationReview(
  context: AppContext,
  user: UserRow,
  body: { id: string; segments: TranslationSegment[]; speakers: TranslationSpeaker[] },
): Promise<TranslationRecord> {
  const row = await findInReview(context, user, body.id);
  await checkReview(context, user, row, body.segments, body.speakers);
  const segments = body.segments.map(({ fit: _fit, ...segment }) => segment);
  if (!(await context.runtime.repositories.translations.saveReview(user.id, row.id, { segments, speakers: body.speakers }))) {
    throw new ApiError(BusinessCode.conflict, 'This translation is not waiting for review: its transcript can no longer be changed');
  }
  return getTranslation(context, user, row.id);
}

/**
 * Dubs a reviewed upload: every segment needs its translation and every
 * speaker a voice in each language. One new project and one paid `dub-video`
 * task per language, in one transaction (too few credits: nothing starts).
 */
export async function dubTranslation(context: AppContext, user: UserRow, id: string): Promise<TranslationRecord> {
  const row = await findInReview(context, user, id);
  const segments = row.segments as TranslationSegment[];
  const speakers = row.speakers as TranslationSpeaker[];
  for (const language of row.target_languages) {
    const missing = segments.findIndex((segment) => !segment.translations[language]?.trim());
    if (missing >= 0) throw ApiError.invalidInput(`Segment ${missing + 1} has no ${labelOf(language)} translation`);
    const silent = speakers.find((speaker) => !speaker.voice_ids[language] && segments.some((segment) => segment.speaker === speaker.speaker));
    if (silent) throw ApiError.invalidInput(`${silent.name} has no ${labelOf(language)} voice`);
  }
  const { runtime } = context;
  const plan = PLANS[PlanNameSchema.parse(user.plan)];
  const { renderScale } = formats.video_translation;
  const render = { watermark: !plan.canRemoveWatermark, ...(renderScale === 1 ? {} : { scale: renderScale }) };
  await runtime.repositories.inTransaction(async (repositories, trx) => {
    if (!(await repositories.translations.startDubbing(user.id, row.id))) {
      throw new ApiError(BusinessCode.conflict, 'This translation is being dubbed already');
    }
    const outputs: TranslationOutputRecord[] = [];
    for (const language of row.target_languages) {
      const projectId = await repositories.projects.create({
        ownerId: user.id,
        name: `${row.source_name} (${labelOf(language)})`.slice(0, 120),
        kind: formats.video_translation.kind,
      });
      const taskId = await runtime.queue.enqueue(
        dubVideoJob,
        { ownerId: user.id, translationId: row.id, language, projectId, render },
        {
          ownerId: user.id,
          transaction: trx,
          cost: { amount: translationCreditCost(row.source_duration_ms, 1), reason: 'Video dubbing', idempotencyKey: `dub-${row.id}-${language}` },
        },
      );
      outputs.push({ language, projectId, taskId });
    }
    await repositories.translations.setOutputs(row.id, outputs);
  });
  return getTranslation(context, user, row.id);
}
