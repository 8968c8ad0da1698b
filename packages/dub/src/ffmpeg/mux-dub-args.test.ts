import { describe, expect, it } from 'vitest';
import { buildCaptionFilter, buildMuxArgs, canCopyVideo, subtitleStyle, type MuxArgsInput } from './mux-dub-args.ts';

const base: MuxArgsInput = { videoPath: '/v/in.mp4', audioPath: '/t/dub.m4a', outPath: '/o/out.mp4', copyVideo: true, copyAudio: true, burn: null };

describe('buildMuxArgs', () => {
  it('copies the picture and an AAC soundtrack into MP4', () => {
    expect(buildMuxArgs(base)).toEqual([
      '-loglevel',
      'error',
      '-protocol_whitelist',
      'file,pipe',
      '-i',
      '/v/in.mp4',
      '-protocol_whitelist',
      'file,pipe',
      '-i',
      '/t/dub.m4a',
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      '-c:v',
      'copy',
      '-c:a',
      'copy',
      '-movflags',
      '+faststart',
      '-y',
      '/o/out.mp4',
    ]);
  });

  it('encodes H.264 under burned captions and AAC from a WAV', () => {
    const args = buildMuxArgs({
      ...base,
      copyVideo: false,
      copyAudio: false,
      burn: { kind: 'subtitles', srtPath: '/t/c.srt', fontsDir: '/f', fontName: 'Noto Sans SC' },
    });
    expect(args).toEqual(expect.arrayContaining(['-filter:v', '-c:v', 'libx264', '-crf', '20', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '192k']));
    expect(
      buildMuxArgs({
        ...base,
        copyVideo: false,
        burn: { kind: 'drawtext', fontFile: '/f.ttf', fontSizePx: 24, marginPx: 20, cues: [] },
        videoFilterScriptPath: '/t/f',
      }),
    ).toEqual(expect.arrayContaining(['-filter_script:v', '/t/f']));
    expect(() => buildMuxArgs({ ...base, burn: { kind: 'drawtext', fontFile: '/f.ttf', fontSizePx: 24, marginPx: 20, cues: [] } })).toThrow(
      'burned captions need the picture encoded, not copied',
    );
  });
});

describe('buildCaptionFilter', () => {
  it('burns the SRT with libass in the shipped font, paths escaped for both parsing levels', () => {
    expect(buildCaptionFilter({ kind: 'subtitles', srtPath: "/t/it's:a,b/c.srt", fontsDir: '/fonts', fontName: 'Noto Sans SC' })).toBe(
      `subtitles=filename=/t/it\\\\\\'s\\\\:a\\,b/c.srt:fontsdir=/fonts:force_style=FontName=Noto Sans SC\\,${subtitleStyle.replaceAll(',', '\\,')}`,
    );
  });

  it('draws each cue with drawtext from its own text file while it is shown', () => {
    const filter = buildCaptionFilter({
      kind: 'drawtext',
      fontFile: '/f/Noto.ttf',
      fontSizePx: 36,
      marginPx: 43,
      cues: [
        { startMs: 1000, endMs: 2500, textFile: '/t/cue-1.txt' },
        { startMs: 3000, endMs: 4000, textFile: '/t/cue-2.txt' },
      ],
    });
    expect(filter).toBe(
      [
        'drawtext=fontfile=/f/Noto.ttf:textfile=/t/cue-1.txt:expansion=none:fontsize=36:fontcolor=white:borderw=3:bordercolor=black:line_spacing=9:x=(w-text_w)/2:y=h-text_h-43:enable=between(t\\,1.000\\,2.500)',
        'drawtext=fontfile=/f/Noto.ttf:textfile=/t/cue-2.txt:expansion=none:fontsize=36:fontcolor=white:borderw=3:bordercolor=black:line_spacing=9:x=(w-text_w)/2:y=h-text_h-43:enable=between(t\\,3.000\\,4.000)',
      ].join(','),
    );
  });
});

describe('canCopyVideo', () => {
  it('copies what the output container takes', () => {
    expect(canCopyVideo('h264', '/o/a.mp4')).toBe(true);
    expect(canCopyVideo('vp8', '/o/a.mp4')).toBe(false);
    expect(canCopyVideo('vp8', '/o/a.webm')).toBe(true);
    expect(canCopyVideo('vp8', '/o/a.MKV')).toBe(true);
    expect(canCopyVideo('h264', '/o/a.avi')).toBe(false);
  });
});
