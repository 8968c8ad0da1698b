import {
  BusinessCode,
  PLANS,
  PlanNameSchema,
  translationCreditCost,
  translationCreditsPerMinute,
  translationLimits,
  type TranslationLanguageInfo,
  type TranslationSource,
} from '@talkreel/contract';
import { formats } from '@talkreel/formats';
import { transcribeVideoJob, translateVideoJob } from '@talkreel/jobs';
import type { TranslationOutputRecord, UserRow } from '@talkreel/platform';
import { TranscriptionError } from '@talkreel/transcribe';
import { TRANSLATION_LANGUAGES, translationLanguage, TranslationError } from '@talkreel/translate';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { readTranslationSource, type TranslationSourceFacts } from './translation-source.ts';

/** Uploads one person may have transcribed at once: each holds a CPU for minutes. */
export const maxTranscriptionsInProgress = 2;

interface TranslationRequest {
  source: TranslationSource;
  source_language: string;
  target_languages: string[];
}

/** A language's name for messages and project names. */
const labelOf = (code: string): string => translationLanguage(code)?.label ?? code;

/** What the page offers from a source language: each target with the engine that reaches it, the recogniser, limits and price. */
export async function getTranslationOptions(context: AppContext, from: string) {
  const { translators, recognizers } = context;
  const languages: TranslationLanguageInfo[] = [];
  for (const language of TRANSLATION_LANGUAGES) {
    if (language.code === from) continue;
    const route = translators.llm ? null : await translators.embedded.canTranslate(from, language.code);
    languages.push({
      code: language.code,
      label: language.label,
      native_label: language.nativeLabel,
      engine: translators.llm ? 'llm' : route ? 'apertium' : null,
      via: route && route.length > 2 ? (route[1] ?? null) : null,
    });
  }
  const recognizer = recognizers.service ?? recognizers.embedded;
  return {
    source_languages: TRANSLATION_LANGUAGES.map((language) => ({ code: language.code, label: language.label, native_label: language.nativeLabel })),
    languages,
    recognizer: recognizer
      ? { name: recognizer.name, quality: recognizer.quality, languages: recognizer.languages === 'any' ? ('any' as const) : [...recognizer.languages] }
      : null,
    // A video lip-sync model re-syncs a dubbed upload's lips; without one the upload keeps its picture (the page says so).
    lip_sync: context.lipSync.videoEngines[0]?.name ?? null,
    limits: { max_upload_bytes: translationLimits.maxUploadBytes, max_duration_ms: translationLimits.maxDurationMs, max_targets: translationLimits.maxTargets },
    credits_per_minute: translationCreditsPerMinute,
  };
}

/** Checks the languages: known, not the source's own, reachable by a translator, and (uploads) a recogniser for the spoken one. */
async function checkLanguages(context: AppContext, request: TranslationRequest): Promise<{ translator: string; quality: string }> {
  if (!translationLanguage(request.source_language)) throw ApiError.invalidInput(`Talkreel does not know the language "${request.source_language}"`);
  let engine = { translator: '', quality: '' };
  for (const code of request.target_languages) {
    if (!translationLanguage(code)) throw ApiError.invalidInput(`Talkreel does not translate into "${code}"`);
    if (code === request.source_language) throw ApiError.invalidInput(`The video is already in ${labelOf(code)}`);
    try {
      const translator = await context.translators.pick(request.source_language, code);
      engine = { translator: translator.name, quality: translator.quality };
    } catch (error) {
      if (error instanceof TranslationError) throw ApiError.invalidInput(error.message);
      throw error;
    }
  }
  if (request.source.type === 'upload') {
    try {
      context.recognizers.pick(request.source_language);
    } catch (error) {
      if (error instanceof TranscriptionError) throw ApiError.invalidInput(error.message);
      throw error;
    }
  }
  return engine;
}

/** The checked source and what it costs, before anything is written or paid. */
async function prepare(context: AppContext, user: UserRow, request: TranslationRequest) {
  const engine = await checkLanguages(context, request);
  const source = await readTranslationSource(context, user, request.source);
  return { engine, source, credits: translationCreditCost(source.durationMs, request.target_languages.length) };
}

/** The credits a translation will cost, once its source and languages pass every check. */
export async function quoteTranslation(context: AppContext, user: UserRow, request: TranslationRequest): Promise<{ duration_ms: number; credits: number }> {
  const { source, credits } = await prepare(context, user, request);
  return { duration_ms: source.durationMs, credits };
}

