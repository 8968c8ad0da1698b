/**
 * Renders the cover frame (preview_cover_time) of every template with the
 * renderer's own element painting and compositing, and lays them out in
 * content/templates/contact-sheet.png with each name and ratio beneath.
 * A presenter is drawn as the library avatar's still.
 *
 * Run: npx tsx content/templates/tools/contact-sheet.ts [--frames DIR] [--scenes] [--only ID,ID]
 *   --frames DIR  also writes each cover as DIR/<id>.jpg (half size)
 *   --scenes      with --frames, also writes a frame late in every scene (DIR/<id>-s<n>.jpg)
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { evaluate, getCanvasSize, WorkspaceSchema, type Workspace } from '@talkreel/timeline';
import { loadAvatarLibrary, lookSizePx, renderLookPng } from '@talkreel/looks';
import { registerBuiltInFonts } from '../../../packages/render/src/fonts/built-in-fonts.ts';
import { ElementSurfaces } from '../../../packages/render/src/frames/element-surfaces.ts';
import { FrameCompositor, type FrameItem } from '../../../packages/render/src/frames/frame-compositor.ts';
import { createDefaultMediaPathResolver, prepareMedia } from '../../../packages/render/src/frames/prepare-media.ts';
import { fillWorkspace, loadTemplates, templatesDirectory } from './template-files.ts';

registerBuiltInFonts();

const argv = process.argv.slice(2);
const option = (name: string) => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
};
const framesDirectory = option('--frames');
const withScenes = argv.includes('--scenes');
const only = option('--only')?.split(',');
if (framesDirectory) mkdirSync(framesDirectory, { recursive: true });

const avatarDirectory = mkdtempSync(path.join(tmpdir(), 'template-avatars-'));
const library = new Map(loadAvatarLibrary().map((avatar) => [avatar.id, avatar]));
const stills = new Map<string, string>();

/** The avatar's still as a PNG file (what the server resolves a library avatar's person path to). */
async function avatarStill(id: string): Promise<string> {
  const existing = stills.get(id);
  if (existing) return existing;
  const avatar = library.get(id);
  if (!avatar) throw new Error(`avatar ${id} is not in the library`);
  const file = path.join(avatarDirectory, `${id}.png`);
  writeFileSync(file, await renderLookPng(avatar.design, lookSizePx(avatar.aspect_ratio, 960)));
  stills.set(id, file);
  return file;
}

const scale = 0.5;

/** Draws the frame at `timeMs` as the renderer would (half size). */
async function renderFrame(workspace: Workspace, timeMs: number): Promise<Canvas> {
  const media = await prepareMedia(workspace, createDefaultMediaPathResolver(templatesDirectory), 'ffprobe');
  const reference = getCanvasSize(workspace.aspect_ratio);
  const widthPx = Math.round(reference.widthPx * scale);
  const heightPx = Math.round(reference.heightPx * scale);
  const surfaces = new ElementSurfaces({ aspectRatio: workspace.aspect_ratio, scale, media, ffmpegPath: 'ffmpeg' });
  const compositor = new FrameCompositor({ widthPx, heightPx, scale, hasWatermark: false });
  const frame = evaluate(workspace, timeMs, { mediaDurationsMs: media.mediaDurationsMs });
  const items: FrameItem[] = [];
  for (const visual of frame.visuals) {
    const surface = await surfaces.get(visual, frame.scene?.startMs ?? 0);
    if (surface) items.push({ visual, surface });
  }
  compositor.compose(frame.scene?.backgroundColor ?? '#000000', items);
  const canvas = compositor.canvas;
  await surfaces.closeAll();
  return canvas;
}

const ratioLabels = ['9:16', '16:9', '1:1'];
const thumbHeight = 240;
const gap = 24;
const labelHeight = 46;
const sheetWidth = 1860;

interface Cover {
  id: string;
  name: string;
  ratio: number;
  presenter: boolean;
  canvas: Canvas;
}

