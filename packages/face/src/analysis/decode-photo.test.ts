import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { decodePhoto } from './decode-photo.ts';

const corpora = path.resolve(import.meta.dirname, '../../../../../shared/corpora/faces');
const decodeCorpus = async (name: string, maxSidePx?: number) => decodePhoto(new Uint8Array(await readFile(path.join(corpora, name))), maxSidePx);

describe('decodePhoto', () => {
  it('turns the CMYK JPEG by its EXIF orientation (6: a quarter turn clockwise) with the colours of the RGB original', async () => {
    const rgb = await decodeCorpus('positive/filippo_giunchedi_2015_800px.jpg');
    const cmyk = await decodeCorpus('edge-cases/filippo_giunchedi_cmyk_exif_orientation.jpg');
    expect([cmyk.displayWidthPx, cmyk.displayHeightPx, cmyk.widthPx, cmyk.heightPx, cmyk.scale]).toEqual([533, 800, 533, 800, 1]);
    // Displayed (x, y) of the CMYK photo is stored (y, 532 − x): the RGB original's (y, 532 − x).
    let difference = 0;
    let samples = 0;
    for (let y = 0; y < 800; y += 7) {
      for (let x = 0; x < 533; x += 7) {
        for (let channel = 0; channel < 3; channel++) {
          difference += Math.abs(cmyk.rgba[(y * 533 + x) * 4 + channel]! - rgb.rgba[((532 - x) * 800 + y) * 4 + channel]!);
          samples++;
        }
      }
    }
    expect(difference / samples).toBeLessThan(4);
  });

  it('decodes a greyscale JPEG to equal RGB channels', async () => {
    const grey = await decodeCorpus('edge-cases/filippo_giunchedi_grayscale.jpg');
    expect([grey.widthPx, grey.heightPx]).toEqual([800, 533]);
    let spread = 0;
    for (let i = 0; i < grey.rgba.length; i += 4)
      spread = Math.max(spread, Math.abs(grey.rgba[i]! - grey.rgba[i + 1]!), Math.abs(grey.rgba[i + 1]! - grey.rgba[i + 2]!));
    expect(spread).toBeLessThanOrEqual(1);
    expect(grey.rgba[(266 * 800 + 400) * 4 + 3]).toBe(255);
  });

  it('scales a large photo down to the longest side asked, keeping the displayed size and the scale', async () => {
    const canvas = createCanvas(3000, 1000);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, 1500, 1000);
    context.fillStyle = '#0000ff';
    context.fillRect(1500, 0, 1500, 1000);
    const photo = await decodePhoto(new Uint8Array(await canvas.encode('png')), 600);
    expect([photo.displayWidthPx, photo.displayHeightPx, photo.widthPx, photo.heightPx, photo.scale]).toEqual([3000, 1000, 600, 200, 0.2]);
    expect([...photo.rgba.subarray((100 * 600 + 100) * 4, (100 * 600 + 100) * 4 + 4)]).toEqual([255, 0, 0, 255]);
    expect([...photo.rgba.subarray((100 * 600 + 500) * 4, (100 * 600 + 500) * 4 + 4)]).toEqual([0, 0, 255, 255]);
  });

  it('shows transparent parts as white', async () => {
    const canvas = createCanvas(40, 20);
    const context = canvas.getContext('2d');
    context.fillStyle = '#000080';
    context.fillRect(0, 0, 20, 20);
    const photo = await decodePhoto(new Uint8Array(await canvas.encode('png')));
    expect([...photo.rgba.subarray((10 * 40 + 5) * 4, (10 * 40 + 5) * 4 + 4)]).toEqual([0, 0, 128, 255]);
    expect([...photo.rgba.subarray((10 * 40 + 35) * 4, (10 * 40 + 35) * 4 + 4)]).toEqual([255, 255, 255, 255]);
  });
});
