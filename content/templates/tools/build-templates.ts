/**
 * Writes content/templates/<id>.json: a dozen layouts (one per category),
 * each laid out for 9:16, 16:9 and 1:1, with their default texts.
 * Run: npx tsx content/templates/tools/build-templates.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  canvasOf,
  colourVar,
  filler,
  imageVar,
  measureWidth,
  person,
  pic,
  presenterVars,
  ratioName,
  shape,
  Stack,
  text,
  textVar,
  template,
  type Json,
  type Ratio,
  type SceneSpec,
  type TemplateFile,
  type Variable,
} from './template-kit.ts';

const templatesDirectory = fileURLToPath(new URL('../', import.meta.url));

const margin = { 0: 80, 1: 110, 2: 72 } as const;
/** Type scale per ratio: display, headline, sub-line, body, small tag. */
const type = {
  0: { display: 150, h1: 112, h2: 52, body: 50, tag: 36, cta: 54 },
  1: { display: 150, h1: 96, h2: 46, body: 44, tag: 32, cta: 50 },
  2: { display: 120, h1: 74, h2: 36, body: 36, tag: 28, cta: 40 },
} as const;

const ink = '#16172b';

/** Moves elements down by dy (to centre or bottom-align a block once its height is known). */
function shiftY(elements: Json[], dy: number): void {
  for (const element of elements) element.y = Math.round((element.y as number) + dy);
}
const muted = '#5b5e76';

/** Where the picture and the text column go in a hero scene. */
function heroRegions(ratio: Ratio): { media: { x: number; y: number; w: number; h: number }; blob: { x: number; y: number; w: number; h: number }; text: { x: number; y: number; w: number } } {
  if (ratio === 0) return { blob: { x: 90, y: 150, w: 900, h: 900 }, media: { x: 130, y: 180, w: 820, h: 820 }, text: { x: 80, y: 1120, w: 920 } };
  if (ratio === 1) return { blob: { x: 1040, y: 120, w: 840, h: 840 }, media: { x: 1080, y: 160, w: 760, h: 760 }, text: { x: 110, y: 190, w: 840 } };
  return { blob: { x: 540, y: 420, w: 640, h: 640 }, media: { x: 560, y: 440, w: 500, h: 500 }, text: { x: 72, y: 80, w: 600 } };
}