const covers: Cover[] = [];
for (const template of loadTemplates()) {
  if (!template.document || (only && !only.includes(template.id))) continue;
  const document = template.document;
  const overrides: Record<string, string> = {};
  for (const variable of document.variables) if (variable.type === 'avatar') overrides[variable.key] = await avatarStill(variable.default);
  const workspace = WorkspaceSchema.parse(fillWorkspace(document, overrides));
  const canvas = await renderFrame(workspace, workspace.preview_cover_time);
  if (framesDirectory) {
    writeFileSync(path.join(framesDirectory, `${template.id}.jpg`), await canvas.encode('jpeg', 85));
    if (withScenes) {
      let start = 0;
      for (const [index, scene] of workspace.scenes.entries()) {
        const frame = await renderFrame(workspace, start + scene.duration * 0.8);
        writeFileSync(path.join(framesDirectory, `${template.id}-s${index + 1}.jpg`), await frame.encode('jpeg', 85));
        start += scene.duration;
      }
    }
  }
  covers.push({ id: template.id, name: document.name, ratio: document.aspect_ratio, presenter: document.variables.some((variable) => variable.type === 'avatar'), canvas });
  console.log(`rendered ${template.id}`);
}

// Rows of thumbnails 240 px tall, grouped by ratio.
covers.sort((a, b) => a.ratio - b.ratio || a.id.localeCompare(b.id));
const placed: { cover: Cover; x: number; y: number; w: number }[] = [];
let x = gap;
let y = gap + 40;
let currentRatio = -1;
const headings: { text: string; y: number }[] = [];
for (const cover of covers) {
  const w = Math.round((thumbHeight * cover.canvas.width) / cover.canvas.height);
  const cellW = Math.max(w, 180);
  if (cover.ratio !== currentRatio) {
    if (currentRatio !== -1) y += thumbHeight + labelHeight + gap + 50;
    x = gap;
    currentRatio = cover.ratio;
    headings.push({ text: `${ratioLabels[cover.ratio]} · ${covers.filter((other) => other.ratio === cover.ratio).length} templates`, y: y - 12 });
  } else if (x + cellW > sheetWidth - gap) {
    x = gap;
    y += thumbHeight + labelHeight + gap;
  }
  placed.push({ cover, x: x + (cellW - w) / 2, y, w });
  x += cellW + gap;
}
const sheetHeight = y + thumbHeight + labelHeight + gap;
const sheet = createCanvas(sheetWidth, sheetHeight);
const context = sheet.getContext('2d');
context.fillStyle = '#f3f4f8';
context.fillRect(0, 0, sheetWidth, sheetHeight);
context.fillStyle = '#16172b';
context.font = '700 22px Inter';
for (const heading of headings) context.fillText(heading.text, gap, heading.y);
for (const { cover, x: px, y: py, w } of placed) {
  context.save();
  context.shadowColor = 'rgba(0, 0, 0, 0.18)';
  context.shadowBlur = 10;
  context.shadowOffsetY = 3;
  context.drawImage(cover.canvas, px, py, w, thumbHeight);
  context.restore();
  context.fillStyle = '#16172b';
  context.font = '700 15px Inter';
  context.textAlign = 'center';
  const centre = px + w / 2;
  context.fillText(cover.name, centre, py + thumbHeight + 20, Math.max(w, 180));
  context.fillStyle = '#6b6e86';
  context.font = '400 13px Inter';
  context.fillText(`${ratioLabels[cover.ratio]}${cover.presenter ? ' · presenter' : ''}`, centre, py + thumbHeight + 38);
  context.textAlign = 'left';
}
const output = path.join(templatesDirectory, 'contact-sheet.png');
let bytes = await sheet.encode('png');
if (bytes.length > 1.45 * 1024 * 1024) {
  // Too large as PNG: the same picture, palette-free, as a high-quality JPEG stored under the PNG name would mislead; shrink instead.
  const smaller = createCanvas(Math.round(sheetWidth * 0.85), Math.round(sheetHeight * 0.85));
  smaller.getContext('2d').drawImage(sheet, 0, 0, smaller.width, smaller.height);
  bytes = await smaller.encode('png');
}
writeFileSync(output, bytes);
console.log(`wrote ${path.relative(process.cwd(), output)} (${covers.length} covers, ${(bytes.length / 1024).toFixed(0)} KB)`);
