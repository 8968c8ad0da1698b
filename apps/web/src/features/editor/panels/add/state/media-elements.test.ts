import { getCanvasSize, TimelineElementSchema } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { avatarStillKey } from './avatar-still.ts';
import { fitMediaBox } from './fit-media-box.ts';
import { buildAvatarPersonElement, buildMusicElement, buildPictureElement, buildVideoElement } from './media-elements.ts';

const input = { id: 'e9', path: 'uploads/u1/clip.mp4', durationMs: 7000 };

describe('media elements', () => {
  it('builds a valid picture and video in their fitted box', () => {
    const box = fitMediaBox(1280, 720, getCanvasSize(0));
    for (const element of [buildPictureElement(input, box), buildVideoElement(input, box)]) {
      expect(TimelineElementSchema.parse(element)).toEqual(element);
      expect(element).toMatchObject({ ...box, path: input.path, timeline: { start: 0, end: 7000 } });
    }
  });

  it('builds valid music across the scene', () => {
    const element = buildMusicElement(input);
    expect(TimelineElementSchema.parse(element)).toEqual(element);
    expect(element).toMatchObject({ type: 'music', volume: 100, timeline: { start: 0, end: 7000 } });
  });

  it('keeps the uploaded file name for the labels, and a valid element', () => {
    const box = fitMediaBox(1280, 720, getCanvasSize(0));
    for (const element of [buildPictureElement({ ...input, fileName: 'Beach day.mp4' }, box), buildMusicElement({ ...input, fileName: 'Beach day.mp4' })]) {
      expect(TimelineElementSchema.parse(element)).toEqual(element);
      expect(element.prop.meta).toEqual({ name: 'Beach day.mp4' });
    }
  });
});

describe('buildAvatarPersonElement', () => {
  const person = { ...input, path: avatarStillKey({ id: '42', kind: 'illustrated' }), lookId: '42' };

  it('is a still person: the look, no speech and no listening', () => {
    const element = buildAvatarPersonElement({ ...person, avatarAspectRatio: 0 }, getCanvasSize(0));
    expect(TimelineElementSchema.parse(element)).toEqual(element);
    expect(element.path).toBe('avatars/42/cover.jpg');
    expect(element.prop).toEqual({ look: { id: '42' } });
    expect(element).toMatchObject({ x: 0, y: 0, w: 1080, h: 1920 });
  });

  it('is fitted into a canvas of another shape', () => {
    const element = buildAvatarPersonElement({ ...person, avatarAspectRatio: 0 }, getCanvasSize(1));
    expect(element).toMatchObject(fitMediaBox(1080, 1920, getCanvasSize(1)));
  });

  it('takes a photo avatar’s PNG still', () => {
    expect(avatarStillKey({ id: '7', kind: 'photo' })).toBe('avatars/7/cover.png');
  });
});
