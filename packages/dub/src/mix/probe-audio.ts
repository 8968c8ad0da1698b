import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** ffprobe's arguments for the first audio stream's channel count (local files only). */
export function buildAudioChannelsProbeArgs(filePath: string): string[] {
  return ['-v', 'error', '-protocol_whitelist', 'file', '-select_streams', 'a:0', '-show_entries', 'stream=channels', '-of', 'csv=p=0', filePath];
}

/** The first audio stream's channel count, 0 when the file has no audio. */
export async function probeAudioChannels(ffprobePath: string, filePath: string): Promise<number> {
  const { stdout } = await execFileAsync(ffprobePath, buildAudioChannelsProbeArgs(filePath), { timeout: 60_000 });
  const channels = Number.parseInt(stdout.trim().split('\n')[0] ?? '', 10);
  return Number.isFinite(channels) && channels > 0 ? channels : 0;
}
