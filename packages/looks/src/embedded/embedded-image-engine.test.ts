import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { AvatarAgeSchema, AvatarEthnicitySchema, AvatarGenderSchema, LookStyleSchema } from '@talkreel/contract';
import type { LookRequest } from '../look-types.ts';
import { drawLookBackdrop } from './draw-backdrop.ts';
import { drawLookHead, neutralPose } from './draw-head.ts';
import { embeddedImageEngine, renderLookPng } from './embedded-image-engine.ts';
import { designLooks, parseLookDesign } from './look-design.ts';
import { sceneKinds } from './look-kinds.ts';
import { lookFaceGeometry } from './look-layout.ts';

const base: LookRequest = {
  style: 'professional',
  gender: 'female',
  age: 'adult',
  ethnicity: 'any',
  appearance: '',
  background: 'office',
  aspectRatio: 0,
  count: 4,
  seed: 42,
};
const small = { widthPx: 180, heightPx: 320 };

async function pixelsOf(png: Uint8Array): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return { data: canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data, width: image.width, height: image.height };
}

function meanDifference(
  a: Uint8ClampedArray,
  b: Uint8ClampedArray,
  box?: { x: number; y: number; width: number; height: number },
  widthPx = small.widthPx,
): number {
  let total = 0;
  let count = 0;
  const region = box ?? { x: 0, y: 0, width: widthPx, height: a.length / 4 / widthPx };
  for (let y = Math.floor(region.y); y < region.y + region.height; y += 1) {
    for (let x = Math.floor(region.x); x < region.x + region.width; x += 1) {
      const offset = (y * widthPx + x) * 4;
      total += Math.abs(a[offset]! - b[offset]!) + Math.abs(a[offset + 1]! - b[offset + 1]!) + Math.abs(a[offset + 2]! - b[offset + 2]!);
      count += 3;
    }
  }
  return total / count;
}

/** Mean colour of a box of a drawn design (neutral pose or another). */
async function meanColour(request: LookRequest, box: (face: ReturnType<typeof lookFaceGeometry>) => { x: number; y: number; width: number; height: number }) {
  const design = designLooks({ ...request, count: 1 })[0]!;
  const { data } = await pixelsOf(await renderLookPng(design, small));
  const region = box(lookFaceGeometry(design, small));
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.floor(region.y); y < region.y + region.height; y += 1) {
    for (let x = Math.floor(region.x); x < region.x + region.width; x += 1) {
      const offset = (y * small.widthPx + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) sum[channel]! += data[offset + channel]!;
      count += 1;
    }
  }
  return sum.map((value) => value / count) as [number, number, number];
}