/**
 * Starts a translation in one transaction. A Talkreel video: a new project
 * per language (the source's kind, its workspace copied) and a paid
 * `translate-video` task each, refunded if it fails. An upload: the
 * transcription task (free); the dubbing is paid when it is asked for.
 */
export async function createTranslation(context: AppContext, user: UserRow, request: TranslationRequest): Promise<{ id: string; credits: number }> {
  const { engine, source, credits } = await prepare(context, user, request);
  const recognizer = context.recognizers.service ?? context.recognizers.embedded;
  const engines = {
    translator: { name: engine.translator, quality: engine.quality },
    transcriber: source.type === 'upload' && recognizer ? { name: recognizer.name, quality: recognizer.quality } : null,
    lip_sync: source.type === 'upload' ? (context.lipSync.videoEngines[0]?.name ?? null) : null,
  };
  return source.type === 'project'
    ? startProjectTranslation(context, user, request, source, engines, credits)
    : startUploadTranscription(context, user, request, source, engines, credits);
}

async function startProjectTranslation(
  context: AppContext,
  user: UserRow,
  request: TranslationRequest,
  source: Extract<TranslationSourceFacts, { type: 'project' }>,
  engines: Record<string, unknown>,
  credits: number,
): Promise<{ id: string; credits: number }> {
  const { runtime } = context;
  const plan = PLANS[PlanNameSchema.parse(user.plan)];
  const { renderScale } = formats[source.kind];
  const render = { watermark: !plan.canRemoveWatermark || source.keepWatermark, ...(renderScale === 1 ? {} : { scale: renderScale }) };
  return runtime.repositories.inTransaction(async (repositories, trx) => {
    const id = await repositories.translations.create({
      ownerId: user.id,
      sourceType: 'project',
      sourceProjectId: source.projectId,
      sourceWorkspaceIndex: source.workspaceIndex,
      sourceName: source.name,
      sourceDurationMs: source.durationMs,
      sourceLanguage: request.source_language,
      targetLanguages: request.target_languages,
      status: 'processing',
      stage: 'translate',
      credits,
      engines,
    });
    const outputs: TranslationOutputRecord[] = [];
    for (const language of request.target_languages) {
      const projectId = await repositories.projects.create({
        ownerId: user.id,
        name: `${source.name} (${labelOf(language)})`.slice(0, 120),
        kind: source.kind,
      });
      await repositories.workspaces.upsert(projectId, 0, source.workspace);
      const taskId = await runtime.queue.enqueue(
        translateVideoJob,
        { ownerId: user.id, translationId: id, language, projectId, render },
        {
          ownerId: user.id,
          transaction: trx,
          cost: { amount: translationCreditCost(source.durationMs, 1), reason: 'Video translation', idempotencyKey: `translation-${id}-${language}` },
        },
      );
      outputs.push({ language, projectId, taskId });
    }
    await repositories.translations.setOutputs(id, outputs);
    return { id, credits };
  });
}

async function startUploadTranscription(
  context: AppContext,
  user: UserRow,
  request: TranslationRequest,
  source: Extract<TranslationSourceFacts, { type: 'upload' }>,
  engines: Record<string, unknown>,
  credits: number,
): Promise<{ id: string; credits: number }> {
  const { runtime } = context;
  return runtime.repositories.inTransaction(async (repositories, trx) => {
    if ((await repositories.translations.lockOwnerAndCountTranscribing(user.id)) >= maxTranscriptionsInProgress) {
      throw new ApiError(BusinessCode.tooManyRequests, `${maxTranscriptionsInProgress} videos are being transcribed for you already: wait until one is ready`);
    }
    const id = await repositories.translations.create({
      ownerId: user.id,
      sourceType: 'upload',
      sourceKey: source.key,
      sourceName: source.name,
      sourceDurationMs: source.durationMs,
      sourceLanguage: request.source_language,
      targetLanguages: request.target_languages,
      status: 'processing',
      stage: 'extract',
      credits,
      engines,
    });
    const taskId = await runtime.queue.enqueue(transcribeVideoJob, { ownerId: user.id, translationId: id }, { ownerId: user.id, transaction: trx });
    await repositories.translations.setTask(id, taskId);
    // Nothing is paid yet: the dubbing is, once the transcript is reviewed.
    return { id, credits: 0 };
  });
}
