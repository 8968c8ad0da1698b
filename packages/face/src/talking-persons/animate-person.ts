import { encodeWav } from '@talkreel/speech';
import type { TalkingPerson } from '@talkreel/timeline';
import { runLipSyncWithFallback } from '../run-lip-sync-with-fallback.ts';
import { analyzePersonPhoto } from './analyze-person-photo.ts';
import type { FaceOutcome, PreparedTalkingPersons } from './prepared-talking-persons.ts';
import type { SpokenPerson } from './speak-person.ts';
import { toSpeakingLook } from './speaking-look.ts';
import type { TalkingPersonsDeps, TalkingPersonsJob } from './talking-persons-job.ts';

/**
 * A speaking person's face: an illustrated look is redrawn speaking; a
 * photo goes to each configured lip-sync service in turn (whose video then
 * replaces the photo, muted: the voice element plays) and, when there is
 * none or they fail, to the embedded animator. What is made joins `prepared`.
 */
export async function animatePerson(
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
  const { seed, head_motion: headMotion } = element.prop.speech;
  if (design) {
    prepared.talkingLooks[elementId] = toSpeakingLook(deps, { design, track: speech.track, seed, headMotion });
    return { elementId, engine: 'embedded-look' };
  }
  const photo = await analyzePersonPhoto(job, element.path);
  const outcome = await runLipSyncWithFallback(deps.lipSync, {
    withService: async (engine) => {
      const result = await engine.animate({
        photo: { bytes: await photo.readBytes(), contentType: photo.contentType },
        audio: { bytes: encodeWav(speech.pcm), contentType: 'audio/wav' },
        signal: job.signal,
      });
      const videoPath = `talking-face-${index}.mp4`;
      prepared.mediaFiles[videoPath] = await job.saveMedia(videoPath, result.video);
      // The service's video is drawn like any person video; its own sound track is muted (the voice element plays).
      element.path = videoPath;
      element.volume = 0;
    },
    withEmbedded: () => {
      const photoPath = job.mediaFiles[element.path];
      if (!photoPath) throw new Error(`No local copy of the photo ${element.path}`);
      prepared.talkingPhotos[elementId] = {
        photoPath,
        mesh: photo.analysis.face.mesh,
        imageWidthPx: photo.analysis.imageWidthPx,
        imageHeightPx: photo.analysis.imageHeightPx,
        track: speech.track,
        seed,
        headMotion,
      };
    },
    signal: job.signal,
  });
  return { elementId, engine: outcome.engine, ...(outcome.note ? { note: outcome.note } : {}) };
}
