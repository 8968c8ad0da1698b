import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceInput } from '@talkreel/timeline';
import { renderWorkspace } from './render-workspace.ts';
import { RenderCancelledError } from './render-progress.ts';
import { createColourSequenceClip } from './testing/test-media.ts';

const execFileAsync = promisify(execFile);
let directory = '';
let clipPath = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-cancel-'));
  clipPath = await createColourSequenceClip(directory, 'clip.mp4', ['red', 'lime', 'blue', 'yellow']);
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** ffmpeg processes started by this test process (the encoder and video decoders). */
async function findChildFfmpegs(): Promise<string[]> {
  const { stdout } = await execFileAsync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)]);
  return stdout.split('\n').filter((line) => line.includes('ffmpeg'));
}

describe('cancelling a render', () => {
  it('stops every ffmpeg, removes its files and rejects with RenderCancelledError', async () => {
    const workspace: WorkspaceInput = {
      schemaVersion: 1,
      scenes: [
        {
          duration: 60_000,
          tracks: [
            {
              type: 'video',
              index: 0,
              layers: [{ type: 'video', path: clipPath, x: 0, y: 0, w: 1080, h: 1920, prop: { play_mode: 'play-loop' }, timeline: { start: 0, end: 60_000 } }],
            },
          ],
        },
      ],
    };
    const outputDirectory = path.join(directory, 'out');
    const temporaryDirectory = path.join(directory, 'tmp');
    await mkdir(temporaryDirectory);
    const controller = new AbortController();
    let ffmpegsWhileDrawing: string[] = [];
    let isCancelling = false;
    const rendering = renderWorkspace(workspace, {
      outputPath: path.join(outputDirectory, 'long.mp4'),
      scale: 0.1,
      temporaryDirectory,
      signal: controller.signal,
      onProgress: (progress) => {
        // Progress comes once per percent: cancel at the first report past frame 40.
        if (progress.stage === 'drawing' && progress.frameIndex >= 40 && !isCancelling) {
          isCancelling = true;
          void findChildFfmpegs().then((found) => {
            ffmpegsWhileDrawing = found;
            controller.abort();
          });
        }
      },
    });
    await expect(rendering).rejects.toBeInstanceOf(RenderCancelledError);
    expect(ffmpegsWhileDrawing.length).toBeGreaterThanOrEqual(2);
    // Killed ffmpegs go at once; a loaded machine may take seconds to reap them, so the poll waits long and ends as soon as none is left.
    await expect.poll(findChildFfmpegs, { timeout: 30_000 }).toEqual([]);
    expect(await readdir(temporaryDirectory)).toEqual([]);
    expect(existsSync(outputDirectory) ? await readdir(outputDirectory) : []).toEqual([]);
  });

  it('refuses to start with an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const workspace: WorkspaceInput = { schemaVersion: 1, scenes: [{ duration: 1000 }] };
    await expect(renderWorkspace(workspace, { outputPath: path.join(directory, 'never.mp4'), scale: 0.1, signal: controller.signal })).rejects.toBeInstanceOf(
      RenderCancelledError,
    );
    expect(existsSync(path.join(directory, 'never.mp4'))).toBe(false);
  });
});