describe('the embedded illustrator', () => {
  it('makes four different people per request, the same four for the same seed, at the exact size of each aspect ratio', async () => {
    const images = await embeddedImageEngine.generate(base);
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect([image.widthPx, image.heightPx]).toEqual([720, 1280]);
      expect(image.engine).toBe('embedded');
      expect(image.design).not.toBeNull();
    }
    const decoded = await Promise.all(images.map((image) => pixelsOf(image.png)));
    expect([decoded[0]!.width, decoded[0]!.height]).toEqual([720, 1280]);
    // The people differ (hair, skin, clothes), not only their rooms: compared over the head and shoulders.
    const person = { x: 120, y: 150, width: 480, height: 1000 };
    const differences: number[] = [];
    for (let first = 0; first < 4; first += 1) {
      for (let second = first + 1; second < 4; second += 1) differences.push(meanDifference(decoded[first]!.data, decoded[second]!.data, person, 720));
    }
    expect(Math.min(...differences), differences.map((value) => value.toFixed(1)).join(' ')).toBeGreaterThan(10);
    const again = await embeddedImageEngine.generate(base);
    expect(again.map((image) => Buffer.from(image.png).toString('base64'))).toEqual(images.map((image) => Buffer.from(image.png).toString('base64')));
    const landscape = await embeddedImageEngine.generate({ ...base, aspectRatio: 1, count: 1 });
    expect([landscape[0]!.widthPx, landscape[0]!.heightPx]).toEqual([1280, 720]);
    expect((await pixelsOf(landscape[0]!.png)).width).toBe(1280);
  }, 60_000);

  it('draws every combination of style, gender, age and ethnicity, with its face where the geometry says', async () => {
    for (const style of LookStyleSchema.options) {
      for (const gender of AvatarGenderSchema.options) {
        for (const age of AvatarAgeSchema.options) {
          for (const ethnicity of AvatarEthnicitySchema.options) {
            const design = designLooks({ ...base, style, gender, age, ethnicity, count: 1, seed: 7 })[0]!;
            expect(parseLookDesign(JSON.parse(JSON.stringify(design)))).toEqual(design);
            if (ethnicity !== 'any') expect(design.ethnicity).toBe(ethnicity);
            expect(design.gender).toBe(gender);
            const { data } = await pixelsOf(await renderLookPng(design, small));
            const face = lookFaceGeometry(design, small);
            // The cheek, below the eye, is the skin colour the design chose.
            const cheek = (Math.round(face.leftEye.y + face.faceBox.height * 0.15) * small.widthPx + Math.round(face.leftEye.x)) * 4;
            const skin = Number.parseInt(design.skin.slice(1), 16);
            const distance = Math.hypot(data[cheek]! - ((skin >> 16) & 255), data[cheek + 1]! - ((skin >> 8) & 255), data[cheek + 2]! - (skin & 255));
            expect(distance, `${style} ${gender} ${age} ${ethnicity}`).toBeLessThan(60);
            expect(face.faceBox.x).toBeGreaterThan(0);
            expect(face.faceBox.x + face.faceBox.width).toBeLessThan(small.widthPx);
          }
        }
      }
    }
  }, 120_000);

  it('paints every scene opaque to the frame edge (a video shows no background through a look, and the renderer keeps its opaque fast path)', () => {
    for (const kind of sceneKinds) {
      for (const aspectRatio of [0, 1] as const) {
        const design = parseLookDesign({ ...designLooks({ ...base, aspectRatio, count: 1 })[0]!, scene: { kind, accent: '#5b8def', light: 'cool' } });
        const size = aspectRatio === 0 ? small : { widthPx: small.heightPx, heightPx: small.widthPx };
        const canvas = createCanvas(size.widthPx, size.heightPx);
        drawLookBackdrop(canvas.getContext('2d'), design, size);
        const { data } = canvas.getContext('2d').getImageData(0, 0, size.widthPx, size.heightPx);
        let translucent = 0;
        for (let offset = 3; offset < data.length; offset += 4) if (data[offset] !== 255) translucent += 1;
        expect({ kind, aspectRatio, translucent }).toEqual({ kind, aspectRatio, translucent: 0 });
      }
    }
  });

  it('honours the appearance text: glasses around the eyes, red clothes, a beard on the chin, grey hair', async () => {
    const eyes = (face: ReturnType<typeof lookFaceGeometry>) => ({
      x: face.leftEye.x - 8,
      y: face.leftEye.y - 6,
      width: face.rightEye.x - face.leftEye.x + 16,
      height: 12,
    });
    const plainDesign = designLooks({ ...base, appearance: 'no glasses', count: 1 })[0]!;
    const glassesDesign = designLooks({ ...base, appearance: 'glasses', count: 1 })[0]!;
    expect(plainDesign.glasses).toBeNull();
    expect(glassesDesign.glasses).not.toBeNull();
    const plain = await pixelsOf(await renderLookPng(plainDesign, small));
    const withGlasses = await pixelsOf(await renderLookPng(glassesDesign, small));
    expect(meanDifference(plain.data, withGlasses.data, eyes(lookFaceGeometry(plainDesign, small)))).toBeGreaterThan(5);

    const torso = (face: ReturnType<typeof lookFaceGeometry>) => ({
      x: face.faceBox.x,
      y: face.pivot.y + face.faceBox.height * 0.6,
      width: face.faceBox.width,
      height: 20,
    });
    const [red, green, blue] = await meanColour({ ...base, appearance: 'red hoodie' }, torso);
    expect(red).toBeGreaterThan(green + 60);
    expect(red).toBeGreaterThan(blue + 60);
    expect(designLooks({ ...base, appearance: 'red hoodie', count: 1 })[0]!.outfit.kind).toBe('hoodie');

    const chin = (face: ReturnType<typeof lookFaceGeometry>) => ({ x: face.mouth.x - 10, y: face.faceBox.y + face.faceBox.height * 0.9, width: 20, height: 4 });
    const man = { ...base, gender: 'male' as const, ethnicity: 'european' as const };
    const shaved = await meanColour({ ...man, appearance: 'clean-shaven, black hair' }, chin);
    const bearded = await meanColour({ ...man, appearance: 'beard, black hair' }, chin);
    expect(shaved.reduce((sum, value) => sum + value) - bearded.reduce((sum, value) => sum + value)).toBeGreaterThan(150);
    expect(designLooks({ ...base, appearance: 'grey hair', count: 1 })[0]!.hair.colour).toBe('#a9a6a2');
    expect(designLooks({ ...base, background: 'a newsroom at night', count: 1 })[0]!.scene.kind).toBe('newsroom');
    expect(designLooks({ ...base, background: '健身房', count: 1 })[0]!.scene.kind).toBe('gym');
  });

  it('redraws only the mouth for a mouth shape and only the eyes for a blink', () => {
    const design = designLooks({ ...base, count: 1 })[0]!;
    const size = { widthPx: 360, heightPx: 640 };
    const draw = (pose = neutralPose) => {
      const canvas = createCanvas(size.widthPx, size.heightPx);
      const context = canvas.getContext('2d');
      drawLookBackdrop(context, design, size);
      drawLookHead(context, design, pose, size);
      return context.getImageData(0, 0, size.widthPx, size.heightPx).data;
    };
    const face = lookFaceGeometry(design, size);
    const still = draw();
    const open = draw({ ...neutralPose, mouth: { ...neutralPose.mouth, open: 0.9 } });
    const closedEyes = draw({ ...neutralPose, head: { ...neutralPose.head, blink: 1 } });
    const mouthBox = {
      x: face.mouth.x - face.mouth.widthPx,
      y: face.mouth.y - face.mouth.widthPx * 0.5,
      width: face.mouth.widthPx * 2,
      height: face.faceBox.y + face.faceBox.height - face.mouth.y + face.mouth.widthPx * 0.5,
    };
    const eyeBox = { x: face.leftEye.x - 20, y: face.leftEye.y - 25, width: face.rightEye.x - face.leftEye.x + 40, height: 40 };
    const forehead = { x: face.faceBox.x + 10, y: face.faceBox.y + 5, width: face.faceBox.width - 20, height: eyeBox.y - face.faceBox.y - 10 };
    expect(meanDifference(still, open, mouthBox, size.widthPx)).toBeGreaterThan(4);
    expect(meanDifference(still, open, eyeBox, size.widthPx)).toBe(0);
    expect(meanDifference(still, open, forehead, size.widthPx)).toBe(0);
    expect(meanDifference(still, closedEyes, eyeBox, size.widthPx)).toBeGreaterThan(4);
    expect(meanDifference(still, closedEyes, { ...mouthBox, y: mouthBox.y + 4 }, size.widthPx)).toBe(0);
  });

  it('refuses a design that is not one, naming the field', () => {
    expect(() => parseLookDesign({ engine: 'embedded', version: 1 })).toThrow(/This avatar look cannot be drawn: aspectRatio/u);
    expect(() => parseLookDesign('garbage')).toThrow(/This avatar look cannot be drawn/u);
    const design = designLooks({ ...base, count: 1 })[0]!;
    expect(() => parseLookDesign({ ...design, skin: 'red' })).toThrow(/skin: a colour is #rrggbb/u);
  });
});
