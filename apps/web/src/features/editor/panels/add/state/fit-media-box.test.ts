import { getCanvasSize } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { fitMediaBox } from './fit-media-box.ts';

describe('fitMediaBox', () => {
  it('fits a landscape picture to 80 % of a portrait canvas’s width, centred', () => {
    expect(fitMediaBox(1600, 900, getCanvasSize(0))).toEqual({ x: 108, y: 717, w: 864, h: 486 });
  });

  it('fits a portrait video to 80 % of a landscape canvas’s height, centred', () => {
    expect(fitMediaBox(720, 1280, getCanvasSize(1))).toEqual({ x: 717, y: 108, w: 486, h: 864 });
  });

  it('scales a small picture up to the same share', () => {
    expect(fitMediaBox(100, 100, getCanvasSize(2))).toEqual({ x: 108, y: 108, w: 864, h: 864 });
  });

  it('takes the canvas’s aspect when the size cannot be read', () => {
    expect(fitMediaBox(0, 0, getCanvasSize(1))).toEqual({ x: 192, y: 108, w: 1536, h: 864 });
    expect(fitMediaBox(Number.NaN, 400, getCanvasSize(1))).toEqual({ x: 192, y: 108, w: 1536, h: 864 });
  });
});
