import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { CpuPool } from '@talkreel/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FacePhotoAnalysis } from '../face-types.ts';
import { analyzeFacePhoto, faceAnalysisVersion } from './analyze-face-photo.ts';
import { loadHuman } from './load-human.ts';

const corpora = path.resolve(import.meta.dirname, '../../../../../shared/corpora/faces');
const readCorpus = async (name: string): Promise<Uint8Array> => new Uint8Array(await readFile(path.join(corpora, name)));

let filippo: Image;
let katherine: Image;

beforeAll(async () => {
  // One Human for the whole file: the first load compiles the models.
  await loadHuman();
  filippo = await loadImage(await readFile(path.join(corpora, 'positive/filippo_giunchedi_2015_800px.jpg')));
  katherine = await loadImage(await readFile(path.join(corpora, 'positive/katherine_maher_800px.jpg')));
});

async function drawPhoto(widthPx: number, heightPx: number, draw: (context: SKRSContext2D) => void): Promise<Uint8Array> {
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  context.fillStyle = '#808080';
  context.fillRect(0, 0, widthPx, heightPx);
  draw(context);
  return new Uint8Array(await canvas.encode('png'));
}

function mapChannels(context: SKRSContext2D, map: (value: number) => number): void {
  const image = context.getImageData(0, 0, context.canvas.width, context.canvas.height);
  for (let i = 0; i < image.data.length; i++) if (i % 4 !== 3) image.data[i] = map(image.data[i]!);
  context.putImageData(image, 0, 0);
}

const codes = (analysis: FacePhotoAnalysis): string[] => analysis.problems.map((problem) => problem.code);
const blocking = (analysis: FacePhotoAnalysis): string[] => analysis.problems.filter((problem) => problem.blocking).map((problem) => problem.code);

