/** Template families for products, sales, tutorials and announcements: each lays its content out for 9:16, 16:9 and 1:1. */
import { canvasOf, colourVar, filler, imageVar, person, pic, presenterVars, shape, Stack, textVar, template, type Json, type Ratio, type SceneSpec, type TemplateFile, type Variable } from './template-kit.ts';
import { margin, type, ink, shiftY, muted, heroRegions, endCard, pointsScene } from './layout-parts.ts';

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
export function productHero(c: ProductContent): TemplateFile {
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
export function saleBurst(c: SaleContent): TemplateFile {
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
export function tutorialSteps(c: TutorialContent): TemplateFile {
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
export function announcementCard(c: AnnouncementContent): TemplateFile {
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
