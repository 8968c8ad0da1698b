import type { ShapePathContext } from './shape-path.ts';

/** A 2D affine matrix as `getTransform()` gives it: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export interface DrawingMatrix {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/**
 * The part of a Canvas 2D context the shared painting code uses. A browser
 * CanvasRenderingContext2D and @napi-rs/canvas's SKRSContext2D both have it,
 * so this package names neither. `TImage` is what `drawImage` takes there
 * (canvases, pictures, video frames); `never` where nothing is drawn from
 * an image.
 */
export interface DrawingContext2D<TImage = never> extends ShapePathContext {
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angleRad: number): void;
  scale(x: number, y: number): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  getTransform(): DrawingMatrix;
  clip(): void;
  fill(): void;
  stroke(): void;
  clearRect(x: number, y: number, widthPx: number, heightPx: number): void;
  fillRect(x: number, y: number, widthPx: number, heightPx: number): void;
  drawImage(image: TImage, dx: number, dy: number): void;
  drawImage(image: TImage, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
  measureText(text: string): { readonly width: number };
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  // Only colours are set here; a context may hold a gradient or a pattern, so what it reads back is left open.
  get fillStyle(): unknown;
  set fillStyle(color: string);
  get strokeStyle(): unknown;
  set strokeStyle(color: string);
  globalAlpha: number;
  /** A CSS filter, e.g. `blur(4.00px)`. */
  filter: string;
  font: string;
  lineWidth: number;
  lineJoin: 'bevel' | 'miter' | 'round';
  textAlign: 'center' | 'end' | 'left' | 'right' | 'start';
  textBaseline: 'alphabetic' | 'bottom' | 'hanging' | 'ideographic' | 'middle' | 'top';
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetY: number;
  imageSmoothingQuality: 'high' | 'low' | 'medium';
}

/** A canvas as the shared painting code sees it: an HTMLCanvasElement or an @napi-rs/canvas Canvas. */
export interface DrawingCanvas<TContext = unknown> {
  readonly width: number;
  readonly height: number;
  getContext(contextId: '2d'): TContext | null;
}

/** Makes a blank canvas of the given size: `document.createElement('canvas')` in the browser, `createCanvas` on the server. */
export type CreateDrawingCanvas<TCanvas> = (widthPx: number, heightPx: number) => TCanvas;

/** The canvas's 2D context; throws where the platform has none (a browser with canvas disabled). */
export function getDrawingContext<TContext>(canvas: DrawingCanvas<TContext>): TContext {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This platform cannot draw on a canvas');
  return context;
}
