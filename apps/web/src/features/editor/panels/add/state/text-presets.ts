import type { CanvasSize, TextElement, TextInfo } from '@talkreel/timeline';

export const textPresets = ['heading', 'subheading', 'body', 'caption'] as const;
export type TextPreset = (typeof textPresets)[number];

interface TextPresetStyle {
  /** Font size in px of the canvas's short side (1080 on every aspect ratio). */
  fontSizePx: number;
  /** Lines the box is made tall enough for. */
  lines: number;
  /** Share of the canvas width the box takes. */
  widthShare: number;
  textInfo: Omit<TextInfo, 'text' | 'fontSize'>;
}

/** The presets' looks (DESIGN: Inter, white on the scene; the caption style as the video defaults' subtitles). */
const presetStyles: Record<TextPreset, TextPresetStyle> = {
  heading: { fontSizePx: 96, lines: 1, widthShare: 0.85, textInfo: { fontWeight: 800, color: '#FFFFFF', align: 'center', lineHeight: 1.15 } },
  subheading: { fontSizePx: 64, lines: 1, widthShare: 0.8, textInfo: { fontWeight: 600, color: '#E5E7EB', align: 'center', lineHeight: 1.2 } },
  body: { fontSizePx: 44, lines: 3, widthShare: 0.75, textInfo: { fontWeight: 400, color: '#FFFFFF', align: 'center', lineHeight: 1.35 } },
  caption: {
    fontSizePx: 52,
    lines: 2,
    widthShare: 0.8,
    textInfo: {
      fontWeight: 700,
      color: '#FFFFFF',
      align: 'center',
      lineHeight: 1.25,
      strokeColor: '#111827',
      strokeWidth: 3,
      shadowColor: 'rgba(17, 24, 39, 0.6)',
      shadowBlur: 6,
      backgroundColor: 'rgba(17, 24, 39, 0.72)',
    },
  },
};

/** The text a preset starts with when the caller passes none. */
const defaultTexts: Record<TextPreset, string> = {
  heading: 'Add a heading',
  subheading: 'Add a subheading',
  body: 'Add some body text',
  caption: 'Add a caption',
};

/** Room above and below the lines, as a share of the font size (the caption's panel needs it). */
const verticalPaddingShare = 0.6;

/**
 * A new text element of a preset: centred on the canvas, across the whole
 * scene, its box wide enough for a line of the preset's size and tall enough
 * for its lines. Its zindex is set by `addElements` (on top).
 */
export function buildTextElement(preset: TextPreset, canvas: CanvasSize, id: string, sceneDurationMs: number, text = defaultTexts[preset]): TextElement {
  const style = presetStyles[preset];
  const fontSizePx = Math.round(style.fontSizePx * (Math.min(canvas.widthPx, canvas.heightPx) / 1080));
  const w = Math.round(canvas.widthPx * style.widthShare);
  const h = Math.round(fontSizePx * ((style.textInfo.lineHeight ?? 1.2) * style.lines + verticalPaddingShare));
  return {
    id,
    type: 'text',
    x: Math.round((canvas.widthPx - w) / 2),
    y: Math.round((canvas.heightPx - h) / 2),
    w,
    h,
    r: 0,
    alpha: 1,
    gauss: 0,
    zindex: 0,
    timeline: { start: 0, end: sceneDurationMs },
    prop: { textInfo: { text, fontSize: fontSizePx, ...style.textInfo } },
  };
}
