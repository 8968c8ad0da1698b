import { maxTalkingPhotoAudioSeconds, type CreateTalkingPhotoRequest } from '@talkreel/contract';
import { estimateSpeechDurationMs, formats } from '@talkreel/formats';
import { lookSizePx } from '@talkreel/looks';
import { readStoredBytes, type UserRow } from '@talkreel/platform';
import { coverKeyOf, ensureCovers } from '../avatars/avatar-media.ts';
import { getAudioDurationMs } from '@talkreel/speech';
import { parseWorkspace } from '@talkreel/timeline';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { assertScriptWithinPlan, findSpeakingVoice } from '../projects/check-person-speech.ts';
import { findOwnedFile } from '../uploads/find-owned-file.ts';
import { checkTalkingPhoto } from './check-talking-photo.ts';
import { findTalkingPhotoFile } from './find-talking-photo-file.ts';

/**
 * Checks the talking-photo payload against the photo, the plan and the
 * voice, then saves a project whose one workspace holds the speaking
 * photo. Nothing is synthesised here: the render does that (stage `speech`),
 * so a long script never holds an HTTP request.
 */
export async function createTalkingPhoto(
  context: AppContext,
  user: UserRow,
  request: CreateTalkingPhotoRequest,
): Promise<{ projectId: string; workspaceIndex: number }> {
  const { runtime } = context;
  // A preset or own avatar (a digital person) instead of a photo: it is drawn from its look, no face check.
  const avatar = request.person_id ? await runtime.repositories.avatars.findUsable(request.person_id, user.id) : undefined;
  let face: { key: string; widthPx: number; heightPx: number; look?: { id: string; design?: Record<string, unknown> } };
  if (avatar) {
    await ensureCovers(context, avatar);
    face = {
      key: coverKeyOf(avatar),
      ...lookSizePx(avatar.aspect_ratio === 1 ? 1 : 0),
      look: { id: avatar.look_id ?? avatar.id, ...(avatar.design ? { design: avatar.design } : {}) },
    };
  } else {
    const photo = await findTalkingPhotoFile(runtime, user.id, request);
    const check = await checkTalkingPhoto(runtime, photo.storage_key);
    const blocking = check.analysis.problems.find((problem) => problem.blocking);
    if (blocking || !check.analysis.face)
      throw ApiError.invalidInput(blocking?.message ?? 'No face was found in the photo: upload a clear, front-facing photo of one person');
    face = { key: photo.storage_key, widthPx: check.analysis.imageWidthPx, heightPx: check.analysis.imageHeightPx };
  }

  const script = request.script?.trim() ?? '';
  assertScriptWithinPlan(user, script);
  let estimatedDurationMs: number;
  let speech: { script?: string; voice_id?: string; audio_path?: string };
  if (request.audio_script) {
    const audio = await findOwnedFile(runtime, user.id, request.audio_script.url);
    if (audio.purpose !== 'audio' && !['mp3', 'wav'].includes(audio.kind))
      throw ApiError.invalidInput('The recording must be an MP3 or WAV file uploaded as audio');
    const durationMs = await getAudioDurationMs(await readStoredBytes(runtime.storage, audio.storage_key), { ffmpegPath: runtime.ffmpegPath }).catch(() => {
      throw ApiError.invalidInput('The recording could not be read as audio: upload an MP3 or WAV file');
    });
    if (durationMs < 200) throw ApiError.invalidInput('The recording is silent or too short: upload at least a second of speech');
    if (durationMs > maxTalkingPhotoAudioSeconds * 1000) throw ApiError.invalidInput('The recording is too long: a talking photo lasts at most 30 minutes');
    estimatedDurationMs = durationMs;
    speech = { audio_path: audio.storage_key, ...(script ? { script } : {}) };
  } else {
    const voiceId = request.tts_voice_id ?? '';
    await findSpeakingVoice(context, user.id, voiceId);
    estimatedDurationMs = estimateSpeechDurationMs(script);
    speech = { script, voice_id: voiceId };
  }

  const workspace = parseWorkspace(
    formats.talking_photo.buildWorkspace({
      photoKey: face.key,
      photoWidthPx: face.widthPx,
      photoHeightPx: face.heightPx,
      ...(face.look ? { look: face.look } : {}),
      speech,
      estimatedDurationMs,
      burnSubtitles: request.render_subtitle === 1,
    }),
  );
  const projectId = await runtime.repositories.talkingPhotos.createProject({
    ownerId: user.id,
    name: projectNameFor(script, request.audio_script?.name),
    workspace,
    keepWatermark: request.watermark,
  });
  return { projectId, workspaceIndex: 0 };
}

/** The first words of the script (or the recording's name) name the video in My Videos. */
function projectNameFor(script: string, audioName: string | undefined): string {
  const source = script || audioName?.replace(/\.[a-z0-9]+$/i, '') || 'Talking photo';
  const words = source.replace(/\s+/g, ' ').trim();
  return words.length > 60 ? `${words.slice(0, 57).trimEnd()}…` : words;
}
