import { PLANS, PlanNameSchema } from '@talkreel/contract';
import { renderCostOf, type ProjectKind, type RenderCharge } from '@talkreel/formats';
import { readStoredBytes, type FileRepository, type Runtime, type UserRow } from '@talkreel/platform';
import { getAudioDurationMs } from '@talkreel/speech';
import { workspaceLimits, type Workspace } from '@talkreel/timeline';
import { ApiError } from '../../plugins/api-error.ts';
import { estimateShortestSpeechMs } from './estimate-shortest-speech.ts';

/**
 * What a render of this workspace costs, checked before anything is queued:
 * a video with a person in it (speaking or listening) costs what its kind
 * costs, whichever door it came through (a plain project's person is a
 * talking photo: `renderCostOf` in `@talkreel/formats`); the scripts its
 * voices speak stay within the plan's characters; and the video, each scene
 * fitted to its speech, stays within 30 minutes. Refusals are 40000 and name the limit.
 */
export async function checkRenderAllowance(
  runtime: Runtime,
  /** The caller's (bound to its transaction, if it has one open: PGlite has one connection). */
  files: FileRepository,
  user: UserRow,
  projectKind: ProjectKind,
  workspace: Workspace,
): Promise<RenderCharge | null> {
  let hasPerson = false;
  let spokenCharacters = 0;
  let shortestTotalMs = 0;
  for (const scene of workspace.scenes) {
    let sceneEndMs = scene.duration;
    for (const track of scene.tracks) {
      for (const element of track.layers) {
        if (element.type !== 'person') continue;
        const speech = element.prop.speech;
        // A person who speaks or listens is animated: a face is made for it.
        if (speech || element.prop.listen) hasPerson = true;
        if (!speech) continue;
        let speechMs: number;
        if (speech.audio_path) {
          speechMs = await readRecordingMs(runtime, files, user.id, speech.audio_path);
        } else {
          spokenCharacters += speech.script?.trim().length ?? 0;
          speechMs = estimateShortestSpeechMs(speech.script ?? '');
        }
        sceneEndMs = Math.max(sceneEndMs, element.timeline.start + speechMs);
      }
    }
    shortestTotalMs += sceneEndMs;
  }
  checkSpokenLength(user, { characters: spokenCharacters, shortestMs: shortestTotalMs });
  return renderCostOf(projectKind, hasPerson);
}

/**
 * The plan's characters and the 30 minutes, for a video about to be made
 * from scripts (a podcast's turns, a topic's scenes) as for one submitted.
 */
export function checkSpokenLength(user: Pick<UserRow, 'plan'>, spoken: { characters: number; shortestMs: number }): void {
  const plan = PLANS[PlanNameSchema.parse(user.plan)];
  if (spoken.characters > plan.characters) {
    throw ApiError.invalidInput(
      `The scripts of this video have ${spoken.characters} characters: the ${plan.name} plan speaks at most ${plan.characters} characters a video. Shorten the script or split it into several videos`,
    );
  }
  if (spoken.shortestMs > workspaceLimits.maxDurationMs) {
    throw ApiError.invalidInput(
      `With its speech this video would last at least ${Math.ceil(spoken.shortestMs / 60_000)} minutes: a video lasts at most 30 minutes. Shorten the scripts or recordings`,
    );
  }
}

/** A recording's length, read from the owner's upload (another owner's file is 'no such file', as everywhere). */
async function readRecordingMs(runtime: Runtime, files: FileRepository, ownerId: string, audioPath: string): Promise<number> {
  const file = await files.findOwned(ownerId, audioPath);
  if (!file) throw ApiError.notFound(`No such uploaded recording: ${audioPath.slice(0, 200)}`);
  return getAudioDurationMs(await readStoredBytes(runtime.storage, file.storage_key), { ffmpegPath: runtime.ffmpegPath }).catch(() => {
    throw ApiError.invalidInput('A recording in this video could not be read as audio: upload an MP3 or WAV file');
  });
}
