import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCli, type CliOutput } from './render-cli.ts';
import { formatProgressLine } from './progress-bar.ts';
import { parseRenderArguments, UsageError } from './parse-render-arguments.ts';
import { createQuadrantImage } from '../testing/test-media.ts';

let directory = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-cli-'));
  await createQuadrantImage(directory, 'picture.png');
  const workspace = {
    schemaVersion: 1,
    aspect_ratio: 1,
    scenes: [
      {
        duration: 800,
        tracks: [{ type: 'pic', index: 0, layers: [{ type: 'pic', path: 'picture.png', x: 0, y: 0, w: 1920, h: 1080, timeline: { start: 0, end: 800 } }] }],
      },
    ],
  };
  await writeFile(path.join(directory, 'workspace.json'), JSON.stringify(workspace));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

function captureOutput(): CliOutput & { stdout: string; stderr: string } {
  const captured = {
    stdout: '',
    stderr: '',
    isInteractive: false,
    out: (text: string) => void (captured.stdout += text),
    err: (text: string) => void (captured.stderr += text),
  };
  return captured;
}

describe('renderCli', () => {
  it('renders a workspace file, resolving media beside it, with a progress bar', async () => {
    const output = captureOutput();
    const outputPath = path.join(directory, 'out', 'video.mp4');
    const exitCode = await renderCli([path.join(directory, 'workspace.json'), '-o', outputPath, '--scale', '0.125'], { output });
    expect(exitCode).toBe(0);
    expect(existsSync(outputPath)).toBe(true);
    expect(output.stderr).toContain('[##############################] 100% done');
    expect(output.stderr).toMatch(/\] +\d+% drawing frame \d+\/20/);
    expect(output.stdout).toMatch(/video\.mp4: 0\.80 s, 240×136, rendered in .* real time\)/);
  });

  it('exits 2 with the usage on bad arguments, 0 with help, 1 on a failed render', async () => {
    const bad = captureOutput();
    expect(await renderCli(['workspace.json'], { output: bad })).toBe(2);
    expect(bad.stderr).toContain('missing -o <out.mp4>');
    expect(bad.stderr).toContain('Usage: talkreel render');
    const help = captureOutput();
    expect(await renderCli(['--help'], { output: help })).toBe(0);
    expect(help.stdout).toContain('Usage: talkreel render');
    const failed = captureOutput();
    expect(await renderCli([path.join(directory, 'absent.json'), '-o', path.join(directory, 'x.mp4')], { output: failed })).toBe(1);
    expect(failed.stderr).toMatch(/talkreel render: .*absent\.json/);
  });

  it('returns 130 when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const output = captureOutput();
    expect(await renderCli([path.join(directory, 'workspace.json'), '-o', path.join(directory, 'c.mp4')], { output, signal: controller.signal })).toBe(130);
    expect(output.stderr).toContain('cancelled');
  });
});

describe('parseRenderArguments', () => {
  it('reads the options', () => {
    expect(parseRenderArguments(['w.json', '-o', 'o.mp4', '--scale', '0.5', '--watermark', '--media-dir', 'm', '--preset', 'veryfast'])).toEqual({
      workspacePath: 'w.json',
      outputPath: 'o.mp4',
      scale: 0.5,
      watermark: true,
      mediaDirectory: 'm',
      preset: 'veryfast',
    });
  });

  it('refuses nonsense', () => {
    expect(() => parseRenderArguments(['w.json', '-o', 'o.mp4', '--scale', 'big'])).toThrow(UsageError);
    expect(() => parseRenderArguments(['a.json', 'b.json', '-o', 'o.mp4'])).toThrow(/unexpected argument/);
    expect(() => parseRenderArguments(['-o', 'o.mp4'])).toThrow(/missing <workspace.json>/);
    expect(() => parseRenderArguments(['w.json', '-o', 'o.mp4', '--unknown'])).toThrow(UsageError);
  });
});

describe('formatProgressLine', () => {
  it('draws a 30-character bar with the stage', () => {
    expect(formatProgressLine({ stage: 'drawing', percent: 50, frameIndex: 9, frameCount: 20 })).toBe(
      `[${'#'.repeat(15)}${'.'.repeat(15)}]  50% drawing frame 10/20`,
    );
    expect(formatProgressLine({ stage: 'mixing-audio', percent: 2 })).toBe(`[${'#'.repeat(1)}${'.'.repeat(29)}]   2% mixing audio`);
  });
});
