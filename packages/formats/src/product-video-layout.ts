import { getCanvasSize, getDefaultSubtitleBox, type AspectRatio, type CanvasSize } from '@talkreel/timeline';

/** A box in reference-canvas px. */
export interface LayoutBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where each part of a product video goes on one canvas. */
export interface ProductVideoLayout {
  canvas: CanvasSize;
  /** The presenter's frame: a circle in a corner of a portrait or square video, a rounded card at the side of a landscape one. */
  presenter: LayoutBox & { shape: 'circle' | 'card' };
  /** Where a picture or clip of another shape than the frame is fitted whole (over a blurred copy of itself filling the frame). */
  stage: LayoutBox;
  /** The product's name at the start. */
  title: LayoutBox & { fontSizePx: number };
  /** The price, beside the presenter and above the captions. */
  price: LayoutBox & { fontSizePx: number };
  /** The call to action at the end, in the middle of the picture. */
  callToAction: LayoutBox & { fontSizePx: number };
}

/** Between the captions' top and the presenter or the price card above them, px. */
const captionGapPx = 30;

/**
 * The product video's layout for an aspect ratio. The captions keep the
 * renderer's default box (the bottom, inside the 6 % safe margins); the
 * presenter sits just above them in the right-hand corner (portrait,
 * square) or at the right-hand side (landscape, where the picture's stage
 * is to its left); the title is at the top, the price card on the left
 * above the captions (centred without a presenter), the call to action in
 * the middle.
 */
export function getProductVideoLayout(aspectRatio: AspectRatio, hasPresenter: boolean): ProductVideoLayout {
  const canvas = getCanvasSize(aspectRatio);
  const captions = getDefaultSubtitleBox(aspectRatio);
  const marginXPx = captions.x;
  const marginYPx = canvas.heightPx - captions.y - captions.h;
  const sizes = {
    0: { presenterW: 400, presenterH: 400, titleFont: 84, priceW: 500, priceH: 170, priceFont: 96, ctaW: 820, ctaH: 150, ctaFont: 80 },
    1: { presenterW: 440, presenterH: 560, titleFont: 80, priceW: 480, priceH: 150, priceFont: 88, ctaW: 760, ctaH: 140, ctaFont: 76 },
    2: { presenterW: 300, presenterH: 300, titleFont: 68, priceW: 420, priceH: 140, priceFont: 80, ctaW: 700, ctaH: 130, ctaFont: 68 },
  }[aspectRatio];
  const presenter = {
    x: canvas.widthPx - marginXPx - sizes.presenterW,
    y: captions.y - captionGapPx - sizes.presenterH,
    w: sizes.presenterW,
    h: sizes.presenterH,
    shape: aspectRatio === 1 ? ('card' as const) : ('circle' as const),
  };
  // Landscape leaves the presenter its own column; portrait and square fit the picture above the captions.
  const stageRight = aspectRatio === 1 && hasPresenter ? presenter.x - captionGapPx : canvas.widthPx - marginXPx;
  const stage = { x: marginXPx, y: marginYPx, w: stageRight - marginXPx, h: captions.y - captionGapPx - marginYPx };
  const priceY = hasPresenter ? presenter.y + (presenter.h - sizes.priceH) / 2 : captions.y - captionGapPx - sizes.priceH;
  return {
    canvas,
    presenter,
    stage,
    title: { x: marginXPx, y: marginYPx + 40, w: stage.w, h: Math.round(sizes.titleFont * 1.2 * 2 + 24), fontSizePx: sizes.titleFont },
    price: {
      x: hasPresenter ? marginXPx : Math.round((canvas.widthPx - sizes.priceW) / 2),
      y: Math.round(priceY),
      w: sizes.priceW,
      h: sizes.priceH,
      fontSizePx: sizes.priceFont,
    },
    callToAction: {
      x: Math.round(stage.x + (stage.w - sizes.ctaW) / 2),
      y: Math.round(stage.y + stage.h * 0.4),
      w: sizes.ctaW,
      h: sizes.ctaH,
      fontSizePx: sizes.ctaFont,
    },
  };
}
