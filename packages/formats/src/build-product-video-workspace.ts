import { currentWorkspaceSchemaVersion, type AspectRatio, type SceneInput, type TimelineElementInput, type WorkspaceInput } from '@talkreel/timeline';
import { buildMediaElements, chooseKenBurns, mediaCrossFadeMs, type MediaSlot, type ProductVideoMedia } from './product-media-elements.ts';
import { buildCard, cardLooks, findPriceScene } from './product-video-cards.ts';
import { getProductVideoLayout, type ProductVideoLayout } from './product-video-layout.ts';

export type { ProductVideoMedia } from './product-media-elements.ts';

/** The avatar who sells the product: a library or own avatar's look, or a talking photo (a photo look). */
export interface ProductVideoPresenter {
  /** The look's still (storage key): what previews draw and what the render animates for a photo look. */
  stillKey: string;
  lookId: string;
  /** An illustrated look's design (redrawn speaking); null for a photo look. */
  design: Record<string, unknown> | null;
}

/** What the product video is made of: the script's scenes, the product's media and facts, the presenter and the voice. */
export interface ProductVideoWorkspaceInput {
  /** The chosen script's scenes, as written or edited; each is spoken in a scene of its own. */
  scenes: readonly string[];
  /** The media chosen for the video, in order; dealt out to the scenes in turn. */
  media: readonly ProductVideoMedia[];
  /** None: the product media alone, with the script as a voice-over. */
  presenter?: ProductVideoPresenter;
  voiceId: string;
  aspectRatio: AspectRatio;
  /** On the title card at the start. */
  productName: string;
  /** On the price card (`$49.99`, see `formatPriceCardText`); none, no price card. */
  priceText?: string;
  /** On the card at the end ('Shop now'). */
  callToAction: string;
  burnSubtitles: boolean;
  /** Background music under the voice (a stored audio file); with its length, it runs on from scene to scene instead of starting over. */
  music?: { key: string; durationMs?: number };
  seed: number;
}

/** How long the title card shows at the start, ms. */
const titleCardMs = 3500;
/** The price card comes in this long after its scene starts, ms. */
const priceCardDelayMs = 600;
/** The call to action comes in at this share of the last scene. */
const callToActionShare = 0.35;
/** Music under the voice, on the 0–100 volume scale. */
const musicVolume = 14;
/** Ms a character takes to say: Han, kana and Hangul at about 250 a minute, other letters at about 14 a second. */
const spokenMsPerCharacter = { cjk: 240, other: 70 } as const;

const stacking = { media: 0, ring: 10, presenter: 11, cards: 20 } as const;

/**
 * How long a scene's text takes to say, ms (at least a second): the
 * planned scene length until the render speaks it and fits the scene to
 * the speech. Chinese, Japanese and Korean are counted by character.
 */
export function estimateProductSceneMs(text: string): number {
  let ms = 0;
  for (const character of text.trim()) {
    ms += /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(character) ? spokenMsPerCharacter.cjk : spokenMsPerCharacter.other;
  }
  return Math.max(1000, Math.round(ms));
}

/**
 * A product video's timeline: each scene of the script spoken by the
 * presenter (in a corner, or at the side of a landscape video; without one,
 * as a voice-over) over the product's media, dealt out to the scenes in
 * turn (a scene with several shows them one after another, cross-fading;
 * pictures move with a slow Ken Burns zoom and drift, clips play muted from
 * where their last use stopped). A title card names the product at the
 * start, a price card comes in during the scene that says the price (else
 * the last but one), a call-to-action card during the last. The words are
 * captioned from the speech by the render (`burnSubtitles` burns them in).
 */
export function buildProductVideoWorkspace(input: ProductVideoWorkspaceInput): WorkspaceInput {
  if (input.scenes.length === 0) throw new Error('A product video needs a script of at least one scene');
  if (input.media.length === 0 && !input.presenter) throw new Error('A product video needs product media or a presenter');
  const layout = getProductVideoLayout(input.aspectRatio, input.presenter !== undefined);
  const durationsMs = input.scenes.map(estimateProductSceneMs);
  const slots = dealMedia(input.media, durationsMs);
  const priceScene = findPriceScene(input.scenes, input.priceText);
  let pictureOrder = 0;
  let musicOffsetMs = 0;
  const scenes: SceneInput[] = input.scenes.map((text, index) => {
    const durationMs = durationsMs[index]!;
    const elements: TimelineElementInput[] = slots[index]!.flatMap((slot, slotIndex) => {
      // Pictures take turns zooming in and out; clips move on their own.
      const kenBurns = chooseKenBurns(input.seed, slot.media.type === 'image' ? pictureOrder++ : pictureOrder);
      return buildMediaElements(slot, `media-${index + 1}-${slotIndex + 1}`, layout, kenBurns, stacking.media + slotIndex);
    });
    elements.push(...speaker(input, layout, text, index, durationMs, slots[index]![0]?.media.key));
    if (index === 0)
      elements.push(
        buildCard('title-card', input.productName, layout.title, cardLooks.title, { start: 0, end: Math.min(titleCardMs, durationMs) }, 'fade', stacking.cards),
      );
    if (index === priceScene && input.priceText?.trim()) {
      const start = Math.min(priceCardDelayMs, Math.round(durationMs / 2));
      elements.push(buildCard('price-card', input.priceText.trim(), layout.price, cardLooks.price, { start, end: durationMs }, 'scale-.5', stacking.cards));
    }
    if (index === input.scenes.length - 1) {
      const start = Math.round(durationMs * callToActionShare);
      elements.push(
        buildCard('cta-card', input.callToAction, layout.callToAction, cardLooks.callToAction, { start, end: durationMs }, 'scale-.5', stacking.cards),
      );
    }
    if (input.music) {
      const clipStartMs = input.music.durationMs ? musicOffsetMs % input.music.durationMs : 0;
      musicOffsetMs += durationMs;
      elements.push({
        id: `music-${index + 1}`,
        type: 'music',
        path: input.music.key,
        volume: musicVolume,
        timeline: { start: 0, end: durationMs, cross: { in: 'fade', out: 'fade', in_time: 150, out_time: 150 } },
        prop: { clip: { start: clipStartMs }, play_mode: 'play-loop' },
      });
    }
    return { id: `product-scene-${index + 1}`, duration: durationMs, bg_color: '#101014', tracks: toTracks(elements) };
  });
  return {
    schemaVersion: currentWorkspaceSchemaVersion,
    aspect_ratio: input.aspectRatio,
    render_subtitle: input.burnSubtitles,
    // The title card is in and the first picture is moving by then.
    preview_cover_time: Math.min(1000, durationsMs[0]! - 1),
    scenes,
  };
}

