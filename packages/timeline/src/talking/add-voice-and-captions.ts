import type { MusicElement, SubtitleElement } from '../schema/element-schema.ts';
import type { Scene } from '../schema/scene-schema.ts';
import { getDefaultSubtitleBox, getDefaultSubtitleFontSizePx } from '../schema/subtitle-defaults.ts';
import type { Workspace } from '../schema/workspace-schema.ts';
import { captionWords } from './caption-words.ts';
import type { TalkingPerson } from './find-talking-persons.ts';

/** What the workspace takes from a person's speech: its length, and its words' timings (none for a recording). */
export interface SpeechTimings {
  durationMs: number;
  words: readonly { text: string; startMs: number; endMs: number }[];
}

/**
 * A speaking person's speech joins its scene: the person's slot ends when
 * the speech does, the voice (`voicePath`, at the person's volume) plays as a
 * music element `<id>-voice` over that slot, and, when there is a script and
 * timed words, the words become a caption element `<id>-captions` (the
 * script's punctuation restored, the speaker named, drawn 100 above the
 * person). Each goes on a new track after the scene's highest. The workspace
 * is changed in place.
 */
export function addVoiceAndCaptions(workspace: Workspace, person: TalkingPerson, speech: SpeechTimings, voicePath: string): void {
  const scene = workspace.scenes[person.sceneIndex];
  if (!scene) return;
  const { element } = person;
  const startMs = element.timeline.start;
  const endMs = startMs + speech.durationMs;
  element.timeline = { ...element.timeline, end: endMs };
  const voice: MusicElement = {
    id: `${element.id}-voice`,
    type: 'music',
    path: voicePath,
    volume: element.volume,
    x: 0,
    y: 0,
    w: 0,
    h: 0,
    zindex: 0,
    prop: {},
    timeline: { start: startMs, end: endMs },
  };
  scene.tracks.push({ type: 'music', index: nextTrackIndex(scene), layers: [voice] });
  const script = element.prop.speech.script?.trim();
  if (!script || speech.words.length === 0) return;
  // Captions the editor made for this person (one element per cue, `<id>-captions-<n>`) are kept instead.
  const edited = scene.tracks.some((track) => track.layers.some((layer) => layer.type === 'subtitle' && layer.id?.startsWith(`${element.id}-captions-`)));
  if (edited) return;
  const box = getDefaultSubtitleBox(workspace.aspect_ratio);
  const captions: SubtitleElement = {
    id: `${element.id}-captions`,
    type: 'subtitle',
    ...box,
    r: 0,
    alpha: 1,
    gauss: 0,
    zindex: element.zindex + 100,
    prop: { textInfo: { fontSize: getDefaultSubtitleFontSizePx(workspace.aspect_ratio) } },
    subtitle: {
      text: script,
      words: captionWords(script, speech.words).map((word) => ({ text: word.text, start: word.startMs, end: word.endMs })),
      ...(element.prop.speech.speaker ? { speaker: element.prop.speech.speaker } : {}),
    },
    timeline: { start: startMs, end: endMs },
  } as SubtitleElement;
  scene.tracks.push({ type: 'subtitle', index: nextTrackIndex(scene), layers: [captions] });
}

function nextTrackIndex(scene: Scene): number {
  return scene.tracks.reduce((highest, track) => Math.max(highest, track.index), -1) + 1;
}
