import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export interface MediaStreamInfo {
  codecType: 'video' | 'audio' | string;
  codecName: string;
  width?: number;
  height?: number;
  sampleRateHz?: number;
}

export interface MediaInfo {
  durationMs: number;
  formatName: string;
  streams: MediaStreamInfo[];
}

interface FfprobeJson {
  format?: { duration?: string; format_name?: string };
  streams?: { codec_type: string; codec_name: string; width?: number; height?: number; sample_rate?: string }[];
}

/** Reads duration and streams of a local media file with ffprobe (local files only: no network protocols). */
export async function probeMedia(ffprobePath: string, filePath: string): Promise<MediaInfo> {
  const { stdout } = await execFileAsync(ffprobePath, [
    '-v',
    'error',
    '-protocol_whitelist',
    'file',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    filePath,
  ]);
  const json = JSON.parse(stdout) as FfprobeJson;
  return {
    durationMs: Math.round(Number(json.format?.duration ?? 0) * 1000),
    formatName: json.format?.format_name ?? '',
    streams: (json.streams ?? []).map((stream) => ({
      codecType: stream.codec_type,
      codecName: stream.codec_name,
      ...(stream.width ? { width: stream.width, height: stream.height } : {}),
      ...(stream.sample_rate ? { sampleRateHz: Number(stream.sample_rate) } : {}),
    })),
  };
}
