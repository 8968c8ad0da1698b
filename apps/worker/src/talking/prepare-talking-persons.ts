import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { analyzeStoredPhoto, runLipSyncWithFallback, silentMouthTrack, type LipSyncEngine, type MouthTrack, type TalkingPhotoInput } from '@talkreel/face';
import { parseLookDesign, type TalkingLookInput } from '@talkreel/looks';
import { PermanentJobError, readStoredBytes, type Runtime } from '@talkreel/platform';
import { encodeWav, type SpeechEngineSet } from '@talkreel/speech';
import {
  addVoiceAndCaptions,
  findListeningPersons,
  findTalkingPersons,
  fitListenersToScenes,
  fitScenesToSpeech,
  type PersonElement,
  type TalkingPerson,
  type Workspace,
} from '@talkreel/timeline';
import { assertWithinLongestVideo } from './assert-within-longest-video.ts';
import { speakPerson, type SpokenPerson } from './speak-person.ts';

export interface TalkingPersonsDeps {
  runtime: Runtime;
  speech: SpeechEngineSet;
  /** Configured lip-sync services, in preference order; empty: the embedded animator. */
  lipSync: readonly LipSyncEngine[];
}

export interface TalkingPersonsJob {
  ownerId: string;
  workDir: string;
  /** Element path → local file, for the media already copied from storage (the photos among them). */
  mediaFiles: Record<string, string>;
  /** Copies one of the owner's files (a recording) into the work directory; returns its local path. */
  downloadOwned: (mediaPath: string) => Promise<string>;
  report: (percent: number, stage: 'speech' | 'face') => Promise<void>;
  signal: AbortSignal;
}

export interface FaceOutcome {
  elementId: string;
  /** `embedded` or the lip-sync service's name. */
  engine: string;
  note?: string;
}

export interface PreparedTalkingPersons {
  /** The workspace with each talking person's voice, captions and speech-fitted timing. */
  workspace: Workspace;
  /** Element path → local file for the voices and service videos made here. */
  mediaFiles: Record<string, string>;
  /** Person element id → what the embedded animator needs. */
  talkingPhotos: Record<string, TalkingPhotoInput>;
  /** Person element id → the illustrated look drawn speaking (no photo, no detection). */
  talkingLooks: Record<string, TalkingLookInput>;
  faces: FaceOutcome[];
}

/** Progress of the steps before drawing: speech 0–12 %, face 12–16 %. */
export const talkingStagePercents = { speech: 0, face: 12, frames: 16 } as const;

/**
 * The render's first two stages for every speaking person. `speech`: the
 * script is synthesised (or the recording read), its voice joins the
 * soundtrack as a music element, its words become a caption element, and the
 * person's slot and scene are fitted to the speech. `face`: the photo's
 * analysis (made once per photo), then a configured lip-sync service's
 * video, or, when there is none or it fails, the embedded animator's input.
 */
export async function prepareTalkingPersons(deps: TalkingPersonsDeps, job: TalkingPersonsJob, parsed: Workspace): Promise<PreparedTalkingPersons> {
  const workspace = structuredClone(parsed);
  const persons = findTalkingPersons(workspace);
  const listeners = findListeningPersons(workspace);
  const prepared: PreparedTalkingPersons = { workspace, mediaFiles: {}, talkingPhotos: {}, talkingLooks: {}, faces: [] };
  if (persons.length === 0 && listeners.length === 0) return prepared;

  const spoken = new Map<string, SpokenPerson>();
  for (const [index, person] of persons.entries()) {
    await job.report(talkingStagePercents.speech + (index / persons.length) * (talkingStagePercents.face - talkingStagePercents.speech), 'speech');
    const speech = await speakPerson(deps.runtime, deps.speech, job.ownerId, person.element.prop.speech, job.downloadOwned, job.signal);
    const voicePath = `talking-voice-${index}.wav`;
    const localVoice = path.join(job.workDir, voicePath);
    await writeFile(localVoice, encodeWav(speech.pcm));
    prepared.mediaFiles[voicePath] = localVoice;
    spoken.set(person.element.id ?? '', speech);
    addVoiceAndCaptions(workspace, person, speech, voicePath);
  }
  fitScenesToSpeech(workspace, persons);
  assertWithinLongestVideo(workspace);

  for (const [index, person] of persons.entries()) {
    await job.report(talkingStagePercents.face + (index / persons.length) * (talkingStagePercents.frames - talkingStagePercents.face), 'face');
    const speech = spoken.get(person.element.id ?? '');
    if (!speech) continue;
    prepared.faces.push(await animatePerson(deps, job, prepared, person, speech, index));
  }
  fitListenersToScenes(workspace, listeners);
  for (const { element } of listeners) {
    const durationMs = element.timeline.end - element.timeline.start;
    if (durationMs <= 0) continue;
    const { seed, head_motion: headMotion } = element.prop.listen;
    prepared.faces.push(await animateSilently(deps, job, prepared, element, silentMouthTrack(durationMs), seed, headMotion));
  }
  return prepared;
}

