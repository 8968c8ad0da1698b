import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementTypes, getWorkspaceDurationMs, parseWorkspace, playModes, transitionEffects, type Workspace } from '@talkreel/timeline';
import { renderWorkspace } from './render-workspace.ts';

// examples/workspaces hold sample workspaces with their media in
// examples/media (made by examples/make-media.ts). Together they must show
// every element type, transition and play mode, and keep the media small.
const examplesDirectory = path.resolve(import.meta.dirname, '../../../examples');
const workspacesDirectory = path.join(examplesDirectory, 'workspaces');
const examples: { name: string; workspace: Workspace }[] = [];
let outputDirectory = '';

beforeAll(async () => {
  outputDirectory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-examples-'));
  for (const name of (await readdir(workspacesDirectory)).filter((file) => file.endsWith('.json')).sort()) {
    examples.push({ name, workspace: parseWorkspace(JSON.parse(await readFile(path.join(workspacesDirectory, name), 'utf8'))) });
  }
});
afterAll(() => rm(outputDirectory, { recursive: true, force: true }));

const allElements = () => examples.flatMap(({ workspace }) => workspace.scenes.flatMap((scene) => scene.tracks.flatMap((track) => track.layers)));

describe('example workspaces', () => {
  it('are valid workspaces whose media all exist', () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const element of allElements()) {
      if ('path' in element) expect(existsSync(path.resolve(workspacesDirectory, element.path)), element.path).toBe(true);
    }
  });

  it('together use every element type, transition and play mode, and all three aspect ratios', () => {
    const elements = allElements();
    expect(new Set(elements.map((element) => element.type))).toEqual(new Set(elementTypes));
    const effects = elements.flatMap((element) => [element.timeline.cross?.in, element.timeline.cross?.out]).filter(Boolean);
    expect(new Set(effects)).toEqual(new Set(transitionEffects));
    const modes = elements.flatMap((element) => ('prop' in element && element.prop.play_mode ? [element.prop.play_mode] : []));
    expect(new Set(modes)).toEqual(new Set(playModes));
    expect(new Set(examples.map(({ workspace }) => workspace.aspect_ratio))).toEqual(new Set([0, 1, 2]));
  });

  it('keep their media under 3 MB', async () => {
    const mediaDirectory = path.join(examplesDirectory, 'media');
    const sizes = await Promise.all((await readdir(mediaDirectory)).map(async (name) => (await stat(path.join(mediaDirectory, name))).size));
    expect(sizes.reduce((total, size) => total + size, 0)).toBeLessThan(3 * 1024 * 1024);
  });

  it('render, each as long as its timeline', async () => {
    for (const { name, workspace } of examples) {
      const result = await renderWorkspace(workspace, {
        outputPath: path.join(outputDirectory, name.replace('.json', '.mp4')),
        mediaDirectory: workspacesDirectory,
        scale: 0.125,
      });
      expect(Math.abs(result.durationMs - getWorkspaceDurationMs(workspace)), name).toBeLessThanOrEqual(40);
    }
  });
});
