import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateVariable } from '@talkreel/contract';
import { resolveFfmpegPath, runFfmpeg } from '@talkreel/platform/media';
import { renderWorkspace, type RenderResult } from '@talkreel/render';
import type { TimelineElement, Workspace } from '@talkreel/timeline';
import { fillTemplate } from './fill-template.ts';
import { parseTemplateFile } from './parse-template-file.ts';
import { placeholdersOf } from './placeholders-of.ts';
import type { Template } from './template.ts';

/**
 * The real library in content/templates: every file parses, its defaults name
 * avatars, voices and media that exist, and every variable shows. Each
 * template is rendered three times by the real renderer at 1/8 size (whole
 * videos: the renderer has no partial render, but static frames cost next to
 * nothing): with its defaults (A), with every text, image, video and avatar
 * changed (B), and with every colour changed (C). A frame where the variable
 * stands is then compared: A against B for text and media, A against C for
 * colours, so a change cannot be credited to the wrong variable. A person's
 * script and voice are spoken only by the worker, which this renderer alone
 * does not run: there the filled workspace is checked instead.
 */

const contentDirectory = fileURLToPath(new URL('../../../content', import.meta.url));
const templatesDirectory = path.join(contentDirectory, 'templates');
const scale = 0.125;
const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
const run = promisify(execFile);

const templateFiles = existsSync(templatesDirectory)
  ? readdirSync(templatesDirectory, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => entry.name)
      .sort()
  : [];

const libraryAvatarIds: string[] = (
  JSON.parse(readFileSync(path.join(contentDirectory, 'avatars/library.json'), 'utf8')) as { avatars: { id: string }[] }
).avatars.map((avatar) => avatar.id);
const publicVoiceIds: string[] = readdirSync(path.join(contentDirectory, 'voices/public'))
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => (JSON.parse(readFileSync(path.join(contentDirectory, 'voices/public', name), 'utf8')) as { id: string }[]).map((voice) => voice.id));

/** A value for each variable unlike its default (for text: different words that fit its max_length). */
function otherValueOf(variable: TemplateVariable, avoid: ReadonlySet<string>): string {
  switch (variable.type) {
    case 'text': {
      const words = 'Quartz Zebra Vivid Kite 97 Mango Oxide Lumen Wharf';
      return words.slice(0, Math.min(words.length, variable.max_length ?? words.length)).trim() || 'Q';
    }
    case 'colour': {
      const rgb = Number.parseInt(variable.default.slice(1), 16);
      const channels = (value: number) => [(value >> 16) & 255, (value >> 8) & 255, value & 255];
      const distance = (value: number) => channels(value).reduce((sum, channel, index) => sum + Math.abs(channel - channels(rgb)[index]!), 0);
      const candidates = [0xffffff ^ rgb, 0x00ff00, 0xff00ff, 0x0000ff];
      const best = candidates.reduce((a, b) => (distance(b) > distance(a) ? b : a));
      return `#${best.toString(16).padStart(6, '0')}`;
    }
    case 'image':
      return 'test/other-image.png';
    case 'video':
      return 'test/other-video.mp4';
    case 'avatar':
      return libraryAvatarIds.find((id) => !avoid.has(id))!;
    case 'voice':
      return publicVoiceIds.find((id) => id !== variable.default)!;
  }
}

