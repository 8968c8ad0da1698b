import { createCanvas } from '@napi-rs/canvas';

/**
 * An 800×600 PNG with hard-edged shapes in saturated colours: a misplaced
 * or missing picture changes many pixels by a lot, so a comparison notices.
 */
export async function createTestPicturePng(): Promise<Buffer> {
  const canvas = createCanvas(800, 600);
  const context = canvas.getContext('2d');
  context.fillStyle = '#1D4ED8';
  context.fillRect(0, 0, 800, 600);
  context.fillStyle = '#FACC15';
  context.beginPath();
  context.arc(250, 300, 170, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#DB2777';
  context.beginPath();
  context.moveTo(560, 90);
  context.lineTo(760, 470);
  context.lineTo(360, 470);
  context.closePath();
  context.fill();
  for (let stripe = 0; stripe < 8; stripe += 1) {
    context.fillStyle = stripe % 2 === 0 ? '#10B981' : '#F8FAFC';
    context.fillRect(stripe * 100, 520, 100, 80);
  }
  return canvas.encode('png');
}

/** Length of the test video, ms. */
export const TEST_VIDEO_DURATION_MS = 4000;
/** The picture fades in over this long from the start, ms. */
export const PICTURE_FADE_IN_MS = 1000;
/** The cover's moment: the picture fully in and the first caption showing, far from frame 0 (picture not yet visible). */
export const TEST_COVER_TIME_MS = 1500;

/**
 * A 16:9 workspace (1920×1080 reference canvas), four seconds unless told, with no
 * video, so every frame is a pure function of time: a picture fading in
 * with rounded corners, a rotated rounded coral panel, a text and a
 * two-sentence subtitle (two captions).
 */
export function buildPlayerTestWorkspace(picturePath: string, durationMs = TEST_VIDEO_DURATION_MS): object {
  const slot = { start: 0, end: durationMs };
  const layers = [
    {
      type: 'pic',
      path: picturePath,
      x: 120,
      y: 140,
      w: 720,
      h: 540,
      fit_mode: 'cover',
      shape: { type: 'square', radius: 40 },
      timeline: { ...slot, cross: { in: 'fade', in_time: PICTURE_FADE_IN_MS } },
    },
    { type: 'shape', x: 1000, y: 150, w: 760, h: 330, r: 6, shape: { type: 'square', radius: 56, color: '#FF6B57' }, timeline: slot },
    {
      type: 'text',
      x: 1000,
      y: 540,
      w: 760,
      h: 220,
      prop: { textInfo: { text: 'Talkreel preview, drawn in the browser', fontSize: 72, color: '#F8FAFC' } },
      timeline: slot,
    },
    {
      type: 'subtitle',
      // The default caption box of 16:9 (getDefaultSubtitleBox(1)).
      x: 115,
      y: 851,
      w: 1690,
      h: 164,
      subtitle: { text: 'The preview draws every frame. It matches the render.' },
      timeline: slot,
    },
  ];
  return {
    schemaVersion: 1,
    aspect_ratio: 1,
    render_subtitle: true,
    preview_cover_time: Math.min(TEST_COVER_TIME_MS, durationMs / 2),
    scenes: [{ duration: durationMs, bg_color: '#1E2A4A', tracks: layers.map((layer, index) => ({ type: layer.type, index, layers: [layer] })) }],
  };
}
