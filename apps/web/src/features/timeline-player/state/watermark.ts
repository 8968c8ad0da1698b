import { buildFontShorthand } from './font-shorthand.ts';

export const watermarkText = 'Made with Talkreel';
/** DESIGN: the Free plan's mark sits bottom right at 70 % opacity. */
const watermarkOpacity = 0.7;

export interface Watermark {
  canvas: HTMLCanvasElement;
  leftPx: number;
  topPx: number;
}

/**
 * The 'Made with Talkreel' mark the renderer burns into Free-plan videos
 * (frames/watermark.ts), for a frame of the given size: bold white text on
 * a translucent dark pill, 2.2 % of the short side tall and as far in from
 * the bottom-right corner.
 */
export function createWatermark(frameWidthPx: number, frameHeightPx: number): Watermark {
  const shortSidePx = Math.min(frameWidthPx, frameHeightPx);
  const fontSizePx = Math.max(8, shortSidePx * 0.022);
  const marginPx = shortSidePx * 0.022;
  const font = buildFontShorthand({ sizePx: fontSizePx, weight: 700 });
  const canvas = document.createElement('canvas');
  const measuring = canvas.getContext('2d');
  if (!measuring) throw new Error('This browser cannot draw on a canvas');
  measuring.font = font;
  const textWidthPx = measuring.measureText(watermarkText).width;
  const paddingXPx = Math.ceil(fontSizePx * 0.6);
  canvas.width = Math.ceil(textWidthPx) + 2 * paddingXPx;
  canvas.height = Math.ceil(fontSizePx * 1.8);
  // Resizing a canvas resets its state: set everything after it.
  const context = canvas.getContext('2d')!;
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
