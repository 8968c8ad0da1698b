import { currentWorkspaceSchemaVersion, getCanvasSize, type AspectRatio, type WorkspaceInput } from '@talkreel/timeline';
import { estimateSpeechDurationMs } from './build-talking-photo-workspace.ts';

/** About 20 s of speech a scene: a 10-minute script is 30 scenes, each spoken, animated and drawn on its own. */
export const sceneCharacters = 280;

/**
 * The script in scene-sized parts: whole sentences (a sentence longer than a
 * scene is cut at its commas, then between words), so that speech, mouth
 * track and frames are made a scene at a time and memory stays bounded
 * whatever the script's length.
 */
export function splitScriptIntoScenes(script: string, maxCharacters = sceneCharacters): string[] {
  const sentences = script
    .replace(/\s+/gu, ' ')
    .trim()
    .split(/(?<=[.!?…。！？])\s*/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .flatMap((sentence) => cutLong(sentence, maxCharacters));
  const scenes: string[] = [];
  for (const sentence of sentences) {
    const last = scenes.at(-1);
    if (last !== undefined && last.length + 1 + sentence.length <= maxCharacters) scenes[scenes.length - 1] = `${last} ${sentence}`;
    else scenes.push(sentence);
  }
  return scenes;
}

function cutLong(sentence: string, maxCharacters: number): string[] {
  if (sentence.length <= maxCharacters) return [sentence];
  const parts: string[] = [];
  let current = '';
  for (const piece of sentence.split(/(?<=[,;:，；：])\s*|\s+/u)) {
    if (!piece) continue;
    const joined = current ? `${current} ${piece}` : piece;
    if (joined.length <= maxCharacters) current = joined;
    else {
      if (current) parts.push(current);
      // A single "word" longer than a scene (no spaces, e.g. Chinese text): cut it by characters.
      let rest = piece;
      while (rest.length > maxCharacters) {
        parts.push(rest.slice(0, maxCharacters));
        rest = rest.slice(maxCharacters);
      }
      current = rest;
    }
  }
  if (current) parts.push(current);
  return parts;
}

export interface TalkingAvatarWorkspaceInput {
  /** The avatar's still (storage key): what previews draw and what the render animates for a photo look. */
  stillKey: string;
  lookId: string;
  /** An illustrated look's design (redrawn speaking); null for a photo look. */
  design: Record<string, unknown> | null;
  voiceId: string;
  script: string;
  /** The script's own scenes (a topic script's), each still cut to scene size; the script is split by sentences without them. */
  parts?: readonly string[];
  aspectRatio: AspectRatio;
  burnSubtitles: boolean;
  seed: number;
}

/** A talking-avatar video's timeline: a scene per part of the script, the avatar filling the frame and speaking that part. */
export function buildTalkingAvatarWorkspace(input: TalkingAvatarWorkspaceInput): WorkspaceInput {
  const canvas = getCanvasSize(input.aspectRatio);
  return {
    schemaVersion: currentWorkspaceSchemaVersion,
    aspect_ratio: input.aspectRatio,
    render_subtitle: input.burnSubtitles,
    preview_cover_time: 0,
    scenes: (input.parts ? input.parts.flatMap((part) => splitScriptIntoScenes(part)) : splitScriptIntoScenes(input.script)).map((part, index) => {
      const durationMs = estimateSpeechDurationMs(part);
      return {
        id: `talking-avatar-${index + 1}`,
        duration: durationMs,
        bg_color: '#000000',
        tracks: [
          {
            type: 'person' as const,
            index: 0,
            layers: [
              {
                id: `avatar-${index + 1}`,
                type: 'person' as const,
                path: input.stillKey,
                x: 0,
                y: 0,
                w: canvas.widthPx,
                h: canvas.heightPx,
                fit_mode: 'cover' as const,
                volume: 100,
                timeline: { start: 0, end: durationMs },
                prop: {
                  speech: { script: part, voice_id: input.voiceId, seed: (input.seed + index) % 2 ** 31, head_motion: true },
                  look: { id: input.lookId, ...(input.design ? { design: input.design } : {}) },
                },
              },
            ],
          },
        ],
      };
    }),
  };
}
