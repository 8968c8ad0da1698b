import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { runFfmpeg } from '@talkreel/platform/media';
import { buildAtempoArgs, buildRubberbandArgs } from '../ffmpeg/stretch-args.ts';
import { findRubberband } from './find-rubberband.ts';

const execFileAsync = promisify(execFile);

export interface StretchTools {
  ffmpegPath: string;
  /** The Rubber Band CLI; undefined: found on PATH (findRubberband); null: atempo only. */
  rubberbandPath?: string | null;
  /** A folder for the two WAV files of one call (each call works in its own subfolder, removed after). */
  tempDir: string;
}

export interface StretchedSpeech {
  wav: Uint8Array;
  tool: 'rubberband' | 'atempo' | 'none';
}

/** Factors this close to 1 change the length by less than a sample in a minute: the WAV is returned as it is. */
const unchangedTolerance = 1e-6;

/**
 * Plays speech `factor` times faster (> 1) or slower (< 1) at the same
 * pitch: with the Rubber Band CLI when there is one (better on voices),
 * else with ffmpeg's atempo. The WAV keeps its rate and channels.
 */
export async function stretchSpeech(wav: Uint8Array, factor: number, tools: StretchTools): Promise<StretchedSpeech> {
  if (!(factor > 0) || !Number.isFinite(factor)) throw new RangeError(`stretch factor must be positive, got ${factor}`);
  if (Math.abs(factor - 1) < unchangedTolerance) return { wav, tool: 'none' };
  const rubberbandPath = tools.rubberbandPath === undefined ? await findRubberband() : tools.rubberbandPath;
  const workDir = await mkdtemp(path.join(tools.tempDir, 'stretch-'));
  try {
    const inputPath = path.join(workDir, 'input.wav');
    const outputPath = path.join(workDir, 'output.wav');
    await writeFile(inputPath, wav);
    if (rubberbandPath) {
      await execFileAsync(rubberbandPath, buildRubberbandArgs(inputPath, outputPath, factor), { timeout: 300_000, maxBuffer: 1 << 20 }).catch(
        (error: Error & { stderr?: string }) => {
          throw new Error(`rubberband could not stretch the speech: ${(error.stderr ?? '').trim() || error.message}`);
        },
      );
      return { wav: new Uint8Array(await readFile(outputPath)), tool: 'rubberband' };
    }
    await runFfmpeg({ ffmpegPath: tools.ffmpegPath, args: buildAtempoArgs(inputPath, outputPath, factor) });
    return { wav: new Uint8Array(await readFile(outputPath)), tool: 'atempo' };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
