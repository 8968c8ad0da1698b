import { getDefaultSubtitleBox, getDefaultSubtitleFontSizePx } from '../schema/subtitle-defaults.ts';
import { getElementCues, resolveCueOptions } from '../evaluate/subtitle-cues.ts';
import type { AspectRatio } from '../schema/aspect-ratio.ts';
import type { SubtitleElement } from '../schema/element-schema.ts';
import { captionWords } from '../talking/caption-words.ts';
import type { DocumentPatch } from './document-patch.ts';
import type { EditCommand } from './edit-command.ts';
import { setFieldPatch } from './element-commands.ts';
import { requireElement } from './locate-elements.ts';

/** What the speech job made of a person's new script or voice. */
export interface SpokenScript {
  script: string;
  voiceId: string;
  durationMs: number;
  /** The speech's audio (a storage key or URL) the editor's preview plays. */
  previewAudio?: string;
}

/**
 * A person says a new script (or the same one in another voice): the script
 * and voice are stored (a recording it had is dropped), its slot becomes as
 * long as the speech, and a scene that ended with the person ends with it
 * again (a longer speech lengthens its scene in any case).
 */
export function setPersonSpeech(id: string, spoken: SpokenScript): EditCommand {
  return {
    label: 'speech',
    build(workspace) {
      const location = requireElement(workspace, id);
      const { element } = location;
      if (element.type !== 'person') return [];
      const scene = workspace.scenes[location.sceneIndex]!;
      const start = element.timeline.start;
      const end = start + Math.round(spoken.durationMs);
      const { audio_path: _recording, ...speech } = element.prop.speech ?? { seed: 1, head_motion: true };
      const patches: DocumentPatch[] = [];
      const push = (patch: DocumentPatch | null) => {
        if (patch) patches.push(patch);
      };
      push(setFieldPatch(workspace, location.path, ['prop', 'speech'], { ...speech, script: spoken.script, voice_id: spoken.voiceId }));
      push(setFieldPatch(workspace, location.path, ['timeline', 'end'], end));
      if (spoken.previewAudio !== undefined)
        push(setFieldPatch(workspace, location.path, ['prop', 'meta'], { ...element.prop.meta, preview_audio: spoken.previewAudio }));
      const endedScene = element.timeline.end >= scene.duration - 1;
      const sceneDuration = endedScene ? Math.max(end, 100) : Math.max(scene.duration, end);
      push(setFieldPatch(workspace, ['scenes', location.sceneIndex], ['duration'], sceneDuration));
      return patches;
    },
  };
}

/** One caption as the editor lists it: its text and slot in scene ms. */
export interface CaptionCue {
  text: string;
  start: number;
  end: number;
}

/** The id prefix of a person's editable captions; the render adds no captions of its own for a person that has them (addVoiceAndCaptions). */
export function captionIdPrefix(personId: string): string {
  return `${personId}-captions-`;
}

/**
 * Replaces a person's captions by one subtitle element per cue (each one
 * editable as text, start and end), placed in the default caption box.
 */
export function replacePersonCaptions(personId: string, cues: readonly CaptionCue[], aspectRatio: AspectRatio): EditCommand {
  return {
    label: 'subtitles',
    build(workspace) {
      const location = requireElement(workspace, personId);
      const { element } = location;
      if (element.type !== 'person') return [];
      const scene = workspace.scenes[location.sceneIndex]!;
      const prefix = captionIdPrefix(personId);
      const patches: DocumentPatch[] = [];
      // Remove the old ones, last first.
      for (let trackIndex = scene.tracks.length - 1; trackIndex >= 0; trackIndex -= 1) {
        const layers = scene.tracks[trackIndex]!.layers;
        for (let layerIndex = layers.length - 1; layerIndex >= 0; layerIndex -= 1) {
          if (layers[layerIndex]!.id?.startsWith(prefix))
            patches.push({ op: 'remove', path: ['scenes', location.sceneIndex, 'tracks', trackIndex, 'layers', layerIndex] });
        }
      }
      const box = getDefaultSubtitleBox(aspectRatio);
      const captions = cues.map((cue, index): SubtitleElement => ({
        id: `${prefix}${index + 1}`,
        type: 'subtitle',
        ...box,
        r: 0,
        alpha: 1,
        gauss: 0,
        zindex: element.zindex + 100,
        timeline: { start: Math.round(cue.start), end: Math.round(Math.max(cue.end, cue.start + 1)) },
        prop: { textInfo: { fontSize: getDefaultSubtitleFontSizePx(aspectRatio) } },
        subtitle: { text: cue.text, ...(element.prop.speech?.speaker ? { speaker: element.prop.speech.speaker } : {}) },
      }));
      const trackIndex = scene.tracks.findIndex((track) => track.type === 'subtitle');
      if (trackIndex < 0) {
        patches.push({
          op: 'insert',
          path: ['scenes', location.sceneIndex, 'tracks', scene.tracks.length],
          value: { type: 'subtitle', index: Math.max(-1, ...scene.tracks.map((track) => track.index)) + 1, layers: captions },
        });
        return patches;
      }
      const kept = scene.tracks[trackIndex]!.layers.filter((layer) => !layer.id?.startsWith(prefix)).length;
      captions.forEach((caption, index) =>
        patches.push({ op: 'insert', path: ['scenes', location.sceneIndex, 'tracks', trackIndex, 'layers', kept + index], value: caption }),
      );
      return patches;
    },
  };
}

/** A spoken word as the speech job gives it: ms from the start of the speech. */
export interface SpokenWord {
  text: string;
  start: number;
  end: number;
}

/**
 * The captions a person's speech gets, as the render would make them (the
 * script's punctuation restored, lines and breaks by the aspect ratio), in
 * scene ms from the person's start: what 'Regenerate from speech' lists.
 */
export function captionCuesFromSpeech(personStartMs: number, script: string, words: readonly SpokenWord[], aspectRatio: AspectRatio): CaptionCue[] {
  if (words.length === 0) return [];
  const timed = captionWords(script, words);
  const endMs = Math.max(...timed.map((word) => word.end));
  const probe = {
    type: 'subtitle',
    timeline: { start: 0, end: endMs },
    subtitle: { text: script, words: timed.map((word) => ({ text: word.text, start: word.start, end: word.end })) },
  } as SubtitleElement;
  return getElementCues(probe, resolveCueOptions(aspectRatio)).map((cue) => ({
    text: cue.text.replace(/\s*\n\s*/gu, ' '),
    start: Math.round(personStartMs + cue.startMs),
    end: Math.round(personStartMs + cue.endMs),
  }));
}