describe('analyzeFacePhoto on the corpora', () => {
  it.each([
    // Christophe's close-up: his face is 65 % of the photo's height, warned as too close.
    ['christophe_henner_2016_800px.jpg', 'male', ['face-too-close']],
    ['filippo_giunchedi_2015_800px.jpg', 'male', []],
    ['katherine_maher_800px.jpg', 'female', []],
  ] as const)('finds one face with a full mesh and no blocking problem in %s', async (file, gender, problems) => {
    const analysis = await analyzeFacePhoto(await readCorpus(`positive/${file}`));
    expect(analysis.version).toBe(faceAnalysisVersion);
    expect([analysis.imageWidthPx, analysis.imageHeightPx]).toEqual([800, 533]);
    expect(analysis.faceCount).toBe(1);
    expect(codes(analysis)).toEqual(problems);
    expect(blocking(analysis)).toEqual([]);
    const face = analysis.face!;
    expect(face.mesh).toHaveLength(478);
    expect(face.gender).toBe(gender);
    // A face, not the whole photo: 150–350 px wide on these 800 px portraits, inside the image.
    expect(face.box.width).toBeGreaterThan(150);
    expect(face.box.width).toBeLessThan(350);
    expect(face.box.x).toBeGreaterThan(50);
    // Landmarks sit on the face: every mesh point inside the box grown by 10 %, the nose tip (1) in its middle half, eyes above it, chin below the mouth.
    for (const [x, y] of face.mesh) {
      expect(x).toBeGreaterThan(face.box.x - face.box.width * 0.1);
      expect(x).toBeLessThan(face.box.x + face.box.width * 1.1);
      expect(y).toBeGreaterThan(face.box.y - face.box.height * 0.1);
      expect(y).toBeLessThan(face.box.y + face.box.height * 1.1);
    }
    const [noseX, noseY] = face.mesh[1]!;
    expect(Math.abs(noseX - (face.box.x + face.box.width / 2))).toBeLessThan(face.box.width * 0.25);
    expect(face.mesh[33]![1]).toBeLessThan(noseY);
    expect(face.mesh[263]![1]).toBeLessThan(noseY);
    expect(face.mesh[33]![0]).toBeLessThan(face.mesh[263]![0]);
    expect(face.mesh[152]![1]).toBeGreaterThan(face.mesh[13]![1]);
    expect(Math.abs(face.rotation.yaw)).toBeLessThan(0.3);
  });

  it('answers a file that passes for a PNG but does not decode with one blocking problem, not an error', async () => {
    const header = Buffer.from('89504e470d0a1a0a0000000d49484452000000100000001008060000001f', 'hex');
    const analysis = await analyzeFacePhoto(new Uint8Array(Buffer.concat([header, Buffer.alloc(64, 7)])));
    expect(analysis).toEqual({
      version: faceAnalysisVersion,
      imageWidthPx: 0,
      imageHeightPx: 0,
      face: null,
      faceCount: 0,
      problems: [{ code: 'unreadable-photo', message: 'This file could not be read as a photo. Upload a PNG, JPG or WEBP image.', blocking: true }],
    });
  });

  it('finds the same face, in the same place, in filippo and his greyscale copy', async () => {
    const colour = (await analyzeFacePhoto(await readCorpus('positive/filippo_giunchedi_2015_800px.jpg'))).face!;
    const grey = await analyzeFacePhoto(await readCorpus('edge-cases/filippo_giunchedi_grayscale.jpg'));
    expect(grey.faceCount).toBe(1);
    expect(blocking(grey)).toEqual([]);
    expect(grey.face!.mesh).toHaveLength(478);
    expect(grey.face!.gender).toBe('male');
    // Left eye outer corner (33) and chin (152) within 6 px of the colour photo's.
    for (const index of [33, 152]) {
      expect(Math.hypot(grey.face!.mesh[index]![0] - colour.mesh[index]![0], grey.face!.mesh[index]![1] - colour.mesh[index]![1])).toBeLessThan(6);
    }
  });

  it('reads the CMYK photo as its EXIF orientation shows it, on its side: the same landmarks turned, flagged as tilted', async () => {
    const upright = (await analyzeFacePhoto(await readCorpus('positive/filippo_giunchedi_2015_800px.jpg'))).face!;
    const analysis = await analyzeFacePhoto(await readCorpus('edge-cases/filippo_giunchedi_cmyk_exif_orientation.jpg'));
    expect([analysis.imageWidthPx, analysis.imageHeightPx]).toEqual([533, 800]);
    expect(analysis.faceCount).toBe(1);
    expect(analysis.face!.mesh).toHaveLength(478);
    expect(analysis.face!.gender).toBe('male');
    // Orientation 6 turns the stored (upright) picture a quarter turn clockwise: displayed (x, y) = stored (533 − y, x).
    expect(analysis.face!.rotation.roll).toBeGreaterThan(1.3);
    expect(analysis.face!.rotation.roll).toBeLessThan(1.85);
    expect(Math.abs(analysis.face!.rotation.yaw)).toBeLessThan(0.3);
    for (const index of [1, 33, 152, 263]) {
      const [x, y] = upright.mesh[index]!;
      const [turnedX, turnedY] = analysis.face!.mesh[index]!;
      expect(Math.hypot(turnedX - (533 - y), turnedY - x)).toBeLessThan(10);
    }
    expect(codes(analysis)).toEqual(['turned-sideways']);
  });

  it('warns that the three-quarter view is turned sideways, without blocking it', async () => {
    const analysis = await analyzeFacePhoto(await readCorpus('edge-cases/guido_van_rossum_2014_800px_three_quarter.jpg'));
    expect(analysis.faceCount).toBe(1);
    expect(analysis.face!.rotation.yaw).toBeGreaterThan(0.3);
    expect(analysis.problems).toEqual([
      {
        code: 'turned-sideways',
        message: 'The face is turned or tilted sideways. Use a photo where the person faces the camera with the head upright.',
        blocking: false,
      },
    ]);
  });

  it('gives the same analysis on a CpuPool thread, through its @public entry', async () => {
    const bytes = await readCorpus('positive/katherine_maher_800px.jpg');
    const pool = new CpuPool({ maxThreads: 1 });
    try {
      const inThread = await pool.run<Uint8Array, FacePhotoAnalysis>(new URL('./analyze-face-photo.ts', import.meta.url), 'analyzeFacePhotoInThread', bytes);
      const here = await analyzeFacePhoto(bytes);
      expect(inThread.face!.gender).toBe('female');
      expect(inThread.problems).toEqual(here.problems);
      expect(inThread.face!.mesh[1]![0]).toBeCloseTo(here.face!.mesh[1]![0], 1);
    } finally {
      await pool.close();
    }
  });
});

