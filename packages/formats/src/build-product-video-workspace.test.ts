import { getCanvasSize, getDefaultSubtitleBox, parseWorkspace, type TimelineElement, type Workspace } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { buildProductVideoWorkspace, estimateProductSceneMs, type ProductVideoWorkspaceInput } from './build-product-video-workspace.ts';
import { findPriceScene, formatPriceCardText } from './product-video-cards.ts';
import { formats } from './formats.ts';

const scenes = [
  'Students and remote workers, tired of things that never quite work?',
  'Meet Aurora LED Desk Lamp from Lumio. Flicker-free LEDs that are easy on the eyes.',
  'On top of that: it folds flat to slip into a backpack.',
  'Get Aurora LED Desk Lamp today for just 49.99 dollars.',
];
const media = [
  { key: 'uploads/u1/lamp-front.jpg', type: 'image' as const, widthPx: 1080, heightPx: 1350 },
  { key: 'uploads/u1/lamp-square.png', type: 'image' as const, widthPx: 1000, heightPx: 1000 },
  { key: 'uploads/u1/lamp-demo.mp4', type: 'video' as const, widthPx: 1920, heightPx: 1080, durationMs: 12_000 },
];
const input: ProductVideoWorkspaceInput = {
  scenes,
  media,
  presenter: { stillKey: 'avatars/798/cover.jpg', lookId: '798', design: null },
  voiceId: 'english-sarah',
  aspectRatio: 0,
  productName: 'Aurora LED Desk Lamp',
  priceText: '$49.99',
  callToAction: 'Shop now',
  burnSubtitles: true,
  seed: 40,
};

const elementsOf = (workspace: Workspace, sceneIndex?: number): TimelineElement[] =>
  workspace.scenes.filter((_, index) => sceneIndex === undefined || index === sceneIndex).flatMap((scene) => scene.tracks.flatMap((track) => track.layers));
const textOf = (element: TimelineElement | undefined) => element?.prop.textInfo?.text;

