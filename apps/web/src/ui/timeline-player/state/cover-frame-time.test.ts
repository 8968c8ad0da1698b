import { parseWorkspace } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { getCoverFrameTimeMs } from './cover-frame-time.ts';

const workspace = (coverTimeMs: number, durationMs = 4000) =>
  parseWorkspace({
    schemaVersion: 1,
    aspect_ratio: 1,
    render_subtitle: false,
    preview_cover_time: coverTimeMs,
    scenes: [{ duration: durationMs, bg_color: '#000000', tracks: [] }],
  });

describe('getCoverFrameTimeMs', () => {
  it('opens on the start of the cover’s frame (25 fps)', () => {
    expect(getCoverFrameTimeMs(workspace(2500))).toBe(2480);
    expect(getCoverFrameTimeMs(workspace(2000))).toBe(2000);
    expect(getCoverFrameTimeMs(workspace(0))).toBe(0);
  });

  it('keeps a cover time past the end on the last frame', () => {
    expect(getCoverFrameTimeMs(workspace(9000, 4000))).toBe(3960);
  });
});
