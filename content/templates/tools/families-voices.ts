/** Template families for testimonials, podcasts, quotes and listings: each lays its content out for 9:16, 16:9 and 1:1. */
import { canvasOf, colourVar, filler, imageVar, measureWidth, person, pic, presenterVars, shape, Stack, text, textVar, template, type Json, type Ratio, type SceneSpec, type TemplateFile, type Variable } from './template-kit.ts';
import { margin, type, ink, shiftY, muted, endCard } from './layout-parts.ts';

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
export function testimonialCard(c: TestimonialContent): TemplateFile {
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
export function podcastEpisode(c: PodcastContent): TemplateFile {
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
export function quoteCard(c: QuoteContent): TemplateFile {
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
export function listing(c: ListingContent): TemplateFile {
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
