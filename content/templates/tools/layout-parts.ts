/** What the template families share: margins, the type scale, colours, hero regions, the end card and the points scene. */
import { canvasOf, filler, pic, shape, Stack, text, type Json, type Ratio, type SceneSpec, type Variable } from './template-kit.ts';

export const margin = { 0: 80, 1: 110, 2: 72 } as const;
/** Type scale per ratio: display, headline, sub-line, body, small tag. */
export const type = {
  0: { display: 150, h1: 112, h2: 52, body: 50, tag: 36, cta: 54 },
  1: { display: 150, h1: 96, h2: 46, body: 44, tag: 32, cta: 50 },
  2: { display: 120, h1: 74, h2: 36, body: 36, tag: 28, cta: 40 },
} as const;

export const ink = '#16172b';

/** Moves elements down by dy (to centre or bottom-align a block once its height is known). */
export function shiftY(elements: Json[], dy: number): void {
  for (const element of elements) element.y = Math.round((element.y as number) + dy);
}
export const muted = '#5b5e76';

/** Where the picture and the text column go in a hero scene. */
export function heroRegions(ratio: Ratio): { media: { x: number; y: number; w: number; h: number }; blob: { x: number; y: number; w: number; h: number }; text: { x: number; y: number; w: number } } {
  if (ratio === 0) return { blob: { x: 90, y: 150, w: 900, h: 900 }, media: { x: 130, y: 180, w: 820, h: 820 }, text: { x: 80, y: 1120, w: 920 } };
  if (ratio === 1) return { blob: { x: 1040, y: 120, w: 840, h: 840 }, media: { x: 1080, y: 160, w: 760, h: 760 }, text: { x: 110, y: 190, w: 840 } };
  return { blob: { x: 540, y: 420, w: 640, h: 640 }, media: { x: 560, y: 440, w: 500, h: 500 }, text: { x: 72, y: 80, w: 600 } };
}

/** A closing scene: brand mark, a line, a button and the web address. */
export function endCard(ratio: Ratio, vars: Variable[], o: { bg: string; fg: string; accent: string; line: string; cta: string; url: string; logo?: string; duration: number; ctaInk?: string }): SceneSpec {
  const { W, H } = canvasOf[ratio];
  const t = type[ratio];
  const m = margin[ratio];
  const elements: Json[] = [];
  const fill = filler(vars);
  elements.push(shape({ x: W - 420, y: -220, w: 640, h: 640 }, 'circle', o.accent, { start: 0, end: o.duration, in: 'scale', inTime: 800 }, { alpha: 0.9 }));
  elements.push(shape({ x: -180, y: H - 300, w: 420, h: 420 }, 'circle', o.accent, { start: 100, end: o.duration, in: 'scale', inTime: 800 }, { alpha: 0.35 }));
  const blockTop = ratio === 0 ? 640 : ratio === 1 ? 300 : 260;
  const stack = new Stack(m, blockTop, W - 2 * m, o.duration, fill, 300);
  if (o.logo) {
    const size = ratio === 0 ? 180 : 140;
    elements.push(pic({ x: (W - size) / 2, y: blockTop - size - 40, w: size, h: size }, o.logo, { start: 0, end: o.duration, in: 'scale', inTime: 700 }, { fit: 'contain' }));
  }
  stack.add(o.line, { size: t.h1, color: o.fg, align: 'center', lineHeight: 1.1 }, { room: 0 });
  stack.gap(ratio === 0 ? 70 : 50);
  stack.add(o.cta, { size: t.cta * 1.2, color: o.ctaInk ?? '#ffffff', align: 'center', bg: o.accent }, { effect: 'scale' });
  stack.gap(ratio === 0 ? 40 : 30);
  stack.add(o.url, { size: t.h2, weight: 400, color: o.fg, align: 'center' }, { effect: 'fade' });
  elements.push(...stack.elements);
  return { id: 'end', duration: o.duration, bg: o.bg, elements };
}

