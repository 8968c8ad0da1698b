import { describe, expect, it } from 'vitest';
import { assertValidStorageKey, isValidStorageKey, maxStorageKeyLength } from './storage-key.ts';
import { InvalidStorageKeyError } from './storage.ts';

describe('assertValidStorageKey', () => {
  it.each([
    'a.png',
    'uploads/0b6f7f4e-2c1d-4a8e-9d1e-1f2a3b4c5d6e/photo.png',
    'renders/u_1/Video-Final.v2.mp4',
    '...',
    '.hidden',
    'a/b/c/d/e',
    'x'.repeat(maxStorageKeyLength),
  ])('accepts %s', (key) => {
    expect(() => assertValidStorageKey(key)).not.toThrow();
    expect(isValidStorageKey(key)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['../x', 'parent segment first'],
    ['a/../../x', 'parent segments inside'],
    ['a/..', 'parent segment last'],
    ['./a', 'dot segment'],
    ['a/./b', 'dot segment inside'],
    ['/etc/passwd', 'absolute path'],
    ['a\\b', 'backslash'],
    ['..\\..\\windows', 'backslash traversal'],
    ['a//b', 'empty segment'],
    ['a/', 'trailing slash'],
    ['a b', 'space'],
    ['a%2F..%2Fb', 'percent escapes'],
    ['a\u0000b', 'NUL'],
    ['ünïcode', 'non-ASCII'],
    ['C:/x', 'drive letter'],
    ['x'.repeat(maxStorageKeyLength + 1), 'too long'],
  ])('refuses %j (%s)', (key) => {
    expect(() => assertValidStorageKey(key)).toThrow(InvalidStorageKeyError);
    expect(isValidStorageKey(key)).toBe(false);
  });

  it('names the refused key in the error', () => {
    expect(() => assertValidStorageKey('../x')).toThrow('Invalid storage key: "../x"');
  });
});
