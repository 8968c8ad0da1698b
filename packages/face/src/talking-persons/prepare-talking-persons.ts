import { encodeWav } from '@talkreel/speech';
import {
  addVoiceAndCaptions,
  findListeningPersons,
  findTalkingPersons,
  fitListenersToScenes,
  fitScenesToSpeech,
  isVoiceOver,
  type Workspace,
} from '@talkreel/timeline';
import { silentMouthTrack } from '../mouth/silent-mouth-track.ts';
import { animatePerson } from './animate-person.ts';
import { animateSilently } from './animate-silently.ts';
import { assertWithinLongestVideo } from './assert-within-longest-video.ts';
import type { PreparedTalkingPersons } from './prepared-talking-persons.ts';
import { speakPerson, type SpokenPerson } from './speak-person.ts';
import { talkingStagePercents } from './talking-stage-percents.ts';
import type { TalkingPersonsDeps, TalkingPersonsJob } from './talking-persons-job.ts';

/**
 * The render's first two stages for every speaking person. `speech`: the
 * script is synthesised (or the recording read), its voice joins the
 * soundtrack as a music element, its words become a caption element, and the
 * person's slot and scene are fitted to the speech. `face`: the photo's
 * analysis (made once per photo), then a configured lip-sync service's
 * video, or, when there is none or it fails, the embedded animator's input;
 * listeners are animated silent to the end of their scene. A voice-over
 * person (`prop.voice_over`) gets its speech and no face. The workspace
 * passed in is not changed; its I/O is the job's functions.
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
    const speech = await speakPerson(deps, job, person.element.prop.speech);
    const voicePath = `talking-voice-${index}.wav`;
    prepared.mediaFiles[voicePath] = await job.saveMedia(voicePath, encodeWav(speech.pcm));
    spoken.set(person.element.id ?? '', speech);
    addVoiceAndCaptions(workspace, person, speech, voicePath);
  }
  fitScenesToSpeech(workspace, persons);
  assertWithinLongestVideo(workspace);

  for (const [index, person] of persons.entries()) {
    await job.report(talkingStagePercents.face + (index / persons.length) * (talkingStagePercents.frames - talkingStagePercents.face), 'face');
    const speech = spoken.get(person.element.id ?? '');
    // A voice-over is heard, not seen: its voice and captions are in, and it has no face to animate.
    if (!speech || isVoiceOver(person.element)) continue;
    prepared.faces.push(await animatePerson(deps, job, prepared, person, speech, index));
  }
  fitListenersToScenes(workspace, listeners);
  for (const { element } of listeners) {
    const durationMs = element.timeline.end - element.timeline.start;
    if (durationMs <= 0) continue;
    const { seed, head_motion: headMotion } = element.prop.listen;
    prepared.faces.push(await animateSilently(deps, job, prepared, element, { track: silentMouthTrack(durationMs), seed, headMotion }));
  }
  return prepared;
}