/** A listener: the look redrawn or the photo animated with a closed mouth; lip-sync services are for speech only. */
async function animateSilently(
  deps: TalkingPersonsDeps,
  job: TalkingPersonsJob,
  prepared: PreparedTalkingPersons,
  element: PersonElement,
  track: MouthTrack,
  seed: number,
  headMotion: boolean,
): Promise<FaceOutcome> {
  const elementId = element.id ?? '';
  const design = element.prop.look?.design;
  if (design) {
    try {
      parseLookDesign(design);
    } catch (error) {
      throw new PermanentJobError((error as Error).message);
    }
    prepared.talkingLooks[elementId] = { design, track, seed, headMotion };
    return { elementId, engine: 'embedded-look' };
  }
  const { analysis } = await analyzePersonPhoto(deps, job, element);
  const photoPath = job.mediaFiles[element.path];
  if (!photoPath) throw new Error(`No local copy of the photo ${element.path}`);
  prepared.talkingPhotos[elementId] = {
    photoPath,
    mesh: analysis.face.mesh,
    imageWidthPx: analysis.imageWidthPx,
    imageHeightPx: analysis.imageHeightPx,
    track,
    seed,
    headMotion,
  };
  return { elementId, engine: 'embedded' };
}

/** The person's photo (a file of the job's owner) and its face analysis, made once per photo; no usable face fails the render. */
async function analyzePersonPhoto(deps: TalkingPersonsDeps, job: TalkingPersonsJob, element: PersonElement) {
  const file = await deps.runtime.repositories.files.findOwned(job.ownerId, element.path);
  if (!file) throw new PermanentJobError('The photo of this video is not a file of this account');
  const analysis = await analyzeStoredPhoto(deps.runtime, deps.runtime.batchPool, file, job.signal);
  if (!analysis.face) {
    const reason = analysis.problems.find((problem) => problem.blocking)?.message ?? 'No face was found in the photo';
    throw new PermanentJobError(reason);
  }
  return { file, analysis: { ...analysis, face: analysis.face } };
}

async function animatePerson(
  deps: TalkingPersonsDeps,
  job: TalkingPersonsJob,
  prepared: PreparedTalkingPersons,
  person: TalkingPerson,
  speech: SpokenPerson,
  index: number,
): Promise<FaceOutcome> {
  const { element } = person;
  const elementId = element.id ?? '';
  const design = element.prop.look?.design;
  if (design) {
    // An illustrated look carries its own face: it is redrawn speaking, nothing to detect.
    try {
      parseLookDesign(design);
    } catch (error) {
      throw new PermanentJobError((error as Error).message);
    }
    prepared.talkingLooks[elementId] = { design, track: speech.track, seed: element.prop.speech.seed, headMotion: element.prop.speech.head_motion };
    return { elementId, engine: 'embedded-look' };
  }
  const { file, analysis } = await analyzePersonPhoto(deps, job, element);
  const outcome = await runLipSyncWithFallback(deps.lipSync, {
    withService: async (engine) => {
      const result = await engine.animate({
        photo: { bytes: await readStoredBytes(deps.runtime.storage, file.storage_key), contentType: file.content_type },
        audio: { bytes: encodeWav(speech.pcm), contentType: 'audio/wav' },
        signal: job.signal,
      });
      const videoPath = `talking-face-${index}.mp4`;
      const localVideo = path.join(job.workDir, videoPath);
      await writeFile(localVideo, result.video);
      prepared.mediaFiles[videoPath] = localVideo;
      // The service's video is drawn like any person video; its own sound track is muted (the voice element plays).
      element.path = videoPath;
      element.volume = 0;
    },
    withEmbedded: () => {
      const photoPath = job.mediaFiles[element.path];
      if (!photoPath) throw new Error(`No local copy of the photo ${element.path}`);
      prepared.talkingPhotos[elementId] = {
        photoPath,
        mesh: analysis.face.mesh,
        imageWidthPx: analysis.imageWidthPx,
        imageHeightPx: analysis.imageHeightPx,
        track: speech.track,
        seed: element.prop.speech.seed,
        headMotion: element.prop.speech.head_motion,
      };
    },
    signal: job.signal,
  });
  return { elementId, engine: outcome.engine, ...(outcome.note ? { note: outcome.note } : {}) };
}
