import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { buildFontShorthand } from '../fonts/built-in-fonts.ts';

export const watermarkText = 'Made with Talkreel';
/** DESIGN: the Free plan's mark sits bottom right at 70 % opacity. */
export const watermarkOpacity = 0.7;

export interface Watermark {
  canvas: Canvas;
  leftPx: number;
  topPx: number;
}

/**
 * The 'Made with Talkreel' mark for a frame of the given size: bold white
 * text on a translucent dark pill (legible on light and dark scenes), 2.2 %
 * of the short side tall and as far in from the bottom-right corner: below
 * where captions end (6 % safe margin).
 */
export function createWatermark(frameWidthPx: number, frameHeightPx: number): Watermark {
  const shortSidePx = Math.min(frameWidthPx, frameHeightPx);
  const fontSizePx = Math.max(8, shortSidePx * 0.022);
  const marginPx = shortSidePx * 0.022;
  const font = buildFontShorthand({ sizePx: fontSizePx, weight: 700 });
  const measuring = createCanvas(1, 1).getContext('2d');
  measuring.font = font;
  const textWidthPx = measuring.measureText(watermarkText).width;
  const paddingXPx = Math.ceil(fontSizePx * 0.6);
  const canvas = createCanvas(Math.ceil(textWidthPx) + 2 * paddingXPx, Math.ceil(fontSizePx * 1.8));
  const context = canvas.getContext('2d');
  context.globalAlpha = watermarkOpacity;
  context.fillStyle = 'rgba(0, 0, 0, 0.35)';
  context.beginPath();
  context.roundRect(0, 0, canvas.width, canvas.height, canvas.height / 2);
  context.fill();
  context.font = font;
  context.textBaseline = 'middle';
  context.fillStyle = '#ffffff';
  context.fillText(watermarkText, paddingXPx, canvas.height / 2);
  return {
    canvas,
    leftPx: Math.round(frameWidthPx - marginPx - canvas.width),
    topPx: Math.round(frameHeightPx - marginPx - canvas.height),
  };
}
