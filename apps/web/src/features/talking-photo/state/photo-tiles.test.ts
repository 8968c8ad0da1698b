import { describe, expect, it } from 'vitest';
import { findHiddenPhotoKeys, fingerprintOf, groupPhotoTiles, hidePhotos, photoKeyOf, photoNameOf, tilesSharingAName, type PhotoTile } from './photo-tiles.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const tile = (key: string, name: string, url = `/files/uploads/u1/${key}`): PhotoTile => ({ key, name, url });

describe('the avatar row’s photo tiles', () => {
  it('names a photo as the avatar list does: its file name without the extension', () => {
    expect(photoNameOf('portrait.final.JPG')).toBe('portrait.final');
    expect(photoNameOf('me')).toBe('me');
  });

  it('fingerprints equal bytes alike and different bytes apart', () => {
    const photo = new Uint8Array([255, 216, 255, 224, 0, 16, 74, 70]);
    expect(fingerprintOf(photo)).toBe(fingerprintOf(new Uint8Array(photo)));
    expect(fingerprintOf(photo)).not.toBe(fingerprintOf(new Uint8Array([255, 216, 255, 224, 0, 16, 74, 71])));
    expect(fingerprintOf(photo)).not.toBe(fingerprintOf(photo.subarray(0, 7)));
  });

  it('compares bytes only where names repeat', () => {
    const tiles = [tile('a', 'me'), tile('b', 'dog'), tile('c', 'me')];
    expect(tilesSharingAName(tiles).map((each) => each.key)).toEqual(['a', 'c']);
  });

  it('shows one tile for two uploads of one photo, the first (newest) one, with the other as its copy', () => {
    const fingerprints: Record<string, string> = { '/files/uploads/u1/new': 'f1', '/files/uploads/u1/old': 'f1', '/files/uploads/u1/other': 'f2' };
    const tiles = [tile('new', 'me'), tile('old', 'me'), tile('other', 'me'), tile('dog', 'dog')];
    const groups = groupPhotoTiles(tiles, (url) => fingerprints[url]);
    expect(groups.map((group) => group.shown.key)).toEqual(['new', 'other', 'dog']);
    expect(groups[0]?.copies.map((copy) => copy.key)).toEqual(['old']);
  });

  it('keeps same-named photos with other bytes, and tiles whose bytes are not known yet', () => {
    const tiles = [tile('a', 'IMG_0001'), tile('b', 'IMG_0001')];
    expect(groupPhotoTiles(tiles, (url) => (url.endsWith('a') ? 'f1' : 'f2')).map((group) => group.shown.key)).toEqual(['a', 'b']);
    expect(groupPhotoTiles(tiles, () => undefined).map((group) => group.shown.key)).toEqual(['a', 'b']);
  });

  it('knows one stored file under two signatures', () => {
    expect(photoKeyOf('/files/uploads/u1/x?expires=1&signature=aa')).toBe('/files/uploads/u1/x');
    const tiles = [tile('a', 'me', '/files/x?expires=1&signature=aa'), tile('b', 'me', '/files/x?expires=2&signature=bb')];
    expect(groupPhotoTiles(tiles, () => undefined).map((group) => [group.shown.key, group.copies.map((copy) => copy.key)])).toEqual([['a', ['b']]]);
  });

  it('remembers removed photos per account, once each', () => {
    const storage = memoryStorage();
    expect(findHiddenPhotoKeys('ann@example.com', storage)).toEqual([]);
    hidePhotos('ann@example.com', ['/files/p1'], storage);
    expect(hidePhotos('ann@example.com', ['/files/p1', '/files/p2'], storage)).toEqual(['/files/p1', '/files/p2']);
    expect(findHiddenPhotoKeys('ann@example.com', storage)).toEqual(['/files/p1', '/files/p2']);
    expect(findHiddenPhotoKeys('bob@example.com', storage)).toEqual([]);
  });

  it('reads a damaged list as empty', () => {
    const storage = memoryStorage();
    storage.setItem('talkreel.hiddenTalkingPhotos.ann', '{not json');
    expect(findHiddenPhotoKeys('ann', storage)).toEqual([]);
  });
});
