import type { Workspace } from '../schema/workspace-schema.ts';

/** What a workspace layer may hold words in. */
interface WordsLayer {
  type: string;
  prop?: { speech?: { script?: string | undefined; voice_id?: string | undefined } | undefined; textInfo?: { text?: string | undefined } | undefined };
  subtitle?: { text: string; words?: unknown };
}

/** Every layer in play order (scene, then track, then layer): the one walk both functions share, so texts and places line up. */
function* layersOf(workspace: Workspace): Generator<WordsLayer> {
  for (const scene of workspace.scenes) for (const track of scene.tracks) for (const layer of track.layers) yield layer as WordsLayer;
}

/**
 * The words of a workspace, in play order: each speaking person's script,
 * each text box and each subtitle. Empty ones are kept (as '') so the
 * translated list lines up with the places it came from.
 */
export function collectWorkspaceTexts(workspace: Workspace): string[] {
  const texts: string[] = [];
  for (const layer of layersOf(workspace)) {
    if (layer.prop?.speech?.script !== undefined) texts.push(layer.prop.speech.script);
    if (layer.type === 'text' && layer.prop?.textInfo?.text !== undefined) texts.push(layer.prop.textInfo.text);
    if (layer.type === 'subtitle' && layer.subtitle) texts.push(layer.subtitle.text);
  }
  return texts;
}

/**
 * A copy of the workspace speaking another language: the texts of
 * `collectWorkspaceTexts` replaced in the same order, each voice swapped by
 * `voiceFor`, and subtitles' word timings dropped (they belonged to the old
 * words; the render spreads the new text over the slot). Scenes keep their
 * lengths here: the render fits each scene to its new speech.
 */
export function applyWorkspaceTranslations(workspace: Workspace, translated: readonly string[], voiceFor: (voiceId: string) => string): Workspace {
  const copy = structuredClone(workspace);
  let next = 0;
  const take = (): string => {
    const text = translated[next++];
    if (text === undefined) throw new Error(`The translation has ${translated.length} texts; the workspace needs more`);
    return text;
  };
  for (const layer of layersOf(copy)) {
    const speech = layer.prop?.speech;
    if (speech?.script !== undefined) {
      speech.script = take();
      if (speech.voice_id) speech.voice_id = voiceFor(speech.voice_id);
    }
    if (layer.type === 'text' && layer.prop?.textInfo?.text !== undefined) layer.prop.textInfo.text = take();
    if (layer.type === 'subtitle' && layer.subtitle) {
      layer.subtitle.text = take();
      delete layer.subtitle.words;
    }
  }
  if (next !== translated.length) throw new Error(`The translation has ${translated.length} texts; the workspace has ${next}`);
  return copy;
}

/** The voices the workspace's speaking persons use, once each. */
export function workspaceVoiceIds(workspace: Workspace): string[] {
  const ids = new Set<string>();
  for (const layer of layersOf(workspace)) if (layer.prop?.speech?.voice_id) ids.add(layer.prop.speech.voice_id);
  return [...ids];
}