async function writePng(filePath: string, paint: (context: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void): Promise<void> {
  const canvas = createCanvas(256, 256);
  paint(canvas.getContext('2d'));
  await writeFile(filePath, canvas.toBuffer('image/png'));
}

/** One frame of a rendered MP4 at `atMs`, as RGB bytes. */
async function frameAt(videoPath: string, atMs: number): Promise<Buffer> {
  const { stdout } = await run(
    ffmpegPath,
    ['-v', 'error', '-ss', (atMs / 1000).toFixed(3), '-i', videoPath, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/** How many pixels of a box (output px) differ clearly between two frames. */
function changedPixels(a: Buffer, b: Buffer, render: RenderResult, box: { x: number; y: number; w: number; h: number }): { changed: number; total: number } {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const right = Math.min(render.widthPx, Math.ceil(box.x + box.w));
  const bottom = Math.min(render.heightPx, Math.ceil(box.y + box.h));
  let changed = 0;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      const offset = (y * render.widthPx + x) * 3;
      const difference = Math.abs(a[offset]! - b[offset]!) + Math.abs(a[offset + 1]! - b[offset + 1]!) + Math.abs(a[offset + 2]! - b[offset + 2]!);
      if (difference > 48) changed += 1;
    }
  }
  return { changed, total: Math.max(0, right - left) * Math.max(0, bottom - top) };
}

interface Placement {
  sceneIndex: number;
  element?: TimelineElement;
  field: string;
}

function placementsOf(template: Template, key: string, workspace: Workspace): Placement[] {
  return placeholdersOf(template.document)
    .filter((use) => use.key === key)
    .map((use) => {
      const [, sceneIndex, , trackIndex, , layerIndex] = use.path as [string, number, string, number, string, number];
      const scene = workspace.scenes[sceneIndex]!;
      const element = typeof layerIndex === 'number' ? scene.tracks[trackIndex]!.layers[layerIndex] : undefined;
      return { sceneIndex, ...(element ? { element } : {}), field: use.path.slice(element ? 6 : 2).join('/') };
    });
}

describe('content/templates', () => {
  let workDirectory: string;

  beforeAll(async () => {
    workDirectory = await mkdtemp(path.join(tmpdir(), 'content-templates-'));
    await writePng(path.join(workDirectory, 'other-image.png'), (context) => {
      for (let index = 0; index < 64; index += 1) {
        context.fillStyle = index % 2 === Math.floor(index / 8) % 2 ? '#ff00ff' : '#00ffff';
        context.fillRect((index % 8) * 32, Math.floor(index / 8) * 32, 32, 32);
      }
    });
    await writePng(path.join(workDirectory, 'default-avatar.png'), (context) => ((context.fillStyle = '#b03020'), context.fillRect(0, 0, 256, 256)));
    await writePng(path.join(workDirectory, 'other-avatar.png'), (context) => ((context.fillStyle = '#20b0d0'), context.fillRect(0, 0, 256, 256)));
    await runFfmpeg({
      ffmpegPath,
      args: [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=s=320x240:r=25:d=60',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        path.join(workDirectory, 'other-video.mp4'),
      ],
    });
  });
  afterAll(() => rm(workDirectory, { recursive: true, force: true }));

  it('every template in content/templates validates and every variable appears in the render', { timeout: 600_000 }, async () => {
    expect(templateFiles, 'content/templates is empty: it should hold the template library (<id>.json files)').not.toEqual([]);
    const names = new Map<string, string>();
    const problems: string[] = [];
    for (const file of templateFiles) {
      const label = `content/templates/${file}`;
      const problemsBefore = problems.length;
      const template = parseTemplateFile(
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(path.join(templatesDirectory, file), 'utf8')) as unknown,
        label,
      );
      if (names.has(template.name)) problems.push(`${label}: the name "${template.name}" is taken by ${names.get(template.name)}`);
      names.set(template.name, file);
      const defaultAvatars = new Set(template.variables.filter((variable) => variable.type === 'avatar').map((variable) => variable.default));
      for (const variable of template.variables) {
        if (variable.type === 'avatar' && !libraryAvatarIds.includes(variable.default))
          problems.push(`${label}: ${variable.key}: no library avatar ${variable.default}`);
        if (variable.type === 'voice' && !publicVoiceIds.includes(variable.default))
          problems.push(`${label}: ${variable.key}: no public voice ${variable.default}`);
        if ((variable.type === 'image' || variable.type === 'video') && !existsSync(path.join(templatesDirectory, variable.default))) {
          problems.push(`${label}: ${variable.key}: content/templates/${variable.default} does not exist`);
        }
      }
      if (problems.length > problemsBefore) continue;

      const resolvers = {
        avatar: (id: string) => ({ stillKey: `avatars/${id}/cover.png`, lookId: id }),
        mediaKey: (media: string) => `templates/${media}`,
      };
      const otherValues = (types: readonly string[]) =>
        Object.fromEntries(
          template.variables.filter((variable) => types.includes(variable.type)).map((variable) => [variable.key, otherValueOf(variable, defaultAvatars)]),
        );
      const changed = otherValues(['text', 'image', 'video', 'avatar', 'voice']);
      const recoloured = otherValues(['colour']);
      const fills = {
        a: fillTemplate(template, {}, resolvers),
        b: fillTemplate(template, changed, resolvers),
        c: fillTemplate(template, recoloured, resolvers),
      };
      const resolveMediaPath = (mediaPath: string) => {
        if (mediaPath.startsWith('templates/')) return path.join(templatesDirectory, mediaPath.slice('templates/'.length));
        if (mediaPath.startsWith('test/')) return path.join(workDirectory, mediaPath.slice('test/'.length));
        const avatarId = /^avatars\/(\d+)\/cover\.png$/u.exec(mediaPath)?.[1];
        if (avatarId) return path.join(workDirectory, defaultAvatars.has(avatarId) ? 'default-avatar.png' : 'other-avatar.png');
        throw new Error(`${label}: the render asked for ${mediaPath}`);
      };
      const renders = Object.fromEntries(
        await Promise.all(
          Object.entries(fills).map(async ([name, workspace]) => [
            name,
            await renderWorkspace(workspace, { outputPath: path.join(workDirectory, `${template.id}-${name}.mp4`), scale, resolveMediaPath }),
          ]),
        ),
      ) as Record<'a' | 'b' | 'c', RenderResult>;

      const frames = new Map<string, Promise<Buffer>>();
      const frame = (name: 'a' | 'b' | 'c', atMs: number) => {
        const key = `${name}@${atMs}`;
        if (!frames.has(key)) frames.set(key, frameAt(renders[name].videoPath, atMs));
        return frames.get(key)!;
      };
      const sceneStartMs = (sceneIndex: number) => fills.a.scenes.slice(0, sceneIndex).reduce((total, scene) => total + scene.duration, 0);

      for (const variable of template.variables) {
        const other = variable.type === 'colour' ? recoloured[variable.key]! : changed[variable.key]!;
        const against = variable.type === 'colour' ? 'c' : 'b';
        const where = `${label}: variable "${variable.key}" (${variable.type})`;
        let isShown = false;
        for (const placement of placementsOf(template, variable.key, fills[against])) {
          const element = placement.element;
          if (placement.field === 'prop/speech/script' || placement.field === 'prop/speech/voice_id') {
            // Spoken by the worker only: the filled workspace must carry it.
            const speech = element?.type === 'person' ? element.prop.speech : undefined;
            if (speech?.script?.includes(other) || speech?.voice_id === other) isShown = true;
            continue;
          }
          if (element?.type === 'subtitle' && !fills.b.render_subtitle) {
            const captions = (renders.b.subtitles?.cues ?? [])
              .map((cue) => cue.text)
              .join(' ')
              .replace(/\s+/gu, ' ');
            if (other.split(/\s+/u).every((word) => captions.includes(word))) isShown = true;
            continue;
          }
          const scene = fills.a.scenes[placement.sceneIndex]!;
          const startMs =
            sceneStartMs(placement.sceneIndex) + (element ? (element.timeline.start + Math.min(element.timeline.end, scene.duration)) / 2 : scene.duration / 2);
          const box =
            element && element.type !== 'music'
              ? { x: element.x * scale, y: element.y * scale, w: element.w * scale, h: element.h * scale }
              : { x: 0, y: 0, w: renders.a.widthPx, h: renders.a.heightPx };
          const { changed: changedCount, total } = changedPixels(await frame('a', startMs), await frame(against, startMs), renders.a, box);
          if (total > 0 && changedCount >= Math.max(3, total * 0.005)) isShown = true;
        }
        if (!isShown) problems.push(`${where}: changing it to "${other}" changes nothing in the render (is it hidden, off screen or outside its scene?)`);
      }
    }
    expect(problems).toEqual([]);
  });
});
