/** Template families for recipes, events, hiring and news: each lays its content out for 9:16, 16:9 and 1:1. */
import { canvasOf, colourVar, filler, imageVar, measureWidth, person, pic, presenterVars, shape, Stack, text, textVar, template, type Json, type Ratio, type SceneSpec, type TemplateFile, type Variable } from './template-kit.ts';
import { margin, type, ink, muted, endCard, pointsScene } from './layout-parts.ts';

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
export function recipe(c: RecipeContent): TemplateFile {
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
export function eventInvite(c: EventContent): TemplateFile {
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
export function hiring(c: HiringContent): TemplateFile {
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
export function newsFlash(c: NewsContent): TemplateFile {
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