/** A closing scene: brand mark, a line, a button and the web address. */
function endCard(ratio: Ratio, vars: Variable[], o: { bg: string; fg: string; accent: string; line: string; cta: string; url: string; logo?: string; duration: number; ctaInk?: string }): SceneSpec {
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
function pointsScene(
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

// ---------------------------------------------------------------- families

interface ProductContent {
  id: string;
  name: string;
  ratio: Ratio;
  category: 'product' | 'sale';
  bg: string;
  accent: string;
  photo: string;
  tag: string;
  product: string;
  tagline: string;
  price: string;
  cta: string;
  features: [string, string, string];
  url: string;
  presenter?: { avatar: string; voice: string; script: string };
}

/** Product hero: the object on a colour disc, name, line, price and button; then three reasons; then the shop address. */
function productHero(c: ProductContent): TemplateFile {
  const ratio = c.ratio;
  const { W, H } = canvasOf[ratio];
  const t = type[ratio];
  const vars: Variable[] = [
    textVar('product', 'Product name', c.product, 32),
    textVar('tagline', 'One-line pitch', c.tagline, 70),
    textVar('price', 'Price', c.price, 16),
    textVar('cta', 'Button text', c.cta, 20),
    textVar('url', 'Shop address', c.url, 40),
    // The three reasons are the product's own: a batch of different products needs them per row.
    textVar('feature_1', 'Reason 1', c.features[0], 48),
    textVar('feature_2', 'Reason 2', c.features[1], 48),
    textVar('feature_3', 'Reason 3', c.features[2], 48),
    imageVar('photo', 'Product photo', c.photo),
    colourVar('accent', 'Accent colour', c.accent),
    ...(c.presenter ? presenterVars(c.presenter.avatar, c.presenter.voice) : []),
  ];
  const fill = filler(vars);
  const d1 = 5000;
  const r = heroRegions(ratio);
  const els: Json[] = [];
  els.push(shape({ x: -40, y: -40, w: 260, h: 260 }, 'circle', '{{accent}}', { start: 0, end: d1, in: 'scale', inTime: 700 }, { alpha: 0.18 }));
  if (c.presenter && ratio === 0) {
    // Presenter on top, the product in a card beside them.
    els.push(person({ x: 0, y: 0, w: W, h: 1200 }, c.presenter.script, { start: 0, end: d1, in: 'fade', inTime: 500 }));
    els.push(shape({ x: 0, y: 1110, w: W, h: 900 }, 'square', c.bg, { start: 0, end: d1, in: 'up', inTime: 500 }, { radius: 64 }));
    els.push(shape({ x: 640, y: 880, w: 360, h: 360 }, 'square', '{{accent}}', { start: 300, end: d1, in: 'scale', inTime: 600 }, { radius: 48 }));
    els.push(pic({ x: 665, y: 905, w: 310, h: 310 }, '{{photo}}', { start: 400, end: d1, in: 'scale', inTime: 700 }, { fit: 'contain' }));
    const stack = new Stack(80, 1290, 920, d1, fill, 500);
    stack.add(c.tag, { size: t.tag, color: '#ffffff', bg: ink }, { effect: 'fade' });
    stack.gap(24);
    stack.add('{{product}}', { size: t.h1, color: ink, lineHeight: 1.05 });
    stack.gap(12);
    stack.add('{{tagline}}', { size: t.h2, weight: 400, color: muted, lineHeight: 1.3 });
    stack.gap(36);
    stack.add('{{price}}', { size: t.h1 * 0.8, color: '{{accent}}' });
    els.push(...stack.elements);
  } else {
    els.push(shape(r.blob, 'circle', '{{accent}}', { start: 0, end: d1, in: 'scale', inTime: 800 }));
    if (ratio !== 2) els.push(shape({ x: r.blob.x + r.blob.w * 0.72, y: r.blob.y + r.blob.h * 0.04, w: r.blob.w * 0.16, h: r.blob.w * 0.16 }, 'circle', ink, { start: 300, end: d1, in: 'scale', inTime: 600 }, { alpha: 0.9 }));
    els.push(pic(r.media, '{{photo}}', { start: 200, end: d1, in: 'up', inTime: 800 }, { fit: 'contain' }));
    const stack = new Stack(r.text.x, r.text.y, r.text.w, d1, fill, 300);
    stack.add(c.tag, { size: t.tag, color: '#ffffff', bg: ink }, { effect: 'fade' });
    stack.gap(ratio === 2 ? 16 : 30);
    stack.add('{{product}}', { size: t.h1 * (ratio === 1 ? 1.2 : 1), color: ink, lineHeight: 1.02 });
    stack.gap(ratio === 2 ? 10 : 20);
    stack.add('{{tagline}}', { size: t.h2, weight: 400, color: muted, lineHeight: 1.3 });
    stack.gap(ratio === 2 ? 24 : 50);
    stack.add('{{price}}', { size: t.h1 * 0.85, color: ink });
    stack.gap(ratio === 2 ? 24 : 40);
    stack.add('{{cta}}  →', { size: t.cta, color: '#ffffff', bg: '{{accent}}' }, { effect: 'scale' });
    if (ratio === 1) shiftY(stack.elements, (H - (stack.y - r.text.y)) / 2 - r.text.y);
    els.push(...stack.elements);
    if (c.presenter) {
      const size = ratio === 1 ? 300 : 240;
      const px = ratio === 1 ? r.blob.x - 80 : 72;
      const py = H - size - (ratio === 1 ? 70 : 72);
      els.push(shape({ x: px - 10, y: py - 10, w: size + 20, h: size + 20 }, 'circle', '{{accent}}', { start: 600, end: d1, in: 'scale', inTime: 600 }));
      els.push(person({ x: px, y: py, w: size, h: size }, c.presenter.script, { start: 600, end: d1, in: 'scale', inTime: 600 }, { circle: true, ring: '#ffffff' }));
    }
  }
  const scenes: SceneSpec[] = [
    { id: 'hero', duration: d1, bg: c.bg, elements: els },
    pointsScene(ratio, vars, { id: 'reasons', bg: '#ffffff', fg: ink, accent: '{{accent}}', title: 'Why people love {{product}}', points: ['{{feature_1}}', '{{feature_2}}', '{{feature_3}}'], media: ratio === 2 ? undefined : '{{photo}}', duration: 4000 }),
    endCard(ratio, vars, { bg: ink, fg: '#ffffff', accent: '{{accent}}', line: '{{product}}\n{{price}}', cta: '{{cta}}', url: '{{url}}', duration: 3000 }),
  ];
  // The points scene shows the product on a light card in portrait: make it a contained picture.
  const reasons = scenes[1]!;
  for (const element of reasons.elements) if (element.type === 'pic') Object.assign(element, { fit_mode: 'contain' });
  return template(c.id, c.name, c.category, ratio, vars, 1900, scenes);
}

interface SaleContent {
  id: string;
  name: string;
  ratio: Ratio;
  accent: string;
  photo: string;
  event: string;
  discount: string;
  detail: string;
  code: string;
  ends: string;
  url: string;
}

/** A loud sale card: the discount huge, the product, the code and the deadline. */
function saleBurst(c: SaleContent): TemplateFile {
  const ratio = c.ratio;
  const { W, H } = canvasOf[ratio];
  const t = type[ratio];
  const m = margin[ratio];
  const vars: Variable[] = [
    textVar('event', 'Sale name', c.event, 28),
    textVar('discount', 'Discount', c.discount, 10),
    textVar('detail', 'What is on sale', c.detail, 60),
    textVar('code', 'Discount code', c.code, 16),
    textVar('ends', 'Ends', c.ends, 30),
    textVar('url', 'Shop address', c.url, 40),
    imageVar('photo', 'Product photo', c.photo),
    colourVar('accent', 'Background colour', c.accent),
  ];
  const fill = filler(vars);
  const d1 = 5500;
  const els: Json[] = [];
  // confetti
  const confetti: [number, number, number, string, 'square' | 'triangle' | 'circle'][] = [
    [0.08, 0.06, 70, '#ffd166', 'triangle'],
    [0.86, 0.1, 54, '#ffffff', 'square'],
    [0.93, 0.55, 40, '#ffd166', 'circle'],
    [ratio === 0 ? 0.06 : 0.47, ratio === 0 ? 0.9 : 0.93, 46, '#ffffff', 'circle'],
    [0.55, 0.04, 36, ink, 'square'],
  ];
  confetti.forEach(([fx, fy, size, colour, kind], index) =>
    els.push(shape({ x: fx * W, y: fy * H, w: size, h: size }, kind, colour, { start: 100 + index * 80, end: d1, in: 'rotate', inTime: 700 }, { r: 20 + index * 17, radius: kind === 'square' ? 8 : 0 })),
  );
  let photoBox;
  let textX;
  let textW;
  let textY;
  if (ratio === 0) {
    photoBox = { x: 180, y: 1000, w: 720, h: 720 };
    textX = m;
    textW = W - 2 * m;
    textY = 200;
  } else if (ratio === 1) {
    photoBox = { x: 1100, y: 140, w: 760, h: 760 };
    textX = m;
    textW = 980;
    textY = 150;
  } else {
    photoBox = { x: 560, y: 470, w: 500, h: 500 };
    textX = m;
    textW = W - 2 * m;
    textY = 70;
  }
  els.push(shape({ x: photoBox.x + photoBox.w * 0.06, y: photoBox.y + photoBox.h * 0.06, w: photoBox.w * 0.88, h: photoBox.h * 0.88 }, 'circle', '#ffffff', { start: 200, end: d1, in: 'scale', inTime: 700 }, { alpha: 0.25 }));
  els.push(pic(photoBox, '{{photo}}', { start: 300, end: d1, in: 'scale-.5', inTime: 800 }, { fit: 'contain' }));
  const stack = new Stack(textX, textY, textW, d1, fill, 200);
  stack.add('{{event}}', { size: t.h2 * 1.1, color: ink, bg: '#ffd166' }, { effect: 'fade' });
  stack.gap(ratio === 2 ? 6 : 20);
  stack.add('{{discount}}', { size: ratio === 2 ? 150 : ratio === 1 ? 220 : 230, color: '#ffffff', lineHeight: 1.0, shadow: 'rgba(0, 0, 0, 0.18)' }, { effect: 'scale-2' });
  stack.gap(ratio === 2 ? 6 : 16);
  stack.add('{{detail}}', { size: t.h2 * 1.1, color: '#ffffff', lineHeight: 1.25 }, { room: 0 });
  if (ratio === 2) {
    const side = new Stack(textX, H - m - 150, 440, d1, fill, stack.delay);
    side.add('Code {{code}}', { size: t.cta, color: '#ffffff', bg: ink });
    side.gap(26);
    side.add('Ends {{ends}}', { size: t.body, weight: 400, color: '#ffffff' }, { effect: 'fade' });
    els.push(...stack.elements, ...side.elements);
  } else {
    stack.gap(ratio === 0 ? 50 : 44);
    stack.add('Code {{code}}', { size: t.cta, color: '#ffffff', bg: ink });
    stack.gap(28);
    stack.add('Ends {{ends}}', { size: t.body, weight: 400, color: '#ffffff' }, { effect: 'fade' });
    els.push(...stack.elements);
  }
  const scenes: SceneSpec[] = [
    { id: 'sale', duration: d1, bg: '{{accent}}', elements: els },
    endCard(ratio, vars, { bg: '#fff7ec', fg: ink, accent: '{{accent}}', line: '{{discount}} with code {{code}}', cta: 'Shop the sale', url: '{{url}}', duration: 3000 }),
  ];
  return template(c.id, c.name, 'sale', ratio, vars, 2000, scenes);
}

interface TutorialContent {
  id: string;
  name: string;
  ratio: Ratio;
  accent: string;
  screenshot: string;
  topic: string;
  app: string;
  steps: [string, string, string];
  url: string;
  presenter?: { avatar: string; voice: string; script: string };
}

/** A how-to: title card with the screen, three numbered steps, then where to try it. */
function tutorialSteps(c: TutorialContent): TemplateFile {
  const ratio = c.ratio;
  const { W } = canvasOf[ratio];
  const t = type[ratio];
  const m = margin[ratio];
  const vars: Variable[] = [
    textVar('topic', 'What the video teaches', c.topic, 50),
    textVar('app', 'App or brand', c.app, 24),
    textVar('step_1', 'Step 1', c.steps[0], 60),
    textVar('step_2', 'Step 2', c.steps[1], 60),
    textVar('step_3', 'Step 3', c.steps[2], 60),
    textVar('url', 'Web address', c.url, 40),
    imageVar('screenshot', 'Screenshot', c.screenshot),
    colourVar('accent', 'Accent colour', c.accent),
    ...(c.presenter ? presenterVars(c.presenter.avatar, c.presenter.voice) : []),
  ];
  const fill = filler(vars);
  const d1 = 4500;
  const bg = '#eef0fb';
  const els: Json[] = [];
  // grid dots
  for (let i = 0; i < 5; i += 1) for (let j = 0; j < 3; j += 1) els.push(shape({ x: W - m - 200 + i * 44, y: m + j * 44, w: 12, h: 12 }, 'circle', '{{accent}}', { start: 0, end: d1, in: 'fade', inTime: 500 }, { alpha: 0.5 }));
  let media;
  let stackBox;
  if (ratio === 0) {
    media = { x: 60, y: 1020, w: 960, h: 760 };
    stackBox = { x: m, y: 260, w: W - 2 * m };
  } else if (ratio === 1) {
    media = { x: 960, y: 200, w: 900, h: 680 };
    stackBox = { x: m, y: 230, w: 780 };
  } else {
    media = { x: 300, y: 500, w: 700, h: 520 };
    stackBox = { x: m, y: 100, w: W - 2 * m };
  }
  els.push(shape({ x: media.x + 40, y: media.y + 40, w: media.w - 80, h: media.h - 80 }, 'square', '{{accent}}', { start: 0, end: d1, in: 'scale', inTime: 700 }, { radius: 60, alpha: 0.16 }));
  if (c.presenter && ratio === 1) {
    els.push(person({ x: 1040, y: 140, w: 760, h: 800 }, c.presenter.script, { start: 0, end: d1, in: 'fade', inTime: 600 }, { radius: 40 }));
    els.push(shape({ x: 860, y: 640, w: 420, h: 320 }, 'square', '#ffffff', { start: 400, end: d1, in: 'up', inTime: 600 }, { radius: 28 }));
    els.push(pic({ x: 880, y: 660, w: 380, h: 280 }, '{{screenshot}}', { start: 500, end: d1, in: 'up', inTime: 600 }, { fit: 'contain' }));
  } else {
    els.push(pic(media, '{{screenshot}}', { start: 200, end: d1, in: 'up', inTime: 800 }, { fit: 'contain' }));
  }
  const stack = new Stack(stackBox.x, stackBox.y, stackBox.w, d1, fill, 250);
  stack.add('{{app}} · TUTORIAL', { size: t.tag, color: '#ffffff', bg: '{{accent}}' }, { effect: 'fade' });
  stack.gap(28);
  stack.add('How to {{topic}}', { size: t.h1, color: ink, lineHeight: 1.05 }, { room: 0 });
  stack.gap(24);
  stack.add('3 steps · under a minute', { size: t.h2, weight: 400, color: muted });
  els.push(...stack.elements);
  const scenes: SceneSpec[] = [
    { id: 'title', duration: d1, bg, elements: els },
    pointsScene(ratio, vars, { id: 'steps', bg: '#ffffff', fg: ink, accent: '{{accent}}', tag: 'STEP BY STEP', title: 'How to {{topic}}', points: ['{{step_1}}', '{{step_2}}', '{{step_3}}'], numbered: true, duration: 6000 }),
    endCard(ratio, vars, { bg: '{{accent}}', fg: '#ffffff', accent: ink, line: 'Try it yourself in {{app}}', cta: 'Start free', url: '{{url}}', duration: 3000 }),
  ];
  return template(c.id, c.name, 'tutorial', ratio, vars, 1800, scenes);
}

interface AnnouncementContent {
  id: string;
  name: string;
  ratio: Ratio;
  accent: string;
  background: string;
  kicker: string;
  headline: string;
  detail: string;
  date: string;
  url: string;
}

/** News from the brand: a gradient backdrop, a frosted card with kicker, headline, detail and date. */
function announcementCard(c: AnnouncementContent): TemplateFile {
  const ratio = c.ratio;
  const { W, H } = canvasOf[ratio];
  const t = type[ratio];
  const vars: Variable[] = [
    textVar('kicker', 'Small label', c.kicker, 24),
    textVar('headline', 'Headline', c.headline, 60),
    textVar('detail', 'Detail', c.detail, 110),
    textVar('date', 'Date', c.date, 30),
    textVar('url', 'Web address', c.url, 40),
    imageVar('background', 'Background picture', c.background),
    imageVar('logo', 'Logo', 'media/logo.png'),
    colourVar('accent', 'Accent colour', c.accent),
  ];
  const fill = filler(vars);
  const d1 = 6000;
  const els: Json[] = [];
  els.push(pic({ x: 0, y: 0, w: W, h: H }, '{{background}}', { start: 0, end: d1, in: 'fade', inTime: 600 }));
  const card = ratio === 0 ? { x: 70, y: 420, w: 940, h: 1080 } : ratio === 1 ? { x: 260, y: 150, w: 1400, h: 780 } : { x: 70, y: 110, w: 940, h: 860 };
  els.push(shape(card, 'square', 'rgba(255, 255, 255, 0.16)', { start: 0, end: d1, in: 'up', inTime: 700 }, { radius: 48, glass: 30, stroke: 'rgba(255, 255, 255, 0.5)', strokeWidth: 2 }));
  const logo = ratio === 2 ? 96 : 120;
  els.push(pic({ x: (W - logo) / 2, y: card.y + (ratio === 2 ? 60 : 80), w: logo, h: logo }, '{{logo}}', { start: 200, end: d1, in: 'rotate', inTime: 700 }, { fit: 'contain' }));
  const pad = ratio === 2 ? 70 : 90;
  const stack = new Stack(card.x + pad, card.y + (ratio === 2 ? 200 : 250), card.w - 2 * pad, d1, fill, 400);
  stack.add('{{kicker}}', { size: t.tag * 1.1, color: ink, bg: '#ffffff', align: 'center' }, { effect: 'fade' });
  stack.gap(ratio === 2 ? 24 : 36);
  stack.add('{{headline}}', { size: t.h1 * (ratio === 1 ? 1.05 : 1), color: '#ffffff', align: 'center', lineHeight: 1.06, shadow: 'rgba(0, 0, 0, 0.25)' });
  stack.gap(ratio === 2 ? 20 : 30);
  stack.add('{{detail}}', { size: t.h2, weight: 400, color: '#ffffff', align: 'center', lineHeight: 1.35 });
  stack.gap(ratio === 2 ? 30 : 46);
  stack.add('{{date}}', { size: t.cta, color: '#ffffff', bg: '{{accent}}', align: 'center' }, { effect: 'scale' });
  // The card fits its content; card, logo and texts are centred together.
  const cardElement = els[1]!;
  const bottomPad = ratio === 2 ? 70 : 90;
  const cardH = Math.round(stack.y + bottomPad - card.y);
  cardElement.h = cardH;
  const dy = (H - cardH) / 2 - card.y;
  shiftY(els.slice(1), dy);
  shiftY(stack.elements, dy);
  els.push(...stack.elements);
  const scenes: SceneSpec[] = [
    { id: 'announcement', duration: d1, bg: ink, elements: els },
    endCard(ratio, vars, { bg: '#ffffff', fg: ink, accent: '{{accent}}', line: '{{headline}}', cta: 'Learn more', url: '{{url}}', logo: '{{logo}}', duration: 3000 }),
  ];
  return template(c.id, c.name, 'announcement', ratio, vars, 2000, scenes);
}

interface TestimonialContent {
  id: string;
  name: string;
  ratio: Ratio;
  accent: string;
  bg: string;
  photo: string;
  quote: string;
  customer: string;
  role: string;
  brand: string;
  url: string;
}

/** A customer's words: a big quote mark, the quote, stars, their photo, name and role. */
function testimonialCard(c: TestimonialContent): TemplateFile {
  const ratio = c.ratio;
  const { W, H } = canvasOf[ratio];
  const t = type[ratio];
  const m = margin[ratio];
  const vars: Variable[] = [
    textVar('quote', 'Quote', c.quote, 140),
    textVar('customer', 'Customer name', c.customer, 40),
    textVar('role', 'Customer role', c.role, 50),
    textVar('brand', 'Your brand', c.brand, 30),
    textVar('url', 'Web address', c.url, 40),
    imageVar('photo', 'Customer photo', c.photo),
    colourVar('accent', 'Accent colour', c.accent),
  ];
  const fill = filler(vars);
  const d1 = 7000;
  const els: Json[] = [];
  els.push(shape({ x: W * 0.55, y: -W * 0.2, w: W * 0.7, h: W * 0.7 }, 'circle', '{{accent}}', { start: 0, end: d1, in: 'scale', inTime: 900 }, { alpha: 0.14 }));
  const quoteW = ratio === 1 ? 1100 : W - 2 * m;
  const top = ratio === 0 ? 300 : ratio === 1 ? 150 : 80;
  els.push(text({ x: m - 10, y: top - (ratio === 2 ? 40 : 60), w: 300, h: ratio === 2 ? 240 : 320 }, '“', { size: ratio === 2 ? 240 : 320, color: '{{accent}}', lineHeight: 1 }, { start: 0, end: d1, in: 'scale', inTime: 600 }));
  const stack = new Stack(m, top + (ratio === 2 ? 120 : 190), quoteW, d1, fill, 300);
  stack.add('★★★★★', { size: t.h2, color: '#f5a524' }, { effect: 'fade' });
  stack.gap(ratio === 2 ? 14 : 26);
  stack.add('{{quote}}', { size: ratio === 0 ? 64 : ratio === 1 ? 60 : 46, color: ink, lineHeight: 1.25 }, { room: ratio === 2 ? 0 : 1 });
  els.push(...stack.elements);
  const photo = ratio === 0 ? 220 : ratio === 1 ? 220 : 150;
  const photoX = ratio === 1 ? 1420 : m;
  const photoY = ratio === 1 ? 330 : stack.y + (ratio === 0 ? 90 : 50);
  els.push(shape({ x: photoX - 10, y: photoY - 10, w: photo + 20, h: photo + 20 }, 'circle', '{{accent}}', { start: 900, end: d1, in: 'scale', inTime: 600 }));
  els.push(pic({ x: photoX, y: photoY, w: photo, h: photo }, '{{photo}}', { start: 1000, end: d1, in: 'scale', inTime: 600 }, { circle: true }));
  const nameStack =
    ratio === 1 ? new Stack(1300, photoY + photo + 50, 460, d1, fill, 1200) : new Stack(photoX + photo + 40, photoY + photo / 2 - (ratio === 2 ? 45 : 60), W - photoX - photo - 40 - m, d1, fill, 1200);
  const align = ratio === 1 ? 'center' : 'left';
  nameStack.add('{{customer}}', { size: t.h2 * 1.1, color: ink, align }, { effect: 'left' });
  nameStack.add('{{role}}', { size: t.body * 0.85, weight: 400, color: muted, align }, { effect: 'left' });
  els.push(...nameStack.elements);
  if (ratio === 1) els.push(shape({ x: 1260, y: 150, w: 4, h: 780 }, 'square', '{{accent}}', { start: 600, end: d1, in: 'down', inTime: 600 }, { alpha: 0.5 }));
  if (ratio !== 1) {
    // Centre everything but the corner disc.
    const blockTop = top - 60;
    const blockBottom = photoY + photo;
    shiftY(els.slice(1), (H - (blockBottom - blockTop)) / 2 - blockTop);
  }
  const scenes: SceneSpec[] = [
    { id: 'quote', duration: d1, bg: c.bg, elements: els },
    endCard(ratio, vars, { bg: '{{accent}}', fg: '#ffffff', accent: ink, line: 'Join thousands of happy {{brand}} customers', cta: 'Get started', url: '{{url}}', duration: 3000 }),
  ];
  return template(c.id, c.name, 'testimonial', ratio, vars, 2400, scenes);
}

interface PodcastContent {
  id: string;
  name: string;
  ratio: Ratio;
  accent: string;
  show: string;
  episode: string;
  title: string;
  guest: string;
  presenter?: { avatar: string; voice: string; script: string };
}

/** An episode card: cover art, show name, episode title, guest, a waveform and where to listen. */
function podcastEpisode(c: PodcastContent): TemplateFile {
  const ratio = c.ratio;
  const { W, H } = canvasOf[ratio];
  const t = type[ratio];
  const m = margin[ratio];
  const vars: Variable[] = [
    textVar('show', 'Show name', c.show, 30),
    textVar('episode', 'Episode number', c.episode, 8),
    textVar('title', 'Episode title', c.title, 70),
    textVar('guest', 'Guest', c.guest, 50),
    ...(c.presenter ? [] : [imageVar('cover', 'Cover art', 'media/microphone.png')]),
    colourVar('accent', 'Accent colour', c.accent),
    ...(c.presenter ? presenterVars(c.presenter.avatar, c.presenter.voice) : []),
  ];
  const fill = filler(vars);
  const d1 = c.presenter ? 9000 : 8000;
  const bg = '#0f1022';
  const els: Json[] = [];
  els.push(shape({ x: -W * 0.2, y: H * 0.55, w: W * 0.8, h: W * 0.8 }, 'circle', '{{accent}}', { start: 0, end: d1, in: 'fade', inTime: 900 }, { alpha: 0.35, gauss: 120 }));
  let art;
  let stackBox;
  let wave;
  if (ratio === 0) {
    art = { x: 190, y: 220, w: 700, h: 700 };
    stackBox = { x: m, y: 1000, w: W - 2 * m };
    wave = { x: m, y: 1660, w: W - 2 * m, h: 140 };
  } else if (ratio === 1) {
    art = { x: 110, y: 150, w: 620, h: 620 };
    stackBox = { x: 820, y: 170, w: 990 };
    wave = { x: 820, y: 790, w: 990, h: 140 };
  } else {
    art = { x: 72, y: 72, w: 400, h: 400 };
    stackBox = { x: 72, y: 520, w: W - 144 };
    wave = { x: 72, y: 900, w: W - 144, h: 110 };
  }
  els.push(shape(art, 'square', '{{accent}}', { start: 0, end: d1, in: 'scale', inTime: 700 }, { radius: 40 }));
  if (c.presenter) {
    els.push(person({ x: art.x + 20, y: art.y + 20, w: art.w - 40, h: art.h - 40 }, c.presenter.script, { start: 0, end: d1, in: 'scale', inTime: 700 }, { radius: 30 }));
  } else {
    els.push(pic({ x: art.x + art.w * 0.1, y: art.y + art.h * 0.08, w: art.w * 0.8, h: art.h * 0.8 }, '{{cover}}', { start: 200, end: d1, in: 'up', inTime: 700 }, { fit: 'contain' }));
  }
  els.push(text({ x: art.x + 30, y: art.y + art.h - (ratio === 2 ? 80 : 100), w: art.w - 60, h: ratio === 2 ? 60 : 80 }, '{{show}}', { size: ratio === 2 ? 34 : 44, color: '#ffffff', align: 'center', bg: 'rgba(15, 16, 34, 0.75)' }, { start: 400, end: d1, in: 'fade', inTime: 600 }));
  const stack = new Stack(stackBox.x, stackBox.y, stackBox.w, d1, fill, 400);
  stack.add('EPISODE {{episode}}', { size: t.tag, color: ink, bg: '{{accent}}' }, { effect: 'fade' });
  stack.gap(ratio === 2 ? 16 : 28);
  stack.add('{{title}}', { size: t.h1 * (ratio === 0 ? 0.8 : ratio === 1 ? 0.9 : 0.75), color: '#ffffff', lineHeight: 1.08 });
  stack.gap(ratio === 2 ? 10 : 20);
  stack.add('with {{guest}}', { size: t.h2, weight: 400, color: '#b9bbd6' });
  els.push(...stack.elements);
  // Waveform bars
  const bars = ratio === 2 ? 36 : 44;
  const barW = wave.w / bars;
  for (let i = 0; i < bars; i += 1) {
    const level = 0.25 + 0.75 * Math.abs(Math.sin(i * 0.9) * Math.cos(i * 0.37));
    const h = Math.max(12, wave.h * level);
    els.push(
      shape({ x: wave.x + i * barW, y: wave.y + (wave.h - h) / 2, w: barW * 0.55, h }, 'square', i < bars * 0.4 ? '{{accent}}' : '#3a3c5e', { start: 900 + i * 18, end: d1, in: 'scale', inTime: 400 }, { radius: barW * 0.27 }),
    );
  }
  const scenes: SceneSpec[] = [
    { id: 'episode', duration: d1, bg, elements: els },
    endCard(ratio, vars, { bg: '{{accent}}', fg: ink, accent: ink, line: 'New episodes every Tuesday', cta: 'Listen now', url: '{{show}} · wherever you get podcasts', duration: 3000 }),
  ];
  return template(c.id, c.name, 'podcast', ratio, vars, 2200, scenes);
}

interface QuoteContent {
  id: string;
  name: string;
  ratio: Ratio;
  bg: string;
  accent: string;
  fg: string;
  quote: string;
  author: string;
  handle: string;
  style: 'block' | 'gradient';
}

/** A typographic quote card. */
function quoteCard(c: QuoteContent): TemplateFile {
  const ratio = c.ratio;
  const { W, H } = canvasOf[ratio];
  const m = margin[ratio] + (ratio === 1 ? 90 : 20);
  const vars: Variable[] = [
    textVar('quote', 'Quote', c.quote, 140),
    textVar('author', 'Author', c.author, 40),
    textVar('handle', 'Your handle', c.handle, 30),
    colourVar('background', 'Background colour', c.bg),
    colourVar('accent', 'Accent colour', c.accent),
    ...(c.style === 'gradient' ? [imageVar('texture', 'Background picture', 'media/bg-violet.jpg')] : []),
  ];
  const fill = filler(vars);
  const d = 8000;
  const els: Json[] = [];
  if (c.style === 'gradient') els.push(pic({ x: 0, y: 0, w: W, h: H }, '{{texture}}', { start: 0, end: d, in: 'fade', inTime: 800 }, { alpha: 0.9 }));
  else {
    els.push(shape({ x: 0, y: 0, w: ratio === 1 ? 40 : W, h: ratio === 1 ? H : 40 }, 'square', '{{accent}}', { start: 0, end: d, in: ratio === 1 ? 'down' : 'right', inTime: 700 }));
    els.push(shape({ x: W - 260, y: H - 260, w: 520, h: 520 }, 'circle', '{{accent}}', { start: 0, end: d, in: 'scale', inTime: 900 }, { alpha: 0.22 }));
  }
  const quoteSize = ratio === 0 ? 92 : ratio === 1 ? 84 : 76;
  const quoteW = W - 2 * m;
  const lines = Math.min(7, Math.max(2, Math.ceil(measureWidth(fill(c.quote), quoteSize) / (quoteW * 0.92))));
  const blockH = quoteSize * 1.9 + lines * quoteSize * 1.22 + 200;
  const top = Math.max(m, (H - blockH) / 2);
  els.push(text({ x: m - 8, y: top, w: 200, h: quoteSize * 2.4 }, '“', { size: quoteSize * 2.4, color: '{{accent}}', lineHeight: 1 }, { start: 100, end: d, in: 'scale', inTime: 600 }));
  const stack = new Stack(m, top + quoteSize * 1.7, quoteW, d, fill, 400, 400);
  stack.add('{{quote}}', { size: quoteSize, color: c.fg, lineHeight: 1.22 }, { effect: 'fade' });
  stack.gap(ratio === 2 ? 34 : 56);
  els.push(shape({ x: m, y: stack.y, w: 80, h: 8 }, 'square', '{{accent}}', { start: 1200, end: d, in: 'right', inTime: 500 }, { radius: 4 }));
  stack.gap(36);
  stack.delay = 1300;
  stack.add('{{author}}', { size: quoteSize * 0.5, color: c.fg }, { effect: 'left' });
  els.push(...stack.elements);
  els.push(text({ x: m, y: H - (ratio === 2 ? 70 : 110), w: quoteW, h: 50 }, '{{handle}}', { size: ratio === 2 ? 26 : 32, weight: 400, color: c.fg, align: 'right' }, { start: 1600, end: d, in: 'fade', inTime: 600 }));
  return template(c.id, c.name, 'quote', ratio, vars, 2600, [{ id: 'quote', duration: d, bg: '{{background}}', elements: els }]);
}

interface ListingContent {
  id: string;
  name: string;
  ratio: Ratio;
  accent: string;
  address: string;
  price: string;
  beds: string;
  baths: string;
  area: string;
  agent: string;
  phone: string;
  presenter?: { avatar: string; voice: string; script: string };
}

/** A property listing: exterior photo, price badge, address and facts; then the interior and the agent. */
function listing(c: ListingContent): TemplateFile {
  const ratio = c.ratio;
  const { W, H } = canvasOf[ratio];
  const t = type[ratio];
  const m = margin[ratio];
  const vars: Variable[] = [
    textVar('address', 'Address', c.address, 50),
    textVar('price', 'Price', c.price, 16),
    textVar('beds', 'Bedrooms', c.beds, 3),
    textVar('baths', 'Bathrooms', c.baths, 3),
    textVar('area', 'Floor area', c.area, 16),
    textVar('agent', 'Agent or agency', c.agent, 40),
    textVar('phone', 'Phone', c.phone, 24),
    imageVar('exterior', 'Outside photo', 'media/house.jpg'),
    imageVar('interior', 'Inside photo', 'media/living-room.jpg'),
    colourVar('accent', 'Accent colour', c.accent),
    ...(c.presenter ? presenterVars(c.presenter.avatar, c.presenter.voice) : []),
  ];
  const fill = filler(vars);
  const d1 = 5500;
  const bg = '#fbf8f3';
  const els: Json[] = [];
  let photo;
  let stackBox;
  if (ratio === 0) {
    photo = { x: 0, y: 0, w: W, h: 1060 };
    stackBox = { x: m, y: 1130, w: W - 2 * m };
  } else if (ratio === 1) {
    photo = { x: 760, y: 0, w: 1160, h: H };
    stackBox = { x: m, y: 170, w: 580 };
  } else {
    photo = { x: 0, y: 0, w: W, h: 600 };
    stackBox = { x: m, y: 640, w: W - 2 * m };
  }
  els.push(pic(photo, '{{exterior}}', { start: 0, end: d1, in: 'fade', inTime: 700 }));
  els.push(text({ x: photo.x + 40 + 12, y: photo.y + 40, w: 400, h: 60 }, 'JUST LISTED', { size: t.tag, color: '#ffffff', bg: '{{accent}}' }, { start: 300, end: d1, in: 'left', inTime: 600 }));
  const badgeW = ratio === 2 ? 330 : 420;
  const badgeY = ratio === 1 ? H - 220 : photo.y + photo.h - 70;
  const badgeX = ratio === 1 ? photo.x + 60 : W - m - badgeW;
  els.push(shape({ x: badgeX, y: badgeY, w: badgeW, h: ratio === 2 ? 110 : 140 }, 'square', ink, { start: 500, end: d1, in: 'scale', inTime: 600 }, { radius: 24 }));
  els.push(text({ x: badgeX, y: badgeY, w: badgeW, h: ratio === 2 ? 110 : 140 }, '{{price}}', { size: ratio === 2 ? 54 : 68, color: '#ffffff', align: 'center', valign: 'middle' }, { start: 600, end: d1, in: 'scale', inTime: 600 }));
  if (c.presenter) {
    const size = ratio === 0 ? 300 : 280;
    const px = ratio === 1 ? m : m;
    const py = ratio === 0 ? 1560 : H - size - 60;
    els.push(shape({ x: px - 8, y: py - 8, w: size + 16, h: size + 16 }, 'circle', '{{accent}}', { start: 700, end: d1, in: 'scale', inTime: 600 }));
    els.push(person({ x: px, y: py, w: size, h: size }, c.presenter.script, { start: 700, end: d1, in: 'scale', inTime: 600 }, { circle: true }));
    const labelSize = ratio === 0 ? 44 : 36;
    els.push(text({ x: px + size + 40, y: py + size / 2 - labelSize * 1.25, w: W - px - size - 40 - m, h: labelSize * 1.25 }, '{{agent}}', { size: labelSize, color: ink }, { start: 900, end: d1, in: 'left', inTime: 500 }));
    els.push(text({ x: px + size + 40, y: py + size / 2 + 10, w: W - px - size - 40 - m, h: labelSize * 1.25 }, '{{phone}}', { size: labelSize * 0.85, weight: 400, color: muted }, { start: 1000, end: d1, in: 'left', inTime: 500 }));
  }
  const stack = new Stack(stackBox.x, stackBox.y + (ratio === 0 ? 40 : 0), stackBox.w - (ratio === 0 ? 0 : 0), d1, fill, 400);
  stack.add('{{address}}', { size: t.h1 * (ratio === 2 ? 0.75 : 0.8), color: ink, lineHeight: 1.08 });
  stack.gap(ratio === 2 ? 22 : 36);
  const factSize = ratio === 2 ? 30 : ratio === 0 ? 42 : 36;
  const facts = ['{{beds}} beds', '{{baths}} baths', '{{area}}'];
  if (ratio === 1) {
    for (const fact of facts) {
      stack.add(fact, { size: factSize + 4, weight: 400, color: ink, bg: '#efe7da' });
      stack.gap(22);
    }
  } else {
    let x = stackBox.x + factSize * 0.3;
    facts.forEach((fact, index) => {
      const width = measureWidth(fill(fact), factSize, 400) + 10;
      els.push(text({ x, y: stack.y, w: width + 40, h: factSize * 1.3 }, fact, { size: factSize, weight: 400, color: ink, bg: '#efe7da' }, { start: stack.delay + index * 120, end: d1, in: 'up', inTime: 500 }));
      x += width + factSize * 0.6 + 26;
    });
    stack.y += factSize * 1.3 + 30;
  }
  stack.gap(ratio === 2 ? 8 : 30);
  if (!(c.presenter && ratio === 0)) stack.add('Listed by {{agent}}', { size: t.body * 0.9, weight: 400, color: muted });
  els.push(...stack.elements);
  const d2 = 4000;
  const els2: Json[] = [];
  els2.push(pic({ x: 0, y: 0, w: W, h: H }, '{{interior}}', { start: 0, end: d2, in: 'scale-.5', inTime: 900 }));
  const panelH = ratio === 0 ? 520 : ratio === 1 ? 300 : 330;
  els2.push(shape({ x: 0, y: H - panelH, w: W, h: panelH }, 'square', 'rgba(22, 23, 43, 0.86)', { start: 300, end: d2, in: 'up', inTime: 600 }));
  const s2 = new Stack(m, H - panelH + (ratio === 2 ? 50 : 70), W - 2 * m, d2, fill, 500);
  s2.add('Book a private viewing', { size: t.h1 * 0.75, color: '#ffffff' });
  s2.gap(18);
  s2.add('{{agent}} · {{phone}}', { size: t.h2, weight: 400, color: '#ffffff' });
  els2.push(...s2.elements);
  const scenes: SceneSpec[] = [
    { id: 'listing', duration: d1, bg, elements: els },
    { id: 'inside', duration: d2, bg: ink, elements: els2 },
  ];
  return template(c.id, c.name, 'real-estate', ratio, vars, 2000, scenes);
}

interface RecipeContent {
  id: string;
  name: string;
  ratio: Ratio;
  accent: string;
  photo: string;
  dish: string;
  time: string;
  serves: string;
  ingredients: [string, string, string, string];
  handle: string;
}

/** A recipe: the dish, time and servings, then the ingredients, then where the full recipe is. */
function recipe(c: RecipeContent): TemplateFile {
  const ratio = c.ratio;
  const { W } = canvasOf[ratio];
  const t = type[ratio];
  const m = margin[ratio];
  const vars: Variable[] = [
    textVar('dish', 'Dish name', c.dish, 40),
    textVar('time', 'Time', c.time, 16),
    textVar('serves', 'Servings', c.serves, 16),
    textVar('ingredient_1', 'Ingredient 1', c.ingredients[0], 50),
    textVar('ingredient_2', 'Ingredient 2', c.ingredients[1], 50),
    textVar('ingredient_3', 'Ingredient 3', c.ingredients[2], 50),
    textVar('ingredient_4', 'Ingredient 4', c.ingredients[3], 50),
    textVar('handle', 'Where to find the recipe', c.handle, 40),
    imageVar('photo', 'Dish photo', c.photo),
    colourVar('accent', 'Accent colour', c.accent),
  ];
  const fill = filler(vars);
  const d1 = 4500;
  const bg = '#fff8ef';
  const els: Json[] = [];
  let photo;
  let stackBox;
  if (ratio === 0) {
    photo = { x: 90, y: 160, w: 900, h: 900 };
    stackBox = { x: m, y: 1140, w: W - 2 * m };
  } else if (ratio === 1) {
    photo = { x: 1000, y: 90, w: 900, h: 900 };
    stackBox = { x: m, y: 240, w: 800 };
  } else {
    photo = { x: 470, y: 350, w: 570, h: 570 };
    stackBox = { x: m, y: 80, w: 600 };
  }
  els.push(shape({ x: photo.x - 30, y: photo.y - 30, w: photo.w + 60, h: photo.h + 60 }, 'circle', '{{accent}}', { start: 0, end: d1, in: 'scale', inTime: 700 }, { alpha: 0.2 }));
  els.push(pic(photo, '{{photo}}', { start: 100, end: d1, in: 'rotate', inTime: 900 }, { circle: c.photo.endsWith('.jpg'), fit: c.photo.endsWith('.jpg') ? 'cover' : 'contain' }));
  const stack = new Stack(stackBox.x, stackBox.y, stackBox.w, d1, fill, 400);
  stack.add('RECIPE', { size: t.tag, color: '#ffffff', bg: '{{accent}}' }, { effect: 'fade' });
  stack.gap(ratio === 2 ? 18 : 28);
  stack.add('{{dish}}', { size: t.h1 * (ratio === 1 ? 1.1 : 1), color: ink, lineHeight: 1.04 });
  stack.gap(ratio === 2 ? 24 : 40);
  stack.add('{{time}}   ·   Serves {{serves}}', { size: t.h2, weight: 400, color: muted });
  els.push(...stack.elements);
  const scenes: SceneSpec[] = [
    { id: 'dish', duration: d1, bg, elements: els },
    pointsScene(ratio, vars, {
      id: 'ingredients',
      bg: '#ffffff',
      fg: ink,
      accent: '{{accent}}',
      tag: 'YOU WILL NEED',
      title: 'Ingredients',
      points: ['{{ingredient_1}}', '{{ingredient_2}}', '{{ingredient_3}}', '{{ingredient_4}}'],
      media: ratio === 2 ? undefined : '{{photo}}',
      duration: 5000,
    }),
    endCard(ratio, vars, { bg: '{{accent}}', fg: '#ffffff', accent: ink, line: 'Full recipe and method', cta: 'Save it for later', url: '{{handle}}', duration: 3000 }),
  ];
  // The photo in the ingredients scene of a cut-out dish sits contained.
  if (!c.photo.endsWith('.jpg')) for (const element of scenes[1]!.elements) if (element.type === 'pic') Object.assign(element, { fit_mode: 'contain' });
  return template(c.id, c.name, 'recipe', ratio, vars, 1900, scenes);
}

interface EventContent {
  id: string;
  name: string;
  ratio: Ratio;
  accent: string;
  title: string;
  day: string;
  month: string;
  venue: string;
  detail: string;
  agenda: [string, string, string];
  url: string;
}

/** An event invitation: stage photo, date block, title, venue; then the agenda; then the sign-up. */
function eventInvite(c: EventContent): TemplateFile {
  const ratio = c.ratio;
  const { W, H } = canvasOf[ratio];
  const t = type[ratio];
  const m = margin[ratio];
  const vars: Variable[] = [
    textVar('title', 'Event name', c.title, 40),
    textVar('day', 'Day of month', c.day, 2),
    textVar('month', 'Month', c.month, 3),
    textVar('venue', 'Venue and city', c.venue, 50),
    textVar('detail', 'One-line pitch', c.detail, 80),
    textVar('agenda_1', 'Agenda item 1', c.agenda[0], 60),
    textVar('agenda_2', 'Agenda item 2', c.agenda[1], 60),
    textVar('agenda_3', 'Agenda item 3', c.agenda[2], 60),
    textVar('url', 'Sign-up address', c.url, 40),
    imageVar('photo', 'Venue photo', 'media/stage.jpg'),
    colourVar('accent', 'Accent colour', c.accent),
  ];
  const fill = filler(vars);
  const d1 = 5000;
  const bg = '#0b0d24';
  const els: Json[] = [];
  const photoH = ratio === 0 ? 1100 : ratio === 1 ? H : 560;
  els.push(pic({ x: 0, y: 0, w: W, h: photoH }, '{{photo}}', { start: 0, end: d1, in: 'fade', inTime: 800 }));
  if (ratio === 1) els.push(shape({ x: 0, y: 0, w: 1100, h: H }, 'square', 'rgba(11, 13, 36, 0.9)', { start: 0, end: d1, in: 'left', inTime: 700 }));
  else els.push(shape({ x: 0, y: photoH - 200, w: W, h: 200 }, 'square', 'rgba(11, 13, 36, 0.6)', { start: 0, end: d1 }, { gauss: 40 }));
  const dateSize = ratio === 2 ? 170 : 210;
  const dateX = ratio === 1 ? m : W - m - dateSize;
  const dateY = ratio === 0 ? 1000 : ratio === 1 ? 130 : 470;
  els.push(shape({ x: dateX, y: dateY, w: dateSize, h: dateSize }, 'square', '{{accent}}', { start: 300, end: d1, in: 'rotate', inTime: 700 }, { radius: 28 }));
  els.push(text({ x: dateX, y: dateY + dateSize * 0.1, w: dateSize, h: dateSize * 0.55 }, '{{day}}', { size: dateSize * 0.46, color: '#ffffff', align: 'center', valign: 'middle' }, { start: 400, end: d1, in: 'fade', inTime: 500 }));
  els.push(text({ x: dateX, y: dateY + dateSize * 0.6, w: dateSize, h: dateSize * 0.3 }, '{{month}}', { size: dateSize * 0.17, color: '#ffffff', align: 'center', valign: 'middle' }, { start: 400, end: d1, in: 'fade', inTime: 500 }));
  const stackY = ratio === 0 ? 1260 : ratio === 1 ? 130 + dateSize + 60 : 660;
  const stackW = ratio === 1 ? 900 : W - 2 * m;
  const stack = new Stack(m, stackY, stackW, d1, fill, 500);
  if (ratio === 2) stack.gap(0);
  stack.add('{{title}}', { size: t.h1 * (ratio === 2 ? 0.9 : 1), color: '#ffffff', lineHeight: 1.04 });
  stack.gap(ratio === 2 ? 14 : 24);
  stack.add('{{venue}}', { size: t.h2, color: '{{accent}}' });
  stack.gap(ratio === 2 ? 10 : 20);
  stack.add('{{detail}}', { size: t.body, weight: 400, color: '#c9cbe6', lineHeight: 1.3 });
  els.push(...stack.elements);
  const scenes: SceneSpec[] = [
    { id: 'invite', duration: d1, bg, elements: els },
    pointsScene(ratio, vars, { id: 'agenda', bg, fg: '#ffffff', accent: '{{accent}}', tag: 'AGENDA · {{day}} {{month}}', title: "What's on", points: ['{{agenda_1}}', '{{agenda_2}}', '{{agenda_3}}'], numbered: true, duration: 4500 }),
    endCard(ratio, vars, { bg: '{{accent}}', fg: '#ffffff', accent: ink, line: 'Seats are limited', cta: 'Register now', url: '{{url}}', duration: 3000 }),
  ];
  return template(c.id, c.name, 'event', ratio, vars, 2200, scenes);
}

interface HiringContent {
  id: string;
  name: string;
  ratio: Ratio;
  accent: string;
  company: string;
  role: string;
  place: string;
  perks: [string, string, string];
  url: string;
  presenter?: { avatar: string; voice: string; script: string };
}

/** A job post: "We're hiring", the role, where, the office; then perks; then how to apply. */
function hiring(c: HiringContent): TemplateFile {
  const ratio = c.ratio;
  const { W } = canvasOf[ratio];
  const t = type[ratio];
  const m = margin[ratio];
  const vars: Variable[] = [
    textVar('company', 'Company', c.company, 30),
    textVar('role', 'Role', c.role, 50),
    textVar('place', 'Location', c.place, 40),
    textVar('perk_1', 'Perk 1', c.perks[0], 50),
    textVar('perk_2', 'Perk 2', c.perks[1], 50),
    textVar('perk_3', 'Perk 3', c.perks[2], 50),
    textVar('url', 'Where to apply', c.url, 40),
    imageVar('photo', 'Team or office photo', 'media/office.jpg'),
    colourVar('accent', 'Accent colour', c.accent),
    ...(c.presenter ? presenterVars(c.presenter.avatar, c.presenter.voice) : []),
  ];
  const fill = filler(vars);
  const d1 = c.presenter ? 6000 : 5000;
  const bg = '{{accent}}';
  const els: Json[] = [];
  let photo;
  let stackBox;
  if (ratio === 0) {
    photo = c.presenter ? { x: 80, y: 820, w: 920, h: 980 } : { x: 80, y: 1000, w: 920, h: 780 };
    stackBox = { x: m, y: 200, w: W - 2 * m };
  } else if (ratio === 1) {
    photo = { x: 1000, y: 140, w: 810, h: 800 };
    stackBox = { x: m, y: 200, w: 820 };
  } else {
    photo = { x: 72, y: 520, w: 900, h: 460 };
    stackBox = { x: m, y: 80, w: W - 2 * m };
  }
  els.push(shape({ x: photo.x + 30, y: photo.y + 30, w: photo.w, h: photo.h }, 'square', ink, { start: 0, end: d1, in: 'scale', inTime: 700 }, { radius: 40 }));
  if (c.presenter) els.push(person(photo, c.presenter.script, { start: 100, end: d1, in: 'up', inTime: 700 }, { radius: 40 }));
  else els.push(pic(photo, '{{photo}}', { start: 100, end: d1, in: 'up', inTime: 700 }, { radius: 40 }));
  const stack = new Stack(stackBox.x, stackBox.y, stackBox.w, d1, fill, 300);
  stack.add('{{company}} IS HIRING', { size: t.tag * 1.1, color: '#ffffff', bg: ink }, { effect: 'fade' });
  stack.gap(ratio === 2 ? 18 : 30);
  stack.add("We're hiring a", { size: t.h2 * 1.2, weight: 400, color: ink });
  stack.gap(6);
  stack.add('{{role}}', { size: t.h1 * (ratio === 2 ? 0.95 : 1.1), color: ink, lineHeight: 1.02 });
  stack.gap(ratio === 2 ? 20 : 34);
  stack.add('{{place}}', { size: t.h2, weight: 400, color: ink });
  els.push(...stack.elements);
  const scenes: SceneSpec[] = [
    { id: 'role', duration: d1, bg, elements: els },
    pointsScene(ratio, vars, { id: 'perks', bg: '#ffffff', fg: ink, accent: '{{accent}}', markInk: ink, tagColour: muted, tag: 'WHY {{company}}', title: 'What you get', points: ['{{perk_1}}', '{{perk_2}}', '{{perk_3}}'], media: ratio === 2 ? undefined : '{{photo}}', duration: 4500 }),
    endCard(ratio, vars, { bg: ink, fg: '#ffffff', accent: '{{accent}}', ctaInk: ink, line: 'Sounds like you?', cta: 'Apply today', url: '{{url}}', duration: 3000 }),
  ];
  return template(c.id, c.name, 'hiring', ratio, vars, 2000, scenes);
}

interface NewsContent {
  id: string;
  name: string;
  ratio: Ratio;
  accent: string;
  outlet: string;
  headline: string;
  summary: string;
  ticker: string;
  presenter?: { avatar: string; voice: string; script: string };
}

/** A news flash: city backdrop, BREAKING bar, headline lower third, ticker. */
function newsFlash(c: NewsContent): TemplateFile {
  const ratio = c.ratio;
  const { W, H } = canvasOf[ratio];
  const t = type[ratio];
  const m = margin[ratio];
  const vars: Variable[] = [
    textVar('outlet', 'Channel or brand', c.outlet, 24),
    textVar('headline', 'Headline', c.headline, 60),
    textVar('summary', 'Summary', c.summary, 120),
    textVar('ticker', 'Ticker line', c.ticker, 90),
    imageVar('photo', 'Backdrop photo', 'media/city.jpg'),
    colourVar('accent', 'Accent colour', c.accent),
    ...(c.presenter ? presenterVars(c.presenter.avatar, c.presenter.voice) : []),
  ];
  const fill = filler(vars);
  const d1 = c.presenter ? 8000 : 7000;
  const bg = '#0a1330';
  const els: Json[] = [];
  els.push(pic({ x: 0, y: 0, w: W, h: H }, '{{photo}}', { start: 0, end: d1, in: 'scale-.5', inTime: 1000 }));
  els.push(shape({ x: 0, y: 0, w: W, h: H }, 'square', 'rgba(10, 19, 48, 0.35)', { start: 0, end: d1 }));
  if (c.presenter) {
    const box = ratio === 1 ? { x: 1240, y: 40, w: 580, h: 720 } : ratio === 0 ? { x: 90, y: 220, w: 900, h: 860 } : { x: 560, y: 72, w: 448, h: 448 };
    els.push(person(box, c.presenter.script, { start: 0, end: d1, in: 'fade', inTime: 600 }, { radius: 32 }));
  }
  // Outlet bug
  els.push(text({ x: m + 14, y: m, w: 600, h: 70 }, '{{outlet}}', { size: t.tag * 1.3, color: '#ffffff', bg: 'rgba(10, 19, 48, 0.85)' }, { start: 200, end: d1, in: 'fade', inTime: 500 }));
  const bugWidth = measureWidth(fill('{{outlet}}'), t.tag * 1.3);
  els.push(shape({ x: m + 14 + bugWidth + t.tag * 0.9, y: m + 35 - 13, w: 26, h: 26 }, 'circle', '#ff3b30', { start: 200, end: d1, in: 'scale', inTime: 400 }));
  const tickerH = ratio === 2 ? 64 : 80;
  const pad = ratio === 2 ? 50 : 70;
  const probe = new Stack(m, 0, W - 2 * m, d1, fill);
  probe.add('{{headline}}', { size: ratio === 0 ? 84 : ratio === 1 ? 66 : 52, color: ink, lineHeight: 1.08 }, { room: 0 });
  probe.gap(ratio === 2 ? 10 : 20);
  probe.add('{{summary}}', { size: t.body * (ratio === 2 ? 0.9 : 1), weight: 400, color: '#383a52', lineHeight: 1.3 });
  const lowerH = Math.round(probe.y + 2 * pad - 10);
  const lowerY = H - lowerH - tickerH - (ratio === 0 ? 120 : 0);
  els.push(shape({ x: 0, y: lowerY, w: W, h: lowerH }, 'square', 'rgba(255, 255, 255, 0.95)', { start: 300, end: d1, in: 'up', inTime: 600 }));
  els.push(shape({ x: 0, y: lowerY, w: 18, h: lowerH }, 'square', '{{accent}}', { start: 400, end: d1, in: 'up', inTime: 600 }));
  els.push(text({ x: m + 12, y: lowerY - (ratio === 2 ? 40 : 50), w: 500, h: ratio === 2 ? 56 : 70 }, 'BREAKING', { size: ratio === 2 ? 32 : 40, color: '#ffffff', bg: '{{accent}}' }, { start: 500, end: d1, in: 'left', inTime: 500 }));
  const stack = new Stack(m, lowerY + pad, W - 2 * m, d1, fill, 700);
  stack.add('{{headline}}', { size: ratio === 0 ? 84 : ratio === 1 ? 66 : 52, color: ink, lineHeight: 1.08 }, { room: 0 });
  stack.gap(ratio === 2 ? 10 : 20);
  stack.add('{{summary}}', { size: t.body * (ratio === 2 ? 0.9 : 1), weight: 400, color: '#383a52', lineHeight: 1.3 });
  els.push(...stack.elements);
  els.push(shape({ x: 0, y: H - tickerH, w: W, h: tickerH }, 'square', ink, { start: 300, end: d1, in: 'up', inTime: 500 }));
  els.push(text({ x: 0, y: H - tickerH, w: ratio === 2 ? 150 : 200, h: tickerH }, 'LIVE', { size: ratio === 2 ? 28 : 34, color: '#ffffff', align: 'center', valign: 'middle' }, { start: 400, end: d1 }));
  els.push(shape({ x: 0, y: H - tickerH, w: ratio === 2 ? 150 : 200, h: tickerH }, 'square', '{{accent}}', { start: 400, end: d1 }));
  // LIVE text above its block
  const live = els.pop()!;
  els.splice(els.length - 1, 0, live);
  els.push(
    text({ x: (ratio === 2 ? 150 : 200) + 30, y: H - tickerH, w: W - (ratio === 2 ? 180 : 230), h: tickerH }, '{{ticker}}', { size: ratio === 2 ? 26 : 32, weight: 400, color: '#ffffff', valign: 'middle' }, { start: 900, end: d1, in: 'left', inTime: 1200 }),
  );
  const scenes: SceneSpec[] = [{ id: 'flash', duration: d1, bg, elements: els }];
  return template(c.id, c.name, 'news', ratio, vars, 2400, scenes);
}

// ---------------------------------------------------------------- the templates

const all: TemplateFile[] = [
  // product
  productHero({
    id: 'product-launch-9x16', name: 'Product Launch', ratio: 0, category: 'product', bg: '#f6efe6', accent: '#ff5a36', photo: 'media/lamp.png',
    tag: 'NEW ARRIVAL', product: 'Aurora Lamp', tagline: 'Warm, dimmable light that follows your day', price: '$89', cta: 'Shop now', url: 'auroralamp.com',
    features: ['Three warm light modes, one touch', 'Solid brass arm that holds any angle', 'Charges your phone through the base'],
  }),
  productHero({
    id: 'product-spotlight-16x9', name: 'Product Spotlight', ratio: 1, category: 'product', bg: '#eef1ff', accent: '#5b6cff', photo: 'media/headphones.png',
    tag: 'MEET THE NEW', product: 'Pulse Pro', tagline: 'Noise cancelling headphones with 40-hour battery life', price: '$199', cta: 'Pre-order', url: 'pulseaudio.com',
    features: ['Adaptive noise cancelling', '40 hours on one charge', 'Folds flat into a slim case'],
  }),
  productHero({
    id: 'product-card-1x1', name: 'Product Card', ratio: 2, category: 'product', bg: '#fdf3e7', accent: '#c8553d', photo: 'media/coffee.png',
    tag: 'HOUSE BLEND', product: 'Morning Roast', tagline: 'Single-origin beans, roasted every Monday', price: '$16 / bag', cta: 'Order beans', url: 'northroast.coffee',
    features: ['Roasted to order in small batches', 'Notes of cocoa, cherry and caramel', 'Free delivery over $30'],
  }),
  productHero({
    id: 'product-presenter-9x16', name: 'Product Demo with Presenter', ratio: 0, category: 'product', bg: '#ffffff', accent: '#00a896', photo: 'media/watch.png',
    tag: 'JUST LAUNCHED', product: 'Stride Watch', tagline: 'Track sleep, runs and heart rate for a week on one charge', price: '$149', cta: 'Get yours', url: 'stride.fit',
    features: ['Seven-day battery life', 'Heart rate and sleep tracking', 'Swim-proof to 50 metres'],
    presenter: { avatar: '798', voice: 'english-sarah', script: 'Meet {{product}}. {{tagline}}. Yours for {{price}}.' },
  }),
  productHero({
    id: 'product-presenter-16x9', name: 'Product Pitch with Presenter', ratio: 1, category: 'product', bg: '#f4f1ff', accent: '#6d5ae6', photo: 'media/laptop.png',
    tag: 'NOW AVAILABLE', product: 'Ledger Cloud', tagline: 'Bookkeeping that closes your month in ten minutes', price: 'From $12/mo', cta: 'Start free trial', url: 'ledger.cloud',
    features: ['Bank feeds from 5,000 banks', 'Invoices that chase themselves', 'Tax-ready reports in one click'],
    presenter: { avatar: '600', voice: 'english-daniel', script: 'This is {{product}}: {{tagline}}. Try it today.' },
  }),
  // sale
  saleBurst({ id: 'flash-sale-9x16', name: 'Flash Sale', ratio: 0, accent: '#ff3d71', photo: 'media/sneaker.png', event: 'WEEKEND FLASH SALE', discount: '40% OFF', detail: 'All running shoes and trainers', code: 'RUN40', ends: 'Sunday at midnight', url: 'strideshop.com' }),
  saleBurst({ id: 'seasonal-sale-16x9', name: 'Seasonal Sale', ratio: 1, accent: '#ff7b39', photo: 'media/serum.png', event: 'SUMMER SALE', discount: '30% OFF', detail: 'Every serum, cream and gift set', code: 'GLOW30', ends: 'August 31', url: 'glowskin.co' }),
  saleBurst({ id: 'sale-square-1x1', name: 'Sale Square', ratio: 2, accent: '#5b6cff', photo: 'media/headphones.png', event: 'BLACK FRIDAY', discount: '-50%', detail: 'Headphones and speakers', code: 'BF50', ends: 'Monday', url: 'pulseaudio.com' }),
  // tutorial
  tutorialSteps({ id: 'how-to-steps-9x16', name: 'How-To in 3 Steps', ratio: 0, accent: '#6d5ae6', screenshot: 'media/phone-app.png', topic: 'set a monthly budget', app: 'Pocket', steps: ['Connect your bank account', 'Pick a limit for each category', 'Get a nudge before you overspend'], url: 'pocketapp.io' }),
  tutorialSteps({
    id: 'tutorial-presenter-16x9', name: 'Tutorial with Presenter', ratio: 1, accent: '#00a896', screenshot: 'media/laptop.png', topic: 'send your first invoice', app: 'Ledger', steps: ['Add your client and their email', 'List the work and the price', 'Press send, and get paid online'], url: 'ledger.cloud/help',
    presenter: { avatar: '600', voice: 'english-daniel', script: 'Here is how to {{topic}} in {{app}}, in three quick steps.' },
  }),
  tutorialSteps({ id: 'quick-tip-1x1', name: 'Quick Tip', ratio: 2, accent: '#ff7b39', screenshot: 'media/laptop.png', topic: 'build a sales report', app: 'Sheetly', steps: ['Import last month’s orders', 'Choose the Sales template', 'Share the live link with your team'], url: 'sheetly.app' }),
  // announcement
  announcementCard({ id: 'big-news-9x16', name: 'Big News', ratio: 0, accent: '#ff3d71', background: 'media/bg-sunset.jpg', kicker: 'ANNOUNCEMENT', headline: 'We are opening in Brooklyn', detail: 'Our second studio opens its doors on Bedford Avenue, with free classes all opening week.', date: 'Saturday, May 10', url: 'flowstudio.com' }),
  announcementCard({ id: 'announcement-16x9', name: 'Company Announcement', ratio: 1, accent: '#00c2a8', background: 'media/bg-ocean.jpg', kicker: 'PRODUCT UPDATE', headline: 'Version 3.0 is here', detail: 'A faster editor, team workspaces and 40 new integrations, free for every customer.', date: 'Available today', url: 'tasklane.com/new' }),
  announcementCard({ id: 'announcement-1x1', name: 'Announcement Square', ratio: 2, accent: '#ff7b54', background: 'media/bg-violet.jpg', kicker: 'NEW HOURS', headline: 'Now open on Sundays', detail: 'From 9 am to 4 pm, starting this weekend.', date: 'From June 2', url: 'corner-bakery.com' }),
  // testimonial
  testimonialCard({ id: 'customer-review-9x16', name: 'Customer Review', ratio: 0, accent: '#6d5ae6', bg: '#f7f5ff', photo: 'media/customer-1.jpg', quote: 'We replaced three tools with one. Our team ships client videos twice as fast now.', customer: 'Mia Chen', role: 'Head of Marketing, Bloomly', brand: 'Talkreel', url: 'talkreel.app' }),
  testimonialCard({ id: 'testimonial-16x9', name: 'Client Testimonial', ratio: 1, accent: '#00a896', bg: '#f1fbf8', photo: 'media/customer-2.jpg', quote: 'The best decision we made this year. Onboarding took an afternoon and support answers in minutes.', customer: 'David Okafor', role: 'Founder, Okafor Logistics', brand: 'Ledger', url: 'ledger.cloud' }),
  testimonialCard({ id: 'five-star-review-1x1', name: 'Five-Star Review', ratio: 2, accent: '#ff7b39', bg: '#fff6ee', photo: 'media/customer-1.jpg', quote: 'The coffee is incredible and it arrives two days after roasting.', customer: 'Mia Chen', role: 'Subscriber since 2023', brand: 'North Roast', url: 'northroast.coffee' }),
  // podcast
  podcastEpisode({ id: 'podcast-episode-9x16', name: 'Podcast Episode', ratio: 0, accent: '#ffb703', show: 'The Growth Loop', episode: '42', title: 'How small brands win on short video', guest: 'Priya Nair, founder of Kindred' }),
  podcastEpisode({
    id: 'podcast-host-16x9', name: 'Podcast with Host', ratio: 1, accent: '#00c2a8', show: 'Founders Table', episode: '18', title: 'Pricing your first product', guest: 'Sam Rivera, CEO of Tiny Seed',
    presenter: { avatar: '621', voice: 'english-nathan', script: 'Welcome to {{show}}. Today: {{title}}, with {{guest}}.' },
  }),
  podcastEpisode({ id: 'podcast-clip-1x1', name: 'Podcast Clip', ratio: 2, accent: '#ff5a7a', show: 'Tiny Kitchen', episode: '7', title: 'Cooking for one without the waste', guest: 'Chef Ana Lopes' }),
  // quote
  quoteCard({ id: 'quote-story-9x16', name: 'Quote Story', ratio: 0, bg: '#14213d', accent: '#fca311', fg: '#ffffff', quote: 'The best marketing doesn’t feel like marketing.', author: 'Tom Fishburne', handle: '@brightside.studio', style: 'block' }),
  quoteCard({ id: 'inspiring-quote-16x9', name: 'Inspiring Quote', ratio: 1, bg: '#1b1446', accent: '#ff7b54', fg: '#ffffff', quote: 'Make something people want, then tell them about it.', author: 'Founder’s notebook', handle: '@makersweekly', style: 'gradient' }),
  quoteCard({ id: 'quote-card-1x1', name: 'Quote Card', ratio: 2, bg: '#f3ede2', accent: '#c8553d', fg: '#16172b', quote: 'Good design is good business.', author: 'Thomas J. Watson Jr.', handle: '@studio.north', style: 'block' }),
  // real estate
  listing({
    id: 'just-listed-9x16', name: 'Just Listed', ratio: 0, accent: '#c8553d', address: '14 Maple Grove, Austin', price: '$685,000', beds: '4', baths: '3', area: '2,150 sq ft', agent: 'Harbor Realty', phone: '(512) 555-0142',
    presenter: { avatar: '614', voice: 'english-olivia', script: 'Just listed: {{address}}. {{beds}} bedrooms, {{baths}} baths, for {{price}}.' },
  }),
  listing({ id: 'property-tour-16x9', name: 'Property Tour', ratio: 1, accent: '#2a9d8f', address: 'The Linden, 22 Park Row', price: '$1,250,000', beds: '3', baths: '2', area: '1,640 sq ft', agent: 'Linden & Co.', phone: '(212) 555-0198' }),
  listing({ id: 'open-house-1x1', name: 'Open House', ratio: 2, accent: '#e76f51', address: '8 Willow Lane, Portland', price: '$529,000', beds: '3', baths: '2', area: '1,480 sq ft', agent: 'Northwest Homes', phone: '(503) 555-0117' }),
  // recipe
  recipe({ id: 'recipe-reel-9x16', name: 'Recipe Reel', ratio: 0, accent: '#e76f51', photo: 'media/poke-bowl.jpg', dish: 'Salmon Poke Bowl', time: '20 min', serves: '2', ingredients: ['200 g sushi-grade salmon', '1 cup cooked sushi rice', '1 ripe mango, diced', 'Edamame, avocado, sesame'], handle: '@tinykitchen' }),
  recipe({ id: 'recipe-card-16x9', name: 'Recipe Card', ratio: 1, accent: '#d1495b', photo: 'media/cake.png', dish: 'Berry Chocolate Cake', time: '1 h 15 min', serves: '10', ingredients: ['250 g dark chocolate', '200 g butter and 4 eggs', '200 g caster sugar', 'Fresh berries to finish'], handle: 'sweetcrumb.com/cake' }),
  recipe({ id: 'recipe-square-1x1', name: 'Recipe Square', ratio: 2, accent: '#2a9d8f', photo: 'media/poke-bowl.jpg', dish: 'Rainbow Poke', time: '15 min', serves: '2', ingredients: ['Salmon or tofu', 'Sushi rice', 'Mango and avocado', 'Soy-sesame dressing'], handle: '@greenbowl' }),
  // event
  eventInvite({ id: 'event-invite-9x16', name: 'Event Invite', ratio: 0, accent: '#6d5ae6', title: 'Future of Work Summit', day: '14', month: 'OCT', venue: 'Pier 27, San Francisco', detail: 'One day, 30 speakers and the people building how we work next.', agenda: ['Keynote: work after the office', 'Workshops on AI for small teams', 'Evening drinks on the pier'], url: 'fowsummit.com' }),
  eventInvite({ id: 'conference-16x9', name: 'Conference Promo', ratio: 1, accent: '#ff5a7a', title: 'Retail Growth Live', day: '03', month: 'MAR', venue: 'ExCeL London', detail: 'The two-day show for independent shops going online.', agenda: ['20 talks from founders who scaled', 'Meet 80 tools for online stores', 'Free one-to-one advice clinic'], url: 'retailgrowth.live' }),
  eventInvite({ id: 'webinar-1x1', name: 'Webinar Invite', ratio: 2, accent: '#00a896', title: 'Free Webinar: Video Ads', day: '21', month: 'JUN', venue: 'Online · 6 pm CET', detail: 'Learn to make ads that stop the scroll.', agenda: ['Hooks that work in 3 seconds', 'Editing for sound-off viewing', 'Live Q&A'], url: 'adschool.io/webinar' }),
  // hiring
  hiring({
    id: 'we-are-hiring-9x16', name: "We're Hiring", ratio: 0, accent: '#ffd166', company: 'Bloomly', role: 'Senior Product Designer', place: 'Remote in Europe', perks: ['Four-day work week', '€2,000 yearly learning budget', 'Team retreats twice a year'], url: 'bloomly.com/careers',
    presenter: { avatar: '712', voice: 'english-emily', script: 'Hi! {{company}} is hiring a {{role}}. Come build with us.' },
  }),
  hiring({ id: 'job-opening-16x9', name: 'Job Opening', ratio: 1, accent: '#8ecae6', company: 'Harbor Realty', role: 'Office Manager', place: 'Austin, Texas', perks: ['Health, dental and vision cover', 'Bonus on every closed deal', 'Free parking downtown'], url: 'harborrealty.com/jobs' }),
  hiring({ id: 'join-our-team-1x1', name: 'Join Our Team', ratio: 2, accent: '#95d5b2', company: 'Green Bowl', role: 'Head Chef', place: 'Lisbon', perks: ['Five-day weeks, no late shifts', 'Your own seasonal menu', 'Meals and a yearly trip'], url: 'greenbowl.pt/jobs' }),
  // news
  newsFlash({
    id: 'news-anchor-16x9', name: 'News Anchor', ratio: 1, accent: '#e63946', outlet: 'City Daily', headline: 'New riverside park opens to the public', summary: 'Ten acres of gardens and paths open along the east bank this weekend.', ticker: 'Weather: sunny, 24°C · Markets up 0.8% · Metro line 4 reopens Monday',
    presenter: { avatar: '607', voice: 'english-chloe', script: 'Good evening, this is {{outlet}}. {{headline}}. {{summary}}' },
  }),
  newsFlash({ id: 'breaking-news-9x16', name: 'Breaking News', ratio: 0, accent: '#e63946', outlet: 'CITY DAILY', headline: 'Downtown metro line reopens after upgrade', summary: 'Trains run every four minutes from Monday, with step-free access at all stations.', ticker: 'Traffic: bridge lanes open · Weather: light rain, 16°C' }),
  newsFlash({ id: 'news-update-1x1', name: 'News Update', ratio: 2, accent: '#1d4ed8', outlet: 'TECH BRIEF', headline: 'Small businesses double video ad spend', summary: 'A new survey of 2,000 shops finds short video is now their top channel.', ticker: 'Read the full report at techbrief.news' }),
];

const ids = new Set<string>();
const names = new Set<string>();
for (const file of all) {
  if (ids.has(file.id) || names.has(file.name)) throw new Error(`duplicate ${file.id} / ${file.name}`);
  ids.add(file.id);
  names.add(file.name);
  if (!file.id.endsWith(ratioName[file.aspect_ratio])) throw new Error(`${file.id} does not end with its ratio`);
  const { id, ...body } = file;
  writeFileSync(path.join(templatesDirectory, `${id}.json`), `${JSON.stringify(body, null, 2)}\n`);
}
console.log(`wrote ${all.length} templates`);
