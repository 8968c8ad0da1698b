import { describe, expect, it } from 'vitest';
import { readHandedOverPhoto, talkingPhotoPathFor } from './photo-handover.ts';

const STORED = { full_path: '/files/uploads/u1/abc?expires=9&signature=ff', file_name: 'me & my dog.jpg' };

describe('handing a photo from Home to the talking-photo page', () => {
  it('reads back the very photo it wrote into the address', () => {
    const url = new URL(talkingPhotoPathFor(STORED), 'http://localhost');
    expect(url.pathname).toBe('/talking-photo');
    expect(url.searchParams.get('source')).toBe('home');
    expect(readHandedOverPhoto(url.searchParams)).toEqual(STORED);
  });

  it('takes only this server’s stored files, and names a photo without a name', () => {
    expect(readHandedOverPhoto(new URLSearchParams({ photo: 'https://elsewhere.example/face.jpg' }))).toBeNull();
    expect(readHandedOverPhoto(new URLSearchParams())).toBeNull();
    expect(readHandedOverPhoto(new URLSearchParams({ photo: '/files/uploads/u1/abc' }))).toEqual({ full_path: '/files/uploads/u1/abc', file_name: 'photo' });
  });
});
