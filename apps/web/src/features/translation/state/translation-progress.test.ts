import { describe, expect, it } from 'vitest';
import { isTranslationRunning, shouldPollTranslation, stepsOf, viewSteps } from './translation-progress.ts';

const upload = (
  stage: Parameters<typeof viewSteps>[0]['stage'],
  status: Parameters<typeof viewSteps>[0]['status'] = 'processing',
  lipSync: string | null = null,
) => ({
  status,
  stage,
  source: { type: 'upload' as const },
  engines: { lip_sync: lipSync },
});
const states = (record: Parameters<typeof viewSteps>[0]) => viewSteps(record).map((view) => `${view.step}:${view.state}`);

describe('the steps of a translation', () => {
  it('lists an upload’s steps, with lip sync only when a service does it, and a Talkreel video’s', () => {
    expect(stepsOf(upload('queued'))).toEqual(['transcribe', 'translate', 'review', 'voice', 'fit', 'render']);
    expect(stepsOf(upload('queued', 'processing', 'latentsync'))).toEqual(['transcribe', 'translate', 'review', 'voice', 'fit', 'lip_sync', 'render']);
    expect(stepsOf({ status: 'processing', stage: 'translate', source: { type: 'project' }, engines: { lip_sync: null } })).toEqual([
      'translate',
      'voice',
      'lip_sync',
      'render',
    ]);
  });

  it('marks the steps before the stage done, the stage active, the rest waiting', () => {
    expect(states(upload('queued'))).toEqual(['transcribe:active', 'translate:waiting', 'review:waiting', 'voice:waiting', 'fit:waiting', 'render:waiting']);
    expect(states(upload('speakers'))).toEqual(['transcribe:done', 'translate:active', 'review:waiting', 'voice:waiting', 'fit:waiting', 'render:waiting']);
    expect(states(upload('review', 'review'))).toEqual([
      'transcribe:done',
      'translate:done',
      'review:active',
      'voice:waiting',
      'fit:waiting',
      'render:waiting',
    ]);
    expect(states(upload('fit', 'dubbing'))).toEqual(['transcribe:done', 'translate:done', 'review:done', 'voice:done', 'fit:active', 'render:waiting']);
  });

  it('folds a stage that is not listed into the next step, and ends every step when done', () => {
    expect(states(upload('lip_sync', 'dubbing'))).toEqual(['transcribe:done', 'translate:done', 'review:done', 'voice:done', 'fit:done', 'render:active']);
    expect(states(upload('done', 'done'))).toEqual(['transcribe:done', 'translate:done', 'review:done', 'voice:done', 'fit:done', 'render:done']);
    expect(states(upload('failed', 'failed')).every((state) => state.endsWith(':waiting'))).toBe(true);
  });

  it('polls while the record runs and while a language still renders after it', () => {
    expect(isTranslationRunning('processing')).toBe(true);
    expect(isTranslationRunning('dubbing')).toBe(true);
    expect(isTranslationRunning('review')).toBe(false);
    expect(shouldPollTranslation({ status: 'processing', outputs: [] })).toBe(true);
    expect(shouldPollTranslation({ status: 'review', outputs: [{ status: 'waiting' }] })).toBe(false);
    expect(shouldPollTranslation({ status: 'done', outputs: [{ status: 'done' }, { status: 'rendering' }] })).toBe(true);
    expect(shouldPollTranslation({ status: 'done', outputs: [{ status: 'done' }, { status: 'failed' }] })).toBe(false);
    expect(shouldPollTranslation({ status: 'failed', outputs: [{ status: 'processing' }] })).toBe(false);
  });
});
