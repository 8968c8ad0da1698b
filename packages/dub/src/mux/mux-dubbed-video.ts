import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { probeMedia, resolveFfprobePath, runFfmpeg } from '@talkreel/platform/media';
import { parseSrt, wrapCaption } from '../captions/srt.ts';
import { listFfmpegFilters } from '../ffmpeg/ffmpeg-filters.ts';
import { buildCaptionFilter, buildMuxArgs, canCopyVideo, type CaptionBurn } from '../ffmpeg/mux-dub-args.ts';
import { captionFontFile, captionFontName } from './caption-font.ts';

export interface MuxDubbedVideoInput {
  /** The original video: its picture is kept. */
  videoPath: string;
  /** The dubbed soundtrack (mixDubTrack). */
  audioPath: string;
  outPath: string;
  /** SubRip captions of the dub; empty or absent: none. */
  srt?: string;
  /** Draw the captions into the picture; otherwise (or when this ffmpeg can draw no text) they are written beside it. */
  burnCaptions?: boolean;
}

export interface MuxDubbedVideoTools {
  ffmpegPath: string;
  /** FFPROBE_PATH when configured; else the bundled static build. */
  ffprobePath?: string;
  /** A folder for the caption files of one call (its own subfolder, removed after). */
  tempDir: string;
  signal?: AbortSignal;
}

export interface MuxedVideo {
  captions: 'burned' | 'sidecar' | 'none';
  /** The sidecar SRT next to the video (`<name>.srt`), when captions is 'sidecar'. */
  srtPath?: string;
}

/** Longer filters go through a file: one argument may hold at most 128 KB. */
const inlineFilterLimit = 100_000;

/** How the captions are drawn: libass (`subtitles`) when this ffmpeg has it, else `drawtext`, else not at all. */
export async function pickCaptionBurner(ffmpegPath: string): Promise<'subtitles' | 'drawtext' | null> {
  const filters = await listFfmpegFilters(ffmpegPath);
  if (filters.has('subtitles')) return 'subtitles';
  if (filters.has('drawtext')) return 'drawtext';
  return null;
}

/** The drawtext plan: each cue's wrapped text in its own file (no escaping of the text), sized to the picture. */
async function prepareDrawtext(srt: string, heightPx: number, widthPx: number, workDir: string): Promise<CaptionBurn> {
  const fontSizePx = Math.max(12, Math.round(heightPx * 0.05));
  const maxChars = Math.max(8, Math.floor((widthPx * 0.9) / (fontSizePx * 0.55)));
  const cues = await Promise.all(
    parseSrt(srt).map(async (cue, index) => {
      const textFile = path.join(workDir, `cue-${index + 1}.txt`);
      await writeFile(textFile, wrapCaption(cue.text, maxChars));
      return { startMs: cue.startMs, endMs: cue.endMs, textFile };
    }),
  );
  return { kind: 'drawtext', fontFile: captionFontFile(), fontSizePx, marginPx: Math.round(heightPx * 0.06), cues };
}

/**
 * The dubbed video: the original picture (stream-copied unless captions are
 * burned in or the container cannot take its codec), the dubbed soundtrack,
 * and the captions burned in (libass, else drawtext) or as a sidecar SRT.
 */
export async function muxDubbedVideo(input: MuxDubbedVideoInput, tools: MuxDubbedVideoTools): Promise<MuxedVideo> {
  const ffprobePath = tools.ffprobePath ?? resolveFfprobePath();
  const [video, audio] = await Promise.all([probeMedia(ffprobePath, input.videoPath), probeMedia(ffprobePath, input.audioPath)]);
  const videoStream = video.streams.find((stream) => stream.codecType === 'video');
  if (!videoStream) throw new Error(`${input.videoPath} has no video stream`);
  const audioStream = audio.streams.find((stream) => stream.codecType === 'audio');
  if (!audioStream) throw new Error(`${input.audioPath} has no audio stream`);
  const hasCaptions = Boolean(input.srt && parseSrt(input.srt).length > 0);
  const burner = hasCaptions && input.burnCaptions ? await pickCaptionBurner(tools.ffmpegPath) : null;
  const workDir = await mkdtemp(path.join(tools.tempDir, 'dub-mux-'));
  try {
    let burn: CaptionBurn | null = null;
    if (burner === 'subtitles') {
      const srtPath = path.join(workDir, 'captions.srt');
      await writeFile(srtPath, input.srt!);
      const fontFile = captionFontFile();
      burn = { kind: 'subtitles', srtPath, fontsDir: path.dirname(fontFile), fontName: captionFontName };
    } else if (burner === 'drawtext') {
      burn = await prepareDrawtext(input.srt!, videoStream.height ?? 720, videoStream.width ?? 1280, workDir);
    }
    let videoFilterScriptPath: string | undefined;
    if (burn) {
      const filter = buildCaptionFilter(burn);
      if (filter.length > inlineFilterLimit) {
        videoFilterScriptPath = path.join(workDir, 'captions.filter');
        await writeFile(videoFilterScriptPath, filter);
      }
    }
    const isMp4Family = /\.(mp4|m4v|mov)$/iu.test(input.outPath);
    const args = buildMuxArgs({
      videoPath: input.videoPath,
      audioPath: input.audioPath,
      outPath: input.outPath,
      copyVideo: !burn && canCopyVideo(videoStream.codecName, input.outPath),
      copyAudio: audioStream.codecName === 'aac' && (isMp4Family || /\.mkv$/iu.test(input.outPath)),
      burn,
      ...(videoFilterScriptPath ? { videoFilterScriptPath } : {}),
    });
    await runFfmpeg({ ffmpegPath: tools.ffmpegPath, args, durationMs: video.durationMs, ...(tools.signal ? { signal: tools.signal } : {}) });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  if (burner) return { captions: 'burned' };
  if (!hasCaptions) return { captions: 'none' };
  const srtPath = path.join(path.dirname(input.outPath), `${path.basename(input.outPath, path.extname(input.outPath))}.srt`);
  await writeFile(srtPath, input.srt!);
  return { captions: 'sidecar', srtPath };
}