describe('buildProductVideoWorkspace', () => {
  it.each([0, 1, 2] as const)(
    'builds a valid workspace on ratio %i: the presenter speaks each scene over the product media, with title, price and call-to-action cards',
    (aspectRatio) => {
      const workspace = parseWorkspace(buildProductVideoWorkspace({ ...input, aspectRatio }));
      const canvas = getCanvasSize(aspectRatio);
      expect(workspace.aspect_ratio).toBe(aspectRatio);
      expect(workspace.render_subtitle).toBe(true);
      expect(workspace.scenes).toHaveLength(4);
      // Every product medium is used; the pictures and clips cover the frame or sit on the stage inside it.
      const mediaElements = elementsOf(workspace).filter((element) => element.type === 'pic' || element.type === 'video');
      expect(new Set(mediaElements.map((element) => 'path' in element && element.path))).toEqual(new Set(media.map((item) => item.key)));
      for (const element of mediaElements) {
        expect(element.x).toBeGreaterThanOrEqual(0);
        expect(element.x + element.w).toBeLessThanOrEqual(canvas.widthPx);
        expect(element.y + element.h).toBeLessThanOrEqual(canvas.heightPx);
      }
      // Each scene: the presenter speaking its text, in a frame off the captions, over the scene's medium.
      const captions = getDefaultSubtitleBox(aspectRatio);
      workspace.scenes.forEach((scene, index) => {
        const elements = elementsOf(workspace, index);
        const presenter = elements.find((element) => element.type === 'person')!;
        expect(presenter.prop.speech).toEqual({ script: scenes[index], voice_id: 'english-sarah', seed: 40 + index, head_motion: true });
        expect(presenter.prop.look).toEqual({ id: '798' });
        expect(presenter.y + presenter.h).toBeLessThanOrEqual(captions.y);
        expect(presenter.zindex).toBeGreaterThan(
          Math.max(...elements.filter((element) => element.type === 'pic' || element.type === 'video').map((element) => element.zindex)),
        );
        // Plausible lengths: about 14 characters a second until the render fits the scene to the speech.
        expect(scene.duration).toBeGreaterThan(scenes[index]!.length * 50);
        expect(scene.duration).toBeLessThan(scenes[index]!.length * 100);
        for (const element of elements) expect(element.timeline.end).toBeLessThanOrEqual(scene.duration);
      });
      const total = workspace.scenes.reduce((sum, scene) => sum + scene.duration, 0);
      expect(total).toBeGreaterThan(12_000);
      expect(total).toBeLessThan(20_000);
      // The cards: the name at the start, the price in the scene that says it, the call to action at the end.
      expect(textOf(elementsOf(workspace, 0).find((element) => element.id === 'title-card'))).toBe('Aurora LED Desk Lamp');
      expect(elementsOf(workspace, 3).find((element) => element.id === 'price-card')).toMatchObject({ prop: { textInfo: { text: '$49.99' } } });
      const cta = elementsOf(workspace, 3).find((element) => element.id === 'cta-card');
      expect(textOf(cta)).toBe('Shop now');
      expect(cta!.timeline.start).toBeGreaterThan(0);
      expect(cta!.timeline.end).toBe(workspace.scenes[3]!.duration);
      for (const card of elementsOf(workspace).filter((element) => element.type === 'text')) {
        expect(card.y + card.h, card.id).toBeLessThanOrEqual(captions.y);
        expect(card.zindex).toBeGreaterThan(20 - 1);
      }
    },
  );

  it('moves every picture with a Ken Burns zoom, in and out by turns, and fits one of another shape over a blurred copy of itself', () => {
    const workspace = parseWorkspace(buildProductVideoWorkspace(input));
    const pictures = elementsOf(workspace).filter((element) => element.type === 'pic' && !element.id?.endsWith('-backdrop'));
    expect(pictures.map((picture) => (picture.prop.ken_burns ? picture.prop.ken_burns.to.scale > picture.prop.ken_burns.from.scale : 'still'))).toEqual([
      true,
      false,
      true,
    ]);
    const [front, square] = pictures;
    // A 4:5 picture fills a 9:16 frame; a square one is fitted whole, its blurred copy filling the frame behind it.
    expect(front).toMatchObject({ x: 0, y: 0, w: 1080, h: 1920, path: 'uploads/u1/lamp-front.jpg' });
    expect(square!.w).toBe(square!.h);
    expect(square!.w).toBeLessThan(1080);
    const backdrop = elementsOf(workspace, 1).find((element) => element.id?.endsWith('-backdrop'));
    expect(backdrop).toMatchObject({ type: 'pic', path: 'uploads/u1/lamp-square.png', w: 1080, h: 1920, gauss: 60 });
  });

  it('labels every picture and clip for the editor’s timeline: its name, else the file name in its shop address, else the stored file’s', () => {
    const named = [
      { ...media[0]!, name: 'Lamp, front.jpg', sourceUrl: 'https://shop.example/images/ignored.jpg' },
      { ...media[1]!, sourceUrl: 'https://cdn.shop.example/p/Aurora%20Lamp%20square.png?width=1200' },
      { ...media[2]!, name: '  ' },
    ];
    const workspace = parseWorkspace(buildProductVideoWorkspace({ ...input, media: named }));
    const labels = new Map(
      elementsOf(workspace)
        .filter((element) => element.type === 'pic' || element.type === 'video')
        .map((element) => ['path' in element ? element.path : '', element.prop.meta?.name]),
    );
    expect(Object.fromEntries(labels)).toEqual({
      'uploads/u1/lamp-front.jpg': 'Lamp, front.jpg',
      'uploads/u1/lamp-square.png': 'Aurora Lamp square.png',
      'uploads/u1/lamp-demo.mp4': 'lamp-demo.mp4',
    });
    // The blurred copy behind a fitted picture carries the same label.
    const backdrop = elementsOf(workspace).find((element) => element.id?.endsWith('-backdrop'));
    expect(backdrop?.prop.meta?.name).toBe('Aurora Lamp square.png');
  });

  it('plays clips muted, looping from where their last use stopped, and deals several media to one scene in turn', () => {
    const twoScenes = parseWorkspace(buildProductVideoWorkspace({ ...input, scenes: scenes.slice(0, 2), priceText: undefined }));
    // Three media over two scenes: the first scene shows the first and the third, one after the other.
    const first = elementsOf(twoScenes, 0).filter((element) => element.type === 'pic' || element.type === 'video');
    expect(first.map((element) => [element.type, 'path' in element && element.path])).toEqual([
      ['pic', 'uploads/u1/lamp-front.jpg'],
      ['video', 'uploads/u1/lamp-demo.mp4'],
    ]);
    expect(first[1]).toMatchObject({ volume: 0, prop: { play_mode: 'play-loop', clip: { start: 0 } }, timeline: { cross: { in: 'fade' } } });
    expect(first[1]!.timeline.start).toBeLessThan(first[0]!.timeline.end);
    expect(first[1]!.timeline.end).toBe(twoScenes.scenes[0]!.duration);
    // One long clip over every scene: each use starts where the one before stopped.
    const clipOnly = parseWorkspace(buildProductVideoWorkspace({ ...input, media: [{ ...media[2]!, durationMs: 60_000 }] }));
    const starts = clipOnly.scenes.map((scene) => scene.tracks.flatMap((track) => track.layers).find((element) => element.type === 'video')!.prop.clip!.start);
    expect(starts[0]).toBe(0);
    expect(starts[1]).toBe(clipOnly.scenes[0]!.duration);
    expect(starts[2]).toBe(clipOnly.scenes[0]!.duration + clipOnly.scenes[1]!.duration);
    // A short one starts over when too little of it is left for the scene.
    const shortClip = parseWorkspace(buildProductVideoWorkspace({ ...input, media: [{ ...media[2]!, durationMs: 8000 }] }));
    const shortStarts = shortClip.scenes.map(
      (scene) => scene.tracks.flatMap((track) => track.layers).find((element) => element.type === 'video')!.prop.clip!.start,
    );
    expect(shortStarts[1]).toBe(0);
  });

  it('speaks as a voice-over without a presenter: a person heard, not seen, over the product media', () => {
    const workspace = parseWorkspace(buildProductVideoWorkspace({ ...input, presenter: undefined, aspectRatio: 1 }));
    const voices = elementsOf(workspace).filter((element) => element.type === 'person');
    expect(voices).toHaveLength(4);
    for (const [index, voice] of voices.entries()) {
      expect(voice.prop).toMatchObject({ voice_over: true, speech: { script: scenes[index], voice_id: 'english-sarah' } });
      expect(media.map((item) => item.key)).toContain('path' in voice && voice.path);
    }
    expect(elementsOf(workspace).some((element) => element.type === 'shape')).toBe(false);
    expect(() => buildProductVideoWorkspace({ ...input, presenter: undefined, media: [] })).toThrow('A product video needs product media or a presenter');
  });

  it('runs music on from scene to scene under the voice when its length is known', () => {
    const workspace = parseWorkspace(buildProductVideoWorkspace({ ...input, music: { key: 'music/upbeat.mp3', durationMs: 9000 } }));
    const music = workspace.scenes.map((scene) => scene.tracks.flatMap((track) => track.layers).find((element) => element.type === 'music')!);
    let offsetMs = 0;
    music.forEach((element, index) => {
      expect(element).toMatchObject({ path: 'music/upbeat.mp3', volume: 14, prop: { play_mode: 'play-loop', clip: { start: offsetMs % 9000 } } });
      offsetMs += workspace.scenes[index]!.duration;
    });
  });

  it('is a format of its own, priced as a talking avatar', () => {
    expect(formats.product_video.kind).toBe('product_video');
    expect(formats.product_video.buildWorkspace).toBe(buildProductVideoWorkspace);
    expect(parseWorkspace(formats.product_video.buildWorkspace({ ...input, aspectRatio: 2 })).scenes).toHaveLength(4);
  });
});

