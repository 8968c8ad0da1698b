import { beforeAll, describe, expect, it } from 'vitest';
import { createLipSyncTestMedia, type LipSyncTestMedia } from './lip-sync-media.fixture.ts';
import { downloadVideo, toDataUri, videoContentType } from './video-output.ts';

let media: LipSyncTestMedia;

beforeAll(async () => {
  media = await createLipSyncTestMedia();
});

describe('video outputs of lip-sync services', () => {
  it('tells an MP4 from other files by its first bytes', () => {
    expect(videoContentType(media.video)).toBe('video/mp4');
    expect(videoContentType(media.photo.bytes)).toBeUndefined();
    expect(videoContentType(media.audio.bytes)).toBeUndefined();
    const quicktime = new Uint8Array(media.video);
    quicktime.set(new TextEncoder().encode('qt  '), 8);
    expect(videoContentType(quicktime)).toBe('video/quicktime');
    expect(videoContentType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]))).toBe('video/webm');
  });

  it('decodes a data URI output back to the exact bytes, and refuses one that is not a video', async () => {
    const decoded = await downloadVideo('cog', toDataUri({ bytes: media.video, contentType: 'video/mp4' }));
    expect(Buffer.from(decoded.video).equals(Buffer.from(media.video))).toBe(true);
    await expect(downloadVideo('cog', toDataUri(media.photo))).rejects.toMatchObject({
      engine: 'cog',
      retryable: false,
      message: `cog: the output is not an MP4, QuickTime or WebM video (${media.photo.bytes.length} bytes)`,
    });
    await expect(downloadVideo('cog', 'file:///tmp/out.mp4')).rejects.toMatchObject({ message: 'cog: the output is not a URL: "file:///tmp/out.mp4"' });
  });
});
