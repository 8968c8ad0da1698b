import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BusinessCode, translationLimits, type TranslationSource } from '@talkreel/contract';
import { RenderWorkspaceResultSchema } from '@talkreel/jobs';
import type { ProjectKind } from '@talkreel/formats';
import { probeMedia, type UserRow } from '@talkreel/platform';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';

/** What a translation is made from, as checked at the door. */
export type TranslationSourceFacts =
  | {
      type: 'project';
      projectId: string;
      workspaceIndex: number;
      name: string;
      durationMs: number;
      kind: ProjectKind;
      keepWatermark: boolean;
      workspace: Workspace;
    }
  | { type: 'upload'; key: string; name: string; durationMs: number };

/** The kinds of upload a translation takes. */
const videoKinds = new Set(['mp4', 'mov', 'webm']);

/** `1:05:00` or `4:07`: how long a video is, for messages. */
export function formatDuration(durationMs: number): string {
  const totalS = Math.round(durationMs / 1000);
  const hours = Math.floor(totalS / 3600);
  const minutes = Math.floor((totalS % 3600) / 60);
  const seconds = String(totalS % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The length limit, with the video's own length in the message. */
function checkDuration(durationMs: number): void {
  if (durationMs > translationLimits.maxDurationMs) {
    throw ApiError.invalidInput(
      `This video is ${formatDuration(durationMs)} long; videos up to ${translationLimits.maxDurationMs / 60_000} minutes can be translated`,
    );
  }
  if (durationMs < 1_000) throw ApiError.invalidInput('This video is shorter than a second: there is nothing to translate');
}

/** Whether a workspace has words a translation can change (a person's script, a text, a subtitle). */
function hasScript(workspace: Workspace): boolean {
  return workspace.scenes.some((scene) =>
    scene.tracks.some((track) => track.layers.some((layer) => layer.prop?.speech?.script !== undefined && layer.prop.speech.voice_id !== undefined)),
  );
}

/**
 * Checks the source before any work or payment: the caller's own project
 * with a script to translate, or the caller's own uploaded video that
 * ffprobe reads, with a picture and a sound track, at most 10 minutes long.
 */
export async function readTranslationSource(context: AppContext, user: UserRow, source: TranslationSource): Promise<TranslationSourceFacts> {
  const { repositories } = context.runtime;
  if (source.type === 'project') {
    const project = await repositories.projects.findOwned(user.id, source.project_id);
    const saved = project && (await repositories.workspaces.findOwned(user.id, source.project_id, source.workspace_index));
    if (!project || !saved) throw ApiError.notFound('No such video');
    const workspace = parseWorkspace(saved.document);
    if (!hasScript(workspace)) {
      throw ApiError.invalidInput('This video has no script to translate (its speech is a recording): upload the video instead');
    }
    const rendered = await repositories.renders.findLatest(source.project_id, source.workspace_index, { onlyDone: true });
    const renderedMs = RenderWorkspaceResultSchema.safeParse(rendered?.result).data?.durationMs;
    const durationMs = renderedMs ?? workspace.scenes.reduce((total, scene) => total + scene.duration, 0);
    checkDuration(durationMs);
    return {
      type: 'project',
      projectId: project.id,
      workspaceIndex: source.workspace_index,
      name: project.name,
      durationMs,
      kind: saved.projectKind,
      keepWatermark: saved.keepWatermark,
      workspace,
    };
  }
  const file = await repositories.files.findOwned(user.id, source.file_path);
  if (!file) throw ApiError.notFound('No such upload: upload the video again');
  if (!videoKinds.has(file.kind)) throw new ApiError(BusinessCode.unsupportedFileType, 'Upload a video (MP4, MOV or WebM) to translate');
  if (file.size_bytes > translationLimits.maxUploadBytes) throw new ApiError(BusinessCode.fileTooLarge, 'A video to translate is at most 100 MB');
  const durationMs = await probeUploadedVideo(context, file.storage_key);
  checkDuration(durationMs);
  return { type: 'upload', key: file.storage_key, name: file.original_name, durationMs };
}

/** The video's length, after checking that ffprobe reads it and that it has a picture and a sound track. */
async function probeUploadedVideo(context: AppContext, key: string): Promise<number> {
  const { runtime } = context;
  const directory = await mkdtemp(path.join(runtime.tempDir, 'translation-probe-'));
  try {
    const localPath = path.join(directory, 'source');
    await pipeline(await runtime.storage.read(key), createWriteStream(localPath));
    const info = await probeMedia(runtime.ffprobePath, localPath).catch(() => undefined);
    if (!info || !info.streams.some((stream) => stream.codecType === 'video')) {
      throw ApiError.invalidInput('This file is not a readable video (MP4, MOV or WebM): it may be damaged');
    }
    if (!info.streams.some((stream) => stream.codecType === 'audio')) {
      throw ApiError.invalidInput('This video has no sound track: there is no speech to translate');
    }
    return info.durationMs;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