describe('findPriceScene', () => {
  it('finds the scene that says the price however it is written, else the last but one', () => {
    expect(findPriceScene(scenes, '$49.99')).toBe(3);
    expect(findPriceScene(['Hi.', '只要199元！', 'Bye.'], '¥199')).toBe(1);
    expect(findPriceScene(['Now 1,299 dollars.', 'Bye.'], '$1,299.00')).toBe(0);
    expect(findPriceScene(['Hi.', 'It has 40 hours of battery.', 'Bye.'], '$49.99')).toBe(1);
    expect(findPriceScene(['Hi.', 'Up to 4999 hours.', 'Bye.'], '49,99 €')).toBe(1);
    expect(findPriceScene(['Only scene.'], '$5')).toBe(0);
    expect(findPriceScene(scenes, undefined)).toBeUndefined();
  });
});

describe('formatPriceCardText and estimateProductSceneMs', () => {
  it('shows the currency sign the language’s way, and counts Chinese by character', () => {
    expect(formatPriceCardText(49.99, 'USD', 'en-US')).toBe('$49.99');
    expect(formatPriceCardText(55, 'USD', 'en-US')).toBe('$55');
    expect(formatPriceCardText(49.99, 'EUR', 'fr-FR')).toBe('49,99\u00a0€');
    expect(formatPriceCardText(199, 'CNY', 'zh-CN')).toBe('¥199');
    expect(formatPriceCardText(12.5, null, 'en-US')).toBe('12.5');
    // 250 characters a minute in Chinese, 14 letters a second otherwise.
    expect(estimateProductSceneMs('现在只要199元，把极光护眼台灯带回家。')).toBe(15 * 240 + 5 * 70);
    expect(estimateProductSceneMs('Shop now.')).toBe(1000);
  });
});
