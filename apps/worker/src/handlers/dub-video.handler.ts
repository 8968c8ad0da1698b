import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TranslationSegmentSchema, TranslationSpeakerSchema, type SegmentFit } from '@talkreel/contract';
import { findRubberband, mixDubTrack, planSegmentFit, segmentsInSlotRatio, stretchSpeech, type DubClip } from '@talkreel/dub';
import { dubVideoJob, type RenderWorkspaceJobResult } from '@talkreel/jobs';
import { implementJob, PermanentJobError, probeMedia, type Runtime } from '@talkreel/platform';
import { getPcmDurationMs, decodeWav, synthesizeWithStoredEngine } from '@talkreel/speech';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { translationLanguage } from '@talkreel/translate';
import { z } from 'zod';
import type { Engines } from '../engines.ts';
import { renderWorkspaceInTask } from '../render/render-workspace-in-task.ts';
import { buildDubbedVideoWorkspace } from '../translation/build-dubbed-workspace.ts';
import { downloadStored } from '../translation/download-source.ts';
import { resyncDubLips } from '../translation/resync-dub-lips.ts';
import { findSavedOutputWorkspace, saveOutputWorkspace } from '../translation/saved-output-workspace.ts';

/** Voicing, fitting and mixing take the task to here; the render takes the rest. */
const renderFromPercent = 40;

/**
 * An uploaded video dubbed into one language: each segment's translation
 * spoken by its speaker's voice (`voice`), fitted to its slot by borrowing
 * silence and speeding up at most 1.3× (`fit`), mixed over the original with
 * its voice band ducked (no separation model is available offline), the
 * lips redrawn by a video lip-sync model when one is configured (`lip_sync`;
 * else the original picture), then built into the new project's workspace
 * (the picture muted, the dubbed track, the new captions) and rendered in
 * this task.
 */
