import { translateVideoJob, type RenderWorkspaceJobResult } from '@talkreel/jobs';
import { implementJob, PermanentJobError, type Runtime } from '@talkreel/platform';
import { loadVoiceCatalogue } from '@talkreel/speech';
import { applyWorkspaceTranslations, collectWorkspaceTexts, parseWorkspace, workspaceVoiceIds } from '@talkreel/timeline';
import { translationLanguage, TranslationError } from '@talkreel/translate';
import type { Engines } from '../engines.ts';
import { renderWorkspaceInTask } from '../render/render-workspace-in-task.ts';
import { mapVoicesToLanguage } from '../translation/voice-for-language.ts';
import { findSavedOutputWorkspace, saveOutputWorkspace } from '../translation/saved-output-workspace.ts';

/** Translating and choosing voices take the task to here; the render takes the rest. */
const renderFromPercent = 10;

/**
 * One Talkreel video in one more language: its scripts and on-screen texts
 * translated (stage `translate`), each voice swapped for its counterpart
 * (`voice`), saved as the new project's workspace and rendered in this task,
 * so a failure anywhere refunds what was paid.
 */
export function createTranslateVideoHandler(runtime: Runtime, engines: Engines) {
  const catalogue = loadVoiceCatalogue();
  const { translations, workspaces } = runtime.repositories;

  return implementJob(translateVideoJob, async (payload, context): Promise<RenderWorkspaceJobResult> => {
    const translation = await translations.findById(payload.translationId);
    if (!translation || translation.owner_id !== payload.ownerId) throw new PermanentJobError('This translation no longer exists');
    const target = translationLanguage(payload.language);
    if (!target) throw new PermanentJobError(`Talkreel does not translate into "${payload.language}"`);
    // A retry after the translated workspace was saved renders what was saved (the same words, the same credits).
    let workspace = await findSavedOutputWorkspace(runtime, payload.projectId, context.taskId);
    if (!workspace) {
      if (!translation.source_project_id) throw new PermanentJobError('The video to translate was deleted');
      const source = await workspaces.find(translation.source_project_id, translation.source_workspace_index);
      if (!source) throw new PermanentJobError('The video to translate was deleted');
      const sourceWorkspace = parseWorkspace(source.document);
      await context.reportProgress(1, 'translate');
      const texts = collectWorkspaceTexts(sourceWorkspace);
      let translated: string[];
      try {
        const translator = await engines.translators.pick(translation.source_language, payload.language);
        translated = (await translator.translate({ texts, from: translation.source_language, to: payload.language, signal: context.signal })).texts;
      } catch (error) {
        if (error instanceof TranslationError && error.code !== 'engine_failed') throw new PermanentJobError(error.message);
        throw error;
      }
      await context.reportProgress(6, 'voice');
      const voices = await mapVoicesToLanguage(runtime, catalogue, payload.ownerId, workspaceVoiceIds(sourceWorkspace), target.voiceLanguage);
      workspace = parseWorkspace(applyWorkspaceTranslations(sourceWorkspace, translated, (voiceId) => voices.get(voiceId) ?? voiceId));
      await saveOutputWorkspace(runtime, payload.projectId, context.taskId, workspace);
    }
    await context.reportProgress(renderFromPercent, 'speech');
    return renderWorkspaceInTask(
      runtime,
      engines,
      { ownerId: payload.ownerId, workspace, watermark: payload.render.watermark, scale: payload.render.scale },
      context,
      { progressFrom: renderFromPercent },
    );
  });
}