/** A scene of a title and up to four points, each behind a coloured marker. */
export function pointsScene(
  ratio: Ratio,
  vars: Variable[],
  o: { id: string; bg: string; fg: string; accent: string; title: string; points: string[]; numbered?: boolean; media?: string; duration: number; tag?: string; markInk?: string; tagColour?: string },
): SceneSpec {
  const { W, H } = canvasOf[ratio];
  const t = type[ratio];
  const m = margin[ratio];
  const fill = filler(vars);
  const elements: Json[] = [];
  const hasSide = Boolean(o.media) && ratio === 1;
  const columnW = hasSide ? 1040 : W - 2 * m;
  if (o.media) {
    if (ratio === 1) elements.push(pic({ x: 1220, y: 0, w: 700, h: H }, o.media, { start: 0, end: o.duration, in: 'left', inTime: 700 }));
    else if (ratio === 0) elements.push(pic({ x: 0, y: 1380, w: W, h: 540 }, o.media, { start: 0, end: o.duration, in: 'up', inTime: 700 }));
  }
  // Landscape without a picture: the title on the left, the points on the right.
  const twoColumns = ratio === 1 && !o.media;
  const titleBlock: Json[] = [];
  const pointBlock: Json[] = [];
  titleBlock.push(shape({ x: m, y: -50, w: 90, h: 12 }, 'square', o.accent, { start: 0, end: o.duration, in: 'right', inTime: 500 }, { radius: 6 }));
  const titleStack = new Stack(m, 0, twoColumns ? 640 : columnW, o.duration, fill, 150, 220);
  if (o.tag) titleStack.add(o.tag, { size: t.tag, color: o.tagColour ?? o.accent }, { effect: 'fade' });
  titleStack.add(o.title, { size: ratio === 2 ? 62 : ratio === 1 ? 88 : t.h1 * 0.85, color: o.fg, lineHeight: 1.1 });
  titleBlock.push(...titleStack.elements);
  const pointsX = twoColumns ? 860 : m;
  const stack = new Stack(pointsX, twoColumns ? 0 : titleStack.y + (ratio === 0 ? 80 : 50), twoColumns ? W - 860 - m : columnW, o.duration, fill, titleStack.delay, 220);
  const pointsTop = stack.y;
  const marker = ratio === 0 ? 92 : ratio === 1 ? 80 : 62;
  const bodySize = ratio === 1 ? 48 : t.body;
  const pointGap = ratio === 0 ? 56 : ratio === 1 ? 44 : 34;
  o.points.forEach((point, index) => {
    const y = stack.y;
    const bodyOffset = Math.max(0, (marker - bodySize * 1.3) / 2);
    pointBlock.push(
      shape({ x: pointsX, y, w: marker, h: marker }, 'circle', o.accent, { start: stack.delay, end: o.duration, in: 'scale', inTime: 500 }),
      text({ x: pointsX, y, w: marker, h: marker }, o.numbered ? String(index + 1) : '✓', { size: marker * 0.48, color: o.markInk ?? '#ffffff', align: 'center', valign: 'middle' }, { start: stack.delay, end: o.duration, in: 'scale', inTime: 500 }),
    );
    stack.y += bodyOffset;
    stack.add(point, { size: bodySize, weight: 400, color: o.fg, lineHeight: 1.3 }, { indent: marker + 32, effect: 'left' });
    stack.y = Math.max(stack.y, y + marker);
    stack.gap(pointGap);
  });
  pointBlock.push(...stack.elements);
  // Centre the blocks in the space the picture leaves.
  const regionTop = ratio === 0 ? 160 : m;
  const regionBottom = o.media && ratio === 0 ? 1340 : H - m;
  const centre = (block: Json[], top: number, bottom: number) => shiftY(block, regionTop + (regionBottom - regionTop - (bottom - top)) / 2 - top);
  if (twoColumns) {
    centre(titleBlock, -50, titleStack.y);
    centre(pointBlock, pointsTop, stack.y - pointGap);
    elements.push(shape({ x: 780, y: m, w: 4, h: H - 2 * m }, 'square', o.accent, { start: 100, end: o.duration, in: 'down', inTime: 600 }, { alpha: 0.4 }));
  } else {
    const all = [...titleBlock, ...pointBlock];
    centre(all, -50, stack.y - pointGap);
  }
  elements.push(...titleBlock, ...pointBlock);
  return { id: o.id, duration: o.duration, bg: o.bg, elements };
}
