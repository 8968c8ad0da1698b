import type { TranslationOutput, TranslationRecord, TranslationStage } from '@talkreel/contract';

/** The stages the record page lists as steps; the others (queued, extract, speakers, done, failed) fold into them. */
export type TranslationStep = Extract<TranslationStage, 'transcribe' | 'translate' | 'review' | 'voice' | 'fit' | 'lip_sync' | 'render'>;

export type TranslationStepState = 'done' | 'active' | 'waiting';

export interface TranslationStepView {
  step: TranslationStep;
  state: TranslationStepState;
}

type ProgressRecord = Pick<TranslationRecord, 'status' | 'stage'> & {
  source: Pick<TranslationRecord['source'], 'type'>;
  engines: Pick<TranslationRecord['engines'], 'lip_sync'>;
};

/** Every stage in the order a translation goes through them. */
const STAGE_ORDER: readonly TranslationStage[] = [
  'queued',
  'extract',
  'transcribe',
  'speakers',
  'translate',
  'review',
  'voice',
  'fit',
  'lip_sync',
  'render',
  'done',
];

/**
 * The steps a record goes through: an upload is transcribed, reviewed,
 * voiced and fitted (its lips re-synced only with a lip-sync service); a
 * Talkreel video is translated, voiced, its mouths rebuilt and re-rendered.
 */
export function stepsOf(record: ProgressRecord): TranslationStep[] {
  if (record.source.type === 'project') return ['translate', 'voice', 'lip_sync', 'render'];
  return ['transcribe', 'translate', 'review', 'voice', 'fit', ...(record.engines.lip_sync ? (['lip_sync'] as const) : []), 'render'];
}

/**
 * Each step done, active or waiting. A stage that is not one of the steps
 * (extract, speakers, an unlisted lip sync) counts as the next step; `done`
 * ends them all. A failed record keeps no position (its stage is `failed`),
 * so every step reads as waiting and the page shows the error instead.
 */
export function viewSteps(record: ProgressRecord): TranslationStepView[] {
  const steps = stepsOf(record);
  const isFinished = record.status === 'done' || record.stage === 'done';
  const stageIndex = STAGE_ORDER.indexOf(record.stage);
  const activeIndex = isFinished ? steps.length : stageIndex < 0 ? -1 : steps.findIndex((step) => STAGE_ORDER.indexOf(step) >= stageIndex);
  return steps.map((step, index) => ({
    step,
    state: activeIndex < 0 ? 'waiting' : index < activeIndex ? 'done' : index === activeIndex ? 'active' : 'waiting',
  }));
}

/** Work is going on for the whole record: the page reads it again every 2 s. */
export function isTranslationRunning(status: TranslationRecord['status']): boolean {
  return status === 'processing' || status === 'dubbing';
}

const UNFINISHED_OUTPUT: readonly TranslationOutput['status'][] = ['waiting', 'processing', 'rendering'];

/** Whether to read the record again: while it runs, and while a language's render is still going after it. */
export function shouldPollTranslation(record: Pick<TranslationRecord, 'status'> & { outputs: Pick<TranslationOutput, 'status'>[] }): boolean {
  if (isTranslationRunning(record.status)) return true;
  if (record.status === 'failed' || record.status === 'review') return false;
  return record.outputs.some((output) => UNFINISHED_OUTPUT.includes(output.status));
}
