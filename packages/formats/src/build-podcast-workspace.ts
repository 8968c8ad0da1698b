import { currentWorkspaceSchemaVersion, getCanvasSize, type AspectRatio, type WorkspaceInput } from '@talkreel/timeline';
import { estimateSpeechDurationMs } from './build-talking-photo-workspace.ts';

export interface PodcastHost {
  name: string;
  /** The avatar's still (storage key): what previews draw; a photo avatar is animated from it. */
  stillKey: string;
  lookId: string;
  /** An illustrated look's design (redrawn speaking and listening); null for a photo avatar. */
  design: Record<string, unknown> | null;
  voiceId: string;
}

export interface PodcastWorkspaceInput {
  title: string;
  hosts: readonly [PodcastHost, PodcastHost];
  turns: readonly { host: 1 | 2; text: string; audio?: { path: string; start_ms: number; end_ms: number } | undefined }[];
  aspectRatio: AspectRatio;
  burnSubtitles: boolean;
  seed: number;
}

/** How long the title card shows before the first turn. */
export const podcastIntroMs = 3_000;

const colors = { page: '#101426', card: '#1c2140', speaker: '#6D5AE6', speakerText: '#ffffff', listenerText: '#9aa0b4', title: '#ffffff' };

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where the two hosts sit: side by side on 16:9 and 1:1, stacked on 9:16; each with a name tag under it, clear of the captions. */
export function podcastLayout(aspectRatio: AspectRatio): { cards: [Box, Box]; tags: [Box, Box]; title: Box } {
  const { widthPx, heightPx } = getCanvasSize(aspectRatio);
  if (aspectRatio === 0) {
    const cardW = widthPx - 120;
    const cardH = Math.round(heightPx * 0.36);
    const first: Box = { x: 60, y: 100, w: cardW, h: cardH };
    const second: Box = { x: 60, y: first.y + cardH + 80, w: cardW, h: cardH };
    return {
      cards: [first, second],
      tags: [tagUnder(first), tagUnder(second)],
      // A lower third over the first host's chest, clear of both faces.
      title: { x: 90, y: first.y + cardH - 250, w: cardW - 60, h: 220 },
    };
  }
  const gap = 60;
  const cardW = Math.round((widthPx - 3 * gap) / 2);
  const cardH = Math.round(heightPx * (aspectRatio === 1 ? 0.64 : 0.66));
  const first: Box = { x: gap, y: Math.round(heightPx * 0.065), w: cardW, h: cardH };
  const second: Box = { x: 2 * gap + cardW, y: first.y, w: cardW, h: cardH };
  return {
    cards: [first, second],
    tags: [tagUnder(first), tagUnder(second)],
    // A lower third across both hosts' chests, clear of their faces.
    title: { x: gap + 40, y: first.y + cardH - Math.round(cardH * 0.3), w: widthPx - 2 * gap - 80, h: Math.round(cardH * 0.24) },
  };
}

function tagUnder(card: Box): Box {
  return { x: card.x, y: card.y + card.h + 10, w: card.w, h: 56 };
}

/**
 * A two-host podcast's timeline: a title card, then a scene per turn in which
 * the speaking host talks (framed in the brand colour, name tag lit) while the
 * other listens (animated silent: blinks, breathing, small head motion). The
 * render synthesises each turn with its host's voice, adds word-timed
 * captions and fits each scene to its speech.
 */
