import { UPLOAD_RULES } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { checkTranslationUpload, TRANSLATION_VIDEO_KINDS } from './upload-check.ts';

const LIMITS = { max_upload_bytes: 100 * 1024 * 1024, max_duration_ms: 600_000, max_targets: 5 };

describe('the upload check before sending a video', () => {
  it('takes MP4, MOV and WebM within the limits, whatever the case of the extension', () => {
    for (const name of ['talk.mp4', 'TALK.MOV', 'clip.webm'])
      expect(checkTranslationUpload({ name, sizeBytes: 1_000, durationMs: 30_000 }, LIMITS)).toEqual({ isAllowed: true });
    expect(checkTranslationUpload({ name: 'odd.mov', sizeBytes: 1_000, durationMs: null }, LIMITS)).toEqual({ isAllowed: true });
  });

  it('refuses other files, even those the upload purpose would take', () => {
    for (const name of ['photo.png', 'old.avi', 'voice.mp3', 'noextension'])
      expect(checkTranslationUpload({ name, sizeBytes: 1_000, durationMs: null }, LIMITS)).toEqual({ isAllowed: false, reason: 'unsupported' });
    // The upload goes through product_media, which also takes images and AVI: the translation takes only these.
    for (const kind of TRANSLATION_VIDEO_KINDS) expect(UPLOAD_RULES.product_media.kinds).toContain(kind);
  });

  it('refuses a file over 100 MB or over 10 minutes', () => {
    expect(checkTranslationUpload({ name: 'big.mp4', sizeBytes: LIMITS.max_upload_bytes + 1, durationMs: 1_000 }, LIMITS)).toEqual({
      isAllowed: false,
      reason: 'tooLarge',
      maxBytes: LIMITS.max_upload_bytes,
    });
    expect(checkTranslationUpload({ name: 'long.mp4', sizeBytes: 1_000, durationMs: 600_001 }, LIMITS)).toEqual({
      isAllowed: false,
      reason: 'tooLong',
      maxDurationMs: 600_000,
    });
    expect(checkTranslationUpload({ name: 'edge.mp4', sizeBytes: LIMITS.max_upload_bytes, durationMs: 600_000 }, LIMITS)).toEqual({ isAllowed: true });
  });
});
