import { describe, expect, it } from 'vitest';
import { galleryColumns, visibleAvatarCount } from './gallery-count.ts';

describe('gallery visible count', () => {
  it('shows 3 rows of 8 portraits or 4 rows of 5 landscapes, and one more row per See More', () => {
    expect(visibleAvatarCount(0, 8, 0)).toBe(24);
    expect(visibleAvatarCount(1, 5, 0)).toBe(20);
    expect(visibleAvatarCount(0, 8, 1)).toBe(32);
    expect(visibleAvatarCount(1, 5, 2)).toBe(30);
  });

  it('keeps the rows rule with the columns a smaller screen shows', () => {
    expect(galleryColumns(0, 1440)).toBe(8);
    expect(galleryColumns(1, 1440)).toBe(5);
    expect(galleryColumns(0, 390)).toBe(2);
    expect(visibleAvatarCount(0, galleryColumns(0, 390), 0)).toBe(6);
  });
});
