import { getDrawingContext, type CreateDrawingCanvas, type DrawingCanvas, type DrawingContext2D } from './drawing-canvas.ts';
import { buildFontShorthand } from './font-shorthand.ts';

export const watermarkText = 'Made with Talkreel';
/** DESIGN: the Free plan's mark sits bottom right at 70 % opacity. */
export const watermarkOpacity = 0.7;

/** The mark on its own canvas, and where its top-left corner goes on the frame (frame px). */
export interface Watermark<TCanvas> {
  canvas: TCanvas;
  leftPx: number;
  topPx: number;
}

/**
 * The 'Made with Talkreel' mark the renderer burns into Free-plan videos and
 * the preview draws over them, for a frame of the given size: bold white
 * text on a translucent dark pill (legible on light and dark scenes), 2.2 %
 * of the short side tall and as far in from the bottom-right corner: below
 * where captions end (6 % safe margin).
 */
export function createWatermark<TCanvas extends DrawingCanvas<DrawingContext2D>>(
  createCanvas: CreateDrawingCanvas<TCanvas>,
  frameWidthPx: number,
  frameHeightPx: number,
): Watermark<TCanvas> {
  const shortSidePx = Math.min(frameWidthPx, frameHeightPx);
  const fontSizePx = Math.max(8, shortSidePx * 0.022);
  const marginPx = shortSidePx * 0.022;
  const font = buildFontShorthand({ sizePx: fontSizePx, weight: 700 });
  const measuring = getDrawingContext(createCanvas(1, 1));
  measuring.font = font;
  const textWidthPx = measuring.measureText(watermarkText).width;
  const paddingXPx = Math.ceil(fontSizePx * 0.6);
  const canvas = createCanvas(Math.ceil(textWidthPx) + 2 * paddingXPx, Math.ceil(fontSizePx * 1.8));
  const context = getDrawingContext(canvas);
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