describe('analyzeFacePhoto on photos made to fail', () => {
  it('blocks a photo with no face', async () => {
    const landscape = await drawPhoto(800, 533, (context) => {
      const gradient = context.createLinearGradient(0, 0, 0, 533);
      gradient.addColorStop(0, '#8fc3ef');
      gradient.addColorStop(0.6, '#dfeefa');
      gradient.addColorStop(0.61, '#5d8a3a');
      gradient.addColorStop(1, '#2f4f1c');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 800, 533);
    });
    const analysis = await analyzeFacePhoto(landscape);
    expect(analysis.face).toBeNull();
    expect(analysis.faceCount).toBe(0);
    expect(analysis.problems).toEqual([
      { code: 'no-face', message: 'No face was found in this photo. Upload a photo of one person looking at the camera.', blocking: true },
    ]);
  });

  it('blocks a face whose head-and-shoulders crop is under 300 px, and reports it in the photo’s px', async () => {
    const tiny = await drawPhoto(800, 533, (context) => context.drawImage(filippo, 560, 373, 240, 160));
    const analysis = await analyzeFacePhoto(tiny);
    expect(analysis.faceCount).toBe(1);
    expect(analysis.face!.box.x).toBeGreaterThan(600);
    expect(analysis.face!.box.width).toBeLessThan(80);
    expect(blocking(analysis)).toEqual(['face-too-small']);
    expect(analysis.problems[0]!.message).toBe(
      'The face is too small: the head-and-shoulders crop around it is under 300 px. Upload a larger photo or one taken closer.',
    );
  });

  it('reports landmarks in the original px of a photo decoded at a smaller size', async () => {
    // 4000 px wide: analysed at 2048, reported at 4000.
    const large = await drawPhoto(4000, 2665, (context) => context.drawImage(filippo, 0, 0, 4000, 2665));
    const analysis = await analyzeFacePhoto(large);
    expect([analysis.imageWidthPx, analysis.imageHeightPx]).toEqual([4000, 2665]);
    const small = (await analyzeFacePhoto(await readCorpus('positive/filippo_giunchedi_2015_800px.jpg'))).face!;
    expect(analysis.face!.box.x / 5).toBeCloseTo(small.box.x, -1);
    expect(analysis.face!.box.width / 5).toBeCloseTo(small.box.width, -1);
  });

  it('warns about a dark face and a washed-out one', async () => {
    const dark = await analyzeFacePhoto(
      await drawPhoto(800, 533, (context) => (context.drawImage(filippo, 0, 0), mapChannels(context, (value) => value * 0.15))),
    );
    expect(codes(dark)).toEqual(['too-dark']);
    expect(dark.problems[0]!.message).toBe('The face is too dark. Use a photo taken in brighter, even light.');
    const bright = await analyzeFacePhoto(
      await drawPhoto(800, 533, (context) => (context.drawImage(katherine, 0, 0), mapChannels(context, (value) => value * 1.8 + 60))),
    );
    expect(codes(bright)).toEqual(['too-bright']);
    expect(bright.problems[0]!.message).toBe('The face is overexposed and washed out. Use a photo with softer light.');
  });

  it('warns about a blurry face', async () => {
    const blurred = await drawPhoto(800, 533, (context) => {
      context.filter = 'blur(6px)';
      context.drawImage(katherine, 0, 0);
    });
    const analysis = await analyzeFacePhoto(blurred);
    expect(analysis.faceCount).toBe(1);
    expect(codes(analysis)).toEqual(['blurry']);
    expect(analysis.problems[0]).toEqual({ code: 'blurry', message: 'The face is blurry. Use a sharp, in-focus photo.', blocking: false });
  });

  it('warns about a face half in deep shadow', async () => {
    // Katherine's face is centred at x ≈ 390: everything left of it at a quarter of its light.
    const shadowed = await drawPhoto(800, 533, (context) => {
      context.drawImage(katherine, 0, 0);
      const image = context.getImageData(0, 0, 390, 533);
      for (let i = 0; i < image.data.length; i++) if (i % 4 !== 3) image.data[i] = image.data[i]! * 0.25;
      context.putImageData(image, 0, 0);
    });
    const analysis = await analyzeFacePhoto(shadowed);
    expect(codes(analysis)).toEqual(['harsh-shadows']);
    expect(analysis.problems[0]!.message).toBe('One side of the face is in strong shadow. Use a photo with soft, even light on the face.');
  });

  it('uses the larger of two faces and says so', async () => {
    const two = await drawPhoto(1200, 533, (context) => {
      context.drawImage(filippo, 0, 0);
      context.drawImage(katherine, 800, 133, 400, 267);
    });
    const analysis = await analyzeFacePhoto(two);
    expect(analysis.faceCount).toBe(2);
    // Filippo, left: his face is ~160 px wide, katherine's here ~100 px.
    expect(analysis.face!.box.x).toBeLessThan(500);
    expect(analysis.face!.gender).toBe('male');
    expect(analysis.problems).toEqual([
      {
        code: 'several-faces',
        message: 'This photo has several faces; the largest one will be animated. Crop the photo to one person for the best result.',
        blocking: false,
      },
    ]);
  });

  it('blocks a drawn cartoon face as not a real face', async () => {
    const cartoon = await drawPhoto(800, 600, (context) => {
      context.fillStyle = '#bfe3f5';
      context.fillRect(0, 0, 800, 600);
      context.fillStyle = '#3b6fd1';
      context.beginPath();
      context.ellipse(400, 640, 260, 180, 0, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#f2c6a0';
      context.fillRect(360, 380, 80, 90);
      context.beginPath();
      context.ellipse(400, 280, 130, 160, 0, 0, Math.PI * 2);
      context.fill();
      for (const x of [268, 532]) {
        context.beginPath();
        context.ellipse(x, 285, 18, 32, 0, 0, Math.PI * 2);
        context.fill();
      }
      context.fillStyle = '#5a3418';
      context.beginPath();
      context.ellipse(400, 175, 140, 75, 0, Math.PI, Math.PI * 2);
      context.fill();
      context.fillRect(260, 170, 280, 30);
      for (const x of [350, 450]) {
        context.fillStyle = '#ffffff';
        context.beginPath();
        context.ellipse(x, 265, 28, 18, 0, 0, Math.PI * 2);
        context.fill();
        context.fillStyle = '#4a2c12';
        context.beginPath();
        context.arc(x, 265, 12, 0, Math.PI * 2);
        context.fill();
        context.strokeStyle = '#5a3418';
        context.lineWidth = 7;
        context.beginPath();
        context.moveTo(x - 30, 232);
        context.quadraticCurveTo(x, 218, x + 30, 232);
        context.stroke();
      }
      context.strokeStyle = '#c98d66';
      context.lineWidth = 5;
      context.beginPath();
      context.moveTo(400, 280);
      context.lineTo(388, 330);
      context.lineTo(410, 332);
      context.stroke();
      context.fillStyle = '#b3413f';
      context.beginPath();
      context.ellipse(400, 375, 42, 14, 0, 0, Math.PI * 2);
      context.fill();
    });
    const analysis = await analyzeFacePhoto(cartoon);
    // The detector does see a face in it; the pixels say it is drawn.
    expect(analysis.faceCount).toBe(1);
    expect(blocking(analysis)).toEqual(['not-a-real-face']);
    expect(analysis.problems.find((problem) => problem.code === 'not-a-real-face')!.message).toBe(
      'This looks like a drawing or cartoon, not a real face. Use a photo of a real person facing the camera.',
    );
  });
});
