/**
 * Building blocks for the template files: elements written the way the
 * timeline schema reads them, a text stack that measures its lines with
 * the renderer's font (Inter), and the reference canvas of each ratio.
 */
import { createCanvas } from '@napi-rs/canvas';
import { buildFontShorthand, wrapText } from '@talkreel/timeline';
import { registerBuiltInFonts } from '../../../packages/render/src/fonts/built-in-fonts.ts';

registerBuiltInFonts();
const measuringContext = createCanvas(8, 8).getContext('2d');

export type Ratio = 0 | 1 | 2;
export const canvasOf = { 0: { W: 1080, H: 1920 }, 1: { W: 1920, H: 1080 }, 2: { W: 1080, H: 1080 } } as const;
export const ratioName = { 0: '9x16', 1: '16x9', 2: '1x1' } as const;

export type Json = Record<string, unknown>;
type Effect = 'fade' | 'scale' | 'scale-.5' | 'scale-2' | 'rotate' | 'rotate-2' | 'left' | 'right' | 'up' | 'down';

export interface Timing {
  start: number;
  end: number;
  in?: Effect;
  inTime?: number;
  out?: Effect;
  outTime?: number;
}

function timeline(t: Timing): Json {
  const cross: Json = {};
  if (t.in) Object.assign(cross, { in: t.in, in_time: t.inTime ?? 600 });
  if (t.out) Object.assign(cross, { out: t.out, out_time: t.outTime ?? 400 });
  return { start: t.start, end: t.end, ...(Object.keys(cross).length > 0 ? { cross } : {}) };
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${(counter += 1)}`;

export interface TextStyle {
  size: number;
  weight?: 400 | 700;
  color: string;
  align?: 'left' | 'center' | 'right';
  valign?: 'top' | 'middle' | 'bottom';
  lineHeight?: number;
  bg?: string;
  italic?: boolean;
  shadow?: string;
}

export function text(box: Box, value: string, style: TextStyle, t: Timing, id = nextId('text')): Json {
  const textInfo: Json = {
    text: value,
    fontSize: style.size,
    fontWeight: style.weight ?? 700,
    color: style.color,
    align: style.align ?? 'left',
    verticalAlign: style.valign ?? 'top',
    lineHeight: style.lineHeight ?? 1.15,
  };
  if (style.italic) textInfo.italic = true;
  if (style.bg) textInfo.backgroundColor = style.bg;
  if (style.shadow) Object.assign(textInfo, { shadowColor: style.shadow, shadowBlur: 18 });
  return { id, type: 'text', ...box, prop: { textInfo }, timeline: timeline(t) };
}

export function shape(
  box: Box,
  kind: 'square' | 'circle' | 'triangle',
  color: string,
  t: Timing,
  extra: { radius?: number; r?: number; alpha?: number; gauss?: number; stroke?: string; strokeWidth?: number; glass?: number } = {},
  id = nextId('shape'),
): Json {
  const element: Json = {
    id,
    type: 'shape',
    ...box,
    shape: { type: kind, color, ...(extra.radius ? { radius: extra.radius } : {}), ...(extra.glass ? { background_gauss: extra.glass } : {}) },
    timeline: timeline(t),
  };
  if (extra.r) element.r = extra.r;
  if (extra.alpha !== undefined) element.alpha = extra.alpha;
  if (extra.gauss) element.gauss = extra.gauss;
  if (extra.stroke) element.prop = { shapeInfo: { strokeColor: extra.stroke, strokeWidth: extra.strokeWidth ?? 4 } };
  return element;
}

export function pic(
  box: Box,
  path: string,
  t: Timing,
  extra: { fit?: 'cover' | 'contain'; radius?: number; circle?: boolean; position?: 'center' | 'top' | 'bottom'; gauss?: number; alpha?: number } = {},
  id = nextId('pic'),
): Json {
  const element: Json = { id, type: 'pic', path, ...box, fit_mode: extra.fit ?? 'cover', timeline: timeline(t) };
  if (extra.circle || extra.radius || extra.position)
    element.shape = { type: extra.circle ? 'circle' : 'square', ...(extra.radius ? { radius: extra.radius } : {}), ...(extra.position ? { content_position: extra.position } : {}) };
  if (extra.gauss) element.gauss = extra.gauss;
  if (extra.alpha !== undefined) element.alpha = extra.alpha;
  return element;
}

/** A talking library avatar: path and look are the avatar variable, the speech uses the voice variable. */
export function person(box: Box, script: string, t: Timing, extra: { circle?: boolean; radius?: number; ring?: string } = {}, id = nextId('presenter')): Json {
  return {
    id,
    type: 'person',
    path: '{{presenter}}',
    ...box,
    fit_mode: 'cover',
    volume: 100,
    shape: { type: extra.circle ? 'circle' : 'square', ...(extra.radius ? { radius: extra.radius } : {}), content_position: 'top', ...(extra.ring ? { color: extra.ring } : {}) },
    prop: { look: { id: '{{presenter}}' }, speech: { script, voice_id: '{{voice}}', seed: 7, head_motion: true } },
    timeline: timeline(t),
  };
}

/** Lines a text takes in a box of this width, measured with the renderer's font (placeholders measured as their defaults). */
export function measureLines(value: string, width: number, size: number, weight: 400 | 700 = 700): number {
  measuringContext.font = buildFontShorthand({ sizePx: size, weight, family: 'Inter' } as Parameters<typeof buildFontShorthand>[0]);
  return wrapText(value, width, (line) => measuringContext.measureText(line).width).length;
}

export function measureWidth(value: string, size: number, weight: 400 | 700 = 700): number {
  measuringContext.font = buildFontShorthand({ sizePx: size, weight, family: 'Inter' } as Parameters<typeof buildFontShorthand>[0]);
  return measuringContext.measureText(value).width;
}

/**
 * Lays texts one under another from `y`, each as tall as its lines (measured
 * with the default values), entering one after another.
 */
export class Stack {
  readonly elements: Json[] = [];
  y: number;
  delay: number;
  constructor(
    readonly x: number,
    y: number,
    readonly w: number,
    readonly end: number,
    readonly fill: (key: string) => string,
    startMs = 200,
    readonly stepMs = 160,
  ) {
    this.y = y;
    this.delay = startMs;
  }
  gap(px: number): this {
    this.y += px;
    return this;
  }
  /** `value` may hold {{placeholders}}; `room` adds lines of headroom for longer user texts. */
  add(value: string, style: TextStyle, opts: { room?: number; effect?: Effect; minLines?: number; indent?: number } = {}): Json {
    const lineHeight = style.lineHeight ?? 1.15;
    const pad = style.bg ? style.size * 0.3 : 0;
    const width = this.w - (opts.indent ?? 0) - 2 * pad;
    const lines = Math.max(opts.minLines ?? 1, measureLines(this.fill(value), width, style.size, style.weight ?? 700)) + (opts.room ?? 0);
    const h = Math.ceil(lines * style.size * lineHeight);
    const align = style.align ?? 'left';
    const x = this.x + (opts.indent ?? 0) + (align === 'left' ? pad : align === 'right' ? -pad : 0);
    const element = text({ x, y: this.y + pad / 2, w: width, h }, value, style, { start: this.delay, end: this.end, in: opts.effect ?? 'up', inTime: 600 });
    this.elements.push(element);
    this.y += h + pad;
    this.delay += this.stepMs;
    return element;
  }
}

export interface Variable {
  key: string;
  type: 'text' | 'image' | 'video' | 'avatar' | 'voice' | 'colour';
  label: string;
  default: string;
  max_length?: number;
}

export function textVar(key: string, label: string, value: string, maxLength = 60): Variable {
  return { key, type: 'text', label, default: value, max_length: maxLength };
}
export const imageVar = (key: string, label: string, value: string): Variable => ({ key, type: 'image', label, default: value });
export const colourVar = (key: string, label: string, value: string): Variable => ({ key, type: 'colour', label, default: value });
export const presenterVars = (avatar: string, voice: string): Variable[] => [
  { key: 'presenter', type: 'avatar', label: 'Presenter', default: avatar },
  { key: 'voice', type: 'voice', label: 'Voice', default: voice },
];

/** Fills {{key}} with the variables' defaults (for measuring). */
export function filler(variables: readonly Variable[]): (value: string) => string {
  const defaults = new Map(variables.map((variable) => [variable.key, variable.default]));
  return (value) => value.replace(/\{\{([a-z][a-z0-9_]*)\}\}/gu, (whole, key: string) => defaults.get(key) ?? whole);
}

export interface SceneSpec {
  id: string;
  duration: number;
  bg: string;
  elements: Json[];
}

/** Groups elements into tracks by type; the list order is the stacking order. */
export function scene(spec: SceneSpec): Json {
  const tracks: { type: string; index: number; layers: Json[] }[] = [];
  spec.elements.forEach((element, order) => {
    element.zindex = order;
    const type = element.type as string;
    let track = tracks.find((candidate) => candidate.type === type);
    if (!track) {
      track = { type, index: tracks.length, layers: [] };
      tracks.push(track);
    }
    track.layers.push(element);
  });
  return { id: spec.id, duration: spec.duration, bg_color: spec.bg, tracks };
}

export interface TemplateFile {
  id: string;
  name: string;
  category: string;
  aspect_ratio: Ratio;
  variables: Variable[];
  workspace: Json;
}

export function template(id: string, name: string, category: string, ratio: Ratio, variables: Variable[], coverMs: number, scenes: SceneSpec[]): TemplateFile {
  return {
    id,
    name,
    category,
    aspect_ratio: ratio,
    variables,
    workspace: { schemaVersion: 1, aspect_ratio: ratio, preview_cover_time: coverMs, render_subtitle: false, scenes: scenes.map(scene) },
  };
}