export function createDubVideoHandler(runtime: Runtime, engines: Engines) {
  const { translations, userVoices, voices, files } = runtime.repositories;
  const rubberband = findRubberband();

  return implementJob(dubVideoJob, async (payload, context): Promise<RenderWorkspaceJobResult> => {
    const row = await translations.findById(payload.translationId);
    if (!row || row.owner_id !== payload.ownerId || !row.source_key) throw new PermanentJobError('This translation no longer exists');
    const target = translationLanguage(payload.language);
    if (!target) throw new PermanentJobError(`Talkreel does not dub into "${payload.language}"`);
    const targetLabel = target.label;
    let workspace = await findSavedOutputWorkspace(runtime, payload.projectId, context.taskId);
    if (!workspace) {
      const workDir = await mkdtemp(path.join(runtime.tempDir, 'dub-'));
      try {
        workspace = await dub(workDir);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    }
    return renderWorkspaceInTask(
      runtime,
      engines,
      { ownerId: payload.ownerId, workspace, watermark: payload.render.watermark, scale: payload.render.scale },
      context,
      { progressFrom: renderFromPercent },
    );

    async function dub(workDir: string): Promise<Workspace> {
      const segments = z.array(TranslationSegmentSchema).parse(row!.segments);
      const speakers = z.array(TranslationSpeakerSchema).parse(row!.speakers);
      await context.reportProgress(1, 'voice');
      const videoPath = await downloadStored(runtime, row!.source_key!, workDir, 'source', context.signal);
      const info = await probeMedia(runtime.ffprobePath, videoPath);
      const sourcePicture = info.streams.find((stream) => stream.codecType === 'video');
      const durationMs = info.durationMs || row!.source_duration_ms;
      const spoken: { id: string; wavPath: string; speechMs: number; startMs: number; endMs: number; text: string }[] = [];
      for (const [index, segment] of segments.entries()) {
        const text = segment.translations[payload.language]?.trim() ?? '';
        if (!text) continue;
        const voiceId = speakers.find((speaker) => speaker.speaker === segment.speaker)?.voice_ids[payload.language];
        const voice = voiceId ? ((await userVoices.findOwned(payload.ownerId, voiceId)) ?? (await voices.findById(voiceId))) : undefined;
        if (!voice) throw new PermanentJobError(`Segment ${index + 1}: its speaker's ${targetLabel} voice no longer exists`);
        const result = await synthesizeWithStoredEngine(engines.speech.engines, voice.engine, voice.language, text, context.signal);
        const wavPath = path.join(workDir, `segment-${index + 1}.wav`);
        await writeFile(wavPath, result.audio);
        spoken.push({ id: segment.id, wavPath, speechMs: getPcmDurationMs(decodeWav(result.audio)), startMs: segment.start_ms, endMs: segment.end_ms, text });
        await context.reportProgress(1 + ((index + 1) / segments.length) * 24, 'voice');
      }
      await context.reportProgress(26, 'fit');
      const plan = planSegmentFit(
        spoken.map((segment) => ({ id: segment.id, startMs: segment.startMs, endMs: segment.endMs, speechMs: segment.speechMs })),
        { totalMs: durationMs },
      );
      const tools = { ffmpegPath: runtime.ffmpegPath, rubberbandPath: await rubberband, tempDir: workDir };
      const clips: DubClip[] = [];
      const fits: Record<string, SegmentFit> = {};
      for (const [index, placed] of plan.entries()) {
        const segment = spoken[index]!;
        let wavPath = segment.wavPath;
        if (placed.stretch > 1.001) {
          const stretched = await stretchSpeech(await readFile(segment.wavPath), placed.stretch, tools);
          wavPath = path.join(workDir, `segment-${index + 1}-fitted.wav`);
          await writeFile(wavPath, stretched.wav);
        }
        clips.push({ wavPath, startMs: placed.startMs, endMs: placed.endMs });
        fits[placed.id] = { stretch: Math.round(placed.stretch * 1000) / 1000, overrun_ms: Math.round(placed.overrunMs), fits: placed.fits };
      }
      await context.reportProgress(32, 'fit');
      const trackPath = path.join(workDir, 'dub.m4a');
      await mixDubTrack({ originalPath: videoPath, clips, outPath: trackPath, durationMs }, { ffmpegPath: runtime.ffmpegPath });
      await context.reportProgress(34, 'lip_sync');
      const picture = await resyncDubLips(runtime, {
        engines: engines.lipSync.videoEngines,
        videoPath,
        videoKey: row!.source_key!,
        videoName: row!.source_name,
        clips,
        durationMs,
        workDir,
        ownerId: payload.ownerId,
        taskId: context.taskId,
        language: payload.language,
        signal: context.signal,
        onProgress: (fraction) => void context.reportProgress(34 + fraction * 4, 'lip_sync'),
      });
      await context.reportProgress(38, 'lip_sync');
      const trackKey = `translations/${payload.ownerId}/${context.taskId}/dub-${payload.language}.m4a`;
      const { sizeBytes } = await runtime.storage.put(trackKey, createReadStream(trackPath), { contentType: 'audio/mp4' });
      await files.record({
        owner_id: payload.ownerId,
        storage_key: trackKey,
        purpose: 'translation',
        kind: 'm4a',
        content_type: 'audio/mp4',
        size_bytes: sizeBytes,
        original_name: `dub-${payload.language}.m4a`,
      });
      await translations.recordDub(row!.id, payload.language, { fits, segmentsInSlot: segmentsInSlotRatio(plan), lipSync: picture.lipSync });
      const built = parseWorkspace(
        buildDubbedVideoWorkspace({
          videoKey: picture.videoKey,
          videoName: row!.source_name,
          videoWidthPx: picture.widthPx ?? sourcePicture?.width ?? 1920,
          videoHeightPx: picture.heightPx ?? sourcePicture?.height ?? 1080,
          durationMs,
          dubTrackKey: trackKey,
          captions: plan.map((placed, index) => ({ startMs: placed.startMs, endMs: placed.endMs, text: spoken[index]!.text })),
          burnSubtitles: true,
        }),
      );
      await saveOutputWorkspace(runtime, payload.projectId, context.taskId, built);
      await context.reportProgress(renderFromPercent, 'speech');
      return built;
    }
  });
}
