import {
  currentWorkspaceSchemaVersion,
  getCanvasSize,
  getDefaultSubtitleBox,
  getDefaultSubtitleFontSizePx,
  type AspectRatio,
  type WorkspaceInput,
} from '@talkreel/timeline';

/** One caption of the dub: the translated words of a segment, where the dub places them. */
export interface DubCaption {
  startMs: number;
  endMs: number;
  text: string;
}

export interface DubbedVideoWorkspaceInput {
  /** Storage key of the uploaded video (its picture is kept; its own sound is muted). */
  videoKey: string;
  /** The upload's own name, shown by the editor. */
  videoName: string;
  videoWidthPx: number;
  videoHeightPx: number;
  durationMs: number;
  /** Storage key of the dubbed soundtrack: the original with its voices ducked, and the new speech. */
  dubTrackKey: string;
  captions: readonly DubCaption[];
  burnSubtitles: boolean;
}

/** The nearest of the three canvases: landscape 16:9, portrait 9:16, or square. */
export function chooseDubAspectRatio(widthPx: number, heightPx: number): AspectRatio {
  const ratio = widthPx / Math.max(1, heightPx);
  if (ratio > 1.2) return 1;
  if (ratio < 0.83) return 0;
  return 2;
}

/**
 * A dubbed upload as a workspace, so the editor opens it and the normal
 * render makes its video: the original picture (muted) filling the frame,
 * the dubbed soundtrack, and one caption per translated segment.
 */
export function buildDubbedVideoWorkspace(input: DubbedVideoWorkspaceInput): WorkspaceInput {
  const aspectRatio = chooseDubAspectRatio(input.videoWidthPx, input.videoHeightPx);
  const canvas = getCanvasSize(aspectRatio);
  const durationMs = Math.max(1, Math.round(input.durationMs));
  const box = getDefaultSubtitleBox(aspectRatio);
  const fontSize = getDefaultSubtitleFontSizePx(aspectRatio);
  const captions = input.captions
    .filter((caption) => caption.text.trim() !== '' && caption.endMs > caption.startMs && caption.startMs < durationMs)
    .map((caption, index) => ({
      id: `dub-caption-${index + 1}`,
      type: 'subtitle' as const,
      ...box,
      zindex: 100,
      prop: { textInfo: { fontSize } },
      subtitle: { text: caption.text.trim() },
      timeline: { start: Math.round(caption.startMs), end: Math.min(durationMs, Math.round(caption.endMs)) },
    }));
  return {
    schemaVersion: currentWorkspaceSchemaVersion,
    aspect_ratio: aspectRatio,
    render_subtitle: input.burnSubtitles,
    preview_cover_time: 0,
    scenes: [
      {
        id: 'dubbed-video',
        duration: durationMs,
        bg_color: '#000000',
        tracks: [
          {
            type: 'video',
            index: 0,
            layers: [
              {
                id: 'original-video',
                type: 'video',
                path: input.videoKey,
                x: 0,
                y: 0,
                w: canvas.widthPx,
                h: canvas.heightPx,
                fit_mode: 'contain',
                volume: 0,
                timeline: { start: 0, end: durationMs },
                prop: { meta: { name: input.videoName.slice(0, 255) } },
              },
            ],
          },
          {
            type: 'music',
            index: 1,
            layers: [
              {
                id: 'dub-track',
                type: 'music',
                path: input.dubTrackKey,
                volume: 100,
                timeline: { start: 0, end: durationMs },
                prop: { meta: { name: 'Dubbed soundtrack' } },
              },
            ],
          },
          ...(captions.length > 0 ? [{ type: 'subtitle' as const, index: 2, layers: captions }] : []),
        ],
      },
    ],
  };
}
