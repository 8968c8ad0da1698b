import { describe, expect, it } from 'vitest';
import { shouldAskForWelcomeClip, welcomeClipPreviewOf } from './welcome-clip-preview.ts';

const noClip = { welcome_url: null, welcome_status: 'none' } as const;
const rendering = { welcome_url: null, welcome_status: 'rendering' } as const;
const ready = { welcome_url: 'https://files.example/avatars/7/welcome.mp4', welcome_status: 'done' } as const;
const previewed = { isPreviewing: true, isMotionReduced: false, hasAsked: false };

describe('a gallery card’s welcome clip', () => {
  it('plays a clip that exists while the card is previewed, and keeps the cover otherwise', () => {
    expect(welcomeClipPreviewOf(ready, previewed)).toEqual({ kind: 'clip', url: ready.welcome_url });
    expect(welcomeClipPreviewOf(ready, { ...previewed, isPreviewing: false })).toEqual({ kind: 'cover' });
  });

  it('keeps the cover with reduced motion, and asks for nothing', () => {
    const reduced = { ...previewed, isMotionReduced: true };
    expect(welcomeClipPreviewOf(ready, reduced)).toEqual({ kind: 'cover' });
    expect(shouldAskForWelcomeClip(noClip, reduced)).toBe(false);
  });

  it('asks for a missing clip once, then shows it as being prepared until it exists', () => {
    expect(shouldAskForWelcomeClip(noClip, previewed)).toBe(true);
    expect(welcomeClipPreviewOf(noClip, previewed)).toEqual({ kind: 'cover' });
    const asked = { ...previewed, hasAsked: true };
    expect(shouldAskForWelcomeClip(noClip, asked)).toBe(false);
    expect(welcomeClipPreviewOf(noClip, asked)).toEqual({ kind: 'preparing' });
    expect(welcomeClipPreviewOf(rendering, asked)).toEqual({ kind: 'preparing' });
    expect(welcomeClipPreviewOf(ready, asked)).toEqual({ kind: 'clip', url: ready.welcome_url });
  });

  it('asks for nothing when the card is not previewed or the clip exists, and leaves the cover when making it failed', () => {
    expect(shouldAskForWelcomeClip(noClip, { ...previewed, isPreviewing: false })).toBe(false);
    expect(shouldAskForWelcomeClip(ready, previewed)).toBe(false);
    expect(welcomeClipPreviewOf({ welcome_url: null, welcome_status: 'failed' }, { ...previewed, hasAsked: true })).toEqual({ kind: 'cover' });
  });
});