/**
 * The media of each scene: media dealt out in turn (the fifth of four
 * scenes goes to the first scene, a second round), and a scene left without
 * one takes the next in turn again. A scene's media split its time evenly,
 * each after the first coming in over the one before; a clip used again
 * starts where its last use stopped, or from its start when too little of
 * it is left.
 */
function dealMedia(media: readonly ProductVideoMedia[], durationsMs: readonly number[]): MediaSlot[][] {
  if (media.length === 0) return durationsMs.map(() => []);
  const perScene = durationsMs.map((_, index) =>
    media.length >= durationsMs.length ? media.filter((_, mediaIndex) => mediaIndex % durationsMs.length === index) : [media[index % media.length]!],
  );
  const playedMs = new Map<string, number>();
  return perScene.map((items, sceneIndex) => {
    const sceneMs = durationsMs[sceneIndex]!;
    const shareMs = sceneMs / items.length;
    return items.map((item, itemIndex) => {
      const startMs = itemIndex === 0 ? 0 : Math.round(itemIndex * shareMs - mediaCrossFadeMs / 2);
      const endMs = itemIndex === items.length - 1 ? sceneMs : Math.round((itemIndex + 1) * shareMs + mediaCrossFadeMs / 2);
      const played = playedMs.get(item.key) ?? 0;
      const clipStartMs = item.durationMs !== undefined && played + (endMs - startMs) <= item.durationMs ? played : 0;
      playedMs.set(item.key, clipStartMs + (endMs - startMs));
      return { media: item, startMs, endMs, clipStartMs };
    });
  });
}

/** Who speaks the scene: the presenter in its frame (a white ring behind it), or a voice-over heard over the scene's first medium. */
function speaker(
  input: ProductVideoWorkspaceInput,
  layout: ProductVideoLayout,
  text: string,
  index: number,
  durationMs: number,
  mediaKey: string | undefined,
): TimelineElementInput[] {
  const timeline = { start: 0, end: durationMs };
  const speech = { script: text, voice_id: input.voiceId, seed: (input.seed + index) % 2 ** 31, head_motion: true };
  if (!input.presenter) {
    const frame = { x: 0, y: 0, w: layout.canvas.widthPx, h: layout.canvas.heightPx };
    return [
      {
        id: `voice-over-${index + 1}`,
        type: 'person',
        path: mediaKey!,
        ...frame,
        volume: 100,
        zindex: stacking.presenter,
        timeline,
        prop: { speech, voice_over: true },
      },
    ];
  }
  const { presenter } = layout;
  const isCircle = presenter.shape === 'circle';
  const radiusPx = isCircle ? 0 : 36;
  const ringPx = 8;
  const ring: TimelineElementInput = {
    id: `presenter-ring-${index + 1}`,
    type: 'shape',
    x: presenter.x - ringPx,
    y: presenter.y - ringPx,
    w: presenter.w + 2 * ringPx,
    h: presenter.h + 2 * ringPx,
    zindex: stacking.ring,
    timeline,
    shape: { type: isCircle ? 'circle' : 'square', radius: radiusPx + ringPx, color: '#ffffff' },
  };
  const person: TimelineElementInput = {
    id: `presenter-${index + 1}`,
    type: 'person',
    path: input.presenter.stillKey,
    x: presenter.x,
    y: presenter.y,
    w: presenter.w,
    h: presenter.h,
    fit_mode: 'cover',
    volume: 100,
    zindex: stacking.presenter,
    timeline,
    shape: { type: isCircle ? 'circle' : 'square', radius: radiusPx, content_position: 'top' },
    prop: { speech, look: { id: input.presenter.lookId, ...(input.presenter.design ? { design: input.presenter.design } : {}) } },
  };
  return [ring, person];
}

/** Elements grouped into tracks of one type each, in the order the types first appear (zindex orders the drawing). */
function toTracks(elements: readonly TimelineElementInput[]): SceneInput['tracks'] {
  const tracks: NonNullable<SceneInput['tracks']> = [];
  for (const element of elements) {
    let track = tracks.find((candidate) => candidate.type === element.type);
    if (!track) {
      track = { type: element.type, index: tracks.length, layers: [] };
      tracks.push(track);
    }
    track.layers!.push(element);
  }
  return tracks;
}
