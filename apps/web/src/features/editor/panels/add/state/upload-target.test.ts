import { describe, expect, it } from 'vitest';
import { elementTypeForKind, uploadTargetFor } from './upload-target.ts';

describe('uploadTargetFor', () => {
  it('sends pictures and videos as product media, sound as audio', () => {
    expect(uploadTargetFor('Photo.JPEG', 'media')).toEqual({ purpose: 'product_media', elementType: 'pic' });
    expect(uploadTargetFor('logo.webp', 'media')).toEqual({ purpose: 'product_media', elementType: 'pic' });
    expect(uploadTargetFor('clip.mov', 'media')).toEqual({ purpose: 'product_media', elementType: 'video' });
    expect(uploadTargetFor('clip.webm', 'media')).toEqual({ purpose: 'product_media', elementType: 'video' });
    expect(uploadTargetFor('song.mp3', 'media')).toEqual({ purpose: 'audio', elementType: 'music' });
    expect(uploadTargetFor('voice.wav', 'media')).toEqual({ purpose: 'audio', elementType: 'music' });
  });

  it('sends anything picked as music as audio, so the rules refuse what is not sound', () => {
    expect(uploadTargetFor('song.mp3', 'music')).toEqual({ purpose: 'audio', elementType: 'music' });
    expect(uploadTargetFor('photo.png', 'music')).toEqual({ purpose: 'audio', elementType: 'music' });
  });

  it('lets the media rules refuse an unknown type', () => {
    expect(uploadTargetFor('notes.txt', 'media').purpose).toBe('product_media');
  });
});

describe('elementTypeForKind', () => {
  it('follows the stored kind', () => {
    expect(elementTypeForKind('png')).toBe('pic');
    expect(elementTypeForKind('mp4')).toBe('video');
    expect(elementTypeForKind('wav')).toBe('music');
  });
});