export function buildPodcastWorkspace(input: PodcastWorkspaceInput): WorkspaceInput {
  const layout = podcastLayout(input.aspectRatio);
  const intro = {
    id: 'podcast-intro',
    duration: podcastIntroMs,
    bg_color: colors.page,
    tracks: [
      {
        type: 'person' as const,
        index: 0,
        layers: input.hosts.map((host, index) =>
          listeningHost(host, layout.cards[index] ?? layout.cards[0], `intro-host-${index + 1}`, input.seed + 101 + index),
        ),
      },
      {
        type: 'text' as const,
        index: 1,
        layers: [
          text('intro-title', layout.title, input.title, { fontSize: 64, fontWeight: 800, color: colors.title, backgroundColor: 'rgba(16, 20, 38, 0.86)' }),
          ...input.hosts.map((host, index) =>
            text(`intro-tag-${index + 1}`, layout.tags[index] ?? layout.tags[0], host.name, { fontSize: 40, fontWeight: 600, color: colors.listenerText }),
          ),
        ],
      },
    ],
  };
  const turns = input.turns.map((turn, index) => {
    // A turn of a recording lasts what it lasts; a written one is estimated here and fitted to its speech by the render.
    const durationMs = turn.audio ? turn.audio.end_ms - turn.audio.start_ms : estimateSpeechDurationMs(turn.text);
    const seed = (input.seed + index * 7) % 2 ** 31;
    const speakerIndex = turn.host - 1;
    const persons = input.hosts.map((host, hostIndex) => {
      const card = layout.cards[hostIndex] ?? layout.cards[0];
      const speaking = hostIndex === speakerIndex;
      return {
        id: `turn-${index + 1}-host-${hostIndex + 1}`,
        type: 'person' as const,
        path: host.stillKey,
        ...card,
        zindex: 2,
        fit_mode: 'cover' as const,
        shape: { type: 'square' as const, radius: 28, color: colors.card },
        volume: 100,
        timeline: { start: 0, end: durationMs },
        prop: {
          ...(speaking
            ? // A turn of an uploaded recording is its own audio, spoken as recorded (no captions: its words are not known).
              {
                speech: turn.audio
                  ? { audio_path: turn.audio.path, seed, head_motion: true }
                  : { script: turn.text, voice_id: host.voiceId, seed, head_motion: true, speaker: host.name },
              }
            : { listen: { seed: seed + 1, head_motion: true } }),
          look: { id: host.lookId, ...(host.design ? { design: host.design } : {}) },
        },
      };
    });
    const speakerCard = layout.cards[speakerIndex] ?? layout.cards[0];
    const frame = {
      id: `turn-${index + 1}-frame`,
      type: 'shape' as const,
      x: speakerCard.x - 8,
      y: speakerCard.y - 8,
      w: speakerCard.w + 16,
      h: speakerCard.h + 16,
      zindex: 1,
      shape: { type: 'square' as const, radius: 34, color: colors.speaker },
      timeline: { start: 0, end: durationMs },
      prop: {},
    };
    const tags = input.hosts.map((host, hostIndex) =>
      text(`turn-${index + 1}-tag-${hostIndex + 1}`, layout.tags[hostIndex] ?? layout.tags[0], host.name, {
        fontSize: 40,
        fontWeight: hostIndex === speakerIndex ? 800 : 500,
        color: hostIndex === speakerIndex ? colors.speakerText : colors.listenerText,
        ...(hostIndex === speakerIndex ? { backgroundColor: colors.speaker } : {}),
      }),
    );
    return {
      id: `podcast-turn-${index + 1}`,
      duration: durationMs,
      bg_color: colors.page,
      tracks: [
        { type: 'shape' as const, index: 0, layers: [frame] },
        { type: 'person' as const, index: 1, layers: persons },
        { type: 'text' as const, index: 2, layers: tags.map((tag) => ({ ...tag, timeline: { start: 0, end: durationMs } })) },
      ],
    };
  });
  return {
    schemaVersion: currentWorkspaceSchemaVersion,
    aspect_ratio: input.aspectRatio,
    render_subtitle: input.burnSubtitles,
    preview_cover_time: podcastIntroMs + 1_000,
    scenes: [intro, ...turns],
  };
}

/** A host on the title card: drawn as in the turns, listening (blinks, breath, a little head motion). */
function listeningHost(host: PodcastHost, card: Box, id: string, seed: number) {
  return {
    id,
    type: 'person' as const,
    path: host.stillKey,
    ...card,
    zindex: 2,
    fit_mode: 'cover' as const,
    shape: { type: 'square' as const, radius: 28, color: colors.card },
    volume: 100,
    timeline: { start: 0, end: podcastIntroMs },
    prop: { listen: { seed, head_motion: true }, look: { id: host.lookId, ...(host.design ? { design: host.design } : {}) } },
  };
}

function text(id: string, box: Box, content: string, style: { fontSize: number; fontWeight: number; color: string; backgroundColor?: string }) {
  return {
    id,
    type: 'text' as const,
    ...box,
    zindex: 3,
    timeline: { start: 0, end: podcastIntroMs },
    prop: { textInfo: { text: content, align: 'center' as const, verticalAlign: 'middle' as const, ...style } },
  };
}
