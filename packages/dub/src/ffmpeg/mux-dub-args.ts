import { buildFilter } from './filter-escape.ts';

/** Captions drawn into the picture: by libass from the SRT, or by drawtext one cue at a time. */
export type CaptionBurn =
  | { kind: 'subtitles'; srtPath: string; fontsDir: string; fontName: string }
  | { kind: 'drawtext'; fontFile: string; fontSizePx: number; marginPx: number; cues: ReadonlyArray<{ startMs: number; endMs: number; textFile: string }> };

export interface MuxArgsInput {
  videoPath: string;
  audioPath: string;
  outPath: string;
  /** Copy the picture as it is (only without burned captions, and when the container takes its codec). */
  copyVideo: boolean;
  /** Copy the soundtrack when it is AAC already; else encode AAC. */
  copyAudio: boolean;
  burn: CaptionBurn | null;
  /** Where the caption filter is read from when the caller wrote it to a file (many drawtext cues). */
  videoFilterScriptPath?: string;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** libass style for SRT cues (sizes are in the 288-line script space libass scales to the picture). */
export const subtitleStyle = 'FontSize=20,PrimaryColour=&H00FFFFFF,OutlineColour=&H00000000,BorderStyle=1,Outline=1.5,Shadow=0,MarginV=18';

/** The video filter that burns the captions in. */
export function buildCaptionFilter(burn: CaptionBurn): string {
  if (burn.kind === 'subtitles') {
    return buildFilter('subtitles', [
      ['filename', burn.srtPath],
      ['fontsdir', burn.fontsDir],
      ['force_style', `FontName=${burn.fontName},${subtitleStyle}`],
    ]);
  }
  if (burn.cues.length === 0) return 'null';
  return burn.cues
    .map((cue) =>
      buildFilter('drawtext', [
        ['fontfile', burn.fontFile],
        ['textfile', cue.textFile],
        ['expansion', 'none'],
        ['fontsize', burn.fontSizePx],
        ['fontcolor', 'white'],
        ['borderw', Math.max(1, Math.round(burn.fontSizePx / 12))],
        ['bordercolor', 'black'],
        ['line_spacing', Math.round(burn.fontSizePx / 4)],
        ['x', '(w-text_w)/2'],
        ['y', `h-text_h-${burn.marginPx}`],
        ['enable', `between(t,${seconds(cue.startMs)},${seconds(cue.endMs)})`],
      ]),
    )
    .join(',');
}

/** Containers whose muxer takes these video codecs as they are. */
const copyableVideoCodecs: Record<string, readonly string[]> = {
  mp4: ['h264', 'hevc', 'mpeg4', 'av1', 'vp9'],
  m4v: ['h264', 'hevc', 'mpeg4'],
  mov: ['h264', 'hevc', 'mpeg4', 'prores', 'mjpeg'],
  webm: ['vp8', 'vp9', 'av1'],
};

/** Whether the picture can be stream-copied into outPath's container (Matroska takes anything). */
export function canCopyVideo(videoCodec: string, outPath: string): boolean {
  const extension = /\.([a-z0-9]+)$/iu.exec(outPath)?.[1]?.toLowerCase() ?? '';
  if (extension === 'mkv') return true;
  return copyableVideoCodecs[extension]?.includes(videoCodec) ?? false;
}

/**
 * The original's first video stream and the dubbed soundtrack into one file.
 * A copied picture keeps codec, size and frames; burning captions encodes
 * H.264 (crf 20) at the original's size and frame rate.
 */
export function buildMuxArgs(input: MuxArgsInput): string[] {
  if (input.burn && input.copyVideo) throw new Error('burned captions need the picture encoded, not copied');
  const isMp4Family = /\.(mp4|m4v|mov)$/iu.test(input.outPath);
  const videoFilter = input.burn
    ? input.videoFilterScriptPath
      ? ['-filter_script:v', input.videoFilterScriptPath]
      : ['-filter:v', buildCaptionFilter(input.burn)]
    : [];
  const videoCodec = input.copyVideo ? ['-c:v', 'copy'] : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'];
  const audioCodec = input.copyAudio ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '192k', '-ar', '48000', '-ac', '2'];
  return [
    '-loglevel',
    'error',
    '-protocol_whitelist',
    'file,pipe',
    '-i',
    input.videoPath,
    '-protocol_whitelist',
    'file,pipe',
    '-i',
    input.audioPath,
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    ...videoFilter,
    ...videoCodec,
    ...audioCodec,
    ...(isMp4Family ? ['-movflags', '+faststart'] : []),
    '-y',
    input.outPath,
  ];
}
